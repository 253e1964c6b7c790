// canonicalize: unused pure ops are erased (also in nested regions), unreachable blocks
// are erased (even with region-simplify=disabled, as upstream), unregistered ops are
// kept. Expected output checked against mlir-opt 22. Folding and constant hoisting are
// covered by unit tests until a dialect registers folders.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize='top-down=false max-iterations=2' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=3},cse))' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not strata-opt %s --canonicalize=region-simplify=bogus 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not strata-opt %s --canonicalize=max-iterations=x 2>&1 | FileCheck %s --check-prefix=LONG
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
  "test.use"(%1) : (() -> ()) -> ()
  return
}
func.func @nested_dead() {
  "test.region"() ({
    %0 = func.constant @g : () -> ()
    "test.op"() : () -> ()
  }) : () -> ()
  return
}
func.func @unreachable() {
  "test.br"()[^a] : () -> ()
^a:
  return
^dead:
  %0 = func.constant @g : () -> ()
  "test.use"(%0) : (() -> ()) -> ()
  "test.br"()[^dead2] : () -> ()
^dead2:
  "test.br"()[^a] : () -> ()
}
func.func @unregistered_kept() {
  %0 = "test.unused"() : () -> i32
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func private @g()
// CHECK-LABEL: func.func @dead() {
// CHECK-NEXT: %f = constant @g : () -> ()
// CHECK-NEXT: "test.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_dead() {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable() {
// CHECK-NEXT: "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unregistered_kept() {
// CHECK-NEXT: %0 = "test.unused"() : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
