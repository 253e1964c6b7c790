// scf.forall canonicalization with writes (tensor.parallel_insert_slice), as mlir-opt 22
// registers it: unused results and outputs nothing writes are dropped (their writes
// erased), tensor.dim of a result reads the shared output, a tensor.cast of a shared
// output moves to the result (the writes target the new output argument), loops of single
// iterations become their body and a tensor.insert_slice per write, dimensions of one
// iteration are dropped, empty loops disappear, mapped loops stay; and the
// parallel_insert_slice patterns: constant offsets/sizes/strides made static (the source
// cast before the terminator), casts of the source folded in, a source more dynamic than
// the sizes cast to the static type. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @unused(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: %1 = "test.use"(%arg0, %arg4) : (tensor<8xf32>, tensor<8xf32>) -> index
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unwritten(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: %1 = "test.use"(%arg0) : (tensor<8xf32>) -> index
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg4[%1] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %cast_0 = tensor.cast %arg3 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = "test.use"(%cast_0) : (tensor<?xf32>) -> index
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[%1] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dim(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @consts(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @srccast(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inserter(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [3, %arg2] [1, 1] : tensor<3x?xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @single(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.use"(%arg0, %c0) : (tensor<8xf32>, index) -> index
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @partial(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) = (0) to (%arg2) step (2) shared_outs(%arg4 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mapped(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (1) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast_second(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2xf32>, %arg3: index) -> (tensor<8xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg4) in (%arg3) shared_outs(%arg5 = %arg0, %arg6 = %arg1) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg5[%arg4] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg2 into %arg6[%arg4] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %0#1 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %0#0, %cast : tensor<8xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_writes_one_out(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%arg3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dead_writes(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>, %arg2: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @unused(%a: tensor<8xf32>, %b: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = "test.use"(%o, %p) : (tensor<8xf32>, tensor<8xf32>) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}
func.func @unwritten(%a: tensor<8xf32>, %b: tensor<8xf32>, %s: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = "test.use"(%o) : (tensor<8xf32>) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %p[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @cast(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %x = "test.use"(%o) : (tensor<?xf32>) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%x] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
func.func @dim(%a: tensor<?xf32>, %s: tensor<2xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @consts(%a: tensor<8xf32>, %s: tensor<?xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [%c2] [%c1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @srccast(%a: tensor<8xf32>, %s: tensor<2xf32>, %n: index) -> tensor<8xf32> {
  %c = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i] [%n] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @inserter(%a: tensor<8x8xf32>, %s: tensor<?x?xf32>, %n: index) -> tensor<8x8xf32> {
  %c3 = arith.constant 3 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [%c3, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @single(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %x = "test.use"(%o, %i) : (tensor<8xf32>, index) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @partial(%a: tensor<8x8xf32>, %s: tensor<2x2xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (0, 3) to (%n, 4) step (2, 1) shared_outs(%o = %a) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
    }
  } {tag}
  return %r : tensor<8x8xf32>
}
func.func @zero(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @mapped(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<8xf32>
}
func.func @cast_second(%a: tensor<8xf32>, %b: tensor<4xf32>, %s: tensor<2xf32>, %n: index) -> (tensor<8xf32>, tensor<?xf32>) {
  %c = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %a, %p = %c) -> (tensor<8xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<?xf32>
}
func.func @two_writes_one_out(%a: tensor<8xf32>, %s: tensor<2xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %o[4] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @dead_writes(%a: tensor<8xf32>, %s: tensor<2xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}
