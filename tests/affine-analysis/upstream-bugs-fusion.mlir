// UPSTREAM-BUG: a case where mlir-opt 22's --test-loop-fusion answers wrongly. This file
// states the answers Strata must give instead; it is NOT validated against mlir-opt.
//
// The load %x between the nests reads A[3], which the first nest writes, and the second
// nest uses %x: no place in the block can hold both nests fused (the fused nest would have
// to come after the writes for %x and before %x for its use). mlir-opt 22's
// getLastDependentOpInRange does not look at the uses of affine reads' results, finds no
// dependence from %x to the second nest, and reports no block-level dependence; its
// --test-loop-fusion=test-loop-fusion-utilities then fuses the first nest into the second
// below %x, so %x reads A[3] before it is written: @main returns 1.0 instead of 0.0
// (checked by running both programs with strata-run).
// RUN: strata-opt %s --test-loop-fusion="test-loop-fusion-dependence-check test-loop-fusion-slice-computation" -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
// RUN: strata-run %s -e main --entry-point-result=f32 | FileCheck %s

// CHECK: 0.000000e+00
func.func @kernel(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c = arith.constant 0.0 : f32
  // expected-remark @below {{block-level dependence preventing fusion of loop nest 0 into loop nest 1 at depth 0}}
  affine.for %i = 0 to 16 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  %x = affine.load %A[3] : memref<16xf32>
  // expected-remark @below {{block-level dependence preventing fusion of loop nest 1 into loop nest 0 at depth 0}}
  affine.for %k = 0 to 16 {
    %v = affine.load %A[%k] : memref<16xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %B[%k] : memref<16xf32>
  }
  return
}

func.func @main() -> f32 {
  %A = memref.alloc() : memref<16xf32>
  %B = memref.alloc() : memref<16xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %one, %A[%i] : memref<16xf32>
  }
  func.call @kernel(%A, %B) : (memref<16xf32>, memref<16xf32>) -> ()
  %r = affine.load %B[5] : memref<16xf32>
  return %r : f32
}
