// Inlining calls whose callee holds affine.linearize_index / affine.delinearize_index:
// like every affine op they are only inlined into an affine scope or affine loop or
// condition (the affine dialect's inliner legality), so calls inside scf.for and
// scf.forall stay. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --inline | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func private @callee(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (4) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (3, 5) : index, index
// CHECK-NEXT: return %1#1 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_scf(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %2 = func.call @callee(%arg2, %arg0) : (index, index) -> index
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT: %2 = func.call @callee(%arg2, %arg0) : (index, index) -> index
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %2 = affine.linearize_index [%arg2, %arg0] by (4) : index
// CHECK-NEXT: %3:2 = affine.delinearize_index %2 into (3, 5) : index, index
// CHECK-NEXT: memref.store %3#1, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg0] by (4) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (3, 5) : index, index
// CHECK-NEXT: memref.store %1#1, %arg1[%arg0] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @callee(%a: index, %b: index) -> index {
  %0 = affine.linearize_index [%a, %b] by (4) : index
  %1:2 = affine.delinearize_index %0 into (3, 5) : index, index
  return %1#1 : index
}
func.func @in_scf(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = func.call @callee(%i, %n) : (index, index) -> index
    memref.store %r, %m[%i] : memref<?xindex>
  }
  scf.forall (%i) in (%n) {
    %r = func.call @callee(%i, %n) : (index, index) -> index
    memref.store %r, %m[%i] : memref<?xindex>
  }
  affine.for %i = 0 to 10 {
    %r = func.call @callee(%i, %n) : (index, index) -> index
    memref.store %r, %m[%i] : memref<?xindex>
  }
  %r = func.call @callee(%n, %n) : (index, index) -> index
  memref.store %r, %m[%n] : memref<?xindex>
  return
}

