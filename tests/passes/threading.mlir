// Passes on isolated ops run on several threads; the output is identical with
// threading disabled.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(strip-debuginfo,builtin.module(strip-debuginfo)))' --mlir-print-debuginfo > %t.threads
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(strip-debuginfo,builtin.module(strip-debuginfo)))' --mlir-print-debuginfo --mlir-disable-threading > %t.single
// RUN: diff %t.threads %t.single
// RUN: FileCheck %s < %t.threads

// CHECK: module @m0 {
// CHECK:   module @n0 {
// CHECK:     "foo.b"() : () -> () loc([[UNKNOWN:#loc[0-9]*]])
// CHECK: "foo.top"() : () -> () loc(#loc{{[0-9]+}})
// CHECK-DAG: [[UNKNOWN]] = loc(unknown)
// CHECK-DAG: = loc("top":9:9)

module {
  module @m0 {
    "foo.a"() : () -> () loc("a":0:0)
    module @n0 {
      "foo.b"() : () -> () loc("b":0:0)
    } loc("c":0:0)
  } loc("d":0:0)
  module @m1 {
    "foo.a"() : () -> () loc("a":1:1)
    module @n1 {
      "foo.b"() : () -> () loc("b":1:1)
    } loc("c":1:1)
  } loc("d":1:1)
  module @m2 {
    "foo.a"() : () -> () loc("a":2:2)
    module @n2 {
      "foo.b"() : () -> () loc("b":2:2)
    } loc("c":2:2)
  } loc("d":2:2)
  module @m3 {
    "foo.a"() : () -> () loc("a":3:3)
  } loc("d":3:3)
  "foo.top"() : () -> () loc("top":9:9)
}
