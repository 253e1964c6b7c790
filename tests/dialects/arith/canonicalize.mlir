// arith canonicalization patterns: constants of commutative ops move right, constant
// reassociation of addi/subi/muli chains (overflow flags intersected), xori(cmpi, true)
// inverts the predicate (not cmpf), index_cast round trips, select(c, 1, 0) -> extui
// (CHECK lines are mlir-opt 22's output).
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @comm(%arg0: i32, %arg1: f32) -> (i32, i32, i32, f32, f32, i32) {
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0 = arith.muli %arg0, %c5_i32 : i32
// CHECK-NEXT:   %1 = arith.andi %arg0, %c5_i32 : i32
// CHECK-NEXT:   %2 = arith.addf %arg1, %cst : f32
// CHECK-NEXT:   %3 = arith.subi %c5_i32, %arg0 : i32
// CHECK-NEXT:   return %arg0, %0, %1, %arg1, %2, %3 : i32, i32, i32, f32, f32, i32
// CHECK-NEXT: }
func.func @comm(%x: i32, %f: f32) -> (i32, i32, i32, f32, f32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %c0, %x : i32
  %b = arith.muli %c5, %x : i32
  %c = arith.andi %c5, %x : i32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %d = arith.mulf %one, %f : f32
  %e = arith.addf %two, %f : f32
  %g = arith.subi %c5, %x : i32
  return %a, %b, %c, %d, %e, %g : i32, i32, i32, f32, f32, i32
}

// CHECK-LABEL: func.func @chains(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:   %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:   %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:   %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT:   %4 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT:   %5 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT:   %6 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT:   %7 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:   %8 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:   %9 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.addi %x, %c3 : i32
  %a = arith.addi %a0, %c5 : i32
  %b0 = arith.subi %x, %c3 : i32
  %b = arith.addi %b0, %c5 : i32
  %c0 = arith.subi %c3, %x : i32
  %c = arith.addi %c0, %c5 : i32
  %d = arith.subi %a0, %c5 : i32
  %e = arith.subi %c5, %a0 : i32
  %f = arith.subi %b0, %c5 : i32
  %g = arith.subi %c0, %c5 : i32
  %h = arith.subi %c5, %b0 : i32
  %i = arith.subi %c5, %c0 : i32
  %m0 = arith.muli %x, %c3 : i32
  %m = arith.muli %m0, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %m : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @flags(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT:   %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT:   %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT:   %0 = arith.addi %arg0, %c8_i64 overflow<nsw> : i64
// CHECK-NEXT:   %1 = arith.muli %arg0, %c15_i64 overflow<nuw> : i64
// CHECK-NEXT:   return %0, %1 : i64, i64
// CHECK-NEXT: }
func.func @flags(%x: i64) -> (i64, i64) {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a0 = arith.addi %x, %c3 overflow<nsw, nuw> : i64
  %a = arith.addi %a0, %c5 overflow<nsw> : i64
  %b0 = arith.muli %x, %c3 overflow<nuw> : i64
  %b = arith.muli %b0, %c5 overflow<nuw> : i64
  return %a, %b : i64, i64
}

// CHECK-LABEL: func.func @xor(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> (i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.cmpf ole, %arg2, %arg3 fastmath<nnan> : f32
// CHECK-NEXT:   %2 = arith.xori %1, %true : i1
// CHECK-NEXT:   %3 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %2, %3 : i1, i1, i1
// CHECK-NEXT: }
func.func @xor(%x: i32, %y: i32, %f: f32, %g: f32) -> (i1, i1, i1) {
  %t = arith.constant true
  %a0 = arith.cmpi slt, %x, %y : i32
  %a = arith.xori %a0, %t : i1
  %b0 = arith.cmpf ole, %f, %g fastmath<nnan> : f32
  %b = arith.xori %b0, %t : i1
  %c0 = arith.cmpi ule, %x, %y : i32
  %c = arith.xori %t, %c0 : i1
  return %a, %b, %c : i1, i1, i1
}

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: i1) -> (i32, i64, i8) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:   %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT:   %2 = arith.extui %arg1 : i1 to i8
// CHECK-NEXT:   return %arg0, %1, %2 : i32, i64, i8
// CHECK-NEXT: }
func.func @casts(%x: i32, %c: i1) -> (i32, i64, i8) {
  %a0 = arith.index_cast %x : i32 to index
  %a = arith.index_cast %a0 : index to i32
  %b = arith.index_cast %a0 : index to i64
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %s = arith.select %c, %one, %zero : i8
  return %a, %b, %s : i32, i64, i8
}

// CHECK-LABEL: func.func @xorf(%arg0: f32, %arg1: f32) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT:   %1 = arith.xori %0, %true : i1
// CHECK-NEXT:   return %1 : i1
// CHECK-NEXT: }
func.func @xorf(%f: f32, %g: f32) -> i1 {
 %t = arith.constant true
 %a = arith.cmpf ole, %f, %g : f32
 %b = arith.xori %a, %t : i1
 return %b : i1
}
