// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --remove-dead-values | FileCheck %s --check-prefix=RDV

// The true/false constants of scf.while's WhileCmpCond and WhileConditionTruth are built
// before the scf.while (the pattern's insertion point, as upstream's replaceOpWithNewOp),
// the `after` region's cmpi users taken latest use first. canonicalize then hoists them to
// the function entry in that order; remove-dead-values' canonicalize step leaves them
// right before the loop, as mlir-opt.

// CHECK-LABEL: func.func @after_other_op(%arg0: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = "foo.pre"() : () -> i32
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %2 = "foo.next"(%arg1, %true, %false) : (i32, i1, i1) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_in_if(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = "foo.pre"() : () -> i32
// CHECK-NEXT: %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %2 = "foo.pre"() : () -> i32
// CHECK-NEXT: %3 = scf.while (%arg3 = %0) : (i32) -> i32 {
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %arg3 : i32
// CHECK-NEXT: scf.condition(%4) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %4 = "foo.next"(%arg3, %false, %true, %2) : (i32, i1, i1, i32) -> i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @condition_truth(%arg0: i32) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = "foo.pre"() : () -> i32
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i1 {
// CHECK-NEXT: %2 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%2) %2 : i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i1):
// CHECK-NEXT: %2 = "foo.next"(%true) : (i1) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i1
// CHECK-NEXT: }

// RDV-LABEL: func.func @after_other_op(%arg0: i32) -> i32 {
// RDV-NEXT: %0 = "foo.pre"() : () -> i32
// RDV-NEXT: %false = arith.constant false
// RDV-NEXT: %true = arith.constant true
// RDV-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i32 {
// RDV-NEXT: %2 = arith.cmpi slt, %arg1, %arg0 : i32
// RDV-NEXT: scf.condition(%2) %arg1 : i32
// RDV-NEXT: } do {
// RDV-NEXT: ^bb0(%arg1: i32):
// RDV-NEXT: %2 = "foo.next"(%arg1, %true, %false) : (i32, i1, i1) -> i32
// RDV-NEXT: scf.yield %2 : i32
// RDV-NEXT: }
// RDV-NEXT: return %1 : i32
// RDV-NEXT: }
// RDV-LABEL: func.func @nested_in_if(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// RDV-NEXT: %0 = "foo.pre"() : () -> i32
// RDV-NEXT: %1 = scf.if %arg2 -> (i32) {
// RDV-NEXT: %2 = "foo.pre"() : () -> i32
// RDV-NEXT: %true = arith.constant true
// RDV-NEXT: %false = arith.constant false
// RDV-NEXT: %3 = scf.while (%arg3 = %0) : (i32) -> i32 {
// RDV-NEXT: %4 = arith.cmpi ult, %arg1, %arg3 : i32
// RDV-NEXT: scf.condition(%4) %arg3 : i32
// RDV-NEXT: } do {
// RDV-NEXT: ^bb0(%arg3: i32):
// RDV-NEXT: %4 = "foo.next"(%arg3, %false, %true, %2) : (i32, i1, i1, i32) -> i32
// RDV-NEXT: scf.yield %4 : i32
// RDV-NEXT: }
// RDV-NEXT: scf.yield %3 : i32
// RDV-NEXT: } else {
// RDV-NEXT: scf.yield %arg0 : i32
// RDV-NEXT: }
// RDV-NEXT: return %1 : i32
// RDV-NEXT: }
// RDV-LABEL: func.func @condition_truth(%arg0: i32) -> i1 {
// RDV-NEXT: %0 = "foo.pre"() : () -> i32
// RDV-NEXT: %true = arith.constant true
// RDV-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i1 {
// RDV-NEXT: %2 = "foo.cond"(%arg1) : (i32) -> i1
// RDV-NEXT: scf.condition(%2) %2 : i1
// RDV-NEXT: } do {
// RDV-NEXT: ^bb0(%arg1: i1):
// RDV-NEXT: %2 = "foo.next"(%true) : (i1) -> i32
// RDV-NEXT: scf.yield %2 : i32
// RDV-NEXT: }
// RDV-NEXT: return %1 : i1
// RDV-NEXT: }

func.func @after_other_op(%lim: i32) -> i32 {
  %y = "foo.pre"() : () -> i32
  %r = scf.while (%a = %y) : (i32) -> i32 {
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

func.func @nested_in_if(%x: i32, %lim: i32, %p: i1) -> i32 {
  %y = "foo.pre"() : () -> i32
  %q = scf.if %p -> i32 {
    %z = "foo.pre"() : () -> i32
    %r = scf.while (%a = %y) : (i32) -> i32 {
      %c = arith.cmpi ult, %lim, %a : i32
      scf.condition(%c) %a : i32
    } do {
    ^bb0(%b: i32):
      %t = arith.cmpi uge, %lim, %b : i32
      %f = arith.cmpi ult, %lim, %b : i32
      %n = "foo.next"(%b, %t, %f, %z) : (i32, i1, i1, i32) -> i32
      scf.yield %n : i32
    }
    scf.yield %r : i32
  } else {
    scf.yield %x : i32
  }
  return %q : i32
}

func.func @condition_truth(%x: i32) -> i1 {
  %y = "foo.pre"() : () -> i32
  %r = scf.while (%a = %y) : (i32) -> i1 {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    %n = "foo.next"(%b) : (i1) -> i32
    scf.yield %n : i32
  }
  return %r : i1
}
