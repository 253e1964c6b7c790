// builtin dialect: `builtin.unrealized_conversion_cast` verifier and custom-form parse
// errors, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: f32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (f32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = builtin.unrealized_conversion_cast %a, %a : f32 to i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected non-function type}}
  %0 = builtin.unrealized_conversion_cast %a : f32 to
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %a : f32 i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%a: f32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = builtin.unrealized_conversion_cast %a : i32 to f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
  %0 = "builtin.unrealized_conversion_cast"(%a) ({}) : (f32) -> i32
  return
}
