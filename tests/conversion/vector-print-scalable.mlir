// vector.print of scalable vectors, small integers and small floats through
// convert-vector-to-scf (a 1-D scalable vector's loop runs to its size times
// vector.vscale, the product named %c4_vscale; n-D scalable vectors stay) and
// convert-vector-to-llvm (vector.vscale to llvm.intr.vscale, elements of scalable vectors
// by llvm.extractelement, printApFloat for the small floats). Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf --convert-vector-to-llvm | FileCheck %s --check-prefix=LLVM

func.func @p(%a: vector<4xsi4>, %b: vector<[4]xf32>, %d: vector<2xf8E5M2>, %g: vector<2x[4]xi32>, %h: vector<3xi4>, %u: vector<2xui4>, %f: vector<2x2xf4E2M1FN>, %t: vector<[2]xf8E4M3FN>) {
  vector.print %a : vector<4xsi4>
  vector.print %b : vector<[4]xf32>
  vector.print %d : vector<2xf8E5M2>
  vector.print %g : vector<2x[4]xi32>
  vector.print %h : vector<3xi4>
  vector.print %u : vector<2xui4>
  vector.print %f : vector<2x2xf4E2M1FN>
  vector.print %t : vector<[2]xf8E4M3FN>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @p(%arg0: vector<4xsi4>, %arg1: vector<[4]xf32>, %arg2: vector<2xf8E5M2>, %arg3: vector<2x[4]xi32>, %arg4: vector<3xi4>, %arg5: vector<2xui4>, %arg6: vector<2x2xf4E2M1FN>, %arg7: vector<[2]xf8E4M3FN>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xsi4> to vector<4xi4>
// CHECK-NEXT:     %1 = arith.extsi %0 : vector<4xi4> to vector<4xi8>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<4xi8> to vector<4xsi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %10 = vector.extract %2[%arg8] : si8 from vector<4xsi8>
// CHECK-NEXT:       vector.print %10 : si8 punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %c3 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %vscale = vector.vscale
// CHECK-NEXT:     %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT:     %3 = arith.subi %c4_vscale, %c1 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c4_vscale step %c1 {
// CHECK-NEXT:       %10 = vector.extract %arg1[%arg8] : f32 from vector<[4]xf32>
// CHECK-NEXT:       vector.print %10 : f32 punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %3 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %10 = vector.extract %arg2[%arg8] : f8E5M2 from vector<2xf8E5M2>
// CHECK-NEXT:       vector.print %10 : f8E5M2 punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %c1 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print %arg3 : vector<2x[4]xi32>
// CHECK-NEXT:     %4 = arith.extsi %arg4 : vector<3xi4> to vector<3xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %10 = vector.extract %4[%arg8] : i8 from vector<3xi8>
// CHECK-NEXT:       vector.print %10 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %c2 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %5 = vector.bitcast %arg5 : vector<2xui4> to vector<2xi4>
// CHECK-NEXT:     %6 = arith.extui %5 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT:     %7 = vector.bitcast %6 : vector<2xi8> to vector<2xui8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %10 = vector.extract %7[%arg8] : ui8 from vector<2xui8>
// CHECK-NEXT:       vector.print %10 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %c1 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %8 = vector.shape_cast %arg6 : vector<2x2xf4E2M1FN> to vector<4xf4E2M1FN>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg9 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %11 = arith.muli %arg8, %c2 : index
// CHECK-NEXT:         %12 = arith.addi %arg9, %11 : index
// CHECK-NEXT:         %13 = vector.extract %8[%12] : f4E2M1FN from vector<4xf4E2M1FN>
// CHECK-NEXT:         vector.print %13 : f4E2M1FN punctuation <no_punctuation>
// CHECK-NEXT:         %14 = arith.cmpi ult, %arg9, %c1 : index
// CHECK-NEXT:         scf.if %14 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %10 = arith.cmpi ult, %arg8, %c1 : index
// CHECK-NEXT:       scf.if %10 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %vscale_0 = vector.vscale
// CHECK-NEXT:     %c2_vscale = arith.muli %vscale_0, %c2 : index
// CHECK-NEXT:     %9 = arith.subi %c2_vscale, %c1 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg8 = %c0 to %c2_vscale step %c1 {
// CHECK-NEXT:       %10 = vector.extract %arg7[%arg8] : f8E4M3FN from vector<[2]xf8E4M3FN>
// CHECK-NEXT:       vector.print %10 : f8E4M3FN punctuation <no_punctuation>
// CHECK-NEXT:       %11 = arith.cmpi ult, %arg8, %9 : index
// CHECK-NEXT:       scf.if %11 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LLVM: module {
// LLVM-NEXT:   llvm.func @printU64(i64)
// LLVM-NEXT:   llvm.func @printApFloat(i32, i64)
// LLVM-NEXT:   llvm.func @printF32(f32)
// LLVM-NEXT:   llvm.func @printNewline()
// LLVM-NEXT:   llvm.func @printClose()
// LLVM-NEXT:   llvm.func @printComma()
// LLVM-NEXT:   llvm.func @printI64(i64)
// LLVM-NEXT:   llvm.func @printOpen()
// LLVM-NEXT:   func.func @p(%arg0: vector<4xsi4>, %arg1: vector<[4]xf32>, %arg2: vector<2xf8E5M2>, %arg3: vector<2x[4]xi32>, %arg4: vector<3xi4>, %arg5: vector<2xui4>, %arg6: vector<2x2xf4E2M1FN>, %arg7: vector<[2]xf8E4M3FN>) {
// LLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg7 : vector<[2]xf8E4M3FN> to vector<[2]xi8>
// LLVM-NEXT:     %1 = builtin.unrealized_conversion_cast %arg6 : vector<2x2xf4E2M1FN> to !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %2 = builtin.unrealized_conversion_cast %arg5 : vector<2xui4> to vector<2xi4>
// LLVM-NEXT:     %3 = builtin.unrealized_conversion_cast %arg2 : vector<2xf8E5M2> to vector<2xi8>
// LLVM-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : vector<4xsi4> to vector<4xi4>
// LLVM-NEXT:     %5 = ub.poison : vector<4xf4E2M1FN>
// LLVM-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<4xf4E2M1FN> to vector<4xi4>
// LLVM-NEXT:     %c2 = arith.constant 2 : index
// LLVM-NEXT:     %c3 = arith.constant 3 : index
// LLVM-NEXT:     %c1 = arith.constant 1 : index
// LLVM-NEXT:     %c4 = arith.constant 4 : index
// LLVM-NEXT:     %c0 = arith.constant 0 : index
// LLVM-NEXT:     %7 = llvm.bitcast %4 : vector<4xi4> to vector<4xi4>
// LLVM-NEXT:     %8 = arith.extsi %7 : vector<4xi4> to vector<4xi8>
// LLVM-NEXT:     %9 = llvm.bitcast %8 : vector<4xi8> to vector<4xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %c4 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %9[%28 : i64] : vector<4xi8>
// LLVM-NEXT:       %30 = arith.extsi %29 : i8 to i64
// LLVM-NEXT:       llvm.call @printI64(%30) : (i64) -> ()
// LLVM-NEXT:       %31 = arith.cmpi ult, %arg8, %c3 : index
// LLVM-NEXT:       scf.if %31 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %10 = "llvm.intr.vscale"() : () -> i64
// LLVM-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// LLVM-NEXT:     %12 = arith.muli %11, %c4 : index
// LLVM-NEXT:     %13 = arith.subi %12, %c1 : index
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %12 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %arg1[%28 : i64] : vector<[4]xf32>
// LLVM-NEXT:       llvm.call @printF32(%29) : (f32) -> ()
// LLVM-NEXT:       %30 = arith.cmpi ult, %arg8, %13 : index
// LLVM-NEXT:       scf.if %30 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %3[%28 : i64] : vector<2xi8>
// LLVM-NEXT:       %30 = llvm.mlir.constant(7 : i32) : i32
// LLVM-NEXT:       %31 = llvm.zext %29 : i8 to i64
// LLVM-NEXT:       llvm.call @printApFloat(%30, %31) : (i32, i64) -> ()
// LLVM-NEXT:       %32 = arith.cmpi ult, %arg8, %c1 : index
// LLVM-NEXT:       scf.if %32 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     vector.print %arg3 : vector<2x[4]xi32>
// LLVM-NEXT:     %14 = arith.extsi %arg4 : vector<3xi4> to vector<3xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %c3 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %14[%28 : i64] : vector<3xi8>
// LLVM-NEXT:       %30 = arith.extsi %29 : i8 to i64
// LLVM-NEXT:       llvm.call @printI64(%30) : (i64) -> ()
// LLVM-NEXT:       %31 = arith.cmpi ult, %arg8, %c2 : index
// LLVM-NEXT:       scf.if %31 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %15 = llvm.bitcast %2 : vector<2xi4> to vector<2xi4>
// LLVM-NEXT:     %16 = arith.extui %15 : vector<2xi4> to vector<2xi8>
// LLVM-NEXT:     %17 = llvm.bitcast %16 : vector<2xi8> to vector<2xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %17[%28 : i64] : vector<2xi8>
// LLVM-NEXT:       %30 = arith.extui %29 : i8 to i64
// LLVM-NEXT:       llvm.call @printU64(%30) : (i64) -> ()
// LLVM-NEXT:       %31 = arith.cmpi ult, %arg8, %c1 : index
// LLVM-NEXT:       scf.if %31 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %18 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %19 = llvm.shufflevector %18, %18 [0, 1, 0, 0] : vector<2xi4>
// LLVM-NEXT:     %20 = llvm.shufflevector %19, %6 [0, 1, 6, 7] : vector<4xi4>
// LLVM-NEXT:     %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %22 = llvm.shufflevector %21, %21 [0, 1, 0, 0] : vector<2xi4>
// LLVM-NEXT:     %23 = llvm.shufflevector %22, %20 [4, 5, 0, 1] : vector<4xi4>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       llvm.call @printOpen() : () -> ()
// LLVM-NEXT:       scf.for %arg9 = %c0 to %c2 step %c1 {
// LLVM-NEXT:         %29 = arith.muli %arg8, %c2 : index
// LLVM-NEXT:         %30 = arith.addi %arg9, %29 : index
// LLVM-NEXT:         %31 = builtin.unrealized_conversion_cast %30 : index to i64
// LLVM-NEXT:         %32 = llvm.extractelement %23[%31 : i64] : vector<4xi4>
// LLVM-NEXT:         %33 = llvm.mlir.constant(18 : i32) : i32
// LLVM-NEXT:         %34 = llvm.zext %32 : i4 to i64
// LLVM-NEXT:         llvm.call @printApFloat(%33, %34) : (i32, i64) -> ()
// LLVM-NEXT:         %35 = arith.cmpi ult, %arg9, %c1 : index
// LLVM-NEXT:         scf.if %35 {
// LLVM-NEXT:           llvm.call @printComma() : () -> ()
// LLVM-NEXT:         }
// LLVM-NEXT:       }
// LLVM-NEXT:       llvm.call @printClose() : () -> ()
// LLVM-NEXT:       %28 = arith.cmpi ult, %arg8, %c1 : index
// LLVM-NEXT:       scf.if %28 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %24 = "llvm.intr.vscale"() : () -> i64
// LLVM-NEXT:     %25 = builtin.unrealized_conversion_cast %24 : i64 to index
// LLVM-NEXT:     %26 = arith.muli %25, %c2 : index
// LLVM-NEXT:     %27 = arith.subi %26, %c1 : index
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg8 = %c0 to %26 step %c1 {
// LLVM-NEXT:       %28 = builtin.unrealized_conversion_cast %arg8 : index to i64
// LLVM-NEXT:       %29 = llvm.extractelement %0[%28 : i64] : vector<[2]xi8>
// LLVM-NEXT:       %30 = llvm.mlir.constant(10 : i32) : i32
// LLVM-NEXT:       %31 = llvm.zext %29 : i8 to i64
// LLVM-NEXT:       llvm.call @printApFloat(%30, %31) : (i32, i64) -> ()
// LLVM-NEXT:       %32 = arith.cmpi ult, %arg8, %27 : index
// LLVM-NEXT:       scf.if %32 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     return
// LLVM-NEXT:   }
// LLVM-NEXT: }
