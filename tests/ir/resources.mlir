// dense_resource attributes and the `{-# ... #-}` file metadata section.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-resource-strings-if-larger=20 | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT: "foo.op"() {a = dense_resource<zz> : tensor<1xi8>} : () -> ()
"foo.op"() {a = dense_resource<zz> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = dense_resource<aa> : tensor<1xi8>, b = dense_resource<blob> : tensor<2xi32>} : () -> ()
"foo.op"() {b = dense_resource<blob> : tensor<2xi32>, a = dense_resource<aa> : tensor<1xi8>} : () -> ()
// Keys that are not bare identifiers are quoted.
// CHECK-NEXT: "foo.op"() {a = dense_resource<"quoted name"> : tensor<1xi8>, b = dense_resource<x.y> : tensor<1xi8>} : () -> ()
"foo.op"() {a = dense_resource<"quoted name"> : tensor<1xi8>, b = dense_resource<x.y> : tensor<1xi8>} : () -> ()
// A resource without data in the file is still printed as a reference.
// CHECK-NEXT: "foo.op"() {a = dense_resource<missing> : tensor<2xf32>} : () -> ()
"foo.op"() {a = dense_resource<missing> : tensor<2xf32>} : () -> ()
// Reuse of a resource in a nested array.
// CHECK-NEXT: "foo.op"() {a = [dense_resource<zz> : tensor<1xi8>]} : () -> ()
"foo.op"() {a = [dense_resource<zz> : tensor<1xi8>]} : () -> ()
// CHECK-NEXT: }) : () -> ()

// The section follows the module after a blank line. Blobs are printed in order of first
// use, unused ones are dropped; each blob starts with its alignment as 4 little-endian bytes.
// Unknown external resources are kept as they are.
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       zz: "0x0100000002",
// CHECK-NEXT:       aa: "0x0100000001",
// CHECK-NEXT:       blob: "0x040000000100000002000000",
// CHECK-NEXT:       "quoted name": "0x0100000005",
// CHECK-NEXT:       x.y: "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       k: "v",
// CHECK-NEXT:       n: true,
// CHECK-NEXT:       data: "0x01000000AA"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// Blob strings longer than the limit are dropped from the section.
// ELIDE:      {-#
// ELIDE-NEXT:   dialect_resources: {
// ELIDE-NEXT:     builtin: {
// ELIDE-NEXT:       zz: "0x0100000002",
// ELIDE-NEXT:       aa: "0x0100000001",
// ELIDE-NEXT:       "quoted name": "0x0100000005",
// ELIDE-NEXT:       x.y: "0x0100000007"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   },

{-#
  dialect_resources: {
    builtin: {
      aa: "0x0100000001",
      zz: "0x0100000002",
      unused: "0x0400000001000000",
      blob: "0x040000000100000002000000",
      "quoted name": "0x0100000005",
      x.y: "0x0100000007"
    }
  },
  external_resources: { foo: { k: "v", n: true, data: "0x01000000AA" } }
#-}
