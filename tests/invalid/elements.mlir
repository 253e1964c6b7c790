// Malformed dense arrays, dense/sparse elements and resources, one case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"foo.op"() {a = array<i7: 1>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'complex<f32>'}}
"foo.op"() {a = array<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tensor<4xi32>'}}
"foo.op"() {a = array<tensor<4xi32>>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'none'}}
"foo.op"() {a = array<none>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i32:>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i32: 1,>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"foo.op"() {a = array<i1: 1, 0>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"foo.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"foo.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.op"() {a = dense<1>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<2> : tensor<2xi1>} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"foo.op"() {a = dense<1> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"s"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"foo.op"() {a = dense<[> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<2xi32>'}}
"foo.op"() {a = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([1])}}
"foo.op"() {a = sparse<[[0], [1]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])}}
"foo.op"() {a = sparse<[[0, 0]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.op"() {a = sparse<[[0]], [1]>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.op"() {a = dense_resource<x>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {a = dense_resource<x> : i32} : () -> ()

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"foo.op"() {a = dense_resource<> : tensor<1xi8>} : () -> ()
