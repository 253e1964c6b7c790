// strata-run's command-line errors use mlir-runner's messages.
// RUN: not strata-run %s -e nope --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-run %s -e one --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not strata-run %s -e none --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=I32
// RUN: not strata-run %s -e args --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not strata-run %s -e one 2>&1 | FileCheck %s --check-prefix=F32
// RUN: not strata-run %s -e one --entry-point-result=foo 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: strata-run %s -e one --entry-point-result=i32 -O3 --shared-libs=a.so,b.so | FileCheck %s --check-prefix=ONE
// RUN: strata-run %s -e half --entry-point-result=f32 | FileCheck %s --check-prefix=HALF
// The compiled backends lower func-level input with Strata's passes first:
// RUN: strata-run %s -e one --entry-point-result=i32 --backend=cranelift | FileCheck %s --check-prefix=ONE

// MISSING: Error: entry point not found
// VOID: Error: expected void function
// I32: Error: only single i32 function result supported
// ARGS: Error: JIT can't invoke a main function expecting arguments
// F32: Error: only single f32 function result supported
// KIND: Error: unsupported function type
// ONE: {{^}}-42{{$}}
// HALF: {{^}}5.000000e-01{{$}}

func.func @one() -> i32 {
  %c = arith.constant -42 : i32
  return %c : i32
}

func.func @half() -> f32 {
  %c = arith.constant 0.5 : f32
  return %c : f32
}

func.func @none() {
  return
}

func.func @args(%a: i32) {
  return
}
