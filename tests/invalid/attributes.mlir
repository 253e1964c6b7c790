// Malformed builtin attributes, one case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 2 : i1} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 18446744073709551616 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 1 : i0} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : tensor<i32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = 0x123456 : f16} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {a = 0x1 : i1x} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1e10} : () -> ()

// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"foo.op"() {a = -true} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = unknownattr} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"foo.op"() {a = #undefined} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "bad\q"} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "bad\4"} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1 2]} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'b' in dictionary attribute}}
"foo.op"() {a = {b, b}} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"foo.op"() {"" = 1} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = } : () -> ()

// -----

// expected-error @+1 {{expected attribute name}}
"foo.op"() {1 = 2} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @} : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"foo.op"() {a = @a::b} : () -> ()

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
"foo.op"() {a = distinct<1>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"foo.op"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"foo.op"() {a = strided<[1], offset 2>} : () -> ()

// -----

// expected-error @+1 {{expected '['}}
"foo.op"() {a = strided<1>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = #foo.bar<1} : () -> ()

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

#dup = 1
// expected-error @+1 {{redefinition of attribute alias id 'dup'}}
#dup = 2

// -----

// expected-error @+1 {{expected '>' to close properties}}
"foo.op"() <{a = 1} : () -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1}} : () -> ()
