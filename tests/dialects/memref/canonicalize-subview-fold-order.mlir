// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// memref.subview's constant-argument folder, as mlir-opt 22 applies it: one list at a
// time (offsets, else sizes, else strides), each kept only while the slice stays in
// bounds, so out-of-bounds slices get static offsets and sizes but dynamic strides.
// Expected output from mlir-opt 22.

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: memref<8x4xf32>, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 1] [2, 2] [1, 1] : memref<8x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: "test.use"(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 1] [2, 5] [%c1, %c1] : memref<8x4xf32> to memref<2x5xf32, strided<[?, ?], offset: 1>>
// CHECK-NEXT: %cast_1 = memref.cast %subview_0 : memref<2x5xf32, strided<[?, ?], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: "test.use"(%cast_1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %subview_2 = memref.subview %arg0[5, 1] [5, 2] [%c1, %c1] : memref<8x4xf32> to memref<5x2xf32, strided<[?, ?], offset: 21>>
// CHECK-NEXT: %cast_3 = memref.cast %subview_2 : memref<5x2xf32, strided<[?, ?], offset: 21>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: "test.use"(%cast_3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %subview_4 = memref.subview %arg0[0, 0] [2, 2] [5, 2] : memref<8x4xf32> to memref<2x2xf32, strided<[20, 2]>>
// CHECK-NEXT: %cast_5 = memref.cast %subview_4 : memref<2x2xf32, strided<[20, 2]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: "test.use"(%cast_5) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%m: memref<8x4xf32>, %a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %1 = memref.subview %m[%c0, %c1] [%c2, %c2] [%c1, %c1] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %2 = memref.subview %m[%c0, %c1] [%c2, %c5] [%c1, %c1] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %3 = memref.subview %m[%c5, %c1] [%c5, %c2] [%c1, %c1] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %4 = memref.subview %m[%c0, %c0] [%c2, %c2] [%c5, %c2] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}
