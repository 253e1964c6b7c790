// --mlir-pretty-debuginfo: a human-oriented location syntax (not parseable back). File
// names are unquoted and unescaped, `loc(...)` and `fused` are dropped, call sites are
// split over lines with " at ". It has no effect without --mlir-print-debuginfo.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=ALIAS
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-pretty-debuginfo | FileCheck %s --check-prefix=NODEBUG

// NODEBUG-NOT: f.mlir

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> () [unknown]
// CHECK-NEXT:   "foo.b"() : () -> () f.mlir:1:2
// CHECK-NEXT:   "foo.c"() : () -> () f.mlir:1:2 to 3:4
// CHECK-NEXT:   "foo.d"() : () -> () "name"(f.mlir:1:2)
// CHECK-NEXT:   "foo.e"() : () -> () "justname"
// CHECK-NEXT:   "foo.f"() : () -> () callee.mlir:1:1
// CHECK-NEXT: {{^}} at mid.mlir:2:2
// CHECK-NEXT: {{^}} at caller.mlir:3:3
// CHECK-NEXT:   "foo.g"() : () -> () [a.mlir:1:1, b.mlir:2:2]
// CHECK-NEXT:   "foo.h"() : () -> () <"meta">[a.mlir:1:1]
// CHECK-NEXT:   "foo.i"() : () -> () quo"te:1:1
// CHECK-NEXT: }) : () -> () {{.*}}locations-pretty.mlir:0:0

// With aliases, the alias definitions use the same syntax.
// ALIAS-LABEL: "builtin.module"() ({
// ALIAS-NEXT:   "foo.a"() : () -> () [unknown]
// ALIAS-NEXT:   "foo.b"() : () -> () f.mlir:1:2
// ALIAS-NEXT:   "foo.c"() : () -> () f.mlir:1:2 to 3:4
// ALIAS-NEXT:   "foo.d"() : () -> () "name"(#loc2)
// ALIAS-NEXT:   "foo.e"() : () -> () "justname"
// ALIAS-NEXT:   "foo.f"() : () -> () #loc5
// ALIAS-NEXT: {{^}} at #loc12
// ALIAS-NEXT:   "foo.g"() : () -> () [#loc8, #loc9]
// ALIAS-NEXT:   "foo.h"() : () -> () <"meta">[#loc8]
// ALIAS-NEXT:   "foo.i"() : () -> () quo"te:1:1
// ALIAS-NEXT: }) : () -> () {{.*}}locations-pretty.mlir:0:0
// ALIAS-NEXT: #loc = {{.*}}locations-pretty.mlir:0:0
// ALIAS-NEXT: #loc1 = [unknown]
// ALIAS-NEXT: #loc2 = f.mlir:1:2
// ALIAS-NEXT: #loc3 = f.mlir:1:2 to 3:4
// ALIAS-NEXT: #loc4 = "justname"
// ALIAS-NEXT: #loc5 = callee.mlir:1:1
// ALIAS-NEXT: #loc6 = mid.mlir:2:2
// ALIAS-NEXT: #loc7 = caller.mlir:3:3
// ALIAS-NEXT: #loc8 = a.mlir:1:1
// ALIAS-NEXT: #loc9 = b.mlir:2:2
// ALIAS-NEXT: #loc10 = quo"te:1:1
// ALIAS-NEXT: #loc11 = "name"(#loc2)
// ALIAS-NEXT: #loc12 = #loc6
// ALIAS-NEXT: {{^}} at #loc7
// ALIAS-NEXT: #loc13 = [#loc8, #loc9]
// ALIAS-NEXT: #loc14 = <"meta">[#loc8]
// ALIAS-NEXT: #loc15 = #loc5
// ALIAS-NEXT: {{^}} at #loc12

"foo.a"() : () -> () loc(unknown)
"foo.b"() : () -> () loc("f.mlir":1:2)
"foo.c"() : () -> () loc("f.mlir":1:2 to 3:4)
"foo.d"() : () -> () loc("name"("f.mlir":1:2))
"foo.e"() : () -> () loc("justname")
"foo.f"() : () -> () loc(callsite("callee.mlir":1:1 at callsite("mid.mlir":2:2 at "caller.mlir":3:3)))
"foo.g"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"foo.h"() : () -> () loc(fused<"meta">["a.mlir":1:1])
"foo.i"() : () -> () loc("quo\"te":1:1)
