// affine.prefetch, affine.vector_load/store and affine.dma_start/wait under --canonicalize:
// affine.apply producers and constants composed into the prefetch and vector access maps
// (SimplifyAffineOp), memref.cast producers folded into prefetch and DMA operands, dead
// vector loads erased; DMA maps are left alone and vector stores keep their casts, as
// upstream registers no pattern or fold for them. Expectations are mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @compose(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.prefetch %arg0[%arg3 * 4 + 1, symbol(%arg1) + 2], write, locality<2>, instr : memref<100x100xf32>
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg3 * 4 + 1, symbol(%arg1) + symbol(%arg2) + 2] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[symbol(%arg1) + 2, %arg3 * 4 + 1] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg2), %arg3], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constants(%arg0: memref<100x100xf32>, %arg1: vector<4xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.vector_store %arg1, %arg0[%arg2 + 3, 5] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg0[3, %arg2], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_vector_load(%arg0: memref<100xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: memref<16x16xf32>, %arg1: memref<1xi32>, %arg2: memref<16x16xf32, 1>, %arg3: index, %arg4: vector<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<16x16xf32> to memref<?x?xf32>
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg3), 0], read, locality<3>, data : memref<16x16xf32>
// CHECK-NEXT: affine.dma_start %arg0[%arg3, 0], %arg2[0, %arg3], %arg1[0], %arg3 : memref<16x16xf32>, memref<16x16xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg1[0], %arg3 : memref<1xi32>
// CHECK-NEXT: affine.vector_store %arg4, %cast[symbol(%arg3), 0] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma_maps_kept(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4)
// CHECK-NEXT: affine.dma_start %arg0[%0, 0], %arg1[%arg4 mod 2, %arg3], %arg2[0], %arg3 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[%0 - %arg4 - 1], %arg3 : memref<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @compose(%m: memref<100x100xf32>, %n: index, %k: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%i)
    %b = affine.apply affine_map<()[s0] -> (s0 + 2)>()[%n]
    affine.prefetch %m[%a, %b], write, locality<2>, instr : memref<100x100xf32>
    %v = affine.vector_load %m[%a, %b + %k] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %v, %m[%b, %a] : memref<100x100xf32>, vector<4xf32>
    affine.prefetch %m[%k, %i], read, locality<3>, data {foo.attr} : memref<100x100xf32>
  }
  return
}

func.func @constants(%m: memref<100x100xf32>, %v: vector<4xf32>) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 10 {
    affine.vector_store %v, %m[%i + %c3, %c5] : memref<100x100xf32>, vector<4xf32>
    affine.prefetch %m[%c3, %i], read, locality<3>, data : memref<100x100xf32>
  }
  return
}

func.func @dead_vector_load(%m: memref<100xf32>) {
  %v = affine.vector_load %m[0] : memref<100xf32>, vector<4xf32>
  return
}

func.func @casts(%m: memref<16x16xf32>, %t: memref<1xi32>, %d: memref<16x16xf32, 1>, %n: index, %v: vector<4xf32>) {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  affine.prefetch %c[%n, 0], read, locality<3>, data : memref<?x?xf32>
  affine.dma_start %c[%n, 0], %d[0, %n], %ct[0], %n : memref<?x?xf32>, memref<16x16xf32, 1>, memref<?xi32>
  affine.dma_wait %ct[0], %n : memref<?xi32>
  affine.vector_store %v, %c[%n, 0] : memref<?x?xf32>, vector<4xf32>
  return
}

func.func @dma_maps_kept(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.dma_start %src[%a, 0], %dst[%i mod 2, %n], %tag[0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%a - %i - 1], %n : memref<1xi32>
  }
  return
}
