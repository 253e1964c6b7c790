// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --remove-dead-values | FileCheck %s
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON

// remove-dead-values on region branch ops, as mlir-opt 22: liveness follows each value a
// region branch op or one of its terminators forwards to the successor inputs (region
// arguments, results) it reaches; a forwarded operand that is dead or reaches only dead
// inputs is replaced by a ub.poison created just before the forwarding op (one per
// operand, in operand order). The canonicalization that follows drops the dead results
// and arguments and leaves those poison ops behind, unused.

// A loop with memory effects stays; its unused iter_args are fed ub.poison (before the
// loop for the init value, before the yield for the yielded one) and the canonicalization
// drops them, leaving the poison ops unused.
// CHECK-LABEL: func.func @for_side(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      "foo.side"(%arg3) : (i32) -> ()
// CHECK-NEXT:      %1 = ub.poison : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @for_side(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) {
// NOCANON-NEXT:    %0 = ub.poison : i32
// NOCANON-NEXT:    %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %0) -> (i32, i32) {
// NOCANON-NEXT:      "foo.side"(%arg6) : (i32) -> ()
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %arg6, %2 : i32, i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return
// NOCANON-NEXT:  }
func.func @for_side(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    "foo.side"(%a) : (i32) -> ()
    %n = arith.addi %b, %b : i32
    scf.yield %a, %n : i32, i32
  }
  return
}

// -----

// Only the live result of a pure loop keeps its forwarded values; the value feeding the
// dead one (and the op computing it) goes.
// CHECK-LABEL: func.func @for_pure_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:      %2 = arith.muli %arg5, %arg5 : i32
// CHECK-NEXT:      %3 = ub.poison : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @for_pure_unused(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = arith.addi %b, %a : i32
    %m = arith.muli %a, %a : i32
    scf.yield %m, %n : i32, i32
  }
  return %r#0 : i32
}

// -----

// Liveness follows each yielded value to the results it reaches, through nested ifs.
// CHECK-LABEL: func.func @if_nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        %1 = "foo.k"() : () -> i32
// CHECK-NEXT:        %2 = ub.poison : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %1 = ub.poison : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      %0 = ub.poison : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "foo.side"() : () -> ()
// CHECK-NEXT:      %0 = ub.poison : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg2 : i32
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @if_nested(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// NOCANON-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// NOCANON-NEXT:      %1:2 = scf.if %arg1 -> (i32, i32) {
// NOCANON-NEXT:        %3 = "foo.k"() : () -> i32
// NOCANON-NEXT:        %4 = ub.poison : i32
// NOCANON-NEXT:        scf.yield %4, %arg2 : i32, i32
// NOCANON-NEXT:      } else {
// NOCANON-NEXT:        %3 = ub.poison : i32
// NOCANON-NEXT:        scf.yield %3, %arg2 : i32, i32
// NOCANON-NEXT:      }
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %2, %1#1 : i32, i32
// NOCANON-NEXT:    } else {
// NOCANON-NEXT:      "foo.side"() : () -> ()
// NOCANON-NEXT:      %1 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %1, %arg2 : i32, i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return %0#1 : i32
// NOCANON-NEXT:  }
func.func @if_nested(%c: i1, %d: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %q:2 = scf.if %d -> (i32, i32) {
      %k = "foo.k"() : () -> i32
      scf.yield %k, %x : i32, i32
    } else {
      scf.yield %x, %x : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  } else {
    "foo.side"() : () -> ()
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

// The branch that never executes needs nothing; the canonicalization inlines the other.
// CHECK-LABEL: func.func @if_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @if_const(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %r:2 = scf.if %true -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.addi %x, %y : i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.while: the entry operand, the condition operand and the yield operand feeding only
// dead arguments and results all become ub.poison.
// CHECK-LABEL: func.func @while_unused(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %1 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %2 = "foo.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:      %3 = ub.poison : f32
// CHECK-NEXT:      scf.condition(%2) %arg2 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32):
// CHECK-NEXT:      %2 = "foo.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:      %3 = ub.poison : f32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @while_unused(%arg0: i32, %arg1: f32) -> i32 {
// NOCANON-NEXT:    %0 = ub.poison : f32
// NOCANON-NEXT:    %1:2 = scf.while (%arg2 = %arg0, %arg3 = %0) : (i32, f32) -> (i32, f32) {
// NOCANON-NEXT:      %2 = "foo.cond"(%arg2) : (i32) -> i1
// NOCANON-NEXT:      %3 = ub.poison : f32
// NOCANON-NEXT:      scf.condition(%2) %arg2, %3 : i32, f32
// NOCANON-NEXT:    } do {
// NOCANON-NEXT:    ^bb0(%arg2: i32, %arg3: f32):
// NOCANON-NEXT:      %2 = "foo.next"(%arg2) : (i32) -> i32
// NOCANON-NEXT:      %3 = ub.poison : f32
// NOCANON-NEXT:      scf.yield %2, %3 : i32, f32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return %1#0 : i32
// NOCANON-NEXT:  }
func.func @while_unused(%x: i32, %y: f32) -> i32 {
  %w:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (i32, f32) {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = "foo.next"(%p) : (i32) -> i32
    %f = arith.addf %q, %q : f32
    scf.yield %n, %f : i32, f32
  }
  return %w#0 : i32
}

// -----

// An index_switch with side effects and no live result stays; every yielded value
// becomes ub.poison, and the canonicalization drops the results and yield operands.
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    scf.index_switch %arg0
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      "foo.side"() : () -> ()
// CHECK-NEXT:      %0 = ub.poison : i32
// CHECK-NEXT:      %1 = ub.poison : i32
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %0 = ub.poison : i32
// CHECK-NEXT:      %1 = ub.poison : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i32) {
// NOCANON-NEXT:    %0:2 = scf.index_switch %arg0 -> i32, i32
// NOCANON-NEXT:    case 0 {
// NOCANON-NEXT:      "foo.side"() : () -> ()
// NOCANON-NEXT:      %1 = ub.poison : i32
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %1, %2 : i32, i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    default {
// NOCANON-NEXT:      %1 = ub.poison : i32
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %1, %2 : i32, i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return
// NOCANON-NEXT:  }
func.func @switch(%i: index, %x: i32, %y: i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    "foo.side"() : () -> ()
    scf.yield %x, %y : i32, i32
  }
  default {
    scf.yield %y, %x : i32, i32
  }
  return
}

// -----

// affine.for: a loop-carried value that reaches no live result.
// CHECK-LABEL: func.func @affine(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %1:2 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg1, %arg4 = %0) -> (f32, f32) {
// CHECK-NEXT:      %2 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      %3 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:      %4 = ub.poison : f32
// CHECK-NEXT:      affine.yield %3, %4 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1#0 : f32
// CHECK-NEXT:  }
func.func @affine(%m: memref<4xf32>, %x: f32) -> f32 {
  %r:2 = affine.for %i = 0 to 4 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %a, %v : f32
    %t = arith.mulf %b, %v : f32
    affine.yield %s, %t : f32, f32
  }
  return %r#0 : f32
}

// -----

// A loop-carried value used by a store is live.
// CHECK-LABEL: func.func @affine_side(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT:    %0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:      affine.store %arg3, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:      affine.yield %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @affine_side(%m: memref<4xf32>, %x: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    affine.store %a, %m[%i] : memref<4xf32>
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  return
}

// -----

// A private callee: dead call results make the returned if results dead.
// CHECK-LABEL: func.func private @callee(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @caller(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %0 = call @callee(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func private @callee(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @caller(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = call @callee(%c, %x, %y) : (i1, i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// A value forwarded both to a live after-region argument and a dead result stays.
// CHECK-LABEL: func.func @while_cond_both(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.while : () -> i32 {
// CHECK-NEXT:      %1 = "foo.cond"(%arg0) : (i32) -> i1
// CHECK-NEXT:      %2 = "foo.val"(%arg0) : (i32) -> i32
// CHECK-NEXT:      scf.condition(%1) %2 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: i32):
// CHECK-NEXT:      "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @while_cond_both(%x: i32) -> i32 {
  %w:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "foo.cond"(%a) : (i32) -> i1
    %d = "foo.val"(%a) : (i32) -> i32
    scf.condition(%c) %a, %d : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    "foo.use"(%q) : (i32) -> ()
    scf.yield %p : i32
  }
  return %w#0 : i32
}

// -----

// A while loop whose condition has unknown effects stays without live results; the
// values deciding its control flow (the condition and what computes it) stay live.
// CHECK-LABEL: func.func @while_all_dead(%arg0: i32) {
// CHECK-NEXT:    %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:      scf.condition(%1) %arg1 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: i32):
// CHECK-NEXT:      %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @while_all_dead(%x: i32) {
  %w = scf.while (%a = %x) : (i32) -> i32 {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n : i32
  }
  return
}

// -----

// scf.parallel: the reduce operands are not forwarded values, so they stay.
// CHECK-LABEL: func.func @parallel(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0:2 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%arg1, %arg1) -> (f32, f32) {
// CHECK-NEXT:      %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:      scf.reduce(%1, %1 : f32, f32) {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %2 : f32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:        %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:        scf.reduce.return %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0 : f32
// CHECK-NEXT:  }
func.func @parallel(%m: memref<4xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%x, %x) -> (f32, f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0 : f32
}

// -----

// affine.if forwards its yields like scf.if (its unused results stay: no pattern drops
// them).
// CHECK-LABEL: func.func @affine_if(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:    %0:2 = affine.if #set()[%arg0] -> (f32, f32) {
// CHECK-NEXT:      %1 = ub.poison : f32
// CHECK-NEXT:      affine.yield %1, %arg2 : f32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = ub.poison : f32
// CHECK-NEXT:      affine.yield %1, %arg1 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#1 : f32
// CHECK-NEXT:  }
func.func @affine_if(%i: index, %x: f32, %y: f32) -> f32 {
  %r:2 = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> (f32, f32) {
    affine.yield %x, %y : f32, f32
  } else {
    affine.yield %y, %x : f32, f32
  }
  return %r#1 : f32
}

// -----

// Liveness through nested loops: each carried value feeds the live result through the
// other, so everything stays.
// CHECK-LABEL: func.func @nested_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:    %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (i32, i32) {
// CHECK-NEXT:      %1:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg5, %arg9 = %arg6) -> (i32, i32) {
// CHECK-NEXT:        %2 = arith.addi %arg8, %arg9 : i32
// CHECK-NEXT:        %3 = arith.addi %arg9, %arg9 : i32
// CHECK-NEXT:        scf.yield %3, %2 : i32, i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %1#0, %1#1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0 : i32
// CHECK-NEXT:  }
func.func @nested_loops(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %q:2 = scf.for %j = %lb to %ub step %s iter_args(%c = %a, %d = %b) -> (i32, i32) {
      %n = arith.addi %c, %d : i32
      %m = arith.addi %d, %d : i32
      scf.yield %m, %n : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  }
  return %r#0 : i32
}

// -----

// An execute_region with side effects and an unused result: the yielded value becomes
// ub.poison, then the canonicalization inlines the region, and the poison, moved out
// with it and now unused, is erased too.
// CHECK-LABEL: func.func @exec_side_unused(%arg0: i32) {
// CHECK-NEXT:    "foo.side"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @exec_side_unused(%x: i32) {
  %r = scf.execute_region -> i32 {
    "foo.side"() : () -> ()
    scf.yield %x : i32
  }
  return
}

// -----

// One value yielded to several results: each use is decided on its own.
// CHECK-LABEL: func.func @yield_same_twice(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = "foo.n"() : () -> i32
// CHECK-NEXT:      %2 = ub.poison : i32
// CHECK-NEXT:      %3 = ub.poison : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = ub.poison : i32
// CHECK-NEXT:      %2 = ub.poison : i32
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @yield_same_twice(%arg0: i1, %arg1: i32) -> i32 {
// NOCANON-NEXT:    %0:3 = scf.if %arg0 -> (i32, i32, i32) {
// NOCANON-NEXT:      %1 = "foo.n"() : () -> i32
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      %3 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %2, %1, %3 : i32, i32, i32
// NOCANON-NEXT:    } else {
// NOCANON-NEXT:      %1 = ub.poison : i32
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %1, %arg1, %2 : i32, i32, i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return %0#1 : i32
// NOCANON-NEXT:  }
func.func @yield_same_twice(%c: i1, %x: i32) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %n = "foo.n"() : () -> i32
    scf.yield %n, %n, %n : i32, i32, i32
  } else {
    scf.yield %x, %x, %x : i32, i32, i32
  }
  return %r#1 : i32
}

// -----

// A loop-carried value stored to memory is live.
// CHECK-LABEL: func.func @loop_carried_dead(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT:    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:      %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:      memref.store %1, %arg4[] : memref<i32>
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop_carried_dead(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<i32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    memref.store %n, %m[] : memref<i32>
    scf.yield %n : i32
  }
  return
}

// -----

// A region branch op in a block that never executes is erased with its block.
// CHECK-LABEL: func.func @dead_block_rb(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
// NOCANON-LABEL: func.func @dead_block_rb(%arg0: i32, %arg1: i32) -> i32 {
// NOCANON-NEXT:    %false = arith.constant false
// NOCANON-NEXT:    %0 = scf.if %false -> (i32) {
// NOCANON-NEXT:      %1:2 = scf.if %false -> (i32, i32) {
// NOCANON-NEXT:        %3 = ub.poison : i32
// NOCANON-NEXT:        %4 = ub.poison : i32
// NOCANON-NEXT:        scf.yield %3, %4 : i32, i32
// NOCANON-NEXT:      } else {
// NOCANON-NEXT:        "foo.side"() : () -> ()
// NOCANON-NEXT:        %3 = ub.poison : i32
// NOCANON-NEXT:        %4 = ub.poison : i32
// NOCANON-NEXT:        scf.yield %3, %4 : i32, i32
// NOCANON-NEXT:      }
// NOCANON-NEXT:      %2 = ub.poison : i32
// NOCANON-NEXT:      scf.yield %2 : i32
// NOCANON-NEXT:    } else {
// NOCANON-NEXT:      scf.yield %arg1 : i32
// NOCANON-NEXT:    }
// NOCANON-NEXT:    return %0 : i32
// NOCANON-NEXT:  }
func.func @dead_block_rb(%x: i32, %y: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %q:2 = scf.if %false -> (i32, i32) {
      scf.yield %x, %y : i32, i32
    } else {
      "foo.side"() : () -> ()
      scf.yield %y, %x : i32, i32
    }
    scf.yield %q#0 : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
