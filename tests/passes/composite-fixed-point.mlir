// composite-fixed-point-pass: runs its `pipeline` (anchored on any op) until the IR stops
// changing, at most max-iterations + 1 times; `name` is its display name. Expected output
// is mlir-opt 22's.
// RUN: strata-opt %s --composite-fixed-point-pass='pipeline=func.func(canonicalize,cse)' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{name=Foo pipeline=canonicalize,cse max-iterations=3})' | FileCheck %s
// RUN: strata-opt %s --composite-fixed-point-pass --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{pipeline={canonicalize{max-iterations=3 top-down=false},cse} name="a b"})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{pipeline=func.func(canonicalize,print-ir{label=it})})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ITER
// RUN: not strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{pipeline=bogus})' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not strata-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{pipeline=cse max-iterations=0})' 2>&1 | FileCheck %s --check-prefix=ZERO

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c : i32
  return %2 : i32
}

// DEFAULT: composite-fixed-point-pass{max-iterations=10 name=CompositeFixedPointPass pipeline=}
// PIPE: composite-fixed-point-pass{max-iterations=10 name={a b} pipeline=canonicalize{max-iterations=3 top-down=false},cse}

// The pipeline changes the IR once, then runs once more to see that nothing changes.
// ITER-COUNT-2: // -----// IR Dump it //----- //
// ITER-NOT:     IR Dump

// BAD:      MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// BAD-NEXT: bogus
// BAD-NEXT: ^
// BAD-NEXT: <unknown>:0: error: Failed to parse composite pass pipeline
// BAD-NEXT: failed to add `composite-fixed-point-pass` with options `pipeline=bogus`

// ZERO: <unknown>:0: error: Invalid maxIterations value:
