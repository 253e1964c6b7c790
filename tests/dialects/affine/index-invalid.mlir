// affine.delinearize_index and affine.linearize_index: parser and verifier diagnostics
// with mlir-opt 22's messages (checked against mlir-opt with --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @too_many_results(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:2 = affine.delinearize_index %x into (2, 3, 4) : index, index
  return
}

// -----

func.func @too_few_basis(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %x into (4) : index, index, index
  return
}

// -----

func.func @zero_basis(%x: index, %n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (%n, 0) : index, index
  return
}

// -----

func.func @negative_basis(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (-2) : index, index
  return
}

// -----

func.func @delin_marker_mismatch(%x: index, %n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%x, %n) <{static_basis = array<i64: 4>}> : (index, index) -> (index, index)
  return
}

// -----

func.func @delin_result_type(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: 4>}> : (index) -> (index, i32)
  return
}

// -----

func.func @delin_operand_type(%x: i32) {
  // expected-error @+1 {{'affine.delinearize_index' op operand #0 must be index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: 4>}> : (i32) -> (index, index)
  return
}

// -----

func.func @delin_no_basis_attr(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op requires attribute 'static_basis'}}
  %0:2 = "affine.delinearize_index"(%x) : (index) -> (index, index)
  return
}

// -----

func.func @delin_bad_basis_attr(%x: index) {
  // expected-error @+1 {{invalid properties {static_basis = 3 : i64} for op affine.delinearize_index: Invalid attribute `static_basis` in property conversion: 3 : i64}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = 3}> : (index) -> (index, index)
  return
}

// -----

func.func @delin_square(%x: index, %n: index) {
  // expected-error @+2 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  // expected-error @+1 {{expected '(' in dynamic index list}}
  %0:2 = affine.delinearize_index %x into [%n, 4] : index, index
  return
}

// -----

func.func @delin_unclosed(%x: index, %n: index) {
  // expected-error @+2 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  // expected-error @+1 {{expected ')' in dynamic index list}}
  %0:2 = affine.delinearize_index %x into (%n, 4 : index, index
  return
}

// -----

func.func @delin_float(%x: index, %n: index) {
  // expected-error @+2 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected integer value}}
  %0:2 = affine.delinearize_index %x into (%n, 4.0) : index, index
  return
}

// -----

func.func @lin_count(%x: index, %n: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%x] by (%n, 4) : index
  return
}

// -----

func.func @lin_count_many(%x: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%x, %x, %x] by (4) : index
  return
}

// -----

func.func @lin_marker_mismatch(%x: index, %n: index) {
  // expected-error @+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%x, %n) <{disjoint = false, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: 4>}> : (index, index) -> index
  return
}

// -----

func.func @lin_segments(%x: index) {
  // expected-error @+1 {{'affine.linearize_index' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "affine.linearize_index"(%x) <{disjoint = false, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: 4>}> : (index) -> index
  return
}

// -----

func.func @lin_result_type(%x: index) {
  // expected-error @+1 {{'affine.linearize_index' op result #0 must be index, but got 'i64'}}
  %0 = "affine.linearize_index"(%x, %x) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> i64
  return
}

// -----

func.func @lin_operand_type(%x: index, %y: i64) {
  // expected-error @+1 {{'affine.linearize_index' op operand #1 must be variadic of index, but got 'i64'}}
  %0 = "affine.linearize_index"(%x, %y) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, i64) -> index
  return
}

// -----

func.func @lin_missing_by(%x: index) {
  // expected-error @+1 {{expected 'by'}}
  %0 = affine.linearize_index [%x, %x] (4) : index
  return
}

// -----

func.func @lin_result_count(%x: index) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = affine.linearize_index [%x, %x] by (4) : index
  return
}

// -----

// mlir-opt 22 reads the linear index's type as an index type and rejects any other
// kind at that type, before it resolves the operands.
func.func @linearize_vector(%v0: vector<4xindex>, %v1: vector<4xindex>) -> vector<4xindex> {
  // expected-error @+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'vector<4xindex>'}}
  %0 = affine.linearize_index disjoint [%v0, %v1] by (2, 2) : vector<4xindex>
  return %0 : vector<4xindex>
}
