// RUN: strata-opt %s --canonicalize | FileCheck %s
// UPSTREAM-BUG: mlir-opt 22's ViewOpShapeFolder turns a negative constant size into the
// static size -1 (`memref<-1x4xi32>`, invalid IR); newer upstream keeps the view, as
// Strata does. Excluded from the differential sweep by this marker.

// A negative constant size stays dynamic (mlir-opt 22 makes memref<-1x4xi32>, which is
// invalid IR; newer upstream keeps the view as it is).
// CHECK-LABEL: func.func @view_negative_size
// CHECK: memref.view %arg0[%arg1][%c-1] : memref<?xi8> to memref<?x4xi32>
func.func @view_negative_size(%src: memref<?xi8>, %offset : index) -> memref<?x4xi32> {
  %c-1 = arith.constant -1 : index
  %res = memref.view %src[%offset][%c-1] : memref<?xi8> to memref<?x4xi32>
  return %res : memref<?x4xi32>
}
