// Block argument locations and locations inside nested regions. A block argument's
// location is printed inline (its own top level never uses an alias), but the location
// aliases it refers to, including those of the block argument locations themselves, are
// defined before the operation instead of after it. Arguments without an explicit location
// are located at their name.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=NODEBUG

// Without --mlir-print-debuginfo no location is printed.
// NODEBUG-NOT: loc(
// NODEBUG-NOT: #loc

// CHECK-LABEL: #loc2 = loc("shared":1:1)
// CHECK-NEXT: #loc3 = loc("p":1:1)
// CHECK-NEXT: #loc4 = loc("q":2:2)
// CHECK-NEXT: #loc5 = loc("inner":3:3)
// CHECK-NEXT: #loc6 = loc(unknown)
// CHECK-NEXT: #loc7 = loc("{{.*}}locations-blocks.mlir":63:27)
// CHECK-NEXT: #loc12 = loc(fused[#loc3, #loc4])
// CHECK-NEXT: #loc13 = loc("n"(#loc5))
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("shared":1:1), %arg1: f32 loc(fused[#loc3, #loc4]), %arg2: i8 loc("n"(#loc5))):
// CHECK-NEXT:     "foo.op"(%arg0) : (i32) -> () loc(#loc2)
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> () loc(#loc4)
// CHECK-NEXT:   ^bb1(%1: i1 loc(unknown), %2: i1 loc("{{.*}}locations-blocks.mlir":63:27)):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"() : () -> () loc(#loc8)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.outer"() ({
// CHECK-NEXT:     "foo.inner"() ({
// CHECK-NEXT:       %0 = "foo.op"() : () -> i32 loc(#loc11)
// CHECK-NEXT:     }) : () -> () loc(#loc10)
// CHECK-NEXT:   }) : () -> () loc(#loc9)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-blocks.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("r":1:1)
// CHECK-NEXT: #loc8 = loc("ret":9:9)
// CHECK-NEXT: #loc9 = loc("{{.*}}locations-blocks.mlir":67:1)
// CHECK-NEXT: #loc10 = loc("inner-op":1:1)
// CHECK-NEXT: #loc11 = loc("{{.*}}locations-blocks.mlir":69:10)

// LOCAL-LABEL: "builtin.module"() ({
// LOCAL-NEXT:   "foo.r"() ({
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("shared":1:1), %arg1: f32 loc(fused["p":1:1, "q":2:2]), %arg2: i8 loc("n"("inner":3:3))):
// LOCAL-NEXT:     "foo.op"(%arg0) : (i32) -> () loc("shared":1:1)
// LOCAL-NEXT:     "foo.br"()[^bb1] : () -> () loc("q":2:2)
// LOCAL-NEXT:   ^bb1(%1: i1 loc(unknown), %2: i1 loc("{{.*}}locations-blocks.mlir":63:27)):  // pred: ^bb0
// LOCAL-NEXT:     "foo.ret"() : () -> () loc("ret":9:9)
// LOCAL-NEXT:   }) : () -> () loc("r":1:1)
// LOCAL-NEXT:   "foo.outer"() ({
// LOCAL-NEXT:     "foo.inner"() ({
// LOCAL-NEXT:       %0 = "foo.op"() : () -> i32 loc("{{.*}}locations-blocks.mlir":69:10)
// LOCAL-NEXT:     }) : () -> () loc("inner-op":1:1)
// LOCAL-NEXT:   }) : () -> () loc("{{.*}}locations-blocks.mlir":67:1)
// LOCAL-NEXT: }) : () -> () loc("{{.*}}locations-blocks.mlir":0:0)

"foo.r"() ({
^bb0(%a: i32 loc("shared":1:1), %b: f32 loc(fused["p":1:1, "q":2:2]), %c: i8 loc("n"("inner":3:3))):
  "foo.op"(%a) : (i32) -> () loc("shared":1:1)
  "foo.br"()[^bb1] : () -> () loc("q":2:2)
^bb1(%d: i1 loc(unknown), %e: i1):
  "foo.ret"() : () -> () loc("ret":9:9)
}) : () -> () loc("r":1:1)
// Ops in nested regions without explicit locations.
"foo.outer"() ({
  "foo.inner"() ({
    %x = "foo.op"() : () -> i32
  }) : () -> () loc("inner-op":1:1)
}) : () -> ()
