// arith canonicalization patterns on extensions, selects and negations: bitwise ops and
// eq/ne comparisons of matching extensions, extsi(extui), index_cast(extsi), trunci(ext),
// redundant nested selects, select to xori/extui, subi(subi(a, b), a), addi with muli by -1,
// and select of cmpi eq/ne operands (CHECK lines are mlir-opt 22's output; the bottom-up
// order creates the same ops in another order, compared with mlir-opt by hand).
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @ext(%arg0: i8, %arg1: i8, %arg2: i1, %arg3: i32) -> (i32, i32, i32, i1, i1, i64, index, i32, i1, i32, i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:   %1 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:   %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT:   %3 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:   %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT:   %5 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:   %6 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT:   %7 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:   %8 = arith.extsi %7 : i8 to i32
// CHECK-NEXT:   %9 = arith.cmpi slt, %5, %6 : i32
// CHECK-NEXT:   %10 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:   %11 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:   %12 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:   %13 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:   %14 = arith.xori %arg2, %true : i1
// CHECK-NEXT:   %15 = arith.xori %arg2, %true : i1
// CHECK-NEXT:   %16 = arith.extui %15 : i1 to i32
// CHECK-NEXT:   %17 = arith.subi %c0_i32, %0 : i32
// CHECK-NEXT:   return %2, %4, %8, %9, %10, %11, %12, %13, %14, %16, %17 : i32, i32, i32, i1, i1, i64, index, i32, i1, i32, i32
// CHECK-NEXT: }
func.func @ext(%a: i8, %b: i8, %c: i1, %d: i32) -> (i32, i32, i32, i1, i1, i64, index, i32, i1, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %x = arith.andi %ea, %eb : i32
  %y = arith.ori %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %z = arith.xori %sa, %sb : i32
  %p = arith.cmpi slt, %sa, %sb : i32
  %q = arith.cmpi eq, %ea, %eb : i32
  %r = arith.extsi %ea : i32 to i64
  %s = arith.index_cast %sa : i32 to index
  %t = arith.trunci %r : i64 to i32
  %t1 = arith.constant true
  %f1 = arith.constant false
  %u = arith.select %c, %f1, %t1 : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %v = arith.select %c, %zero, %one : i32
  %w0 = arith.subi %d, %ea : i32
  %w = arith.subi %w0, %d : i32
  return %x, %y, %z, %p, %q, %r, %s, %t, %u, %v, %w : i32, i32, i32, i1, i1, i64, index, i32, i1, i32, i32
}

// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:   return %0, %1, %arg5, %arg4 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @sel(%c: i1, %a: i32, %b: i32, %e: i32, %x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %s0 = arith.select %c, %a, %b : i32
  %s = arith.select %c, %s0, %e : i32
  %t0 = arith.select %c, %a, %b : i32
  %t = arith.select %c, %e, %t0 : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %u = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %v = arith.select %ne, %x, %y : i32
  return %s, %t, %u, %v : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @neg(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @neg(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %n = arith.muli %y, %m1 : i32
  %a = arith.addi %x, %n : i32
  %n2 = arith.muli %x, %m1 : i32
  %b = arith.addi %n2, %y : i32
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @flags2(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = arith.addi %arg0, %c2_i32 overflow<nuw> : i32
// CHECK-NEXT:   return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
func.func @flags2(%x: i32, %y: i32) -> (i32, i32, i32) {
  %s0 = arith.subi %x, %y overflow<nsw> : i32
  %s = arith.subi %s0, %x overflow<nsw> : i32
  %m1 = arith.constant -1 : i32
  %n = arith.muli %y, %m1 overflow<nsw> : i32
  %a = arith.addi %x, %n overflow<nsw> : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %b0 = arith.subi %x, %c3 overflow<nuw> : i32
  %b = arith.addi %b0, %c5 overflow<nuw> : i32
  return %s, %a, %b : i32, i32, i32
}

// CHECK-LABEL: func.func @vecext(%arg0: vector<2xi8>, %arg1: vector<2xi8>, %arg2: i1) -> (vector<2xi32>, vector<2xi16>, vector<2xi1>, i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %0 = arith.extsi %arg0 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT:   %1 = arith.ori %arg1, %arg0 : vector<2xi8>
// CHECK-NEXT:   %2 = arith.extui %1 : vector<2xi8> to vector<2xi16>
// CHECK-NEXT:   %3 = arith.cmpi ne, %arg1, %arg0 : vector<2xi8>
// CHECK-NEXT:   %4 = arith.select %arg2, %arg2, %false : i1
// CHECK-NEXT:   return %0, %2, %3, %4 : vector<2xi32>, vector<2xi16>, vector<2xi1>, i1
// CHECK-NEXT: }
func.func @vecext(%a: vector<2xi8>, %b: vector<2xi8>, %c: i1) -> (vector<2xi32>, vector<2xi16>, vector<2xi1>, i1) {
  %ea = arith.extsi %a : vector<2xi8> to vector<2xi64>
  %t = arith.trunci %ea : vector<2xi64> to vector<2xi32>
  %eb = arith.extui %b : vector<2xi8> to vector<2xi32>
  %ec = arith.extui %a : vector<2xi8> to vector<2xi32>
  %o = arith.ori %eb, %ec : vector<2xi32>
  %tt = arith.trunci %o : vector<2xi32> to vector<2xi16>
  %q = arith.cmpi ne, %eb, %ec : vector<2xi32>
  %t1 = arith.constant true
  %f1 = arith.constant false
  %s0 = arith.select %c, %t1, %f1 : i1
  %s = arith.select %c, %s0, %f1 : i1
  return %t, %tt, %q, %s : vector<2xi32>, vector<2xi16>, vector<2xi1>, i1
}
