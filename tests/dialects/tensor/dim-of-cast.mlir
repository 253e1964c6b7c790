// tensor.dim of a tensor.cast reads the cast's source (upstream's DimOfCastOp), whatever
// the cast's direction. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @dim_of_cast(%arg0: tensor<4x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: return %dim, %dim_0, %c8 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @dim_of_cast(%t: tensor<4x?xf32>, %i: index) -> (index, index, index) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %c, %i : tensor<?x?xf32>
  %u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %d1 = tensor.dim %u, %i : tensor<*xf32>
  %s = tensor.cast %c : tensor<?x?xf32> to tensor<4x8xf32>
  %c1 = arith.constant 1 : index
  %d2 = tensor.dim %s, %c1 : tensor<4x8xf32>
  return %d0, %d1, %d2 : index, index, index
}

