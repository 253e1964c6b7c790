// tensor dialect: verifier and custom-form parse errors of `tensor.dim`, `tensor.cast`
// and `tensor.extract`, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %d = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %d = "tensor.dim"(%t, %i) : (tensor<f32>, index) -> index
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %d = "tensor.dim"(%t, %i) : (tensor<4xf32>, i32) -> index
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.dim' op expected 2 operands, but found 1}}
  %d = "tensor.dim"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @f(%t: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %d = tensor.dim %t, %i : memref<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %x = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %x = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x?xf32>' are cast incompatible}}
  %x = tensor.cast %t : tensor<4xf32> to tensor<4x?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %x = "tensor.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%t: vector<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  %x = "tensor.cast"(%t) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %x = tensor.cast %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%t: memref<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %x = tensor.cast %t : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %x = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %x = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %x = "tensor.extract"(%t, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %x = "tensor.extract"(%t, %i) : (tensor<4xf32>, i32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.extract' op expected 1 or more operands, but found 0}}
  %x = "tensor.extract"() : () -> f32
  return
}

// -----

func.func @f(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %x = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @f(%t: vector<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'vector<4xf32>'}}
  %x = tensor.extract %t[%i] : vector<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{expected ']'}}
  %x = tensor.extract %t[%i : tensor<4xf32>
  return
}
