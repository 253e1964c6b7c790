// remove-dead-values=canonicalize=false on region branch ops that only read and whose
// results are unused: the ops stay (the pass erases only effect-free ops), and so do the
// values that decide their control flow (loop bounds, conditions, reduced values).
// UPSTREAM-BUG: mlir-opt 22 drops those values and leaves "null operand found" (its
// canonicalization step, on by default, erases the ops and hides it). The CHECK lines are
// Strata's output.
// RUN: strata-opt %s --remove-dead-values=canonicalize=false | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %0 step %c1 iter_args(%arg4 = %1) -> (f32) {
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: i1) {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (f32) {
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @p(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%m: memref<8xf32>, %n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %n, %c1 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %a) -> f32 {
    %l = memref.load %m[%i] : memref<8xf32>
    scf.yield %l : f32
  }
  return
}
func.func @g(%m: memref<8xf32>, %n: index, %a: f32, %b: i1) {
  %c = arith.cmpi slt, %n, %n : index
  %r = scf.if %c -> f32 {
    %l = memref.load %m[%n] : memref<8xf32>
    scf.yield %l : f32
  } else {
    scf.yield %a : f32
  }
  return
}
func.func @p(%m: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %n, %c1 : index
  %cst = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%ub) step (%c1) init (%cst) -> f32 {
    %l = memref.load %m[%i] : memref<8xf32>
    scf.reduce(%l : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return
}
