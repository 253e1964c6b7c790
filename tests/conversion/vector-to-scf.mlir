// convert-vector-to-scf: Strata has none of the transfer ops the pass lowers, so it only
// folds, erases dead ops, deduplicates constants and simplifies regions, as mlir-opt 22
// does. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf=full-unroll=true --convert-vector-to-scf=target-rank=2 | FileCheck %s --check-prefix=OPTS

func.func @folds_and_dce(%v: vector<4xf32>, %m: memref<8xf32>, %i: index) -> (f32, vector<4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1b = arith.constant 1 : index
  %s = arith.addi %c1, %c1b : index
  %0 = vector.extract %v[%s] : f32 from vector<4xf32>
  %b = vector.broadcast %0 : f32 to vector<4xf32>
  %dead = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  %w = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %e = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  vector.store %e, %m[%c2] : memref<8xf32>, vector<4xf32>
  return %0, %e : f32, vector<4xf32>
}

func.func @blocks(%c: i1, %x: index) -> index {
  cf.cond_br %c, ^a(%x : index), ^a(%x : index)
^a(%y: index):
  return %y : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @folds_and_dce(%arg0: vector<4xf32>, %arg1: memref<8xf32>, %arg2: index) -> (f32, vector<4xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT:     vector.store %1, %arg1[%c2] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:     return %0, %1 : f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocks(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// OPTS: module {
// OPTS-NEXT:   func.func @folds_and_dce(%arg0: vector<4xf32>, %arg1: memref<8xf32>, %arg2: index) -> (f32, vector<4xf32>) {
// OPTS-NEXT:     %c2 = arith.constant 2 : index
// OPTS-NEXT:     %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// OPTS-NEXT:     %1 = vector.broadcast %0 : f32 to vector<4xf32>
// OPTS-NEXT:     vector.store %1, %arg1[%c2] : memref<8xf32>, vector<4xf32>
// OPTS-NEXT:     return %0, %1 : f32, vector<4xf32>
// OPTS-NEXT:   }
// OPTS-NEXT:   func.func @blocks(%arg0: i1, %arg1: index) -> index {
// OPTS-NEXT:     cf.cond_br %arg0, ^bb1, ^bb1
// OPTS-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// OPTS-NEXT:     return %arg1 : index
// OPTS-NEXT:   }
// OPTS-NEXT: }
