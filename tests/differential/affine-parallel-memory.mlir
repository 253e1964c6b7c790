// Differential input (no CHECK lines): every affine op added with affine.parallel and the
// prefetch/vector/DMA memory ops, in realistic kernels: a 2-D convolution and a reduction
// over parallel loops, tiling with max/min bound groups and composed affine.apply bounds,
// vectorized copies with prefetching, and double-buffered DMA transfers.

func.func @conv_2d(%in: memref<1x34x34x8xf32>, %w: memref<3x3x8x16xf32>, %out: memref<1x32x32x16xf32>) {
  affine.parallel (%n, %y, %x, %f) = (0, 0, 0, 0) to (1, 32, 32, 16) {
    %zero = arith.constant 0.0 : f32
    %acc = affine.for %ky = 0 to 3 iter_args(%a = %zero) -> (f32) {
      %s = affine.for %kx = 0 to 3 iter_args(%b = %a) -> (f32) {
        %t = affine.for %c = 0 to 8 iter_args(%d = %b) -> (f32) {
          %i = affine.load %in[%n, %y + %ky, %x + %kx, %c] : memref<1x34x34x8xf32>
          %k = affine.load %w[%ky, %kx, %c, %f] : memref<3x3x8x16xf32>
          %p = arith.mulf %i, %k : f32
          %q = arith.addf %d, %p : f32
          affine.yield %q : f32
        }
        affine.yield %t : f32
      }
      affine.yield %s : f32
    }
    affine.store %acc, %out[%n, %y, %x, %f] : memref<1x32x32x16xf32>
  }
  return
}

func.func @reduce(%m: memref<128x128xf32>, %mi: memref<128xi32>) -> (f32, f32, i32) {
  %sum, %max = affine.parallel (%i, %j) = (0, 0) to (128, 128) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %j] : memref<128x128xf32>
    affine.yield %v, %v : f32, f32
  }
  %ored = affine.parallel (%i) = (0) to (128) step (4) reduce ("ori") -> (i32) {
    %v = affine.load %mi[%i] : memref<128xi32>
    affine.yield %v : i32
  }
  return %sum, %max, %ored : f32, f32, i32
}

func.func @tiled(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  affine.parallel (%ti, %tj) = (0, 0) to (symbol(%n), symbol(%k)) step (32, 32) {
    %lo = affine.apply affine_map<(d0) -> (d0 + 1)>(%ti)
    affine.parallel (%i, %j) = (max(%ti, %lo - 1), %tj) to (min(%ti + 32, symbol(%n)), min(%tj + 32, symbol(%k), 1024)) {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<?x?xf32>
    }
  }
  affine.parallel (%i) = (%c0 + %c1) to (%c32 * 2) {
    %v = affine.load %m[%i, %i] : memref<?x?xf32>
    affine.store %v, %m[%i, 0] : memref<?x?xf32>
  }
  return
}

func.func @vector_copy(%src: memref<256x256xf32>, %dst: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 step 8 {
      %next = affine.apply affine_map<(d0) -> (d0 + 8)>(%j)
      affine.prefetch %src[%i, %next], read, locality<3>, data : memref<256x256xf32>
      %v = affine.vector_load %src[%i, %j] : memref<256x256xf32>, vector<8xf32>
      %dead = affine.vector_load %src[%i, %j] : memref<256x256xf32>, vector<8xf32>
      affine.vector_store %v, %dst[%i, %j] : memref<256x256xf32>, vector<8xf32>
    }
  }
  affine.parallel (%i) = (0) to (256) step (2) {
    %v = affine.vector_load %src[%i, 0] : memref<256x256xf32>, vector<2x8xf32>
    affine.vector_store %v, %dst[%i, 8] : memref<256x256xf32>, vector<2x8xf32>
    affine.prefetch %dst[%i + 2, 0], write, locality<1>, instr : memref<256x256xf32>
  }
  return
}

func.func @double_buffer(%src: memref<512x32xf32>, %buf: memref<2x32xf32, 1>, %tags: memref<2xi32>, %out: memref<512x32xf32>) {
  %c32 = arith.constant 32 : index
  %c0 = arith.constant 0 : index
  affine.dma_start %src[0, 0], %buf[0, 0], %tags[0], %c32 : memref<512x32xf32>, memref<2x32xf32, 1>, memref<2xi32>
  affine.for %i = 0 to 511 {
    %nxt = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.dma_start %src[%nxt, 0], %buf[%nxt mod 2, 0], %tags[%nxt mod 2], %c32 : memref<512x32xf32>, memref<2x32xf32, 1>, memref<2xi32>
    affine.dma_wait %tags[%i mod 2], %c32 : memref<2xi32>
    affine.for %j = 0 to 32 {
      %v = affine.load %buf[%i mod 2, %j] : memref<2x32xf32, 1>
      affine.store %v, %out[%i, %j] : memref<512x32xf32>
    }
  }
  affine.dma_wait %tags[%c0], %c32 : memref<2xi32>
  affine.dma_start %src[0, 0], %buf[0, 0], %tags[1], %c32, %c32, %c0 : memref<512x32xf32>, memref<2x32xf32, 1>, memref<2xi32>
  return
}

func.func private @callee(%m: memref<64xf32>, %i: index) {
  %v = affine.vector_load %m[%i] : memref<64xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i + 4] : memref<64xf32>, vector<4xf32>
  return
}

func.func private @prefetching_callee(%m: memref<64xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data : memref<64xf32>
  return
}

func.func @calls(%m: memref<64xf32>) {
  affine.parallel (%i) = (0) to (60) step (4) {
    func.call @callee(%m, %i) : (memref<64xf32>, index) -> ()
    func.call @prefetching_callee(%m, %i) : (memref<64xf32>, index) -> ()
  }
  return
}
