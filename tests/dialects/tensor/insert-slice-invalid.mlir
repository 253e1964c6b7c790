// tensor.insert_slice: verifier diagnostics with mlir-opt 22's messages (checked with
// mlir-opt --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @result_type(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %g = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>) -> tensor<8x17xf32>
  return
}

// -----

func.func @size_mismatch(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch)}}
  %g = tensor.insert_slice %s into %t[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @dynamic_source(%t: tensor<8x16xf32>, %s: tensor<?x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %g = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @out_of_bounds(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
  %g = tensor.insert_slice %s into %t[0, 14] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @ranks(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %g = tensor.insert_slice %s into %t[0, 0] [4, 4] [1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @element(%t: tensor<8x16xf32>, %s: tensor<4x4xi32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %g = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<8x16xf32>
  return
}

// -----

func.func @memref_dest(%t: memref<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'memref<8x16xf32>'}}
  %g = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into memref<8x16xf32>
  return
}
