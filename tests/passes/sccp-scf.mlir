// RUN: strata-opt %s --sccp --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.while under SCCP: a constant `scf.condition` operand prunes the loop's successors
// (false: only the parent, true: only `after`), so values reaching the results or the
// `after` region stay constant, as mlir-opt 22.

// CHECK-LABEL: func.func @false_cond(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c1_i32, %arg2 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: scf.condition(%false) %c1_i32, %arg2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %0#1 : i32, i32
func.func @false_cond(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  %r:2 = scf.while (%a = %c1, %b = %x) : (i32, i32) -> (i32, i32) {
    scf.condition(%false) %a, %b : i32, i32
  } do {
  ^bb0(%a2: i32, %b2: i32):
    %n = arith.addi %a2, %c1 : i32
    scf.yield %n, %b2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @true_cond(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg1 = %c1_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%true) %c1_i32 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "foo.use"(%c2_i32) : (i32) -> ()
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @true_cond(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%true) %a : i32
  } do {
  ^bb0(%a2: i32):
    %n = arith.addi %a2, %c1 : i32
    "foo.use"(%n) : (i32) -> ()
    scf.yield %a2 : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @derived_cond() -> i32 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c10_i32 : i32
func.func @derived_cond() -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %c10) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %c0 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a2: i32):
    %n = arith.addi %a2, %c10 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @unknown_cond(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
func.func @unknown_cond(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a2: i32):
    scf.yield %a2 : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @changing(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg1 = %c1_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg0) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @changing(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a2: i32):
    %n = arith.addi %a2, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @true_after_first(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %c1_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%true) %c1_i32 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
func.func @true_after_first(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    %b = arith.muli %a, %a : i32
    scf.condition(%true) %b : i32
  } do {
  ^bb0(%a2: i32):
    scf.yield %a2 : i32
  }
  %s = arith.addi %r, %x : i32
  return %s : i32
}
