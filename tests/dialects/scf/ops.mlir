// scf ops round trip in custom and generic form: for (iter_args, non-index bounds,
// unsigned), if (results, optional else), while/condition, execute_region (no_inline,
// several blocks), index_switch, parallel/reduce/reduce.return; implicit scf.yield and
// scf.reduce terminators are added when parsing and left out when printing (CHECK lines
// are mlir-opt 22's output).
// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect --mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @loops(
// CHECK-NEXT:    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (i32) {
// CHECK-NEXT:      scf.yield %arg7 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.for %arg6 = %arg5 to %arg5 step %arg5 iter_args(%arg7 = %arg4, %arg8 = %arg4) -> (i32, i32)  : i64 {
// CHECK-NEXT:      scf.yield %arg7, %arg8 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg6 = %arg5 to %arg5 step %arg5  : i64 {
// CHECK-NEXT:      "foo.x"(%arg6) : (i64) -> ()
// CHECK-NEXT:    } {c}
// GEN-LABEL: sym_name = "loops"
// GEN:       "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GEN-NEXT:  ^bb0(%{{.*}}: index):
// GEN-NEXT:    "scf.yield"() : () -> ()
// GEN-NEXT:  }) : (index, index, index) -> ()
// GEN:       "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({
func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %x: i32, %a: i64) -> i32 {
  scf.for %i = %lb to %ub step %s {
  }
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%acc = %x) -> (i32) {
    scf.yield %acc : i32
  }
  %r2:2 = scf.for %i = %a to %a step %a iter_args(%p = %x, %q = %x) -> (i32, i32) : i64 {
    scf.yield %p, %q : i32, i32
  }
  scf.for %i = %a to %a step %a : i64 {
    "foo.x"(%i) : (i64) -> ()
    scf.yield {b}
  } {c}
  return %r : i32
}

// CHECK-LABEL: func.func @conditionals(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "foo.x"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "foo.y"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, f32) {
// CHECK-NEXT:      scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT:    } {foo = 1 : i64}
// CHECK-NEXT:    %1 = scf.index_switch %arg3 -> i32 {{$}}
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case -5 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg3 {a} {{$}}
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg3 {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield {b}
// CHECK-NEXT:    }
// GEN-LABEL: sym_name = "conditionals"
// GEN:       "scf.if"(%{{.*}}) ({
// GEN-NEXT:    "foo.x"() : () -> ()
// GEN-NEXT:    "scf.yield"() : () -> ()
// GEN-NEXT:  }, {
// GEN-NEXT:  }) : (i1) -> ()
// GEN:       "scf.index_switch"(%{{.*}}) <{cases = array<i64: 2, -5>}> ({
func.func @conditionals(%c: i1, %x: i32, %y: f32, %s: index) {
  scf.if %c {
    "foo.x"() : () -> ()
  }
  scf.if %c {
  } else {
    "foo.y"() : () -> ()
  }
  %v:2 = scf.if %c -> (i32, f32) {
    scf.yield %x, %y : i32, f32
  } else {
    scf.yield %x, %y : i32, f32
  } {foo = 1}
  %sw = scf.index_switch %s -> i32
  case 2 {
    scf.yield %x : i32
  }
  case -5 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %s {a}
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %s
  default {
    scf.yield {b}
  }
  return
}

// CHECK-LABEL: func.func @whiles(
// CHECK-NEXT:    %0:2 = scf.while (%arg2 = %arg1, %arg3 = %arg0) : (i32, i1) -> (i32, i1) {
// CHECK-NEXT:      scf.condition(%arg3) %arg2, %arg3 : i32, i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32, %arg3: i1):
// CHECK-NEXT:      scf.yield %arg2, %arg3 : i32, i1
// CHECK-NEXT:    } attributes {d}
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%arg0) {a}
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// GEN-LABEL: sym_name = "whiles"
// GEN:       "scf.condition"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, i32, i1) -> ()
func.func @whiles(%c: i1, %x: i32) {
  %w:2 = scf.while (%a = %x, %b = %c) : (i32, i1) -> (i32, i1) {
    scf.condition(%b) %a, %b : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    scf.yield %p, %q : i32, i1
  } attributes {d}
  scf.while : () -> () {
    scf.condition(%c) {a}
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @regions(
// CHECK-NEXT:    %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    %1:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// GEN-LABEL: sym_name = "regions"
// GEN:       "scf.execute_region"() <{no_inline}> ({
func.func @regions(%c: i1, %x: i32) {
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  } {foo}
  %f:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %x : i32, i32
  ^bb2:
    scf.yield %x, %x : i32, i32
  }
  scf.execute_region {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @parallel(
// CHECK-NEXT:    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:      "foo.x"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    %0:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (i32, i32) {
// CHECK-NEXT:      scf.reduce(%arg3, %arg3 : i32, i32) {
// CHECK-NEXT:      ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT:        %1 = arith.addi %arg5, %arg6 : i32
// CHECK-NEXT:        scf.reduce.return %1 : i32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT:        scf.reduce.return %arg5 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    } {e}
// GEN-LABEL: sym_name = "parallel"
// GEN:       "scf.parallel"({{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
func.func @parallel(%lb: index, %ub: index, %s: index, %x: i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    "foo.x"(%i, %j) : (index, index) -> ()
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %x) -> (i32, i32) {
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %t = arith.addi %l, %r : i32
      scf.reduce.return %t : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  } {e}
  return
}
