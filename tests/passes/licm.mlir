// RUN: strata-opt %s --loop-invariant-code-motion --split-input-file --allow-unregistered-dialect | FileCheck %s

// Pure ops whose operands come from outside the loop move before it, along with their
// users once those become invariant; ops using the induction variable or memory stay.
// Divisions move only when the divisor is a constant that cannot trap (non-zero; for
// signed divisions also not -1); remainders and floordivsi are always speculatable.

// CHECK-LABEL: func @basic
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    arith.divui %arg3, %[[C3]] : i32
// CHECK-NEXT:    arith.divsi %arg3, %[[C3]] : i32
// CHECK-NEXT:    arith.remui %arg3, %arg4 : i32
// CHECK-NEXT:    arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT:    arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT:    arith.ceildivsi %arg3, %[[C3]] : i32
// CHECK-NEXT:    %[[W:.*]] = arith.addi %arg3, %[[C3]] : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:      arith.divui %arg3, %arg4 : i32
// CHECK-NEXT:      arith.divsi %arg3, %[[CM1]] : i32
// CHECK-NEXT:      arith.ceildivui %arg3, %arg4 : i32
// CHECK-NEXT:      %[[L:.*]] = memref.load %arg5[%[[I]]] : memref<10xi32>
// CHECK-NEXT:      %[[Z:.*]] = arith.addi %[[L]], %[[Y]] : i32
// CHECK-NEXT:      memref.store %[[Z]], %arg5[%[[I]]] : memref<10xi32>
// CHECK-NEXT:      %[[V:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[U:.*]] = arith.addi %[[V]], %[[W]] : i32
// CHECK-NEXT:      scf.for %[[J:.*]] = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:        memref.store %[[U]], %arg5[%[[J]]] : memref<10xi32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @basic(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %m: memref<10xi32>) {
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d1 = arith.divui %a, %b : i32
    %d2 = arith.divui %a, %c3 : i32
    %d3 = arith.divsi %a, %cm1 : i32
    %d4 = arith.divsi %a, %c3 : i32
    %r1 = arith.remui %a, %b : i32
    %r2 = arith.remsi %a, %b : i32
    %f1 = arith.floordivsi %a, %b : i32
    %c1 = arith.ceildivui %a, %b : i32
    %c2 = arith.ceildivsi %a, %c3 : i32
    %l = memref.load %m[%i] : memref<10xi32>
    %z = arith.addi %l, %y : i32
    memref.store %z, %m[%i] : memref<10xi32>
    scf.for %j = %lb to %ub step %s {
      %w = arith.addi %a, %c3 : i32
      %v = arith.index_cast %i : index to i32
      %u = arith.addi %v, %w : i32
      memref.store %u, %m[%j] : memref<10xi32>
    }
  }
  return
}

// -----

// Splat divisors, ops with regions (moved whole when everything inside is invariant and
// speculatable), unregistered ops (never moved), and both regions of scf.while.

// CHECK-LABEL: func @nested
// CHECK-NEXT:    %[[SPLAT:.*]] = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT:    %[[D:.*]] = arith.divui %arg4, %[[SPLAT]] : vector<4xi32>
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg3 -> (i32) {
// CHECK:         scf.for
// CHECK-NEXT:      "foo.op"(%[[IF]]) : (i32) -> ()
// CHECK-NEXT:      "foo.use"(%[[D]]) : (vector<4xi32>) -> ()
// CHECK-NEXT:      %[[IV:.*]] = arith.index_cast
// CHECK-NEXT:      scf.if %arg3 {
// CHECK-NEXT:        "foo.use"(%[[IV]]) : (i32) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1, %v: vector<4xi32>) {
  %splat = arith.constant dense<4> : vector<4xi32>
  scf.for %i = %lb to %ub step %s {
    %d = arith.divui %v, %splat : vector<4xi32>
    %r = scf.if %c -> i32 {
      %k = arith.constant 1 : i32
      scf.yield %k : i32
    } else {
      %k = arith.constant 2 : i32
      scf.yield %k : i32
    }
    "foo.op"(%r) : (i32) -> ()
    "foo.use"(%d) : (vector<4xi32>) -> ()
    %iv = arith.index_cast %i : index to i32
    scf.if %c {
      "foo.use"(%iv) : (i32) -> ()
    }
  }
  return
}

// CHECK-LABEL: func @while
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      %[[CMP:.*]] = arith.cmpi slt, %{{.*}}, %[[A]] : i32
func.func @while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %lim = arith.addi %n, %n : i32
    %cond = arith.cmpi slt, %a, %lim : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %inc = arith.muli %n, %n : i32
    %next = arith.addi %b, %inc : i32
    scf.yield %next : i32
  }
  return %r : i32
}
