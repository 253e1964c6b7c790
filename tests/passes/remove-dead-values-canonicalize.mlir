// RUN: strata-opt %s --allow-unregistered-dialect --remove-dead-values | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON

// remove-dead-values as mlir-opt 22: afterwards (canonicalize=true, the default) every
// region branch op goes through the canonicalization patterns and folders with a greedy
// driver over that op list; ops the rewrites touch are processed too, other ops are not.
// Region-branch terminator operands in blocks that never execute become ub.poison.
// A region branch op without memory effects and without live results goes, and so do
// its operands.

// CHECK-LABEL: func.func @inline_const_if(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C3]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// NOCANON-LABEL: func.func @inline_const_if
// NOCANON:         scf.if %true -> (i32) {
func.func @inline_const_if(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %z = arith.addi %x, %c1 : i32
    scf.yield %z : i32
  } else {
    scf.yield %x : i32
  }
  %w = arith.addi %r, %c2 : i32
  return %w : i32
}

// CHECK-LABEL: func.func @untouched(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg0, %[[C0]] : i32
// CHECK-NEXT:    return %[[Y]] : i32
func.func @untouched(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  return %y : i32
}

// CHECK-LABEL: func.func @empty_loop(%arg0: index) {
// CHECK-NEXT:    return
// NOCANON-LABEL: func.func @empty_loop(%arg0: index) {
// NOCANON-NEXT:    return
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// CHECK-LABEL: func.func @dead_else
// CHECK:         %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NOT:     arith.constant 2
// CHECK:         scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:      "foo.side"() : () -> ()
// CHECK-NEXT:      scf.yield %[[C1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P]] : i32
// CHECK-NEXT:    }
// NOCANON-LABEL: func.func @dead_else
// NOCANON:         } else {
// NOCANON-NEXT:      %[[P:.*]] = ub.poison : i32
// NOCANON-NEXT:      scf.yield %[[P]] : i32
func.func @dead_else(%a: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : index
  %cond = arith.cmpi eq, %c0, %c0 : index
  %r = scf.if %cond -> i32 {
    "foo.side"() : () -> ()
    scf.yield %c1 : i32
  } else {
    %m = arith.muli %c2, %c2 : i32
    scf.yield %m : i32
  }
  return %r : i32
}
