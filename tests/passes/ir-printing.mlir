// IR printing around passes: nested ops are printed alone, the top-level op as the tool
// prints it; before/after selections, after-all, and the mlir-opt header lines.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(strip-debuginfo),print-op-stats)' --mlir-print-ir-after-all --mlir-print-ir-before=print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(strip-debuginfo),print-op-stats)' --mlir-print-ir-after=strip-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER

// CHECK:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: module @a {
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: module @b {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before PrintOpStats (print-op-stats) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module @b {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: Operations encountered:
// CHECK:      // -----// IR Dump After PrintOpStats (print-op-stats) //----- //
// CHECK-NEXT: module {

// AFTER:     IR Dump After StripDebugInfo
// AFTER:     IR Dump After StripDebugInfo
// AFTER-NOT: IR Dump

module {
  module @a {
    "foo.a"() : () -> ()
  }
  module @b {
  }
}
