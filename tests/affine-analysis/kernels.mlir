// Hand-written kernels for the differential test of --test-memref-dependence-check
// (crates/strata-tools/tests/affine_analysis.rs compares every remark with mlir-opt 22's).
// RUN: strata-opt %s --split-input-file --test-memref-dependence-check -mlir-print-op-on-diagnostic=false -o /dev/null

// A 1-D three-point stencil in place.
func.func @stencil_1d(%A: memref<100xf32>) {
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 99 {
      %l = affine.load %A[%i - 1] : memref<100xf32>
      %c = affine.load %A[%i] : memref<100xf32>
      %r = affine.load %A[%i + 1] : memref<100xf32>
      %s = arith.addf %l, %c : f32
      %u = arith.addf %s, %r : f32
      affine.store %u, %A[%i] : memref<100xf32>
    }
  }
  return
}

// -----

// Jacobi-2d: two arrays, time loop.
func.func @jacobi_2d(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %t = 0 to 8 {
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %a = affine.load %A[%i, %j - 1] : memref<64x64xf32>
        %b = affine.load %A[%i - 1, %j] : memref<64x64xf32>
        %s = arith.addf %a, %b : f32
        affine.store %s, %B[%i, %j] : memref<64x64xf32>
      }
    }
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %b = affine.load %B[%i, %j] : memref<64x64xf32>
        affine.store %b, %A[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// -----

// Matrix multiplication C += A * B.
func.func @matmul(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<32x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x32xf32>
        %c = affine.load %C[%i, %j] : memref<32x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<32x32xf32>
      }
    }
  }
  return
}

// -----

// 2mm: D = A * B * C through a temporary, symbolic sizes.
func.func @mm2(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %T: memref<?x?xf32>, %D: memref<?x?xf32>, %n: index) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.store %z, %T[%i, %j] : memref<?x?xf32>
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<?x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x?xf32>
        %t = affine.load %T[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %t, %p : f32
        affine.store %s, %T[%i, %j] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.store %z, %D[%i, %j] : memref<?x?xf32>
      affine.for %k = 0 to %n {
        %t = affine.load %T[%i, %k] : memref<?x?xf32>
        %c = affine.load %C[%k, %j] : memref<?x?xf32>
        %d = affine.load %D[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %t, %c : f32
        %s = arith.addf %d, %p : f32
        affine.store %s, %D[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// LU decomposition (triangular bounds).
func.func @lu(%A: memref<?x?xf32>, %n: index) {
  affine.for %k = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%k) to %n {
      %p = affine.load %A[%k, %k] : memref<?x?xf32>
      %a = affine.load %A[%k, %j] : memref<?x?xf32>
      %d = arith.divf %a, %p : f32
      affine.store %d, %A[%k, %j] : memref<?x?xf32>
    }
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%k) to %n {
      affine.for %j = affine_map<(d0) -> (d0 + 1)>(%k) to %n {
        %l = affine.load %A[%i, %k] : memref<?x?xf32>
        %u = affine.load %A[%k, %j] : memref<?x?xf32>
        %a = affine.load %A[%i, %j] : memref<?x?xf32>
        %m = arith.mulf %l, %u : f32
        %s = arith.subf %a, %m : f32
        affine.store %s, %A[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Seidel-2d: nine-point in-place stencil over time.
func.func @seidel_2d(%A: memref<?x?xf32>, %n: index, %steps: index) {
  affine.for %t = 0 to %steps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        %a = affine.load %A[%i - 1, %j - 1] : memref<?x?xf32>
        %b = affine.load %A[%i - 1, %j] : memref<?x?xf32>
        %c = affine.load %A[%i - 1, %j + 1] : memref<?x?xf32>
        %d = affine.load %A[%i, %j - 1] : memref<?x?xf32>
        %e = affine.load %A[%i, %j] : memref<?x?xf32>
        %f = affine.load %A[%i, %j + 1] : memref<?x?xf32>
        %g = affine.load %A[%i + 1, %j - 1] : memref<?x?xf32>
        %h = affine.load %A[%i + 1, %j] : memref<?x?xf32>
        %k = affine.load %A[%i + 1, %j + 1] : memref<?x?xf32>
        %s1 = arith.addf %a, %b : f32
        %s2 = arith.addf %s1, %c : f32
        %s3 = arith.addf %s2, %d : f32
        %s4 = arith.addf %s3, %e : f32
        %s5 = arith.addf %s4, %f : f32
        %s6 = arith.addf %s5, %g : f32
        %s7 = arith.addf %s6, %h : f32
        %s8 = arith.addf %s7, %k : f32
        affine.store %s8, %A[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Tiled copy with floordiv/mod subscripts and min bounds.
func.func @tiled_copy(%A: memref<?xf32>, %B: memref<?xf32>, %n: index) {
  affine.for %ii = 0 to %n step 4 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%ii)[%n] {
      %v = affine.load %A[%i floordiv 4 * 4 + %i mod 4] : memref<?xf32>
      affine.store %v, %A[%i] : memref<?xf32>
    }
  }
  return
}
