// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// A tensor.cast losing static information moves into scf.for's iteration argument
// (expected output: mlir-opt 22).

// CHECK-LABEL: func.func @for_tensor_cast3(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg3 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = "test.foo"(%cast) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast_0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xf32>
func.func @for_tensor_cast3(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c) -> tensor<?xf32> {
    %x = "test.foo"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  %o = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  return %o : tensor<4xf32>
}
// CHECK-LABEL: func.func @for_tensor_cast4(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: %cast_0 = tensor.cast %arg3 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = "test.foo"(%cast_0) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast_1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
func.func @for_tensor_cast4(%t: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c) -> tensor<?xf32> {
    %x = "test.foo"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
