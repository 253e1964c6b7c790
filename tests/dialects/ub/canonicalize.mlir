// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// `ub.poison` is constant-like: it folds to its value and the `ub` materializer recreates
// it, so the canonicalizer deduplicates poison values and hoists them to the entry block.

// CHECK-LABEL: func.func @dedup(%arg0: i1) -> (i32, i32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %1, %1, %0 : i32, i32, f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %1, %c1_i32, %0 : i32, i32, f32
func.func @dedup(%c: i1) -> (i32, i32, f32) {
  %x = arith.constant 1 : i32
  %0 = ub.poison : i32
  cf.cond_br %c, ^a, ^b
^a:
  %1 = ub.poison : i32
  %2 = ub.poison : f32
  return %0, %1, %2 : i32, i32, f32
^b:
  %3 = ub.poison : i32
  %4 = ub.poison {foo.attr} : f32
  return %3, %x, %4 : i32, i32, f32
}
