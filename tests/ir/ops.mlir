// Generic operation syntax: results, operands, attributes, properties, regions,
// successors, and the order in which the generic printer emits them.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// Result groups are merged into one `%N:count` group; uses become `%N#i` (no `#i` when the
// op has a single result, even if written `%x#0`).
// CHECK-NEXT: %0:4 = "foo.op"() : () -> (i32, i64, i64, f32)
%a, %b:2, %c = "foo.op"() : () -> (i32, i64, i64, f32)
// CHECK-NEXT: "foo.use"(%0#0, %0#1, %0#2, %0#3) : (i32, i64, i64, f32) -> ()
"foo.use"(%a, %b#0, %b#1, %c) : (i32, i64, i64, f32) -> ()
// CHECK-NEXT: %1:3 = "foo.op"() : () -> (i1, i1, i1)
%x:3 = "foo.op"() : () -> (i1, i1, i1)
// CHECK-NEXT: "foo.use"(%1#2, %1#0) : (i1, i1) -> ()
"foo.use"(%x#2, %x#0) : (i1, i1) -> ()
// CHECK-NEXT: %2 = "foo.op"() : () -> i8
%single = "foo.op"() : () -> (i8)
// CHECK-NEXT: "foo.use"(%2, %2) : (i8, i8) -> ()
"foo.use"(%single#0, %single) : (i8, i8) -> ()
// CHECK-NEXT: %3:3 = "foo.op"() : () -> (i1, i2, i3)
%p:2, %q = "foo.op"() : () -> (i1, i2, i3)
// CHECK-NEXT: "foo.use"(%3#2, %3#1) : (i3, i2) -> ()
"foo.use"(%q, %p#1) : (i3, i2) -> ()
// CHECK-NEXT: "foo.use"(%0#0, %0#0, %0#0) : (i32, i32, i32) -> ()
"foo.use"(%a, %a, %a) : (i32, i32, i32) -> ()
// Zero results; a result list without a name is allowed for multi-result ops.
// CHECK-NEXT: "foo.op"() : () -> ()
"foo.op"() : () -> ()
// CHECK-NEXT: %4:2 = "foo.op"() : () -> (i32, i64)
"foo.op"() : () -> (i32, i64)

// Operation names: any string; no dialect prefix needed; escapes as for string attributes.
// CHECK-NEXT: "noprefix"() : () -> ()
"noprefix"() : () -> ()
// CHECK-NEXT: "foo.a-b"() : () -> ()
"foo.a-b"() : () -> ()
// CHECK-NEXT: "foo.a b"() : () -> ()
"foo.a b"() : () -> ()
// CHECK-NEXT: "foo.\22quoted\22"() : () -> ()
"foo.\22quoted\22"() : () -> ()
// CHECK-NEXT: "foo.bar.baz"() : () -> ()
"foo.bar.baz"() : () -> ()

// An empty attribute dictionary is not printed; a trailing location is not printed
// without --mlir-print-debuginfo.
// CHECK-NEXT: "foo.op"() : () -> ()
"foo.op"() {} : () -> ()
// CHECK-NEXT: "foo.op"() : () -> ()
"foo.op"() : () -> () loc("somewhere":1:2)

// Value names are not kept: every value is renumbered.
// CHECK-NEXT: %5 = "foo.op"() : () -> i32
%foo.bar = "foo.op"() : () -> i32
// CHECK-NEXT: %6 = "foo.op"() : () -> i32
%x-y = "foo.op"() : () -> i32
// CHECK-NEXT: %7 = "foo.op"() : () -> i32
%$z = "foo.op"() : () -> i32
// CHECK-NEXT: %8 = "foo.op"() : () -> i32
%_1 = "foo.op"() : () -> i32
// CHECK-NEXT: %9 = "foo.op"() : () -> i32
%42 = "foo.op"() : () -> i32
// CHECK-NEXT: %10 = "foo.op"() : () -> i32
%arg0 = "foo.op"() : () -> i32
// CHECK-NEXT: "foo.use"(%5, %6, %7, %8, %9, %10) : (i32, i32, i32, i32, i32, i32) -> ()
"foo.use"(%foo.bar, %x-y, %$z, %_1, %42, %arg0) : (i32, i32, i32, i32, i32, i32) -> ()

// The module body is a graph region: forward references, self references and cycles are
// allowed. Numbering follows definition order.
// CHECK-NEXT: "foo.use"(%11) : (i32) -> ()
"foo.use"(%fwd) : (i32) -> ()
// CHECK-NEXT: %11 = "foo.op"() : () -> i32
%fwd = "foo.op"() : () -> i32
// CHECK-NEXT: %12 = "foo.op"(%12) : (i32) -> i32
%self = "foo.op"(%self) : (i32) -> i32
// CHECK-NEXT: %13 = "foo.op"(%14) : (i32) -> i32
%cyc1 = "foo.op"(%cyc2) : (i32) -> i32
// CHECK-NEXT: %14 = "foo.op"(%13) : (i32) -> i32
%cyc2 = "foo.op"(%cyc1) : (i32) -> i32

// Full generic form: operands, successors, properties, regions, attributes, type.
// CHECK-NEXT: "foo.r"() ({
"foo.r"() ({
  %0 = "foo.src"() : () -> i32
  "foo.all"(%0, %0)[^bb1, ^bb2] <{p = 1}> ({
    "foo.inner"() : () -> ()
  }, {
  }) {z = 2, a = 1} : (i32, i32) -> () loc("x":1:1)
^bb1:
  "foo.ret"() : () -> ()
^bb2:
  "foo.ret"() : () -> ()
}) : () -> ()
// CHECK-NEXT:   %17 = "foo.src"() : () -> i32
// CHECK-NEXT:   "foo.all"(%17, %17)[^bb1, ^bb2] <{p = 1 : i64}> ({
// CHECK-NEXT:     "foo.inner"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) {a = 1 : i64, z = 2 : i64} : (i32, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.ret"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.ret"() : () -> ()
// CHECK-NEXT: }) : () -> ()

// Regions: empty (printed on two lines), several, nested; an entry block without arguments
// has no label.
// CHECK-NEXT: "foo.empty"() ({
"foo.empty"() ({}) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.multi"() ({
"foo.multi"() ({}, {}, {"foo.x"() : () -> ()}) : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }, {
// CHECK-NEXT:   "foo.x"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.nested"() ({
"foo.nested"() ({
^bb0:
  "foo.l1"() ({
    "foo.l2"() ({
      "foo.l3"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK-NEXT: {{^    }}"foo.l1"() ({
// CHECK-NEXT: {{^      }}"foo.l2"() ({
// CHECK-NEXT: {{^        }}"foo.l3"() : () -> ()
// CHECK-NEXT: {{^      }}}) : () -> ()
// CHECK-NEXT: {{^    }}}) : () -> ()
// CHECK-NEXT: {{^  }}}) : () -> ()
// A region whose only block is empty keeps its label.
// CHECK-NEXT: "foo.r"() ({
"foo.r"() ({
^bb0:
}) : () -> ()
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// Region-holding ops with results, operands and attributes.
// CHECK-NEXT: %15 = "foo.r"(%11) ({
%r = "foo.r"(%fwd) ({
^bb0(%arg: i32):
  "foo.use"(%arg, %fwd) : (i32, i32) -> ()
}) {attr = "x"} : (i32) -> i64
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "foo.use"(%arg0, %11) : (i32, i32) -> ()
// CHECK-NEXT: }) {attr = "x"} : (i32) -> i64
// In the module body (a graph region) an op may even use its own result in its region.
// CHECK-NEXT: %16 = "foo.r"() ({
%own = "foo.r"() ({
  "foo.use"(%own) : (i32) -> ()
}) : () -> i32
// CHECK-NEXT:   "foo.use"(%16) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32

// CHECK-NEXT: }) : () -> ()
