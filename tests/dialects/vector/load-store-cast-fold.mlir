// vector.load/vector.store fold a memref.cast base that only makes the type more dynamic
// (foldMemRefCast). Expected output from mlir-opt 22.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s --check-prefix=FOLD

func.func @cast_base(%m: memref<16x16xf32>, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %0 = vector.load %c[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %c[%i, %i] : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @cast_base(%arg0: memref<16x16xf32>, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT:     vector.store %arg2, %arg0[%arg1, %arg1] : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// FOLD: module {
// FOLD-NEXT:   func.func @cast_base(%arg0: memref<16x16xf32>, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// FOLD-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<16x16xf32>, vector<4xf32>
// FOLD-NEXT:     vector.store %arg2, %arg0[%arg1, %arg1] : memref<16x16xf32>, vector<4xf32>
// FOLD-NEXT:     return %0 : vector<4xf32>
// FOLD-NEXT:   }
// FOLD-NEXT: }
