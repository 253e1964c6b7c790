// RUN: strata-opt %s --canonicalize | FileCheck %s
// memref.dim of memref.reshape reads the shape operand; memref.cast folds into
// affine.load/store (expected output: mlir-opt 22).

// CHECK-LABEL: func.func @dim_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<?xindex>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %1 = memref.load %alloc[%c0] : memref<2xi32>
// CHECK-NEXT: %2 = arith.index_cast %1 : i32 to index
// CHECK-NEXT: return %0, %2 : index, index
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<?xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %s2 = memref.alloc() : memref<2xi32>
  %r2 = memref.reshape %m(%s2) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d2 = memref.dim %r2, %c0 : memref<?x?xf32>
  return %d, %d2 : index, index
}
// CHECK-LABEL: func.func @cast_affine(%arg0: memref<4x4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2, %arg2] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %arg0[0, 0] : memref<4x4xf32>
// CHECK-NEXT: return %0 : f32
func.func @cast_affine(%m: memref<4x4xf32>, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  affine.for %i = 0 to 4 {
    affine.store %v, %c[%i, %i] : memref<?x?xf32>
  }
  %c0 = arith.constant 0 : index
  %l = affine.load %c[%c0, %c0] : memref<?x?xf32>
  return %l : f32
}
