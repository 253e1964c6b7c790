// convert-cf-to-llvm: cf.switch case values of any width (i128 beyond 64 bits) and in a tensor pass to llvm.switch unchanged,
// with and without index-bitwidth. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-cf-to-llvm=index-bitwidth=16 | FileCheck %s
// CHECK-LABEL: func.func @wide_cases(%arg0: i128, %arg1: i8, %arg2: i64) {
// CHECK-NEXT:   llvm.switch %arg0 : i128, ^bb1 [
// CHECK-NEXT:     18446744073709551615: ^bb1,
// CHECK-NEXT:     -5: ^bb1,
// CHECK-NEXT:     170141183460469231731687303715884105727: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT:   llvm.switch %arg1 : i8, ^bb2 [
// CHECK-NEXT:     -1: ^bb2,
// CHECK-NEXT:     -1: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT:   llvm.switch %arg2 : i64, ^bb3 [
// CHECK-NEXT:     -1: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tensor_cases(%arg0: i16, %arg1: i32) {
// CHECK-NEXT:   llvm.switch %arg0 : i16, ^bb1 [
// CHECK-NEXT:     9: ^bb2(%arg1 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @wide_cases(%g: i128, %h: i8, %k: i64) {
  "cf.switch"(%g)[^bb2, ^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[18446744073709551615, -5, 170141183460469231731687303715884105727]> : vector<3xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb2:
  cf.switch %h : i8, [
    default: ^bb3,
    255: ^bb3,
    -1: ^bb3
  ]
^bb3:
  "cf.switch"(%k)[^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<[18446744073709551615]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb4:
  return
}
func.func @tensor_cases(%f: i16, %b: i32) {
  "cf.switch"(%f, %b)[^bb3, ^bb4] {case_operand_segments = array<i32: 1>, case_values = dense<[9]> : tensor<1xi16>, operandSegmentSizes = array<i32: 1, 0, 1>} : (i16, i32) -> ()
^bb3:
  return
^bb4(%d: i32):
  return
}
