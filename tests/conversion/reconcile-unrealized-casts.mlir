// reconcile-unrealized-casts: dead casts go, round-trip chains fold, the rest stay.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --reconcile-unrealized-casts | FileCheck %s

func.func @chains(%a: i64, %v: vector<4xf32>) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to index
  %3 = builtin.unrealized_conversion_cast %a : i64 to i32
  %4:2 = builtin.unrealized_conversion_cast %a, %a : i64, i64 to i32, i32
  %5:2 = builtin.unrealized_conversion_cast %4#0, %4#1 : i32, i32 to i64, i64
  %6 = arith.addi %5#0, %5#1 : i64
  %7 = builtin.unrealized_conversion_cast %v : vector<4xf32> to i128
  %8 = builtin.unrealized_conversion_cast %7 : i128 to vector<4xf32>
  %9 = arith.addf %8, %8 : vector<4xf32>
  return %2 : index
}

func.func @nested(%a: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %0 = builtin.unrealized_conversion_cast %a : i64 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    scf.yield %1 : i64
  }
  return %r : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @chains(%arg0: i64, %arg1: vector<4xf32>) -> index {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT:     %2 = arith.addf %arg1, %arg1 : vector<4xf32>
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = scf.execute_region -> i64 {
// CHECK-NEXT:       scf.yield %arg0 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
