// The compiled backends report what they cannot run as located errors: scalable vectors
// (x86-64 has no vscale; the interpreter runs them with vscale = 1).
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// RUN: not strata-run %s -e main --entry-point-result=void --backend=llvm 2>&1 | FileCheck %s

llvm.func @vec(%a: vector<[4]xf32>) -> vector<[4]xf32> {
  llvm.return %a : vector<[4]xf32>
}
// CHECK: llvm-unsupported.mlir:[[@LINE-3]]:1: error: scalable vectors need a target with vscale, and x86-64 has none (LLVM's x86 backend cannot compile them): the compiled backends cannot run this program; --backend=interp runs it with vscale = 1

llvm.func @main() {
  llvm.return
}
