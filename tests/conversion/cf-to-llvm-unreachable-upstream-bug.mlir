// UPSTREAM-BUG: ops in blocks unreachable from their region's entry are not converted
// by mlir-opt 22's conversion driver, which collects the ops to convert with a
// dominance-order walk that skips unreachable blocks: --convert-to-llvm and
// --convert-cf-to-llvm leave a `cf.br` in the unreachable block (inside an llvm.func, which
// mlir-translate then cannot translate). Strata converts every block. Expected output:
// mlir-opt 22's, with `llvm.br` in place of the `cf.br` it leaves in the blocks marked
// "no predecessors".
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s --check-prefix=CF

func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
^bb4(%y: i32):
  cf.br ^bb3(%y : i32)
}
func.func @g(%a: i32) -> i32 {
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
^bb4:
  cf.br ^bb3(%a : i32)
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: ^bb4(%1: i32):  // no predecessors
// CHECK-NEXT: llvm.br ^bb3(%1 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: llvm.br ^bb1(%arg0 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }

// CF-LABEL: module {
// CF-NEXT: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CF-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CF-NEXT: ^bb1:  // pred: ^bb0
// CF-NEXT: llvm.br ^bb3(%arg1 : i32)
// CF-NEXT: ^bb2:  // pred: ^bb0
// CF-NEXT: llvm.br ^bb3(%arg1 : i32)
// CF-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
// CF-NEXT: return %0 : i32
// CF-NEXT: ^bb4(%1: i32):  // no predecessors
// CF-NEXT: llvm.br ^bb3(%1 : i32)
// CF-NEXT: }
// CF-NEXT: func.func @g(%arg0: i32) -> i32 {
// CF-NEXT: llvm.br ^bb1(%arg0 : i32)
// CF-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CF-NEXT: return %0 : i32
// CF-NEXT: ^bb2:  // no predecessors
// CF-NEXT: llvm.br ^bb1(%arg0 : i32)
// CF-NEXT: }
// CF-NEXT: }
