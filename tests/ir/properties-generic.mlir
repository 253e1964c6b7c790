// The generic form of registered ops with properties, as mlir-opt 22 reads it: inherent
// attributes of the attribute dictionary become properties, `<{...}>` wins over them,
// names that are no property of the op are dropped from `<{...}>`, and default-valued
// properties are filled in. Expected output from mlir-opt 22.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @f(%a: i32, %b: i32, %x: f32) {
  %0 = "arith.addi"(%a, %b) <{}> {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  %1 = "arith.cmpf"(%x, %x) <{predicate = 1 : i64}> {fastmath = #arith.fastmath<fast>, foo} : (f32, f32) -> i1
  %2 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  %3 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = 3} : (i32, i32) -> i32
  %4 = "arith.addi"(%a, %b) <{foo = 1, overflowFlags = #arith.overflow<nuw>}> {bar} : (i32, i32) -> i32
  %5 = "arith.muli"(%a, %b) <{foo = 1}> : (i32, i32) -> i32
  %6 = "arith.cmpi"(%a, %b) <{predicate = 1 : i64}> {predicate = 2 : i64, baz = 1} : (i32, i32) -> i1
  return
}

// CHECK: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: %1 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<fast>, predicate = 1 : i64}> {foo} : (f32, f32) -> i1
// CHECK: %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> {bar} : (i32, i32) -> i32
// CHECK: %5 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: %6 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> {baz = 1 : i64} : (i32, i32) -> i1
