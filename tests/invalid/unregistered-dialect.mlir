// Without --allow-unregistered-dialect, an operation of an unknown dialect is an error. It
// is reported at the character just after the quoted operation name.
// RUN: not strata-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// CHECK: unregistered-dialect.mlir:[[#@LINE+4]]:9: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT: {{^}}"foo.op"() : () -> (){{$}}
// CHECK-NEXT: {{^}} ^{{$}}
// expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"foo.op"() : () -> ()

// -----

// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:16: error: operation being parsed with an unregistered dialect
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
  %x = "foo.op"() : () -> i32

// -----

// Nested in a registered op.
"builtin.module"() ({
  // CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:12: error: operation being parsed with an unregistered dialect
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "bar.baz"() : () -> ()
}) : () -> ()

// -----

// Only the first one is reported: parsing stops there.
// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:10: error: operation being parsed with an unregistered dialect
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"foo.one"() : () -> ()
"foo.two"() : () -> ()
// CHECK-NOT: :[[#@LINE-1]]:10: error

// -----

// An op name without a dialect prefix.
// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:11: error: operation being parsed with an unregistered dialect
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"noprefix"() : () -> ()

// -----

// Types and attributes of unregistered dialects are errors too (the message spells the
// attribute or type in an odd way).
// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:30: error: #"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// expected-error @+1 {{#"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"builtin.module"() {a = #foo.bar} ({
^bb0:
}) : () -> ()

// -----

// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:25: error: #"foo"<""x""> : 'none' attribute created with unregistered dialect.
// expected-error @+1 {{#"foo"<""x""> : 'none' attribute created with unregistered dialect.}}
"builtin.module"() {a = #foo<"x">} ({
^bb0:
}) : () -> ()

// -----

// CHECK: unregistered-dialect.mlir:[[#@LINE+2]]:30: error: `!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// expected-error @+1 {{`!"foo"<"bar">` type created with unregistered dialect.}}
"builtin.module"() {a = !foo.bar} ({
^bb0:
}) : () -> ()
