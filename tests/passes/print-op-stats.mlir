// print-op-stats: counts of every operation nested in the anchor, by name, printed to
// stderr as a table (names split at the dialect dot and aligned) or as JSON.
// RUN: strata-opt %s --allow-unregistered-dialect --print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --print-op-stats=json=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(print-op-stats{json})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(print-op-stats))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:       a_b.c      , 1
// CHECK-NEXT:   builtin.module , 2
// CHECK-NEXT:           foo    , 1
// CHECK-NEXT:      foo.a      , 3
// CHECK-NEXT:      foo.b      , 1
// CHECK-NEXT:      foo.region , 1
// CHECK-NEXT:           zz     , 1
// CHECK-NOT:  {{.}}

// JSON:      {
// JSON-NEXT:   "a_b.c" : 1,
// JSON-NEXT:   "builtin.module" : 2,
// JSON-NEXT:   "foo" : 1,
// JSON-NEXT:   "foo.a" : 3,
// JSON-NEXT:   "foo.b" : 1,
// JSON-NEXT:   "foo.region" : 1,
// JSON-NEXT:   "zz" : 1
// JSON-NEXT: }

// NESTED:      Operations encountered:
// NESTED-NEXT: -----------------------
// NESTED-NEXT:   builtin.module , 1
// NESTED-NEXT:     foo.a       , 1
// NESTED-NOT:  {{.}}

"foo.region"() ({
  %0 = "foo.a"() : () -> i32
  "foo.b"(%0, %0) : (i32, i32) -> ()
}) : () -> ()
%1 = "foo.a"() : () -> i32
"foo"() : () -> ()
"zz"() : () -> ()
"a_b.c"() : () -> ()
module @m {
  %2 = "foo.a"() : () -> i32
}
