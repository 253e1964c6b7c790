// scf.forall and scf.forall.in_parallel: custom and generic printing as mlir-opt 22
// prints them (normalized `in (...)` form, general lower/upper/step form with mixed
// static and dynamic values, shared_outs, device mapping attributes, the implicit
// terminator), and round trips through both forms. Expected output is mlir-opt 22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @normalized(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg0, 8) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @general(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) {
// CHECK-NEXT: scf.forall (%arg5) = (%arg0) to (%arg1) step (2) {
// CHECK-NEXT: memref.store %arg4, %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg5, %arg6) = (%arg0, 1) to (%arg1, 9) step (%arg2, %arg2) {
// CHECK-NEXT: memref.store %arg4, %arg3[%arg6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg5) in (%arg1) {
// CHECK-NEXT: memref.store %arg4, %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constant_values(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shared(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<4xf32>, tensor<8xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg3, %arg2 : tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<4xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @one_out(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) = (1) to (%arg1) step (3) shared_outs(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: } {foo = "bar"}
// CHECK-NEXT: } {mapping = [#gpu.block<x>]}
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mapped(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (4, 8) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<linear_dim_2>, #gpu.mask<7>]}
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: scf.forall (%arg3) in (8) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: } {mapping = [#gpu.lane<x>]}
// CHECK-NEXT: } {mapping = [#gpu.warp<z>]}
// CHECK-NEXT: scf.forall (%arg2) in (2) {
// CHECK-NEXT: } {mapping = [#gpu.warpgroup<x>], other}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty_rank() {
// CHECK-NEXT: scf.forall () in () {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<?x?xf32>, f32) -> (), sym_name = "normalized"}> ({
// GENERIC-NEXT: ^bb0(%arg29: index, %arg30: memref<?x?xf32>, %arg31: f32):
// GENERIC-NEXT: "scf.forall"(%arg29) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC-NEXT: ^bb0(%arg32: index, %arg33: index):
// GENERIC-NEXT: "memref.store"(%arg31, %arg30, %arg32, %arg33) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, memref<?xf32>, f32) -> (), sym_name = "general"}> ({
// GENERIC-NEXT: ^bb0(%arg20: index, %arg21: index, %arg22: index, %arg23: memref<?xf32>, %arg24: f32):
// GENERIC-NEXT: "scf.forall"(%arg20, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg28: index):
// GENERIC-NEXT: "memref.store"(%arg24, %arg23, %arg28) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC-NEXT: "scf.forall"(%arg20, %arg21, %arg22, %arg22) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, staticLowerBound = array<i64: -9223372036854775808, 1>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 9>}> ({
// GENERIC-NEXT: ^bb0(%arg26: index, %arg27: index):
// GENERIC-NEXT: "memref.store"(%arg24, %arg23, %arg27) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: "scf.forall"(%arg21) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg25: index):
// GENERIC-NEXT: "memref.store"(%arg24, %arg23, %arg25) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<?xf32>, f32) -> (), sym_name = "constant_values"}> ({
// GENERIC-NEXT: ^bb0(%arg16: index, %arg17: memref<?xf32>, %arg18: f32):
// GENERIC-NEXT: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: "scf.forall"(%3, %arg16, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg19: index):
// GENERIC-NEXT: "memref.store"(%arg18, %arg17, %arg19) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>), sym_name = "shared"}> ({
// GENERIC-NEXT: ^bb0(%arg11: tensor<4xf32>, %arg12: tensor<8xf32>):
// GENERIC-NEXT: %1:2 = "scf.forall"(%arg11, %arg12) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg13: index, %arg14: tensor<4xf32>, %arg15: tensor<8xf32>):
// GENERIC-NEXT: %2 = "tensor.dim"(%arg14, %arg13) : (tensor<4xf32>, index) -> index
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>)
// GENERIC-NEXT: "func.return"(%1#0, %1#1) : (tensor<4xf32>, tensor<8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?xf32>, index) -> tensor<?xf32>, sym_name = "one_out"}> ({
// GENERIC-NEXT: ^bb0(%arg7: tensor<?xf32>, %arg8: index):
// GENERIC-NEXT: %0 = "scf.forall"(%arg8, %arg7) <{mapping = [#gpu.block<x>], operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 1>, staticStep = array<i64: 3>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg9: index, %arg10: tensor<?xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) {foo = "bar"} : () -> ()
// GENERIC-NEXT: }) : (index, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?xf32>, f32) -> (), sym_name = "mapped"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<?xf32>, %arg1: f32):
// GENERIC-NEXT: "scf.forall"() <{mapping = [#gpu.thread<y>, #gpu.thread<linear_dim_2>, #gpu.mask<7>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 8>}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT: "memref.store"(%arg1, %arg0, %arg5) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "scf.forall"() <{mapping = [#gpu.warp<z>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: "scf.forall"() <{mapping = [#gpu.lane<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index):
// GENERIC-NEXT: "memref.store"(%arg1, %arg0, %arg4) : (f32, memref<?xf32>, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "scf.forall"() <{mapping = [#gpu.warpgroup<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {other} : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "empty_rank"}> ({
// GENERIC-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @normalized(%n: index, %m: memref<?x?xf32>, %v: f32) {
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @general(%lb: index, %n: index, %s: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i) = (%lb) to (%n) step (2) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.forall (%i, %j) = (%lb, 1) to (%n, 9) step (%s, %s) {
    memref.store %v, %m[%j] : memref<?xf32>
  }
  scf.forall (%i) = (0) to (%n) step (1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// Constant lower bound and step values print in the normalized form (their operands
// are no longer shown), as mlir-opt prints them.
func.func @constant_values(%n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @shared(%t: tensor<4xf32>, %u: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xf32>) {
    %d = tensor.dim %o, %i : tensor<4xf32>
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xf32>
}

func.func @one_out(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %r = scf.forall (%i) = (1) to (%n) step (3) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    } {foo = "bar"}
  } {mapping = [#gpu.block<x>]}
  return %r : tensor<?xf32>
}

func.func @mapped(%m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j) in (4, 8) {
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<linear_dim_2>, #gpu.mask<7>]}
  scf.forall (%i) in (4) {
    scf.forall (%j) in (8) {
      memref.store %v, %m[%j] : memref<?xf32>
    } {mapping = [#gpu.lane<x>]}
  } {mapping = [#gpu.warp<z>]}
  scf.forall (%i) in (2) {
  } {mapping = [#gpu.warpgroup<x>], other}
  return
}

func.func @empty_rank() {
  scf.forall () in () {
  }
  return
}

