// Locations of the ops arith's canonicalization patterns create (mlir-opt 22's generated
// patterns): the root's location fused with those of the other matched ops (both
// extensions, the inner cast/subi/select/cmpi), or, for the constant reassociations and
// `addi(x, muli(y, -1))`, with that of the first matched constant. CHECK lines are
// mlir-opt's output (the driver orders differ in which trunci(ext) is seen first).
// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=BU

func.func @bitwise_cmp_casts(%a: i8, %b: i8) -> (i32, i1, i64, index, i32) {
  %ea = arith.extui %a : i8 to i32 loc("ea")
  %eb = arith.extui %b : i8 to i32 loc("eb")
  %x = arith.andi %ea, %eb : i32 loc("x")
  %q = arith.cmpi eq, %ea, %eb : i32 loc("q")
  %r = arith.extsi %ea : i32 to i64 loc("r")
  %sa = arith.extsi %a : i8 to i32 loc("sa")
  %s = arith.index_cast %sa : i32 to index loc("s")
  %t = arith.trunci %r : i64 to i32 loc("t")
  return %x, %q, %r, %s, %t : i32, i1, i64, index, i32
}

func.func @sub_select_not(%c: i1, %x: i32, %y: i32, %z: i32, %p: i32, %q: i32) -> (i32, i32, i32, i1) {
  %s0 = arith.subi %x, %y : i32 loc("s0")
  %s = arith.subi %s0, %x : i32 loc("s")
  %m1 = arith.constant -1 : i32 loc("m1")
  %n = arith.muli %y, %m1 : i32 loc("n")
  %a = arith.addi %z, %n : i32 loc("a")
  %t0 = arith.select %c, %p, %q : i32 loc("t0")
  %t = arith.select %c, %t0, %z : i32 loc("t")
  %true = arith.constant true loc("true")
  %k0 = arith.cmpi sle, %x, %y : i32 loc("k0")
  %k = arith.xori %k0, %true : i1 loc("k")
  return %s, %a, %t, %k : i32, i32, i32, i1
}

func.func @chains(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 7 : i32 loc("c1")
  %i = arith.addi %x, %c0 : i32 loc("i")
  %r = arith.subi %c1, %i : i32 loc("r")
  %j = arith.muli %x, %c1 : i32 loc("j")
  %u = arith.muli %j, %c0 : i32 loc("u")
  return %r, %u : i32, i32
}

// CHECK-LABEL: func.func @bitwise_cmp_casts(%arg0: i8 loc({{.*}}), %arg1: i8 loc({{.*}})) -> (i32, i1, i64, index, i32) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i8 loc(fused["x", "ea", "eb"])
// CHECK-NEXT:   %1 = arith.extui %0 : i8 to i32 loc(fused["x", "ea", "eb"])
// CHECK-NEXT:   %2 = arith.cmpi eq, %arg0, %arg1 : i8 loc(fused["q", "ea", "eb"])
// CHECK-NEXT:   %3 = arith.extui %arg0 : i8 to i64 loc(fused["r", "ea"])
// CHECK-NEXT:   %4 = arith.index_cast %arg0 : i8 to index loc(fused["s", "sa"])
// CHECK-NEXT:   %5 = arith.extui %arg0 : i8 to i32 loc(fused["t", "r", "ea"])
// CHECK-NEXT:   return %1, %2, %3, %4, %5 : i32, i1, i64, index, i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @sub_select_not(%arg0: i1 loc({{.*}}), %arg1: i32 loc({{.*}}), %arg2: i32 loc({{.*}}), %arg3: i32 loc({{.*}}), %arg4: i32 loc({{.*}}), %arg5: i32 loc({{.*}})) -> (i32, i32, i32, i1) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32 loc(fused["s", "s0"])
// CHECK-NEXT:   %0 = arith.subi %c0_i32, %arg2 : i32 loc(fused["s", "s0"])
// CHECK-NEXT:   %1 = arith.subi %arg3, %arg2 : i32 loc(fused["a", "m1"])
// CHECK-NEXT:   %2 = arith.select %arg0, %arg4, %arg3 : i32 loc(fused["t", "t0"])
// CHECK-NEXT:   %3 = arith.cmpi sgt, %arg1, %arg2 : i32 loc(fused["k", "k0"])
// CHECK-NEXT:   return %0, %1, %2, %3 : i32, i32, i32, i1 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @chains(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// CHECK-NEXT:   %c35_i32 = arith.constant 35 : i32 loc(fused["u", "c1"])
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["r", "c1"])
// CHECK-NEXT:   %0 = arith.subi %c2_i32, %arg0 : i32 loc(fused["r", "c1"])
// CHECK-NEXT:   %1 = arith.muli %arg0, %c35_i32 : i32 loc(fused["u", "c1"])
// CHECK-NEXT:   return %0, %1 : i32, i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})

// BU-LABEL: func.func @bitwise_cmp_casts(%arg0: i8 loc({{.*}}), %arg1: i8 loc({{.*}})) -> (i32, i1, i64, index, i32) {
// BU-NEXT:   %0 = arith.extui %arg0 : i8 to i32 loc("ea")
// BU-NEXT:   %1 = arith.andi %arg0, %arg1 : i8 loc(fused["x", "ea", "eb"])
// BU-NEXT:   %2 = arith.extui %1 : i8 to i32 loc(fused["x", "ea", "eb"])
// BU-NEXT:   %3 = arith.cmpi eq, %arg0, %arg1 : i8 loc(fused["q", "ea", "eb"])
// BU-NEXT:   %4 = arith.extui %arg0 : i8 to i64 loc(fused["r", "ea"])
// BU-NEXT:   %5 = arith.index_cast %arg0 : i8 to index loc(fused["s", "sa"])
// BU-NEXT:   return %2, %3, %4, %5, %0 : i32, i1, i64, index, i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @sub_select_not(%arg0: i1 loc({{.*}}), %arg1: i32 loc({{.*}}), %arg2: i32 loc({{.*}}), %arg3: i32 loc({{.*}}), %arg4: i32 loc({{.*}}), %arg5: i32 loc({{.*}})) -> (i32, i32, i32, i1) {
// BU-NEXT:   %c0_i32 = arith.constant 0 : i32 loc(fused["s", "s0"])
// BU-NEXT:   %0 = arith.subi %c0_i32, %arg2 : i32 loc(fused["s", "s0"])
// BU-NEXT:   %1 = arith.subi %arg3, %arg2 : i32 loc(fused["a", "m1"])
// BU-NEXT:   %2 = arith.select %arg0, %arg4, %arg3 : i32 loc(fused["t", "t0"])
// BU-NEXT:   %3 = arith.cmpi sgt, %arg1, %arg2 : i32 loc(fused["k", "k0"])
// BU-NEXT:   return %0, %1, %2, %3 : i32, i32, i32, i1 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @chains(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// BU-NEXT:   %c35_i32 = arith.constant 35 : i32 loc(fused["u", "c1"])
// BU-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["r", "c1"])
// BU-NEXT:   %0 = arith.subi %c2_i32, %arg0 : i32 loc(fused["r", "c1"])
// BU-NEXT:   %1 = arith.muli %arg0, %c35_i32 : i32 loc(fused["u", "c1"])
// BU-NEXT:   return %0, %1 : i32, i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
