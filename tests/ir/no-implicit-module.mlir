// --no-implicit-module: a single top-level operation is printed as it is, without a module
// around it (and without indentation); a top-level module is printed as usual.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --no-implicit-module --split-input-file | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --no-implicit-module --split-input-file | FileCheck %s --check-prefix=CUSTOM

// CHECK-LABEL: %0 = "foo.op"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) {x = 1 : i64} : () -> i32
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-LABEL: %0 = "foo.op"() ({
// CUSTOM-NEXT: ^bb0(%arg0: i32):
// CUSTOM-NEXT:   "foo.use"(%arg0) : (i32) -> ()
// CUSTOM-NEXT: }) {x = 1 : i64} : () -> i32
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
%0 = "foo.op"() ({
^bb0(%a: i32):
  "foo.use"(%a) : (i32) -> ()
}) {x = 1} : () -> i32

// -----

// CHECK-NEXT: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @m {
// CUSTOM-NEXT:   "foo.op"() : () -> ()
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module @m {
  "foo.op"() : () -> ()
}

// -----

// Aliases are still printed before the operation.
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "foo.op"() {m = #map} : () -> ()
// CUSTOM-NEXT: #map = affine_map<(d0) -> (d0)>
// CUSTOM-NEXT: "foo.op"() {m = #map} : () -> ()
#map = affine_map<(d0) -> (d0)>
"foo.op"() {m = #map} : () -> ()
