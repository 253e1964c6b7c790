// RUN: strata-opt %s | FileCheck %s

// llvm attributes print through aliases named after their mnemonic, as the LLVM
// dialect's alias hook gives them (mlir-opt 22); numbered when several differ.

llvm.func @f(%p: !llvm.ptr, %n: i1) {
  %0 = llvm.load %p {access_groups = [#llvm.access_group<id = distinct[0]<>>]} : !llvm.ptr -> i32
  %1 = llvm.load %p {foo.root = #llvm.tbaa_root<id = "root">} : !llvm.ptr -> i32
  llvm.cond_br %n, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb1:
  llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
^bb2:
  llvm.return
}

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<mustProgress = true>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "root">
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {access_groups = [#access_group]} : !llvm.ptr -> i32
// CHECK-NEXT:     %1 = llvm.load %arg0 {foo.root = #tbaa_root} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
