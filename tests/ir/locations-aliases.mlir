// Location aliases in the input: defined before or after their use (the printer emits
// them after the operation), referring to each other, with any alias name.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --check-prefix=ALIAS

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> () loc("top.mlir":1:1)
// CHECK-NEXT:   "foo.b"() : () -> () loc("bottom.mlir":2:2)
// CHECK-NEXT:   "foo.c"() : () -> () loc(callsite("top.mlir":1:1 at "bottom.mlir":2:2))
// CHECK-NEXT:   "foo.d"() {a = 1 : i32} : () -> () loc("top.mlir":1:1)
// CHECK-NEXT:   "foo.e"() : () -> () loc("top.mlir":1:1)
// CHECK-NEXT: }) : () -> () loc("{{.*}}locations-aliases.mlir":0:0)

// The input alias names are not kept; equal locations share one printed alias.
// ALIAS-LABEL: "builtin.module"() ({
// ALIAS-NEXT:   "foo.a"() : () -> () loc(#loc1)
// ALIAS-NEXT:   "foo.b"() : () -> () loc(#loc2)
// ALIAS-NEXT:   "foo.c"() : () -> () loc(#loc3)
// ALIAS-NEXT:   "foo.d"() {a = 1 : i32} : () -> () loc(#loc1)
// ALIAS-NEXT:   "foo.e"() : () -> () loc(#loc1)
// ALIAS-NEXT: }) : () -> () loc(#loc)
// ALIAS-NEXT: #loc = loc("{{.*}}locations-aliases.mlir":0:0)
// ALIAS-NEXT: #loc1 = loc("top.mlir":1:1)
// ALIAS-NEXT: #loc2 = loc("bottom.mlir":2:2)
// ALIAS-NEXT: #loc3 = loc(callsite(#loc1 at #loc2))

#top = loc("top.mlir":1:1)
"foo.a"() : () -> () loc(#top)
"foo.b"() : () -> () loc(#bottom)
"foo.c"() : () -> () loc(#nested)
"foo.d"() {a = 1 : i32} : () -> () loc(#top)
"foo.e"() : () -> () loc(#loc7)
#bottom = loc("bottom.mlir":2:2)
#nested = loc(callsite(#top at #bottom))
#loc7 = loc("top.mlir":1:1)
// An (unused) attribute alias may also follow the operations.
#late = 1 : i32
