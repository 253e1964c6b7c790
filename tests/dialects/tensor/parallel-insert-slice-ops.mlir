// tensor.parallel_insert_slice inside scf.forall.in_parallel: custom form, generic form and
// their round trip, identical to mlir-opt 22 (CHECK lines are mlir-opt's output).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @tiles(%t: tensor<8x16xf32>, %tile: tensor<4x?xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %tile into %o[%off, 0] [4, %n] [1, 1] {tag} : tensor<4x?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @two_outputs(%a: tensor<?x?xf32>, %b: tensor<8xi32>, %s: tensor<?xf32>, %v: tensor<2xi32>, %n: index, %m: index) -> (tensor<?x?xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i, %j) = (0, %n) to (%m, 8) step (2, %n) shared_outs(%o = %a, %p = %b) -> (tensor<?x?xf32>, tensor<8xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, %n] [%m, 2] : tensor<?xf32> into tensor<?x?xf32>
      tensor.parallel_insert_slice %v into %p[%j] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<8xi32>
}
func.func @zero_d(%t: tensor<f32>, %s: tensor<f32>) -> tensor<f32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<f32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[] [] [] : tensor<f32> into tensor<f32>
    }
  }
  return %r : tensor<f32>
}

// CHECK-LABEL: func.func @tiles(%arg0: tensor<8x16xf32>, %arg1: tensor<4x?xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK: %0 = scf.forall (%arg3) in (2) shared_outs(%arg4 = %arg0) -> (tensor<8x16xf32>) {
// CHECK: %1 = affine.apply #map(%arg3)
// CHECK: scf.forall.in_parallel {
// CHECK: tensor.parallel_insert_slice %arg1 into %arg4[%1, 0] [4, %arg2] [1, 1] {tag} : tensor<4x?xf32> into tensor<8x16xf32>
// CHECK: return %0 : tensor<8x16xf32>
// CHECK-LABEL: func.func @two_outputs(%arg0: tensor<?x?xf32>, %arg1: tensor<8xi32>, %arg2: tensor<?xf32>, %arg3: tensor<2xi32>, %arg4: index, %arg5: index) -> (tensor<?x?xf32>, tensor<8xi32>) {
// CHECK: %0:2 = scf.forall (%arg6, %arg7) = (0, %arg4) to (%arg5, 8) step (2, %arg4) shared_outs(%arg8 = %arg0, %arg9 = %arg1) -> (tensor<?x?xf32>, tensor<8xi32>) {
// CHECK: scf.forall.in_parallel {
// CHECK: tensor.parallel_insert_slice %arg2 into %arg8[%arg6, %arg7] [1, %arg4] [%arg5, 2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK: tensor.parallel_insert_slice %arg3 into %arg9[%arg7] [2] [1] : tensor<2xi32> into tensor<8xi32>
// CHECK: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK: return %0#0, %0#1 : tensor<?x?xf32>, tensor<8xi32>
// CHECK-LABEL: func.func @zero_d(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<f32>) {
// CHECK: scf.forall.in_parallel {
// CHECK: tensor.parallel_insert_slice %arg1 into %arg3[] [] [] : tensor<f32> into tensor<f32>
// CHECK: return %0 : tensor<f32>
// GENERIC: "tensor.parallel_insert_slice"(%arg15, %arg18, %3, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> {tag} : (tensor<4x?xf32>, tensor<8x16xf32>, index, index) -> ()
// GENERIC: "tensor.parallel_insert_slice"(%arg6, %arg12, %arg10, %arg11, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 2>}> : (tensor<?xf32>, tensor<?x?xf32>, index, index, index, index) -> ()
// GENERIC: "tensor.parallel_insert_slice"(%arg7, %arg13, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xi32>, tensor<8xi32>, index) -> ()
// GENERIC: "tensor.parallel_insert_slice"(%arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, tensor<f32>) -> ()
