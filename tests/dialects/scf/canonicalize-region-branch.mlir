// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// mlir-opt 22's scf canonicalization: the region-branch patterns (single reachable value,
// duplicate and dead successor inputs) on scf.while/for/if/index_switch/execute_region,
// WhileCmpCond, WhileOpAlignBeforeArgs, and trip counts of signed/unsigned loops.

// CHECK-LABEL: func.func @invariant_arg(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg1)
// CHECK-NEXT: } do {
// CHECK-NEXT: "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @invariant_arg(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    "foo.use"(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @duplicate_results(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "foo.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @duplicate_results(%x: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%b: i32, %d: i32):
    %n = "foo.next"(%b, %d) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "foo.next"(%arg2, %true, %false) : (i32, i1, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmp_cond(%x: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %t = arith.cmpi slt, %b, %lim : i32
    %f = arith.cmpi sge, %b, %lim : i32
    %n = "foo.next"(%b, %t, %f) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT: %1 = "foo.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT: %1:2 = "foo.next"(%arg2, %arg3) : (i32, i64) -> (i32, i64)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : i64, i32
// CHECK-NEXT: }
func.func @align(%x: i32, %y: i64) -> (i64, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i64) -> (i64, i32) {
    %c = "foo.cond"(%a, %b) : (i32, i64) -> i1
    scf.condition(%c) %b, %a : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n:2 = "foo.next"(%q, %p) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

// -----

// CHECK-LABEL: func.func @for_unused_iter(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (i32, i32) {
// CHECK-NEXT: %1 = "foo.step"(%arg4) : (i32) -> i32
// CHECK-NEXT: %2 = "foo.other"(%arg5) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
func.func @for_unused_iter(%x: i32, %y: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = "foo.step"(%a) : (i32) -> i32
    %t = "foo.other"(%b) : (i32) -> i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @for_dup_iter(%arg0: i32, %arg1: index) -> (i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = "foo.step"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @for_dup_iter(%x: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = "foo.step"(%a, %b) : (i32, i32) -> i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @if_same_value(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @if_same_value(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    "foo.a"() : () -> ()
    scf.yield %x : i32
  } else {
    "foo.b"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @switch_unused(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = "foo.a"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = "foo.b"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_unused(%i: index, %x: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = "foo.a"() : () -> i32
    scf.yield %a, %x : i32, i32
  }
  default {
    %b = "foo.b"() : () -> i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @execute_unused() {
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @execute_unused() {
  %r = scf.execute_region -> i32 no_inline {
    %a = "foo.a"() : () -> i32
    scf.yield %a : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @unsigned_loops(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for unsigned %arg1 = %c5_i32 to %c-1_i32 step %c1_i32 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = "foo.step"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg0 : i32, i32
// CHECK-NEXT: }
func.func @unsigned_loops(%x: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %c5 to %cm1 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %n = "foo.step"(%a, %i) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  %s = scf.for unsigned %i = %cm1 to %c5 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %n = "foo.step"(%a, %i) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r, %s : i32, i32
}

// -----

// CHECK-LABEL: func.func @nsw_bound(%arg0: index, %arg1: index, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = "foo.step"(%arg2, %arg0) : (i32, index) -> i32
// CHECK-NEXT: %1 = arith.addi %arg1, %c4 : index
// CHECK-NEXT: %2 = scf.for %arg3 = %arg1 to %1 step %c4 iter_args(%arg4 = %arg2) -> (i32) {
// CHECK-NEXT: %3 = "foo.step"(%arg4, %arg3) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %2 : i32, i32
// CHECK-NEXT: }
func.func @nsw_bound(%lb: index, %lb2: index, %x: i32) -> (i32, i32) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%a = %x) -> i32 {
    %n = "foo.step"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  %ub2 = arith.addi %lb2, %c4 : index
  %s = scf.for %i = %lb2 to %ub2 step %c4 iter_args(%a = %x) -> i32 {
    %n = "foo.step"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r, %s : i32, i32
}
