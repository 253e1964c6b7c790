// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s --check-prefixes=CHECK,CONV
// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s --check-prefixes=CHECK,GREEDY
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s --check-prefixes=CHECK,GREEDY

// The in-place folds of affine.for, affine.if and affine.parallel are the ops' fold
// hooks, as upstream's AffineForOp::fold / AffineIfOp::fold / AffineParallelOp::fold:
// passes that only fold (the dialect conversion driver's fold before patterns on ops of
// unknown legality, the greedy fold-only pre-runs of expand-strided-metadata and
// convert-vector-to-scf) canonicalize bound maps and conditions as canonicalize does.
// Bound maps lose only adjacent duplicate results (upstream's removeDuplicateExprs uses
// llvm::unique), and an empty loop folds to what it forwards.

// Expected output from mlir-opt 22. The conversion driver leaves the constants and the
// affine.apply the folds stopped using; the greedy runs erase them.

// CONV: #map = affine_map<(d0) -> (d0 + 3)>
// CONV: #map1 = affine_map<()[s0] -> (s0 + 3, s0, s0 + 3)>
// CONV: #map2 = affine_map<()[s0, s1] -> (s0, s1, s0)>
// CONV: #map3 = affine_map<()[s0, s1] -> (s0, s1)>
// CONV: #map4 = affine_map<()[s0] -> (s0 * 2)>
// GREEDY: #map = affine_map<()[s0] -> (s0 + 3, s0, s0 + 3)>
// GREEDY: #map1 = affine_map<()[s0, s1] -> (s0, s1, s0)>
// GREEDY: #map2 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, -3 == 0)>

// CHECK-LABEL: func.func @for_bounds(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CONV-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CONV-NEXT: %1 = affine.apply #map(%arg1)
// CONV-NEXT: affine.for %arg3 = 4 to min #map1()[%arg1] {
// GREEDY-NEXT: affine.for %arg3 = 4 to min #map()[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func.func @adjacent_duplicates(%arg0: memref<100xf32>, %arg1: index, %arg2: index, %arg3: f32) {
// CONV-NEXT: affine.for %arg4 = max #map2()[%arg1, %arg2] to min #map3()[%arg1, %arg2] {
// GREEDY-NEXT: affine.for %arg4 = max #map1()[%arg1, %arg2] to min #map2()[%arg1, %arg2] {

// CHECK-LABEL: func.func @if_condition(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CONV-NEXT: %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: affine.for %arg3 = 0 to 100 {
// CHECK-NEXT: affine.if #set(%arg3)[%arg1] {

// CHECK-LABEL: func.func @empty_loop(%arg0: f32, %arg1: index) -> (f32, index) {
// CHECK-NEXT: return %arg0, %arg1 : f32, index

// CHECK-LABEL: func.func @empty_loop_kept(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 2 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg4, %arg3 : f32, f32

// CHECK-LABEL: func.func @parallel_bounds(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CONV-NEXT: %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (symbol(%arg1) * 2) {

func.func @for_bounds(%m: memref<100xf32>, %n: index, %v: f32) {
  %c4 = arith.constant 4 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%n)
  affine.for %i = affine_map<(d0) -> (d0)>(%c4) to min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %n) {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}

func.func @adjacent_duplicates(%m: memref<100xf32>, %n: index, %k: index, %v: f32) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1, s0)>()[%n, %k] to min affine_map<()[s0, s1] -> (s0, s0, s1)>()[%n, %k] {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}

func.func @if_condition(%m: memref<100xf32>, %n: index, %v: f32) {
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0, d1, d2) : (d0 - d1 >= 0, d2 - 10 == 0)>(%i, %n, %c7) {
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  return
}

func.func @empty_loop(%a: f32, %b: index) -> (f32, index) {
  %r:2 = affine.for %i = 0 to 4 iter_args(%x = %a, %y = %b) -> (f32, index) {
    affine.yield %x, %y : f32, index
  }
  return %r#0, %r#1 : f32, index
}

func.func @empty_loop_kept(%a: f32, %b: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 2 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @parallel_bounds(%m: memref<100xf32>, %n: index, %v: f32) {
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.parallel (%i) = (0) to (%a) {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}
