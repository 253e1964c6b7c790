// func canonicalization: func.constant folds (deduplicated, hoisted, dead copies removed)
// and call_indirect of a constant becomes a direct call.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = call @g(%0) : (i32) -> i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @f(%x: i32) -> i32 {
  %a = func.constant @g : (i32) -> i32
  %r = func.call_indirect %a(%x) : (i32) -> i32
  %b = func.constant @g : (i32) -> i32
  %s = func.call_indirect %b(%r) : (i32) -> i32
  %dead = func.constant @g : (i32) -> i32
  return %s : i32
}

// A constant that is still used is kept once, at the top of the entry block.
// CHECK-LABEL: func.func @keep() -> ((i32) -> i32, (i32) -> i32) {
// CHECK-NEXT:    %f = constant @g : (i32) -> i32
// CHECK-NEXT:    return %f, %f : (i32) -> i32, (i32) -> i32
func.func @keep() -> ((i32) -> i32, (i32) -> i32) {
  %a = func.constant @g : (i32) -> i32
  %b = func.constant @g : (i32) -> i32
  return %a, %b : (i32) -> i32, (i32) -> i32
}
