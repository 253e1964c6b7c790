// convert-to-llvm and convert-func-to-llvm: a memref argument, passed as its unpacked
// descriptor fields, is packed into one descriptor (llvm.mlir.poison + llvm.insertvalue)
// that converted users share (rank 0 included); an unconverted user gets a cast of that
// same descriptor, and a memref.cast of the argument a cast of that memref. Expected
// output from mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-func-to-llvm | FileCheck %s --check-prefix=FUNC

func.func @rank0(%m: memref<i64>, %x: i64) -> i64 {
  %0 = memref.load %m[] : memref<i64>
  memref.store %x, %m[] : memref<i64>
  %1 = arith.addi %0, %x : i64
  return %1 : i64
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @rank0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> i64
// CHECK-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %arg3, %6 : i64, !llvm.ptr
// CHECK-NEXT: %7 = llvm.add %5, %arg3 : i64
// CHECK-NEXT: llvm.return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// FUNC-LABEL: module {
// FUNC-NEXT: llvm.func @rank0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64) -> i64 {
// FUNC-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<i64>
// FUNC-NEXT: %5 = memref.load %4[] : memref<i64>
// FUNC-NEXT: memref.store %arg3, %4[] : memref<i64>
// FUNC-NEXT: %6 = arith.addi %5, %arg3 : i64
// FUNC-NEXT: llvm.return %6 : i64
// FUNC-NEXT: }
// FUNC-NEXT: }

// -----

func.func @mixed_users(%m: memref<4x8xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x8xf32>
  "foo.use"(%m) : (memref<4x8xf32>) -> ()
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  "foo.use"(%c) : (memref<?x?xf32>) -> ()
  return %0 : f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @mixed_users(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %12 = llvm.mul %arg7, %11 overflow<nsw, nuw> : i64
// CHECK-NEXT: %13 = llvm.add %12, %arg7 overflow<nsw, nuw> : i64
// CHECK-NEXT: %14 = llvm.getelementptr inbounds|nuw %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> f32
// CHECK-NEXT: "foo.use"(%8) : (memref<4x8xf32>) -> ()
// CHECK-NEXT: "foo.use"(%9) : (memref<?x?xf32>) -> ()
// CHECK-NEXT: llvm.return %15 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// FUNC-LABEL: module {
// FUNC-NEXT: llvm.func @mixed_users(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// FUNC-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// FUNC-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %7 = llvm.insertvalue %arg4, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %8 = llvm.insertvalue %arg6, %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x8xf32>
// FUNC-NEXT: %10 = memref.load %9[%0, %0] : memref<4x8xf32>
// FUNC-NEXT: "foo.use"(%9) : (memref<4x8xf32>) -> ()
// FUNC-NEXT: %cast = memref.cast %9 : memref<4x8xf32> to memref<?x?xf32>
// FUNC-NEXT: "foo.use"(%cast) : (memref<?x?xf32>) -> ()
// FUNC-NEXT: llvm.return %10 : f32
// FUNC-NEXT: }
// FUNC-NEXT: }

// -----

func.func @branches(%m: memref<f32>, %c: i1) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.load %m[] : memref<f32>
  cf.br ^bb3(%0 : f32)
^bb2:
  %1 = arith.constant 1.0 : f32
  cf.br ^bb3(%1 : f32)
^bb3(%r: f32):
  return %r : f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @branches(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i1) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.br ^bb3(%5 : f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.br ^bb3(%6 : f32)
// CHECK-NEXT: ^bb3(%7: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.return %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// FUNC-LABEL: module {
// FUNC-NEXT: llvm.func @branches(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i1) -> f32 {
// FUNC-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// FUNC-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// FUNC-NEXT: cf.cond_br %arg3, ^bb1, ^bb2
// FUNC-NEXT: ^bb1:  // pred: ^bb0
// FUNC-NEXT: %5 = memref.load %4[] : memref<f32>
// FUNC-NEXT: cf.br ^bb3(%5 : f32)
// FUNC-NEXT: ^bb2:  // pred: ^bb0
// FUNC-NEXT: %cst = arith.constant 1.000000e+00 : f32
// FUNC-NEXT: cf.br ^bb3(%cst : f32)
// FUNC-NEXT: ^bb3(%6: f32):  // 2 preds: ^bb1, ^bb2
// FUNC-NEXT: llvm.return %6 : f32
// FUNC-NEXT: }
// FUNC-NEXT: }
