// UPSTREAM-BUG: mlir-opt 22 --lower-affine reports "Reduction operation type not
// supported" for an `assign` reduction of affine.parallel (no identity value) and then
// crashes (a null arith.constant). Strata's pattern does not apply, so the loop stays
// (its body is lowered; affine.parallel is of unknown legality in lower-affine).
// RUN: strata-opt %s --lower-affine | FileCheck %s

// CHECK-LABEL: func.func @assign(%arg0: memref<10xi32>) -> i32 {
// CHECK-NEXT: %0 = affine.parallel (%arg1) = (0) to (10) reduce ("assign") -> (i32) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<10xi32>
// CHECK-NEXT: affine.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @assign(%m: memref<10xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign") -> i32 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
