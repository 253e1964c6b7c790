// memref dialect: verifier rules and custom-form parse errors with mlir-opt 22's wording.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @alloc_dyn_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %a = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @alloca_dyn_count() {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloca() : memref<?xf32>
  return
}

// -----

func.func @alloc_sym_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_strided_sym_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %a = memref.alloc()[%n] : memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @alloc_not_memref() {
  // expected-error @+1 {{invalid kind of type specified}}
  %a = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @alloc_generic_type() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %a = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @alloc_generic_index(%n: i32) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %a = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = -1} : memref<4xf32>
  return
}

// -----

func.func @alloc_alignment_generic() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = "memref.alloc"() {alignment = 3} : () -> memref<4xf32>
  return
}

// -----

func.func @alloc_segments(%n: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %a = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_nontemporal(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = memref.load %m[%i] {nontemporal = 1 : i32} : memref<4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @store_value(%m: memref<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_unranked(%m: memref<*xf32>, %v: f32) {
  // expected-error @+1 {{invalid kind of type specified}}
  memref.store %v, %m[] : memref<*xf32>
  return
}

// -----

func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %d = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @rank_type(%m: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %r = "memref.rank"(%m) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_space(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @cast_strides(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[1, 4]>>' are cast incompatible}}
  %c = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @copy_element(%a: memref<4xf32>, %b: memref<4xf16>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xf16>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dyn : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error @+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dyn_init : memref<?xf32> = dense<1.0>

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{initial_value = dense<1.0> : tensor<3xf32>, sym_name = "g", type = memref<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{initial_value = 1 : i32, sym_name = "g", type = memref<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'f64'}}
"memref.global"() <{initial_value = dense<1.0> : tensor<2xf64>, sym_name = "g", type = memref<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @al : memref<2xf32> = uninitialized {alignment = 3}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @get_global_func() {
  // expected-error @+1 {{'memref.get_global' op 'get_global_func' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_func : memref<2xf32>
  return
}

// -----

func.func @get_global_dynamic() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xi32>'}}
  %0 = "memref.get_global"() <{name = @c}> : () -> memref<?xi32>
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @generic_unknown_global() {
  // expected-error @+1 {{custom op 'memref.get_global' invalid kind of type specified}}
  %0 = memref.get_global @g : tensor<2xf32>
  return
}

// -----

func.func @load_tensor(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %m[%i] : tensor<4xf32>
  return
}

// -----

func.func @cast_to_integer(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %m : memref<4xf32> to i32
  return
}

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
memref.global "foo" @x : memref<2xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global 3 @x : memref<2xf32>

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
memref.global @x : memref<2xf32> = 3

// -----

func.func @return_outside(%v: f32) {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return %v : f32
}

// -----

func.func @scope_args() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%q: i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @scope_empty() {
  // expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}

// -----

func.func @scope_unregistered_last() {
  // An unregistered last op gets the implicit return after it in the custom form.
  memref.alloca_scope {
    "foo.op"() : () -> ()
  }
  return
}

// -----

func.func @copy_rank(%b: memref<4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %b, %c : memref<4xf32> to memref<4x4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.alloc' op 'operandSegmentSizes' attribute cannot have negative elements}}
%a = "memref.alloc"() <{operandSegmentSizes = array<i32: 5, -3>}> : () -> memref<4xf32>

// -----

// expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
"memref.alloca_scope"() ({
^bb0:
  "memref.alloca_scope.return"() : () -> ()
^bb1:
  "memref.alloca_scope.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'memref.alloca_scope.return' op requires zero results}}
%h = "memref.alloca_scope.return"() : () -> i32

// -----

func.func @load_no_operands() {
  // expected-error @+1 {{'memref.load' op expected 1 or more operands, but found 0}}
  %c = "memref.load"() : () -> f32
  return
}
