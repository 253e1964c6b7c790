// An external function that nothing defines is an error before running.
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

llvm.func @mystery(i64) -> i64
// CHECK: llvm-missing-symbol.mlir:[[@LINE-1]]:1: error: symbol not found: 'mystery'

llvm.func @main() {
  llvm.return
}
