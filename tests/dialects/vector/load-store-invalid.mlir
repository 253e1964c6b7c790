// vector.load / vector.store verifier errors with mlir-opt 22's wording: index count,
// element types, ranks, vectors as memref elements, unit innermost stride.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @a(%m: memref<4x8xf32>, %i: index) -> vector<8xf32> {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %v = vector.load %m[%i] : memref<4x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----
func.func @b(%m: memref<4x8xf32>, %i: index) -> vector<8xi32> {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xi32>
  return %v : vector<8xi32>
}
// -----
func.func @c(%m: memref<8xf32>, %i: index) -> vector<2x8xf32> {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %v = vector.load %m[%i] : memref<8xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}
// -----
func.func @d(%m: memref<4x8xvector<4xf32>>, %i: index) -> vector<8xf32> {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %v = vector.load %m[%i, %i] : memref<4x8xvector<4xf32>>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----
func.func @e(%m: memref<4x8xf32, strided<[8, 2]>>, %i: index) -> vector<8xf32> {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %m[%i, %i] : memref<4x8xf32, strided<[8, 2]>>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----
func.func @f(%m: memref<4x8xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<4x8xf32>, vector<8xi32>
  return
}
// -----
func.func @g(%m: memref<8xf32>, %i: index, %v: vector<2x8xf32>) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<8xf32>, vector<2x8xf32>
  return
}
// -----
func.func @h(%m: memref<4x8xf32>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<4x8xf32>, vector<8xf32>
  return
}
// -----
func.func @k(%m: memref<4x8xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i, %i] : memref<4x8xvector<4xf32>>, vector<8xf32>
  return
}
