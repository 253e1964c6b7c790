// memref.generic_atomic_rmw on i32 (a compare-and-exchange loop once lowered), on the
// interpreter and on the Cranelift JIT after strata-run's own lowering.
// NO-MLIR-RUNNER: mlir-opt 22's -finalize-memref-to-llvm lowers this op only once its
// region is in the llvm dialect, which the differential pipeline's order does not give;
// the expected output is mlir-runner 22's with -convert-arith-to-llvm also run before
// -finalize-memref-to-llvm.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run --backend=cranelift %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : i32
  %two = arith.constant 2 : i32
  %gen = memref.alloc() : memref<1xi32>
  memref.store %two, %gen[%c0] : memref<1xi32>
  %olds = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %g = memref.generic_atomic_rmw %gen[%c0] : memref<1xi32> {
    ^bb0(%cur: i32):
      %t = arith.muli %cur, %c3 : i32
      %t1 = arith.subi %t, %ii : i32
      memref.atomic_yield %t1 : i32
    }
    memref.store %g, %olds[%i] : memref<8xi32>
  }
  %u = memref.cast %olds : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %v = memref.cast %gen : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %gen : memref<1xi32>
  memref.dealloc %olds : memref<8xi32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [2,  6,  17,  49,  144,  428,  1279,  3831]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [11486]
