// topological-sort: the blocks of graph regions of registered ops (builtin.module)
// are sorted so definitions come first; ready ops keep their relative order, a cycle
// is broken at its first op, uses inside nested regions count, regions of
// unregistered ops and of func.func are left alone. Checked against mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --topological-sort | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(topological-sort)' --mlir-disable-threading | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.a"() : () -> i32
// CHECK-NEXT:   %1 = "foo.e"() : () -> i32
// CHECK-NEXT:   %2 = "foo.x"() : () -> i32
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     %8 = "foo.z"() : () -> i32
// CHECK-NEXT:     %9 = "foo.y"(%8) : (i32) -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     %8 = "foo.q"() : () -> i32
// CHECK-NEXT:     "foo.graph"() ({
// CHECK-NEXT:       "foo.r"(%9) : (i32) -> ()
// CHECK-NEXT:       %9 = "foo.s"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "foo.p"(%8) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %3 = "foo.b"(%0) : (i32) -> i32
// CHECK-NEXT:   %4 = "foo.d"(%3) : (i32) -> i32
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.c"(%1, %4) : (i32, i32) -> ()
// CHECK-NEXT:   %5 = "foo.cyc1"(%6) : (i32) -> i32
// CHECK-NEXT:   %6 = "foo.cyc2"(%5) : (i32) -> i32
// CHECK-NEXT:   %7 = "foo.cyc3"(%6) : (i32) -> i32
// CHECK-NEXT: }

module {
  %0 = "foo.b"(%1) : (i32) -> i32
  %1 = "foo.a"() : () -> i32
  "foo.c"(%3, %2) : (i32, i32) -> ()
  %2 = "foo.d"(%0) : (i32) -> i32
  %3 = "foo.e"() : () -> i32
  "foo.region"() ({
    "foo.use"(%5) : (i32) -> ()
  }) : () -> ()
  %4 = "foo.cyc1"(%6) : (i32) -> i32
  %5 = "foo.x"() : () -> i32
  %6 = "foo.cyc2"(%4) : (i32) -> i32
  %7 = "foo.cyc3"(%6) : (i32) -> i32
  func.func @f() {
    %b = "foo.z"() : () -> i32
    %a = "foo.y"(%b) : (i32) -> i32
    return
  }
  module {
    "foo.p"(%q) : (i32) -> ()
    %q = "foo.q"() : () -> i32
    "foo.graph"() ({
      "foo.r"(%s) : (i32) -> ()
      %s = "foo.s"() : () -> i32
    }) : () -> ()
  }
}
