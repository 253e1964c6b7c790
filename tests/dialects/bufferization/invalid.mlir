// Verifier and parser errors of the bufferization ops, with mlir-opt 22's messages.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%m: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'vector<4xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'vector<4xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op requires a single operand}}
  %0 = "bufferization.to_tensor"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op attribute 'restrict' failed to satisfy constraint: unit attribute}}
  %0 = "bufferization.to_tensor"(%m) {restrict = 1 : i32} : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

// mlir-opt 22 reports `shapes do not match` as an error of its own before this one;
// Strata's verifier reports one error per op.
func.func @f(%m: memref<4x?xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x3xf32>
  return
}

// -----

// As above, after `element types do not match`.
func.func @f(%m: memref<*xi32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<*xi32> to tensor<*xf32>
  return
}

// -----

func.func @f(%t: vector<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  "bufferization.materialize_in_destination"(%t, %m) {writable} : (vector<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: i32) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #1 must be shaped of any type values, but got 'i32'}}
  "bufferization.materialize_in_destination"(%t, %m) {writable} : (tensor<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%t, %m) : (tensor<4xf32>, tensor<4xf32>) -> (memref<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result group starting at #0 requires 0 or 1 element, but found 2}}
  "bufferization.materialize_in_destination"(%t, %m) {writable} : (tensor<4xf32>, memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xi32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xi32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4x1xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x1xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{expected SSA operand}}
  bufferization.materialize_in_destination %t in writable restrict %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
