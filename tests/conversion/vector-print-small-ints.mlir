// convert-vector-to-scf on vector.print of vectors of signed, unsigned and odd-width
// integers: extended to 8 bits or more before the element loop (signed and unsigned ones
// through vector.bitcast to signless integers and back), then convert-vector-to-llvm
// (n-D bitcasts unrolled into row bitcasts). Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf --convert-vector-to-llvm | FileCheck %s --check-prefix=LLVM

func.func @p(%a: vector<4xsi4>, %h: vector<3xi4>, %u: vector<2xui4>, %n: vector<2x2xsi4>, %z: vector<ui2>, %b: vector<3xsi16>, %c: vector<2xui1>) {
  vector.print %a : vector<4xsi4>
  vector.print %h : vector<3xi4>
  vector.print %u : vector<2xui4> punctuation <comma>
  vector.print %n : vector<2x2xsi4>
  vector.print %z : vector<ui2>
  vector.print %b : vector<3xsi16>
  vector.print %c : vector<2xui1>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @p(%arg0: vector<4xsi4>, %arg1: vector<3xi4>, %arg2: vector<2xui4>, %arg3: vector<2x2xsi4>, %arg4: vector<ui2>, %arg5: vector<3xsi16>, %arg6: vector<2xui1>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xsi4> to vector<4xi4>
// CHECK-NEXT:     %1 = arith.extsi %0 : vector<4xi4> to vector<4xi8>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<4xi8> to vector<4xsi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %2[%arg7] : si8 from vector<4xsi8>
// CHECK-NEXT:       vector.print %17 : si8 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c3 : index
// CHECK-NEXT:       scf.if %18 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %3 = arith.extsi %arg1 : vector<3xi4> to vector<3xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %3[%arg7] : i8 from vector<3xi8>
// CHECK-NEXT:       vector.print %17 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c2 : index
// CHECK-NEXT:       scf.if %18 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %4 = vector.bitcast %arg2 : vector<2xui4> to vector<2xi4>
// CHECK-NEXT:     %5 = arith.extui %4 : vector<2xi4> to vector<2xi8>
// CHECK-NEXT:     %6 = vector.bitcast %5 : vector<2xi8> to vector<2xui8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %6[%arg7] : ui8 from vector<2xui8>
// CHECK-NEXT:       vector.print %17 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c1 : index
// CHECK-NEXT:       scf.if %18 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     %7 = vector.bitcast %arg3 : vector<2x2xsi4> to vector<2x2xi4>
// CHECK-NEXT:     %8 = arith.extsi %7 : vector<2x2xi4> to vector<2x2xi8>
// CHECK-NEXT:     %9 = vector.bitcast %8 : vector<2x2xi8> to vector<2x2xsi8>
// CHECK-NEXT:     %10 = vector.shape_cast %9 : vector<2x2xsi8> to vector<4xsi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg8 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %18 = arith.muli %arg7, %c2 : index
// CHECK-NEXT:         %19 = arith.addi %arg8, %18 : index
// CHECK-NEXT:         %20 = vector.extract %10[%19] : si8 from vector<4xsi8>
// CHECK-NEXT:         vector.print %20 : si8 punctuation <no_punctuation>
// CHECK-NEXT:         %21 = arith.cmpi ult, %arg8, %c1 : index
// CHECK-NEXT:         scf.if %21 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %17 = arith.cmpi ult, %arg7, %c1 : index
// CHECK-NEXT:       scf.if %17 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %11 = vector.bitcast %arg4 : vector<ui2> to vector<i2>
// CHECK-NEXT:     %12 = arith.extui %11 : vector<i2> to vector<i8>
// CHECK-NEXT:     %13 = vector.bitcast %12 : vector<i8> to vector<ui8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %13[] : ui8 from vector<ui8>
// CHECK-NEXT:       vector.print %17 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c0 : index
// CHECK-NEXT:       scf.if %18 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %arg5[%arg7] : si16 from vector<3xsi16>
// CHECK-NEXT:       vector.print %17 : si16 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c2 : index
// CHECK-NEXT:       scf.if %18 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %14 = vector.bitcast %arg6 : vector<2xui1> to vector<2xi1>
// CHECK-NEXT:     %15 = arith.extui %14 : vector<2xi1> to vector<2xi8>
// CHECK-NEXT:     %16 = vector.bitcast %15 : vector<2xi8> to vector<2xui8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %17 = vector.extract %16[%arg7] : ui8 from vector<2xui8>
// CHECK-NEXT:       vector.print %17 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %18 = arith.cmpi ult, %arg7, %c1 : index
// CHECK-NEXT:       scf.if %18 {
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
// LLVM-NEXT:   llvm.func @printNewline()
// LLVM-NEXT:   llvm.func @printClose()
// LLVM-NEXT:   llvm.func @printComma()
// LLVM-NEXT:   llvm.func @printI64(i64)
// LLVM-NEXT:   llvm.func @printOpen()
// LLVM-NEXT:   func.func @p(%arg0: vector<4xsi4>, %arg1: vector<3xi4>, %arg2: vector<2xui4>, %arg3: vector<2x2xsi4>, %arg4: vector<ui2>, %arg5: vector<3xsi16>, %arg6: vector<2xui1>) {
// LLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg6 : vector<2xui1> to vector<2xi1>
// LLVM-NEXT:     %1 = builtin.unrealized_conversion_cast %arg5 : vector<3xsi16> to vector<3xi16>
// LLVM-NEXT:     %2 = builtin.unrealized_conversion_cast %arg4 : vector<ui2> to vector<1xi2>
// LLVM-NEXT:     %3 = builtin.unrealized_conversion_cast %arg3 : vector<2x2xsi4> to !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %4 = builtin.unrealized_conversion_cast %arg2 : vector<2xui4> to vector<2xi4>
// LLVM-NEXT:     %5 = builtin.unrealized_conversion_cast %arg0 : vector<4xsi4> to vector<4xi4>
// LLVM-NEXT:     %6 = ub.poison : vector<4xsi8>
// LLVM-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : vector<4xsi8> to vector<4xi8>
// LLVM-NEXT:     %8 = ub.poison : vector<2x2xi4>
// LLVM-NEXT:     %9 = builtin.unrealized_conversion_cast %8 : vector<2x2xi4> to !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %c2 = arith.constant 2 : index
// LLVM-NEXT:     %c3 = arith.constant 3 : index
// LLVM-NEXT:     %c1 = arith.constant 1 : index
// LLVM-NEXT:     %c4 = arith.constant 4 : index
// LLVM-NEXT:     %c0 = arith.constant 0 : index
// LLVM-NEXT:     %10 = llvm.bitcast %5 : vector<4xi4> to vector<4xi4>
// LLVM-NEXT:     %11 = arith.extsi %10 : vector<4xi4> to vector<4xi8>
// LLVM-NEXT:     %12 = llvm.bitcast %11 : vector<4xi8> to vector<4xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c4 step %c1 {
// LLVM-NEXT:       %42 = builtin.unrealized_conversion_cast %arg7 : index to i64
// LLVM-NEXT:       %43 = llvm.extractelement %12[%42 : i64] : vector<4xi8>
// LLVM-NEXT:       %44 = arith.extsi %43 : i8 to i64
// LLVM-NEXT:       llvm.call @printI64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c3 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %13 = arith.extsi %arg1 : vector<3xi4> to vector<3xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c3 step %c1 {
// LLVM-NEXT:       %42 = builtin.unrealized_conversion_cast %arg7 : index to i64
// LLVM-NEXT:       %43 = llvm.extractelement %13[%42 : i64] : vector<3xi8>
// LLVM-NEXT:       %44 = arith.extsi %43 : i8 to i64
// LLVM-NEXT:       llvm.call @printI64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c2 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %14 = llvm.bitcast %4 : vector<2xi4> to vector<2xi4>
// LLVM-NEXT:     %15 = arith.extui %14 : vector<2xi4> to vector<2xi8>
// LLVM-NEXT:     %16 = llvm.bitcast %15 : vector<2xi8> to vector<2xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       %42 = builtin.unrealized_conversion_cast %arg7 : index to i64
// LLVM-NEXT:       %43 = llvm.extractelement %16[%42 : i64] : vector<2xi8>
// LLVM-NEXT:       %44 = arith.extui %43 : i8 to i64
// LLVM-NEXT:       llvm.call @printU64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c1 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printComma() : () -> ()
// LLVM-NEXT:     %17 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %18 = llvm.bitcast %17 : vector<2xi4> to vector<2xi4>
// LLVM-NEXT:     %19 = llvm.insertvalue %18, %9[0] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %20 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %21 = llvm.bitcast %20 : vector<2xi4> to vector<2xi4>
// LLVM-NEXT:     %22 = llvm.insertvalue %21, %19[1] : !llvm.array<2 x vector<2xi4>>
// LLVM-NEXT:     %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<2xi4>> to vector<2x2xi4>
// LLVM-NEXT:     %24 = arith.extsi %23 : vector<2x2xi4> to vector<2x2xi8>
// LLVM-NEXT:     %25 = builtin.unrealized_conversion_cast %24 : vector<2x2xi8> to !llvm.array<2 x vector<2xi8>>
// LLVM-NEXT:     %26 = llvm.extractvalue %25[0] : !llvm.array<2 x vector<2xi8>>
// LLVM-NEXT:     %27 = llvm.bitcast %26 : vector<2xi8> to vector<2xi8>
// LLVM-NEXT:     %28 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<2xi8>>
// LLVM-NEXT:     %29 = llvm.bitcast %28 : vector<2xi8> to vector<2xi8>
// LLVM-NEXT:     %30 = llvm.shufflevector %27, %27 [0, 1, 0, 0] : vector<2xi8>
// LLVM-NEXT:     %31 = llvm.shufflevector %30, %7 [0, 1, 6, 7] : vector<4xi8>
// LLVM-NEXT:     %32 = llvm.shufflevector %29, %29 [0, 1, 0, 0] : vector<2xi8>
// LLVM-NEXT:     %33 = llvm.shufflevector %32, %31 [4, 5, 0, 1] : vector<4xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       llvm.call @printOpen() : () -> ()
// LLVM-NEXT:       scf.for %arg8 = %c0 to %c2 step %c1 {
// LLVM-NEXT:         %43 = arith.muli %arg7, %c2 : index
// LLVM-NEXT:         %44 = arith.addi %arg8, %43 : index
// LLVM-NEXT:         %45 = builtin.unrealized_conversion_cast %44 : index to i64
// LLVM-NEXT:         %46 = llvm.extractelement %33[%45 : i64] : vector<4xi8>
// LLVM-NEXT:         %47 = arith.extsi %46 : i8 to i64
// LLVM-NEXT:         llvm.call @printI64(%47) : (i64) -> ()
// LLVM-NEXT:         %48 = arith.cmpi ult, %arg8, %c1 : index
// LLVM-NEXT:         scf.if %48 {
// LLVM-NEXT:           llvm.call @printComma() : () -> ()
// LLVM-NEXT:         }
// LLVM-NEXT:       }
// LLVM-NEXT:       llvm.call @printClose() : () -> ()
// LLVM-NEXT:       %42 = arith.cmpi ult, %arg7, %c1 : index
// LLVM-NEXT:       scf.if %42 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %34 = llvm.bitcast %2 : vector<1xi2> to vector<1xi2>
// LLVM-NEXT:     %35 = builtin.unrealized_conversion_cast %34 : vector<1xi2> to vector<i2>
// LLVM-NEXT:     %36 = arith.extui %35 : vector<i2> to vector<i8>
// LLVM-NEXT:     %37 = builtin.unrealized_conversion_cast %36 : vector<i8> to vector<1xi8>
// LLVM-NEXT:     %38 = llvm.bitcast %37 : vector<1xi8> to vector<1xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c1 step %c1 {
// LLVM-NEXT:       %42 = llvm.mlir.constant(0 : i64) : i64
// LLVM-NEXT:       %43 = llvm.extractelement %38[%42 : i64] : vector<1xi8>
// LLVM-NEXT:       %44 = arith.extui %43 : i8 to i64
// LLVM-NEXT:       llvm.call @printU64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c0 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c3 step %c1 {
// LLVM-NEXT:       %42 = builtin.unrealized_conversion_cast %arg7 : index to i64
// LLVM-NEXT:       %43 = llvm.extractelement %1[%42 : i64] : vector<3xi16>
// LLVM-NEXT:       %44 = arith.extsi %43 : i16 to i64
// LLVM-NEXT:       llvm.call @printI64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c2 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     %39 = llvm.bitcast %0 : vector<2xi1> to vector<2xi1>
// LLVM-NEXT:     %40 = arith.extui %39 : vector<2xi1> to vector<2xi8>
// LLVM-NEXT:     %41 = llvm.bitcast %40 : vector<2xi8> to vector<2xi8>
// LLVM-NEXT:     llvm.call @printOpen() : () -> ()
// LLVM-NEXT:     scf.for %arg7 = %c0 to %c2 step %c1 {
// LLVM-NEXT:       %42 = builtin.unrealized_conversion_cast %arg7 : index to i64
// LLVM-NEXT:       %43 = llvm.extractelement %41[%42 : i64] : vector<2xi8>
// LLVM-NEXT:       %44 = arith.extui %43 : i8 to i64
// LLVM-NEXT:       llvm.call @printU64(%44) : (i64) -> ()
// LLVM-NEXT:       %45 = arith.cmpi ult, %arg7, %c1 : index
// LLVM-NEXT:       scf.if %45 {
// LLVM-NEXT:         llvm.call @printComma() : () -> ()
// LLVM-NEXT:       }
// LLVM-NEXT:     }
// LLVM-NEXT:     llvm.call @printClose() : () -> ()
// LLVM-NEXT:     llvm.call @printNewline() : () -> ()
// LLVM-NEXT:     return
// LLVM-NEXT:   }
// LLVM-NEXT: }
