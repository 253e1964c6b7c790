// RUN: strata-opt %s --control-flow-sink --split-input-file --allow-unregistered-dialect | FileCheck %s

// Memory-effect-free ops used only inside one region of an scf.if move to the start of
// that region, with the ops feeding them; ops used in both regions, or outside, stay.

// CHECK-LABEL: func @sink
// CHECK-NEXT:    %[[BOTH:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[OUT:.*]] = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[LOAD:.*]] = memref.load %arg2[] : memref<i32>
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %[[C1]] : i32
// CHECK-NEXT:      %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[B]], %[[BOTH]] : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %arg1, %[[C2]] : i32
// CHECK-NEXT:      %[[E:.*]] = arith.addi %[[D]], %[[BOTH]] : i32
// CHECK-NEXT:      %[[F:.*]] = arith.addi %[[E]], %[[LOAD]] : i32
// CHECK-NEXT:      scf.yield %[[F]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[G:.*]] = arith.addi %[[R]], %[[OUT]] : i32
// CHECK-NEXT:    return %[[G]] : i32
func.func @sink(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.muli %a, %a : i32
  %both = arith.addi %x, %x : i32
  %d = arith.divsi %x, %c2 : i32
  %out = arith.subi %x, %x : i32
  %load = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %s = arith.addi %b, %both : i32
    scf.yield %s : i32
  } else {
    %e = arith.addi %d, %both : i32
    %f = arith.addi %e, %load : i32
    scf.yield %f : i32
  }
  %g = arith.addi %r, %out : i32
  return %g : i32
}

// -----

// Uses nested deeper in the region count as inside it; loops are not singly executed,
// so nothing sinks into scf.for; nested scf.if ops sink innermost first.

// CHECK-LABEL: func @nested
// CHECK-NEXT:    %[[L:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %[[N:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      scf.if %arg0 {
// CHECK-NEXT:        %[[I:.*]] = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:        "foo.use"(%[[I]]) : (i32) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      "foo.use"(%[[N]]) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "foo.use"(%[[L]]) : (i32) -> ()
// CHECK-NEXT:    }
func.func @nested(%c: i1, %x: i32, %lb: index, %ub: index, %s: index) {
  %l = arith.addi %x, %x : i32
  %n = arith.muli %x, %x : i32
  %i = arith.subi %x, %x : i32
  scf.if %c {
    scf.if %c {
      "foo.use"(%i) : (i32) -> ()
    }
    "foo.use"(%n) : (i32) -> ()
  }
  scf.for %iv = %lb to %ub step %s {
    "foo.use"(%l) : (i32) -> ()
  }
  return
}

// -----

// scf.index_switch regions run at most once too; scf.execute_region declares no bounds.

// CHECK-LABEL: func @switch
// CHECK-NEXT:    scf.index_switch %arg0 -> i32
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[B:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-LABEL: func @execute
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %[[A]] : i32
func.func @switch(%i: index, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @execute(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}
