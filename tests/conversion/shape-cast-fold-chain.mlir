// vector.shape_cast's fold of a cast of a cast is always in place (the source becomes
// the inner cast's source), even when the chain cancels out. A dialect conversion that
// leaves vector ops alone folds them: the in-place fold stays when the changed cast
// folds no further, but when it then folds to a constant that cannot be legalized,
// the rollback undoes every in-place fold that led there (the chains on a constant stay
// as written). SCCP never keeps an in-place fold: a cast of a cast is overdefined.
// CHECK lines are mlir-opt 22's output.
// RUN: strata-opt %s --convert-ub-to-llvm | FileCheck %s --check-prefix=CONV
// RUN: strata-opt %s --sccp | FileCheck %s --check-prefix=SCCP

// CONV-LABEL: func.func @chain_on_constant() -> vector<6xf32> {
// CONV-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// CONV-NEXT:    %0 = vector.shape_cast %cst : vector<2x3xf32> to vector<3x2xf32>
// CONV-NEXT:    %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
// CONV-NEXT:    return %1 : vector<6xf32>
// CONV-NEXT:  }
// SCCP-LABEL: func.func @chain_on_constant() -> vector<6xf32> {
// SCCP-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<3x2xf32>
// SCCP-NEXT:    %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// SCCP-NEXT:    %0 = vector.shape_cast %cst : vector<3x2xf32> to vector<6xf32>
// SCCP-NEXT:    return %0 : vector<6xf32>
// SCCP-NEXT:  }
func.func @chain_on_constant() -> vector<6xf32> {
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %0 = vector.shape_cast %c : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
  return %1 : vector<6xf32>
}

// CONV-LABEL: func.func @chain_through_identity(%arg0: vector<3x4xf32>) -> vector<6xf32> {
// CONV-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// CONV-NEXT:    %0 = vector.shape_cast %cst : vector<2x3xf32> to vector<6xf32>
// CONV-NEXT:    %1 = vector.shape_cast %cst : vector<2x3xf32> to vector<3x2xf32>
// CONV-NEXT:    %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
// CONV-NEXT:    return %2 : vector<6xf32>
// CONV-NEXT:  }
// SCCP-LABEL: func.func @chain_through_identity(%arg0: vector<3x4xf32>) -> vector<6xf32> {
// SCCP-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<6xf32>
// SCCP-NEXT:    %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// SCCP-NEXT:    %0 = vector.shape_cast %cst : vector<6xf32> to vector<2x3xf32>
// SCCP-NEXT:    %1 = vector.shape_cast %0 : vector<2x3xf32> to vector<3x2xf32>
// SCCP-NEXT:    %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
// SCCP-NEXT:    return %2 : vector<6xf32>
// SCCP-NEXT:  }
func.func @chain_through_identity(%v: vector<3x4xf32>) -> vector<6xf32> {
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %0 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %0 : vector<6xf32> to vector<2x3xf32>
  %2 = vector.shape_cast %1 : vector<2x3xf32> to vector<3x2xf32>
  %3 = vector.shape_cast %2 : vector<3x2xf32> to vector<6xf32>
  return %3 : vector<6xf32>
}

// CONV-LABEL: func.func @chain_on_argument(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<2x3xf32>) {
// CONV-NEXT:    %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<3x2xf32>
// CONV-NEXT:    %1 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CONV-NEXT:    return %1, %arg0 : vector<6xf32>, vector<2x3xf32>
// CONV-NEXT:  }
// SCCP-LABEL: func.func @chain_on_argument(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<2x3xf32>) {
// SCCP-NEXT:    %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<3x2xf32>
// SCCP-NEXT:    %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
// SCCP-NEXT:    %2 = vector.shape_cast %0 : vector<3x2xf32> to vector<2x3xf32>
// SCCP-NEXT:    return %1, %2 : vector<6xf32>, vector<2x3xf32>
// SCCP-NEXT:  }
func.func @chain_on_argument(%v: vector<2x3xf32>) -> (vector<6xf32>, vector<2x3xf32>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.shape_cast %0 : vector<3x2xf32> to vector<6xf32>
  %2 = vector.shape_cast %0 : vector<3x2xf32> to vector<2x3xf32>
  return %1, %2 : vector<6xf32>, vector<2x3xf32>
}
