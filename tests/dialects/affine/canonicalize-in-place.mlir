// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --remove-dead-values | FileCheck %s --check-prefix=RDV

// affine.for bound folding/composition and affine.if condition composition update the op
// in place (new map/set, operands and segment sizes), as upstream's folds do: discardable
// attributes stay, and under remove-dead-values (whose canonicalize step only visits the
// region branch ops and what rewrites touch) the constants and affine.apply ops the op
// stopped using are not revisited, so they stay, as in mlir-opt.

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 13)>
// CHECK: #map2 = affine_map<()[s0] -> (4, s0)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 2)>
// CHECK: #set = affine_set<()[s0] : (s0 - 3 >= 0)>
// CHECK: #set1 = affine_set<(d0)[s0] : (d0 * -2 + s0 - 1 >= 0)>
// CHECK-LABEL: func.func @for_bounds_iter(%arg0: memref<100xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = affine.for %arg2 = 1 to 14 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: } {foo.tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_compose(%arg0: index, %arg1: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg2 = #map()[%arg0] to #map1()[%arg0] {
// CHECK-NEXT: "foo.op"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_min_bounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to min #map2()[%arg0] {
// CHECK-NEXT: "foo.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_results(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = affine.if #set()[%arg0] -> f32 {
// CHECK-NEXT: affine.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_const_operand(%arg0: index) {
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: } {foo.keep = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_in_loop(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map3(%arg1)
// CHECK-NEXT: affine.if #set1(%arg1)[%arg0] {
// CHECK-NEXT: "foo.op"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// RDV: #map = affine_map<(d0) -> (d0 + 3)>
// RDV: #map1 = affine_map<()[s0] -> (s0 + 3)>
// RDV: #map2 = affine_map<()[s0] -> (s0 + 13)>
// RDV: #map3 = affine_map<()[s0] -> (4, s0)>
// RDV: #map4 = affine_map<(d0) -> (d0 + 2)>
// RDV: #map5 = affine_map<(d0) -> (d0 * 2)>
// RDV: #set = affine_set<()[s0] : (s0 - 3 >= 0)>
// RDV: #set1 = affine_set<(d0)[s0] : (d0 * -2 + s0 - 1 >= 0)>
// RDV-LABEL: func.func @for_bounds_iter(%arg0: memref<100xf32>, %arg1: f32) -> f32 {
// RDV-NEXT: %c1 = arith.constant 1 : index
// RDV-NEXT: %c7 = arith.constant 7 : index
// RDV-NEXT: %0 = affine.for %arg2 = 1 to 14 iter_args(%arg3 = %arg1) -> (f32) {
// RDV-NEXT: %1 = affine.load %arg0[%arg2] : memref<100xf32>
// RDV-NEXT: %2 = arith.addf %arg3, %1 : f32
// RDV-NEXT: affine.yield %2 : f32
// RDV-NEXT: } {foo.tag}
// RDV-NEXT: return %0 : f32
// RDV-NEXT: }
// RDV-LABEL: func.func @for_compose(%arg0: index, %arg1: memref<100xf32>) {
// RDV-NEXT: %0 = affine.apply #map(%arg0)
// RDV-NEXT: affine.for %arg2 = #map1()[%arg0] to #map2()[%arg0] {
// RDV-NEXT: "foo.op"(%arg2) : (index) -> ()
// RDV-NEXT: }
// RDV-NEXT: return
// RDV-NEXT: }
// RDV-LABEL: func.func @for_min_bounds(%arg0: index) {
// RDV-NEXT: %c4 = arith.constant 4 : index
// RDV-NEXT: affine.for %arg1 = 0 to min #map3()[%arg0] {
// RDV-NEXT: "foo.op"(%arg1) : (index) -> ()
// RDV-NEXT: }
// RDV-NEXT: return
// RDV-NEXT: }
// RDV-LABEL: func.func @if_results(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// RDV-NEXT: %0 = affine.apply #map4(%arg0)
// RDV-NEXT: %1 = affine.if #set()[%arg0] -> f32 {
// RDV-NEXT: affine.yield %arg1 : f32
// RDV-NEXT: } else {
// RDV-NEXT: affine.yield %arg2 : f32
// RDV-NEXT: }
// RDV-NEXT: return %1 : f32
// RDV-NEXT: }
// RDV-LABEL: func.func @if_const_operand(%arg0: index) {
// RDV-NEXT: %c3 = arith.constant 3 : index
// RDV-NEXT: affine.if #set()[%arg0] {
// RDV-NEXT: "foo.op"() : () -> ()
// RDV-NEXT: } {foo.keep = 1 : i32}
// RDV-NEXT: return
// RDV-NEXT: }
// RDV-LABEL: func.func @if_in_loop(%arg0: index) {
// RDV-NEXT: affine.for %arg1 = 0 to 10 {
// RDV-NEXT: %0 = affine.apply #map5(%arg1)
// RDV-NEXT: affine.if #set1(%arg1)[%arg0] {
// RDV-NEXT: "foo.op"(%0) : (index) -> ()
// RDV-NEXT: }
// RDV-NEXT: }
// RDV-NEXT: return
// RDV-NEXT: }

func.func @for_bounds_iter(%A: memref<100xf32>, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r = affine.for %i = affine_map<(d0) -> (d0)>(%c1) to affine_map<()[s0] -> (s0 * 2)>()[%c7] iter_args(%acc = %init) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  } {foo.tag}
  return %r : f32
}

func.func @for_compose(%n: index, %A: memref<100xf32>) {
  %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%n)
  affine.for %i = %a to affine_map<(d0) -> (d0 + 10)>(%a) {
    "foo.op"(%i) : (index) -> ()
  }
  return
}

func.func @for_min_bounds(%n: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0, s0)>(%c4)[%n] {
    "foo.op"(%i) : (index) -> ()
  }
  return
}

func.func @if_results(%i: index, %x: f32, %y: f32) -> f32 {
  %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%a) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  return %r : f32
}

func.func @if_const_operand(%i: index) {
  %c3 = arith.constant 3 : index
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %c3) {
    "foo.op"() : () -> ()
  } {foo.keep = 1 : i32}
  return
}

func.func @if_in_loop(%n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%a)[%n] {
      "foo.op"(%a) : (index) -> ()
    }
  }
  return
}
