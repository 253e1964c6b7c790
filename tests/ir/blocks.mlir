// Blocks and successors: labels, block arguments, successor lists, predecessor comments,
// forward block references, unreachable blocks.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// Predecessor comments: `// pred: X` for one, `// N preds: X, Y` for several (listed in
// use-list order), `// no predecessors` for none. Labels are renumbered ^bb0.. per region;
// the entry block label is omitted when it has no arguments.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     %7 = "foo.op"() : () -> i1
// CHECK-NEXT:     "foo.cond_br"(%7)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     "foo.br"()[^bb3, ^bb1, ^bb2, ^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb5:  // no predecessors
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
  %c = "foo.op"() : () -> i1
  "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.br"()[^bb3, ^bb1, ^bb2, ^bb4] : () -> ()
^bb4:
  "foo.ret"() : () -> ()
^bb5:
  "foo.ret"() : () -> ()
}) : () -> ()

// Named labels; successor operands are ordinary operands of unregistered ops (their count
// is not checked against the target's arguments). Dominance is not checked in unreachable
// blocks. Non-entry block arguments are numbered like values.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg5: i32):
// CHECK-NEXT:     "foo.br"(%arg5, %arg5)[^bb2] : (i32, i32) -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     "foo.use"(%4) : (i32) -> ()
// CHECK-NEXT:     %4 = "foo.op"() : () -> i32
// CHECK-NEXT:     "foo.br"(%4)[^bb2] : (i32) -> ()
// CHECK-NEXT:   ^bb2(%5: i32, %6: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.ret"(%5, %6) : (i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
^entry(%x: i32):
  "foo.br"(%x, %x)[^exit] : (i32, i32) -> ()
^unused:
  "foo.use"(%late) : (i32) -> ()
  %late = "foo.op"() : () -> i32
  "foo.br"(%late)[^exit] : (i32) -> ()
^exit(%y: i32, %z: i32):
  "foo.ret"(%y, %z) : (i32, i32) -> ()
}) : () -> ()

// The same successor several times is listed once per use.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     "foo.br"()[^bb1, ^bb1, ^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
  "foo.br"()[^bb1, ^bb1, ^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// Forward references to blocks; block order is kept.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
^bb2:
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// Block arguments of many types; the entry block is labeled because it has arguments.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: tensor<?xf32>, %arg2: !foo.t, %arg3: (i32) -> i32, %arg4: tuple<>):
// CHECK-NEXT:     "foo.br"(%arg0, %arg1)[^bb1] : (i1, tensor<?xf32>) -> ()
// CHECK-NEXT:   ^bb1(%2: i1, %3: tensor<?xf32>):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"(%2, %3) : (i1, tensor<?xf32>) -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
^bb0(%a: i1, %b: tensor<?xf32>, %c: !foo.t, %d: (i32) -> i32, %e: tuple<>):
  "foo.br"(%a, %b)[^bb1] : (i1, tensor<?xf32>) -> ()
^bb1(%f: i1, %g: tensor<?xf32>):
  "foo.ret"(%f, %g) : (i1, tensor<?xf32>) -> ()
}) : () -> ()

// Values defined in a dominating block are visible in later blocks and nested regions.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     %1 = "foo.op"() : () -> i32
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.wrap"() ({
// CHECK-NEXT:       "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "foo.ret"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
  %v = "foo.op"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.wrap"() ({
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
  "foo.ret"(%v) : (i32) -> ()
}) : () -> ()
// Unregistered ops may end a block: no terminator is required, even in a multi-block
// region, and the last op may have results.
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.op"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
"foo.cfg"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %last = "foo.op"() : () -> i32
}) : () -> ()
// CHECK-NEXT: }) : () -> ()
