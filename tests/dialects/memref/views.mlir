// memref view ops: `subview`, `reinterpret_cast`, `transpose`, `expand_shape`,
// `collapse_shape`, `view`, `memory_space_cast`, `assume_alignment`,
// `extract_aligned_pointer_as_index` and `extract_strided_metadata` with static and dynamic
// offsets/sizes/strides, inferred strided layouts, rank-reducing results, memory spaces,
// strided and affine-map sources/results; custom and generic forms identical to
// mlir-opt 22, with upstream's result-name hints (`%subview`, `%reinterpret_cast`,
// `%transpose`, `%expand_shape`, `%collapse_shape`, `%view`, `%memspacecast`,
// `%assume_align`, `%intptr`, `%base_buffer, %offset, %sizes:2, %strides:2`).
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

func.func @subview(%m: memref<8x16x4xf32>, %a: index, %b: index, %c: index,
                   %s: memref<?x?xf32, strided<[?, 2], offset: ?>, 3>,
                   %z: memref<4x0xi8>) {
  %0 = memref.subview %m[%a, 4, 0][4, %b, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 4, 1], offset: ?>>
  %1 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %2 = memref.subview %m[0, 2, 0][1, 1, 2][1, 1, 2] {foo.tag} : memref<8x16x4xf32> to memref<2xf32, strided<[2], offset: 8>>
  %3 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %4 = memref.subview %m[1, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<f32, strided<[], offset: 64>>
  %5 = memref.subview %m[1, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[4], offset: 64>>
  %6 = memref.subview %m[%a, %b, %c][2, 2, 2][%c, %a, %b] : memref<8x16x4xf32> to memref<2x2x2xf32, strided<[?, ?, ?], offset: ?>>
  %7 = memref.subview %s[1, %a][%b, 3][2, 2] : memref<?x?xf32, strided<[?, 2], offset: ?>, 3> to memref<?x3xf32, strided<[?, 4], offset: ?>, 3>
  %8 = memref.subview %z[1, %a][2, 0][1, 1] : memref<4x0xi8> to memref<2x0xi8, strided<[?, 1], offset: ?>>
  %9 = memref.subview %m[7, 0, 0][0, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<0x1xf32, strided<[64, 4], offset: 448>>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (memref<4x?x4xf32, strided<[64, 4, 1], offset: ?>>, memref<16x4xf32>, memref<2xf32, strided<[2], offset: 8>>, memref<8x16x4xf32>, memref<f32, strided<[], offset: 64>>, memref<1xf32, strided<[4], offset: 64>>, memref<2x2x2xf32, strided<[?, ?, ?], offset: ?>>, memref<?x3xf32, strided<[?, 4], offset: ?>, 3>, memref<2x0xi8, strided<[?, 1], offset: ?>>, memref<0x1xf32, strided<[64, 4], offset: 448>>) -> ()
  return
}

func.func @reinterpret_cast(%m: memref<8x16xf32>, %u: memref<*xf32, 2>, %a: index, %b: index,
                            %s: memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 7)>>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  %1 = memref.reinterpret_cast %u to offset: [%a], sizes: [%b, 4], strides: [4, 1] {foo.tag} : memref<*xf32, 2> to memref<?x4xf32, strided<[4, 1], offset: ?>, 2>
  %2 = memref.reinterpret_cast %m to offset: [2], sizes: [], strides: [] : memref<8x16xf32> to memref<f32, strided<[], offset: 2>>
  %3 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [32, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %4 = memref.reinterpret_cast %m to offset: [%a], sizes: [4, 32], strides: [%b, 1] : memref<8x16xf32> to memref<4x32xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  %5 = memref.reinterpret_cast %m to offset: [5], sizes: [4, 32], strides: [32, 2] : memref<8x16xf32> to memref<4x32xf32, affine_map<(d0, d1) -> (d0 * 32 + 5 + (d1 + 3) * 2 - 6)>>
  %6 = memref.subview %s[1, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 7)>> to memref<4x4xf32, strided<[32, 1], offset: 39>>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6) : (memref<4x32xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>, 2>, memref<f32, strided<[], offset: 2>>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4x32xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>, memref<4x32xf32, affine_map<(d0, d1) -> (d0 * 32 + 5 + (d1 + 3) * 2 - 6)>>, memref<4x4xf32, strided<[32, 1], offset: 39>>) -> ()
  return
}

func.func @transpose(%m: memref<8x16xf32>, %n: memref<?x?x4xf32, strided<[?, 4, 1], offset: 3>, 1>,
                     %p: memref<4x4xf32, strided<[?, 2], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %1 = memref.transpose %n (a, b, c) -> (c, a, b) {foo.tag} : memref<?x?x4xf32, strided<[?, 4, 1], offset: 3>, 1> to memref<4x?x?xf32, strided<[1, ?, 4], offset: 3>, 1>
  %2 = memref.transpose %m (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32>
  %3 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>
  %4 = memref.transpose %p (x, y) -> (y, x) : memref<4x4xf32, strided<[?, 2], offset: 5>> to memref<4x4xf32, strided<[2, ?], offset: 5>>
  "foo.use"(%0, %1, %2, %3, %4) : (memref<16x8xf32, strided<[1, 16]>>, memref<4x?x?xf32, strided<[1, ?, 4], offset: 3>, 1>, memref<8x16xf32>, memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>, memref<4x4xf32, strided<[2, ?], offset: 5>>) -> ()
  return
}

func.func @reshape(%m: memref<8x16xf32>, %d: memref<?x16xf32>, %a: index,
                   %s: memref<8x16xf32, strided<[32, 1], offset: 4>>,
                   %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>,
                   %q: memref<?x16xf32, strided<[?, 1], offset: ?>, 2>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, 4, 16] {foo.tag} : memref<?x16xf32> into memref<?x4x16xf32>
  %2 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
  %3 = memref.collapse_shape %m [[0, 1]] {foo.tag} : memref<8x16xf32> into memref<128xf32>
  %4 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<2x4x16xf32, strided<[128, 32, 1], offset: 4>>
  %5 = memref.collapse_shape %4 [[0, 1], [2]] : memref<2x4x16xf32, strided<[128, 32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
  %6 = memref.collapse_shape %1 [[0, 1, 2]] : memref<?x4x16xf32> into memref<?xf32>
  %7 = memref.alloc() : memref<1x1xf32>
  %8 = memref.collapse_shape %7 [] : memref<1x1xf32> into memref<f32>
  %9 = memref.expand_shape %8 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %10 = memref.collapse_shape %g [[0, 1], [2, 3]] : memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>> into memref<4x?xf32, strided<[?, 1], offset: 2>>
  %11 = memref.collapse_shape %g [[0, 1, 2, 3]] : memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>> into memref<?xf32, strided<[1], offset: 2>>
  %12 = memref.expand_shape %q [[0, 1], [2]] output_shape [%a, 4, 16] : memref<?x16xf32, strided<[?, 1], offset: ?>, 2> into memref<?x4x16xf32, strided<[?, ?, 1], offset: ?>, 2>
  %13 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 4, 4, 4] : memref<8x16xf32> into memref<2x4x4x4xf32>
  "foo.use"(%2, %3, %5, %6, %9, %10, %11, %12, %13) : (memref<8x16xf32>, memref<128xf32>, memref<8x16xf32, strided<[32, 1], offset: 4>>, memref<?xf32>, memref<1x1xf32>, memref<4x?xf32, strided<[?, 1], offset: 2>>, memref<?xf32, strided<[1], offset: 2>>, memref<?x4x16xf32, strided<[?, ?, 1], offset: ?>, 2>, memref<2x4x4x4xf32>) -> ()
  return
}

func.func @misc(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>,
                %m: memref<8x16xf32>, %u: memref<*xf32>,
                %s: memref<8x16xf32, strided<[?, 1], offset: ?>>,
                %e: memref<f32, strided<[], offset: 3>>) {
  %0 = memref.view %b[%a][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %b[%a][%c] {foo.tag} : memref<2048xi8> to memref<?x4xf32>
  %2 = memref.view %g[%a][%c, %c] : memref<2048xi8, 1> to memref<?x?xi16, 1>
  %3 = memref.memory_space_cast %g : memref<2048xi8, 1> to memref<2048xi8>
  %4 = memref.memory_space_cast %u {foo.tag} : memref<*xf32> to memref<*xf32, 3>
  %5 = memref.memory_space_cast %s : memref<8x16xf32, strided<[?, 1], offset: ?>> to memref<8x16xf32, strided<[?, 1], offset: ?>, "gpu">
  %6 = memref.assume_alignment %m, 16 : memref<8x16xf32>
  %7 = memref.assume_alignment %s, 64 {foo.tag} : memref<8x16xf32, strided<[?, 1], offset: ?>>
  %8 = memref.extract_aligned_pointer_as_index %m : memref<8x16xf32> -> index
  %9 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index {foo.tag}
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %10:2 = memref.extract_strided_metadata %e : memref<f32, strided<[], offset: 3>> -> memref<f32>, index
  %11:6 = memref.extract_strided_metadata %2 : memref<?x?xi16, 1> -> memref<i16, 1>, index, index, index, index, index {foo.tag}
  "foo.use"(%0, %1, %3, %4, %5, %6, %7, %8, %9, %base, %off, %sizes#1, %strides#0, %10#1) : (memref<64x4xf32>, memref<?x4xf32>, memref<2048xi8>, memref<*xf32, 3>, memref<8x16xf32, strided<[?, 1], offset: ?>, "gpu">, memref<8x16xf32>, memref<8x16xf32, strided<[?, 1], offset: ?>>, index, index, memref<f32>, index, index, index, index) -> ()
  return
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0 * 32 + d1 + 7)>
// CHECK-DAG: #map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (d0 * 32 + (d1 + 3) * 2 - 1)>
// CHECK-DAG: #map3 = affine_map<(d0, d1) -> (d0 + d1 * 16)>
// CHECK-LABEL: func.func @subview(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<?x?xf32, strided<[?, 2], offset: ?>, 3>, %arg5: memref<4x0xi8>) {
// CHECK: %subview = memref.subview %arg0[%arg1, 4, 0] [4, %arg2, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 4, 1], offset: ?>>
// CHECK: %subview_0 = memref.subview %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// CHECK: %subview_1 = memref.subview %arg0[0, 2, 0] [1, 1, 2] [1, 1, 2] {foo.tag} : memref<8x16x4xf32> to memref<2xf32, strided<[2], offset: 8>>
// CHECK: %subview_2 = memref.subview %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK: %subview_3 = memref.subview %arg0[1, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<f32, strided<[], offset: 64>>
// CHECK: %subview_4 = memref.subview %arg0[1, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[4], offset: 64>>
// CHECK: %subview_5 = memref.subview %arg0[%arg1, %arg2, %arg3] [2, 2, 2] [%arg3, %arg1, %arg2] : memref<8x16x4xf32> to memref<2x2x2xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: %subview_6 = memref.subview %arg4[1, %arg1] [%arg2, 3] [2, 2] : memref<?x?xf32, strided<[?, 2], offset: ?>, 3> to memref<?x3xf32, strided<[?, 4], offset: ?>, 3>
// CHECK: %subview_7 = memref.subview %arg5[1, %arg1] [2, 0] [1, 1] : memref<4x0xi8> to memref<2x0xi8, strided<[?, 1], offset: ?>>
// CHECK: %subview_8 = memref.subview %arg0[7, 0, 0] [0, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<0x1xf32, strided<[64, 4], offset: 448>>
// CHECK-LABEL: func.func @reinterpret_cast(%arg0: memref<8x16xf32>, %arg1: memref<*xf32, 2>, %arg2: index, %arg3: index, %arg4: memref<8x16xf32, #map>) {
// CHECK: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
// CHECK: %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [%arg3, 4], strides: [4, 1] {foo.tag} : memref<*xf32, 2> to memref<?x4xf32, strided<[4, 1], offset: ?>, 2>
// CHECK: %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [2], sizes: [], strides: [] : memref<8x16xf32> to memref<f32, strided<[], offset: 2>>
// CHECK: %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [32, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK: %reinterpret_cast_3 = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [4, 32], strides: [%arg3, 1] : memref<8x16xf32> to memref<4x32xf32, #map1>
// CHECK: %reinterpret_cast_4 = memref.reinterpret_cast %arg0 to offset: [5], sizes: [4, 32], strides: [32, 2] : memref<8x16xf32> to memref<4x32xf32, #map2>
// CHECK: %subview = memref.subview %arg4[1, 0] [4, 4] [1, 1] : memref<8x16xf32, #map> to memref<4x4xf32, strided<[32, 1], offset: 39>>
// CHECK-LABEL: func.func @transpose(%arg0: memref<8x16xf32>, %arg1: memref<?x?x4xf32, strided<[?, 4, 1], offset: 3>, 1>, %arg2: memref<4x4xf32, strided<[?, 2], offset: 5>>) {
// CHECK: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
// CHECK: %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) {foo.tag} : memref<?x?x4xf32, strided<[?, 4, 1], offset: 3>, 1> to memref<4x?x?xf32, strided<[1, ?, 4], offset: 3>, 1>
// CHECK: %transpose_1 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
// CHECK: %transpose_2 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, #map3>
// CHECK: %transpose_3 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x4xf32, strided<[?, 2], offset: 5>> to memref<4x4xf32, strided<[2, ?], offset: 5>>
// CHECK-LABEL: func.func @reshape(%arg0: memref<8x16xf32>, %arg1: memref<?x16xf32>, %arg2: index, %arg3: memref<8x16xf32, strided<[32, 1], offset: 4>>, %arg4: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>, %arg5: memref<?x16xf32, strided<[?, 1], offset: ?>, 2>) {
// CHECK: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// CHECK: %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, 16] {foo.tag} : memref<?x16xf32> into memref<?x4x16xf32>
// CHECK: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
// CHECK: %collapse_shape_1 = memref.collapse_shape %arg0 {{\[\[}}0, 1]] {foo.tag} : memref<8x16xf32> into memref<128xf32>
// CHECK: %expand_shape_2 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<2x4x16xf32, strided<[128, 32, 1], offset: 4>>
// CHECK: %collapse_shape_3 = memref.collapse_shape %expand_shape_2 {{\[\[}}0, 1], [2]] : memref<2x4x16xf32, strided<[128, 32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
// CHECK: %collapse_shape_4 = memref.collapse_shape %expand_shape_0 {{\[\[}}0, 1, 2]] : memref<?x4x16xf32> into memref<?xf32>
// CHECK: %collapse_shape_5 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK: %expand_shape_6 = memref.expand_shape %collapse_shape_5 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK: %collapse_shape_7 = memref.collapse_shape %arg4 {{\[\[}}0, 1], [2, 3]] : memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>> into memref<4x?xf32, strided<[?, 1], offset: 2>>
// CHECK: %collapse_shape_8 = memref.collapse_shape %arg4 {{\[\[}}0, 1, 2, 3]] : memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>> into memref<?xf32, strided<[1], offset: 2>>
// CHECK: %expand_shape_9 = memref.expand_shape %arg5 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, 16] : memref<?x16xf32, strided<[?, 1], offset: ?>, 2> into memref<?x4x16xf32, strided<[?, ?, 1], offset: ?>, 2>
// CHECK: %expand_shape_10 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 4, 4, 4] : memref<8x16xf32> into memref<2x4x4x4xf32>
// CHECK-LABEL: func.func @misc(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: memref<2048xi8, 1>, %arg4: memref<8x16xf32>, %arg5: memref<*xf32>, %arg6: memref<8x16xf32, strided<[?, 1], offset: ?>>, %arg7: memref<f32, strided<[], offset: 3>>) {
// CHECK: %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<64x4xf32>
// CHECK: %view_0 = memref.view %arg0[%arg1][%arg2] {foo.tag} : memref<2048xi8> to memref<?x4xf32>
// CHECK: %view_1 = memref.view %arg3[%arg1][%arg2, %arg2] : memref<2048xi8, 1> to memref<?x?xi16, 1>
// CHECK: %memspacecast = memref.memory_space_cast %arg3 : memref<2048xi8, 1> to memref<2048xi8>
// CHECK: %memspacecast_2 = memref.memory_space_cast %arg5 {foo.tag} : memref<*xf32> to memref<*xf32, 3>
// CHECK: %memspacecast_3 = memref.memory_space_cast %arg6 : memref<8x16xf32, strided<[?, 1], offset: ?>> to memref<8x16xf32, strided<[?, 1], offset: ?>, "gpu">
// CHECK: %assume_align = memref.assume_alignment %arg4, 16 : memref<8x16xf32>
// CHECK: %assume_align_4 = memref.assume_alignment %arg6, 64 {foo.tag} : memref<8x16xf32, strided<[?, 1], offset: ?>>
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %arg4 : memref<8x16xf32> -> index
// CHECK: %intptr_5 = memref.extract_aligned_pointer_as_index %arg5 : memref<*xf32> -> index {foo.tag}
// CHECK: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg6 : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK: %base_buffer_6, %offset_7 = memref.extract_strided_metadata %arg7 : memref<f32, strided<[], offset: 3>> -> memref<f32>, index
// CHECK: %base_buffer_8, %offset_9, %sizes_10:2, %strides_11:2 = memref.extract_strided_metadata %view_1 : memref<?x?xi16, 1> -> memref<i16, 1>, index, index, index, index, index {foo.tag}
// GENERIC: %{{[0-9]+}} = "memref.subview"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4, 0>, static_sizes = array<i64: 4, -9223372036854775808, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, index, index) -> memref<4x?x4xf32, strided<[64, 4, 1], offset: ?>>
// GENERIC: %{{[0-9]+}} = "memref.subview"(%arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 1, 1, 2>, static_strides = array<i64: 1, 1, 2>}> {foo.tag} : (memref<8x16x4xf32>) -> memref<2xf32, strided<[2], offset: 8>>
// GENERIC: %{{[0-9]+}} = "memref.reinterpret_cast"(%arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 32>, static_strides = array<i64: 32, 1>}> : (memref<8x16xf32>) -> memref<4x32xf32>
// GENERIC: %{{[0-9]+}} = "memref.reinterpret_cast"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> {foo.tag} : (memref<*xf32, 2>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>, 2>
// GENERIC: %{{[0-9]+}} = "memref.transpose"(%arg{{[0-9]+}}) <{permutation = #map3}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
// GENERIC: %{{[0-9]+}} = "memref.transpose"(%arg{{[0-9]+}}) <{permutation = #map4}> {foo.tag} : (memref<?x?x4xf32, strided<[?, 4, 1], offset: 3>, 1>) -> memref<4x?x?xf32, strided<[1, ?, 4], offset: 3>, 1>
// GENERIC: %{{[0-9]+}} = "memref.expand_shape"(%arg{{[0-9]+}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
// GENERIC: %{{[0-9]+}} = "memref.expand_shape"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 16>}> {foo.tag} : (memref<?x16xf32>, index) -> memref<?x4x16xf32>
// GENERIC: %{{[0-9]+}} = "memref.collapse_shape"(%{{[0-9]+}}) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<2x4x16xf32>) -> memref<8x16xf32>
// GENERIC: %{{[0-9]+}} = "memref.collapse_shape"(%arg{{[0-9]+}}) <{reassociation = {{\[\[}}0, 1]]}> {foo.tag} : (memref<8x16xf32>) -> memref<128xf32>
// GENERIC: %{{[0-9]+}} = "memref.view"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (memref<2048xi8>, index) -> memref<64x4xf32>
// GENERIC: %{{[0-9]+}} = "memref.view"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) {foo.tag} : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC: %{{[0-9]+}} = "memref.memory_space_cast"(%arg{{[0-9]+}}) : (memref<2048xi8, 1>) -> memref<2048xi8>
// GENERIC: %{{[0-9]+}} = "memref.memory_space_cast"(%arg{{[0-9]+}}) {foo.tag} : (memref<*xf32>) -> memref<*xf32, 3>
// GENERIC: %{{[0-9]+}} = "memref.assume_alignment"(%arg{{[0-9]+}}) <{alignment = 16 : i32}> : (memref<8x16xf32>) -> memref<8x16xf32>
// GENERIC: %{{[0-9]+}} = "memref.assume_alignment"(%arg{{[0-9]+}}) <{alignment = 64 : i32}> {foo.tag} : (memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<8x16xf32, strided<[?, 1], offset: ?>>
// GENERIC: %{{[0-9]+}} = "memref.extract_aligned_pointer_as_index"(%arg{{[0-9]+}}) : (memref<8x16xf32>) -> index
// GENERIC: %{{[0-9]+}} = "memref.extract_aligned_pointer_as_index"(%arg{{[0-9]+}}) {foo.tag} : (memref<*xf32>) -> index
// GENERIC: %{{[0-9]+}}:6 = "memref.extract_strided_metadata"(%arg{{[0-9]+}}) : (memref<8x16xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
// GENERIC: %{{[0-9]+}}:6 = "memref.extract_strided_metadata"(%{{[0-9]+}}) {foo.tag} : (memref<?x?xi16, 1>) -> (memref<i16, 1>, index, index, index, index, index)
