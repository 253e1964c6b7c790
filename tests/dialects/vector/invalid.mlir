// vector dialect: verifier and custom-form parse errors of `vector.extract` and
// `vector.broadcast`, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %x = vector.extract %v[0, 1, 2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %x = vector.extract %v[%i, 1, 2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %x = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %x = vector.extract %v[0, -2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %x = "vector.extract"(%v, %i) <{static_position = array<i64: 1>}> : (vector<4x8xf32>, index) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %x = vector.extract %v[-9223372036854775808] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
  %x = "vector.extract"(%v) : (vector<4x8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op attribute 'static_position' failed to satisfy constraint: i64 dense array attribute}}
  %x = "vector.extract"(%v) {static_position = array<i32: 1>} : (vector<4x8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'vector.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %x = "vector.extract"(%v, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>, i32) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'tensor<4x8xf32>'}}
  %x = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (tensor<4x8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %x = vector.extract %v[0] : vector<8xi32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %x = vector.extract %v[0, 0] : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'tensor<4x8xf32>'}}
  %x = vector.extract %v[1] : f32 from tensor<4x8xf32>
  return
}

// -----

func.func @f(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %x = vector.broadcast %s : vector<4xf32> to vector<4x3xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %x = vector.broadcast %s : vector<[4]xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %x = vector.broadcast %s : vector<4xf32> to vector<[4]xf32>
  return
}

// -----

func.func @f(%s: vector<[1]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 4)}}
  %x = vector.broadcast %s : vector<[1]xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%s: vector<4x1xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %x = vector.broadcast %s : vector<4x1xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %x = vector.broadcast %s : f32 to vector<4xi32>
  return
}

// -----

func.func @f(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %x = vector.broadcast %s : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @f(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
  %x = "vector.broadcast"(%s) : (f32) -> f32
  return
}

// -----

func.func @f(%s: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %x = vector.broadcast %s : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.broadcast' op requires a single operand}}
  %x = "vector.broadcast"() : () -> vector<4xf32>
  return
}

// -----

func.func @f(%s: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %x = vector.broadcast %s : f32 to f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %x = vector.extract %v : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %x = vector.extract %v[%i : index] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{custom op 'vector.extract' expected integer value}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %x = vector.extract %v[a] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{custom op 'vector.extract' expected integer value}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %x = vector.extract %v[1,] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{custom op 'vector.extract' integer value too large}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %x = vector.extract %v[99999999999999999999] : vector<8xf32> from vector<4x8xf32>
  return
}
