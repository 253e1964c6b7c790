// ub dialect: `ub.poison` verifier and custom-form parse errors, with mlir-opt 22's
// wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: f32) {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%x) : (f32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() <{value = #ub.poison}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : f32
  return
}
