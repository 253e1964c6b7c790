// The compiled backends name the first op Strata's lowering to the llvm dialect left,
// at its location (here memref.generic_atomic_rmw on f32, whose lowering needs a
// compare-and-exchange on the bits).
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

func.func @main() {
  %m = memref.alloc() : memref<1xf32>
  %c0 = arith.constant 0 : index
  %g = memref.generic_atomic_rmw %m[%c0] : memref<1xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  // CHECK: unlowered.mlir:[[@LINE-4]]:8: error: the cranelift backend runs llvm-dialect input, and Strata cannot lower 'memref.generic_atomic_rmw' yet; use --backend=interp
  memref.dealloc %m : memref<1xf32>
  return
}
