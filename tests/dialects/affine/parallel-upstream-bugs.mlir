// UPSTREAM-BUG: affine.parallel ops whose operands do not match their bound maps. mlir-opt 22
// does not check the count: its verifier reads past the operand list (a missing lower
// bound operand is reported as "operand cannot be used as a symbol" by chance) and its
// printer crashes (segfault in AffineParallelOp::print). Strata reports the count. Not
// validated against mlir-opt; the differential test skips this file.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @missing_upper_operand() {
  // expected-error @+1 {{'affine.parallel' op expected 1 operands for the lower (0) and upper (1) bounds maps, but found 0}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_lower_operand() {
  // expected-error @+1 {{'affine.parallel' op expected 1 operands for the lower (1) and upper (0) bounds maps, but found 0}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @extra_operand(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected 0 operands for the lower (0) and upper (0) bounds maps, but found 1}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
