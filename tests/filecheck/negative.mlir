// Negative tests: `not` inverts an exit status, and a FileCheck failure names the
// failing directive and where it searched (its diagnostics are checked by DIAG).
// RUN: not false
// RUN: not not true
// RUN: echo hello | not FileCheck %s --check-prefix=BAD
// RUN: echo hello | not FileCheck %s --check-prefix=BAD 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: printf 'a\nb\n' | count 2
// A crash (death by a signal, or exit status 101 from a Rust panic) is not an ordinary
// failure: plain `not` rejects it, `not --crash` expects it.
// RUN: not --crash bash -c 'exit 101'
// RUN: not --crash bash -c 'kill -SEGV $$'
// RUN: not not --crash false

// BAD: goodbye

// DIAG: negative.mlir:[[@LINE-2]]:9: error: BAD: expected string not found in input
// DIAG-NEXT: {{^}}// B{{A}}D: goodbye
// DIAG-NEXT: {{^}} ^
// DIAG-NEXT: <stdin>:1:1: note: scanning from here
// DIAG-NEXT: {{^}}hello
