// The examples of seeds 002 (Standard dialect), 003 (rationale) and 004 (language
// reference) that need the affine dialect or the old unwrapped affine maps, in their old
// syntax (the other examples of these seeds are in std-doc.mlir, rationale.mlir and
// langref.mlir). Fixes (marked "FIX:" where they are made): fragments are wrapped in
// functions taking their free values as arguments, called functions are declared,
// undefined aliases are defined, `memspace0` is 0, lost closing braces are restored.
// The old strided layout `offset: o, strides: [...]` parses under --legacy-std too.
// Not covered: the rationale's `@conv2d` (pseudo-code: undefined values such as %batch
// and %0#1, `%S4` inside a map, `/` and `%` operators that MLIR never had), its schedule
// tree (`mldim`), affine relations (`##rel`) and "escaping scalars" proposals, which are
// designs rather than MLIR syntax.
// UPSTREAM-BUG: the std dialect and the unwrapped maps were removed upstream; mlir-opt 22
// cannot run this file. The upgraded output is checked against mlir-opt 22 by
// crates/strata-tools/tests/seeds.rs.
// SEED-EXAMPLES: legacy
// RUN: strata-opt --legacy-std --split-input-file %s | strata-opt --split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt --legacy-std --split-input-file --upgrade-legacy-std %s | FileCheck %s

// Seed 002, `dma_start` and `dma_wait`, with their layouts written as bare maps.
// FIX: wrapped; the stray `>` of the tag type removed.
func @dma(%src: memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>,
          %dst: memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>,
          %i: index, %j: index, %k: index, %l: index) {
%size = constant 32 : index
%tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
%idx = constant 0 : index
dma_start %src[%i, %j], %dst[%k, %l], %size, %tag[%idx] :
     memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>,
     memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>,
     memref<1 x i32, (d0) -> (d0), 4>
dma_wait %tag[%idx], %size : memref<1 x i32, (d0) -> (d0), 4>
  return
}

// ROUND-LABEL: std.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// ROUND-NEXT: %c32 = constant 32 : index
// ROUND-NEXT: %0 = alloc() : memref<1xi32, 4>
// ROUND-NEXT: %c0 = constant 0 : index
// ROUND-NEXT: dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %0[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// ROUND-NEXT: dma_wait %0[%c0], %c32 : memref<1xi32, 4>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32, 4>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %alloc[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// CHECK-NEXT: memref.dma_wait %alloc[%c0], %c32 : memref<1xi32, 4>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 002, `load` with `affine.apply` subscripts.
// FIX: wrapped; #layout defined (as a bare map); `memspace0` is 0; the first memref
// holds `index` values (the indirect load applies a map to one), the second load reads
// another memref, %B, of its own type.
#layout = (d0, d1) -> (d1, d0)
func @load(%A: memref<8x?xindex, #layout, 0>, %B: memref<4x?xi32, #layout, 0>, %i: index, %j: index) {
%1 = affine.apply (d0, d1) -> (3*d0) (%i, %j)
%2 = affine.apply (d0, d1) -> (d1+1) (%i, %j)
%12 = load %A[%1, %2] : memref<8x?xindex, #layout, 0>

// Example of an indirect load (treated as non-affine)
%3 = affine.apply (d0) -> (2*d0 + 1)(%12)
%13 = load %B[%3, %2] : memref<4x?xi32, #layout, 0>
  return
}

// ROUND: #map = affine_map<(d0, d1) -> (d1, d0)>
// ROUND: #map1 = affine_map<(d0, d1) -> (d0 * 3)>
// ROUND: #map2 = affine_map<(d0, d1) -> (d1 + 1)>
// ROUND: #map3 = affine_map<(d0) -> (d0 * 2 + 1)>
// ROUND-LABEL: std.func @load(%arg0: memref<8x?xindex, #map>, %arg1: memref<4x?xi32, #map>, %arg2: index, %arg3: index) {
// ROUND-NEXT: %0 = affine.apply #map1(%arg2, %arg3)
// ROUND-NEXT: %1 = affine.apply #map2(%arg2, %arg3)
// ROUND-NEXT: %2 = load %arg0[%0, %1] : memref<8x?xindex, #map>
// ROUND-NEXT: %3 = affine.apply #map3(%2)
// ROUND-NEXT: %4 = load %arg1[%3, %1] : memref<4x?xi32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 * 3)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-LABEL: func.func @load(%arg0: memref<8x?xindex, #map>, %arg1: memref<4x?xi32, #map>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map2(%arg2, %arg3)
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<8x?xindex, #map>
// CHECK-NEXT: %3 = affine.apply #map3(%2)
// CHECK-NEXT: %4 = memref.load %arg1[%3, %1] : memref<4x?xi32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 003, symbols and types: `foo` and `bar`.
// FIX: `@` before the function names; #lmap defined; `foo`'s `(...)` is its argument
// %N, its `alloc <8x?xf32, #lmap> (%N)` today's `alloc(%N) : memref<...>`, the call
// typed `-> ()`; in `bar`, the constant 1 defined and the op lost from the text of
// `%s2 = add %s1, 1 %s2, %A[%i, %j]` restored as an `addf` and an `affine.store`.
#lmap = (d0, d1) -> (d0, d1)
func @foo(%N: index) {
  %A = alloc(%N) : memref<8x?xf32, #lmap>
  call @bar(%A) : (memref<8x?xf32, #lmap>) -> ()
  return
}

func @bar(%A : memref<8x?xf32, #lmap>) {
  // Type of %A indicates that %A has dynamic shape with 8 rows
  // and unknown number of columns. The number of columns is queried
  // dynamically using dim instruction.
  %N = dim %A, 1 : memref<8x?xf32, #lmap>
  %one = constant 1.0 : f32

  affine.for %i = 0 to 8 {
    affine.for %j = 0 to %N {
      // A[i,j] += 1
      %s1 = affine.load %A[%i, %j] : memref<8x?xf32, #lmap>
      %s2 = addf %s1, %one : f32
      affine.store %s2, %A[%i, %j] : memref<8x?xf32, #lmap>
    }
  }
  return
}

// ROUND-LABEL: std.func @foo(%arg0: index) {
// ROUND-NEXT: %0 = alloc(%arg0) : memref<8x?xf32>
// ROUND-NEXT: call @bar(%0) : (memref<8x?xf32>) -> ()
// ROUND-NEXT: return
// ROUND-NEXT: }
// ROUND-LABEL: std.func @bar(%arg0: memref<8x?xf32>) {
// ROUND-NEXT: %0 = dim %arg0, 1 : memref<8x?xf32>
// ROUND-NEXT: %cst = constant 1.000000e+00 : f32
// ROUND-NEXT: affine.for %arg1 = 0 to 8 {
// ROUND-NEXT: affine.for %arg2 = 0 to %0 {
// ROUND-NEXT: %1 = affine.load %arg0[%arg1, %arg2] : memref<8x?xf32>
// ROUND-NEXT: %2 = std.addf %1, %cst : f32
// ROUND-NEXT: affine.store %2, %arg0[%arg1, %arg2] : memref<8x?xf32>
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @foo(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<8x?xf32>
// CHECK-NEXT: call @bar(%alloc) : (memref<8x?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bar(%arg0: memref<8x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<8x?xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<8x?xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg1, %arg2] : memref<8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 003, non-affine control flow: `@search`.
// FIX: `memref` before `<?xi32>`; the loop's %i is an `index` (as in rationale.mlir's
// `@search_body`, declared here), the call typed `-> ()`; closing braces.
func @search_body(memref<?x?xi32>, memref<?xi32>, i32, index)
func @search(%A: memref<?x?xi32>, %S: memref<?xi32>, %key : i32) {
  %ni = dim %A, 0 : memref<?x?xi32>
  // This loop can be parallelized
  affine.for %i = 0 to %ni {
    call @search_body (%A, %S, %key, %i) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
  }
  return
}

// ROUND-LABEL: std.func @search_body(memref<?x?xi32>, memref<?xi32>, i32, index)
// ROUND-LABEL: std.func @search(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32) {
// ROUND-NEXT: %0 = dim %arg0, 0 : memref<?x?xi32>
// ROUND-NEXT: affine.for %arg3 = 0 to %0 {
// ROUND-NEXT: std.call @search_body(%arg0, %arg1, %arg2, %arg3) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func private @search_body(memref<?x?xi32>, memref<?xi32>, i32, index)
// CHECK-LABEL: func.func @search(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: func.call @search_body(%arg0, %arg1, %arg2, %arg3) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 003, non-affine loop bounds.
// FIX: @pow declared and its literal operand 2 a constant; the call of @inner_nest
// typed; loop bodies and closing braces.
func @pow(index, index) -> index
func @outer_nest(%n : index) {
  %c2 = constant 2 : index
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %pow = call @pow(%c2, %j) : (index, index) ->  index
      call @inner_nest(%pow, %n) : (index, index) -> ()
    }
  }
  return
}

func @inner_nest(%m : index, %n : index) {
  affine.for %k = 0 to %m {
    affine.for %l = 0 to %n {
    }
  }
  return
}

// ROUND-LABEL: std.func @pow(index, index) -> index
// ROUND-LABEL: std.func @outer_nest(%arg0: index) {
// ROUND-NEXT: %c2 = constant 2 : index
// ROUND-NEXT: affine.for %arg1 = 0 to %arg0 {
// ROUND-NEXT: affine.for %arg2 = 0 to %arg0 {
// ROUND-NEXT: %0 = std.call @pow(%c2, %arg2) : (index, index) -> index
// ROUND-NEXT: std.call @inner_nest(%0, %arg0) : (index, index) -> ()
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }
// ROUND-LABEL: std.func @inner_nest(%arg0: index, %arg1: index) {
// ROUND-NEXT: affine.for %arg2 = 0 to %arg0 {
// ROUND-NEXT: affine.for %arg3 = 0 to %arg1 {
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func private @pow(index, index) -> index
// CHECK-LABEL: func.func @outer_nest(%arg0: index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: %0 = func.call @pow(%c2, %arg2) : (index, index) -> index
// CHECK-NEXT: func.call @inner_nest(%0, %arg0) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_nest(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Seed 004, the body of `@multiply` (declared only in langref.mlir).
// FIX: `store 0 to %C[%i, %j]` is `store %zero, %C[%i, %j]` of a constant 0.0; closing
// braces.
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
          -> (memref<100x50xf32>)  {
  // Compute the inner dimension of %A.
  %n = dim %A, 1 : memref<100x?xf32>

  // Allocate memory for the multiplication result.
  %C = alloc() : memref<100x50xf32>
  %zero = constant 0.0 : f32

  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
     affine.for %j = 0 to 50 {
        store %zero, %C[%i, %j] : memref<100x50xf32>
        affine.for %k = 0 to %n {
           %a_v  = load %A[%i, %k] : memref<100x?xf32>
           %b_v  = load %B[%k, %j] : memref<?x50xf32>
           %prod = mulf %a_v, %b_v : f32
           %c_v  = load %C[%i, %j] : memref<100x50xf32>
           %sum  = addf %c_v, %prod : f32
           store %sum, %C[%i, %j] : memref<100x50xf32>
        }
     }
  }
  return %C : memref<100x50xf32>
}

// ROUND-LABEL: std.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// ROUND-NEXT: %0 = dim %arg0, 1 : memref<100x?xf32>
// ROUND-NEXT: %1 = alloc() : memref<100x50xf32>
// ROUND-NEXT: %cst = constant 0.000000e+00 : f32
// ROUND-NEXT: affine.for %arg2 = 0 to 100 {
// ROUND-NEXT: affine.for %arg3 = 0 to 50 {
// ROUND-NEXT: std.store %cst, %1[%arg2, %arg3] : memref<100x50xf32>
// ROUND-NEXT: affine.for %arg4 = 0 to %0 {
// ROUND-NEXT: %2 = std.load %arg0[%arg2, %arg4] : memref<100x?xf32>
// ROUND-NEXT: %3 = std.load %arg1[%arg4, %arg3] : memref<?x50xf32>
// ROUND-NEXT: %4 = std.mulf %2, %3 : f32
// ROUND-NEXT: %5 = std.load %1[%arg2, %arg3] : memref<100x50xf32>
// ROUND-NEXT: %6 = std.addf %5, %4 : f32
// ROUND-NEXT: std.store %6, %1[%arg2, %arg3] : memref<100x50xf32>
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: }
// ROUND-NEXT: return %1 : memref<100x50xf32>
// ROUND-NEXT: }

// CHECK-LABEL: func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<100x50xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: affine.for %arg3 = 0 to 50 {
// CHECK-NEXT: memref.store %cst, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %dim {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg4] : memref<100x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg4, %arg3] : memref<?x50xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %3 = memref.load %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : f32
// CHECK-NEXT: memref.store %4, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<100x50xf32>
// CHECK-NEXT: }

// -----

// Seed 004, layout maps.
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) -> (i, j)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j) -> (j, i)

// MxN matrix stored in a 2-d blocked/tiled layout with 64x64 tiles.
#layout_tiled = (i, j) -> (i floordiv 64, j floordiv 64, i mod 64, j mod 64)

// FIX: the layouts, and the memref types of the text around them (an identity layout,
// the column major view with its explicit map and as an old strided layout, written
// without the comma after the offset), used as argument types.
func @layouts(%a: memref<8x16xf32, #layout_map_row_major>,
              %b: memref<8x16xf32, #layout_map_col_major>,
              %c: memref<128x256xf32, #layout_tiled>,
              %d: memref<?x?xf32, (i,j)->(i,j)>,
              %e: memref<42x16xf32, (i, j) -> (33 + i + 64 * j)>,
              %f: memref<42x16xf32, offset: 33 strides: [1, 64]>) {
  return
}

// ROUND: #map = affine_map<(d0, d1) -> (d1, d0)>
// ROUND: #map1 = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
// ROUND: #map2 = affine_map<(d0, d1) -> (d0 + d1 * 64 + 33)>
// ROUND-LABEL: std.func @layouts(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32, #map>, %arg2: memref<128x256xf32, #map1>, %arg3: memref<?x?xf32>, %arg4: memref<42x16xf32, #map2>, %arg5: memref<42x16xf32, strided<[1, 64], offset: 33>>) {
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 + d1 * 64 + 33)>
// CHECK-LABEL: func.func @layouts(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32, #map>, %arg2: memref<128x256xf32, #map1>, %arg3: memref<?x?xf32>, %arg4: memref<42x16xf32, #map2>, %arg5: memref<42x16xf32, strided<[1, 64], offset: 33>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
