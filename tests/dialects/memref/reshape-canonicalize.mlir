// memref reshape canonicalization (MLIR 22's ComposeCollapseOfExpandOp,
// ComposeExpandOfCollapseOp, CollapseShapeOpMemRefCastFolder, identity reshape folds).
// Expectations are mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CHECK

func.func @coe(%d: memref<?x16xf32>, %a: index, %b: index, %m: memref<8x16xf32>, %t: memref<?x?x?xf32>) {
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, 4, 16] : memref<?x16xf32> into memref<?x4x16xf32>
  %2 = memref.collapse_shape %1 [[0, 1, 2]] : memref<?x4x16xf32> into memref<?xf32>
  %3 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : memref<8x16xf32> into memref<2x4x4x4xf32>
  %4 = memref.collapse_shape %3 [[0], [1, 2], [3]] : memref<2x4x4x4xf32> into memref<2x16x4xf32>
  %5 = memref.collapse_shape %t [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %6 = memref.expand_shape %5 [[0, 1], [2, 3]] output_shape [%a, %b, %a, 2] : memref<?x?xf32> into memref<?x?x?x2xf32>
  %7 = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%a, 2, 4, 4] : memref<?x16xf32> into memref<?x2x4x4xf32>
  %8 = memref.collapse_shape %7 [[0, 1, 2], [3]] : memref<?x2x4x4xf32> into memref<?x4xf32>
  %9 = memref.expand_shape %m [[0], [1, 2]] output_shape [8, 4, 4] : memref<8x16xf32> into memref<8x4x4xf32>
  %10 = memref.collapse_shape %9 [[0], [1, 2]] : memref<8x4x4xf32> into memref<8x16xf32>
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %11 = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %12 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %13 = memref.expand_shape %12 [[0, 1, 2]] output_shape [2, 4, 16] : memref<128xf32> into memref<2x4x16xf32>
  %14 = memref.expand_shape %12 [[0, 1]] output_shape [16, 8] : memref<128xf32> into memref<16x8xf32>
  "foo.use"(%2, %4, %6, %8, %10, %11, %13, %14) : (memref<?xf32>, memref<2x16x4xf32>, memref<?x?x?x2xf32>, memref<?x4xf32>, memref<8x16xf32>, memref<?xf32>, memref<2x4x16xf32>, memref<16x8xf32>) -> ()
  return
}
func.func @strided(%s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %q: memref<4x?xf32, strided<[?, 1]>>) {
  %c = memref.cast %s : memref<8x16xf32, strided<[32, 1], offset: 4>> to memref<?x16xf32, strided<[?, 1], offset: ?>>
  %0 = memref.collapse_shape %c [[0], [1]] : memref<?x16xf32, strided<[?, 1], offset: ?>> into memref<?x16xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %q : memref<4x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  %x = memref.collapse_shape %s [[0], [1]] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
  %y = memref.expand_shape %x [[0], [1, 2]] output_shape [8, 4, 4] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
  "foo.use"(%0, %1, %y) : (memref<?x16xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?]>>, memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>) -> ()
  return
}

// CHECK-LABEL: func.func @coe(%arg0: memref<?x16xf32>, %arg1: index, %arg2: index, %arg3: memref<8x16xf32>, %arg4: memref<?x?x?xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x16xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg3 {{\[\[}}0, 1], [2, 3]] output_shape [2, 4, 4, 4] : memref<8x16xf32> into memref<2x4x4x4xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2], [3]] : memref<2x4x4x4xf32> into memref<2x16x4xf32>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg4 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT: %expand_shape_2 = memref.expand_shape %collapse_shape_1 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, %arg2, %arg1, 2] : memref<?x?xf32> into memref<?x?x?x2xf32>
// CHECK-NEXT: %expand_shape_3 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 2, 4, 4] : memref<?x16xf32> into memref<?x2x4x4xf32>
// CHECK-NEXT: %collapse_shape_4 = memref.collapse_shape %expand_shape_3 {{\[\[}}0, 1, 2], [3]] : memref<?x2x4x4xf32> into memref<?x4xf32>
// CHECK-NEXT: %collapse_shape_5 = memref.collapse_shape %arg3 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape_5 : memref<128xf32> to memref<?xf32>
// CHECK-NEXT: %collapse_shape_6 = memref.collapse_shape %arg3 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %expand_shape_7 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// CHECK-NEXT: %expand_shape_8 = memref.expand_shape %collapse_shape_6 {{\[\[}}0, 1]] output_shape [16, 8] : memref<128xf32> into memref<16x8xf32>
// CHECK-NEXT: "foo.use"(%collapse_shape, %collapse_shape_0, %expand_shape_2, %collapse_shape_4, %arg3, %cast, %expand_shape_7, %expand_shape_8) : (memref<?xf32>, memref<2x16x4xf32>, memref<?x?x?x2xf32>, memref<?x4xf32>, memref<8x16xf32>, memref<?xf32>, memref<2x4x16xf32>, memref<16x8xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<8x16xf32, strided<[32, 1], offset: 4>>, %arg1: memref<4x?xf32, strided<[?, 1]>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x16xf32, strided<[32, 1], offset: 4>> to memref<?x16xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [8, 4, 4] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
// CHECK-NEXT: "foo.use"(%cast, %collapse_shape, %expand_shape) : (memref<?x16xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?]>>, memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
