// RUN: strata-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: strata-opt %s --remove-dead-values | FileCheck %s --check-prefix=RDV

// llvm.extractvalue folds under the sparse constant propagation of sccp and
// remove-dead-values, as mlir-opt 22 has them: a fold that updates the op in place and
// gives no value is undone, one that moves the container down an insertvalue chain and
// then gives a value or a constant keeps the move. CHECK lines from mlir-opt 22.

llvm.func @use_i64(i64)

// The walk down the insertvalue chain ends at a constant (poison, a dense array): the
// fold gives a constant, and the moved container is kept.
llvm.func @to_poison(%a: i64, %b: i64, %p: !llvm.ptr) {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %2 = llvm.insertvalue %a, %1[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %3 = llvm.insertvalue %b, %2[2, 0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %4 = llvm.extractvalue %3[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  llvm.call @use_i64(%4) : (i64) -> ()
  llvm.return
}

llvm.func @to_dense(%a: i64) {
  %0 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>
  %1 = llvm.insertvalue %a, %0[1] : !llvm.array<3 x i64>
  %2 = llvm.extractvalue %1[2] : !llvm.array<3 x i64>
  llvm.call @use_i64(%2) : (i64) -> ()
  llvm.return
}

// The walk ends at an argument: an in-place update only, which sccp undoes.
llvm.func @to_argument(%a: i64, %s: !llvm.struct<(ptr, i64, array<2 x i64>)>) {
  %0 = llvm.insertvalue %a, %s[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.extractvalue %0[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  llvm.call @use_i64(%1) : (i64) -> ()
  llvm.return
}

// The merge of nested extractvalues is an in-place update too, even from poison.
llvm.func @nested(%a: i64) {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.insertvalue %a, %0[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %2 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %3 = llvm.extractvalue %2[1] : !llvm.array<2 x i64>
  llvm.call @use_i64(%3) : (i64) -> ()
  llvm.return
}

// A walk that ends at the inserted value keeps the moved container.
llvm.func @to_value(%a: i64, %b: i64) -> i64 {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i64, i64)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i64, i64)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i64)>
  llvm.return %3 : i64
}

llvm.func @callee() -> i64 {
  %0 = llvm.mlir.constant(3 : i64) : i64
  llvm.return %0 : i64
}

// Folded only once the call's result is known (after its first visit): under
// remove-dead-values the insertvalue it no longer uses stays, as liveness saw it first.
llvm.func @late(%d: i64) {
  %s = llvm.call @callee() : () -> i64
  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %1 = llvm.insertvalue %s, %0[0] : !llvm.struct<(i64, i64)>
  %2 = llvm.insertvalue %d, %1[1] : !llvm.struct<(i64, i64)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i64)>
  llvm.call @use_i64(%3) : (i64) -> ()
  llvm.return
}

// SCCP-LABEL: llvm.func @use_i64(i64)
// SCCP-LABEL: llvm.func @to_poison(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr) {
// SCCP-NEXT:  %0 = llvm.mlir.poison : i64
// SCCP-NEXT:  %1 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %2 = llvm.insertvalue %arg2, %1[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %4 = llvm.insertvalue %arg1, %3[2, 0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  llvm.call @use_i64(%0) : (i64) -> ()
// SCCP-NEXT:  llvm.return
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @to_dense(%arg0: i64) {
// SCCP-NEXT:  %0 = llvm.mlir.constant(3 : i64) : i64
// SCCP-NEXT:  %1 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>
// SCCP-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.array<3 x i64>
// SCCP-NEXT:  llvm.call @use_i64(%0) : (i64) -> ()
// SCCP-NEXT:  llvm.return
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @to_argument(%arg0: i64, %arg1: !llvm.struct<(ptr, i64, array<2 x i64>)>) {
// SCCP-NEXT:  %0 = llvm.insertvalue %arg0, %arg1[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %1 = llvm.extractvalue %0[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  llvm.call @use_i64(%1) : (i64) -> ()
// SCCP-NEXT:  llvm.return
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @nested(%arg0: i64) {
// SCCP-NEXT:  %0 = llvm.mlir.poison : !llvm.array<2 x i64>
// SCCP-NEXT:  %1 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// SCCP-NEXT:  %3 = llvm.extractvalue %0[1] : !llvm.array<2 x i64>
// SCCP-NEXT:  llvm.call @use_i64(%3) : (i64) -> ()
// SCCP-NEXT:  llvm.return
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @to_value(%arg0: i64, %arg1: i64) -> i64 {
// SCCP-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  %3 = llvm.extractvalue %1[0] : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  llvm.return %3 : i64
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @callee() -> i64 {
// SCCP-NEXT:  %0 = llvm.mlir.constant(3 : i64) : i64
// SCCP-NEXT:  llvm.return %0 : i64
// SCCP-NEXT:  }
// SCCP-LABEL: llvm.func @late(%arg0: i64) {
// SCCP-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  %1 = llvm.mlir.constant(3 : i64) : i64
// SCCP-NEXT:  %2 = llvm.call @callee() : () -> i64
// SCCP-NEXT:  %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(i64, i64)>
// SCCP-NEXT:  llvm.call @use_i64(%1) : (i64) -> ()
// SCCP-NEXT:  llvm.return
// SCCP-NEXT:  }

// RDV-LABEL: llvm.func @use_i64(i64)
// RDV-LABEL: llvm.func @to_poison(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr) {
// RDV-NEXT:  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  %1 = llvm.extractvalue %0[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  llvm.call @use_i64(%1) : (i64) -> ()
// RDV-NEXT:  llvm.return
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @to_dense(%arg0: i64) {
// RDV-NEXT:  %0 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>
// RDV-NEXT:  %1 = llvm.extractvalue %0[2] : !llvm.array<3 x i64>
// RDV-NEXT:  llvm.call @use_i64(%1) : (i64) -> ()
// RDV-NEXT:  llvm.return
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @to_argument(%arg0: i64, %arg1: !llvm.struct<(ptr, i64, array<2 x i64>)>) {
// RDV-NEXT:  %0 = llvm.insertvalue %arg0, %arg1[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  %1 = llvm.extractvalue %0[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  llvm.call @use_i64(%1) : (i64) -> ()
// RDV-NEXT:  llvm.return
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @nested(%arg0: i64) {
// RDV-NEXT:  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  %1 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// RDV-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.array<2 x i64>
// RDV-NEXT:  llvm.call @use_i64(%2) : (i64) -> ()
// RDV-NEXT:  llvm.return
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @to_value(%arg0: i64, %arg1: i64) -> i64 {
// RDV-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// RDV-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, i64)>
// RDV-NEXT:  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i64, i64)>
// RDV-NEXT:  llvm.return %2 : i64
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @callee() -> i64 {
// RDV-NEXT:  %0 = llvm.mlir.constant(3 : i64) : i64
// RDV-NEXT:  llvm.return %0 : i64
// RDV-NEXT:  }
// RDV-LABEL: llvm.func @late(%arg0: i64) {
// RDV-NEXT:  %0 = llvm.call @callee() : () -> i64
// RDV-NEXT:  %1 = llvm.mlir.undef : !llvm.struct<(i64, i64)>
// RDV-NEXT:  %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(i64, i64)>
// RDV-NEXT:  %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(i64, i64)>
// RDV-NEXT:  %4 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i64)>
// RDV-NEXT:  llvm.call @use_i64(%4) : (i64) -> ()
// RDV-NEXT:  llvm.return
// RDV-NEXT:  }
