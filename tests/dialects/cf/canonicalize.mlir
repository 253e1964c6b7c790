// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expectations are mlir-opt 22's output.

func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb4(%b : i32)
^bb3(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb5(%x : i32)
^bb4(%y: i32):
  "foo.use2"(%y) : (i32) -> ()
  cf.br ^bb5(%y : i32)
^bb5(%z: i32):
  return %z : i32
}

func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @identical_succ(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

func.func @identical_succ_select(%c: i1, %a: i32, %b: i32) -> i32 {
  "foo.side"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.use"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}

func.func @same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"() : () -> ()
  return
^bb4:
  "foo.d"() : () -> ()
  return
}

func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"(%c) : (i1) -> ()
  return
^bb2:
  "foo.b"(%c) : (i1) -> ()
  return
}

func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

func.func @switch_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb3
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  cf.br ^bb2
}

func.func @switch_const(%a: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "foo.a"() : () -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"() : () -> ()
  return
}

func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "foo.b"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "foo.c"() : () -> ()
  return
^bb4:
  "foo.d"() : () -> ()
  return
^bb5:
  "foo.e"() : () -> ()
  return
}

func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

func.func @dead_args(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  %u = arith.addi %x, %x : i32
  "foo.a"() : () -> ()
  cf.br ^bb1(%u : i32)
^bb2(%y: i32):
  return
}

func.func @weights(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 1, 2>}
^bb1:
  cf.br ^bb3
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.a"() : () -> ()
  return
}

// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.use2"(%1) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identical_succ(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identical_succ_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: "foo.side"() : () -> ()
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "foo.use"(%0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_cond(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: "foo.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.a"(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.b"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2,
// CHECK-NEXT: 44: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const(%arg0: i32) {
// CHECK-NEXT: "foo.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_same_flag(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 43: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: "foo.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "foo.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "foo.e"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_args(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @weights(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb2, ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// Flags of any width (case values compared and rebuilt bit for bit).
func.func @wide(%h: i128, %a: i32) {
  cf.switch %h : i128, [
    default: ^bb1,
    -1: ^bb1,
    7: ^bb1
  ]
^bb1:
  return
}
func.func @wide2(%h: i128, %a: i32) {
  cf.switch %h : i128, [
    default: ^bb1,
    -1: ^bb2,
    7: ^bb1,
    9: ^bb2
  ]
^bb1:
  "foo.a"() : () -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  return
}
func.func @wide3() {
  %c = arith.constant 9 : i128
  cf.switch %c : i128, [
    default: ^bb1,
    -1: ^bb2,
    9: ^bb3
  ]
^bb1:
  "foo.a"() : () -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"() : () -> ()
  return
}
func.func @narrow(%h: i8) {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    -1: ^bb2,
    9: ^bb3
  ]
^bb1:
  "foo.a"() : () -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"() : () -> ()
  return
}

// CHECK-LABEL: func.func @wide(%arg0: i128, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wide2(%arg0: i128, %arg1: i32) {
// CHECK-NEXT: cf.switch %arg0 : i128, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb2,
// CHECK-NEXT: 9: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wide3() {
// CHECK-NEXT: "foo.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @narrow(%arg0: i8) {
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
