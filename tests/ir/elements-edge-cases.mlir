// Dense payload elements: 1-bit integers of every signedness print as `true`/`false`;
// a negative `f8E8M0FNU` element (a format without a sign bit) is stored with its top bit
// set unless it rounded to the smallest value, as mlir-opt does (a scalar attribute keeps
// its sign instead).
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "x.op"() {a = dense<[true, false]> : tensor<2xsi1>, b = dense<[true, false]> : tensor<2xui1>, c = dense<true> : tensor<si1>, d = dense<true> : vector<2xui1>, e = dense<{{\[\[}}false, true], [true, true]]> : tensor<2x2xsi1>, f = -1 : si1, g = 1 : ui1} : () -> ()
"x.op"() {a = dense<[-1, 0]> : tensor<2xsi1>, b = dense<[1, 0]> : tensor<2xui1>, c = dense<-1> : tensor<si1>, d = dense<true> : vector<2xui1>, e = dense<[[0, -1], [-1, -1]]> : tensor<2x2xsi1>, f = -1 : si1, g = 1 : ui1} : () -> ()

// CHECK: "x.op"() {a = dense<[0xFF, 5.877470e-39, 1.701410e+38, 4.000000e+00, 5.877470e-39, 0xFF]> : tensor<6xf8E8M0FNU>, b = dense<2.000000e+00> : tensor<f8E8M0FNU>, c = -1.000000e+00 : f8E8M0FNU, d = sparse<0, 8.507050e+37> : tensor<2xf8E8M0FNU>} : () -> ()
"x.op"() {a = dense<[-1.0, -0.0, -0.5, -3.0, -1.0e-40, -6.0e38]> : tensor<6xf8E8M0FNU>, b = dense<-2.0> : tensor<f8E8M0FNU>, c = -1.0 : f8E8M0FNU, d = sparse<[[0]], [-0.25]> : tensor<2xf8E8M0FNU>} : () -> ()
