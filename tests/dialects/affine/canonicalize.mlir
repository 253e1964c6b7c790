// NOT-A-FIXED-POINT: a map using one value twice prints as `%a + %a` and re-parses as
// `%a * 2`, in mlir-opt as here.
// affine dialect canonicalization: composition of affine.apply producers into apply,
// load, store, if and loop bounds, canonicalized map operands (promotion, dedup,
// constants), folds, empty/zero-trip loops, dead else and trivial conditions, and the
// affine.min/max patterns. Expectations are mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (16, s0)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (4, s0)>
// CHECK-NEXT: #set = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 - 1 >= 0, s0 - 2 >= 0)>
// CHECK-LABEL: func.func @compose_apply(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply_fold() -> (index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: return %c13, %c3 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @load_store(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + 3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2 + symbol(%arg1)] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dedup_operands(%arg0: memref<100x100xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1) * 2, 5] : memref<100x100xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_bounds(%arg0: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg1 = 2 to 10 {
// CHECK-NEXT: "foo.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_loops(%arg0: f32, %arg1: f32) -> (f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_patterns(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg2 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_compose(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.if #set1()[%arg0] {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %1 = affine.min #map2()[%arg0]
// CHECK-NEXT: %2 = affine.min #map3()[%arg1, %arg0]
// CHECK-NEXT: %3 = affine.max #map4()[%arg0]
// CHECK-NEXT: return %c4, %0, %1, %2, %3 : index, index, index, index, index
// CHECK-NEXT: }

func.func @compose_apply(%i: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%0)[%n]
  return %1 : index
}

func.func @apply_fold() -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%c3)
  %1 = affine.apply affine_map<()[s0] -> (s0)>()[%c3]
  return %0, %1 : index, index
}

func.func @load_store(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    %v = affine.load %A[%a] : memref<100xf32>
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    affine.store %v, %A[%b] : memref<100xf32>
  }
  return
}

func.func @dedup_operands(%A: memref<100x100xf32>, %n: index) -> f32 {
  %c = arith.constant 5 : index
  %v = "affine.load"(%A, %n, %n, %c) <{map = affine_map<(d0, d1)[s0] -> (d0 + d1, s0)>}> : (memref<100x100xf32>, index, index, index) -> f32
  return %v : f32
}

func.func @for_bounds(%A: memref<100xf32>) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  affine.for %i = affine_map<(d0) -> (d0)>(%c2) to affine_map<()[s0] -> (s0 + 1)>()[%c9] {
    "foo.op"(%i) : (index) -> ()
  }
  return
}

func.func @empty_loops(%x: f32, %y: f32) -> (f32, f32, f32) {
  affine.for %i = 0 to 10 {
  }
  %0 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %1 = affine.for %i = 10 to 0 iter_args(%a = %x) -> (f32) {
    %t = arith.addf %a, %a : f32
    affine.yield %t : f32
  }
  %2 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  return %0, %1, %2 : f32, f32, f32
}

func.func @if_patterns(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "foo.then"() : () -> ()
  } else {
  }
  affine.if affine_set<(d0) : (1 == 0)>(%n) {
    "foo.dead"() : () -> ()
  }
  %0 = affine.if affine_set<(d0) : (0 == 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %1 = affine.if affine_set<(d0) : (1 == 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  return %0, %1 : f32, f32
}

func.func @if_compose(%i: index, %n: index) {
  %a = affine.apply affine_map<(d0) -> (d0 - 1)>(%i)
  affine.if affine_set<(d0, d1) : (d0 >= 0, d1 - 1 >= 0)>(%a, %a) {
    "foo.op"() : () -> ()
  }
  return
}

func.func @min_max(%n: index, %m: index) -> (index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0, 4)>(%c4)[%c4]
  %1 = affine.max affine_map<(d0) -> (d0 + 2)>(%n)
  %2 = affine.min affine_map<(d0) -> (d0, d0, 16)>(%n)
  %3 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %4 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%3)[%m]
  %5 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%c4)[%n]
  return %0, %1, %2, %4, %5 : index, index, index, index, index
}
