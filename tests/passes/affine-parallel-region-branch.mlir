// affine.parallel implements the region-branch interface in Strata (control enters the
// body or leaves, from anywhere; nothing is forwarded: induction variables are not
// operands and results are reductions of the yielded values). mlir-opt 22's
// affine.parallel has none, so its dataflow passes treat the loop as opaque.
// DELIBERATE DIFFERENCE (Strata more precise, still correct), the CHECK lines are
// Strata's output: remove-dead-values erases a loop whose reductions are all unused and
// whose body only reads (@unused_reduction; mlir-opt keeps it) and an `arith.constant`
// whose only use is a branch condition inside the body that the pass folds
// (@condition_in_body; mlir-opt keeps the constant), as both tools already do for
// scf.parallel. A loop with stores stays, and so do the yielded values of used results.
// sccp gives mlir-opt's output.
// RUN: strata-opt %s --remove-dead-values | FileCheck %s
// RUN: strata-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// Without the canonicalization step, a loop that only reads keeps its body (valid IR):
// RUN: strata-opt %s --remove-dead-values=canonicalize=false | strata-opt | FileCheck %s --check-prefix=NOCANON
// NOCANON-LABEL: func.func @unused_reduction
// NOCANON-NEXT: affine.parallel
// NOCANON-NEXT: affine.load
// NOCANON-NEXT: affine.yield
// CHECK: module {
// CHECK-NEXT: func.func @unused_reduction(%arg0: memref<8xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @used_reduction(%arg0: memref<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0:2 = affine.parallel (%arg2) = (0) to (8) reduce ("addf", "mulf") -> (f32, f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.yield %1, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @stores_kept(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: %0 = affine.parallel (%arg2) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @condition_in_body(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (8) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SCCP: module {
// SCCP-NEXT: func.func @unused_reduction(%arg0: memref<8xf32>) {
// SCCP-NEXT: %0 = affine.parallel (%arg1) = (0) to (8) reduce ("addf") -> (f32) {
// SCCP-NEXT: %1 = affine.load %arg0[%arg1] : memref<8xf32>
// SCCP-NEXT: affine.yield %1 : f32
// SCCP-NEXT: }
// SCCP-NEXT: return
// SCCP-NEXT: }
// SCCP-NEXT: func.func @used_reduction(%arg0: memref<8xf32>, %arg1: f32) -> f32 {
// SCCP-NEXT: %0:2 = affine.parallel (%arg2) = (0) to (8) reduce ("addf", "mulf") -> (f32, f32) {
// SCCP-NEXT: %1 = arith.mulf %arg1, %arg1 : f32
// SCCP-NEXT: %2 = affine.load %arg0[%arg2] : memref<8xf32>
// SCCP-NEXT: affine.yield %2, %arg1 : f32, f32
// SCCP-NEXT: }
// SCCP-NEXT: return %0#1 : f32
// SCCP-NEXT: }
// SCCP-NEXT: func.func @stores_kept(%arg0: memref<8xf32>, %arg1: f32) {
// SCCP-NEXT: %0 = affine.parallel (%arg2) = (0) to (8) reduce ("addf") -> (f32) {
// SCCP-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// SCCP-NEXT: affine.yield %arg1 : f32
// SCCP-NEXT: }
// SCCP-NEXT: return
// SCCP-NEXT: }
// SCCP-NEXT: func.func @condition_in_body(%arg0: memref<8xf32>, %arg1: f32) {
// SCCP-NEXT: %true = arith.constant true
// SCCP-NEXT: affine.parallel (%arg2) = (0) to (8) {
// SCCP-NEXT: scf.if %true {
// SCCP-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// SCCP-NEXT: } else {
// SCCP-NEXT: %cst = arith.constant 0.000000e+00 : f32
// SCCP-NEXT: affine.store %cst, %arg0[%arg2] : memref<8xf32>
// SCCP-NEXT: }
// SCCP-NEXT: }
// SCCP-NEXT: return
// SCCP-NEXT: }
// SCCP-NEXT: }

func.func @unused_reduction(%m: memref<8xf32>) {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %l = affine.load %m[%i] : memref<8xf32>
    affine.yield %l : f32
  }
  return
}
func.func @used_reduction(%m: memref<8xf32>, %a: f32) -> f32 {
  %r:2 = affine.parallel (%i) = (0) to (8) reduce ("addf", "mulf") -> (f32, f32) {
    %dead = arith.mulf %a, %a : f32
    %l = affine.load %m[%i] : memref<8xf32>
    affine.yield %l, %a : f32, f32
  }
  return %r#1 : f32
}
func.func @stores_kept(%m: memref<8xf32>, %a: f32) {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    affine.store %a, %m[%i] : memref<8xf32>
    affine.yield %a : f32
  }
  return
}
func.func @condition_in_body(%m: memref<8xf32>, %a: f32) {
  %true = arith.constant true
  affine.parallel (%i) = (0) to (8) {
    scf.if %true {
      affine.store %a, %m[%i] : memref<8xf32>
    } else {
      %z = arith.constant 0.0 : f32
      affine.store %z, %m[%i] : memref<8xf32>
    }
  }
  return
}
