// scf canonicalization: scf.for forwarded iter args and trivial loops (zero, one
// iteration, lb == ub), scf.if unused results, static conditions, selects, condition
// propagation, yielded conditions, consecutive/nested ifs, empty else, the xori(c, true)
// fold; scf.while condition truth and unused results/args; execute_region inlining
// (not no_inline); constant index_switch (CHECK lines are mlir-opt 22's output).
// RUN: strata-opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @for_forwarded(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:     %1 = "foo.op"(%arg6) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg3, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_trivial(%arg0: i32, %arg1: index) -> (i32, i32, i32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = "foo.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:     "foo.side"(%arg2) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %0, %arg0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_patterns(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     %3 = "foo.op"() : () -> i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.xori %arg1, %true : i1
// CHECK-NEXT:   scf.if %arg1 {
// CHECK-NEXT:     "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "foo.use"(%false) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %3 = "foo.op"() : () -> i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %3 = "foo.op"() : () -> i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:   return %0, %arg2, %arg1, %1 : i32, i32, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       "foo.d"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "foo.c"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg1 {
// CHECK-NEXT:     "foo.e"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @whiles(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT:     %1 = "foo.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   %1 = "foo.one"() : () -> i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_not(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @for_forwarded(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %n = "foo.op"(%b) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @for_trivial(%x: i32, %u: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %n = "foo.op"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  %r1 = scf.for %i = %c0 to %c1 step %c4 iter_args(%a = %x) -> i32 {
    %n = "foo.op"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %u to %u step %c1 iter_args(%a = %x) -> i32 {
    %n = "foo.op"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    "foo.side"(%i) : (index) -> ()
  }
  return %r0, %r1, %r2 : i32, i32, i32
}
func.func @if_patterns(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r0:2 = scf.if %c -> (i32, i32) {
    %n = "foo.op"() : () -> i32
    scf.yield %x, %n : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  %r1 = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %r2:2 = scf.if %d -> (i1, i1) {
    "foo.use"(%d) : (i1) -> ()
    scf.yield %true, %false : i1, i1
  } else {
    "foo.use"(%d) : (i1) -> ()
    scf.yield %false, %true : i1, i1
  }
  %u:2 = scf.if %c -> (i32, i32) {
    %n = "foo.op"() : () -> i32
    scf.yield %n, %n : i32, i32
  } else {
    %m = "foo.op"() : () -> i32
    scf.yield %m, %m : i32, i32
  }
  "foo.use"(%u#0) : (i32) -> ()
  return %r0#0, %r1, %r2#0, %r2#1 : i32, i32, i1, i1
}
func.func @combine(%c: i1, %d: i1) {
  scf.if %c {
    "foo.a"() : () -> ()
  }
  scf.if %c {
    "foo.b"() : () -> ()
  } else {
    "foo.c"() : () -> ()
  }
  scf.if %c {
    scf.if %d {
      "foo.d"() : () -> ()
    }
  }
  scf.if %d {
    "foo.e"() : () -> ()
  } else {
  }
  return
}
func.func @whiles(%x: i32, %y: i32) -> i32 {
  %w:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i1) {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    "foo.use"(%q) : (i1) -> ()
    %n = "foo.next"(%p) : (i32) -> i32
    scf.yield %n, %y : i32, i32
  }
  return %w#0 : i32
}
func.func @regions(%x: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    %n = "foo.op"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  %f = scf.execute_region -> i32 no_inline {
    scf.yield %e : i32
  }
  %c1 = arith.constant 1 : index
  %s = scf.index_switch %c1 -> i32
  case 1 {
    %m = "foo.one"() : () -> i32
    scf.yield %m : i32
  }
  default {
    scf.yield %x : i32
  }
  return %s : i32
}
func.func @if_not(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "foo.a"() : () -> ()
  } else {
    "foo.b"() : () -> ()
  }
  return
}
