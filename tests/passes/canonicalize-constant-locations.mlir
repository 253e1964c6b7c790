// Locations of the constants the greedy driver creates, keeps and moves (mlir-opt 22): a
// folded constant takes the folded op's location; a constant hoisted within its entry block
// keeps its location, one moved from another block or kept for a duplicate gets
// `loc(unknown)`. The constant reassociation patterns of addi/subi/muli give their new ops
// the root's location fused with that of the first matched constant. CHECK lines are
// mlir-opt's output.
// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=BU

func.func @fold_then_hoist(%x: i32) -> (i32, i32) {
  %a = arith.constant 1 : i32 loc("a")
  %b = arith.constant 2 : i32 loc("b")
  %c = arith.addi %a, %b : i32 loc("c")
  %d = arith.addi %x, %c : i32 loc("d")
  %e = arith.constant 3 : i32 loc("e")
  %f = arith.muli %e, %b : i32 loc("f")
  return %d, %f : i32, i32 loc("ret")
} loc("fn1")

func.func @dedup_erases(%x: i32) -> (i32, i32, i32) {
  %d = arith.addi %x, %x : i32 loc("d")
  %a = arith.constant 1 : i32 loc("a")
  %b = arith.constant 1 : i32 loc("b")
  %c = arith.addi %x, %a : i32 loc("c")
  %e = arith.addi %c, %b : i32 loc("e")
  return %d, %e, %a : i32, i32, i32 loc("ret")
} loc("fn2")

func.func @dead_duplicate(%x: i32) -> i32 {
  %a = arith.constant 1 : i32 loc("a")
  %b = arith.constant 2 : i32 loc("b")
  %c = arith.addi %a, %b : i32 loc("c")
  %d = arith.addi %x, %c : i32 loc("d")
  %e = arith.constant 3 : i32 loc("e")
  return %d : i32 loc("ret")
} loc("fn3")

func.func @live_duplicate(%x: i32) -> (i32, i32) {
  %a = arith.constant 1 : i32 loc("a")
  %b = arith.constant 2 : i32 loc("b")
  %c = arith.addi %a, %b : i32 loc("c")
  %d = arith.subi %x, %c : i32 loc("d")
  %e = arith.constant 3 : i32 loc("e")
  return %d, %e : i32, i32 loc("ret")
} loc("fn4")

func.func @other_block(%p: i1) -> i32 {
  cf.cond_br %p, ^bb1, ^bb2 loc("br")
^bb1:
  %a = arith.constant 7 : i32 loc("a")
  return %a : i32 loc("ret1")
^bb2:
  %b = arith.constant 8 : i32 loc("b")
  %c = arith.constant 1 : i32 loc("c")
  %s = arith.addi %b, %c : i32 loc("s")
  return %s : i32 loc("ret2")
} loc("fn5")
func.func @AddIAddConstant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.addi %x, %c0 : i32 loc("I")
  %r = arith.addi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @AddISubConstantRHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %x, %c0 : i32 loc("I")
  %r = arith.addi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @AddISubConstantLHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %c0, %x : i32 loc("I")
  %r = arith.addi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @SubIRHSAddConstant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.addi %x, %c0 : i32 loc("I")
  %r = arith.subi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @SubILHSAddConstant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.addi %x, %c0 : i32 loc("I")
  %r = arith.subi %c1, %i : i32 loc("R")
  return %r : i32
}
func.func @SubIRHSSubConstantRHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %x, %c0 : i32 loc("I")
  %r = arith.subi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @SubIRHSSubConstantLHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %c0, %x : i32 loc("I")
  %r = arith.subi %i, %c1 : i32 loc("R")
  return %r : i32
}
func.func @SubILHSSubConstantRHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %x, %c0 : i32 loc("I")
  %r = arith.subi %c1, %i : i32 loc("R")
  return %r : i32
}
func.func @SubILHSSubConstantLHS(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.subi %c0, %x : i32 loc("I")
  %r = arith.subi %c1, %i : i32 loc("R")
  return %r : i32
}
func.func @MulIMulIConstant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("C0")
  %c1 = arith.constant 7 : i32 loc("C1")
  %i = arith.muli %x, %c0 : i32 loc("I")
  %r = arith.muli %i, %c1 : i32 loc("R")
  return %r : i32
}

// CHECK-LABEL: func.func @fold_then_hoist(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32 loc("f")
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32 loc("c")
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32 loc("d")
// CHECK-NEXT:   return %0, %c6_i32 : i32, i32 loc("ret")
// CHECK-NEXT: } loc("fn1")
// CHECK-LABEL: func.func @dedup_erases(%arg0: i32 loc({{.*}})) -> (i32, i32, i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32 loc("e")
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32 loc(unknown)
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 loc("d")
// CHECK-NEXT:   %1 = arith.addi %arg0, %c2_i32 : i32 loc("e")
// CHECK-NEXT:   return %0, %1, %c1_i32 : i32, i32, i32 loc("ret")
// CHECK-NEXT: } loc("fn2")
// CHECK-LABEL: func.func @dead_duplicate(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32 loc("c")
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32 loc("d")
// CHECK-NEXT:   return %0 : i32 loc("ret")
// CHECK-NEXT: } loc("fn3")
// CHECK-LABEL: func.func @live_duplicate(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32 loc(unknown)
// CHECK-NEXT:   %0 = arith.subi %arg0, %c3_i32 : i32 loc("d")
// CHECK-NEXT:   return %0, %c3_i32 : i32, i32 loc("ret")
// CHECK-NEXT: } loc("fn4")
// CHECK-LABEL: func.func @other_block(%arg0: i1 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32 loc(unknown)
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32 loc(unknown)
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2 loc("br")
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %c7_i32 : i32 loc("ret1")
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %c9_i32 : i32 loc("ret2")
// CHECK-NEXT: } loc("fn5")
// CHECK-LABEL: func.func @AddIAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.addi %arg0, %c12_i32 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @AddISubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.addi %arg0, %c2_i32 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @AddISubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.subi %c12_i32, %arg0 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubIRHSAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c-2_i32 = arith.constant -2 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-2_i32 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubILHSAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   %0 = arith.subi %c2_i32, %arg0 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.subi %arg0, %c12_i32 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c-2_i32 = arith.constant -2 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.subi %c-2_i32, %arg0 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   %0 = arith.subi %c12_i32, %arg0 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   %0 = arith.addi %arg0, %c2_i32 : i32 loc(fused["R", "C1"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})
// CHECK-LABEL: func.func @MulIMulIConstant(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT:   %c35_i32 = arith.constant 35 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   %0 = arith.muli %arg0, %c35_i32 : i32 loc(fused["R", "C0"])
// CHECK-NEXT:   return %0 : i32 loc({{.*}})
// CHECK-NEXT: } loc({{.*}})

// BU-LABEL: func.func @fold_then_hoist(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// BU-NEXT:   %c6_i32 = arith.constant 6 : i32 loc("f")
// BU-NEXT:   %c3_i32 = arith.constant 3 : i32 loc("c")
// BU-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32 loc("d")
// BU-NEXT:   return %0, %c6_i32 : i32, i32 loc("ret")
// BU-NEXT: } loc("fn1")
// BU-LABEL: func.func @dedup_erases(%arg0: i32 loc({{.*}})) -> (i32, i32, i32) {
// BU-NEXT:   %c2_i32 = arith.constant 2 : i32 loc("e")
// BU-NEXT:   %c1_i32 = arith.constant 1 : i32 loc(unknown)
// BU-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 loc("d")
// BU-NEXT:   %1 = arith.addi %arg0, %c2_i32 : i32 loc("e")
// BU-NEXT:   return %0, %1, %c1_i32 : i32, i32, i32 loc("ret")
// BU-NEXT: } loc("fn2")
// BU-LABEL: func.func @dead_duplicate(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c3_i32 = arith.constant 3 : i32 loc("c")
// BU-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32 loc("d")
// BU-NEXT:   return %0 : i32 loc("ret")
// BU-NEXT: } loc("fn3")
// BU-LABEL: func.func @live_duplicate(%arg0: i32 loc({{.*}})) -> (i32, i32) {
// BU-NEXT:   %c3_i32 = arith.constant 3 : i32 loc(unknown)
// BU-NEXT:   %0 = arith.subi %arg0, %c3_i32 : i32 loc("d")
// BU-NEXT:   return %0, %c3_i32 : i32, i32 loc("ret")
// BU-NEXT: } loc("fn4")
// BU-LABEL: func.func @other_block(%arg0: i1 loc({{.*}})) -> i32 {
// BU-NEXT:   %c9_i32 = arith.constant 9 : i32 loc(unknown)
// BU-NEXT:   %c7_i32 = arith.constant 7 : i32 loc(unknown)
// BU-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2 loc("br")
// BU-NEXT: ^bb1:  // pred: ^bb0
// BU-NEXT:   return %c7_i32 : i32 loc("ret1")
// BU-NEXT: ^bb2:  // pred: ^bb0
// BU-NEXT:   return %c9_i32 : i32 loc("ret2")
// BU-NEXT: } loc("fn5")
// BU-LABEL: func.func @AddIAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.addi %arg0, %c12_i32 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @AddISubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.addi %arg0, %c2_i32 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @AddISubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.subi %c12_i32, %arg0 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubIRHSAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c-2_i32 = arith.constant -2 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.addi %arg0, %c-2_i32 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubILHSAddConstant(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C1"])
// BU-NEXT:   %0 = arith.subi %c2_i32, %arg0 : i32 loc(fused["R", "C1"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.subi %arg0, %c12_i32 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c-2_i32 = arith.constant -2 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.subi %c-2_i32, %arg0 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c12_i32 = arith.constant 12 : i32 loc(fused["R", "C1"])
// BU-NEXT:   %0 = arith.subi %c12_i32, %arg0 : i32 loc(fused["R", "C1"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c2_i32 = arith.constant 2 : i32 loc(fused["R", "C1"])
// BU-NEXT:   %0 = arith.addi %arg0, %c2_i32 : i32 loc(fused["R", "C1"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
// BU-LABEL: func.func @MulIMulIConstant(%arg0: i32 loc({{.*}})) -> i32 {
// BU-NEXT:   %c35_i32 = arith.constant 35 : i32 loc(fused["R", "C0"])
// BU-NEXT:   %0 = arith.muli %arg0, %c35_i32 : i32 loc(fused["R", "C0"])
// BU-NEXT:   return %0 : i32 loc({{.*}})
// BU-NEXT: } loc({{.*}})
