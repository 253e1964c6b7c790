// RUN: strata-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --mlir-print-debuginfo | strata-opt --mlir-print-debuginfo | FileCheck %s
// With debug info, affine.for's induction variable carries its location (mlir-opt prints
// it as a region argument); scf.for's does not.

// CHECK: #{{loc[0-9]*}} = loc("{{.*}}for-induction-variable-location.mlir":[[#@LINE+4]]:14)
// CHECK: affine.for %arg2 loc("{{.*}}for-induction-variable-location.mlir":[[#@LINE+3]]:14) = 0 to 10 {
// CHECK: scf.for %arg2 = %arg0 to %arg1 step %arg1 {
func.func @iv_locations(%c0: index, %c1: index) {
  affine.for %i = 0 to 10 {
  }
  scf.for %j = %c0 to %c1 step %c1 {
  }
  return
}
