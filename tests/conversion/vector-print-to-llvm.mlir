// vector.print of vectors through convert-vector-to-scf, then convert-vector-to-llvm or
// convert-to-llvm (runtime calls in loops; the n-D vector flattened by shuffles).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf --convert-vector-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf --convert-to-llvm | FileCheck %s --check-prefix=TOLLVM

func.func @lowered(%v: vector<4xf32>, %w: vector<2x3xi8>, %z: vector<f64>, %m: vector<2xi1>) {
  vector.print %v : vector<4xf32>
  vector.print %w : vector<2x3xi8> punctuation <comma>
  vector.print %z : vector<f64>
  vector.print %m : vector<2xi1>
  vector.print str "done"
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[100, 111, 110, 101, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printF32(f32)
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   func.func @lowered(%arg0: vector<4xf32>, %arg1: vector<2x3xi8>, %arg2: vector<f64>, %arg3: vector<2xi1>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : vector<f64> to vector<1xf64>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi8> to !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:     %2 = ub.poison : vector<6xi8>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %12 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:       %13 = llvm.extractelement %arg0[%12 : i64] : vector<4xf32>
// CHECK-NEXT:       llvm.call @printF32(%13) : (f32) -> ()
// CHECK-NEXT:       %14 = arith.cmpi ult, %arg4, %c3 : index
// CHECK-NEXT:       scf.if %14 {
// CHECK-NEXT:         llvm.call @printComma() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi8>> 
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 1, 2, 0, 0, 0] : vector<3xi8> 
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %2 [0, 1, 2, 9, 10, 11] : vector<6xi8> 
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi8>> 
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %6 [0, 1, 2, 0, 0, 0] : vector<3xi8> 
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [6, 7, 8, 0, 1, 2] : vector<6xi8> 
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       llvm.call @printOpen() : () -> ()
// CHECK-NEXT:       scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %13 = arith.muli %arg4, %c3 : index
// CHECK-NEXT:         %14 = arith.addi %arg5, %13 : index
// CHECK-NEXT:         %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT:         %16 = llvm.extractelement %8[%15 : i64] : vector<6xi8>
// CHECK-NEXT:         %17 = arith.extsi %16 : i8 to i64
// CHECK-NEXT:         llvm.call @printI64(%17) : (i64) -> ()
// CHECK-NEXT:         %18 = arith.cmpi ult, %arg5, %c2 : index
// CHECK-NEXT:         scf.if %18 {
// CHECK-NEXT:           llvm.call @printComma() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       llvm.call @printClose() : () -> ()
// CHECK-NEXT:       %12 = arith.cmpi ult, %arg4, %c1 : index
// CHECK-NEXT:       scf.if %12 {
// CHECK-NEXT:         llvm.call @printComma() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:       %13 = llvm.extractelement %0[%12 : i64] : vector<1xf64>
// CHECK-NEXT:       llvm.call @printF64(%13) : (f64) -> ()
// CHECK-NEXT:       %14 = arith.cmpi ult, %arg4, %c0 : index
// CHECK-NEXT:       scf.if %14 {
// CHECK-NEXT:         llvm.call @printComma() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %9 = arith.extui %arg3 : vector<2xi1> to vector<2xi8>
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %12 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:       %13 = llvm.extractelement %9[%12 : i64] : vector<2xi8>
// CHECK-NEXT:       %14 = arith.extsi %13 : i8 to i64
// CHECK-NEXT:       llvm.call @printI64(%14) : (i64) -> ()
// CHECK-NEXT:       %15 = arith.cmpi ult, %arg4, %c1 : index
// CHECK-NEXT:       scf.if %15 {
// CHECK-NEXT:         llvm.call @printComma() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %10 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %11 = llvm.getelementptr %10[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:     llvm.call @printString(%11) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// TOLLVM: module {
// TOLLVM-NEXT:   llvm.func @printString(!llvm.ptr)
// TOLLVM-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[100, 111, 110, 101, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// TOLLVM-NEXT:   llvm.func @printF64(f64)
// TOLLVM-NEXT:   llvm.func @printI64(i64)
// TOLLVM-NEXT:   llvm.func @printNewline()
// TOLLVM-NEXT:   llvm.func @printClose()
// TOLLVM-NEXT:   llvm.func @printComma()
// TOLLVM-NEXT:   llvm.func @printF32(f32)
// TOLLVM-NEXT:   llvm.func @printOpen()
// TOLLVM-NEXT:   llvm.func @lowered(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x vector<3xi8>>, %arg2: vector<1xf64>, %arg3: vector<2xi1>) {
// TOLLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<2 x vector<3xi8>> to vector<2x3xi8>
// TOLLVM-NEXT:     %1 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// TOLLVM-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// TOLLVM-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(4 : index) : i64
// TOLLVM-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// TOLLVM-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// TOLLVM-NEXT:     %9 = llvm.mlir.constant(3 : index) : i64
// TOLLVM-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     scf.for %arg4 = %4 to %6 step %8 {
// TOLLVM-NEXT:       %15 = builtin.unrealized_conversion_cast %arg4 : index to i64
// TOLLVM-NEXT:       %16 = llvm.extractelement %arg0[%15 : i64] : vector<4xf32>
// TOLLVM-NEXT:       llvm.call @printF32(%16) : (f32) -> ()
// TOLLVM-NEXT:       %17 = llvm.icmp "ult" %15, %9 : i64
// TOLLVM-NEXT:       scf.if %17 {
// TOLLVM-NEXT:         llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:       }
// TOLLVM-NEXT:     }
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %11 = vector.shape_cast %0 : vector<2x3xi8> to vector<6xi8>
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     scf.for %arg4 = %4 to %2 step %8 {
// TOLLVM-NEXT:       %15 = builtin.unrealized_conversion_cast %arg4 : index to i64
// TOLLVM-NEXT:       llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:       scf.for %arg5 = %4 to %10 step %8 {
// TOLLVM-NEXT:         %17 = builtin.unrealized_conversion_cast %arg5 : index to i64
// TOLLVM-NEXT:         %18 = llvm.mul %15, %9 : i64
// TOLLVM-NEXT:         %19 = llvm.add %17, %18 : i64
// TOLLVM-NEXT:         %20 = llvm.extractelement %11[%19 : i64] : vector<6xi8>
// TOLLVM-NEXT:         %21 = llvm.sext %20 : i8 to i64
// TOLLVM-NEXT:         llvm.call @printI64(%21) : (i64) -> ()
// TOLLVM-NEXT:         %22 = llvm.icmp "ult" %17, %1 : i64
// TOLLVM-NEXT:         scf.if %22 {
// TOLLVM-NEXT:           llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:         }
// TOLLVM-NEXT:       }
// TOLLVM-NEXT:       llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:       %16 = llvm.icmp "ult" %15, %7 : i64
// TOLLVM-NEXT:       scf.if %16 {
// TOLLVM-NEXT:         llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:       }
// TOLLVM-NEXT:     }
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     scf.for %arg4 = %4 to %8 step %8 {
// TOLLVM-NEXT:       %15 = builtin.unrealized_conversion_cast %arg4 : index to i64
// TOLLVM-NEXT:       %16 = llvm.mlir.constant(0 : i64) : i64
// TOLLVM-NEXT:       %17 = llvm.extractelement %arg2[%16 : i64] : vector<1xf64>
// TOLLVM-NEXT:       llvm.call @printF64(%17) : (f64) -> ()
// TOLLVM-NEXT:       %18 = llvm.icmp "ult" %15, %3 : i64
// TOLLVM-NEXT:       scf.if %18 {
// TOLLVM-NEXT:         llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:       }
// TOLLVM-NEXT:     }
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %12 = llvm.zext %arg3 : vector<2xi1> to vector<2xi8>
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     scf.for %arg4 = %4 to %2 step %8 {
// TOLLVM-NEXT:       %15 = builtin.unrealized_conversion_cast %arg4 : index to i64
// TOLLVM-NEXT:       %16 = llvm.extractelement %12[%15 : i64] : vector<2xi8>
// TOLLVM-NEXT:       %17 = llvm.sext %16 : i8 to i64
// TOLLVM-NEXT:       llvm.call @printI64(%17) : (i64) -> ()
// TOLLVM-NEXT:       %18 = llvm.icmp "ult" %15, %7 : i64
// TOLLVM-NEXT:       scf.if %18 {
// TOLLVM-NEXT:         llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:       }
// TOLLVM-NEXT:     }
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %13 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// TOLLVM-NEXT:     %14 = llvm.getelementptr %13[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// TOLLVM-NEXT:     llvm.call @printString(%14) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     llvm.return
// TOLLVM-NEXT:   }
// TOLLVM-NEXT: }
