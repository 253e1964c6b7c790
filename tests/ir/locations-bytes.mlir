// Location file names and names are byte strings: bytes that are not UTF-8 survive.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// File names and names of locations, in every kind of location and on block arguments.
module {
  "foo.op"() : () -> () loc("\FFfile.mlir":1:2)
  "foo.op"() : () -> () loc("n\C4"("\80f":3:4))
  "foo.op"() : () -> () loc("\E9")
  "foo.op"() : () -> () loc(fused<"\FF">["\80a":1:2, "n\FF"])
  "foo.op"() : () -> () loc(callsite("\FF"("\FE":1:1) at "\FD":2:2))
  "foo.op"() ({
  ^bb0(%x: i32 loc("\AA":3:4)):
    "foo.yield"() : () -> () loc("\BB"("\CC":5:6 to 7:8))
  }) : () -> () loc(fused["\DD":1:1, "\EE":2:2 to :9])
  "foo.op"() {l = loc("\F0\9F\98":1:1)} : () -> () loc(unknown)
} loc("\C0":0:0)

// CHECK: #loc10 = loc("\AA":3:4)
// CHECK-NEXT: #loc13 = loc("\F0\9F\98":1:1)
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc14)
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc3)
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc15)
// CHECK-NEXT:   "foo.op"() : () -> () loc(#loc19)
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("\AA":3:4)):
// CHECK-NEXT:     "foo.yield"() : () -> () loc(#loc18)
// CHECK-NEXT:   }) : () -> () loc(#loc17)
// CHECK-NEXT:   "foo.op"() {l = #loc13} : () -> () loc(#loc12)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("\C0":0:0)
// CHECK-NEXT: #loc1 = loc("\FFfile.mlir":1:2)
// CHECK-NEXT: #loc2 = loc("\80f":3:4)
// CHECK-NEXT: #loc3 = loc("\E9")
// CHECK-NEXT: #loc4 = loc("\80a":1:2)
// CHECK-NEXT: #loc5 = loc("n\FF")
// CHECK-NEXT: #loc6 = loc("\FE":1:1)
// CHECK-NEXT: #loc7 = loc("\FD":2:2)
// CHECK-NEXT: #loc8 = loc("\DD":1:1)
// CHECK-NEXT: #loc9 = loc("\EE":2:2 to :9)
// CHECK-NEXT: #loc11 = loc("\CC":5:6 to 7:8)
// CHECK-NEXT: #loc12 = loc(unknown)
// CHECK-NEXT: #loc14 = loc("n\C4"(#loc2))
// CHECK-NEXT: #loc15 = loc(fused<"\FF">[#loc4, #loc5])
// CHECK-NEXT: #loc16 = loc("\FF"(#loc6))
// CHECK-NEXT: #loc17 = loc(fused[#loc8, #loc9])
// CHECK-NEXT: #loc18 = loc("\BB"(#loc11))
// CHECK-NEXT: #loc19 = loc(callsite(#loc16 at #loc7))

// GENERIC: #loc10 = loc("\AA":3:4)
// GENERIC-NEXT: #loc13 = loc("\F0\9F\98":1:1)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "foo.op"() : () -> () loc(#loc1)
// GENERIC-NEXT:   "foo.op"() : () -> () loc(#loc14)
// GENERIC-NEXT:   "foo.op"() : () -> () loc(#loc3)
// GENERIC-NEXT:   "foo.op"() : () -> () loc(#loc15)
// GENERIC-NEXT:   "foo.op"() : () -> () loc(#loc19)
// GENERIC-NEXT:   "foo.op"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("\AA":3:4)):
// GENERIC-NEXT:     "foo.yield"() : () -> () loc(#loc18)
// GENERIC-NEXT:   }) : () -> () loc(#loc17)
// GENERIC-NEXT:   "foo.op"() {l = #loc13} : () -> () loc(#loc12)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("\C0":0:0)
// GENERIC-NEXT: #loc1 = loc("\FFfile.mlir":1:2)
// GENERIC-NEXT: #loc2 = loc("\80f":3:4)
// GENERIC-NEXT: #loc3 = loc("\E9")
// GENERIC-NEXT: #loc4 = loc("\80a":1:2)
// GENERIC-NEXT: #loc5 = loc("n\FF")
// GENERIC-NEXT: #loc6 = loc("\FE":1:1)
// GENERIC-NEXT: #loc7 = loc("\FD":2:2)
// GENERIC-NEXT: #loc8 = loc("\DD":1:1)
// GENERIC-NEXT: #loc9 = loc("\EE":2:2 to :9)
// GENERIC-NEXT: #loc11 = loc("\CC":5:6 to 7:8)
// GENERIC-NEXT: #loc12 = loc(unknown)
// GENERIC-NEXT: #loc14 = loc("n\C4"(#loc2))
// GENERIC-NEXT: #loc15 = loc(fused<"\FF">[#loc4, #loc5])
// GENERIC-NEXT: #loc16 = loc("\FF"(#loc6))
// GENERIC-NEXT: #loc17 = loc(fused[#loc8, #loc9])
// GENERIC-NEXT: #loc18 = loc("\BB"(#loc11))
// GENERIC-NEXT: #loc19 = loc(callsite(#loc16 at #loc7))

// LOCAL: module {
// LOCAL-NEXT:   "foo.op"() : () -> () loc("\FFfile.mlir":1:2)
// LOCAL-NEXT:   "foo.op"() : () -> () loc("n\C4"("\80f":3:4))
// LOCAL-NEXT:   "foo.op"() : () -> () loc("\E9")
// LOCAL-NEXT:   "foo.op"() : () -> () loc(fused<"\FF">["\80a":1:2, "n\FF"])
// LOCAL-NEXT:   "foo.op"() : () -> () loc(callsite("\FF"("\FE":1:1) at "\FD":2:2))
// LOCAL-NEXT:   "foo.op"() ({
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("\AA":3:4)):
// LOCAL-NEXT:     "foo.yield"() : () -> () loc("\BB"("\CC":5:6 to 7:8))
// LOCAL-NEXT:   }) : () -> () loc(fused["\DD":1:1, "\EE":2:2 to :9])
// LOCAL-NEXT:   "foo.op"() {l = loc("\F0\9F\98":1:1)} : () -> () loc(unknown)
// LOCAL-NEXT: } loc("\C0":0:0)
