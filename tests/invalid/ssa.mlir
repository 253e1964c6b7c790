// SSA value errors: undefined values, redefinitions, result counts, type mismatches,
// dominance. One case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%a = "foo.op"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%a'}}
%a = "foo.op"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
%a = "foo.op"() : () -> i32
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.use"(%a) : (i64) -> ()

// -----

// expected-note @+1 {{previously used here with type 'i64'}}
"foo.use"(%a) : (i64) -> ()
// expected-error @+1 {{definition of SSA value '%a#0' has type 'i32'}}
%a = "foo.op"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
"foo.use"(%a) : (i64) -> ()
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
"foo.use"(%a) : (i32) -> ()

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%a = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%a:3 = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 3 results but was provided 2 to bind}}
%a, %b = "foo.op"() : () -> (i32, i32, i32)

// -----

%a:2 = "foo.op"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"foo.use"(%a#2) : (i32) -> ()

// -----

%a = "foo.op"() : () -> (i32)
// expected-error @+1 {{reference to invalid result number}}
"foo.use"(%a#1) : (i32) -> ()

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%x = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%a:0 = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"foo.use"() : (i32) -> ()

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{expected 2 operand types but had 1}}
"foo.use"(%a, %a) : (i32) -> ()

// -----

"foo.r"() ({
// expected-note @+1 {{previously defined here}}
^bb0(%x: i32):
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = "foo.op"() : () -> i32
}) : () -> ()

// -----

"foo.r"() ({
// expected-error @+2 {{redefinition of SSA value '%x'}}
// expected-note @+1 {{previously defined here}}
^bb0(%x: i32, %x: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Use before definition in a multi-block region (SSACFG dominance).
"foo.r"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "foo.op"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "foo.op"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// A value defined in a nested region is not visible outside of it.
"foo.r"() ({
  %z = "foo.op"() : () -> i32
}) : () -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%z) : (i32) -> ()

// -----

// A value defined in one region is not visible in a sibling region.
"foo.r"() ({
  %z = "foo.op"() : () -> i32
}, {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.use"(%z) : (i32) -> ()
}) : () -> ()

// -----

// An op may not use its own result inside one of its regions (in an SSACFG region).
"foo.outer"() ({
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %r = "foo.r"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%r) : (i32) -> ()
  }) : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%1) : (i32) -> ()

// -----

%0 = "foo.op"() : () -> i32
// expected-error @+1 {{invalid SSA value result number}}
"foo.use"(%0#0, %0#x) : (i32, i32) -> ()
