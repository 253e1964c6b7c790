// Differential corpus: affine.delinearize_index, affine.linearize_index, scf.forall and
// scf.forall.in_parallel in the forms and combinations the folds, canonicalization
// patterns, region-branch and loop interfaces see (constant and dynamic bases, disjoint
// pairs, nested loops, shared outputs, mappings, invariant code, dead results).

func.func @index_ops(%x: index, %n: index, %a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0:3 = affine.delinearize_index %x into (%n, %c4) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (%n, 4) : index
  %2:2 = affine.delinearize_index %1 into (%c1, %n) : index, index
  %3 = affine.linearize_index [%c0, %a, %b] by (%n, 7) : index
  %4 = affine.linearize_index disjoint [%a, %b] by (%c1, %n) : index
  %5:2 = affine.delinearize_index %4 into (%n) : index, index
  %6 = arith.addi %2#1, %5#1 : index
  return %3, %6, %0#0 : index, index, index
}

func.func @index_constants() -> (index, index, index) {
  %c100 = arith.constant 100 : index
  %c7 = arith.constant 7 : index
  %c-9 = arith.constant -9 : index
  %0:3 = affine.delinearize_index %c100 into (3, 7) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (5, 3, 7) : index
  %2:2 = affine.delinearize_index %c-9 into (%c7) : index, index
  %3 = affine.linearize_index [%2#0, %2#1, %c7] by (2, 8) : index
  return %1, %3, %0#2 : index, index, index
}

func.func @index_in_loops(%m: memref<64xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 64 {
    %0:2 = affine.delinearize_index %i into (8, 8) : index, index
    %1 = affine.linearize_index disjoint [%0#1, %0#0] by (8, 8) : index
    memref.store %v, %m[%1] : memref<64xf32>
  }
  scf.forall (%i, %j) in (8, 8) {
    %0 = affine.linearize_index disjoint [%i, %j] by (8, 8) : index
    %1:2 = affine.delinearize_index %0 into (8, 8) : index, index
    %2 = affine.linearize_index [%1#1, %1#0] by (8, 8) : index
    memref.store %v, %m[%2] : memref<64xf32>
  }
  return
}

func.func @forall_forms(%m: memref<?x?xf32>, %v: f32, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i, %j) in (%n, 16) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i, %j) = (%c0, 2) to (%n, %c3) step (%c1, %s) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i) = (%n) to (%n) step (%s) {
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
  }
  scf.forall (%i, %j) in (1, 1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i, %j) in (4, 1) {
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%i, %j] : memref<?x?xf32>
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return
}

func.func @forall_outs(%t: tensor<?x8xf32>, %u: tensor<4xi32>, %n: index, %m: memref<?xi32>) -> (tensor<?x8xf32>, index) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<?x8xf32>, tensor<4xi32>) {
    %d = tensor.dim %o, %c0 : tensor<?x8xf32>
    %e = tensor.extract %p[%i] : tensor<4xi32>
    memref.store %e, %m[%d] : memref<?xi32>
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>]}
  %d = tensor.dim %r#0, %c0 : tensor<?x8xf32>
  return %r#0, %d : tensor<?x8xf32>, index
}

func.func @forall_nested(%m: memref<?xf32>, %v: f32, %n: index, %b: i1) {
  scf.forall (%i) in (%n) {
    %k = arith.muli %n, %n : index
    scf.forall (%j) = (%i) to (%n) step (4) {
      %x = arith.addi %k, %j : index
      memref.store %v, %m[%x] : memref<?xf32>
    }
    scf.if %b {
      memref.store %v, %m[%i] : memref<?xf32>
    }
  }
  return
}
