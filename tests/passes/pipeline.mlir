// The textual pass pipeline: --dump-pass-pipeline layout, pass flags, and mlir-opt's
// errors for unknown passes, malformed pipelines and bad options.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module( builtin.module(strip-debuginfo , print-op-stats),strip-debuginfo)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: strata-opt %s --allow-unregistered-dialect -strip-debuginfo --print-op-stats=json=true --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(strip-debuginfo))' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not strata-opt %s --pass-pipeline='strip-debuginfo' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not strata-opt %s --pass-pipeline='builtin.module(print-op-stats{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata-opt %s --pass-pipeline='builtin.module(print-op-stats{json=true)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt %s --strip-debuginfo --pass-pipeline='builtin.module(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=BOTH

// DUMP:      Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   builtin.module(
// DUMP-NEXT:     strip-debuginfo,
// DUMP-NEXT:     print-op-stats{json=false}
// DUMP-NEXT:   ),
// DUMP-NEXT:   strip-debuginfo
// DUMP-NEXT: )
// DUMP-EMPTY:

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   strip-debuginfo,
// FLAGS-NEXT:   print-op-stats{json=true}
// FLAGS-NEXT: )

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: foo
// UNKNOWN-NEXT: ^

// PAREN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// PAREN-NEXT: strip-debuginfo)
// PAREN-NEXT: {{^}}               ^

// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// OPTION:      <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `print-op-stats` with options `bogus=1`

// BRACE:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: missing closing '}' while processing pass options
// BRACE-NEXT: print-op-stats{json=true
// BRACE-NEXT: {{^}}              ^

// ANCHOR: pipeline.mlir:[[@LINE+2]]:1: error: can't run 'func.func' pass manager on 'builtin.module' op

module {
  "test.op"() : () -> ()
}

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
