// strata-translate --mlir-to-llvmir: branch weights (!prof, equal nodes shared), nontemporal loads and stores, parameter and
// result attributes and passthrough function attributes (attribute groups). The CHECK lines are mlir-translate 22's
// whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%c: i1, %x: i32, %p: !llvm.ptr) {
  llvm.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  llvm.switch %x : i32, ^bb2 [
    1: ^bb1,
    2: ^bb2
  ] {branch_weights = array<i32: 7, 8, -9>}
^bb2:
  %v = llvm.load %p {nontemporal} : !llvm.ptr -> i32
  llvm.store %v, %p {nontemporal} : i32, !llvm.ptr
  llvm.cond_br %c weights([3, 5]), ^bb1, ^bb3
^bb3:
  llvm.return
}
llvm.func internal @attrs(%a: i32 {llvm.noundef}, %p: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}) -> (i32 {llvm.signext}) attributes {passthrough = ["noinline"]} {
  llvm.return %a : i32
}
llvm.func @g(%c: i1) attributes {passthrough = ["noinline"]} {
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(i1 %0, i32 %1, ptr %2) {
// CHECK-NEXT:   br i1 %0, label %4, label %5, !prof !1
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %5, %4, %3
// CHECK-NEXT:   switch i32 %1, label %5 [
// CHECK-NEXT:     i32 1, label %4
// CHECK-NEXT:     i32 2, label %5
// CHECK-NEXT:   ], !prof !2
// CHECK-EMPTY:
// CHECK-NEXT: 5:                                                ; preds = %4, %4, %3
// CHECK-NEXT:   %6 = load i32, ptr %2, align 4, !nontemporal !3
// CHECK-NEXT:   store i32 %6, ptr %2, align 4, !nontemporal !3
// CHECK-NEXT:   br i1 %0, label %4, label %7, !prof !1
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %5
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline
// CHECK-NEXT: define internal signext i32 @attrs(i32 noundef %0, ptr noalias align 16 %1) #0 {
// CHECK-NEXT:   ret i32 %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline
// CHECK-NEXT: define void @g(i1 %0) #0 {
// CHECK-NEXT:   br i1 %0, label %2, label %2, !prof !4
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %1, %1
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { noinline }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!"branch_weights", i32 3, i32 5}
// CHECK-NEXT: !2 = !{!"branch_weights", i32 7, i32 8, i32 -9}
// CHECK-NEXT: !3 = !{i32 1}
// CHECK-NEXT: !4 = !{!"branch_weights", i32 1, i32 2}
