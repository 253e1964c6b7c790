// memref.generic_atomic_rmw: the region computes the new value from the current one; the
// op returns the old value. NO-MLIR-RUNNER: mlir-opt 22 has no lowering of this op to
// LLVM, so the expected values are derived by hand (3 -> 2 -> 1.5 -> 1.25 -> 1.125 ->
// 1.0625 -> 1.03125 under x * 0.5 + 0.5; the last old value is 1.0625).
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %acc = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %f = arith.constant 3.0 : f32
  memref.store %f, %acc[%c0] : memref<2xf32>
  memref.store %f, %acc[%c1] : memref<2xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %g = memref.generic_atomic_rmw %acc[%c1] : memref<2xf32> {
    ^bb0(%cur: f32):
      %h = arith.constant 0.5 : f32
      %x = arith.mulf %cur, %h : f32
      %y = arith.addf %x, %h : f32
      memref.atomic_yield %y : f32
    }
    memref.store %g, %acc[%c0] : memref<2xf32>
  }
  %u = memref.cast %acc : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %acc : memref<2xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1.0625,  1.03125]
