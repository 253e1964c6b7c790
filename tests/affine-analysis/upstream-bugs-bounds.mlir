// UPSTREAM-BUG: mlir-opt 22's --test-memref-bound-check computes an access's region over
// its enclosing loops only, ignoring enclosing affine.if conditions, and reports
// accesses that a guard keeps in bounds. Strata's region includes the conditions (negated
// in else regions) and reports nothing here. This file is NOT validated against mlir-opt
// and the differential tests skip it.
// mlir-opt 22 also takes a dynamic dimension's size for INT64_MIN and reports every access
// along it as out of upper bound; Strata checks static dimensions only.
// RUN: strata-opt %s --split-input-file --test-memref-bound-check -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

func.func @guarded() {
  %A = memref.alloc() : memref<9x9xi32>
  %B = memref.alloc() : memref<111xi32>
  affine.for %i = 0 to 20 {
    affine.if affine_set<(d0) : (8 - d0 >= 0)>(%i) {
      // %i <= 8 here; mlir-opt 22 reports an upper bound access along dimension #1.
      %w = affine.load %A[%i, %i floordiv 3] : memref<9x9xi32>
    } else {
      // %i >= 9 here, so 6 * %i - 9 is in [45, 105]; mlir-opt 22 reports a lower bound
      // access along dimension #1.
      %v = affine.load %B[%i * 6 - 9] : memref<111xi32>
    }
  }
  return
}

// -----

func.func @dynamic_dims(%D: memref<?x64xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      // mlir-opt 22: out of upper bound access along dimension #1 (a dynamic dimension).
      %c = affine.load %D[%i, %j + 60] : memref<?x64xf32>
      // expected-error @below {{'affine.load' op memref out of upper bound access along dimension #2}}
      %d = affine.load %D[%i * 1000, %j + 61] : memref<?x64xf32>
    }
  }
  return
}
