// The examples of the affine dialect document (seed 000) written in today's syntax,
// each wrapped in a function taking its free values as arguments (marked "FIX:" where
// more was needed). Examples in the old syntax (`dim` of the Standard dialect, an
// `affine.max` with a bare map) are in tests/dialects/std/affine-doc-legacy.mlir.
// The examples using `affine.delinearize_index`, `affine.parallel` (also `@pad_edges`),
// `affine.prefetch`, `affine.vector_load/store` and `affine.dma_start/wait` are in
// seed-examples.mlir and seed-examples-parallel.mlir.
// SEED-EXAMPLES: modern
// RUN: strata-opt --split-input-file %s | FileCheck %s

// A 2d to 3d affine mapping.
// d0/d1 are dimensions, s0 is a symbol
#affine_map2to3 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
func.func @bind(%N: index) {
  // Binds %N to the s0 symbol in affine_map2to3.
  %x = memref.alloc()[%N] : memref<40x50xf32, #affine_map2to3>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-LABEL: func.func @bind(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] : memref<40x50xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Affine map out-of-line definition and usage example.
#affine_map42 = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func @named_and_inline(%N: index) {
  // Use an affine mapping definition in an alloc operation, binding the
  // SSA value %N to the symbol s0.
  %a = memref.alloc()[%N] : memref<4x4xf32, #affine_map42>

  // Same thing with an inline affine mapping definition.
  %b = memref.alloc()[%N] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
// CHECK-LABEL: func.func @named_and_inline(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] : memref<4x4xf32, #map>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg0] : memref<4x4xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A example two-dimensional integer set with two symbols.
#set42 = affine_set<(d0, d1)[s0, s1]
   : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// FIX: the region closed.
func.func @inside_a_region(%i: index, %j: index, %M: index, %N: index) {
  // Inside a Region
  affine.if #set42(%i, %j)[%M, %N] {
  }
  return
}

// CHECK: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-LABEL: func.func @inside_a_region(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: affine.if #set(%arg0, %arg1)[%arg2, %arg3] {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

#map10 = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
func.func @apply(%s: index, %t: index, %42: index, %n: index) {
  %1 = affine.apply #map10 (%s, %t)

  // Inline example.
  %2 = affine.apply affine_map<(i)[s0] -> (i+s0)> (%42)[%n]
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)[%arg3]
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// What `affine.delinearize_index %linear_index into (%c16, %c224, %c224)` computes.
#map0 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map2 = affine_map<()[s0] -> (s0 mod 224)>
func.func @delinearized(%linear_index: index) {
  %indices_0 = affine.apply #map0()[%linear_index]
  %indices_1 = affine.apply #map1()[%linear_index]
  %indices_2 = affine.apply #map2()[%linear_index]
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 50176)>
// CHECK: #map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 mod 224)>
// CHECK-LABEL: func.func @delinearized(%arg0: index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: closing braces restored.
func.func @reduce(%buffer: memref<1024xf32>) -> (f32) {
 // Initial sum set to 0.
 %sum_0 = arith.constant 0.0 : f32
 // iter_args binds initial values to the loop's region arguments.
 %sum = affine.for %i = 0 to 10 step 2
     iter_args(%sum_iter = %sum_0) -> (f32) {
   %t = affine.load %buffer[%i] : memref<1024xf32>
   %sum_next = arith.addf %sum_iter, %t : f32
   // Yield current iteration sum to next iteration %sum_iter or to %sum
   // if final iteration.
   affine.yield %sum_next : f32
 }
 return %sum : f32
}

// CHECK-LABEL: func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<1024xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// -----

// FIX: wrapped; the closing brace restored.
func.func @two_results(%init0: index, %init1: index, %c1: index, %c2: index) {
%res:2 = affine.for %i = 0 to 128 iter_args(%arg0 = %init0, %arg1 = %init1)
           -> (index, index) {
  %y0 = arith.addi %arg0, %c1 : index
  %y1 = arith.addi %arg1, %c2 : index
  affine.yield %y0, %y1 : index, index
}
  return
}

// CHECK-LABEL: func.func @two_results(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0:2 = affine.for %arg4 = 0 to 128 iter_args(%arg5 = %arg0, %arg6 = %arg1) -> (index, index) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg2 : index
// CHECK-NEXT: %2 = arith.addi %arg6, %arg3 : index
// CHECK-NEXT: affine.yield %1, %2 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @load(%0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index) {
// Example 1:
%1 = affine.load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
// Example 2: Uses symbol keyword for symbols %n and %m.
// FIX: the second result renamed.
%2 = affine.load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
  return
}

// CHECK-LABEL: func.func @load(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 + 3, %arg2 + 7] : memref<100x100xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1 + symbol(%arg3), %arg2 + symbol(%arg4)] : memref<100x100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @min(%arg0: index, %arg1: index) {
%0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// CHECK-LABEL: func.func @min(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = affine.min #map(%arg0)[%arg1]
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: the op name `affine.store`, lost in the seed's text, restored.
func.func @store(%v0: f32, %0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index) {
// Example 1:
affine.store %v0, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
// Example 2: Uses symbol keyword for symbols %n and %m.
affine.store %v0, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
  return
}

// CHECK-LABEL: func.func @store(%arg0: f32, %arg1: memref<100x100xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: affine.store %arg0, %arg1[%arg2 + 3, %arg3 + 7] : memref<100x100xf32>
// CHECK-NEXT: affine.store %arg0, %arg1[%arg2 + symbol(%arg4), %arg3 + symbol(%arg5)] : memref<100x100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
