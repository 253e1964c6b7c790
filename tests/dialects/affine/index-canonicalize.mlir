// Folds and canonicalization patterns of affine.delinearize_index and
// affine.linearize_index, as upstream registers them: constant basis values become
// static, constant folding (floor division and modulo for negative inputs), one result or
// one index is the input, unit extents and leading zeros are dropped, and
// linearize/delinearize pairs over matching bases cancel (wholly, by trailing extents, or
// by a run of delinearized results, merging dynamic extents with affine.apply), and
// a delinearization spanning the last linearized index splits. Expected output is
// mlir-opt 22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cst_basis(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (4, 8) : index, index, index
// CHECK-NEXT: return %0#0, %0#1, %0#2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cst_all() -> (index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: return %c3, %c1, %c3, %c7 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @neg() -> (index, index) {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %c-2, %c3 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @one(%arg0: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unit(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
// CHECK-NEXT: return %c0, %0#0, %c0, %0#1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unit2(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0, %c0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cancel(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cancel_tail(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 5) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (5, 3) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @split(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_unit(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg2] by (4) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1, %arg2] by (1, 4) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg0, %arg2] by (3, 4) : index
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_lead0(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %0, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_delin(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_delin_part(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (2, 12) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg1, %0#1] by (5, 12) : index
// CHECK-NEXT: return %1, %0#0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_cst() -> index {
// CHECK-NEXT: %c21 = arith.constant 21 : index
// CHECK-NEXT: return %c21 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @lin_empty() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dyn_prod(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (2, %0) : index, index
// CHECK-NEXT: %2 = affine.linearize_index [%arg3, %1#1] by (5, %0) : index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @front_null(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%0#0, %arg1] by (5) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @front_disjoint(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg1, %arg0] by (7, 24) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @front_both_nobound(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @front_mixed(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_runs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (6, 20) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%0#0, %arg1, %0#1] by (6, 7, 20) : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @split_nomatch(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 32) : index
// CHECK-NEXT: %1:3 = affine.delinearize_index %0 into (3, 16, 4) : index, index, index
// CHECK-NEXT: return %1#0, %1#1, %1#2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @split_nobound(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (8, 4) : index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @cst_basis(%x: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0:3 = affine.delinearize_index %x into (%c4, %c8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @cst_all() -> (index, index, index, index) {
  %c = arith.constant 43 : index
  %0:3 = affine.delinearize_index %c into (3, 4) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (4) : index
  return %0#0, %0#1, %0#2, %1 : index, index, index, index
}
func.func @neg() -> (index, index) {
  %c = arith.constant -5 : index
  %0:2 = affine.delinearize_index %c into (4) : index, index
  return %0#0, %0#1 : index, index
}
func.func @one(%x: index) -> (index, index) {
  %0 = affine.delinearize_index %x into (8) : index
  %1 = affine.delinearize_index %x into () : index
  return %0, %1 : index, index
}
func.func @unit(%x: index, %n: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %x into (1, %n, 1, 4) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}
func.func @unit2(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @cancel(%a: index, %b: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (%n, 4) : index
  %1:2 = affine.delinearize_index %0 into (%n, 4) : index, index
  return %1#0, %1#1 : index, index
}
func.func @cancel_tail(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 5, 4) : index
  %1:3 = affine.delinearize_index %0 into (5, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @lin_unit(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (1, 4) : index
  %1 = affine.linearize_index [%a, %b, %c] by (1, 4) : index
  %c0 = arith.constant 0 : index
  %2 = affine.linearize_index [%a, %c0, %c] by (3, 1, 4) : index
  return %0, %1, %2 : index, index, index
}
func.func @lin_lead0(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (2, 3, 4) : index
  %1 = affine.linearize_index [%c0, %b] by (4) : index
  return %0, %1 : index, index
}
func.func @lin_delin(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  %2:2 = affine.delinearize_index %x into (%n, 4) : index, index
  %3 = affine.linearize_index [%2#0, %2#1] by (%n, 4) : index
  return %1, %3 : index, index
}
func.func @lin_delin_part(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (5, 3, 4) : index
  return %1, %0#0 : index, index
}
func.func @lin_cst() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%c1, %c2, %c1] by (3, 4) : index
  return %0 : index
}
func.func @lin_empty() -> (index) {
  %0 = affine.linearize_index [] by () : index
  return %0 : index
}
func.func @dyn_prod(%x: index, %n: index, %m: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, %n, %m) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (5, %n, %m) : index
  return %1 : index
}
func.func @front_null(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (3, 5) : index
  return %1 : index
}
func.func @front_disjoint(%x: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index disjoint [%y, %0#0, %0#1, %0#2] by (7, 2, 3, 4) : index
  return %1 : index
}
func.func @front_both_nobound(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (4) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (4) : index
  return %1 : index
}
func.func @front_mixed(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (3, 4) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (4) : index
  return %1 : index
}
func.func @two_runs(%x: index, %y: index) -> index {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y, %0#2, %0#3] by (2, 3, 7, 4, 5) : index
  return %1 : index
}
func.func @split_nomatch(%z: index, %x: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %x] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (3, 16, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split_nobound(%z: index, %x: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %x] by (32) : index
  %1:3 = affine.delinearize_index %0 into (8, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

