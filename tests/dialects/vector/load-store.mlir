// vector.load / vector.store round trip (custom and generic forms, as mlir-opt 22 prints
// them): default nontemporal left out, alignment kept, 0-D vectors, strided memrefs
// with one-element vectors.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ok(%arg0: memref<4x8xf32>, %arg1: memref<?xf32, strided<[2]>>, %arg2: index, %arg3: memref<f32>) -> vector<8xf32> {
// CHECK-NEXT:   %0 = vector.load %arg0[%arg2, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT:   vector.store %0, %arg0[%arg2, %arg2] : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT:   %1 = vector.load %arg1[%arg2] : memref<?xf32, strided<[2]>>, vector<1xf32>
// CHECK-NEXT:   %2 = vector.load %arg3[] : memref<f32>, vector<f32>
// CHECK-NEXT:   vector.store %2, %arg3[] : memref<f32>, vector<f32>
// CHECK-NEXT:   return %0 : vector<8xf32>
// GENERIC: %0 = "vector.load"(%arg0, %arg2, %arg2) <{alignment = 16 : i64, nontemporal = true}> : (memref<4x8xf32>, index, index) -> vector<8xf32>
// GENERIC: "vector.store"(%0, %arg0, %arg2, %arg2) : (vector<8xf32>, memref<4x8xf32>, index, index) -> ()
// GENERIC: %1 = "vector.load"(%arg1, %arg2) : (memref<?xf32, strided<[2]>>, index) -> vector<1xf32>
// GENERIC: %2 = "vector.load"(%arg3) : (memref<f32>) -> vector<f32>
// GENERIC: "vector.store"(%2, %arg3) <{nontemporal = false}> : (vector<f32>, memref<f32>) -> ()

func.func @ok(%m: memref<4x8xf32>, %u: memref<?xf32, strided<[2]>>, %i: index, %s: memref<f32>) -> vector<8xf32> {
  %v = vector.load %m[%i, %i] {nontemporal = true, alignment = 16} : memref<4x8xf32>, vector<8xf32>
  vector.store %v, %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  %w = vector.load %u[%i] : memref<?xf32, strided<[2]>>, vector<1xf32>
  %z = vector.load %s[] : memref<f32>, vector<f32>
  vector.store %z, %s[] {nontemporal = false} : memref<f32>, vector<f32>
  return %v : vector<8xf32>
}
