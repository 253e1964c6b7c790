// memref ops `reshape`, `dma_start`, `dma_wait`, `atomic_rmw`, `generic_atomic_rmw`,
// `atomic_yield`, `prefetch`, `realloc` and `distinct_objects`: every verifier rule and
// custom-form parse error, with mlir-opt 22's wording.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @reshape_source(%a: f32, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.reshape"(%a, %s) : (f32, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_shape_rank(%a: memref<4xf32>, %s: memref<2x2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2x2xi32>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<2x2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_shape_element(%a: memref<4xf32>, %s: memref<1xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xf32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_result(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @reshape_count(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.reshape' op expected 2 operands, but found 1}}
  %0 = "memref.reshape"(%a) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_element(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_source_layout(%a: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %a(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

// A 0-D strided layout is not the identity (its map is `() -> (0)`).
func.func @reshape_source_layout_0d(%a: memref<f32, strided<[]>>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %a(%s) : (memref<f32, strided<[]>>, memref<1xi32>) -> memref<1xf32>
  return
}

// -----

func.func @reshape_result_layout(%a: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @reshape_dynamic_shape(%a: memref<4xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_shape_length(%a: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_type_count(%a: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.reshape %a(%s) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_not_function(%a: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<4xf32>'}}
  %0 = memref.reshape %a(%s) : memref<4xf32>
  return
}

// -----

func.func @dma_start_few(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_source(%i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %i, %i) : (index, index, index, index) -> ()
  return
}

// -----

func.func @dma_start_source_rank(%a: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%a, %i, %i, %i) : (memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_start_source_index(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %j, %a, %i, %i, %a, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_destination(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%a, %i, %i, %i, %i, %a, %i) : (memref<4xf32>, index, index, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_destination_rank(%a: memref<4xf32>, %b: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i) : (memref<4xf32>, index, memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_destination_index(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %j, %i, %a, %i) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_num_elements(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %j, %a, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_tag(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_start_tag_rank(%a: memref<4xf32>, %t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 8 operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<2x2xi32>, index) -> ()
  return
}

// -----

func.func @dma_start_tag_index(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @dma_start_one_stride(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_stride_type(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i, %i, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index, i32) -> ()
  return
}

// -----

func.func @dma_start_result(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op requires zero results}}
  %0 = "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index) -> (index)
  return
}

// -----

func.func @dma_start_custom_stride(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i], %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_start_custom_strides(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i], %i, %i, %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_start_custom_types(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

// Upstream's custom parser reads no attribute dictionary.
func.func @dma_start_custom_attrs(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{expected ':'}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i] {foo.tag} : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_wait_count(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.dma_wait' op expected 2 or more operands, but found 1}}
  "memref.dma_wait"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_wait_tag(%i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'index'}}
  "memref.dma_wait"(%i, %i) : (index, index) -> ()
  return
}

// -----

func.func @dma_wait_index(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_wait' op operand #1 must be variadic of index, but got 'i32'}}
  "memref.dma_wait"(%a, %j, %i) : (memref<4xf32>, i32, index) -> ()
  return
}

// -----

func.func @dma_wait_num_elements(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_wait' op operand #2 must be index, but got 'i32'}}
  "memref.dma_wait"(%a, %i, %j) : (memref<4xf32>, index, i32) -> ()
  return
}

// -----

func.func @dma_wait_rank(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %a[%i, %i], %i : memref<4xf32>
  return
}

// -----

func.func @dma_wait_unranked(%a: memref<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_wait' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.dma_wait %a[%i], %i : memref<*xf32>
  return
}

// -----

func.func @atomic_rmw_no_kind(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op requires attribute 'kind'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @atomic_rmw_bad_kind(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @atomic_rmw_kind_type(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 1 : i32} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 1 : i32}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i32}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @atomic_rmw_count(%v: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expected 2 or more operands, but found 1}}
  %0 = "memref.atomic_rmw"(%v) <{kind = 2 : i64}> : (i32) -> i32
  return
}

// -----

func.func @atomic_rmw_value(%v: index, %m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (index, memref<4xindex>, index) -> index
  return
}

// -----

func.func @atomic_rmw_memref(%v: f32, %m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (f32, memref<4xindex>, index) -> f32
  return
}

// -----

func.func @atomic_rmw_index(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #2 must be variadic of index, but got 'f32'}}
  %0 = "memref.atomic_rmw"(%v, %m, %v) <{kind = 0 : i64}> : (f32, memref<4xf32>, f32) -> f32
  return
}

// -----

func.func @atomic_rmw_result(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op result #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> index
  return
}

// -----

func.func @atomic_rmw_value_result(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @atomic_rmw_element(%v: f64, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<4xf32>) -> f64
  return
}

// -----

func.func @atomic_rmw_subscripts(%v: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_int_kind(%v: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_float_kind(%v: i32, %m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_unknown_kind(%v: i32, %m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw bogus %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_number_kind(%v: i32, %m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind'}}
  %0 = memref.atomic_rmw 3 %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_unranked(%v: i32, %m: memref<*xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' invalid kind of type specified: expected builtin.memref, but found 'memref<*xi32>'}}
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<*xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_rmw_memref(%m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xindex> {
  ^bb0(%c: index):
    memref.atomic_yield %c : index
  }
  return
}

// -----

func.func @generic_atomic_rmw_index(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%c: f32):
    "memref.atomic_yield"(%c) : (f32) -> ()
  }) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%c: f32):
    "memref.atomic_yield"(%c) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @generic_atomic_rmw_args(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32, %d: f32):
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_empty(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  }
  return
}

// -----

func.func @generic_atomic_rmw_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f64):
    %x = arith.constant 1.0 : f32
    memref.atomic_yield %x : f32
  }
  return
}

// -----

// Upstream reports this on the nested op; Strata on the `generic_atomic_rmw` (so both are
// written on one line here).
func.func @generic_atomic_rmw_side_effect(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%c: f32): memref.store %c, %m[%i] : memref<4xf32> memref.atomic_yield %c : f32 }
  return
}

// -----

func.func @generic_atomic_rmw_unregistered(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%c: f32): "foo.bar"() : () -> () memref.atomic_yield %c : f32 }
  return
}

// -----

func.func @generic_atomic_rmw_blocks(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    cf.br ^bb1
  ^bb1:
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_no_terminator(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    // expected-error @+1 {{block with no terminator}}
    %x = arith.addf %c, %c : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<*xf32>'}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<*xf32> {
  ^bb0(%c: f32):
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    %x = arith.constant 1 : i32
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %x : i32
  }
  return
}

// -----

func.func @atomic_yield_parent(%v: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}

// -----

func.func @atomic_yield_count(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    // expected-error @+1 {{'memref.atomic_yield' op requires a single operand}}
    "memref.atomic_yield"() : () -> ()
  }
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_many_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %i, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @prefetch_locality(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<4>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_negative_locality(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<-1>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality_width(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 1 : i64}> : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_missing_cache(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'isDataCache'}}
  "memref.prefetch"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_missing_write(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'isWrite'}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true}> : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_missing_locality(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'localityHint'}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false}> : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_bool(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {isDataCache = 1 : i32, isWrite = true, localityHint = 1 : i32} for op memref.prefetch: Invalid attribute `isDataCache` in property conversion: 1 : i32}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = 1 : i32, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_count(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.prefetch' op expected 1 or more operands, but found 0}}
  "memref.prefetch"() <{isDataCache = true, isWrite = true, localityHint = 7 : i32}> : () -> ()
  return
}

// -----

func.func @prefetch_memref(%i: index) {
  // expected-error @+1 {{'memref.prefetch' op operand #0 must be memref of any type values, but got 'index'}}
  "memref.prefetch"(%i, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (index, index, index) -> ()
  return
}

// -----

func.func @prefetch_index(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op operand #2 must be variadic of index, but got 'memref<4x4xf32>'}}
  "memref.prefetch"(%m, %i, %m) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xf32>, index, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @prefetch_rw(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i, %i], readx, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i, %i], read, locality<3>, datax : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality_kind(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of attribute specified}}
  memref.prefetch %m[%i, %i], read, locality<"a">, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_keyword(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected valid keyword}}
  memref.prefetch %m[%i, %i], "read", locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_comma(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected ','}}
  memref.prefetch %m[%i, %i] read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_less(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected '<'}}
  memref.prefetch %m[%i, %i], read, locality 3, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<*xf32>
  return
}

// -----

func.func @realloc_source_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<8x2xf32>'}}
  %0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<8x2xf32>
  return
}

// -----

func.func @realloc_result_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'f32'}}
  %0 = memref.realloc %m : memref<4xf32> to f32
  return
}

// -----

func.func @realloc_source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unneeded_size(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %m {alignment = 0} : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_generic_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.realloc"(%m) <{alignment = 3 : i32}> : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @realloc_sizes(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.realloc' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "memref.realloc"(%m, %i, %i) : (memref<4xf32>, index, index) -> memref<8xf32>
  return
}

// -----

func.func @realloc_size_type(%m: memref<4xf32>, %i: f32) {
  // expected-error @+1 {{'memref.realloc' op operand #1 must be index, but got 'f32'}}
  %0 = "memref.realloc"(%m, %i) : (memref<4xf32>, f32) -> memref<?xf32>
  return
}

// -----

func.func @realloc_count() {
  // expected-error @+1 {{'memref.realloc' op expected 1 or more operands, but found 0}}
  %0 = "memref.realloc"() : () -> memref<8xf32>
  return
}

// -----

func.func @realloc_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.realloc %m : memref<*xf32> to memref<8xf32>
  return
}

// -----

func.func @distinct_objects_types(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<5xf32>)
  return
}

// -----

func.func @distinct_objects_results(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  "memref.distinct_objects"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @distinct_objects_empty() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @distinct_objects_operand(%a: f32) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'f32'}}
  "memref.distinct_objects"(%a) : (f32) -> (f32)
  return
}

// -----

func.func @distinct_objects_result(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op result #0 must be variadic of memref of any type values, but got 'f32'}}
  %0 = "memref.distinct_objects"(%a) : (memref<4xf32>) -> (f32)
  return
}

// -----

func.func @distinct_objects_type_count(%a: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = memref.distinct_objects %a : memref<4xf32>, memref<4xf32>
  return
}
