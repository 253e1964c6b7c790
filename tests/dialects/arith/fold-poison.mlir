// RUN: strata-opt %s --canonicalize | FileCheck %s

// arith folds with `#ub.poison` operands, as mlir-opt 22: binary ops, casts and unary ops
// fold to poison (materialized as `ub.poison` of the result type) after their
// non-constant folds (`subi(p, p)` is 0, `muli(p, 0)` is 0); shifts, comparisons and a
// poison `select` condition do not fold; `select` of a poison side picks the other side.
// (addui_extended with a poison operand crashes mlir-opt 22, so it is not tested.)

// CHECK-LABEL: func.func @binary(%arg0: i32, %arg1: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.shli %0, %c3_i32 : i32
// CHECK-NEXT: return %0, %c0_i32, %c0_i32, %0, %0, %0, %c0_i32, %0, %1, %0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-LABEL: func.func @float(%arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: return %0, %0, %0, %0 : f32, f32, f32, f32
// CHECK-LABEL: func.func @casts() -> (i64, index, f32, i32, f64, i32, vector<2xi32>, i8) {
// CHECK-NEXT: %0 = ub.poison : i8
// CHECK-NEXT: %1 = ub.poison : vector<2xf32>
// CHECK-NEXT: %2 = ub.poison : i64
// CHECK-NEXT: %3 = ub.poison : index
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: %6 = ub.poison : f64
// CHECK-NEXT: %7 = arith.bitcast %1 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: return %2, %3, %4, %5, %6, %5, %7, %0 : i64, index, f32, i32, f64, i32, vector<2xi32>, i8
// CHECK-LABEL: func.func @others(%arg0: i32, %arg1: i1) -> (i32, i32, i1, i32, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i1
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %c3_i32 : i32
// CHECK-NEXT: %3 = arith.select %1, %arg0, %c3_i32 : i32
// CHECK-NEXT: return %arg0, %arg0, %2, %3, %0, %0 : i32, i32, i1, i32, i32, i32
func.func @binary(%x: i32, %f: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %p : i32
  %1 = arith.subi %p, %p : i32
  %2 = arith.muli %p, %c0 : i32
  %3 = arith.muli %p, %c3 : i32
  %4 = arith.divsi %c3, %p : i32
  %5 = arith.andi %p, %p : i32
  %6 = arith.xori %p, %p : i32
  %7 = arith.maxui %p, %x : i32
  %8 = arith.shli %p, %c3 : i32
  %9 = arith.ceildivsi %x, %p : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @float(%f: f32) -> (f32, f32, f32, f32) {
  %q = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %0 = arith.addf %f, %q : f32
  %1 = arith.divf %q, %c : f32
  %2 = arith.maximumf %q, %f : f32
  %3 = arith.negf %q : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
func.func @casts() -> (i64, index, f32, i32, f64, i32, vector<2xi32>, i8) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %v = ub.poison : vector<2xf32>
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.index_cast %p : i32 to index
  %2 = arith.uitofp %p : i32 to f32
  %3 = arith.fptosi %q : f32 to i32
  %4 = arith.extf %q : f32 to f64
  %5 = arith.bitcast %q : f32 to i32
  %6 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %7 = arith.trunci %p : i32 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, index, f32, i32, f64, i32, vector<2xi32>, i8
}
func.func @others(%x: i32, %c: i1) -> (i32, i32, i1, i32, i32, i32) {
  %p = ub.poison : i32
  %b = ub.poison : i1
  %c3 = arith.constant 3 : i32
  %0 = arith.select %c, %x, %p : i32
  %1 = arith.select %c, %p, %x : i32
  %2 = arith.cmpi slt, %p, %c3 : i32
  %3 = arith.select %b, %x, %c3 : i32
  %l, %h = arith.mulsi_extended %p, %x : i32
  return %0, %1, %2, %3, %l, %h : i32, i32, i1, i32, i32, i32
}
