// --split-input-file: the marker is found anywhere in a line (even inside a comment or
// after an op), and the next chunk starts right after it. Chunks are printed in order,
// separated by a marker line. Without --mlir-print-local-scope each printed module is
// followed by an empty line; with it, it is not. Line numbers in locations are those of the
// whole file; the implicit module of a later chunk is located just after its marker.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.b"() : () -> ()
// CHECK-NEXT:   "foo.c"() : () -> ()
// CHECK-NEXT:   "foo.d"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.e"() {a = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.f"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// LOCAL-LABEL: "builtin.module"() ({
// LOCAL-NEXT:   "foo.a"() : () -> ()
// LOCAL-NEXT: }) : () -> ()
// LOCAL-NEXT: // {{-----}}
// LOCAL-NEXT: "builtin.module"() ({
// LOCAL-NEXT:   "foo.b"() : () -> ()
// LOCAL-NEXT:   "foo.c"() : () -> ()
// LOCAL-NEXT:   "foo.d"() : () -> ()
// LOCAL-NEXT: }) : () -> ()
// LOCAL-NEXT: // {{-----}}
// LOCAL-NEXT: "builtin.module"() ({
// LOCAL-NEXT: ^bb0:
// LOCAL-NEXT: }) : () -> ()
// LOCAL-NEXT: // {{-----}}
// LOCAL-NEXT: "builtin.module"() ({
// LOCAL-NEXT:   "foo.e"() {a = affine_map<(d0) -> (d0)>} : () -> ()
// LOCAL-NEXT: }) : () -> ()
// LOCAL-NEXT: // {{-----}}
// LOCAL-NEXT: "builtin.module"() ({
// LOCAL-NEXT:   "foo.f"() : () -> ()
// LOCAL-NEXT: }) : () -> ()
// LOCAL-NOT: {{.}}

// LOC-LABEL: "builtin.module"() ({
// LOC-NEXT:   "foo.a"() : () -> () loc("{{.*}}split-input.mlir":85:1)
// LOC-NEXT: }) : () -> () loc("{{.*}}split-input.mlir":0:0)
// LOC-NEXT: // {{-----}}
// LOC-NEXT: "builtin.module"() ({
// LOC-NEXT:   "foo.b"() : () -> () loc("{{.*}}split-input.mlir":85:30)
// LOC-NEXT:   "foo.c"() : () -> () loc("{{.*}}split-input.mlir":86:1)
// LOC-NEXT:   "foo.d"() : () -> () loc("{{.*}}split-input.mlir":89:1)
// LOC-NEXT: }) : () -> () loc("{{.*}}split-input.mlir":85:30)
// LOC-NEXT: // {{-----}}
// LOC-NEXT: "builtin.module"() ({
// LOC-NEXT: ^bb0:
// LOC-NEXT: }) : () -> () loc("{{.*}}split-input.mlir":90:9)
// LOC-NEXT: // {{-----}}
// LOC-NEXT: "builtin.module"() ({
// LOC-NEXT:   "foo.e"() {a = affine_map<(d0) -> (d0)>} : () -> () loc("{{.*}}split-input.mlir":92:1)
// LOC-NEXT: }) : () -> () loc("{{.*}}split-input.mlir":91:9)
// LOC-NEXT: // {{-----}}
// LOC-NEXT: "builtin.module"() ({
// LOC-NEXT:   "foo.f"() : () -> () loc("{{.*}}split-input.mlir":94:1)
// LOC-NEXT: }) : () -> () loc("{{.*}}split-input.mlir":93:9)

// A marker after an op on the same line.
"foo.a"() : () -> () // -----"foo.b"() : () -> ()
"foo.c"() : () -> ()
// Not a marker (no space):
//-----
"foo.d"() : () -> ()
// -----
// -----
"foo.e"() {a = affine_map<(d0) -> (d0)>} : () -> ()
// -----    
"foo.f"() : () -> ()
