// print-ir: dumps the op it runs on to stderr under `// -----// IR Dump[ label] //----- //`
// like `Operation::dump` (local scope: no aliases, locations inline), honouring the
// tool's --mlir-print-* flags. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --print-ir -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --print-ir=label=before --mlir-print-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOC
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(print-ir{label=fn}))' --mlir-print-op-generic -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: strata-opt %s --pass-pipeline='builtin.module(print-ir{label={a b}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: strata-opt %s --print-ir --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32, %i: index) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %j = affine.apply #map(%i)
  return %0 : i32
}

// CHECK:      // -----// IR Dump //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg1)
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  {{.}}

// LOC:      // -----// IR Dump before //----- //
// LOC-NEXT: module {
// LOC-NEXT:   func.func @f(%arg0: i32 loc("{{.*}}print-ir.mlir":11:14), %arg1: index loc("{{.*}}print-ir.mlir":11:23)) -> i32 {
// LOC-NEXT:     %c1_i32 = arith.constant 1 : i32 loc("{{.*}}print-ir.mlir":12:8)
// LOC:        } loc("{{.*}}print-ir.mlir":11:1)
// LOC-NEXT: } loc("{{.*}}print-ir.mlir":0:0)

// FUNC:      // -----// IR Dump fn //----- //
// FUNC-NEXT: "func.func"() <{function_type = (i32, index) -> i32, sym_name = "f"}> ({
// FUNC-NEXT: ^bb0(%arg0: i32, %arg1: index):
// FUNC:        "func.return"(%1) : (i32) -> ()
// FUNC-NEXT: }) : () -> ()
// FUNC-NOT:  {{.}}

// PIPE: print-ir{label={a b}}
// EMPTY: print-ir{label=}
