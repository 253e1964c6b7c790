// Nested pass managers on func.func: the pass runs on every function (on worker
// threads), each function's IR dump is printed alone, and the result is the same as
// running the pass on the whole module.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// CHECK:       [[U:#loc[0-9]*]] = loc(unknown)
// CHECK-LABEL: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:    return %arg0 : i32 loc([[U]])
// CHECK-NEXT:  } loc([[U]])
// CHECK-LABEL: func.func @g() {
// CHECK-NEXT:    return loc([[U]])
// CHECK-NEXT:  } loc([[U]])
// CHECK-NEXT: } loc([[M:#loc[0-9]*]])
// CHECK-NEXT: [[M]] = loc({{.*}}func-nesting.mlir":{{[0-9]+}}:1)

// DUMP:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// DUMP-NEXT: func.func @f(%arg0: i32) -> i32 {
// DUMP:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// DUMP-NEXT: func.func @g() {
// DUMP-NEXT:   return
// DUMP-NEXT: }
// DUMP-EMPTY:
// DUMP-NOT:  IR Dump

module {
  func.func @f(%a: i32 loc("a.c":1:1)) -> i32 {
    return %a : i32 loc("a.c":3:4)
  } loc("a.c":1:1)
  func.func @g() {
    return loc("a.c":7:7)
  } loc("a.c":6:6)
}
