// Resource keys are byte strings: bytes that are not UTF-8 survive.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Resource keys: `dense_resource` handles and the keys of the file metadata.
"foo.op"() {a = dense_resource<"\FF\00"> : tensor<2xi8>, b = dense_resource<"k\C4"> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "\FF\00": "0x010000000102",
      "k\C4": "0x0100000007"
    }
  },
  external_resources: {
    foo: {
      "\FF": "x",
      "a\80b": true
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "foo.op"() {a = dense_resource<"\FF\00"> : tensor<2xi8>, b = dense_resource<"k\C4"> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       "\FF\00": "0x010000000102",
// CHECK-NEXT:       "k\C4": "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       "\FF": "x",
// CHECK-NEXT:       "a\80b": true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "foo.op"() {a = dense_resource<"\FF\00"> : tensor<2xi8>, b = dense_resource<"k\C4"> : tensor<1xi8>} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {-#
// GENERIC-NEXT:   dialect_resources: {
// GENERIC-NEXT:     builtin: {
// GENERIC-NEXT:       "\FF\00": "0x010000000102",
// GENERIC-NEXT:       "k\C4": "0x0100000007"
// GENERIC-NEXT:     }
// GENERIC-NEXT:   },
// GENERIC-NEXT:   external_resources: {
// GENERIC-NEXT:     foo: {
// GENERIC-NEXT:       "\FF": "x",
// GENERIC-NEXT:       "a\80b": true
// GENERIC-NEXT:     }
// GENERIC-NEXT:   }
// GENERIC-NEXT: #-}
