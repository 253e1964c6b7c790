// memref view ops: verifier rules and custom-form parse errors of `subview`,
// `reinterpret_cast`, `transpose`, `expand_shape`, `collapse_shape`, `view`,
// `memory_space_cast`, `assume_alignment`, `extract_aligned_pointer_as_index` and
// `extract_strided_metadata` with mlir-opt 22's wording.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @subview_mixed_rank(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_mixed_stride_rank(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_count(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[64, 4]>>
  return
}

// -----

func.func @subview_dynamic_count(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<4x4x4xf32>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 2, 0][1, 1, 2][1, 1, 2] : memref<8x16x4xf32> to memref<2xf32, strided<[2], offset: 8>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0, 0][4, -4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<8x16x4xf32>, %a: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<4x4x4xf32, strided<[64, 4, 1], offset: ?>, 1>'}}
  %0 = memref.subview %m[%a, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: ?>, 1>
  return
}

// -----

func.func @subview_not_strided(%t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  %0 = memref.subview %t[0, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_offset(%m: memref<8x16x4xf32>, %a: index, %b: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x?x4xf32, strided<[64, 4, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x?x4xf32, strided<[64, 4, 1], offset: 3>>'}}
  %0 = memref.subview %m[%a, 4, 0][4, %b, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 4, 1], offset: 3>>
  return
}

// -----

func.func @subview_rank_reduced_layout(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x1xf32, strided<[64, 4, 1], offset: 64>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[7], offset: 64>>'}}
  %0 = memref.subview %m[1, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[7], offset: 64>>
  return
}

// -----

func.func @subview_rank_reduced_identity(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x2x1xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32>'}}
  %0 = memref.subview %m[0, 0, 0][1, 2, 1][1, 1, 1] : memref<8x16x4xf32> to memref<2xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2x1xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x3xf32>'}}
  %0 = memref.subview %m[0, 0, 0][2, 2, 1][1, 1, 1] : memref<8x16x4xf32> to memref<2x3xf32>
  return
}

// -----

func.func @subview_dynamic_size(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x?x4xf32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x?x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_element(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4x4xi32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xi32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4x1xf32, strided<[64, 4, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4x1xf32, strided<[64, 4, 1, 1]>>
  return
}

// -----

func.func @subview_offset_bounds(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[9, 0, 0][0, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<0x1xf32, strided<[64, 4], offset: 576>>
  return
}

// -----

func.func @subview_slice_bounds(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 2 runs out-of-bounds: 6 >= 4}}
  %0 = memref.subview %m[0, 2, 0][1, 1, 4][1, 1, 2] : memref<8x16x4xf32> to memref<4xf32, strided<[2], offset: 8>>
  return
}

// -----

func.func @subview_operand_type(%m: memref<8x16x4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.subview' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, i32) -> memref<1x1x1xf32, strided<[64, 4, 1], offset: ?>>
  return
}

// -----

func.func @subview_source_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.subview"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> memref<1xf32>
  return
}

// -----

func.func @subview_missing_attr(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.subview' op requires attribute 'static_offsets'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<1xf32>
  return
}

// -----

func.func @subview_syntax(%m: memref<8xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[x][1][1] : memref<8xf32> to memref<1xf32>
  return
}

// -----

func.func @subview_list_syntax(%m: memref<8xf32>) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[0][1 1][1] : memref<8xf32> to memref<1xf32>
  return
}

// -----

func.func @subview_too_large(%m: memref<8xf32>) {
  // expected-error @+2 {{integer value too large}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[99999999999999999999][1][1] : memref<8xf32> to memref<1xf32>
  return
}

// -----

func.func @reinterpret_cast_space(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<8x16xf32>' and result memref type 'memref<4x32xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, 1>
  return
}

// -----

func.func @reinterpret_cast_element(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{different element types specified for source type 'memref<8x16xf32>' and result memref type 'memref<4x32xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xi32>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with size = 32 instead of 31 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x31xf32>
  return
}

// -----

func.func @reinterpret_cast_dynamic_size(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 32 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, %a], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_dynamic_offset(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with offset = dynamic instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [%a], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, strided<[32, 1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with stride = 2 instead of 1 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 2] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_map_stride(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 * 2)>>
  return
}

// -----

func.func @reinterpret_cast_mixed(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_size_count(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_cast_offset_count(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_negative(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.reinterpret_cast %m to offset: [-1], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, strided<[32, 1], offset: -1>>
  return
}

// -----

func.func @reinterpret_cast_not_strided(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4x32xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

func.func @reinterpret_cast_mod_map(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4x32xf32, affine_map<(d0, d1) -> (d0 mod 4 + d1)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32, affine_map<(d0, d1) -> (d0 mod 4 + d1)>>
  return
}

// -----

func.func @reinterpret_cast_source(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{'memref.reinterpret_cast' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %0 = "memref.reinterpret_cast"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 32, 1>}> : (index) -> memref<4x4xf32, strided<[32, 1]>>
  return
}

// -----

func.func @reinterpret_cast_dynamic_count(%m: memref<8x16xf32>, %a: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.reinterpret_cast"(%m, %a) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 32, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[32, 1]>>
  return
}

// -----

func.func @reinterpret_cast_to(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 'to'}}
  %0 = memref.reinterpret_cast %m offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<4x32xf32>
  return
}

// -----

func.func @reinterpret_cast_unranked_result(%m: memref<8x16xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 32], strides: [32, 1] : memref<8x16xf32> to memref<*xf32>
  return
}

// -----

func.func @transpose_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<16x8xf32>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32>
  return
}

// -----

func.func @transpose_dynamic(%n: memref<?x?x4xf32, strided<[?, ?, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4x?x?xf32>' is not equivalent to the canonical transposed input type 'memref<4x?x?xf32, affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + s0 + d1 * s1 + d2 * s2)>>'}}
  %0 = memref.transpose %n (a, b, c) -> (c, a, b) : memref<?x?x4xf32, strided<[?, ?, 1], offset: ?>> to memref<4x?x?xf32>
  return
}

// -----

func.func @transpose_identity(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x16xi32>' is not equivalent to the canonical transposed input type 'memref<8x16xf32>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xi32>
  return
}

// -----

func.func @transpose_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 16]>, 1>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>, 1>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_not_permutation_expr(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j + 1, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_symbols(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j)[s0] -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_generic_not_permutation(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1 + d0, d0)>}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (j, i, k) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_undeclared(%m: memref<8x16xf32>) {
  // expected-error @+1 {{use of undeclared identifier}}
  %0 = memref.transpose %m (i, j) -> (k, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_not_strided(%t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.transpose %t (i, j) -> (j, i) : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<16x8xf32>
  return
}

// -----

func.func @transpose_unranked_result(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<*xf32>
  return
}

// -----

func.func @transpose_missing_permutation(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %0 = "memref.transpose"(%m) : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
  return
}

// -----

func.func @transpose_source_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<8x16xf32>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : tensor<8x16xf32> to memref<16x8xf32>
  return
}

// -----

func.func @expand_group_size(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (10)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x5x16xf32>
  return
}

// -----

func.func @expand_element(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32>' but found 'memref<2x4x16xi32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xi32>
  return
}

// -----

func.func @expand_bounds(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_space(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32>' but found 'memref<2x4x16xf32, 1>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32, 1>
  return
}

// -----

func.func @expand_layout(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32>' but found 'memref<2x4x16xf32, strided<[64, 16, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32, strided<[64, 16, 1]>>
  return
}

// -----

func.func @expand_dynamic_layout(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<?x4x16xf32, strided<[?, ?, 1], offset: ?>>' but found 'memref<?x4x16xf32>'}}
  %0 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, 4, 16] : memref<?x16xf32, strided<[?, 1], offset: ?>> into memref<?x4x16xf32>
  return
}

// -----

func.func @expand_rank0(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<1x1xf32, strided<[1, 1], offset: 3>>' but found 'memref<1x1xf32>'}}
  %0 = memref.expand_shape %e [] output_shape [1, 1] : memref<f32, strided<[], offset: 3>> into memref<1x1xf32>
  return
}

// -----

func.func @expand_groups(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_contiguous(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_output_dynamic(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_dynamicity(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x?x16xf32>
  return
}

// -----

func.func @expand_rank(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [128] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @expand_dynamic_count(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "memref.expand_shape"(%m, %a) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>, index) -> memref<2x4x16xf32>
  return
}

// -----

func.func @collapse_group_size(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (127) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<127xf32>
  return
}

// -----

func.func @collapse_dynamicity(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<?xf32>
  return
}

// -----

func.func @collapse_groups(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_element(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32>' but found 'memref<128xi32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xi32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %s [[0, 1]] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<128xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @collapse_layout(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32>' but found 'memref<128xf32, strided<[1], offset: 2>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @collapse_dynamic_stride(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[1], offset: 2>>' but found 'memref<?xf32, strided<[?], offset: 2>>'}}
  %0 = memref.collapse_shape %g [[0, 1, 2, 3]] : memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>> into memref<?xf32, strided<[?], offset: 2>>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_empty_group(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (128) must equal reassociation group size (1)}}
  %0 = memref.collapse_shape %m [[]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_out_of_bounds(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16xf32> into memref<8x16x1xf32>
  return
}

// -----

func.func @collapse_attr_type(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1 : i32]]}> : (memref<8x16xf32>) -> memref<128xf32>
  return
}

// -----

func.func @collapse_flat_attr(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.collapse_shape %m [0, 1] : memref<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @collapse_missing_attr(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires attribute 'reassociation'}}
  %0 = "memref.collapse_shape"(%m) : (memref<8x16xf32>) -> memref<128xf32>
  return
}

// -----

func.func @expand_into(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{expected 'into'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> to memref<2x4x16xf32>
  return
}

// -----

func.func @expand_output_shape_keyword(%m: memref<8x16xf32>, %c: memref<?x16xf32>, %d: memref<?x16xf32, strided<[?, 1], offset: ?>>, %a: index, %e: memref<f32, strided<[], offset: 3>>, %s: memref<8x16xf32, strided<[32, 1], offset: 4>>, %g: memref<4x1x?x8xf32, strided<[?, 7, 8, 1], offset: 2>>) {
  // expected-error @+1 {{expected 'output_shape'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @collapse_not_strided(%t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.collapse_shape %t [[0, 1]] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<128xf32>
  return
}

// -----

func.func @view_result_map(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<64x4xf32, strided<[4, 1], offset: 3>>'}}
  %0 = memref.view %b[%a][] : memref<2048xi8> to memref<64x4xf32, strided<[4, 1], offset: 3>>
  return
}

// -----

func.func @view_base_map(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 4>>'}}
  %0 = memref.view %h[%a][] : memref<2048xi8, strided<[1], offset: 4>> to memref<64x4xf32>
  return
}

// -----

func.func @view_missing_size(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%a][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_extra_size(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %b[%a][%c] : memref<2048xi8> to memref<64x4xf32>
  return
}

// -----

func.func @view_space(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<64x4xf32, 1>'}}
  %0 = memref.view %b[%a][] : memref<2048xi8> to memref<64x4xf32, 1>
  return
}

// -----

func.func @view_source(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8x16xf32>'}}
  %0 = memref.view %m[%a][] : memref<8x16xf32> to memref<64x4xf32>
  return
}

// -----

func.func @view_shift(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = memref.view %b[][] : memref<2048xi8> to memref<64x4xf32>
  return
}

// -----

func.func @view_two_shifts(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{expected ']'}}
  %0 = memref.view %b[%a, %a][] : memref<2048xi8> to memref<64x4xf32>
  return
}

// -----

func.func @view_operands(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.view' op expected 2 or more operands, but found 1}}
  %0 = "memref.view"(%b) : (memref<2048xi8>) -> memref<64x4xf32>
  return
}

// -----

func.func @view_unranked_result(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.view' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.view %b[%a][] : memref<2048xi8> to memref<*xf32>
  return
}

// -----

func.func @view_unranked_source(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.view %u[%a][] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @space_cast_element(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<2048xi8, 1>' and result type 'memref<2048xf32>' are cast incompatible}}
  %0 = memref.memory_space_cast %g : memref<2048xi8, 1> to memref<2048xf32>
  return
}

// -----

func.func @space_cast_rank(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<2048xi8, 1>' and result type 'memref<*xi8>' are cast incompatible}}
  %0 = memref.memory_space_cast %g : memref<2048xi8, 1> to memref<*xi8>
  return
}

// -----

func.func @space_cast_layout(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<2048xi8, 1>' and result type 'memref<2048xi8, strided<[2]>>' are cast incompatible}}
  %0 = memref.memory_space_cast %g : memref<2048xi8, 1> to memref<2048xi8, strided<[2]>>
  return
}

// -----

func.func @space_cast_dynamic(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<2048xi8, 1>' and result type 'memref<?xi8>' are cast incompatible}}
  %0 = memref.memory_space_cast %g : memref<2048xi8, 1> to memref<?xi8>
  return
}

// -----

func.func @space_cast_tensor(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = memref.memory_space_cast %g : memref<2048xi8, 1> to tensor<2048xi8>
  return
}

// -----

func.func @assume_alignment_power(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<8x16xf32>
  return
}

// -----

func.func @assume_alignment_zero(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<8x16xf32>
  return
}

// -----

func.func @assume_alignment_negative(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, -4 : memref<8x16xf32>
  return
}

// -----

func.func @assume_alignment_i64(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i64}> : (memref<8x16xf32>) -> memref<8x16xf32>
  return
}

// -----

func.func @assume_alignment_missing(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires attribute 'alignment'}}
  %0 = "memref.assume_alignment"(%m) : (memref<8x16xf32>) -> memref<8x16xf32>
  return
}

// -----

func.func @assume_alignment_type(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<8x16xf32>) -> memref<8x4xf32>
  return
}

// -----

func.func @assume_alignment_unranked(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.assume_alignment %u, 4 : memref<*xf32>
  return
}

// -----

func.func @intptr_type(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<8x16xf32> -> i64
  return
}

// -----

func.func @intptr_attr_position(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{expected ':'}}
  %0 = memref.extract_aligned_pointer_as_index %m {foo} : memref<8x16xf32> -> index
  return
}

// -----

func.func @metadata_rank(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<2xf32>'}}
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<2xf32>, index, index, index, index, index
  return
}

// -----

func.func @metadata_index(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #5 must be variadic of index, but got 'i64'}}
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, i64
  return
}

// -----

func.func @metadata_not_strided(%b: memref<2048xi8>, %a: index, %c: index, %g: memref<2048xi8, 1>, %m: memref<8x16xf32>, %u: memref<*xf32>, %s: memref<8x16xf32, strided<[?, 1], offset: ?>>, %h: memref<2048xi8, strided<[1], offset: 4>>, %t: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %t : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> -> memref<f32>, index, index, index, index, index
  return
}

// -----

func.func @subview_missing_segments(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<1xf32>
  return
}

// -----

func.func @view_shift_type(%b: memref<2048xi8>, %i: i32) {
  // expected-error @+1 {{'memref.view' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.view"(%b, %i) : (memref<2048xi8>, i32) -> memref<4xf32>
  return
}
