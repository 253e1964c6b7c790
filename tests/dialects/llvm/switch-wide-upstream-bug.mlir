// UPSTREAM-BUG: llvm.switch case values wider than 64 bits. mlir-opt 22 prints them in the custom form but its parser
// rejects them ("integer value too large"), so its output does not re-parse; Strata parses values up to the flag's
// width (flags up to 64 bits keep mlir-opt's limit). mlir-translate 22 truncates such values to 64
// bits ("Duplicate integer as switch case" here); strata-translate writes them whole. The CHECK lines follow
// mlir-opt 22's printing of the generic input and LLVM IR's syntax for the values.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s | strata-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK-LABEL: llvm.func @w(%arg0: i128, %arg1: i8) {
// CHECK-NEXT:    llvm.switch %arg0 : i128, ^bb1 [
// CHECK-NEXT:      18446744073709551615: ^bb1,
// CHECK-NEXT:      -5: ^bb2,
// CHECK-NEXT:      170141183460469231731687303715884105727: ^bb1
// CHECK-NEXT:    ]
// GENERIC: case_values = dense<[18446744073709551615, -5, 170141183460469231731687303715884105727]> : vector<3xi128>
// IR:      switch i128 %0, label %3 [
// IR-NEXT:   i128 18446744073709551615, label %3
// IR-NEXT:   i128 -5, label %4
// IR-NEXT:   i128 170141183460469231731687303715884105727, label %3
// IR-NEXT: ]
llvm.func @w(%g: i128, %h: i8) {
  "llvm.switch"(%g)[^bb1, ^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[18446744073709551615, -5, 170141183460469231731687303715884105727]> : vector<3xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb1:
  llvm.switch %h : i8, ^bb2 [
    -1: ^bb2,
    7: ^bb1
  ]
^bb2:
  llvm.return
}
