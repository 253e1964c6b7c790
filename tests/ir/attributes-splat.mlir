// Dense elements whose elements are all equal are splats and print as one value, whatever
// the literal spelled (list, nested list, one element, hex payload) and whatever made the
// attribute (parsed here; folded in tests/passes/fold-splat.mlir).
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({
// Integer lists of every signedness.
// CHECK-NEXT: "foo.op"() {a = dense<-128> : vector<4xsi8>} : () -> ()
"foo.op"() {a = dense<[-128, -128, -128, -128]> : vector<4xsi8>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<255> : tensor<2xui8>, b = dense<3> : tensor<2x2xi64>} : () -> ()
"foo.op"() {a = dense<[255, 255]> : tensor<2xui8>, b = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<1> : tensor<2x3xindex>, b = dense<1> : tensor<2xi3>} : () -> ()
"foo.op"() {a = dense<[[1, 1, 1], [1, 1, 1]]> : tensor<2x3xindex>, b = dense<[1, 1]> : tensor<2xi3>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<[0, 0, 1]> : vector<3xi8>} : () -> ()
"foo.op"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<[0, 0, 1]> : vector<3xi8>} : () -> ()
// One element.
// CHECK-NEXT: "foo.op"() {a = dense<7> : tensor<1xi32>, b = dense<7> : tensor<1x1xui16>, c = dense<5.000000e-01> : vector<1x1x1xf16>} : () -> ()
"foo.op"() {a = dense<[7]> : tensor<1xi32>, b = dense<[[7]]> : tensor<1x1xui16>, c = dense<[[[0.5]]]> : vector<1x1x1xf16>} : () -> ()
// Booleans.
// CHECK-NEXT: "foo.op"() {a = dense<true> : tensor<2xi1>, b = dense<false> : vector<3xi1>, c = dense<[true, false]> : vector<2xi1>} : () -> ()
"foo.op"() {a = dense<[true, true]> : tensor<2xi1>, b = dense<[false, false, false]> : vector<3xi1>, c = dense<[true, false]> : vector<2xi1>} : () -> ()
// Floats: equal bit patterns only (0.0 and -0.0 differ).
// CHECK-NEXT: "foo.op"() {a = dense<1.000000e+00> : tensor<2x2xf32>, b = dense<1.000000e+00> : tensor<2xbf16>} : () -> ()
"foo.op"() {a = dense<[[1.0, 1.0], [1.0, 1.0]]> : tensor<2x2xf32>, b = dense<[1.0, 1.0]> : tensor<2xbf16>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<0x7FC00000> : tensor<2xf32>, b = dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>} : () -> ()
"foo.op"() {a = dense<[0x7FC00000, 0x7FC00000]> : tensor<2xf32>, b = dense<[0.0, -0.0]> : tensor<2xf32>} : () -> ()
// Complex.
// CHECK-NEXT: "foo.op"() {a = dense<(1,2)> : tensor<1xcomplex<i32>>, b = dense<(1,2)> : tensor<2xcomplex<i8>>} : () -> ()
"foo.op"() {a = dense<[(1,2)]> : tensor<1xcomplex<i32>>, b = dense<[(1,2), (1,2)]> : tensor<2xcomplex<i8>>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<(1.500000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1.500000e+00,2.000000e+00), (1.500000e+00,2.500000e+00)]> : tensor<2xcomplex<f32>>} : () -> ()
"foo.op"() {a = dense<[(1.5,2.0), (1.5,2.0)]> : tensor<2xcomplex<f32>>, b = dense<[(1.5,2.0), (1.5,2.5)]> : tensor<2xcomplex<f32>>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2x1xcomplex<f64>>} : () -> ()
"foo.op"() {a = dense<[[(1.0,2.0)], [(1.0,2.0)]]> : tensor<2x1xcomplex<f64>>} : () -> ()
// Hex payloads.
// CHECK-NEXT: "foo.op"() {a = dense<1> : tensor<2xi32>, b = dense<1.000000e+00> : tensor<2xf32>} : () -> ()
"foo.op"() {a = dense<"0x0100000001000000"> : tensor<2xi32>, b = dense<"0x0000803F0000803F"> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<5> : tensor<1xi32>, b = dense<(1,2)> : tensor<2xcomplex<i16>>} : () -> ()
"foo.op"() {a = dense<"0x05000000"> : tensor<1xi32>, b = dense<"0x0100020001000200"> : tensor<2xcomplex<i16>>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<true> : tensor<1xi1>, b = dense<true> : tensor<3xi1>, c = dense<false> : tensor<5xi1>, d = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
"foo.op"() {a = dense<"0x01"> : tensor<1xi1>, b = dense<"0x07"> : tensor<3xi1>, c = dense<"0x00"> : tensor<5xi1>, d = dense<"0x05"> : tensor<3xi1>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<[1, 2]> : tensor<2xi8>, b = dense<7> : tensor<17xi8>} : () -> ()
"foo.op"() {a = dense<"0x0102"> : tensor<2xi8>, b = dense<"0x0707070707070707070707070707070707"> : tensor<17xi8>} : () -> ()
// Strings.
// CHECK-NEXT: "foo.op"() {a = dense<"x"> : tensor<2x!foo.s>, b = dense<"x"> : tensor<1x!foo.s>, c = dense<["x", "y"]> : tensor<2x!foo.s>} : () -> ()
"foo.op"() {a = dense<["x", "x"]> : tensor<2x!foo.s>, b = dense<["x"]> : tensor<1x!foo.s>, c = dense<["x", "y"]> : tensor<2x!foo.s>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<"\00"> : tensor<2x2x!foo.s>} : () -> ()
"foo.op"() {a = dense<[["\00", "\00"], ["\00", "\00"]]> : tensor<2x2x!foo.s>} : () -> ()
// Inside sparse elements.
// CHECK-NEXT: "foo.op"() {a = sparse<{{\[\[}}0], [1]], 3> : tensor<4xi32>, b = sparse<1, 2.000000e+00> : tensor<2x2xf32>} : () -> ()
"foo.op"() {a = sparse<[[0], [1]], [3, 3]> : tensor<4xi32>, b = sparse<[[1, 1]], [2.0]> : tensor<2x2xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
