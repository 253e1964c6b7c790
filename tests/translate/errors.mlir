// strata-translate reports ops without a translation at their location.
// RUN: not strata-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot be converted to LLVM IR: no translation for op: func.func
func.func @f() {
  return
}
