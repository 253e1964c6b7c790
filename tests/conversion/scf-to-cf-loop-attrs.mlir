// convert-scf-to-cf forwards the llvm-dialect attributes of an scf.for (loop
// annotations) to the loop's back-edge branch and drops the others, as mlir-opt 22 does.
// (mlir-opt prints the annotation through a #loop_annotation alias, which the llvm
// dialect defines.)
// RUN: strata-opt %s --allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s

// CHECK: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-LABEL: func.func @u(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "foo.op"(%0) : (index) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index) {llvm.loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
func.func @u(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "foo.op"(%i) : (index) -> ()
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>, foo.bar = 1 : i32}
  return
}
