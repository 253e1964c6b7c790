// RUN: strata-opt %s | FileCheck %s
// Enum cases may be written as strings (MLIR's parseOptionalKeywordOrString); they print
// as keywords.

// CHECK-LABEL: func.func @quoted_cases
// CHECK: arith.cmpi eq, %arg0, %arg1 : i32
// CHECK: arith.cmpf oeq, %arg2, %arg2 : f32
// CHECK: arith.addf %arg2, %arg2 fastmath<fast> : f32
// CHECK: arith.truncf %arg2 to_nearest_even : f32 to f16
// CHECK: arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK: memref.atomic_rmw addf %arg2, %arg3[] : (f32, memref<f32>) -> f32
func.func @quoted_cases(%a: i32, %b: i32, %x: f32, %m: memref<f32>) {
  %0 = arith.cmpi "eq", %a, %b : i32
  %1 = arith.cmpf "oeq", %x, %x : f32
  %2 = arith.addf %x, %x fastmath<"fast"> : f32
  %3 = arith.truncf %x "to_nearest_even" : f32 to f16
  %4 = arith.addi %a, %a overflow<"nsw"> : i32
  %5 = memref.atomic_rmw "addf" %x, %m[] : (f32, memref<f32>) -> f32
  return
}
