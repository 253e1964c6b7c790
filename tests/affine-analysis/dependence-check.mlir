// --test-memref-dependence-check on cases outside the differential corpus; expected
// diagnostics from mlir-opt 22.
// RUN: strata-opt %s --split-input-file --test-memref-dependence-check -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

// A subscript that is not affine (a product of symbols through affine.apply): the check
// fails for every pair involving it.
func.func @semi_affine(%A: memref<100xf32>, %p: index, %q: index) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 1 to 8 {
    %z = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%p, %q]
    // Identical errors at one location count once for --verify-diagnostics.
    // expected-error @below {{dependence check failed}}
    affine.store %c, %A[%z + %i] : memref<100xf32>
    // expected-error @below {{dependence check failed}}
    // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark @below {{dependence from 1 to 1 at depth 2 = false}}
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// -----

// Accesses in different functions never depend; different memrefs neither.
func.func @f1(%A: memref<10xf32>, %B: memref<10xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-remark @below {{dependence from 0 to 0 at depth 1 = false}}
  // expected-remark @below {{dependence from 0 to 1 at depth 1 = false}}
  // expected-remark @below {{dependence from 0 to 2 at depth 1 = false}}
  affine.store %c, %A[0] : memref<10xf32>
  // expected-remark @below {{dependence from 1 to 0 at depth 1 = false}}
  // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
  // expected-remark @below {{dependence from 1 to 2 at depth 1 = false}}
  affine.store %c, %B[0] : memref<10xf32>
  return
}
func.func @f2(%A: memref<10xf32>) {
  // expected-remark @below {{dependence from 2 to 0 at depth 1 = false}}
  // expected-remark @below {{dependence from 2 to 1 at depth 1 = false}}
  // expected-remark @below {{dependence from 2 to 2 at depth 1 = false}}
  %v = affine.load %A[0] : memref<10xf32>
  return
}

// -----

// A store before a load of the same element in one block: a dependence within the same
// iteration (depth 1 past the zero common loops).
func.func @straight_line(%A: memref<10xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-remark @below {{dependence from 0 to 0 at depth 1 = false}}
  // expected-remark @below {{dependence from 0 to 1 at depth 1 = true}}
  affine.store %c, %A[3] : memref<10xf32>
  // expected-remark @below {{dependence from 1 to 0 at depth 1 = false}}
  // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
  %v = affine.load %A[3] : memref<10xf32>
  return
}
