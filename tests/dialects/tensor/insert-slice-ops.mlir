// tensor.insert_slice: custom form, generic form and their round trip, identical to
// mlir-opt 22 (CHECK lines are mlir-opt's output).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @insert(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<?x4xf32>, %arg3: index, %arg4: index) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg3, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg2 into %inserted_slice[%arg3, %arg4] [%arg4, 4] [2, %arg3] {tag} : tensor<?x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_0 : tensor<8x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalar(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[] [] [] : tensor<f32> into tensor<f32>
// CHECK-NEXT: return %inserted_slice : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: %1 = "tensor.insert_slice"(%arg3, %arg2, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<16xf32>, tensor<8x16xf32>, index) -> tensor<8x16xf32>
// GENERIC: %2 = "tensor.insert_slice"(%arg4, %1, %arg5, %arg6, %arg6, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 2, -9223372036854775808>}> {tag} : (tensor<?x4xf32>, tensor<8x16xf32>, index, index, index, index) -> tensor<8x16xf32>
// GENERIC: %0 = "tensor.insert_slice"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, tensor<f32>) -> tensor<f32>

func.func @insert(%t: tensor<8x16xf32>, %row: tensor<16xf32>, %s: tensor<?x4xf32>, %i: index, %n: index) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %a = tensor.insert_slice %row into %t[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  %b = tensor.insert_slice %s into %a[%i, %n] [%n, 4] [2, %i] {tag} : tensor<?x4xf32> into tensor<8x16xf32>
  return %a, %b : tensor<8x16xf32>, tensor<8x16xf32>
}
func.func @scalar(%t: tensor<f32>, %s: tensor<f32>) -> tensor<f32> {
  %a = tensor.insert_slice %s into %t[] [] [] : tensor<f32> into tensor<f32>
  return %a : tensor<f32>
}
