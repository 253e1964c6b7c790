// std dialect verifiers and custom-form parse errors (Strata's wording: the dialect was
// removed upstream before MLIR 22).
// UPSTREAM-BUG: the std dialect was removed upstream; mlir-opt 22 cannot run this file.
// RUN: strata-opt --legacy-std %s --split-input-file --verify-diagnostics

func @binary_mixed(%a: i32, %b: f32) {
  // expected-error @+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "std.addi"(%b, %b) : (f32, f32) -> f32
  return
}

// -----

func @float_on_int(%a: i32) {
  // expected-error @+1 {{'std.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = mulf %a, %a : i32
  return
}

// -----

func @binary_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'std.addi' op requires the same type for all operands and results}}
  %0 = "std.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{unknown comparison predicate "lt"}}
  %0 = cmpi "lt", %a, %a : i32
  return
}

// -----

func @cmpi_predicate_value(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: integer comparison predicate (0 to 9)}}
  %0 = "std.cmpi"(%a, %a) {predicate = 10} : (i32, i32) -> i1
  return
}

// -----

func @cmpi_result(%a: vector<4xi32>) {
  // expected-error @+1 {{'std.cmpi' op result #0 must be 'vector<4xi1>', but got 'i1'}}
  %0 = "std.cmpi"(%a, %a) {predicate = 0} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func @select_cond(%c: i32, %a: f32) {
  // expected-error @+1 {{'std.select' op condition must be 'i1', but got 'i32'}}
  %0 = "std.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func @constant_type() {
  // expected-error @+1 {{'std.constant' op requires attribute's type to match op's return type}}
  %0 = "std.constant"() {value = 42 : i32} : () -> i64
  return
}

// -----

func @constant_kind() {
  // expected-error @+1 {{'std.constant' op requires an integer, float, elements or function reference value}}
  %0 = "std.constant"() {value = "x"} : () -> i64
  return
}

// -----

func @dim_range(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.dim' op index is out of range}}
  %0 = dim %t, 1 : tensor<4xf32>
  return
}

// -----

func @alloc_dynamic(%n: index) {
  // expected-error @+1 {{'std.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = alloc(%n) : memref<4xf32>
  return
}

// -----

func @alloc_symbols(%n: index) {
  // expected-error @+1 {{'std.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func @alloc_static_dynamic() {
  // expected-error @+1 {{'std.alloc_static' op requires a static shape and a layout without symbols}}
  %0 = alloc_static(0x100) : memref<?xf32>
  return
}

// -----

func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.dealloc' op operand #0 must be memref, but got 'tensor<4xf32>'}}
  dealloc %t : tensor<4xf32>
  return
}

// -----

func @load_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'std.load' op incorrect number of indices, expected 2 but got 1}}
  %0 = load %m[%i] : memref<4x4xf32>
  return
}

// -----

func @store_value(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @+1 {{'std.store' op requires the value type to be the element type of 'memref<4xf32>'}}
  "std.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func @extract_memref(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'std.extract_element' op operand #0 must be tensor or vector, but got 'memref<4xf32>'}}
  %0 = extract_element %m[%i] : memref<4xf32>
  return
}

// -----

func @tensor_load_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'std.tensor_load' op result type 'tensor<5xf32>' does not match the memref type, expected 'tensor<4xf32>'}}
  %0 = "std.tensor_load"(%m) : (memref<4xf32>) -> tensor<5xf32>
  return
}

// -----

func @tensor_store_type(%t: tensor<5xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'std.tensor_store' op tensor type 'tensor<5xf32>' does not match the memref type, expected 'tensor<4xf32>'}}
  "std.tensor_store"(%t, %m) : (tensor<5xf32>, memref<4xf32>) -> ()
  return
}

// -----

func @memref_cast_static(%m: memref<4xf32>) {
  // expected-error @+1 {{'std.memref_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref_cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func @tensor_cast_element(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.tensor_cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor_cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func @dma_source(%m: f32, %i: index) {
  // expected-error @+1 {{expected source to be of memref type}}
  dma_start %m[%i], %m[%i], %i, %m[%i] : f32, f32, f32
  return
}

// -----

func @dma_operands(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'std.dma_start' op expected at least 4 operands}}
  "std.dma_start"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func @dma_wait_indices(%tag: memref<2xi32>, %i: index) {
  // expected-error @+1 {{'std.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  "std.dma_wait"(%tag, %i) : (memref<2xi32>, index) -> ()
  return
}

// -----

func @call_indirect_type(%f: (i32) -> i32, %a: i64) {
  // expected-error @+1 {{'std.call_indirect' op callee type '(i32) -> i32' does not match the operand and result types}}
  %0 = "std.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func @cond_br_condition(%c: i32) {
  // expected-error @+1 {{'std.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "std.cond_br"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func @return_types(%a: i32) -> i64 {
  // expected-error @+1 {{'std.return' op operand types (i32) do not match the enclosing function's result types (i64)}}
  return %a : i32
}

// -----

func.func @return_parent() {
  // expected-error @+1 {{'std.return' op expects parent op 'std.func'}}
  "std.return"() : () -> ()
}

// -----

// expected-error @+1 {{'std.func' op entry block arguments must match the function signature}}
func @entry_args(i32) {
^bb0(%a: i64):
  return
}

// -----

// expected-error @+1 {{expected all function arguments to be named, or none}}
func @mixed_args(%a: i32, i64)

// -----

func @call_undefined(%a: i32) {
  // expected-error @+1 {{'std.call' op 'nowhere' does not reference a valid function}}
  call @nowhere(%a) : (i32) -> ()
  return
}

// -----

func @callee(i32) -> i32
func @call_bad_types(%a: i64) {
  // expected-error @+1 {{'std.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @callee(%a) : (i64) -> i32
  return
}

// -----

func @callee(i32) -> i32
func @call_bad_results(%a: i32) {
  // expected-error @+1 {{'std.call' op incorrect number of results for callee}}
  call @callee(%a) : (i32) -> ()
  return
}

// -----

func @myfn(i32) -> i32
func @constant_bad_type() {
  // expected-error @+1 {{'std.constant' op reference to function with mismatched type}}
  %0 = constant @myfn : (i64) -> i32
  return
}

// -----

func @constant_undefined() {
  // expected-error @+1 {{'std.constant' op reference to undefined function 'nowhere'}}
  %0 = constant @nowhere : (i64) -> i32
  return
}

// -----

// An unwrapped map reports the errors of the wrapped one (here as for
// `affine_map<(d0) -> (d0 +)>`).
// expected-error @+1 {{missing right operand of binary operator}}
#m = (d0) -> (d0 +)

// -----

// The old `floordiv(e, c)` follows today's semi-affine rules.
// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#m = (d0, d1) -> (floordiv(d0, d1))

// -----

// Neither a function type nor a map: the error of the reading that got further.
// expected-error @+1 {{expected non-function type}}
#t = (i32) -> i32x

// -----

// Old MLIR's strided layout needs its strides.
// expected-error @+1 {{expected 'strides' after offset}}
func @strided(%m: memref<42x16xf32, offset: 33>)
