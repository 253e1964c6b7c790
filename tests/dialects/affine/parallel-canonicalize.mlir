// affine.parallel under --canonicalize: the in-place bound fold (affine.apply producers
// composed into the bound maps, valid symbols promoted, constants folded, operands
// deduplicated), trivially dead read-only loops erased; loops with one or zero iterations
// and unused results are kept, as upstream registers no pattern for them.
// Expectations are mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @compose_bounds(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// CHECK: affine.parallel (%arg3, %arg4) = (symbol(%arg0) * 2, 4) to (symbol(%arg1) + symbol(%arg0) * 2, min(symbol(%arg0), 4, symbol(%arg0) + 1)) {
// CHECK-NEXT: %0 = affine.load %arg2[%arg3 + %arg4] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @promote_and_dedup(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: affine.parallel (%arg2) = (symbol(%arg0)) to (symbol(%arg0) + 10) {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: affine.parallel (%arg3) = (%arg2) to (%arg2 * 2 + symbol(%arg0)) step (4) {
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg0), symbol(%arg0)) {
// CHECK-NEXT: %0 = affine.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_apply(%arg0: memref<100xf32>) {
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%arg2) = (%arg1 * 10) to (%arg1 * 10 + 10) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_only_erased(%arg0: memref<100xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_results_kept(%arg0: memref<100xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = affine.parallel (%arg1) = (0) to (100) reduce ("addf") -> (f32) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_and_empty_kept(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (1) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (symbol(%arg1)) to (symbol(%arg1)) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @compose_bounds(%n: index, %k: index, %m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i, %j) = (%x, %c4) to (symbol(%k) + %x, min(%n, %c4, %n + 1)) {
    %v = affine.load %m[%i + %j] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @promote_and_dedup(%n: index, %m: memref<?xf32>) {
  affine.parallel (%i) = (%n) to (%n + 10) {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
    affine.parallel (%j) = (%i) to (%i * 2 + %n) step (4) {
      affine.store %v, %m[%j] : memref<?xf32>
    }
  }
  affine.parallel (%i, %j) = (0, 0) to (%n, %n) {
    %w = affine.load %m[%j] : memref<?xf32>
    affine.store %w, %m[%i] : memref<?xf32>
  }
  return
}

func.func @nested_apply(%m: memref<100xf32>) {
  affine.parallel (%i) = (0) to (10) {
    %a = affine.apply affine_map<(d0) -> (d0 * 10)>(%i)
    affine.parallel (%j) = (%a) to (%a + 10) {
      %v = affine.load %m[%j] : memref<100xf32>
      affine.store %v, %m[%j] : memref<100xf32>
    }
  }
  return
}

func.func @read_only_erased(%m: memref<100xf32>) {
  affine.parallel (%i) = (0) to (100) {
    %v = affine.load %m[%i] : memref<100xf32>
  }
  return
}

func.func @unused_results_kept(%m: memref<100xf32>) {
  %cst = arith.constant 1.0 : f32
  %r = affine.parallel (%i) = (0) to (100) reduce ("addf") -> (f32) {
    %u = arith.addf %cst, %cst : f32
    affine.store %u, %m[%i] : memref<100xf32>
    affine.yield %u : f32
  }
  return
}

func.func @single_and_empty_kept(%m: memref<100xf32>, %k: index) {
  affine.parallel (%i) = (0) to (1) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.parallel (%i) = (%k) to (%k) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}
