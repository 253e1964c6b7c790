// --verify-diagnostics must fail, with a clear report, when an expected diagnostic is not
// produced, when an unexpected one is, or when the severity differs. All chunks are
// processed; the "not produced" reports come after the unexpected ones. (CHECK lines must not
// contain the directive spelling itself: the verifier finds directives anywhere in a line.)
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics 2>&1 >/dev/null | FileCheck %s

// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+2]]:4: error: expected error "this error is never produced" was not produced
// CHECK-DAG: {{^}}// expected{{-}}error @+1 {{[{][{]}}this error is never produced{{[}][}]}}{{$}}
// expected-error @+1 {{this error is never produced}}
"foo.op"() : () -> ()
// CHECK-DAG: {{^}}   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}

// -----

// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+2]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK-DAG: {{^}}"foo.use"(%undefined) : (i32) -> (){{$}}
"foo.use"(%undefined) : (i32) -> ()
// CHECK-DAG: {{^}}          ^{{$}}

// -----

// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+3]]:4: error: expected error "a different message" was not produced
// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+3]]:11: error: unexpected error: use of undeclared SSA value name
// A wrong message:
// expected-error @+1 {{a different message}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+3]]:4: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-DAG: verify-diagnostics-failures.mlir:[[#@LINE+2]]:4: error: expected warning "use of undeclared SSA value name" was not produced
// A wrong severity:
// expected-warning @+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// A correct expectation produces no report.
// CHECK-NOT: verify-diagnostics-failures.mlir:[[#@LINE+2]]
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()
