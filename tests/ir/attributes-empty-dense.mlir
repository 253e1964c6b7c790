// Dense elements without elements, of every element type (dialect types included):
// nested empty lists and `dense<>` print as `dense<>`.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({
// Dialect element types.
// CHECK-NEXT: "foo.op"() {a = dense<> : tensor<3x0x!x.t>, b = dense<> : tensor<0x!x.t>, c = dense<> : tensor<2x0x!x.t>} : () -> ()
"foo.op"() {a = dense<[[], [], []]> : tensor<3x0x!x.t>, b = dense<[]> : tensor<0x!x.t>, c = dense<> : tensor<2x0x!x.t>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<> : tensor<1x1x0x!x.t>, b = dense<> : tensor<0x!x.t, "enc">, c = dense<> : tensor<2x0x!x.t<"p">>} : () -> ()
"foo.op"() {a = dense<[[[]]]> : tensor<1x1x0x!x.t>, b = dense<[]> : tensor<0x!x.t, "enc">, c = dense<[[], []]> : tensor<2x0x!x.t<"p">>} : () -> ()
// Builtin element types.
// CHECK-NEXT: "foo.op"() {a = dense<> : tensor<2x0xcomplex<f32>>, b = dense<> : tensor<0xindex>, c = dense<> : tensor<0x3xf8E5M2>} : () -> ()
"foo.op"() {a = dense<[[], []]> : tensor<2x0xcomplex<f32>>, b = dense<[]> : tensor<0xindex>, c = dense<> : tensor<0x3xf8E5M2>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<> : tensor<2x0xvector<2xf32>>, b = dense<> : tensor<0xcomplex<i8>>, c = dense<> : tensor<2x0xi1>} : () -> ()
"foo.op"() {a = dense<[[], []]> : tensor<2x0xvector<2xf32>>, b = dense<[]> : tensor<0xcomplex<i8>>, c = dense<[[], []]> : tensor<2x0xi1>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense<> : memref<2x0xi32>, b = dense<> : tensor<0xf64>, c = dense<> : tensor<1x0xui8>} : () -> ()
"foo.op"() {a = dense<[[], []]> : memref<2x0xi32>, b = dense<[]> : tensor<0xf64>, c = dense<[[]]> : tensor<1x0xui8>} : () -> ()
// A hex-looking string is a string element of a dialect type.
// CHECK-NEXT: "foo.op"() {a = dense<"0x"> : tensor<0x!x.t>, b = dense<"0x01"> : tensor<2x!x.t>, c = dense<"0x01"> : tensor<3x0x!x.t>} : () -> ()
"foo.op"() {a = dense<"0x"> : tensor<0x!x.t>, b = dense<"0x01"> : tensor<2x!x.t>, c = dense<"0x01"> : tensor<3x0x!x.t>} : () -> ()
// Inside sparse elements.
// CHECK-NEXT: "foo.op"() {a = sparse<> : tensor<0x!x.t>, b = sparse<> : tensor<2x0xi32>} : () -> ()
"foo.op"() {a = sparse<> : tensor<0x!x.t>, b = sparse<> : tensor<2x0xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
