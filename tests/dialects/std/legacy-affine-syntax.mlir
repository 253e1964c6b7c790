// Old MLIR's affine syntax under --legacy-std: maps and integer sets without their
// `affine_map<...>` / `affine_set<...>` wrappers wherever an attribute may start with `(`
// (alias definitions, memref layouts, attribute dictionaries, the maps and sets of the
// affine ops), with any bare identifiers for dimensions and symbols, and the old
// function-call forms `floordiv(e, c)`, `ceildiv(e, c)` and `mod(e, c)`. They print in
// today's form. A function type still reads as a type. Each expected line is mlir-opt
// 22's output for the same IR written with the wrappers.
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect %s | strata-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

#m = (d0, d1)[s0] -> (floordiv(d0, 8) + ceildiv(d1, s0), mod(d0 + d1, 4), d0 floordiv 2)
#s = (i)[N] : (i >= 0, N - i - 1 >= 0, i * 2 == 0)
#u = (d0) : ()
"test.attrs"() {map = #m, set = #s, universe = #u, inline = (x, y) -> (y, x), fn = (i32) -> i32, fn2 = (i32) -> (i32, f32)} : () -> ()

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1)[s0] -> (d0 floordiv 8 + d1 ceildiv s0, (d0 + d1) mod 4, d0 floordiv 2)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 == 0)>
// CHECK: #set1 = affine_set<(d0) : (0 == 0)>
// CHECK: "test.attrs"() {fn = (i32) -> i32, fn2 = (i32) -> (i32, f32), inline = #map, map = #map1, set = #set, universe = #set1} : () -> ()

// -----

func.func @layout(%a: memref<4x8xf32, (d0, d1) -> (d1, d0), 2>, %b: memref<4xf32, (d0) -> (d0)>) {
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @layout(%arg0: memref<4x8xf32, #map, 2>, %arg1: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @ops(%i: index, %n: index, %m: memref<16xf32>) {
  %0 = affine.apply (i)[s0] -> (i+s0) (%i)[%n]
  %1 = affine.min (d0)[s0] -> (16, d0 + s0) (%i)[%n]
  %2 = affine.max (d0) -> (0, d0 - 4) (%i)
  affine.for %k = (d0) -> (d0) (%i) to ()[s]->(s)()[%n] step 2 {
    affine.for %l = max (d0, d1) -> (d0, d1) (%i, %k) to min ()[s0] -> (s0, 16) ()[%n] {
    }
  }
  affine.if (d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0) (%i)[%n] {
    %v = affine.load %m[%i] : memref<16xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (16, d0 + s0)>
// CHECK: #map2 = affine_map<(d0) -> (0, d0 - 4)>
// CHECK: #map3 = affine_map<(d0) -> (d0)>
// CHECK: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map5 = affine_map<()[s0] -> (s0, 16)>
// CHECK: #set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-LABEL: func.func @ops(%arg0: index, %arg1: index, %arg2: memref<16xf32>) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.min #map1(%arg0)[%arg1]
// CHECK-NEXT: %2 = affine.max #map2(%arg0)
// CHECK-NEXT: affine.for %arg3 = #map3(%arg0) to %arg1 step 2 {
// CHECK-NEXT: affine.for %arg4 = max #map4(%arg0, %arg3) to min #map5()[%arg1] {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set(%arg0)[%arg1] {
// CHECK-NEXT: %3 = affine.load %arg2[%arg0] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
