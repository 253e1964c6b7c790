// UPSTREAM-BUG: mlir-opt 22 makes a constant non-positive basis value of
// affine.delinearize_index static (an invalid op), and crashes with a division by zero
// when the input is constant too. Strata keeps such values dynamic and does not fold. Not
// validated against mlir-opt.
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @zero_basis
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%c0) : index, index
// CHECK-NEXT: return %0#0, %0#1 : index, index
func.func @zero_basis(%x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0:2 = affine.delinearize_index %x into (%c0) : index, index
  return %0#0, %0#1 : index, index
}

// -----

// CHECK-LABEL: func.func @div_zero
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c5 = arith.constant 5 : index
// CHECK: %0:2 = affine.delinearize_index %c5 into (%c0) : index, index
func.func @div_zero() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0:2 = affine.delinearize_index %c5 into (%c0) : index, index
  return %0#0, %0#1 : index, index
}
