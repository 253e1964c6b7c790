// UPSTREAM-BUG: a 0-dimensional affine.parallel becomes a 0-dimensional scf.parallel,
// which fails verification after the pass, in mlir-opt 22 as in Strata.
// RUN: strata-opt %s --lower-affine --verify-diagnostics

func.func @zero_dims() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  affine.parallel () = () to () {
  }
  return
}
