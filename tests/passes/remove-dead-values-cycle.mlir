// RUN: strata-opt --remove-dead-values %s | FileCheck %s
// UPSTREAM-BUG: mlir-opt 22 drops the arguments of the private functions of a call cycle
// through a public one and leaves `call @c` with a null operand ("null operand found").
// A public callee keeps its arguments, so the values passed to it stay live: nothing is
// removed here. The second function: see below.

// CHECK-LABEL: func.func private @a(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @b(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @c(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func public @c(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @a(%arg0) : (i32) -> i32
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func public @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}

// A block never executed (the switch flag is the constant 2) keeps its terminator; the
// dead argument it returned becomes ub.poison (mlir-opt 22 crashes on this input).
// CHECK-LABEL: func.func @switch() -> i32 {
// CHECK:       ^bb3:  // pred: ^bb0
// CHECK-NEXT:    %2 = ub.poison : i32
// CHECK-NEXT:    return %2 : i32
func.func @switch() -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c30 = arith.constant 30 : i32
  cf.switch %flag : i32, [
    default: ^a(%c10 : i32),
    1: ^c(%c30 : i32)
  ]
^a(%ra : i32):
  return %ra : i32
^b(%rb : i32):
  return %rb : i32
^c(%rc : i32):
  return %rc : i32
}
