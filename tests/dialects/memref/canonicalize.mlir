// memref folds and canonicalization patterns: dim/rank of known shapes and of
// alloc/alloca/view/subview sizes, memref.cast folded into load/store/dealloc/copy and
// cast chains, constant sizes moved into alloc/alloca/view/subview/reinterpret_cast types
// behind a cast, dead allocations, no-op copies and subviews, subview(cast),
// view(cast(alloc)), reinterpret_cast(extract_strided_metadata) round trips, constant
// metadata results, identity reinterpret_cast/transpose/reshape round trips, transpose and
// reshape chains, memory_space_cast and assume_alignment chains (CHECK lines are mlir-opt
// 22's output).
// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   return %c4 : index
// CHECK-NEXT: }
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_alloc(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0, %arg1) : memref<?x8x?xf32>
// CHECK-NEXT:   "foo.use"(%alloc) : (memref<?x8x?xf32>) -> ()
// CHECK-NEXT:   return %arg0, %arg1 : index, index
// CHECK-NEXT: }
func.func @dim_alloc(%n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %k) : memref<?x8x?xf32>
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %a, %c0 : memref<?x8x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x8x?xf32>
  "foo.use"(%a) : (memref<?x8x?xf32>) -> ()
  return %d0, %d2 : index, index
}

// CHECK-LABEL: func.func @dim_alloca_view(%arg0: index, %arg1: memref<2048xi8>) -> (index, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:   %view = memref.view %arg1[%c0][%arg0] : memref<2048xi8> to memref<4x?xf32>
// CHECK-NEXT:   "foo.use"(%alloca, %view) : (memref<?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT:   return %arg0, %arg0 : index, index
// CHECK-NEXT: }
func.func @dim_alloca_view(%n: index, %buf: memref<2048xi8>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca(%n) : memref<?xf32>
  %d0 = memref.dim %a, %c0 : memref<?xf32>
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<4x?xf32>
  %d1 = memref.dim %v, %c1 : memref<4x?xf32>
  "foo.use"(%a, %v) : (memref<?xf32>, memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// CHECK-LABEL: func.func @dim_subview(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   "foo.use"(%subview) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT:   return %arg2 : index
// CHECK-NEXT: }
func.func @dim_subview(%m: memref<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[%o, 0] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[1], offset: ?>>
  "foo.use"(%sv) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  return %d : index
}

// CHECK-LABEL: func.func @dim_cast(%arg0: memref<4x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %dim = memref.dim %cast, %arg1 : memref<?x?xf32>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_cast(%m: memref<4x?xf32>, %i: index) -> index {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %c, %i : memref<?x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @rank(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (index, index) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:   return %c2, %0 : index, index
// CHECK-NEXT: }
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %m : memref<4x?xf32>
  %r2 = memref.rank %u : memref<*xf32>
  return %r, %r2 : index, index
}

// CHECK-LABEL: func.func @cast_fold(%arg0: memref<4x8xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1, %arg1] : memref<4x8xf32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x8xf32>
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x?xf32>
// CHECK-NEXT:   "foo.use"(%cast) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:   "foo.use"(%arg0) : (memref<4x8xf32>) -> ()
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4x8xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @cast_fold(%m: memref<4x8xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %x = memref.load %c[%i, %i] : memref<?x?xf32>
  memref.store %v, %c[%i, %i] : memref<?x?xf32>
  %c2 = memref.cast %c : memref<?x?xf32> to memref<4x?xf32>
  "foo.use"(%c2) : (memref<4x?xf32>) -> ()
  %c3 = memref.cast %c : memref<?x?xf32> to memref<4x8xf32>
  "foo.use"(%c3) : (memref<4x8xf32>) -> ()
  memref.dealloc %c : memref<?x?xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @unranked_cast(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @unranked_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %x = memref.load %r[%i] : memref<?xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<0x4xf32>, %arg3: memref<0x4xf32>) {
// CHECK-NEXT:   memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %e: memref<0x4xf32>, %f: memref<0x4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<?xf32> to memref<?xf32>
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %e, %f : memref<0x4xf32> to memref<0x4xf32>
  return
}

// CHECK-LABEL: func.func @alloc_const(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   "foo.use"(%cast_0) : (memref<?xf32>) -> ()
// CHECK-NEXT:   return %cast, %cast_0 : memref<?x?xf32>, memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  "foo.use"(%b) : (memref<?xf32>) -> ()
  return %a, %b : memref<?x?xf32>, memref<?xf32>
}

// CHECK-LABEL: func.func @alloc_neg() -> memref<?xf32> {
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %alloc = memref.alloc(%c-1) : memref<?xf32>
// CHECK-NEXT:   return %alloc : memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_neg() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}

// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index, %arg2: memref<f32>) {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %alloc = memref.alloc() : memref<memref<4xf32>>
// CHECK-NEXT:   memref.store %alloca, %alloc[] : memref<memref<4xf32>>
// CHECK-NEXT:   "foo.use"(%alloc) : (memref<memref<4xf32>>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_alloc(%v: f32, %i: index, %o: memref<f32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %b2 = memref.alloc() : memref<memref<4xf32>>
  memref.store %b, %b2[] : memref<memref<4xf32>>
  "foo.use"(%b2) : (memref<memref<4xf32>>) -> ()
  %c = memref.alloc() : memref<8xf32>
  return
}

// CHECK-LABEL: func.func @subview_const(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[2, %arg1] [4, 2] [1, 2] : memref<8x16xf32> to memref<4x2xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<4x2xf32, strided<[16, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_const(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, %i] [%c4, %c2] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @subview_cast(%arg0: memref<16x16xf32>) -> memref<3x4xf32, strided<[?, 1]>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1]>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<3x4xf32, strided<[16, 1]>> to memref<3x4xf32, strided<[?, 1]>>
// CHECK-NEXT:   return %cast : memref<3x4xf32, strided<[?, 1]>>
// CHECK-NEXT: }
func.func @subview_cast(%m: memref<16x16xf32>) -> memref<3x4xf32, strided<[?, 1]>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1]>>
  return %s : memref<3x4xf32, strided<[?, 1]>>
}

// CHECK-LABEL: func.func @subview_trivial(%arg0: memref<4x8xf32>) -> (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>) {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:   return %arg0, %cast : memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }
func.func @subview_trivial(%m: memref<4x8xf32>) -> (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>) {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %t = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s, %t : memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>
}

// CHECK-LABEL: func.func @subview_of_subview(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, %arg2] [%arg1, %arg2] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   return %subview : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_of_subview(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%a, %b] [%a, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [%a, %b] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %t : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @view_const(%arg0: memref<2048xi8>, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %view = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<7x?xf32>
// CHECK-NEXT:   %cast = memref.cast %view : memref<7x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   return %cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @view_const(%buf: memref<2048xi8>, %n: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %v = memref.view %buf[%c0][%c7, %n] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}

// CHECK-LABEL: func.func @view_cast_alloc(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:   %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<?xf32>
// CHECK-NEXT:   return %view : memref<?xf32>
// CHECK-NEXT: }
func.func @view_cast_alloc(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// CHECK-LABEL: func.func @reinterpret(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [1], sizes: [2], strides: [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:   return %arg0, %reinterpret_cast : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
func.func @reinterpret(%m: memref<4xf32>, %n: memref<?xf32>) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %q = memref.reinterpret_cast %c to offset: [1], sizes: [2], strides: [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %r, %q : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>
}

// CHECK-LABEL: func.func @reshapes(%arg0: memref<4x8xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:   return %arg0 : memref<4x8xf32>
// CHECK-NEXT: }
func.func @reshapes(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %e : memref<4x8xf32>
}

// CHECK-LABEL: func.func @space_casts(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT:   return %memspacecast : memref<4xf32, 3>
// CHECK-NEXT: }
func.func @space_casts(%m: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 2>
  %b = memref.memory_space_cast %a : memref<4xf32, 2> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}

// CHECK-LABEL: func.func @assume(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:   return %assume_align : memref<4xf32>
// CHECK-NEXT: }
func.func @assume(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func.func @transpose_id(%arg0: memref<4x8xf32>) -> memref<4x8xf32> {
// CHECK-NEXT:   return %arg0 : memref<4x8xf32>
// CHECK-NEXT: }
func.func @transpose_id(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %t = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32>
  return %t : memref<4x8xf32>
}

// CHECK-LABEL: func.func @rc_esm_noop(%arg0: memref<3x4xf32>) -> memref<3x4xf32> {
// CHECK-NEXT:   return %arg0 : memref<3x4xf32>
// CHECK-NEXT: }
func.func @rc_esm_noop(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<f32> to memref<3x4xf32>
  return %r : memref<3x4xf32>
}

// CHECK-LABEL: func.func @rc_esm_cast(%arg0: memref<3x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rc_esm_cast(%m: memref<3x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @rc_esm_dynamic(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:   return %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @rc_esm_dynamic(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @rc_esm_other(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<?xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @rc_esm_other(%m: memref<?x?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%n], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @rc_const(%arg0: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [1], sizes: [2, 4], strides: [4, 1] : memref<?xf32> to memref<2x4xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<2x4xf32, strided<[4, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @rc_const(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c1], sizes: [%c2, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @rc_const_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 8], strides: [8, 1] : memref<*xf32> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT:   %cast = memref.cast %reinterpret_cast : memref<?x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @rc_const_unranked(%m: memref<*xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%n, %c8], strides: [%c8, 1] : memref<*xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @esm_constants(%arg0: memref<4x?xf32, strided<[?, 1], offset: 2>>) -> (index, index, index, index, index) {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %c2, %c4, %sizes#1, %strides#0, %c1 : index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_constants(%m: memref<4x?xf32, strided<[?, 1], offset: 2>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// CHECK-LABEL: func.func @esm_cast(%arg0: memref<4x8xf32>) -> (memref<f32>, index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   return %base_buffer, %c8 : memref<f32>, index
// CHECK-NEXT: }
func.func @esm_cast(%m: memref<4x8xf32>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#1 : memref<f32>, index
}

// CHECK-LABEL: func.func @transpose_compose(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT:   return %transpose : memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: }
func.func @transpose_compose(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %t = memref.transpose %m (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %u = memref.transpose %t (d0, d1, d2) -> (d1, d2, d0) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %u : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// CHECK-LABEL: func.func @collapse_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<120xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT:   return %collapse_shape : memref<120xf32>
// CHECK-NEXT: }
func.func @collapse_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}

// CHECK-LABEL: func.func @expand_expand(%arg0: memref<?x20xf32>, %arg1: index) -> memref<?x2x2x4x5xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4{{\]\]}} output_shape [%arg1, 2, 2, 4, 5] : memref<?x20xf32> into memref<?x2x2x4x5xf32>
// CHECK-NEXT:   return %expand_shape : memref<?x2x2x4x5xf32>
// CHECK-NEXT: }
func.func @expand_expand(%m: memref<?x20xf32>, %n: index) -> memref<?x2x2x4x5xf32> {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 4, 5] : memref<?x20xf32> into memref<?x4x5xf32>
  %b = memref.expand_shape %a [[0, 1, 2], [3], [4]] output_shape [%n, 2, 2, 4, 5] : memref<?x4x5xf32> into memref<?x2x2x4x5xf32>
  return %b : memref<?x2x2x4x5xf32>
}

// An unused dma_wait stays (it is not read-only).
// CHECK-LABEL: func.func @dma_wait_kept
// CHECK: memref.dma_wait
func.func @dma_wait_kept(%tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  return
}
