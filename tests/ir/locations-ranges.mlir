// File/line/column ranges. A range whose end equals its start prints like a plain
// file:line:col location, and a line-only location `"f":1` prints as `"f":1:0`, but these
// stay distinct location attributes: each one gets its own alias. (So printing with aliases
// is not a fixed point: after reparsing, the equal-looking locations merge.)
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope | strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --check-prefix=REPARSED

// LOCAL-LABEL: "builtin.module"() ({
// LOCAL-NEXT:   "foo.a"() : () -> () loc("f":1:2)
// LOCAL-NEXT:   "foo.b"() : () -> () loc("f":1:2)
// LOCAL-NEXT:   "foo.c"() : () -> () loc("f":1:2)
// LOCAL-NEXT:   "foo.d"() : () -> () loc("f":1:0)
// LOCAL-NEXT:   "foo.e"() : () -> () loc("f":1:0)
// LOCAL-NEXT:   "foo.f"() : () -> () loc("f":1:2 to :7)
// LOCAL-NEXT:   "foo.g"() : () -> () loc("f":1:5 to :1)
// LOCAL-NEXT:   "foo.h"() : () -> () loc("f":3:2 to 1:1)
// LOCAL-NEXT:   "foo.i"() : () -> () loc("f":1:2 to 3:4)
// LOCAL-NEXT:   "foo.j"() : () -> () loc("f":0:0)
// LOCAL-NEXT: }) : () -> () loc("{{.*}}locations-ranges.mlir":0:0)

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.b"() : () -> () loc(#loc2)
// CHECK-NEXT:   "foo.c"() : () -> () loc(#loc3)
// CHECK-NEXT:   "foo.d"() : () -> () loc(#loc4)
// CHECK-NEXT:   "foo.e"() : () -> () loc(#loc5)
// CHECK-NEXT:   "foo.f"() : () -> () loc(#loc6)
// CHECK-NEXT:   "foo.g"() : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.h"() : () -> () loc(#loc8)
// CHECK-NEXT:   "foo.i"() : () -> () loc(#loc9)
// CHECK-NEXT:   "foo.j"() : () -> () loc(#loc10)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-ranges.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("f":1:2)
// CHECK-NEXT: #loc2 = loc("f":1:2)
// CHECK-NEXT: #loc3 = loc("f":1:2)
// CHECK-NEXT: #loc4 = loc("f":1:0)
// CHECK-NEXT: #loc5 = loc("f":1:0)
// CHECK-NEXT: #loc6 = loc("f":1:2 to :7)
// CHECK-NEXT: #loc7 = loc("f":1:5 to :1)
// CHECK-NEXT: #loc8 = loc("f":3:2 to 1:1)
// CHECK-NEXT: #loc9 = loc("f":1:2 to 3:4)
// CHECK-NEXT: #loc10 = loc("f":0:0)

// REPARSED-LABEL: "builtin.module"() ({
// REPARSED-NEXT:   "foo.a"() : () -> () loc(#loc1)
// REPARSED-NEXT:   "foo.b"() : () -> () loc(#loc1)
// REPARSED-NEXT:   "foo.c"() : () -> () loc(#loc1)
// REPARSED-NEXT:   "foo.d"() : () -> () loc(#loc2)
// REPARSED-NEXT:   "foo.e"() : () -> () loc(#loc2)
// REPARSED-NEXT:   "foo.f"() : () -> () loc(#loc3)

"foo.a"() : () -> () loc("f":1:2)
"foo.b"() : () -> () loc("f":1:2 to 1:2)
"foo.c"() : () -> () loc("f":1:2 to :2)
"foo.d"() : () -> () loc("f":1)
"foo.e"() : () -> () loc("f":1:0)
"foo.f"() : () -> () loc("f":1:2 to 1:7)
"foo.g"() : () -> () loc("f":1:5 to :1)
"foo.h"() : () -> () loc("f":3:2 to 1:1)
"foo.i"() : () -> () loc("f":1:2 to 3:4)
"foo.j"() : () -> () loc("f":0:0 to 0:0)
