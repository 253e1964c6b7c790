// Ops whose name hints name several results print result groups (`%sum, %overflow =`),
// and uses refer to each group by its own name.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @groups(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32) {
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:    %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:    return %sum, %overflow, %low_0, %high : i32, i1, i32, i32
func.func @groups(%a: i32, %b: i32) -> (i32, i1, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s, %o, %l2, %h : i32, i1, i32, i32
}
