// composite-fixed-point-pass warns on the op it runs on when its pipeline still changes
// the IR after max-iterations rounds (upstream's `op->emitWarning`): the warning does not
// fail the run, --verify-diagnostics matches it with expected-warning, and mlir-opt's
// `see current operation` note shows the op in its custom form (rendering checked in
// composite-fixed-point-warning-note.mlir). Expected output is mlir-opt 22's.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(composite-fixed-point-pass{max-iterations=1 pipeline=canonicalize}))' | FileCheck %s
// RUN: strata-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(composite-fixed-point-pass{max-iterations=1 pipeline=canonicalize}))' --mlir-disable-threading | FileCheck %s

// Canonicalization changes the function in the first round; the second round is the
// last one allowed and the limit is reached.
// CHECK-LABEL: func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// expected-warning@+1 {{Composite pass "CompositeFixedPointPass"+ didn't converge in 1 iterations}}
func.func @twice(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}

// Nothing changes in the first round: no warning.
// CHECK-LABEL: func.func @stable(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func @stable(%a: i32) -> i32 {
  return %a : i32
}

// -----

// A warning in another chunk, on another function.
// CHECK-LABEL: func.func @other() -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    return %c3_i32 : i32
// expected-warning@+1 {{didn't converge in 1 iterations}}
func.func @other() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

