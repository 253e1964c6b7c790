// SSA value and block numbering. In the generic form value ids are unique across the whole
// module: the values of a region are numbered, then its ops' regions are pushed on a stack
// and numbered last-pushed first (so later regions get lower numbers). Entry-block
// arguments are %argN, other block arguments share the %N counter. Without
// --mlir-print-op-generic, numbering restarts in each region from the parent's state.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=CUSTOM

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.op"() : () -> i32
// CHECK-NEXT:   "foo.A"() ({
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %8 = "foo.op"() : () -> i32
// CHECK-NEXT:     "foo.A.inner"() ({
// CHECK-NEXT:     ^bb0(%arg4: i8):
// CHECK-NEXT:       %10 = "foo.op"() : () -> i8
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %9 = "foo.op"() : () -> i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg2: i16):
// CHECK-NEXT:     %4 = "foo.op"() : () -> i16
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1(%5: i16, %6: i16):  // pred: ^bb0
// CHECK-NEXT:     %7 = "foo.op"() : () -> i16
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "foo.op"() : () -> i32
// CHECK-NEXT:   "foo.C"() ({
// CHECK-NEXT:   ^bb0(%arg0: f32, %arg1: f32):
// CHECK-NEXT:     %3:2 = "foo.op"() : () -> (f32, f32)
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %2 = "foo.op"() : () -> i32
// CHECK-NEXT: }) : () -> ()

// CUSTOM-LABEL: module {
// CUSTOM-NEXT:   %0 = "foo.op"() : () -> i32
// CUSTOM-NEXT:   "foo.A"() ({
// CUSTOM-NEXT:   ^bb0(%arg0: i32):
// CUSTOM-NEXT:     %3 = "foo.op"() : () -> i32
// CUSTOM-NEXT:     "foo.A.inner"() ({
// CUSTOM-NEXT:     ^bb0(%arg1: i8):
// CUSTOM-NEXT:       %5 = "foo.op"() : () -> i8
// CUSTOM-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     %4 = "foo.op"() : () -> i32
// CUSTOM-NEXT:   }, {
// CUSTOM-NEXT:   ^bb0(%arg0: i16):
// CUSTOM-NEXT:     %3 = "foo.op"() : () -> i16
// CUSTOM-NEXT:     "foo.br"()[^bb1] : () -> ()
// CUSTOM-NEXT:   ^bb1(%4: i16, %5: i16):  // pred: ^bb0
// CUSTOM-NEXT:     %6 = "foo.op"() : () -> i16
// CUSTOM-NEXT:     "foo.ret"() : () -> ()
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT:   %1 = "foo.op"() : () -> i32
// CUSTOM-NEXT:   "foo.C"() ({
// CUSTOM-NEXT:   ^bb0(%arg0: f32, %arg1: f32):
// CUSTOM-NEXT:     %3:2 = "foo.op"() : () -> (f32, f32)
// CUSTOM-NEXT:   }) : () -> ()
// CUSTOM-NEXT:   %2 = "foo.op"() : () -> i32
// CUSTOM-NEXT: }

%top0 = "foo.op"() : () -> i32
"foo.A"() ({
^bb0(%a0: i32):
  %a1 = "foo.op"() : () -> i32
  "foo.A.inner"() ({
  ^bb0(%ai0: i8):
    %ai1 = "foo.op"() : () -> i8
  }) : () -> ()
  %a2 = "foo.op"() : () -> i32
}, {
^bb0(%b0: i16):
  %b1 = "foo.op"() : () -> i16
  "foo.br"()[^bb1] : () -> ()
^bb1(%b2: i16, %b3: i16):
  %b4 = "foo.op"() : () -> i16
  "foo.ret"() : () -> ()
}) : () -> ()
%top1 = "foo.op"() : () -> i32
"foo.C"() ({
^bb0(%c0: f32, %c1: f32):
  %c2:2 = "foo.op"() : () -> (f32, f32)
}) : () -> ()
%top2 = "foo.op"() : () -> i32
