// Symbol tables and builtin.module verification. One case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Duplicate symbols in a module, whatever the op; `sym_name` may be a discardable
// attribute or a property of an unregistered op.
// expected-note @+1 {{see existing symbol definition here}}
"foo.sym"() {sym_name = "a"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
"foo.sym"() {sym_name = "a"} : () -> ()

// -----

// expected-note @+1 {{see existing symbol definition here}}
"foo.sym"() <{sym_name = "a"}> : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
"foo.sym"() <{sym_name = "a"}> : () -> ()

// -----

// expected-note @+1 {{see existing symbol definition here}}
"foo.sym"() {sym_name = "a"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
"foo.sym"() <{sym_name = "a"}> : () -> ()

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  "foo.sym"() {sym_name = "x"} : () -> ()
  "foo.other"() : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'x'}}
  "foo.sym"() {sym_name = "x"} : () -> ()
}

// -----

module @m {
  // expected-note @+1 {{see existing symbol definition here}}
  module @x {}
  // expected-error @+1 {{redefinition of symbol named 'x'}}
  module @x {}
}

// -----

// Symbols in different modules do not clash; but the inner module is itself a symbol.
module @m {
  // expected-note @+1 {{see existing symbol definition here}}
  module @inner {
    "foo.sym"() {sym_name = "inner"} : () -> ()
  }
  // expected-error @+1 {{redefinition of symbol named 'inner'}}
  "foo.sym"() {sym_name = "inner"} : () -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x = 1} {
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'b'}}
module @name attributes {foo.a = 1, b} {}

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
^bb0:
}) {sym_name = 1 : i32} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
"builtin.module"() ({
^bb0:
}) : () -> i32

// -----

%0 = "foo.op"() : () -> i32
// expected-error @+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({
^bb0:
}) : (i32) -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
^bb0:
}, {
^bb0:
}) : () -> ()
