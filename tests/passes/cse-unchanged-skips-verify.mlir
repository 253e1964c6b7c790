// As in MLIR, a pass that changed nothing and says so (CSE marks all analyses preserved
// when it erased nothing) is not followed by verification: invalid input read with
// --mlir-very-unsafe-disable-verifier-on-parsing passes through an idle CSE and is printed
// in the generic form, while canonicalize (which always verifies after itself) and a CSE
// that did change something report the verifier's error. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --cse | FileCheck %s
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --canonicalize 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK:      "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "func.return"(%arg0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()

// VERIFY: error: 'func.return' op has 2 operands, but enclosing function (@f) returns 1
func.func @f(%a: i32) -> i32 {
  "func.return"(%a, %a) : (i32, i32) -> ()
}
