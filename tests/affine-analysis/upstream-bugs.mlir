// UPSTREAM-BUG: cases where mlir-opt 22's --test-memref-dependence-check answers wrongly.
// This file states the answers Strata must give instead (checked by enumeration in
// crates/strata-affine/tests/dependence_bruteforce.rs); it is NOT validated against
// mlir-opt and the differential tests skip it.
// RUN: strata-opt %s --split-input-file --test-memref-dependence-check -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

// An op in the else region of an affine.if runs where the condition fails. mlir-opt 22
// gives the load the then condition (%i >= 5), so it finds no iteration where the
// load (at %i < 5, element %i + 5) precedes the store of the same element (at %i + 5)
// and answers `false` at depth 1: a missed dependence. The true distance is 5.
func.func @else_region_dependence(%A: memref<16xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      // expected-remark @below {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark @below {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark @below {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark @below {{dependence from 0 to 1 at depth 2 = false}}
      affine.store %c, %A[%i] : memref<16xf32>
    } else {
      // expected-remark @below {{dependence from 1 to 0 at depth 1 = [5, 5]}}
      // expected-remark @below {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark @below {{dependence from 1 to 1 at depth 2 = false}}
      %v = affine.load %A[%i + 5] : memref<16xf32>
    }
  }
  return
}

// -----

// mlir-opt 22 decides emptiness by Fourier-Motzkin elimination (a rational
// over-approximation): it reports a dependence from the first store to the second at
// depth 1 with the impossible range `[3, 2][-2, -4]`. There is no integer solution
// (2 * %j == 3 * %j' + 1, %i' == 14 - %j, 2 * %i == %j' + 2 and %i' > %i have none in the
// bounds); Strata answers `false`.
func.func @fm_spurious_dependence(%A: memref<?x?x?xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 2 to 8 {
    affine.for %j = 0 to 10 {
      // expected-remark @below {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark @below {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark @below {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark @below {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark @below {{dependence from 0 to 1 at depth 2 = false}}
      // expected-remark @below {{dependence from 0 to 1 at depth 3 = false}}
      affine.store %c, %A[%i + %i, 2 * %j, 15 - %j] : memref<?x?x?xf32>
      // expected-remark @below {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark @below {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark @below {{dependence from 1 to 0 at depth 3 = false}}
      // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark @below {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark @below {{dependence from 1 to 1 at depth 3 = false}}
      affine.store %c, %A[%j + 2, %j * 3 + 1, %i + 1] : memref<?x?x?xf32>
    }
  }
  return
}

// -----

// mlir-opt 22 drops a loop's step when its lower bound is not a constant, and reports a
// dependence from the load to the store at distance [1, 1] while %i steps by 2 from %n:
// the two subscripts never meet (distance 1 is not a multiple of 2). Strata keeps the stride
// (%i = %n + 2 * k) and answers `false` at both depths.
func.func @symbolic_stride(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 0.0 : f32
  affine.for %i = %n to 50 step 2 {
    // expected-remark @below {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark @below {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark @below {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark @below {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %c, %A[%i] : memref<100xf32>
    // expected-remark @below {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark @below {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark @below {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark @below {{dependence from 1 to 1 at depth 2 = false}}
    %v = affine.load %A[%i + 1] : memref<100xf32>
  }
  return
}
