// canonicalize: unused pure ops are erased (also in nested regions), unreachable blocks
// are erased (even with region-simplify=disabled, as upstream), unregistered ops are
// kept. Expected output checked against mlir-opt 22. Folding and constant hoisting are
// covered by unit tests until a dialect registers folders.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize='top-down=false max-iterations=2' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=3},cse))' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not strata-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=bogus 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not strata-opt %s --allow-unregistered-dialect --canonicalize=max-iterations=x 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{top-down=0 region-simplify=aggressive max-iterations=-1 test-convergence})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SET

// ENUM: for the --region-simplify option: Cannot find option named 'bogus'!
// LONG: for the --max-iterations option: 'x' value invalid for long argument!
// SET: canonicalize{  max-iterations=-1 max-num-rewrites=-1 region-simplify=aggressive test-convergence=true top-down=false}

// PIPE: builtin.module(
// PIPE-NEXT: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// PIPE-NEXT: )

func.func private @g()
func.func @dead() {
  %0 = func.constant @g : () -> ()
  %1 = func.constant @g : () -> ()
  "foo.use"(%1) : (() -> ()) -> ()
  return
}
func.func @nested_dead() {
  "foo.region"() ({
    %0 = arith.constant 1 : i32
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}
func.func @unreachable() {
  "foo.br"()[^a] : () -> ()
^a:
  return
^dead:
  %0 = func.constant @g : () -> ()
  "foo.use"(%0) : (() -> ()) -> ()
  "foo.br"()[^dead2] : () -> ()
^dead2:
  "foo.br"()[^a] : () -> ()
}
func.func @unregistered_kept() {
  %0 = "foo.unused"() : () -> i32
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func private @g()
// CHECK-LABEL: func.func @dead() {
// CHECK-NEXT: %f = constant @g : () -> ()
// CHECK-NEXT: "foo.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_dead() {
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable() {
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unregistered_kept() {
// CHECK-NEXT: %0 = "foo.unused"() : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
