// expand-strided-metadata: subview, expand_shape and collapse_shape become extract_strided_metadata + affine.apply + reinterpret_cast;
// extract_strided_metadata of views, allocations, globals, casts and metadata resolved (MLIR 22's ExpandStridedMetadata).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s
// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 16 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 4 + 193)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 16)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0 + s1 + 16)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 * 16 + 2)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-NEXT: #map11 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map12 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map13 = affine_map<()[s0] -> (s0 * 16 + 4)>
// CHECK-NEXT: #map14 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map15 = affine_map<()[s0] -> (s0 * 17)>
// CHECK-LABEL: func.func @subview_static(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_const_offsets(%arg0: memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 2], offset: 3>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [3], sizes: [4, 4], strides: [32, 2] : memref<f32> to memref<4x4xf32, strided<[32, 2], offset: 3>>
// CHECK-NEXT:   return %reinterpret_cast : memref<4x4xf32, strided<[32, 2], offset: 3>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_dynamic(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map1()[%arg4, %strides#0]
// CHECK-NEXT:   %1 = affine.apply #map2()[%strides#1]
// CHECK-NEXT:   %2 = affine.apply #map3()[%offset, %arg1, %strides#0, %arg2, %strides#1]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg3, %arg3], strides: [%0, %1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_rank_reducing(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<6x3xf32, strided<[4, 1], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [6, 3], strides: [4, 1] : memref<f32> to memref<6x3xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<6x3xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_of_subview(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map5()[%arg1]
// CHECK-NEXT:   %1 = affine.apply #map6()[%0, %arg2]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 2], strides: [16, 1] : memref<f32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_load(%arg0: memref<8x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map7()[%arg1]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   %1 = memref.load %reinterpret_cast[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_static(%arg0: memref<6x32xf32>) -> memref<2x3x8x4xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<6x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 3, 8, 4], strides: [96, 32, 4, 1] : memref<f32> to memref<2x3x8x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x3x8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_dynamic(%arg0: memref<?x32xf32>, %arg1: index) -> memref<?x4x8x4xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map8()[%sizes#0]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, 8, 4], strides: [128, 32, 4, 1] : memref<f32> to memref<?x4x8x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x4x8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_dynamic_inner(%arg0: memref<?xf32>, %arg1: index) -> memref<2x?x4xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map9()[%sizes]
// CHECK-NEXT:   %1 = affine.apply #map10()[%sizes]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, %0, 4], strides: [%1, 4, 1] : memref<f32> to memref<2x?x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<2x?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_strided(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map10()[%sizes#0]
// CHECK-NEXT:   %1 = affine.apply #map11()[%strides#0]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 2, %sizes#1], strides: [%1, %strides#0, %strides#1] : memref<f32> to memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_0d(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT:   %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_static(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<f32> to memref<6x4xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_dynamic(%arg0: memref<?x4x?xf32>) -> memref<?xf32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map12()[%sizes#0, %sizes#2]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map1()[%sizes#0, %sizes#1]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_unit(%arg0: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [%strides#0] : memref<f32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %reinterpret_cast : memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_to_0d(%arg0: memref<1x1xf32>) -> memref<f32> {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_subview(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c32 = arith.constant 32 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map13()[%arg1]
// CHECK-NEXT:   return %base_buffer, %0, %c4, %c32 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_expand(%arg0: memref<?x32xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:   %c128 = arith.constant 128 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map8()[%sizes#0]
// CHECK-NEXT:   return %0, %c128, %c4 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_collapse(%arg0: memref<?x4x?xf32>) -> (index, index) {
// CHECK-NEXT:   %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT:   %0 = affine.apply #map14()[%sizes#0]
// CHECK-NEXT:   return %0, %strides#1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_reinterpret_cast(%arg0: memref<?xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   return %base_buffer, %c3, %arg1, %c4 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_alloc(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xf32>
// CHECK-NEXT:   %0 = affine.apply #map14()[%arg1]
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?xf32> to memref<f32>
// CHECK-NEXT:   return %reinterpret_cast, %0, %arg1, %arg1 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_alloc_unused_base() -> (index, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   return %c0, %c5 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_alloc_0d() -> memref<f32> {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:   return %alloca : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @cst : memref<2x3xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @metadata_of_get_global() -> (memref<f32>, index, index) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = memref.get_global @cst : memref<2x3xf32>
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT:   return %reinterpret_cast, %c0, %c3 : memref<f32>, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_memory_space_cast(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> (memref<f32, 3>, index, index) {
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %base_buffer : memref<f32> to memref<f32, 3>
// CHECK-NEXT:   return %memspacecast, %offset, %strides : memref<f32, 3>, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_metadata(%arg0: memref<?x?xf32>) -> (memref<f32>, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aligned_pointer(%arg0: memref<8x16xf32>, %arg1: index) -> index {
// CHECK-NEXT:   %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x16xf32> -> index
// CHECK-NEXT:   return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_region(%arg0: memref<8x16xf32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %0 = affine.apply #map15()[%arg2]
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 2], strides: [16, 1] : memref<f32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     memref.store %cst, %reinterpret_cast[%c0, %c1] : memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @subview_static(%m: memref<8x16xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_const_offsets(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 2], offset: 3>> {
  %s = memref.subview %m[0, 3] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2], offset: 3>>
  return %s : memref<4x4xf32, strided<[32, 2], offset: 3>>
}
func.func @subview_dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %k: index, %s1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[%i, %j] [%k, %k] [%s1, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<6x3xf32, strided<[4, 1], offset: ?>> {
  %s = memref.subview %m[3, %i, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: ?>>
  return %s : memref<6x3xf32, strided<[4, 1], offset: ?>>
}
func.func @subview_of_subview(%m: memref<16x16xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %a = memref.subview %m[%i, 0] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[1, %j] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %b : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_load(%m: memref<8x16xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %v = memref.load %s[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %v : f32
}
func.func @expand_static(%m: memref<6x32xf32>) -> memref<2x3x8x4xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 8, 4] : memref<6x32xf32> into memref<2x3x8x4xf32>
  return %e : memref<2x3x8x4xf32>
}
func.func @expand_dynamic(%m: memref<?x32xf32>, %d: index) -> memref<?x4x8x4xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%d, 4, 8, 4] : memref<?x32xf32> into memref<?x4x8x4xf32>
  return %e : memref<?x4x8x4xf32>
}
func.func @expand_dynamic_inner(%m: memref<?xf32>, %d: index) -> memref<2x?x4xf32> {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %d, 4] : memref<?xf32> into memref<2x?x4xf32>
  return %e : memref<2x?x4xf32>
}
func.func @expand_strided(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %d: index, %e2: index) -> memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%d, 2, %e2] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
  return %e : memref<?x2x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @expand_0d(%m: memref<f32>) -> memref<1x1xf32> {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %e : memref<1x1xf32>
}
func.func @collapse_static(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %c : memref<6x4xf32>
}
func.func @collapse_dynamic(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
func.func @collapse_strided(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %c : memref<?xf32, strided<[?], offset: ?>>
}
func.func @collapse_unit(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %c : memref<1xf32, strided<[?], offset: ?>>
}
func.func @collapse_to_0d(%m: memref<1x1xf32>) -> memref<f32> {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %c : memref<f32>
}
func.func @metadata_of_subview(%m: memref<8x16xf32>, %i: index) -> (memref<f32>, index, index, index) {
  %s = memref.subview %m[%i, 4] [4, 4] [2, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<4x4xf32, strided<[32, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %sz#1, %st#0 : memref<f32>, index, index, index
}
func.func @metadata_of_expand(%m: memref<?x32xf32>, %d: index) -> (index, index, index) {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%d, 4, 8, 4] : memref<?x32xf32> into memref<?x4x8x4xf32>
  %b, %o, %sz:4, %st:4 = memref.extract_strided_metadata %e : memref<?x4x8x4xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
  return %sz#0, %st#0, %st#2 : index, index, index
}
func.func @metadata_of_collapse(%m: memref<?x4x?xf32>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %st#0 : index, index
}
func.func @metadata_of_reinterpret_cast(%m: memref<?xf32>, %n: index) -> (memref<f32>, index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: 3>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<?x4xf32, strided<[4, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %sz#0, %st#0 : memref<f32>, index, index, index
}
func.func @metadata_of_alloc(%d: index, %e: index) -> (memref<f32>, index, index, index) {
  %a = memref.alloc(%d, %e) : memref<?x4x?xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %st#0, %st#1, %sz#2 : memref<f32>, index, index, index
}
func.func @metadata_of_alloc_unused_base() -> (index, index) {
  %a = memref.alloc() : memref<3x5xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<3x5xf32> -> memref<f32>, index, index, index, index, index
  return %o, %st#0 : index, index
}
func.func @metadata_of_alloc_0d() -> memref<f32> {
  %a = memref.alloca() : memref<f32>
  %b, %o = memref.extract_strided_metadata %a : memref<f32> -> memref<f32>, index
  return %b : memref<f32>
}
memref.global "private" constant @cst : memref<2x3xf32> = dense<1.0>
func.func @metadata_of_get_global() -> (memref<f32>, index, index) {
  %g = memref.get_global @cst : memref<2x3xf32>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %g : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %st#0 : memref<f32>, index, index
}
func.func @metadata_of_memory_space_cast(%m: memref<?xf32, strided<[?], offset: ?>>) -> (memref<f32, 3>, index, index) {
  %c = memref.memory_space_cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>, 3>
  %b, %o, %sz, %st = memref.extract_strided_metadata %c : memref<?xf32, strided<[?], offset: ?>, 3> -> memref<f32, 3>, index, index, index
  return %b, %o, %st : memref<f32, 3>, index, index
}
func.func @metadata_of_metadata(%m: memref<?x?xf32>) -> (memref<f32>, index) {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
func.func @aligned_pointer(%m: memref<8x16xf32>, %i: index) -> index {
  %s = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4x4xf32, strided<[16, 1], offset: ?>> -> index
  return %p : index
}
func.func @nested_region(%m: memref<8x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.subview %m[%i, %i] [2, 2] [1, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
    memref.store %f, %s[%c0, %c1] : memref<2x2xf32, strided<[16, 1], offset: ?>>
  }
  return
}

