// tensor dialect: `tensor.dim` folds under --canonicalize as mlir-opt 22 folds them: a
// static dimension at a constant index becomes an `arith.constant`, a `tensor.cast` source
// at least as static is looked through; dynamic, out-of-range and unranked cases stay.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<*xf32>) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c7 : tensor<4x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c-1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg2, %c1 : tensor<*xf32>
// CHECK-NEXT: return %c4, %dim, %dim_0, %dim_1, %c5, %dim_2 : index, index, index, index, index, index
func.func @f(%t: tensor<4x?xf32>, %s: tensor<4x5xf32>, %u: tensor<*xf32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %cm = arith.constant -1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %d7 = tensor.dim %t, %c7 : tensor<4x?xf32>
  %dm = tensor.dim %t, %cm : tensor<4x?xf32>
  %x = tensor.cast %s : tensor<4x5xf32> to tensor<?x?xf32>
  %dx = tensor.dim %x, %c1 : tensor<?x?xf32>
  %du = tensor.dim %u, %c1 : tensor<*xf32>
  return %d0, %d1, %d7, %dm, %dx, %du : index, index, index, index, index, index
}
