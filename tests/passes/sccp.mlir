// RUN: strata-opt %s --sccp --split-input-file --allow-unregistered-dialect | FileCheck %s

// Folding through arith ops; new constants go to the front of the entry block, the
// replaced constants are erased, non-constant ops stay.

// CHECK-LABEL: func @simple
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %{{.*}} = arith.constant 1 : i32
// CHECK-NEXT:    %{{.*}} = arith.muli %[[C2]], %arg0 : i32
// CHECK-NEXT:    return %[[C4]] : i32
func.func @simple(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c1 : i32
  %y = arith.muli %x, %arg0 : i32
  %z = arith.addi %x, %c2 : i32
  return %z : i32
}

// -----

// A constant condition makes one successor dead: its block arguments keep no value and
// the dead block is left in place.

// CHECK-LABEL: func @branch
// CHECK:         cf.cond_br %true, ^bb1(%[[C1:.*]] : i32), ^bb2(%[[C2:.*]] : i32)
// CHECK:       ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    cf.br ^bb3(%[[C1]] : i32)
// CHECK:       ^bb2(%[[W:.*]]: i32):
// CHECK-NEXT:    cf.br ^bb3(%[[W]] : i32)
// CHECK:       ^bb3(%{{.*}}: i32):
// CHECK-NEXT:    return %[[C1]] : i32
func.func @branch(%cond : i1) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^a(%c1 : i32), ^b(%c2 : i32)
^a(%v : i32):
  cf.br ^c(%v : i32)
^b(%w : i32):
  cf.br ^c(%w : i32)
^c(%r : i32):
  return %r : i32
}

// -----

// Loop-carried values: %k stays 1 around the loop, %i does not.

// CHECK-LABEL: func @loop
// CHECK:       ^bb1(%[[I:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[I2:.*]] = arith.addi %[[I]], %[[C1:.*]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]], %[[C1]] : i32, i32)
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[C1]] : i32
func.func @loop(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0, %c1 : i32, i32)
^h(%i : i32, %k : i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %k2 = arith.muli %k, %c1 : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^h(%i2, %k2 : i32, i32)
^exit:
  return %k : i32
}

// -----

// Interprocedural: the arguments of a private function come from its call sites, the
// results of a call from the callee's returns (public callees too); calls stay.

// CHECK-LABEL: func private @callee
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C5]] : i32
// CHECK-LABEL: func @caller
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %{{.*}} = call @callee(%[[C5]]) : (i32) -> i32
// CHECK-NEXT:    return %[[C5]] : i32
// CHECK-LABEL: func @pub
// CHECK-LABEL: func @caller2
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %{{.*}} = call @pub(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[C3]] : i32
func.func private @callee(%a : i32) -> i32 {
  return %a : i32
}
func.func @caller() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @callee(%c5) : (i32) -> i32
  return %r : i32
}
func.func @pub(%a : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}
func.func @caller2(%x : i32) -> i32 {
  %r = call @pub(%x) : (i32) -> i32
  return %r : i32
}

// -----

// Two call sites passing different constants make the argument overdefined; a private
// function that is referenced other than by a call has unknown callers.

// CHECK-LABEL: func private @two
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func private @taken
// CHECK-NEXT:    return %arg0 : i32
func.func private @two(%a : i32) -> i32 {
  return %a : i32
}
func.func private @taken(%a : i32) -> i32 {
  return %a : i32
}
func.func @use2() -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r1 = call @two(%c1) : (i32) -> i32
  %r2 = call @two(%c2) : (i32) -> i32
  %r3 = call @taken(%c1) : (i32) -> i32
  %f = func.constant @taken : (i32) -> i32
  return %r1, %r2, %r3 : i32, i32, i32
}

// -----

// cf.switch on a constant flag takes one case (forwarding to one block from several
// cases joins them all); an external function's results are unknown.

// CHECK-LABEL: func @switch
// CHECK:       ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:    return %[[A]] : i32
// CHECK:       ^bb2(%{{.*}}: i32):
// CHECK-NEXT:    return %[[C20:.*]] : i32
// CHECK:       ^bb3(%[[B:.*]]: i32):
// CHECK-NEXT:    return %[[B]] : i32
// CHECK-LABEL: func @switch_same
// CHECK:       ^bb1(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func @external
// CHECK-NEXT:    %[[R:.*]] = call @ext() : () -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @switch() -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %c30 = arith.constant 30 : i32
  cf.switch %flag : i32, [
    default: ^a(%c10 : i32),
    2: ^b(%c20 : i32),
    1: ^c(%c30 : i32)
  ]
^a(%ra : i32):
  return %ra : i32
^b(%rb : i32):
  return %rb : i32
^c(%rc : i32):
  return %rc : i32
}
func.func @switch_same() -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %flag : i32, [
    default: ^exit(%c10 : i32),
    2: ^exit(%c20 : i32)
  ]
^exit(%r : i32):
  return %r : i32
}
func.func private @ext() -> i32
func.func @external() -> i32 {
  %r = call @ext() : () -> i32
  return %r : i32
}

// -----

// Ops of unregistered dialects are never evaluated, and their regions run with unknown
// arguments.

// CHECK-LABEL: func @unknown
// CHECK:         %[[X:.*]] = "foo.op"() ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[A]], %[[C1:.*]] : i32
// CHECK-NEXT:      "foo.yield"(%[[Y]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @unknown() -> i32 {
  %c1 = arith.constant 1 : i32
  %x = "foo.op"() ({
  ^bb0(%a : i32):
    %y = arith.addi %a, %c1 : i32
    "foo.yield"(%y) : (i32) -> ()
  }) : () -> i32
  return %x : i32
}

// -----

// Region control flow: scf.if on a constant runs one region and, once its results are
// replaced, is erased; yields of the same constant from both regions give a constant;
// scf.for iter_args and scf.while loop values.

// CHECK-LABEL: func @if_const
// CHECK-NEXT:    %{{.*}} = arith.constant 2 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %{{.*}} = arith.constant true
// CHECK-NEXT:    return %[[C1]] : i32
// CHECK-LABEL: func @if_same
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    return %[[C1]] : i32
// CHECK-LABEL: func @if_diff
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         return %[[R]] : i32
// CHECK-LABEL: func @for_loop
// CHECK:         %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[A:.*]] = %[[C0:.*]], %{{.*}} = %[[C1:.*]]) -> (i32, i32) {
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[A]], %[[C1]] : i32
// CHECK-NEXT:      scf.yield %[[N]], %[[C1]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[C1]] : i32, i32
// CHECK-LABEL: func @while_loop
// CHECK:         %[[R:.*]] = scf.while
// CHECK:         return %[[R]] : i32
func.func @if_const(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}
func.func @if_same(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %c1, %c1 : i32
    %y = arith.subi %x, %c1 : i32
    scf.yield %y : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
func.func @if_diff(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}
func.func @for_loop(%lb: index, %ub: index, %s: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %c0, %b = %c1) -> (i32, i32) {
    %n = arith.addi %a, %c1 : i32
    %m = arith.muli %b, %c1 : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// A private function whose call sites pass a constant and an unknown value has unknown
// arguments, even when the unknown value is only found after the call was first seen; a
// loop whose bound is an unknown argument keeps its induction value.

// CHECK-LABEL: func private @pick
// CHECK:         %[[D:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-LABEL: func private @count
// CHECK:       ^bb1(%[[I:.*]]: index):
// CHECK-NEXT:    arith.cmpi slt, %[[I]], %arg0 : index
// CHECK:         return %[[I]] : index
func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %d = arith.subi %a, %b : i32
  return %d : i32
}
func.func @with_const(%c: i1, %x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %r = call @pick(%c, %x, %c9) : (i1, i32, i32) -> i32
  return %r : i32
}
func.func @with_arg(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = call @pick(%c, %x, %y) : (i1, i32, i32) -> i32
  return %r : i32
}
func.func private @count(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0 : index)
^h(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^done
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^h(%next : index)
^done:
  return %i : index
}
func.func @use_count(%n: index) -> index {
  %r = call @count(%n) : (index) -> index
  return %r : index
}
