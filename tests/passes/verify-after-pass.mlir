// IR that fails to verify after a pass (here: invalid input read with
// --mlir-very-unsafe-disable-verifier-on-parsing, then changed by a pass) is reported
// as mlir-opt does: the verifier's errors, each with a `see current operation` note
// showing the op in the generic form, numbered within its function; the pass has failed,
// yet the other functions of the nested pipeline are still processed (with and without
// threads). --mlir-print-ir-after-failure shows the broken function in the generic form.
// Expected output is mlir-opt 22's.
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(func.func(canonicalize))' 2>&1 | FileCheck %s
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-disable-threading 2>&1 | FileCheck %s
// RUN: strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(func.func(canonicalize))' --verify-diagnostics -o /dev/null
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not strata-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NONOTE

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %c1 : i32
  // expected-error@+1 {{'func.return' op has 2 operands, but enclosing function (@f) returns 1}}
  "func.return"(%0, %a) : (i32, i32) -> ()
}

func.func @ok(%a: i32) -> i32 {
  return %a : i32
}

func.func @g() {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %c1 : i32
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@g) returns 0}}
  "func.return"(%0) : (i32) -> ()
}

// CHECK:      verify-after-pass.mlir:18:3: error: 'func.return' op has 2 operands, but enclosing function (@f) returns 1
// CHECK-NEXT:   "func.return"(%0, %a) : (i32, i32) -> ()
// CHECK-NEXT:   ^
// CHECK-NEXT: verify-after-pass.mlir:18:3: note: see current operation: "func.return"(%0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT: verify-after-pass.mlir:29:3: error: 'func.return' op has 1 operands, but enclosing function (@g) returns 0
// CHECK-NEXT:   "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   ^
// CHECK-NEXT: verify-after-pass.mlir:29:3: note: see current operation: "func.return"(%0) : (i32) -> ()

// DUMP:      // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// DUMP-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// DUMP-NEXT: ^bb0(%arg0: i32):
// DUMP-NEXT:   %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// DUMP-NEXT:   "func.return"(%0, %arg0) : (i32, i32) -> ()
// DUMP-NEXT: }) : () -> ()
// DUMP:      // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// DUMP-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// DUMP-NEXT:   %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// DUMP-NEXT:   "func.return"(%0) : (i32) -> ()
// DUMP-NEXT: }) : () -> ()
// DUMP-NOT:  IR Dump

// NONOTE:      error: 'func.return' op has 2 operands
// NONOTE-NEXT:   "func.return"(%0, %a) : (i32, i32) -> ()
// NONOTE-NEXT:   ^
// NONOTE-NEXT: error: 'func.return' op has 1 operands
// NONOTE-NOT:  note

