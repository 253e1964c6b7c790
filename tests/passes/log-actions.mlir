// --log-actions-to logs every pass execution (and nested pass managers' adaptor) as
// mlir-opt 22 does, to stdout with `-` or to a file; --log-mlir-actions-filter keeps the
// actions on ops whose location matches `file[:line[:col]]`. Thread names differ by tool
// (mlir-opt prints its process name). Expected lines from mlir-opt 22.
// RUN: strata-opt %s --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --log-mlir-actions-filter=%s --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --log-actions-to=%t --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading
// RUN: FileCheck %s < %t
// RUN: strata-opt %s --log-mlir-actions-filter=%s:24 --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading | FileCheck %s --check-prefix=SECOND
// RUN: strata-opt %s --log-mlir-actions-filter=%s:24:1 --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading | FileCheck %s --check-prefix=SECOND
// RUN: strata-opt %s --log-mlir-actions-filter=%s:0 --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null --mlir-disable-threading | FileCheck %s --check-prefix=MODULE
// RUN: strata-opt %s --log-mlir-actions-filter=%s:24:2 --log-actions-to=- --cse -o /dev/null | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: strata-opt %s --log-mlir-actions-filter=other.mlir --log-actions-to=- --cse -o /dev/null | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: strata-opt %s --log-actions-to=- --canonicalize --cse --duplicate-function-elimination -o /dev/null | FileCheck %s --check-prefix=FLAT
// Every filter of a list applies (mlir-opt 22 agrees here; with filters shorter than 16
// characters, e.g. `a.mlir:1,a.mlir:9`, it keeps only the last one: its earlier filters
// are left dangling when the list grows. Strata keeps them all.)
// RUN: strata-opt %s --log-mlir-actions-filter=%s:20,%s:28 --log-actions-to=- --pass-pipeline='builtin.module(func.func(canonicalize))' -o /dev/null --mlir-disable-threading | FileCheck %s --check-prefix=BOTH

func.func @a() {
  return
}

func.func @b(%x: i32) -> i32 {
  return %x : i32
}

func.func @c() {
  return
}

// CHECK:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @a() {...})`
// CHECK:      [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @b(%arg0: i32) -> i32 {...})`
// CHECK:      [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @c() {...})`
// CHECK:      [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NOT:  Action

// SECOND-NOT:  @a
// SECOND:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @b(%arg0: i32) -> i32 {...})`
// SECOND:      [thread {{.*}}] completed `pass-execution`
// SECOND-NOT:  Action

// MODULE:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// MODULE-NEXT: [thread {{.*}}] completed `pass-execution`
// MODULE-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `builtin.module` (module {...})`
// MODULE-NEXT: [thread {{.*}}] completed `pass-execution`
// MODULE-NOT:  Action

// NONE-NOT: Action

// FLAT:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `builtin.module` (module {...})`
// FLAT:      [thread {{.*}}] completed `pass-execution`
// FLAT-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `builtin.module` (module {...})`
// FLAT-NEXT: [thread {{.*}}] completed `pass-execution`
// FLAT-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `DuplicateFunctionEliminationPass` on Operation `builtin.module` (module {...})`
// FLAT-NEXT: [thread {{.*}}] completed `pass-execution`
// FLAT-NOT:  Action

// BOTH:      running `Canonicalizer` on Operation `func.func` (func.func @a() {...})`
// BOTH:      completed `pass-execution`
// BOTH-NEXT: running `Canonicalizer` on Operation `func.func` (func.func @c() {...})`
// BOTH:      completed `pass-execution`
// BOTH-NOT:  Action
