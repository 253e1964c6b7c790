// UPSTREAM-BUG: cases where mlir-opt 22 misbehaves on cf ops. This file states the behaviour
// Strata must have instead; it is NOT validated against mlir-opt.
// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: strata-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// mlir-opt 22 prints cf.switch case values zero-extended (`-1 : i64` as
// 18446744073709551615) but parses them as 64-bit signed integers, so its own output does
// not parse back ("integer value too large"). Strata also accepts values up to 2^64 - 1,
// keeping their low bits (sign-extended case values of wider flags print the same).
// CHECK-LABEL: func.func @wide_cases
// CHECK: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 9223372036854775808: ^bb1
// CHECK-NEXT: ]
// CHECK: cf.switch %arg1 : i128, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 18446744073709551615: ^bb2
// CHECK-NEXT: ]
// GENERIC: case_values = dense<[-1, -9223372036854775808]> : vector<2xi64>
// GENERIC: case_values = dense<18446744073709551615> : vector<1xi128>
func.func @wide_cases(%f: i64, %g: i128) {
  cf.switch %f : i64, [
    default: ^bb1,
    18446744073709551615: ^bb1,
    9223372036854775808: ^bb1
  ]
^bb1:
  cf.switch %g : i128, [
    default: ^bb2,
    18446744073709551615: ^bb2
  ]
^bb2:
  return
}

// -----

// mlir-opt 22 crashes (null dereference in SwitchOp::verify) on a switch with case
// destinations but no `case_values`. Strata reports the count mismatch.
func.func @missing_case_values(%c: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (0) should match number of case destinations (1)}}
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
