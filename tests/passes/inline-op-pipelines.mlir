// inline's `op-pipelines` option: pipelines anchored on a callable op name, run on the
// callables of that name (before and after inlining) instead of `default-pipeline`. The
// first non-empty pipeline of a name is used; an empty one (`func.func()`) leaves the
// name to the default pipeline. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline)' | FileCheck %s --check-prefix=CANON
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func()})' | FileCheck %s --check-prefix=CANON
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse)})' | FileCheck %s --check-prefix=CSE
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse),func.func(canonicalize)})' | FileCheck %s --check-prefix=CSE
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=foo.bar(cse)})' | FileCheck %s --check-prefix=NONE
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines={func.func(cse,canonicalize)}})' | FileCheck %s --check-prefix=BOTH
// RUN: strata-opt %s '--inline=op-pipelines=func.func(cse)' | FileCheck %s --check-prefix=CSE
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse)})' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// Printed back by --dump-pass-pipeline: nothing when not given, `{}` when given empty,
// every pipeline (with its passes' options) when given, occurrences accumulating.
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT0
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT1
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines={ func.func( cse ) , foo.x(canonicalize{ max-iterations=3 })} default-pipeline="cse"})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT2
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse) op-pipelines=any(cse) op-pipelines=func.func()})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT3

// Errors: every entry must be an anchored pipeline of registered passes.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=cse})' 2>&1 | FileCheck %s --check-prefix=ERR1
// RUN: not strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse),})' 2>&1 | FileCheck %s --check-prefix=ERR2
// RUN: not strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(bogus)})' 2>&1 | FileCheck %s --check-prefix=ERR3
// RUN: not strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse{foo=1})})' 2>&1 | FileCheck %s --check-prefix=ERR4

func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}

// CANON-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CANON-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CANON-NEXT:    %1 = arith.muli %arg0, %arg0 : i32
// CANON-NEXT:    %2 = arith.addi %0, %1 : i32
// CANON-NEXT:    return %2 : i32
// CANON-NEXT:  }
// CANON-NOT: @callee

// CSE-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CSE-NEXT:    %c0_i32 = arith.constant 0 : i32
// CSE-NEXT:    %0 = arith.addi %arg0, %c0_i32 : i32
// CSE-NEXT:    %1 = arith.muli %0, %0 : i32
// CSE-NEXT:    %2 = arith.addi %1, %1 : i32
// CSE-NEXT:    return %2 : i32
// CSE-NEXT:  }
// CSE-NOT: @callee

// NONE-LABEL: func.func @caller(%arg0: i32) -> i32 {
// NONE-NEXT:    %c0_i32 = arith.constant 0 : i32
// NONE-NEXT:    %0 = arith.addi %arg0, %c0_i32 : i32
// NONE-NEXT:    %1 = arith.muli %0, %0 : i32
// NONE-NEXT:    %2 = arith.muli %0, %0 : i32
// NONE-NEXT:    %3 = arith.addi %1, %2 : i32
// NONE-NEXT:    return %3 : i32
// NONE-NEXT:  }

// BOTH-LABEL: func.func @caller(%arg0: i32) -> i32 {
// BOTH-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// BOTH-NEXT:    %1 = arith.addi %0, %0 : i32
// BOTH-NEXT:    return %1 : i32
// BOTH-NEXT:  }

// The callee's pipeline runs, then the caller's before and after inlining; dynamic
// pipelines are printed like the others.
// DUMP:      // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: func.func private @callee(%arg0: i32) -> i32 {
// DUMP:      // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: func.func @caller(%arg0: i32) -> i32 {
// DUMP-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// DUMP:      // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: func.func @caller(%arg0: i32) -> i32 {
// DUMP-NEXT:   %c0_i32 = arith.constant 0 : i32
// DUMP:      // -----// IR Dump After Inliner (inline) //----- //
// DUMP-NOT:  IR Dump

// PRINT0: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }
// PRINT1: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={}}
// PRINT2: inline{default-pipeline=cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse),foo.x(canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}}
// PRINT3: inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse),any(cse),func.func()}}

// ERR1:      expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'<unknown>:0: error: {{$}}
// ERR1-NEXT: failed to add `inline` with options `op-pipelines=cse`
// ERR2:      expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'<unknown>:0: error: {{$}}
// ERR2-NEXT: failed to add `inline` with options `op-pipelines=func.func(cse),`
// ERR3:      MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// ERR3-NEXT: bogus
// ERR3-NEXT: ^
// ERR3-NEXT: <unknown>:0: error: {{$}}
// ERR3-NEXT: failed to add `inline` with options `op-pipelines=func.func(bogus)`
// ERR4:      <Pass-Options-Parser>: no such option foo
// ERR4-EMPTY:
// ERR4-NEXT: failed to add `cse` with options `foo=1`
// ERR4-NEXT: <unknown>:0: error: {{$}}
// ERR4-NEXT: failed to add `inline` with options `op-pipelines=func.func(cse{foo=1})`
