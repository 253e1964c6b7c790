// finalize-memref-to-llvm: memref.atomic_rmw becomes llvm.atomicrmw (acq_rel; muli/mulf have no lowering), memref.generic_atomic_rmw a
// cmpxchg loop, memref.assume_alignment llvm.intr.assume with an align bundle, memref.prefetch llvm.intr.prefetch.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK-LABEL: func.func @atomic(%arg0: memref<10xf32>, %arg1: f32, %arg2: index, %arg3: i32, %arg4: memref<4x?xi32, strided<[?, 1], offset: ?>>) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg4 : memref<4x?xi32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %5 = llvm.atomicrmw fadd %4, %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.atomicrmw fmaximum %7, %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:   %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.getelementptr %9[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %11 = llvm.atomicrmw xchg %10, %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:   %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %15 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.mul %1, %15 : i64
// CHECK-NEXT:   %17 = llvm.add %16, %1 : i64
// CHECK-NEXT:   %18 = llvm.getelementptr %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %19 = llvm.atomicrmw umax %18, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:   %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %21 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %22 = llvm.getelementptr %20[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %23 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %24 = llvm.mul %1, %23 : i64
// CHECK-NEXT:   %25 = llvm.add %24, %1 : i64
// CHECK-NEXT:   %26 = llvm.getelementptr %22[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %27 = llvm.atomicrmw _xor %26, %arg3 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:   return %5 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: memref<i64>, %arg1: i64) -> i64 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<i64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> i64
// CHECK-NEXT:   llvm.br ^bb1(%2 : i64)
// CHECK-NEXT: ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %4 = llvm.mul %3, %arg1 : i64
// CHECK-NEXT:   %5 = llvm.cmpxchg %1, %3, %4 acq_rel monotonic : !llvm.ptr, i64
// CHECK-NEXT:   %6 = llvm.extractvalue %5[0] : !llvm.struct<(i64, i1)>
// CHECK-NEXT:   %7 = llvm.extractvalue %5[1] : !llvm.struct<(i64, i1)>
// CHECK-NEXT:   llvm.cond_br %7, ^bb2, ^bb1(%6 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %6 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume(%arg0: memref<10xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: memref<8xf32, strided<[1], offset: 4>>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<8xf32, strided<[1], offset: 4>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : memref<?x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:   %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.getelementptr %6[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %9 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %10 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:   llvm.intr.assume %9 ["align"(%8, %10 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %14 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %15 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   llvm.intr.assume %14 ["align"(%13, %15 : !llvm.ptr, i64)] : i1
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %16 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:   %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %18 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %19 = llvm.getelementptr %17[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %20 = llvm.getelementptr inbounds|nuw %19[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %21 = llvm.load %20 : !llvm.ptr -> f32
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pf(%arg0: memref<10x?xf32>, %arg1: index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<10x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   "llvm.intr.prefetch"(%6) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:   %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.mul %0, %8 : i64
// CHECK-NEXT:   %10 = llvm.add %9, %0 : i64
// CHECK-NEXT:   %11 = llvm.getelementptr %7[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   "llvm.intr.prefetch"(%11) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @atomic(%m: memref<10xf32>, %v: f32, %i: index, %j: i32, %mi: memref<4x?xi32, strided<[?, 1], offset: ?>>) -> f32 {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw maxu %j, %mi[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %5 = memref.atomic_rmw xori %j, %mi[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  return %0 : f32
}
func.func @generic(%m: memref<i64>, %k: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[] : memref<i64> {
  ^bb0(%cur: i64):
    %n = llvm.mul %cur, %k : i64
    memref.atomic_yield %n : i64
  }
  return %x : i64
}
func.func @assume(%m: memref<10xf32>, %u: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<8xf32, strided<[1], offset: 4>>) {
  %0 = memref.assume_alignment %m, 16 : memref<10xf32>
  %1 = memref.assume_alignment %u, 64 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.assume_alignment %s, 8 : memref<8xf32, strided<[1], offset: 4>>
  %c = arith.constant 0 : index
  %v = memref.load %2[%c] : memref<8xf32, strided<[1], offset: 4>>
  return
}
func.func @pf(%m: memref<10x?xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<10x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<10x?xf32>
  return
}
