// The examples of the older affine dialect document (seed 001), in its old syntax: maps
// and sets without `affine_map<...>`/`affine_set<...>`, `floordiv(e, c)` calls, inline
// maps in `affine.apply`, and the Standard dialect's `func`, `dim` and `call`; then the
// examples of the affine document of today (seed 000) that are still written in the old
// syntax. Fixes (marked "FIX:" where they are made): fragments are wrapped in functions
// taking their free values as arguments, and called functions are declared.
// UPSTREAM-BUG: the std dialect and the unwrapped maps were removed upstream; mlir-opt 22
// cannot run this file. The upgraded output is checked against mlir-opt 22 by
// crates/strata-tools/tests/seeds.rs.
// SEED-EXAMPLES: legacy
// RUN: strata-opt --legacy-std --split-input-file %s | strata-opt --split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt --legacy-std --split-input-file --upgrade-legacy-std %s | FileCheck %s

// Seed 001.
#map10 = (d0, d1) -> (floordiv(d0,8) + floordiv(d1,128))
// FIX: wrapped.
func @apply(%s: index, %t: index, %42: index, %n: index) {
%1 = affine.apply #map10 (%s, %t)
// Inline example.
%2 = affine.apply (i)[s0] -> (i+s0) (%42)[%n]
  return
}

// ROUND: #map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
// ROUND: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// ROUND-LABEL: std.func @apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// ROUND-NEXT: %0 = affine.apply #map(%arg0, %arg1)
// ROUND-NEXT: %1 = affine.apply #map1(%arg2)[%arg3]
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)[%arg3]
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 001: reverse iteration of the inner loop.
#map57 = (d0)[s0] -> (s0 - d0 - 1)
// FIX: @F1 and @F2 declared.
func @F1(memref<?x?xf32>, index, index) -> f32
func @F2(f32, memref<?x?xf32>, index, index)
func @simple_example(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
%N = dim %A, 0 : memref<?x?xf32>
affine.for %i = 0 to %N step 1 {
affine.for %j = 0 to %N { // implicitly steps by 1
%0 = affine.apply #map57(%j)[%N]
%tmp = call @F1(%A, %i, %0) : (memref<?x?xf32>, index, index)->(f32)
call @F2(%tmp, %B, %i, %0) : (f32, memref<?x?xf32>, index, index)->()
}
}
return
}

// ROUND: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// ROUND-LABEL: std.func @F1(memref<?x?xf32>, index, index) -> f32
// ROUND-LABEL: std.func @F2(f32, memref<?x?xf32>, index, index)
// ROUND-LABEL: std.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// ROUND-NEXT: %0 = dim %arg0, 0 : memref<?x?xf32>
// ROUND-NEXT: affine.for %arg2 = 0 to %0 {
// ROUND-NEXT: affine.for %arg3 = 0 to %0 {
// ROUND-NEXT: %1 = affine.apply #map(%arg3)[%0]
// ROUND-NEXT: %2 = std.call @F1(%arg0, %arg2, %1) : (memref<?x?xf32>, index, index) -> f32
// ROUND-NEXT: std.call @F2(%2, %arg1, %arg2, %1) : (f32, memref<?x?xf32>, index, index) -> ()
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-LABEL: func.func private @F1(memref<?x?xf32>, index, index) -> f32
// CHECK-LABEL: func.func private @F2(f32, memref<?x?xf32>, index, index)
// CHECK-LABEL: func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%dim]
// CHECK-NEXT: %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 001.
#set = (d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
d1 - 10 >= 0, s0 - d1 - 9 >= 0)
// FIX: the seed's `(%A, %X, %N) : (memref<10xi32>, i32, i32)` signature written with
// typed arguments, %N an `index` (it is a loop bound and a symbol); the undefined maps
// #map42 and #map43 defined (one-result maps: affine.apply has one result); the callees declared, the calls typed.
#map42 = (d0) -> (d0)
#map43 = (d0, d1) -> (d0 + d1)
func @S1(i32, index, index) -> i32
func @S2(i32, memref<10xi32>, index, index)
func @reduced_domain_example(%A: memref<10xi32>, %X: i32, %N: index) {
affine.for %i = 0 to %N {
affine.for %j = 0 to %N {
%0 = affine.apply #map42(%j)
%tmp = call @S1(%X, %i, %0) : (i32, index, index) -> i32
affine.if #set(%i, %j)[%N] {
%1 = affine.apply #map43(%i, %j)
call @S2(%tmp, %A, %i, %1) : (i32, memref<10xi32>, index, index) -> ()
}
}
}
return
}

// ROUND: #map = affine_map<(d0) -> (d0)>
// ROUND: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// ROUND: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
// ROUND-LABEL: std.func @S1(i32, index, index) -> i32
// ROUND-LABEL: std.func @S2(i32, memref<10xi32>, index, index)
// ROUND-LABEL: std.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
// ROUND-NEXT: affine.for %arg3 = 0 to %arg2 {
// ROUND-NEXT: affine.for %arg4 = 0 to %arg2 {
// ROUND-NEXT: %0 = affine.apply #map(%arg4)
// ROUND-NEXT: %1 = std.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
// ROUND-NEXT: affine.if #set(%arg3, %arg4)[%arg2] {
// ROUND-NEXT: %2 = affine.apply #map1(%arg3, %arg4)
// ROUND-NEXT: std.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> ()
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
// CHECK-LABEL: func.func private @S1(i32, index, index) -> i32
// CHECK-LABEL: func.func private @S2(i32, memref<10xi32>, index, index)
// CHECK-LABEL: func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4)
// CHECK-NEXT: %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
// CHECK-NEXT: affine.if #set(%arg3, %arg4)[%arg2] {
// CHECK-NEXT: %2 = affine.apply #map1(%arg3, %arg4)
// CHECK-NEXT: func.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 000: `simple_example` in today's `func.func`, with the Standard dialect's `dim`.
#map57 = affine_map<(d0)[s0] -> (s0 - d0 - 1)>

// FIX: @F1 and @F2 declared, the closing braces restored.
func.func private @F1(memref<?x?xf32>, index, index) -> f32
func.func private @F2(f32, memref<?x?xf32>, index, index)
func.func @simple_example(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %N = dim %A, 0 : memref<?x?xf32>
  affine.for %i = 0 to %N step 1 {
    affine.for %j = 0 to %N {   // implicitly steps by 1
      %0 = affine.apply #map57(%j)[%N]
      %tmp = call @F1(%A, %i, %0) : (memref<?x?xf32>, index, index)->(f32)
      call @F2(%tmp, %B, %i, %0) : (f32, memref<?x?xf32>, index, index)->()
    }
  }
  return
}

// ROUND: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// ROUND-LABEL: func.func private @F1(memref<?x?xf32>, index, index) -> f32
// ROUND-LABEL: func.func private @F2(f32, memref<?x?xf32>, index, index)
// ROUND-LABEL: func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// ROUND-NEXT: %0 = std.dim %arg0, 0 : memref<?x?xf32>
// ROUND-NEXT: affine.for %arg2 = 0 to %0 {
// ROUND-NEXT: affine.for %arg3 = 0 to %0 {
// ROUND-NEXT: %1 = affine.apply #map(%arg3)[%0]
// ROUND-NEXT: %2 = std.call @F1(%arg0, %arg2, %1) : (memref<?x?xf32>, index, index) -> f32
// ROUND-NEXT: std.call @F2(%2, %arg1, %arg2, %1) : (f32, memref<?x?xf32>, index, index) -> ()
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-LABEL: func.func private @F1(memref<?x?xf32>, index, index) -> f32
// CHECK-LABEL: func.func private @F2(f32, memref<?x?xf32>, index, index)
// CHECK-LABEL: func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%dim]
// CHECK-NEXT: %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 000: `affine.max` with a bare map.
// FIX: wrapped; the trailing `: index` (no form of `affine.max` has it) dropped.
func.func @max(%i0: index) {
%0 = affine.max (d0) -> (1000, d0 + 512) (%i0)
  return
}

// ROUND: #map = affine_map<(d0) -> (1000, d0 + 512)>
// ROUND-LABEL: func.func @max(%arg0: index) {
// ROUND-NEXT: %0 = affine.max #map(%arg0)
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0) -> (1000, d0 + 512)>
// CHECK-LABEL: func.func @max(%arg0: index) {
// CHECK-NEXT: %0 = affine.max #map(%arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
