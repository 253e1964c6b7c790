// Partial dialect conversion failures (through arith-expand): an op explicitly marked
// illegal that no pattern can legalize fails the pass with mlir-opt's message, at the
// op's location; ops converted before the failure are rolled back. Checked against
// mlir-opt 22.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --arith-expand=include-bf16

func.func @scale_not_convertible(%a: f8E5M2, %b: f8E5M2) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'arith.scaling_extf' that was explicitly marked illegal}}
  %0 = arith.scaling_extf %a, %b : f8E5M2, f8E5M2 to f32
  return %0 : f32
}

// -----

func.func @rounding_mode(%a: i32, %b: i32, %x: f32) -> (i32, bf16) {
  %0 = arith.ceildivsi %a, %b : i32
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %1 = arith.truncf %x to_nearest_even : f32 to bf16
  return %0, %1 : i32, bf16
}

// -----

// Ops of unknown legality that cannot be legalized are fine in a partial conversion.
func.func @unknown_ok(%a: i32) -> i32 {
  %0 = "foo.op"(%a) : (i32) -> i32
  %1 = arith.maxsi %0, %a : i32
  return %1 : i32
}
