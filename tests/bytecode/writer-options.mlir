// mlir-opt's bytecode writer options: `--elide-resource-data-from-bytecode` keeps the
// resource's entry but not its data (the handle reads back; the file has no
// `dialect_resources`), versions out of range and `--emit-bytecode-version` without
// `--emit-bytecode` are errors. CHECK lines are mlir-opt 22's output.
// RUN: strata-opt %s --emit-bytecode --elide-resource-data-from-bytecode | strata-opt | FileCheck %s
// RUN: strata-opt %s --emit-bytecode --elide-resource-data-from-bytecode --emit-bytecode-version=0 | strata-opt | FileCheck %s
// RUN: strata-opt %s --emit-bytecode | strata-opt | FileCheck %s --check-prefix=KEPT
// RUN: not strata-opt %s --emit-bytecode --emit-bytecode-version=7 2>&1 | FileCheck %s --check-prefix=V7
// RUN: not strata-opt %s --emit-bytecode --emit-bytecode-version=-1 2>&1 | FileCheck %s --check-prefix=VNEG
// RUN: not strata-opt %s --emit-bytecode-version=3 2>&1 | FileCheck %s --check-prefix=NOBC

// CHECK: arith.constant dense_resource<blob> : tensor<2xi32>
// CHECK-NOT: dialect_resources
// KEPT: arith.constant dense_resource<blob> : tensor<2xi32>
// KEPT: dialect_resources
// KEPT-NEXT: builtin: {
// KEPT-NEXT: blob: "0x040000000100000002000000"
// V7: error: unsupported version requested 7, must be in range [0, 6]
// V7-NEXT: note: see current operation:
// V7-NEXT: "builtin.module"() ({
// VNEG: error: unsupported version requested -1, must be in range [0, 6]
// NOBC: <unknown>:0: error: bytecode version while not emitting bytecode
func.func @f() -> tensor<2xi32> {
  %c = arith.constant dense_resource<blob> : tensor<2xi32>
  return %c : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
