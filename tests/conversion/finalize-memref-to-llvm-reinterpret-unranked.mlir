// finalize-memref-to-llvm and convert-to-llvm: memref.reinterpret_cast of an unranked
// memref loads the allocated and aligned pointers through the unranked descriptor's
// pointer to its ranked descriptor (in the memref's address space). Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=MEMREF
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s

func.func @unranked_source(%m: memref<*xf32>, %n: index) -> memref<?x8xf32, strided<[8, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [%n, 8], strides: [8, 1] : memref<*xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  return %r : memref<?x8xf32, strided<[8, 1], offset: ?>>
}

func.func @unranked_source_space(%m: memref<*xi32, 3>) -> memref<4xi32, 3> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xi32, 3> to memref<4xi32, 3>
  return %r : memref<4xi32, 3>
}

// MEMREF-LABEL: module {
// MEMREF-NEXT: func.func @unranked_source(%arg0: memref<*xf32>, %arg1: index) -> memref<?x8xf32, strided<[8, 1], offset: ?>> {
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// MEMREF-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// MEMREF-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// MEMREF-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// MEMREF-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// MEMREF-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// MEMREF-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %9 = llvm.insertvalue %0, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %10 = llvm.insertvalue %0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %11 = llvm.mlir.constant(8 : index) : i64
// MEMREF-NEXT: %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// MEMREF-NEXT: %14 = llvm.insertvalue %13, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// MEMREF-NEXT: %16 = llvm.insertvalue %15, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// MEMREF-NEXT: return %17 : memref<?x8xf32, strided<[8, 1], offset: ?>>
// MEMREF-NEXT: }
// MEMREF-NEXT: func.func @unranked_source_space(%arg0: memref<*xi32, 3>) -> memref<4xi32, 3> {
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi32, 3> to !llvm.struct<(i64, ptr)>
// MEMREF-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// MEMREF-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<3>
// MEMREF-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// MEMREF-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<3>
// MEMREF-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// MEMREF-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// MEMREF-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// MEMREF-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi32, 3>
// MEMREF-NEXT: return %14 : memref<4xi32, 3>
// MEMREF-NEXT: }
// MEMREF-NEXT: }

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @unranked_source(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg2, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg2, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @unranked_source_space(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %6 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %15 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-NEXT: }
