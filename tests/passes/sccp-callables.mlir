// RUN: strata-opt %s --sccp --split-input-file --allow-unregistered-dialect | FileCheck %s

// A callee ending in a terminator the analysis can't see through may return anything: the
// call's result is not a constant (mlir-opt 22 agrees).
// CHECK-LABEL: func.func private @unknown_return
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: "unknown.return"(%[[C]]) : (i32) -> ()
func.func private @unknown_return() -> i32 {
  %c1 = arith.constant 1 : i32
  "unknown.return"(%c1) : (i32) -> ()
}
// CHECK-LABEL: func.func @calls_unknown_return
// CHECK-NEXT: %[[R:.*]] = call @unknown_return() : () -> i32
// CHECK-NEXT: return %[[R]] : i32
func.func @calls_unknown_return() -> i32 {
  %r = func.call @unknown_return() : () -> i32
  return %r : i32
}

// -----

// A `nested` callee of the top-level module has all its uses visible: constants flow into
// it and out of it.
// CHECK-LABEL: func.func nested @nested_callee
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[C]] : i32
func.func nested @nested_callee(%a: i32) -> i32 {
  return %a : i32
}
// CHECK-LABEL: func.func @calls_nested
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: call @nested_callee(%[[C]])
// CHECK-NEXT: return %[[C]] : i32
func.func @calls_nested() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = func.call @nested_callee(%c1) : (i32) -> i32
  return %r : i32
}

// -----

// A private function nobody calls never runs: its code is left as it is.
// CHECK-LABEL: func.func private @never_called
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi
// CHECK-NEXT: arith.addi %[[S]], %arg0 : i32
func.func private @never_called(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %s, %a : i32
  return %t : i32
}
