// affine dialect core ops: custom and generic printing identical to mlir-opt 22
// (constant, symbol and map bounds, min/max prefixes, step, iter_args, implicit
// terminators, #map/#set aliases, maps of SSA ids), and round trips through both forms.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0, 100)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 5, 64)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 2)>
// CHECK: #map4 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (d0 + s0 * 3)>
// CHECK: #map6 = affine_map<(d0)[s0] -> (d0, s0, 8)>
// CHECK: #map7 = affine_map<()[s0] -> (s0, 0)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
// CHECK: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK: #set2 = affine_set<()[s0] : (s0 >= 0)>
// CHECK: #set3 = affine_set<(d0) : (d0 == 0)>
// CHECK-LABEL: func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 step 2 {
// CHECK-NEXT: affine.for %arg4 = max #map(%arg3)[%arg1] to min #map1(%arg3) {
// CHECK-NEXT: affine.for %arg5 = %arg1 to %arg2 step 3 {
// CHECK-NEXT: affine.for %arg6 = -4 to #map2(%arg5)[%arg1] {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = #map3()[%arg1] to 7 {
// CHECK-NEXT: "foo.op"(%arg3) : (index) -> ()
// CHECK-NEXT: } {foo.attr = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter_args(%arg0: memref<1024xf32>, %arg1: f32, %arg2: index) -> (f32, index) {
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg3] : memref<1024xf32>
// CHECK-NEXT: %3 = arith.addf %arg4, %2 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.for %arg3 = 0 to 4 iter_args(%arg4 = %0, %arg5 = %arg2) -> (f32, index) {
// CHECK-NEXT: affine.yield %arg4, %arg5 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: affine.for %arg4 = 0 to 16 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4 + 1, symbol(%arg2)] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg4 * 2 - 1, %arg4 floordiv 4 + %arg2 mod 3] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg4, -%arg4 + symbol(%arg2)] {foo.tag} : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: affine.store %arg3, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply_min_max(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map4(%arg0)
// CHECK-NEXT: %1 = affine.apply #map5(%0)[%arg1]
// CHECK-NEXT: %2 = affine.min #map6(%1)[%arg1]
// CHECK-NEXT: %3 = affine.max #map7()[%arg1] {foo.attr}
// CHECK-NEXT: return %0, %2, %3, %1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conditions(%arg0: index, %arg1: f32, %arg2: f32, %arg3: memref<4xf32>) -> f32 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.if #set(%arg4)[%arg0] {
// CHECK-NEXT: affine.store %arg1, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg4) {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg0] -> f32 {
// CHECK-NEXT: affine.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.if #set3(%arg0) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg1, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// GENERIC: #map = affine_map<() -> (-4)>
// GENERIC: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC: #map2 = affine_map<()[s0] -> (s0)>
// GENERIC: #map3 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
// GENERIC: #map4 = affine_map<(d0) -> (d0 + 5, 64)>
// GENERIC: #map5 = affine_map<() -> (0)>
// GENERIC: #map6 = affine_map<() -> (10)>
// GENERIC: #map7 = affine_map<()[s0] -> (s0 * 2)>
// GENERIC: #map8 = affine_map<() -> (7)>
// GENERIC: #map9 = affine_map<(d0) -> (d0)>
// GENERIC: #map10 = affine_map<() -> (4)>
// GENERIC: #map11 = affine_map<(d0)[s0] -> (d0 + 1, s0)>
// GENERIC: #map12 = affine_map<(d0, d1) -> (d0 * 2 - 1, d0 floordiv 4 + d1 mod 3)>
// GENERIC: #map13 = affine_map<(d0)[s0] -> (d0, -d0 + s0)>
// GENERIC: #map14 = affine_map<() -> ()>
// GENERIC: #map15 = affine_map<() -> (16)>
// GENERIC: #map16 = affine_map<(d0) -> (d0 floordiv 2)>
// GENERIC: #map17 = affine_map<(d0)[s0] -> (d0 + s0 * 3)>
// GENERIC: #map18 = affine_map<(d0)[s0] -> (d0, s0, 8)>
// GENERIC: #map19 = affine_map<()[s0] -> (s0, 0)>
// GENERIC: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
// GENERIC: #set1 = affine_set<(d0) : (d0 >= 0)>
// GENERIC: #set2 = affine_set<()[s0] : (s0 >= 0)>
// GENERIC: #set3 = affine_set<(d0) : (d0 == 0)>
// GENERIC: "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map6}> ({
// GENERIC: "affine.for"(%arg24, %arg21, %arg24) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC: "affine.for"(%arg21, %arg22) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 1, 0>, step = 3 : index, upperBoundMap = #map2}> ({
// GENERIC: "affine.for"(%arg26, %arg21) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 2, 0>, step = 1 : index, upperBoundMap = #map1}> ({
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.for"(%arg21) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: %9 = "affine.for"(%arg13) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC: %11 = "affine.load"(%arg12, %arg18) <{map = #map9}> : (memref<1024xf32>, index) -> f32
// GENERIC: "affine.yield"(%12) : (f32) -> ()
// GENERIC: %10:2 = "affine.for"(%9, %arg14) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC: "affine.yield"(%arg16, %arg17) : (f32, index) -> ()
// GENERIC: "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map15}> ({
// GENERIC: %6 = "affine.load"(%arg7, %arg11, %arg9) <{map = #map11}> : (memref<?x?xf32>, index, index) -> f32
// GENERIC: %7 = "affine.load"(%arg7, %arg11, %arg9) <{map = #map12}> : (memref<?x?xf32>, index, index) -> f32
// GENERIC: "affine.store"(%6, %arg7, %arg11, %arg9) <{map = #map13}> {foo.tag} : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC: %8 = "affine.load"(%arg8) <{map = #map14}> : (memref<f32>) -> f32
// GENERIC: "affine.store"(%arg10, %arg8) <{map = #map14}> : (f32, memref<f32>) -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: %2 = "affine.apply"(%arg5) <{map = #map16}> : (index) -> index
// GENERIC: %3 = "affine.apply"(%2, %arg6) <{map = #map17}> : (index, index) -> index
// GENERIC: %4 = "affine.min"(%3, %arg6) <{map = #map18}> : (index, index) -> index
// GENERIC: %5 = "affine.max"(%arg6) <{map = #map19}> {foo.attr} : (index) -> index
// GENERIC: "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC: "affine.if"(%arg4, %arg0) <{condition = #set}> ({
// GENERIC: "affine.store"(%arg1, %arg3, %arg4) <{map = #map9}> : (f32, memref<4xf32>, index) -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.if"(%arg4) <{condition = #set1}> ({
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: %0 = "affine.if"(%arg0) <{condition = #set2}> ({
// GENERIC: "affine.yield"(%arg1) : (f32) -> ()
// GENERIC: "affine.yield"(%arg2) : (f32) -> ()
// GENERIC: %1:2 = "affine.if"(%arg0) <{condition = #set3}> ({
// GENERIC: "affine.yield"(%arg1, %arg2) : (f32, f32) -> ()
// GENERIC: "affine.yield"(%arg2, %arg1) : (f32, f32) -> ()

#lb = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#ub = affine_map<(d0) -> (d0 + 5, 64)>

func.func @loops(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i) {
      affine.for %k = %n to %m step 3 {
        affine.for %l = -4 to affine_map<(d0)[s0] -> (d0 + s0)>(%k)[%n] {
        }
      }
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to 7 {
    "foo.op"(%i) : (index) -> ()
  } {foo.attr = 1 : i32}
  return
}

func.func @iter_args(%buffer: memref<1024xf32>, %init: f32, %x: index) -> (f32, index) {
  %sum = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %next = arith.addf %acc, %t : f32
    affine.yield %next : f32
  }
  %r:2 = affine.for %i = 0 to 4 iter_args(%a = %sum, %b = %x) -> (f32, index) {
    affine.yield %a, %b : f32, index
  }
  return %r#0, %r#1 : f32, index
}

func.func @memory(%A: memref<?x?xf32>, %B: memref<f32>, %n: index, %v: f32) {
  affine.for %i = 0 to 16 {
    %0 = affine.load %A[%i + 1, symbol(%n)] : memref<?x?xf32>
    %1 = affine.load %A[%i * 2 - 1, %i floordiv 4 + %n mod 3] : memref<?x?xf32>
    affine.store %0, %A[%i, -%i + symbol(%n)] {foo.tag} : memref<?x?xf32>
    %2 = affine.load %B[] : memref<f32>
    affine.store %v, %B[] : memref<f32>
  }
  return
}

func.func @apply_min_max(%i: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 3)>(%0)[%n]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 8)>(%1)[%n]
  %3 = affine.max affine_map<()[s0] -> (s0, 0)>()[%n] {foo.attr}
  return %0, %2, %3, %1 : index, index, index, index
}

func.func @conditions(%n: index, %v: f32, %w: f32, %A: memref<4xf32>) -> f32 {
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>(%i)[%n] {
      affine.store %v, %A[%i] : memref<4xf32>
    }
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
      "foo.then"() : () -> ()
    } else {
      "foo.else"() : () -> ()
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %v : f32
  } else {
    affine.yield %w : f32
  }
  %p:2 = affine.if affine_set<(d0) : (d0 == 0)>(%n) -> (f32, f32) {
    affine.yield %v, %w : f32, f32
  } else {
    affine.yield %w, %v : f32, f32
  }
  return %r : f32
}
