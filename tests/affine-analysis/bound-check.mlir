// --test-memref-bound-check: out-of-bounds accesses per memref dimension; expected
// diagnostics from mlir-opt 22.
// RUN: strata-opt %s --split-input-file --test-memref-bound-check -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

func.func @rectangular() {
  %zero = arith.constant 0 : index
  %minusone = arith.constant -1 : index
  %big = arith.constant 111 : index
  %A = memref.alloc() : memref<9x9xi32>
  %B = memref.alloc() : memref<111xi32>
  affine.for %i = -1 to 10 {
    affine.for %j = -1 to 10 {
      %i0 = affine.apply affine_map<(d0, d1) -> (d0)>(%i, %j)
      %i1 = affine.apply affine_map<(d0, d1) -> (d1)>(%i, %j)
      // expected-error @below {{'affine.load' op memref out of upper bound access along dimension #1}}
      // expected-error @below {{'affine.load' op memref out of lower bound access along dimension #1}}
      // expected-error @below {{'affine.load' op memref out of upper bound access along dimension #2}}
      // expected-error @below {{'affine.load' op memref out of lower bound access along dimension #2}}
      %x = affine.load %A[%i0, %i1] : memref<9x9xi32>
      // In bounds: 10 * d0 - d1 + 19 ranges over [0, 110].
      %y = affine.load %B[10 * %i - %j + 19] : memref<111xi32>
    }
  }
  affine.for %k = 0 to 10 {
    %u = affine.load %B[%zero] : memref<111xi32>
    // expected-error @below {{'affine.load' op memref out of upper bound access along dimension #1}}
    %v = affine.load %B[%big] : memref<111xi32>
    // expected-error @below {{'affine.store' op memref out of lower bound access along dimension #1}}
    affine.store %v, %B[%minusone] : memref<111xi32>
  }
  return
}

// -----

func.func @mod_floordiv(%n: index) {
  %A = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 4 {
      // In bounds: both subscripts stay below 64.
      %a = affine.load %A[%i floordiv 4, (%i + %j) mod 64] : memref<64x64xf32>
      // expected-error @below {{'affine.load' op memref out of upper bound access along dimension #2}}
      %b = affine.load %A[%i mod 64, %i ceildiv 3] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 step 8 {
    // A step keeps %i + 7 below 64.
    %e = affine.load %A[%i + 7, 0] : memref<64x64xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %f = affine.load %A[%i, 63] : memref<64x64xf32>
    // expected-error @below {{'affine.load' op memref out of lower bound access along dimension #1}}
    %g = affine.load %A[%i - 1, 63] : memref<64x64xf32>
  }
  return
}
