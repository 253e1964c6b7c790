// memref.alloca_scope under CSE and SCCP. A scope whose only effects are allocations of
// values defined inside it is trivially dead (recursive memory effects), and SCCP sees the
// constants a scope returns through its region-branch interface. Expectations are
// mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s --check-prefix=CSE
// RUN: strata-opt %s --allow-unregistered-dialect --sccp | FileCheck %s --check-prefix=SCCP

func.func @empty_scopes(%i: index, %v: f32) {
  memref.alloca_scope {
  }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  } {foo.z}
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
  }
  return
}

func.func @sccp_through_scope() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %c1 : i32
  }
  %s = memref.alloca_scope -> (i32) {
    %a = memref.alloca() : memref<i32>
    %t = arith.addi %c1, %c1 : i32
    memref.store %t, %a[] : memref<i32>
    memref.alloca_scope.return %t : i32
  }
  return %r, %s : i32, i32
}

// CSE-LABEL: func.func @empty_scopes(%arg0: index, %arg1: f32) {
// CSE-NEXT: memref.alloca_scope  {
// CSE-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CSE-NEXT: memref.store %arg1, %alloca[%arg0] : memref<4xf32>
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @sccp_through_scope() -> (i32, i32) {
// CSE-NEXT: %c1_i32 = arith.constant 1 : i32
// CSE-NEXT: %0 = memref.alloca_scope  -> (i32) {
// CSE-NEXT: memref.alloca_scope.return %c1_i32 : i32
// CSE-NEXT: }
// CSE-NEXT: %1 = memref.alloca_scope  -> (i32) {
// CSE-NEXT: %alloca = memref.alloca() : memref<i32>
// CSE-NEXT: %2 = arith.addi %c1_i32, %c1_i32 : i32
// CSE-NEXT: memref.store %2, %alloca[] : memref<i32>
// CSE-NEXT: memref.alloca_scope.return %2 : i32
// CSE-NEXT: }
// CSE-NEXT: return %0, %1 : i32, i32
// CSE-NEXT: }

// SCCP-LABEL: func.func @empty_scopes(%arg0: index, %arg1: f32) {
// SCCP-NEXT: memref.alloca_scope  {
// SCCP-NEXT: }
// SCCP-NEXT: memref.alloca_scope  {
// SCCP-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SCCP-NEXT: } {foo.z}
// SCCP-NEXT: memref.alloca_scope  {
// SCCP-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SCCP-NEXT: memref.store %arg1, %alloca[%arg0] : memref<4xf32>
// SCCP-NEXT: }
// SCCP-NEXT: return
// SCCP-NEXT: }
// SCCP-LABEL: func.func @sccp_through_scope() -> (i32, i32) {
// SCCP-NEXT: %c2_i32 = arith.constant 2 : i32
// SCCP-NEXT: %c1_i32 = arith.constant 1 : i32
// SCCP-NEXT: %0 = memref.alloca_scope  -> (i32) {
// SCCP-NEXT: %alloca = memref.alloca() : memref<i32>
// SCCP-NEXT: memref.store %c2_i32, %alloca[] : memref<i32>
// SCCP-NEXT: memref.alloca_scope.return %c2_i32 : i32
// SCCP-NEXT: }
// SCCP-NEXT: return %c1_i32, %c2_i32 : i32, i32
// SCCP-NEXT: }
