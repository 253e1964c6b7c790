// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s --check-prefix=AGGR
// Region simplification: dead code and dead block arguments (normal level), identical block
// merging and redundant argument dropping (aggressive level). Expectations are mlir-opt 22's.

func.func @merge_simple(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %a, %b : i32
  return %1 : i32
}

func.func @merge_with_args(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  "foo.use"(%0) : (i32) -> ()
  return %0 : i32
^bb2:
  %1 = arith.addi %d, %b : i32
  "foo.use"(%1) : (i32) -> ()
  return %1 : i32
}

func.func @merge_three(%f: i32, %a: i32, %b: i32, %d: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "foo.use"(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  "foo.use"(%b, %b) : (i32, i32) -> ()
  return
^bb3:
  "foo.use"(%d, %d) : (i32, i32) -> ()
  return
}

func.func @redundant(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  "foo.x"() : () -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.use"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0, %c0 : index, index)
^hdr(%i: index, %dead: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  %d2 = arith.addi %dead, %c1 : index
  "foo.use"(%i) : (index) -> ()
  cf.br ^hdr(%next, %d2 : index, index)
^exit:
  return
}

// CHECK-LABEL: func.func @merge_simple(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge_with_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge_three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%arg1, %arg1) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%arg2, %arg2) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%arg3, %arg3) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redundant(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1, %arg2 : i32, i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: "foo.use"(%0) : (index) -> ()
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// AGGR-LABEL: func.func @merge_simple(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// AGGR-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// AGGR-NEXT: return %0 : i32
// AGGR-NEXT: }
// AGGR-LABEL: func.func @merge_with_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// AGGR-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// AGGR-NEXT: %1 = arith.addi %0, %arg2 : i32
// AGGR-NEXT: "foo.use"(%1) : (i32) -> ()
// AGGR-NEXT: return %1 : i32
// AGGR-NEXT: }
// AGGR-LABEL: func.func @merge_three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
// AGGR-NEXT: cf.switch %arg0 : i32, [
// AGGR-NEXT: default: ^bb1(%arg1 : i32),
// AGGR-NEXT: 1: ^bb1(%arg2 : i32),
// AGGR-NEXT: 2: ^bb1(%arg3 : i32)
// AGGR-NEXT: ]
// AGGR-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// AGGR-NEXT: "foo.use"(%0, %0) : (i32, i32) -> ()
// AGGR-NEXT: return
// AGGR-NEXT: }
// AGGR-LABEL: func.func @redundant(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// AGGR-NEXT: cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
// AGGR-NEXT: ^bb1:  // pred: ^bb0
// AGGR-NEXT: "foo.x"() : () -> ()
// AGGR-NEXT: cf.br ^bb2(%arg1 : i32)
// AGGR-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// AGGR-NEXT: "foo.use"(%arg1, %0) : (i32, i32) -> ()
// AGGR-NEXT: return %arg1 : i32
// AGGR-NEXT: }
// AGGR-LABEL: func.func @loop(%arg0: index) {
// AGGR-NEXT: %c0 = arith.constant 0 : index
// AGGR-NEXT: %c1 = arith.constant 1 : index
// AGGR-NEXT: cf.br ^bb1(%c0 : index)
// AGGR-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// AGGR-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// AGGR-NEXT: cf.cond_br %1, ^bb2, ^bb3
// AGGR-NEXT: ^bb2:  // pred: ^bb1
// AGGR-NEXT: %2 = arith.addi %0, %c1 : index
// AGGR-NEXT: "foo.use"(%0) : (index) -> ()
// AGGR-NEXT: cf.br ^bb1(%2 : index)
// AGGR-NEXT: ^bb3:  // pred: ^bb1
// AGGR-NEXT: return
// AGGR-NEXT: }
