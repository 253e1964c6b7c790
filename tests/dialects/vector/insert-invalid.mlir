// vector dialect: verifier errors of `vector.insert`, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @a(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[1, 2] : f32 into vector<4xf32>
  return
}

// -----

func.func @b(%v: vector<4x4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : f32 into vector<4x4xf32>
  return
}

// -----

func.func @c(%v: vector<4x4xf32>, %s: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[] : vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func.func @d(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[4] : f32 into vector<4xf32>
  return
}

// -----

func.func @e(%v: vector<4xf32>, %s: i32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[1] : i32 into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v[1] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @g(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%s, %v) {static_position = array<i64: 1>} : (f32, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func.func @i(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op requires attribute 'static_position'}}
  %1 = "vector.insert"(%s, %v) : (f32, vector<4xf32>) -> vector<4xf32>
  return
}
