// RUN: strata-opt %s --convert-to-llvm | FileCheck %s

// convert-to-llvm folds an affine.load of a constant memref.global only while the global
// is not converted yet (mlir-opt 22 converts in order; a converted global is an
// llvm.mlir.global that the fold does not read).

memref.global "private" constant @before : memref<2xi32> = dense<[1, 2]>
func.func @f() -> (i32, i32) {
  %t = memref.get_global @before : memref<2xi32>
  %a = affine.load %t[1] : memref<2xi32>
  %u = memref.get_global @after : memref<2xi32>
  %b = affine.load %u[1] : memref<2xi32>
  return %a, %b : i32, i32
}
memref.global "private" constant @after : memref<2xi32> = dense<[3, 4]>

// CHECK-LABEL: llvm.func @f() -> !llvm.struct<(i32, i32)> {
// CHECK:         %[[CAST:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xi32>
// CHECK-NEXT:    %[[A:.*]] = affine.load %[[CAST]][1] : memref<2xi32>
// CHECK:         llvm.mlir.addressof @after : !llvm.ptr
// CHECK-NOT:     affine.load
// CHECK:         %[[B:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:    %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %[[R0:.*]] = llvm.insertvalue %[[A]], %[[P]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    %[[R1:.*]] = llvm.insertvalue %[[B]], %[[R0]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:    llvm.return %[[R1]] : !llvm.struct<(i32, i32)>
