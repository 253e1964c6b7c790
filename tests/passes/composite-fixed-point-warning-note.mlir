// How strata-opt renders composite-fixed-point-pass's non-convergence warning: location,
// source line and caret, then mlir-opt's `see current operation` note with the op in its
// custom form (none with --mlir-print-op-on-diagnostic=false); the run still succeeds.
// Expected output is mlir-opt 22's.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(composite-fixed-point-pass{max-iterations=1 name=Simplify pipeline=canonicalize}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(composite-fixed-point-pass{max-iterations=1 pipeline=canonicalize}))' --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONOTE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(composite-fixed-point-pass{max-iterations=2 pipeline=canonicalize}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{max-iterations=1 pipeline=canonicalize})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODULE

func.func @twice(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}

func.func @stable(%a: i32) -> i32 {
  return %a : i32
}

// NOTE:      composite-fixed-point-warning-note.mlir:10:1: warning: Composite pass "Simplify"+ didn't converge in 1 iterations
// NOTE-NEXT: func.func @twice(%a: i32) -> i32 {
// NOTE-NEXT: ^
// NOTE-NEXT: composite-fixed-point-warning-note.mlir:10:1: note: see current operation: {{$}}
// NOTE-NEXT: func.func @twice(%arg0: i32) -> i32 {
// NOTE-NEXT:   return %arg0 : i32
// NOTE-NEXT: }
// NOTE-NOT:  warning

// NONOTE:      warning: Composite pass "CompositeFixedPointPass"+ didn't converge in 1 iterations
// NONOTE-NEXT: func.func @twice
// NONOTE-NEXT: ^
// NONOTE-NOT:  note

// QUIET-NOT: warning

// On the top-level module (whose location is the file's start), the note shows the
// whole module.
// MODULE:      composite-fixed-point-warning-note.mlir:0:0: warning: Composite pass "CompositeFixedPointPass"+ didn't converge in 1 iterations
// MODULE-NEXT: composite-fixed-point-warning-note.mlir:0:0: note: see current operation: {{$}}
// MODULE-NEXT: module {
// MODULE-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// MODULE-NEXT:     return %arg0 : i32
// MODULE-NEXT:   }
// MODULE-NEXT:   func.func @stable(%arg0: i32) -> i32 {
// MODULE-NEXT:     return %arg0 : i32
// MODULE-NEXT:   }
// MODULE-NEXT: }
