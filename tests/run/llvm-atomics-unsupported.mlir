// Atomics the Cranelift backend cannot run are located errors.
// RUN: not strata-run --backend=cranelift %s -e main --entry-point-result=void 2>&1 | FileCheck %s

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x vector<2xf32> : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<2xf32>
  %0 = llvm.atomicrmw fadd %p, %v seq_cst : !llvm.ptr, vector<2xf32>
  // CHECK: llvm-atomics-unsupported.mlir:[[@LINE-1]]:8: error: the cranelift backend does not support 'llvm.atomicrmw' on vectors
  llvm.return
}
