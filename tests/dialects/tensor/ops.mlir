// tensor dialect: `tensor.dim`, `tensor.cast` and `tensor.extract` in custom and generic
// form with their result names (%dim, %cast, %extracted), identical to mlir-opt 22, and
// round trips.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @tensor_ops
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim {foo.a} %arg1, %c1 : tensor<*xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg0 {foo.b} : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %cast_1 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_3 = tensor.cast %arg3 : tensor<i32> to tensor<i32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %c1] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_4 = tensor.extract %cast[%arg2, %arg2] {foo.c} : tensor<?x?xf32>
// CHECK-NEXT: %extracted_5 = tensor.extract %arg3[] : tensor<i32>
// CHECK-NEXT: %0 = "foo.use"(%dim, %dim_0, %extracted, %extracted_4, %extracted_5) : (index, index, f32, f32, i32) -> index
// CHECK-NEXT: return %cast_2 : tensor<4x8xf32>
// GENERIC-LABEL: sym_name = "tensor_ops"
// GENERIC: %1 = "tensor.dim"(%arg0, %arg2) : (tensor<4x?xf32>, index) -> index
// GENERIC-NEXT: %2 = "tensor.dim"(%arg1, %0) {foo.a} : (tensor<*xf32>, index) -> index
// GENERIC-NEXT: %3 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %4 = "tensor.cast"(%arg0) {foo.b} : (tensor<4x?xf32>) -> tensor<*xf32>
// GENERIC-NEXT: %5 = "tensor.cast"(%4) : (tensor<*xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %6 = "tensor.cast"(%arg3) : (tensor<i32>) -> tensor<i32>
// GENERIC-NEXT: %7 = "tensor.extract"(%arg0, %arg2, %0) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: %8 = "tensor.extract"(%3, %arg2, %arg2) {foo.c} : (tensor<?x?xf32>, index, index) -> f32
// GENERIC-NEXT: %9 = "tensor.extract"(%arg3) : (tensor<i32>) -> i32
func.func @tensor_ops(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %s: tensor<i32>) -> tensor<4x8xf32> {
  %c = arith.constant 1 : index
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %d2 = tensor.dim {foo.a} %u, %c : tensor<*xf32>
  %x = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %y = tensor.cast %t {foo.b} : tensor<4x?xf32> to tensor<*xf32>
  %z = "tensor.cast"(%y) : (tensor<*xf32>) -> tensor<4x8xf32>
  %w = tensor.cast %s : tensor<i32> to tensor<i32>
  %e = tensor.extract %t[%i, %c] : tensor<4x?xf32>
  %e2 = tensor.extract %x[%i, %i] {foo.c} : tensor<?x?xf32>
  %e3 = tensor.extract %s[] : tensor<i32>
  %r = "foo.use"(%d, %d2, %e, %e2, %e3) : (index, index, f32, f32, i32) -> index
  return %z : tensor<4x8xf32>
}
