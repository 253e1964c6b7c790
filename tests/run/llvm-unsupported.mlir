// The Cranelift backend reports what it cannot run as located errors.
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

llvm.func @vec(%a: vector<[4]xf32>) -> vector<[4]xf32> {
  llvm.return %a : vector<[4]xf32>
}
// CHECK: llvm-unsupported.mlir:[[@LINE-3]]:1: error: the cranelift backend does not support type vector<[4]xf32>

llvm.func @main() {
  llvm.return
}
