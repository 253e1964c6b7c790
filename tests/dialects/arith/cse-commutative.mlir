// RUN: strata-opt %s --cse --allow-unregistered-dialect | FileCheck %s

// Commutative arith ops (ArithOps.td's `Commutative`) merge whatever their operand order;
// non-commutative ones and ops with different attributes do not.

// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %11 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.shli %arg1, %arg0 : i32
// CHECK-NEXT: %13 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.divsi %arg1, %arg0 : i32
// CHECK-NEXT: "foo.use"(%0, %0, %1, %1, %2, %2, %3, %3, %4, %4, %5, %5, %6, %6, %7, %7, %8, %8, %9, %10, %11, %12, %13, %14) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: return %0, %0, %1, %1, %2, %2, %3, %3, %4, %4, %5 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @ints(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.muli %b, %a : i32
  %4 = arith.andi %a, %b : i32
  %5 = arith.andi %b, %a : i32
  %6 = arith.ori %a, %b : i32
  %7 = arith.ori %b, %a : i32
  %8 = arith.xori %a, %b : i32
  %9 = arith.xori %b, %a : i32
  %10 = arith.maxsi %a, %b : i32
  %11 = arith.maxsi %b, %a : i32
  %12 = arith.maxui %a, %b : i32
  %13 = arith.maxui %b, %a : i32
  %14 = arith.minsi %a, %b : i32
  %15 = arith.minsi %b, %a : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.minui %b, %a : i32
  %18 = arith.subi %a, %b : i32
  %19 = arith.subi %b, %a : i32
  %20 = arith.shli %a, %b : i32
  %21 = arith.shli %b, %a : i32
  %22 = arith.divsi %a, %b : i32
  %23 = arith.divsi %b, %a : i32
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @floats(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.subf %arg1, %arg0 : f32
// CHECK-NEXT: %8 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.divf %arg1, %arg0 : f32
// CHECK-NEXT: %10 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.remf %arg1, %arg0 : f32
// CHECK-NEXT: %12 = arith.addf %arg1, %arg0 fastmath<fast> : f32
// CHECK-NEXT: "foo.use"(%0, %0, %1, %1, %2, %2, %3, %3, %4, %4, %5, %5, %6, %7, %8, %9, %10, %11, %12) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT: return
func.func @floats(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %b, %a : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.mulf %b, %a : f32
  %4 = arith.maximumf %a, %b : f32
  %5 = arith.maximumf %b, %a : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.minimumf %b, %a : f32
  %8 = arith.maxnumf %a, %b : f32
  %9 = arith.maxnumf %b, %a : f32
  %10 = arith.minnumf %a, %b : f32
  %11 = arith.minnumf %b, %a : f32
  %12 = arith.subf %a, %b : f32
  %13 = arith.subf %b, %a : f32
  %14 = arith.divf %a, %b : f32
  %15 = arith.divf %b, %a : f32
  %16 = arith.remf %a, %b : f32
  %17 = arith.remf %b, %a : f32
  %18 = arith.addf %b, %a fastmath<fast> : f32
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: "foo.use"(%sum, %overflow, %sum, %overflow, %low, %high, %low, %high, %low_0, %high_1, %low_0, %high_1, %0, %1) : (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1) -> ()
// CHECK-NEXT: return
func.func @extended(%a: i32, %b: i32) {
  %s:2 = arith.addui_extended %a, %b : i32, i1
  %t:2 = arith.addui_extended %b, %a : i32, i1
  %l:2 = arith.mulsi_extended %a, %b : i32
  %m:2 = arith.mulsi_extended %b, %a : i32
  %n:2 = arith.mului_extended %a, %b : i32
  %o:2 = arith.mului_extended %b, %a : i32
  %c = arith.cmpi slt, %a, %b : i32
  %d = arith.cmpi slt, %b, %a : i32
  "foo.use"(%s#0, %s#1, %t#0, %t#1, %l#0, %l#1, %m#0, %m#1, %n#0, %n#1, %o#0, %o#1, %c, %d) : (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1) -> ()
  return
}
