// How elements attributes are printed: decimal lists vs. hex strings, and eliding.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NOHEX
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: "builtin.module"() ({
// HEX-LABEL: "builtin.module"() ({
// NOHEX-LABEL: "builtin.module"() ({
// ELIDE-LABEL: "builtin.module"() ({

// By default, non-splat dense elements with more than 100 elements are printed as hex.
// CHECK-NEXT: "foo.op"() {a = dense<{{\[}}0, 1, 2, {{.*}}, 98, 99]> : tensor<100xi8>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x000102{{[0-9A-F]*}}6263"> : tensor<100xi8>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<{{\[}}0, 1, 2, {{.*}}, 98, 99]> : tensor<100xi8>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<100xi8>} : () -> ()
"foo.op"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()

// CHECK-NEXT: "foo.op"() {a = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<{{\[}}0, 1, 2, {{.*}}, 99, 100]> : tensor<101xi8>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<101xi8>} : () -> ()
"foo.op"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>} : () -> ()

// i1 elements are bit-packed in hex form.
// CHECK-NEXT: "foo.op"() {a = dense<"0x49922449922449922449922409"> : tensor<101xi1>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x49922449922449922449922409"> : tensor<101xi1>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<{{\[}}true, false, false, true, {{.*}}, true, false]> : tensor<101xi1>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<101xi1>} : () -> ()
"foo.op"() {a = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>} : () -> ()

// Small attributes: hex only above the threshold; splats are never hex or elided.
// CHECK-NEXT: "foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<7> : tensor<300xi32>, e = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x010000000200000003000000"> : tensor<3xi32>, b = dense<"0x0000803F0000004000004040"> : tensor<3xf32>, c = dense<"0x05"> : tensor<3xi1>, d = dense<7> : tensor<300xi32>, e = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<7> : tensor<300xi32>, e = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<3xi32>, b = dense_resource<__elided__> : tensor<3xf32>, c = dense_resource<__elided__> : tensor<3xi1>, d = dense<7> : tensor<300xi32>, e = dense<[1, 2]> : tensor<2xi32>} : () -> ()
"foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<7> : tensor<300xi32>, e = dense<[1, 2]> : tensor<2xi32>} : () -> ()

// Complex and index elements in hex; nested in an array.
// CHECK-NEXT: "foo.op"() {a = dense<[(1,2), (3,4), (5,6)]> : tensor<3xcomplex<i8>>, b = dense<[1, 2, 3]> : tensor<3xindex>, c = [dense<[1, 2, 3]> : tensor<3xi8>]} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x010203040506"> : tensor<3xcomplex<i8>>, b = dense<"0x010000000000000002000000000000000300000000000000"> : tensor<3xindex>, c = [dense<"0x010203"> : tensor<3xi8>]} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<[(1,2), (3,4), (5,6)]> : tensor<3xcomplex<i8>>, b = dense<[1, 2, 3]> : tensor<3xindex>, c = [dense<[1, 2, 3]> : tensor<3xi8>]} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<3xcomplex<i8>>, b = dense_resource<__elided__> : tensor<3xindex>, c = [dense_resource<__elided__> : tensor<3xi8>]} : () -> ()
"foo.op"() {a = dense<[(1,2),(3,4),(5,6)]> : tensor<3xcomplex<i8>>, b = dense<[1, 2, 3]> : tensor<3xindex>, c = [dense<[1,2,3]> : tensor<3xi8>]} : () -> ()

// Sub-byte element types use one byte per element.
// CHECK-NEXT: "foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi4>, b = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf4E2M1FN>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<"0x010203"> : tensor<3xi4>, b = dense<"0x020405"> : tensor<3xf4E2M1FN>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi4>, b = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf4E2M1FN>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<3xi4>, b = dense_resource<__elided__> : tensor<3xf4E2M1FN>} : () -> ()
"foo.op"() {a = dense<[1, 2, 3]> : tensor<3xi4>, b = dense<[1.0, 2.0, 3.0]> : tensor<3xf4E2M1FN>} : () -> ()

// String elements are never printed in hex, but they are elided.
// CHECK-NEXT: "foo.op"() {a = dense<["a", "b", "c"]> : tensor<3x!foo.s>} : () -> ()
// HEX-NEXT: "foo.op"() {a = dense<["a", "b", "c"]> : tensor<3x!foo.s>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = dense<["a", "b", "c"]> : tensor<3x!foo.s>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<3x!foo.s>} : () -> ()
"foo.op"() {a = dense<["a", "b", "c"]> : tensor<3x!foo.s>} : () -> ()

// Sparse elements: only the values are printed in hex; an elided sparse attribute prints
// as an elided dense_resource. Dense arrays are never affected.
// CHECK-NEXT: "foo.op"() {a = sparse<{{\[\[}}0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, b = array<i32: 1, 2, 3>} : () -> ()
// HEX-NEXT: "foo.op"() {a = sparse<{{\[\[}}0], [1], [2]], "0x010000000200000003000000"> : tensor<4xi32>, b = array<i32: 1, 2, 3>} : () -> ()
// NOHEX-NEXT: "foo.op"() {a = sparse<{{\[\[}}0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, b = array<i32: 1, 2, 3>} : () -> ()
// ELIDE-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<4xi32>, b = array<i32: 1, 2, 3>} : () -> ()
"foo.op"() {a = sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, b = array<i32: 1, 2, 3>} : () -> ()

// CHECK-NEXT: }) : () -> ()
// HEX-NEXT: }) : () -> ()
// NOHEX-NEXT: }) : () -> ()
// ELIDE-NEXT: }) : () -> ()
