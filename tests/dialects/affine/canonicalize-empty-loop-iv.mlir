// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// An empty affine.for that yields its induction variable is kept (mlir-opt 22 does not
// compute the variable's last value); folding it to the yielded value would use the
// induction variable outside its loop.
// CHECK-LABEL: func.func @yields_iv_ten_trips
// CHECK-NEXT: %[[R:.*]]:2 = affine.for %[[I:.*]] = 0 to 10 iter_args(%{{.*}} = %arg0, %[[B:.*]] = %arg0) -> (index, index) {
// CHECK-NEXT:   affine.yield %[[I]], %[[B]] : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : index, index
func.func @yields_iv_ten_trips(%init: index) -> (index, index) {
  %res:2 = affine.for %i = 0 to 10 step 1 iter_args(%a = %init, %b = %init) -> (index, index) {
    affine.yield %i, %b : index, index
  }
  return %res#0, %res#1 : index, index
}

// -----

// CHECK-LABEL: func.func @yields_iv_one_trip
// CHECK-NEXT: %[[R:.*]] = affine.for %[[I:.*]] = 5 to 6 iter_args(%{{.*}} = %arg0) -> (index) {
// CHECK-NEXT:   affine.yield %[[I]] : index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : index
func.func @yields_iv_one_trip(%init: index) -> index {
  %res = affine.for %i = 5 to 6 iter_args(%a = %init) -> (index) {
    affine.yield %i : index
  }
  return %res : index
}

// -----

// CHECK-LABEL: func.func @yields_iv_unknown_trips
// CHECK-NEXT: %[[R:.*]] = affine.for %[[I:.*]] = 0 to %arg1 step 3 iter_args(%{{.*}} = %arg0) -> (index) {
// CHECK-NEXT:   affine.yield %[[I]] : index
// CHECK-NEXT: }
func.func @yields_iv_unknown_trips(%init: index, %n: index) -> index {
  %res = affine.for %i = 0 to %n step 3 iter_args(%a = %init) -> (index) {
    affine.yield %i : index
  }
  return %res : index
}
