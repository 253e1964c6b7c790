// scf.forall canonicalization, as mlir-opt 22 registers it: constant bound values become
// static, dimensions with one iteration are dropped (their induction variable becomes
// the lower bound; mapped loops keep them), loops with an empty dimension or the same
// lower and upper bound value disappear, loops of single iterations are inlined, results
// no parallel-combining op writes are replaced by their shared outputs (loops with
// writes: forall-writes-canonicalize.mlir), tensor.dim of a result reads the shared output and a tensor.cast that
// only loses static information moves from a shared output to the results. Expected output is
// mlir-opt 22's.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @control_operands(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: scf.forall (%arg3) = (2) to (10) step (3) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_trip(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @single_dim(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, 0) to (%arg0, 8) step (1, 4) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %arg1[%c5] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %arg1[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all_single(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c3] : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mapped_single(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (1, 8) {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unused_out(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: return %arg1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dim_of_result(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: "foo.use"(%dim_0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @same_bounds(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @partial_outs(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %c2 : tensor<4xf32>
// CHECK-NEXT: "foo.use"(%dim, %arg2) : (index, index) -> ()
// CHECK-NEXT: } {foo = 1 : i32}
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @keep_attrs(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: } {foo = 1 : i32, mapping = []}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all_single_outs(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: "foo.use"(%c4) : (index) -> ()
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic_step(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3) = (0) to (1) step (%arg2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @negative_range(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: scf.forall (%arg4) = (%arg3) to (%arg2) step (4) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @invariant(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: memref.store %0, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outs_attr(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4xf32>
// CHECK-NEXT: "foo.use"(%dim, %arg2) : (index, index) -> ()
// CHECK-NEXT: } {foo = 1 : i32}
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast_out(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4xf32>
// CHECK-NEXT: "foo.use"(%dim) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @control_operands(%n: index, %m: memref<?xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (%c2) to (%c10) step (%c3) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @zero_trip(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) in (%n, 0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %d = tensor.dim %o, %i : tensor<4xf32>
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
func.func @single_dim(%n: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j, %k) = (0, 5, 0) to (%n, 6, 8) step (1, 1, 4) {
    memref.store %v, %m[%i] : memref<?xf32>
    memref.store %v, %m[%j] : memref<?xf32>
    memref.store %v, %m[%k] : memref<?xf32>
  }
  return
}
func.func @all_single(%m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j) = (3, 0) to (4, 1) step (1, 1) {
    memref.store %v, %m[%i] : memref<?xf32>
    memref.store %v, %m[%j] : memref<?xf32>
  }
  return
}
func.func @mapped_single(%m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j) in (1, 8) {
    memref.store %v, %m[%i] : memref<?xf32>
    memref.store %v, %m[%j] : memref<?xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}
func.func @unused_out(%t: tensor<4xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#1 : tensor<8xf32>
}
func.func @dim_of_result(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    "foo.use"(%d) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @same_bounds(%n: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i) = (%n) to (%n) step (1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @partial_outs(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) = (0, 2) to (%n, 3) step (1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %d = tensor.dim %o, %j : tensor<4xf32>
    "foo.use"(%d, %i) : (index, index) -> ()
    scf.forall.in_parallel {
    }
  } {foo = 1 : i32}
  return %r : tensor<4xf32>
}
func.func @keep_attrs(%m: memref<?xf32>, %v: f32, %n: index) {
  scf.forall (%i, %j) in (1, %n) {
    memref.store %v, %m[%i] : memref<?xf32>
    memref.store %v, %m[%j] : memref<?xf32>
  } {foo = 1 : i32, mapping = []}
  return
}
func.func @all_single_outs(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %d = tensor.dim %o, %i : tensor<4xf32>
    "foo.use"(%d) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
func.func @dynamic_step(%m: memref<?xf32>, %v: f32, %s: index) {
  scf.forall (%i) = (0) to (1) step (%s) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @negative_range(%m: memref<?xf32>, %v: f32) {
  scf.forall (%i) = (5) to (2) step (1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @nested(%m: memref<?xf32>, %v: f32, %n: index) {
  scf.forall (%i) in (%n) {
    scf.forall (%j) = (%i) to (%n) step (4) {
      %x = arith.addi %i, %j : index
      memref.store %v, %m[%x] : memref<?xf32>
    }
  }
  return
}
func.func @invariant(%m: memref<?xf32>, %v: f32, %n: index) {
  scf.forall (%i) in (%n) {
    %c = arith.addf %v, %v : f32
    memref.store %c, %m[%i] : memref<?xf32>
  }
  return
}
func.func @outs_attr(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %d = tensor.dim %o, %i : tensor<4xf32>
    "foo.use"(%d, %i) : (index, index) -> ()
    scf.forall.in_parallel {
    }
  } {foo = 1 : i32}
  return %r : tensor<4xf32>
}
func.func @cast_out(%t: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %d = tensor.dim %o, %i : tensor<?xf32>
    "foo.use"(%d) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<?xf32>
}

