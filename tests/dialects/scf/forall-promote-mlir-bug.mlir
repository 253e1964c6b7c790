// scf.forall of single iterations becomes its body and a tensor.insert_slice per write.
// UPSTREAM-BUG marker: the differential sweep skips this file (mlir-opt 22 gives the wrong output).
// MLIR-OPT BUG (deliberate difference): mlir-opt 22's `promote` pairs the i-th
// parallel_insert_slice with the i-th result, so writes out of output order swap the
// results (@single_two: mlir-opt returns the insert into %arg1 as result 0) and a second
// write into the same output is dropped (@two_writes_single: mlir-opt returns only the
// first insert). Strata gives result i the output i with every write into it applied in
// order. The CHECK lines are Strata's (correct) output.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @single_two(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg1[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg2 into %arg0[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice_0, %inserted_slice : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_writes_single(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice_0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @single_two(%a: tensor<8xf32>, %b: tensor<8xf32>, %s: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i, %j) in (1, 1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @two_writes_single(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %o[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
