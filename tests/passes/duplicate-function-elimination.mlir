// duplicate-function-elimination: functions equal but for their name (bodies compared
// with locations ignored and operands in order; properties and attributes too) are
// merged into the first one, and every symbol reference (calls, func.constant, attributes
// of other ops, nested references, nested modules) is redirected. Declarations are never
// merged. Expected output from mlir-opt 22.
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --duplicate-function-elimination | FileCheck %s

func.func @one(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @two(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
} loc("x.mlir":1:1)
func.func private @three(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func private @four(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @swapped(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %c, %a : i32
  return %0 : i32
}
func.func @attr(%a: i32) -> i32 attributes {foo} {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @argattr(%a: i32 {test.x}) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @cfg(%a: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}
func.func @cfg2(%a: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}
func.func @cfg3(%a: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^bb2(%a : i32), ^bb1
^bb1:
  return %a : i32
^bb2(%x: i32):
  return %x : i32
}
func.func private @decl(i32) -> i32
func.func private @decl2(i32) -> i32
func.func @user(%a: i32, %p: i1) -> (i32, i32, i32, i32) {
  %0 = call @two(%a) : (i32) -> i32
  %1 = call @four(%0) : (i32) -> i32
  %2 = call @cfg2(%1, %p) : (i32, i1) -> i32
  %3 = call @decl2(%2) : (i32) -> i32
  %f = constant @two : (i32) -> i32
  %4 = call_indirect %f(%3) : (i32) -> i32
  "test.op"() {refs = [@two, @four, {k = @cfg2::@nested}]} : () -> ()
  return %1, %2, %3, %4 : i32, i32, i32, i32
}
module @inner {
  func.func @two(%a: i32) -> i32 {
    %c = arith.constant 1 : i32
    %0 = arith.addi %a, %c : i32
    return %0 : i32
  }
  func.func @five(%a: i32) -> i32 {
    %c = arith.constant 1 : i32
    %0 = arith.addi %a, %c : i32
    return %0 : i32
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @one(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @three(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swapped(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @attr(%arg0: i32) -> i32 attributes {foo} {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @argattr(%arg0: i32 {test.x}) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cfg(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cfg3(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb2(%arg0 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func private @decl2(i32) -> i32
// CHECK-NEXT:   func.func @user(%arg0: i32, %arg1: i1) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = call @one(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @three(%0) : (i32) -> i32
// CHECK-NEXT:     %2 = call @cfg(%1, %arg1) : (i32, i1) -> i32
// CHECK-NEXT:     %3 = call @decl2(%2) : (i32) -> i32
// CHECK-NEXT:     %f = constant @one : (i32) -> i32
// CHECK-NEXT:     %4 = call_indirect %f(%3) : (i32) -> i32
// CHECK-NEXT:     "test.op"() {refs = [@one, @three, {k = @cfg::@nested}]} : () -> ()
// CHECK-NEXT:     return %1, %2, %3, %4 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// -----

func.func @sel(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}
func.func @sel_copy(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}
func.func @sel_swapped(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %b : f32
  } else {
    scf.yield %a : f32
  }
  return %0 : f32
}
func.func @caller(%p: i1, %a: f32) -> (f32, f32) {
  %0 = call @sel_copy(%p, %a, %a) : (i1, f32, f32) -> f32
  %1 = call @sel_swapped(%p, %0, %a) : (i1, f32, f32) -> f32
  return %0, %1 : f32, f32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @sel(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sel_swapped(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i1, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = call @sel(%arg0, %arg1, %arg1) : (i1, f32, f32) -> f32
// CHECK-NEXT:     %1 = call @sel_swapped(%arg0, %0, %arg1) : (i1, f32, f32) -> f32
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
