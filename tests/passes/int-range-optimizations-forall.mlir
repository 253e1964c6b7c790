// int-range-optimizations: ranges of scf.forall induction variables from static and
// constant dynamic bounds (a single iteration makes them constants); affine.parallel's
// are not inferred (as in mlir-opt 22). Expected output is mlir-opt 22's.
// RUN: strata-opt %s --int-range-optimizations | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @ap(%arg0: memref<8xindex>) {
// CHECK-NEXT: affine.parallel (%arg1) = (2) to (3) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fa(%arg0: memref<8xindex>, %arg1: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (2, 0) to (3, %arg1) step (1, 2) {
// CHECK-NEXT: memref.store %c4, %arg0[%arg3] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fa2(%arg0: memref<8xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (1) {
// CHECK-NEXT: memref.store %c0, %arg0[%c0] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fa_dynamic(%arg0: memref<8xindex>, %arg1: index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.forall (%arg2) = (%c4) to (%c5) step (%arg1) {
// CHECK-NEXT: memref.store %c16, %arg0[%c4] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @ap(%m: memref<8xindex>) {
  affine.parallel (%i) = (2) to (3) {
    %c = arith.addi %i, %i : index
    affine.store %c, %m[%i] : memref<8xindex>
  }
  return
}
func.func @fa(%m: memref<8xindex>, %n: index) {
  scf.forall (%i, %j) = (2, 0) to (3, %n) step (1, 2) {
    %c = arith.addi %i, %i : index
    memref.store %c, %m[%j] : memref<8xindex>
  }
  return
}
func.func @fa2(%m: memref<8xindex>) {
  scf.forall (%i) in (1) {
    %c = arith.addi %i, %i : index
    memref.store %c, %m[%i] : memref<8xindex>
  }
  return
}
func.func @fa_dynamic(%m: memref<8xindex>, %n: index) {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.forall (%i) = (%c4) to (%c5) step (%n) {
    %c = arith.muli %i, %c4 : index
    memref.store %c, %m[%i] : memref<8xindex>
  }
  return
}
