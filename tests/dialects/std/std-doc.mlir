// Every example of the Standard dialect document (seed 002), in the old syntax. Fixes
// to examples broken in the seed text (each also marked "FIX:" where it is made):
// - the `cond_br` example lacks its closing `}`;
// - fragments (`call`, `dim`, `addi`, ...) are wrapped in functions taking their free
//   values as arguments; redefined names (`%x` in a custom and a generic form) renamed;
// - old attribute dictionaries `{index: 0}` become `{index = 0}`, and old generic forms
//   get today's shape (`() -> i32`, the op name `"std.select"` for `""`);
// - undefined `#layout...` aliases are defined, memory spaces `memspaceN` become `N`,
//   layouts written as bare maps `(d0) -> (d0)` become `affine_map<...>`;
// - `dma_start`'s tag type `memref<1 x i32>, (d0) -> (d0), 4>` has a stray `>`;
// - `load`'s `affine.apply` subscripts become function arguments, and its second `load`
//   reads a memref of another type, renamed (seeds-affine.mlir has the example with its
//   `affine.apply` ops, and `dma_start` with its bare-map layouts);
// - `store`'s literal subscript `1023` becomes a `constant`.
// UPSTREAM-BUG: the std dialect was removed upstream; mlir-opt 22 cannot run this file.
// Each upgraded output below was checked to be accepted by mlir-opt 22, as
// crates/strata-tools/tests/seeds.rs checks.
// SEED-EXAMPLES: legacy
// RUN: strata-opt --legacy-std --split-input-file %s | strata-opt --split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect --upgrade-legacy-std %s | FileCheck %s

// FIX: closing brace added.
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    // Both targets are the same, operands differ
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
    return %x : i32
}

// ROUND-LABEL: std.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// ROUND-NEXT: cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// ROUND-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// ROUND-NEXT: return %0 : i32
// ROUND-NEXT: }

// CHECK-LABEL: func.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// FIX: fragments wrapped in a function; callee declared.
func @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func @calls(%0: tensor<16xf32>, %1: tensor<16xf32>, %15: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>) {
  // Calling the function my_add.
  %31 = call @my_add(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %32 = call_indirect %15(%0, %1)
        : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return
}

// ROUND-LABEL: std.func @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// ROUND-LABEL: std.func @calls(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>) {
// ROUND-NEXT: %0 = call @my_add(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// ROUND-NEXT: %1 = call_indirect %arg2(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func private @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-LABEL: func.func @calls(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>) {
// CHECK-NEXT: %0 = call @my_add(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: %1 = call_indirect %arg2(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: wrapped; generic results renamed; `{index: 0}` is `{index = 0}`.
func @dims(%A: tensor<4 x ? x f32>) {
  // Always returns 4, can be constant folded:
  %x = dim %A, 0 : tensor<4 x ? x f32>

  // Returns the dynamic dimension of %A.
  %y = dim %A, 1 : tensor<4 x ? x f32>

  // Equivalent generic form:
  %x2 = "std.dim"(%A){index = 0} : (tensor<4 x ? x f32>) -> index
  %y2 = "std.dim"(%A){index = 1} : (tensor<4 x ? x f32>) -> index
  return
}

// ROUND-LABEL: std.func @dims(%arg0: tensor<4x?xf32>) {
// ROUND-NEXT: %0 = dim %arg0, 0 : tensor<4x?xf32>
// ROUND-NEXT: %1 = dim %arg0, 1 : tensor<4x?xf32>
// ROUND-NEXT: %2 = dim %arg0, 0 : tensor<4x?xf32>
// ROUND-NEXT: %3 = dim %arg0, 1 : tensor<4x?xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<4x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c0_1 : tensor<4x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = tensor.dim %arg0, %c1_3 : tensor<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: layouts defined, memory spaces as integers, wrapped.
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>
#layout_map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1)>
func @allocs(%M: index, %N: index, %x: index, %y: index) {
  // Allocating memref for a fully static shape.
  %A = alloc() : memref<1024x64xf32, #layout_map0, 0>

  // %M, %N, %x, %y are SSA values of integer type.  M and N are bound to the
  // two unknown dimensions of the type and x/y are bound to symbols in
  // #layout_map1.
  %B = alloc(%M, %N)[%x, %y] : memref<?x?xf32, #layout_map1, 1>

  %S = alloc_static(0x1232a00) : memref<1024 x 64 x f32, #layout_map0, 0>
  return
}

// ROUND-LABEL: std.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// ROUND-NEXT: %0 = alloc() : memref<1024x64xf32, #map>
// ROUND-NEXT: %1 = alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map1, 1>
// ROUND-NEXT: %2 = alloc_static(19081728) : memref<1024x64xf32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1024x64xf32, #map>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map1, 1>
// CHECK-NEXT: %alloc_1 = memref.alloc() {std.base_address = 19081728 : i64} : memref<1024x64xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

#layout = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
func @dealloc(%A: memref<128 x f32, #layout, 0>) {
  dealloc %A : memref<128 x f32, #layout, 0>
  return
}

// ROUND-LABEL: std.func @dealloc(%arg0: memref<128xf32, #map>) {
// ROUND-NEXT: dealloc %arg0 : memref<128xf32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @dealloc(%arg0: memref<128xf32, #map>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<128xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: wrapped; `(d0) -> (d0)` written `affine_map<(d0) -> (d0)>`; stray `>` removed.
func @dma(%src: memref<40 x 8 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 0>,
          %dst: memref<2 x 4 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 2>,
          %i: index, %j: index, %k: index, %l: index) {
  %size = constant 32 : index
  %tag = alloc() : memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
  %idx = constant 0 : index
  dma_start %src[%i, %j], %dst[%k, %l], %size, %tag[%idx] :
       memref<40 x 8 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 0>,
       memref<2 x 4 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 2>,
       memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
  dma_wait %tag[%idx], %size : memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
  return
}

// ROUND-LABEL: std.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// ROUND-NEXT: %c32 = constant 32 : index
// ROUND-NEXT: %0 = alloc() : memref<1xi32, 4>
// ROUND-NEXT: %c0 = constant 0 : index
// ROUND-NEXT: dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %0[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// ROUND-NEXT: dma_wait %0[%c0], %c32 : memref<1xi32, 4>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32, 4>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %alloc[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// CHECK-NEXT: memref.dma_wait %alloc[%c0], %c32 : memref<1xi32, 4>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func @extract_element(%v: vector<4x4xi32>, %t: tensor<4x4xi32>, %ut: tensor<*xi32>, %1: index, %2: index) {
  %3 = extract_element %v[%1, %2] : vector<4x4xi32>
  %4 = extract_element %t[%1, %2] : tensor<4x4xi32>
  %5 = extract_element %ut[%1, %2] : tensor<*xi32>
  return
}

// ROUND-LABEL: std.func @extract_element(%arg0: vector<4x4xi32>, %arg1: tensor<4x4xi32>, %arg2: tensor<*xi32>, %arg3: index, %arg4: index) {
// ROUND-NEXT: %0 = extract_element %arg0[%arg3, %arg4] : vector<4x4xi32>
// ROUND-NEXT: %1 = extract_element %arg1[%arg3, %arg4] : tensor<4x4xi32>
// ROUND-NEXT: %2 = extract_element %arg2[%arg3, %arg4] : tensor<*xi32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @extract_element(%arg0: vector<4x4xi32>, %arg1: tensor<4x4xi32>, %arg2: tensor<*xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = vector.extract %arg0[%arg3, %arg4] : i32 from vector<4x4xi32>
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg3, %arg4] : tensor<4x4xi32>
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<*xi32> to tensor<?x?xi32>
// CHECK-NEXT: %extracted_0 = tensor.extract %cast[%arg3, %arg4] : tensor<?x?xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: `affine.apply` results %1, %2, %3 are arguments; the second load reads %B.
#layout = affine_map<(d0, d1) -> (d1, d0)>
func @load(%A: memref<8x?xi32, #layout, 0>, %B: memref<4x?xi32, #layout, 0>, %1: index, %2: index, %3: index) {
  %12 = load %A[%1, %2] : memref<8x?xi32, #layout, 0>

  // Example of an indirect load (treated as non-affine)
  %13 = load %B[%3, %2] : memref<4x?xi32, #layout, 0>
  return
}

// ROUND-LABEL: std.func @load(%arg0: memref<8x?xi32, #map>, %arg1: memref<4x?xi32, #map>, %arg2: index, %arg3: index, %arg4: index) {
// ROUND-NEXT: %0 = load %arg0[%arg2, %arg3] : memref<8x?xi32, #map>
// ROUND-NEXT: %1 = load %arg1[%arg4, %arg3] : memref<4x?xi32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @load(%arg0: memref<8x?xi32, #map>, %arg1: memref<4x?xi32, #map>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<8x?xi32, #map>
// CHECK-NEXT: %1 = memref.load %arg1[%arg4, %arg3] : memref<4x?xi32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: the literal subscript 1023 is a constant.
#layout = affine_map<(d0, d1) -> (d1, d0)>
func @store(%100: f32, %A: memref<4x?xf32, #layout, 0>, %1: index) {
  %c1023 = constant 1023 : index
  store %100, %A[%1, %c1023] : memref<4x?xf32, #layout, 0>
  return
}

// ROUND-LABEL: std.func @store(%arg0: f32, %arg1: memref<4x?xf32, #map>, %arg2: index) {
// ROUND-NEXT: %c1023 = constant 1023 : index
// ROUND-NEXT: store %arg0, %arg1[%arg2, %c1023] : memref<4x?xf32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @store(%arg0: f32, %arg1: memref<4x?xf32, #map>, %arg2: index) {
// CHECK-NEXT: %c1023 = arith.constant 1023 : index
// CHECK-NEXT: memref.store %arg0, %arg1[%arg2, %c1023] : memref<4x?xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

#layout = affine_map<(d0, d1) -> (d1, d0)>
func @tensors(%10: memref<4x?xf32, #layout, 0>, %8: tensor<4x?xf32>) {
  // Produces a value of tensor<4x?xf32> type.
  %12 = tensor_load %10 : memref<4x?xf32, #layout, 0>

  %9 = dim %8, 1 : tensor<4x?xf32>
  %11 = alloc(%9) : memref<4x?xf32, #layout, 0>
  tensor_store %8, %11 : memref<4x?xf32, #layout, 0>
  return
}

// ROUND-LABEL: std.func @tensors(%arg0: memref<4x?xf32, #map>, %arg1: tensor<4x?xf32>) {
// ROUND-NEXT: %0 = tensor_load %arg0 : memref<4x?xf32, #map>
// ROUND-NEXT: %1 = dim %arg1, 1 : tensor<4x?xf32>
// ROUND-NEXT: %2 = alloc(%1) : memref<4x?xf32, #map>
// ROUND-NEXT: tensor_store %arg1, %2 : memref<4x?xf32, #map>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @tensors(%arg0: memref<4x?xf32, #map>, %arg1: tensor<4x?xf32>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4x?xf32, #map> to tensor<4x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<4x?xf32, #map>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in writable %alloc : (tensor<4x?xf32>, memref<4x?xf32, #map>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func @integer_binary(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
  %a = addi %b, %c : i64
  %f = addi %g, %h : vector<4xi32>
  %x = addi %y, %z : tensor<4x?xi8>
  %a1 = and %b, %c : i64
  %f1 = and %g, %h : vector<4xi32>
  %x1 = and %y, %z : tensor<4x?xi8>
  %a2 = divis %b, %c : i64
  %f2 = divis %g, %h : vector<4xi32>
  %x2 = divis %y, %z : tensor<4x?xi8>
  %a3 = diviu %b, %c : i64
  %f3 = diviu %g, %h : vector<4xi32>
  %x3 = diviu %y, %z : tensor<4x?xi8>
  %a4 = or %b, %c : i64
  %f4 = or %g, %h : vector<4xi32>
  %x4 = or %y, %z : tensor<4x?xi8>
  %a5 = remis %b, %c : i64
  %f5 = remis %g, %h : vector<4xi32>
  %x5 = remis %y, %z : tensor<4x?xi8>
  %a6 = remiu %b, %c : i64
  %f6 = remiu %g, %h : vector<4xi32>
  %x6 = remiu %y, %z : tensor<4x?xi8>
  %a7 = xor %b, %c : i64
  %f7 = xor %g, %h : vector<4xi32>
  %x7 = xor %y, %z : tensor<4x?xi8>
  return
}

// ROUND-LABEL: std.func @integer_binary(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// ROUND-NEXT: %0 = addi %arg0, %arg1 : i64
// ROUND-NEXT: %1 = addi %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %2 = addi %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %3 = and %arg0, %arg1 : i64
// ROUND-NEXT: %4 = and %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %5 = and %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %6 = divis %arg0, %arg1 : i64
// ROUND-NEXT: %7 = divis %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %8 = divis %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %9 = diviu %arg0, %arg1 : i64
// ROUND-NEXT: %10 = diviu %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %11 = diviu %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %12 = or %arg0, %arg1 : i64
// ROUND-NEXT: %13 = or %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %14 = or %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %15 = remis %arg0, %arg1 : i64
// ROUND-NEXT: %16 = remis %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %17 = remis %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %18 = remiu %arg0, %arg1 : i64
// ROUND-NEXT: %19 = remiu %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %20 = remiu %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: %21 = xor %arg0, %arg1 : i64
// ROUND-NEXT: %22 = xor %arg2, %arg3 : vector<4xi32>
// ROUND-NEXT: %23 = xor %arg4, %arg5 : tensor<4x?xi8>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @integer_binary(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %2 = arith.addi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %3 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT: %4 = arith.andi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %5 = arith.andi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT: %7 = arith.divsi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %8 = arith.divsi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %9 = arith.divui %arg0, %arg1 : i64
// CHECK-NEXT: %10 = arith.divui %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %11 = arith.divui %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %12 = arith.ori %arg0, %arg1 : i64
// CHECK-NEXT: %13 = arith.ori %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %14 = arith.ori %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %15 = arith.remsi %arg0, %arg1 : i64
// CHECK-NEXT: %16 = arith.remsi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %17 = arith.remsi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %18 = arith.remui %arg0, %arg1 : i64
// CHECK-NEXT: %19 = arith.remui %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %20 = arith.remui %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: %21 = arith.xori %arg0, %arg1 : i64
// CHECK-NEXT: %22 = arith.xori %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: %23 = arith.xori %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func @float_binary(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>, %y: tensor<4x?xbf16>, %z: tensor<4x?xbf16>) {
  %a = addf %b, %c : f64
  %f = addf %g, %h : vector<4xf32>
  %x = addf %y, %z : tensor<4x?xbf16>
  %a1 = mulf %b, %c : f64
  %f1 = mulf %g, %h : vector<4xf32>
  %x1 = mulf %y, %z : tensor<4x?xbf16>
  return
}

// ROUND-LABEL: std.func @float_binary(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: tensor<4x?xbf16>, %arg5: tensor<4x?xbf16>) {
// ROUND-NEXT: %0 = addf %arg0, %arg1 : f64
// ROUND-NEXT: %1 = addf %arg2, %arg3 : vector<4xf32>
// ROUND-NEXT: %2 = addf %arg4, %arg5 : tensor<4x?xbf16>
// ROUND-NEXT: %3 = mulf %arg0, %arg1 : f64
// ROUND-NEXT: %4 = mulf %arg2, %arg3 : vector<4xf32>
// ROUND-NEXT: %5 = mulf %arg4, %arg5 : tensor<4x?xbf16>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @float_binary(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: tensor<4x?xbf16>, %arg5: tensor<4x?xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f64
// CHECK-NEXT: %1 = arith.addf %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : tensor<4x?xbf16>
// CHECK-NEXT: %3 = arith.mulf %arg0, %arg1 : f64
// CHECK-NEXT: %4 = arith.mulf %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT: %5 = arith.mulf %arg4, %arg5 : tensor<4x?xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: the scalar and vector examples use different operand names; `{predicate: 2}` is
// `{predicate = 2}`; results renamed.
func @cmpi(%lhs: i32, %rhs: i32, %vlhs: vector<4xi64>, %vrhs: vector<4xi64>) {
  // Custom form of scalar "signed less than" comparison.
  %x = cmpi "slt", %lhs, %rhs : i32

  // Generic form of the same operation.
  %x1 = "std.cmpi"(%lhs, %rhs){predicate = 2} : (i32, i32) -> i1

  // Custom form of vector equality comparison.
  %x2 = cmpi "eq", %vlhs, %vrhs : vector<4xi64>

  // Generic form of the same operation.
  %x3 = "std.cmpi"(%vlhs, %vrhs){predicate = 0}
      : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
  return
}

// ROUND-LABEL: std.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// ROUND-NEXT: %0 = cmpi "slt", %arg0, %arg1 : i32
// ROUND-NEXT: %1 = cmpi "slt", %arg0, %arg1 : i32
// ROUND-NEXT: %2 = cmpi "eq", %arg2, %arg3 : vector<4xi64>
// ROUND-NEXT: %3 = cmpi "eq", %arg2, %arg3 : vector<4xi64>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg2, %arg3 : vector<4xi64>
// CHECK-NEXT: %3 = arith.cmpi eq, %arg2, %arg3 : vector<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: @myfn declared; generic forms `(){value: 42} : i32` written
// `() {value = 42 : i32} : () -> i32` (and the function type parenthesized).
func @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
func @constants() {
  // Integer constant
  %1 = constant 42 : i32

  // Reference to function @myfn.
  %3 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

  // Equivalent generic forms
  %4 = "std.constant"() {value = 42 : i32} : () -> i32
  %5 = "std.constant"() {value = @myfn}
     : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
  return
}

// ROUND-LABEL: std.func @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
// ROUND-LABEL: std.func @constants() {
// ROUND-NEXT: %c42_i32 = constant 42 : i32
// ROUND-NEXT: %f = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// ROUND-NEXT: %c42_i32_0 = constant 42 : i32
// ROUND-NEXT: %f_1 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %f = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32
// CHECK-NEXT: %f_1 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func @memref_cast(%2: memref<4x?xf32>) {
  // Discard static dimension information.
  %3 = memref_cast %2 : memref<4x?xf32> to memref<?x?xf32>

  // Convert to a type with more known dimensions.
  %4 = memref_cast %3 : memref<?x?xf32> to memref<4x?xf32>
  return
}

// ROUND-LABEL: std.func @memref_cast(%arg0: memref<4x?xf32>) {
// ROUND-NEXT: %0 = memref_cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// ROUND-NEXT: %1 = memref_cast %0 : memref<?x?xf32> to memref<4x?xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @memref_cast(%arg0: memref<4x?xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: the generic forms name the op `"std.select"` (the seed writes `""`).
func @select_op(%cond: i1, %true: i32, %false: i32, %vcond: vector<42xi1>, %vtrue: vector<42xf32>, %vfalse: vector<42xf32>) {
  // Custom form of scalar selection.
  %x = select %cond, %true, %false : i32

  // Generic form of the same operation.
  %x1 = "std.select"(%cond, %true, %false) : (i1, i32, i32) -> i32

  // Vector selection is element-wise
  %vx = "std.select"(%vcond, %vtrue, %vfalse)
      : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
  return
}

// ROUND-LABEL: std.func @select_op(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<42xi1>, %arg4: vector<42xf32>, %arg5: vector<42xf32>) {
// ROUND-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// ROUND-NEXT: %1 = select %arg0, %arg1, %arg2 : i32
// ROUND-NEXT: %2 = select %arg3, %arg4, %arg5 : vector<42xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @select_op(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<42xi1>, %arg4: vector<42xf32>, %arg5: vector<42xf32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg3, %arg4, %arg5 : vector<42xi1>, vector<42xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: the custom form of %2 renamed %t2.
func @tensor_cast(%1: tensor<*xf32>) {
  // Convert from unknown rank to rank 2 with unknown dimension sizes.
  %2 = "std.tensor_cast"(%1) : (tensor<*xf32>) -> tensor<?x?xf32>
  %t2 = tensor_cast %1 : tensor<*xf32> to tensor<?x?xf32>

  // Convert to a type with more known dimensions.
  %3 = "std.tensor_cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>

  // Discard static dimension and rank information.
  %4 = "std.tensor_cast"(%3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
  %5 = "std.tensor_cast"(%4) : (tensor<?x?xf32>) -> tensor<*xf32>
  return
}

// ROUND-LABEL: std.func @tensor_cast(%arg0: tensor<*xf32>) {
// ROUND-NEXT: %0 = tensor_cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// ROUND-NEXT: %1 = tensor_cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// ROUND-NEXT: %2 = tensor_cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
// ROUND-NEXT: %3 = tensor_cast %2 : tensor<4x?xf32> to tensor<?x?xf32>
// ROUND-NEXT: %4 = tensor_cast %3 : tensor<?x?xf32> to tensor<*xf32>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @tensor_cast(%arg0: tensor<*xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %cast : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %cast_1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_3 = tensor.cast %cast_2 : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
