// cf dialect: custom and generic printing identical to mlir-opt 22, successor operands
// (generic form split by the branch hooks), and round trips through the generic form.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

func.func @br(%x: i32, %y: f32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%x, %y : i32, f32) {note = "kept"}
^bb2(%a: i32, %b: f32):
  return %a : i32
}

func.func @cond_br(%c: i1, %x: i32, %y: i64) {
  cf.cond_br %c, ^bb1, ^bb2(%y : i64)
^bb1:
  cf.cond_br %c weights([3, -5]), ^bb1, ^bb2(%y : i64) {foo = 1}
^bb2(%b: i64):
  cf.cond_br %c, ^bb3(%x, %x : i32, i32), ^bb3(%x, %x : i32, i32)
^bb3(%p: i32, %q: i32):
  return
}

func.func @switch(%f: i32, %g: i1, %h: i128, %x: i32, %y: i64) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    42: ^bb2(%x, %y : i32, i64),
    -3: ^bb3,
    5000000000: ^bb3
  ]
^bb1(%a: i32):
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ] {tag}
^bb2(%b: i32, %c: i64):
  cf.switch %g : i1, [default: ^bb3, 1: ^bb3, 0: ^bb4]
^bb3:
  cf.switch %h : i128, [default: ^bb4, -1: ^bb4, 7: ^bb4]
^bb4:
  return
}

func.func @nested(%f: i64, %c: i1) {
  "foo.region"() ({
    cf.switch %f : i64, [
      default: ^bb1,
      1: ^bb1
    ]
  ^bb1:
    cf.assert %c, "nested"
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @assert(%c: i1) {
  cf.assert %c, "message with \"quotes\" and \n newline" {extra = 2 : i8}
  return
}

func.func @generic(%c: i1, %x: i32, %f: i16, %w: i128) {
  "cf.cond_br"(%c, %x, %x)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "cf.br"(%a)[^bb2] : (i32) -> ()
^bb2(%b: i32):
  "cf.switch"(%f, %b)[^bb3, ^bb4] {case_operand_segments = array<i32: 1>, case_values = dense<[9]> : tensor<1xi16>, operandSegmentSizes = array<i32: 1, 0, 1>} : (i16, i32) -> ()
^bb3:
  "cf.assert"(%c) {msg = "generic"} : (i1) -> ()
  return
^bb4(%d: i32):
  "cf.switch"(%w)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[100000, -1]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
}

// CHECK: module {
// CHECK-LABEL: func.func @br(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg0, %arg1 : i32, f32) {note = "kept"}
// CHECK-NEXT: ^bb2(%0: i32, %1: f32):  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_br(%arg0: i1, %arg1: i32, %arg2: i64) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i64)
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([3, -5]), ^bb1, ^bb2(%arg2 : i64) {foo = 1 : i64}
// CHECK-NEXT: ^bb2(%0: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%arg1, %arg1 : i32, i32), ^bb3(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i1, %arg2: i128, %arg3: i32, %arg4: i64) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg3 : i32),
// CHECK-NEXT: 42: ^bb2(%arg3, %arg4 : i32, i64),
// CHECK-NEXT: 4294967293: ^bb3,
// CHECK-NEXT: 705032704: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg3 : i32)] {tag}
// CHECK-NEXT: ^bb2(%1: i32, %2: i64):  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb3,
// CHECK-NEXT: 0: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 4 preds: ^bb0, ^bb0, ^bb2, ^bb2
// CHECK-NEXT: cf.switch %arg2 : i128, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 18446744073709551615: ^bb4,
// CHECK-NEXT: 7: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i64, %arg1: i1) {
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.assert %arg1, "nested"
// CHECK-NEXT: "foo.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "message with \22quotes\22 and \0A newline" {extra = 2 : i8}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: i1, %arg1: i32, %arg2: i16, %arg3: i128) {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i16, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 9: ^bb4(%1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 4 preds: ^bb2, ^bb4, ^bb4, ^bb4
// CHECK-NEXT: cf.assert %arg0, "generic"
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4(%2: i32):  // pred: ^bb2
// CHECK-NEXT: cf.switch %arg3 : i128, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 100000: ^bb3,
// CHECK-NEXT: 18446744073709551615: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC-LABEL: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "br"}> ({
// GENERIC: "cf.br"()[^bb1] : () -> ()
// GENERIC: "cf.br"(%arg15, %arg16)[^bb2] {note = "kept"} : (i32, f32) -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "cond_br"}> ({
// GENERIC: "cf.cond_br"(%arg12, %arg14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i64) -> ()
// GENERIC: "cf.cond_br"(%arg12, %arg14)[^bb1, ^bb2] <{branch_weights = array<i32: 3, -5>, operandSegmentSizes = array<i32: 1, 0, 1>}> {foo = 1 : i64} : (i1, i64) -> ()
// GENERIC: "cf.cond_br"(%arg12, %arg13, %arg13, %arg13, %arg13)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i1, i128, i32, i64) -> (), sym_name = "switch"}> ({
// GENERIC: "cf.switch"(%arg7, %arg10, %arg10, %arg11)[^bb1, ^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 2, 0, 0>, case_values = dense<[42, -3, 705032704]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i64) -> ()
// GENERIC: "cf.switch"(%arg7, %arg10)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> {tag} : (i32, i32) -> ()
// GENERIC: "cf.switch"(%arg8)[^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[true, false]> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC: "cf.switch"(%arg9)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 7]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i64, i1) -> (), sym_name = "nested"}> ({
// GENERIC: "cf.switch"(%arg5)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC: "cf.assert"(%arg6) <{msg = "nested"}> : (i1) -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i1) -> (), sym_name = "assert"}> ({
// GENERIC: "cf.assert"(%arg4) <{msg = "message with \22quotes\22 and \0A newline"}> {extra = 2 : i8} : (i1) -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (i1, i32, i16, i128) -> (), sym_name = "generic"}> ({
// GENERIC: "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// GENERIC: "cf.br"(%0)[^bb2] : (i32) -> ()
// GENERIC: "cf.switch"(%arg2, %1)[^bb3, ^bb4] <{case_operand_segments = array<i32: 1>, case_values = dense<9> : tensor<1xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, i32) -> ()
// GENERIC: "cf.assert"(%arg0) <{msg = "generic"}> : (i1) -> ()
// GENERIC: "cf.switch"(%arg3)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[100000, -1]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
