// Malformed dense elements of element types that are not integers or floats (their
// elements are strings), and shapes of empty literals; one case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<[[1]]> : tensor<1x1x!x.t>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1.5}}
"foo.op"() {a = dense<[-1.5, 2]> : tensor<2x!x.t>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<[(-1,2)]> : tensor<1x!x.t>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got true}}
"foo.op"() {a = dense<[true, "a"]> : tensor<2x!x.t>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<["a", 1]> : tensor<2x!x.t>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<1> : tensor<2x!x.t>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 0]) does not match type ([3, 0])}}
"foo.op"() {a = dense<[[], []]> : tensor<3x0x!x.t>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 0]) does not match type ([3, 0])}}
"foo.op"() {a = dense<[[], []]> : tensor<3x0xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([2, 0])}}
"foo.op"() {a = dense<[]> : tensor<2x0xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 0]) does not match type ([2, 1])}}
"foo.op"() {a = dense<[[], []]> : tensor<2x1x!x.t>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[], [1]]> : tensor<2x0x!x.t>} : () -> ()
