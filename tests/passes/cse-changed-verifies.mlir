// A CSE run that erased something is verified after: the invalid return of this input
// (read with --mlir-very-unsafe-disable-verifier-on-parsing) is reported. See
// cse-unchanged-skips-verify.mlir for the idle case. Expected output is mlir-opt 22's.
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --cse 2>&1 | FileCheck %s

// CHECK: error: 'func.return' op has 2 operands, but enclosing function (@f) returns 1
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  "func.return"(%0, %1) : (i32, i32) -> ()
}
