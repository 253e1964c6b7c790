// The --verify-diagnostics directive forms: @+N, @-N, @above, @below, several directives
// for one line, notes, and substring matching of the message.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// expected-error @+3 {{use of undeclared SSA value name}}
// (other comment lines count too)

"foo.use"(%undefined) : (i32) -> ()

// -----

"foo.use"(%undefined) : (i32) -> ()
// expected-error @-1 {{use of undeclared SSA value name}}

// -----

"foo.use"(%undefined) : (i32) -> ()

// expected-error @-2 {{use of undeclared SSA value name}}

// -----

"foo.use"(%undefined) : (i32) -> ()
// expected-error @above {{use of undeclared SSA value name}}

// -----

// expected-error @below {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// A directive on the same line as the diagnostic.
"foo.use"(%undefined) : (i32) -> () // expected-error {{use of undeclared SSA value name}}

// -----

// Only a substring of the message needs to be given.
// expected-error @+1 {{undeclared}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// An error and its notes on different lines.
// expected-note @+1 {{see existing symbol definition here}}
"foo.sym"() {sym_name = "a"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
"foo.sym"() {sym_name = "a"} : () -> ()

// -----

// An error and a note on the same line.
"foo.r"() ({
// expected-error @below {{redefinition of SSA value '%x'}}
// expected-note @below {{previously defined here}}
^bb0(%x: i32, %x: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Several errors in one chunk: independent nested ops are all verified.
module {
  module @m1 {
    // expected-note @+1 {{see existing symbol definition here}}
    "foo.sym"() {sym_name = "a"} : () -> ()
    // expected-error @+1 {{redefinition of symbol named 'a'}}
    "foo.sym"() {sym_name = "a"} : () -> ()
  }
  module @m2 {
    // expected-note @+1 {{see existing symbol definition here}}
    "foo.sym"() {sym_name = "b"} : () -> ()
    // expected-error @+1 {{redefinition of symbol named 'b'}}
    "foo.sym"() {sym_name = "b"} : () -> ()
  }
}

// -----

// A chunk without any diagnostic is fine.
"foo.op"() : () -> ()
