// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --canonicalize=region-simplify=aggressive %s | FileCheck %s --check-prefixes=CHECK,AGGR
// Region simplification never rewrites what no interface describes: behind an unregistered
// op with successors, which operands reach which block argument is unknown, so the
// arguments stay even when unused.
// mlir-opt 22 bug (deliberate difference): it erases the unused `%z`, leaving "foo.br"
// with two successor operands for a block of one argument.

// CHECK-LABEL: func.func @unknown_branch_keeps_arguments
// CHECK-NEXT: "foo.br"(%arg0, %arg0)[^bb1] : (i32, i32) -> ()
// CHECK-NEXT: ^bb1(%[[X:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: "foo.use"(%[[X]]) : (i32) -> ()
func.func @unknown_branch_keeps_arguments(%a: i32) {
  "foo.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %z: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// Blocks that compute the same from the same arguments may still be merged: the unknown
// op passes the same values whichever of them it branches to (mlir-opt 22 agrees).
// AGGR-LABEL: func.func @unknown_branch_identical_successors
// AGGR-NEXT: "foo.br"(%arg0)[^bb1, ^bb1] : (i32) -> ()
// AGGR-NEXT: ^bb1(%[[Y:.*]]: i32):
// AGGR-NEXT: return %[[Y]] : i32
func.func @unknown_branch_identical_successors(%a: i32) -> i32 {
  "foo.br"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
