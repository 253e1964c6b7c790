// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// A view at a non-zero byte shift is not its source, even with the same type.
// CHECK-LABEL: func.func @view_nonzero_shift
// CHECK: memref.view %arg0[%c1][] : memref<2xi8> to memref<2xi8>
func.func @view_nonzero_shift(%arg0 : memref<2xi8>) -> memref<2xi8> {
  %c1 = arith.constant 1 : index
  %res = memref.view %arg0[%c1][] : memref<2xi8> to memref<2xi8>
  return %res : memref<2xi8>
}

// -----

// At byte shift zero it is.
// CHECK-LABEL: func.func @view_zero_shift
// CHECK-NEXT: return %arg0 : memref<2xi8>
func.func @view_zero_shift(%arg0 : memref<2xi8>) -> memref<2xi8> {
  %c0 = arith.constant 0 : index
  %res = memref.view %arg0[%c0][] : memref<2xi8> to memref<2xi8>
  return %res : memref<2xi8>
}

// -----

// A cast source folds into the view.
// CHECK-LABEL: func.func @view_of_cast
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg0[%c0][] : memref<128xi8> to memref<i32>
// CHECK-NEXT: return %view : memref<i32>
func.func @view_of_cast(%arg0: memref<128xi8>) -> memref<i32> {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %arg0 : memref<128xi8> to memref<?xi8>
  %1 = memref.view %0[%c0][] : memref<?xi8> to memref<i32>
  return %1 : memref<i32>
}
