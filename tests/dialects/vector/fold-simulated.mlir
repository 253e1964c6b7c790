// RUN: strata-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: strata-opt %s --remove-dead-values | FileCheck %s --check-prefix=RDV

// vector.extract folds called by the sparse constant analysis (sccp, and
// remove-dead-values, which runs it too) with constants from its lattice: an in-place
// fold (constant dynamic positions made static) is undone, so the op keeps its
// dynamic operands and still verifies. A -1 position folds to poison only when it is
// static on entry. A fold that makes positions static and then returns a constant
// keeps its in-place change (as upstream), which remove-dead-values leaves behind.

// SCCP-LABEL: func.func @const_index
// SCCP: %[[C2:.*]] = arith.constant 2 : index
// SCCP: vector.extract %arg0[%[[C2]], %arg1] : f32 from vector<4x8xf32>
// SCCP: vector.extract %arg0[%[[C2]], %c9] : f32 from vector<4x8xf32>
// RDV-LABEL: func.func @const_index
// RDV: vector.extract %arg0[%c2, %arg1] : f32 from vector<4x8xf32>
// RDV: vector.extract %arg0[%c2, %c9] : f32 from vector<4x8xf32>
func.func @const_index(%v: vector<4x8xf32>, %i: index) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = vector.extract %v[%c2, %i] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%c2, %c9] : f32 from vector<4x8xf32>
  return %0, %1 : f32, f32
}

// SCCP-LABEL: func.func @poison_index
// SCCP: %[[C:.*]] = arith.constant -1 : index
// SCCP: %[[R:.*]] = vector.extract %arg0[%[[C]], %arg1] : f32 from vector<4x8xf32>
// SCCP: return %[[R]] : f32
// RDV-LABEL: func.func @poison_index
// RDV: %[[C:.*]] = arith.constant -1 : index
// RDV: vector.extract %arg0[%[[C]], %arg1] : f32 from vector<4x8xf32>
func.func @poison_index(%v: vector<4x8xf32>, %i: index) -> f32 {
  %c = arith.constant -1 : index
  %0 = vector.extract %v[%c, %i] : f32 from vector<4x8xf32>
  return %0 : f32
}

// SCCP-LABEL: func.func @splat
// SCCP: %[[CST:.*]] = arith.constant 2.500000e+00 : f32
// SCCP-NOT: vector.extract
// SCCP: return %[[CST]] : f32
// RDV-LABEL: func.func @splat
// RDV-NEXT: %[[S:.*]] = arith.constant dense<2.500000e+00> : vector<4x8xf32>
// RDV-NEXT: %[[R:.*]] = vector.extract %[[S]][1, %arg0] : f32 from vector<4x8xf32>
// RDV-NEXT: return %[[R]] : f32
func.func @splat(%i: index) -> f32 {
  %s = arith.constant dense<2.5> : vector<4x8xf32>
  %c1 = arith.constant 1 : index
  %0 = vector.extract %s[%c1, %i] : f32 from vector<4x8xf32>
  return %0 : f32
}
