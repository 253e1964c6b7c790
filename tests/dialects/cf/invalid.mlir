// cf dialect: parse errors of the custom forms and one case per verifier rule (branch
// operands against block arguments, counts, segments, weights, switch cases), with
// mlir-opt 22's wording.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @too_many_operands(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @too_few_operands(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1(%a: i32):
  return
}

// -----

func.func @false_successor(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return
^bb2:
  return
}

// -----

func.func @type_mismatch(%x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: i64):
  return
}

// -----

func.func @switch_case_mismatch(%f: i32, %x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #1}}
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%x, %x : i32, i32)
  ]
^bb1:
  return
^bb2(%a: i32, %b: i64):
  return
}

// -----

func.func @generic_operands(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1(%a: i32):
  return
^bb2:
  return
}

// -----

func.func @not_last(%c: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @assert_not_last(%c: i1) {
  cf.assert %c, "fine"
  return
}

// -----

func.func @br_two_successors(%x: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"(%x)[^bb1, ^bb1] : (i32) -> ()
^bb1(%z: i32):
  return
}

// -----

func.func @br_results() {
  // expected-error @+1 {{'cf.br' op requires zero results}}
  %0 = "cf.br"()[^bb1] : () -> (i32)
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_no_operands() {
  // expected-error @+1 {{'cf.cond_br' op expected 1 or more operands, but found 0}}
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_no_segments(%c: i1, %x: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] : (i1, i32) -> ()
^bb1(%z: i32):
  return
}

// -----

func.func @cond_br_bad_segments(%c: i1, %x: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32) -> ()
^bb1(%z: i32):
  return
}

// -----

func.func @cond_br_condition(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_custom_condition(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_value_count(%c: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%c: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_segments(%c: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_missing_segments(%c: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag(%c: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @assert_operand(%c: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @assert_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @switch_case_value(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_no_default(%c: i32) {
  cf.switch %c : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    42: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_value_too_large(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    99999999999999999999: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_flag_type(%c: i32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %c : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_operand_types(%c: i32) {
  cf.switch %c : i32, [
    // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%c, %c : i32)
  ]
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @br_operand_types(%c: i32) {
  // expected-error @+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%c, %c : i32)
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @br_missing_types(%c: i32) {
  // expected-error @+1 {{expected ':'}}
  cf.br ^bb1(%c)
^bb1(%a: i32):
  return
}

// -----

func.func @assert_message(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  return
}

// -----

func.func @negative_segments(%c: i32) {
  // expected-error @+1 {{'cf.switch' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32: -1>, operandSegmentSizes = array<i32: 1, 0, -1>}> : (i32) -> ()
^bb1:
  return
}

// -----

// The size of the condition's group is not checked: %c is the true destination's operand.
func.func @empty_condition_group(%c: i1) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i1) -> ()
^bb1(%x: i1):
  return
}

// -----

func.func @splat_case_values(%c: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (1000000000) should match number of case destinations (1)}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1000000000xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
