// strip-debuginfo: every operation and block argument location becomes loc(unknown),
// including inside nested (isolated) modules; as a nested pass it only touches the ops
// it is scheduled on.
// RUN: strata-opt %s --allow-unregistered-dialect -strip-debuginfo --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s --check-prefix=NESTED

// CHECK:       #loc = loc(unknown)
// CHECK-NEXT:  module {
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32 loc(unknown)):
// CHECK-NEXT:      "foo.op"(%arg0) : (i32) -> () loc(#loc)
// CHECK-NEXT:    }) : () -> () loc(#loc)
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      %0 = "foo.def"() : () -> i32 loc(#loc)
// CHECK-NEXT:    } loc(#loc)
// CHECK-NEXT:  } loc(#loc)
// CHECK-NOT:   loc(

// NESTED-LABEL: module {
// NESTED:         "foo.op"(%arg0) : (i32) -> () loc([[B:#loc[0-9]*]])
// NESTED:         module @inner {
// NESTED-NEXT:      %0 = "foo.def"() : () -> i32 loc([[U:#loc[0-9]*]])
// NESTED-NEXT:    } loc([[U]])
// NESTED-NEXT:  } loc([[E:#loc[0-9]*]])
// NESTED-DAG:   [[E]] = loc("e.c":5:5)
// NESTED-DAG:   [[B]] = loc("b.c":2:2)
// NESTED-DAG:   [[U]] = loc(unknown)

module {
  "foo.region"() ({
  ^bb0(%a: i32 loc("a.c":1:1)):
    "foo.op"(%a) : (i32) -> () loc("b.c":2:2)
  }) : () -> () loc("c.c":3:3)
  module @inner {
    %0 = "foo.def"() : () -> i32 loc("d.c":4:4)
  } loc(fused["f.c":6:6, "g.c":7:7])
} loc("e.c":5:5)
