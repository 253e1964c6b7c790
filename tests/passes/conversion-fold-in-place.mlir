// Dialect conversion folds ops it cannot legalize: an in-place fold (here the constant
// basis values of affine.delinearize_index / affine.linearize_index becoming static, and
// an affine.min map taking a constant) stays when the op remains unknown to the target,
// as in mlir-opt.
// Expected output is mlir-opt 22's.
// RUN: strata-opt %s --arith-expand | FileCheck %s
// CHECK: #map = affine_map<(d0, d1) -> (d0, 6)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @delinearize(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c224 = arith.constant 224 : index
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (16, 224, 224) : index, index, index
// CHECK-NEXT: return %0#0, %0#1, %0#2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @linearize(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg2, 4) : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @min(%arg0: index) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.min #map(%arg0, %c4)
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @delinearize(%linear_index: index) -> (index, index, index) {
  %c16 = arith.constant 16 : index
  %c224 = arith.constant 224 : index
  %indices:3 = affine.delinearize_index %linear_index into (%c16, %c224, %c224) : index, index, index
  return %indices#0, %indices#1, %indices#2 : index, index, index
}
func.func @linearize(%a: index, %b: index, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.linearize_index disjoint [%a, %b] by (%n, %c4) : index
  return %0 : index
}
func.func @min(%i: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2)>(%i, %c4)
  return %0 : index
}

