// Malformed affine maps and integer sets, one case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 mod (d0 + 1))>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0)[d0] -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in affine map range}}
"foo.op"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// expected-error @+1 {{expected '->' or ':'}}
"foo.op"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"foo.op"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"foo.op"() {a = affine_map<(d0) -> (d0 ** 2)>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in affine map range}}
"foo.op"() {a = affine_map<(d0) -> (d0 / 2)>} : () -> ()

// -----

// expected-error @+1 {{expected bare identifier}}
"foo.op"() {a = affine_map<(1) -> (1)>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in affine map}}
"foo.op"() {a = affine_map<(d0) -> (d0)} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.op"() {a = affine_set<(d0) : (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected ')' in affine map range}}
"foo.op"() {a = affine_set<(d0) -> (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_set<(d0) : (d1 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.op"() {a = affine_set<(d0) : (d0 * d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{constant too large for index}}
"foo.op"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()
