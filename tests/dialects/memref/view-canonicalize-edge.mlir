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
