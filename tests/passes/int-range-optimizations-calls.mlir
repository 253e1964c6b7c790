// int-range-optimizations across calls: a private function's arguments join its call
// sites' values and a call's results join the callee's returns; region-branch results
// (scf.for iter_args, scf.if, scf.index_switch) and values whose dialect has no constant
// materializer become arith.constant, as upstream. Expected output from mlir-opt 22 (in
// @iter Strata orders the new constants differently, hence CHECK-DAG).
// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s

func.func private @callee(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %lt = arith.cmpi slt, %x, %c10 : i32
  %e = arith.extui %lt : i1 to i32
  return %e : i32
}
func.func @caller() -> (i32, i1) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %r = call @callee(%c3) : (i32) -> i32
  %ne = arith.cmpi ne, %r, %c0 : i32
  return %r, %ne : i32, i1
}

// -----

func.func @iter(%n: index, %p: i1) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c5) -> (i32) {
    scf.yield %a : i32
  }
  %s = scf.if %p -> (index) {
    scf.yield %c1 : index
  } else {
    scf.yield %c1 : index
  }
  %sw = scf.index_switch %s -> i32
  case 1 {
    scf.yield %c5 : i32
  }
  default {
    %c6 = arith.constant 6 : i32
    scf.yield %c6 : i32
  }
  %t = arith.addi %r, %sw : i32
  return %s, %t : index, i32
}
func.func private @never(%x: i32) -> i1 {
  %c1 = arith.constant 1 : i32
  %y = arith.cmpi eq, %c1, %c1 : i32
  return %y : i1
}

// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller() -> (i32, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = call @callee(%c3_i32) : (i32) -> i32
// CHECK-NEXT:   return %c1_i32, %true : i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: index, %arg1: i1) -> (index, i32) {
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c10_i32 = arith.constant 10 : i32
// CHECK:   return %c1, %c10_i32 : index, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @never(%arg0: i32) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   return %true : i1
// CHECK-NEXT: }

// -----

// A recursive private function: mlir-opt 22 never terminates here (the argument's range
// grows by one per round); Strata widens arguments that keep changing.
func.func private @rec(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %z = call @rec(%y) : (i32) -> i32
  return %z : i32
}
func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %z = call @rec(%c1) : (i32) -> i32
  return %z : i32
}

// CHECK-LABEL: func.func private @rec
// CHECK:         call @rec
// CHECK-LABEL: func.func @caller
// CHECK:         call @rec
