// strata-translate --mlir-to-llvmir: llvm.intr.experimental.noalias.scope.decl becomes a
// call of the intrinsic with the list of its scope as metadata (the same node as an
// equal alias_scopes list). The CHECK lines are mlir-translate 22's whole output, which llc-22 accepts.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
#t = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #s
  llvm.intr.experimental.noalias.scope.decl #t
  %1 = llvm.load %p {alias_scopes = [#s], noalias_scopes = [#t]} : !llvm.ptr -> i32
  llvm.store %1, %q {alias_scopes = [#t], noalias_scopes = [#s]} : i32, !llvm.ptr
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0, ptr %1) {
// CHECK-NEXT:   call void @llvm.experimental.noalias.scope.decl(metadata !1)
// CHECK-NEXT:   call void @llvm.experimental.noalias.scope.decl(metadata !4)
// CHECK-NEXT:   %3 = load i32, ptr %0, align 4, !alias.scope !1, !noalias !4
// CHECK-NEXT:   store i32 %3, ptr %1, align 4, !alias.scope !4, !noalias !1
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare void @llvm.experimental.noalias.scope.decl(metadata) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2}
// CHECK-NEXT: !2 = distinct !{!2, !3}
// CHECK-NEXT: !3 = distinct !{!3, !"callee"}
// CHECK-NEXT: !4 = !{!5}
// CHECK-NEXT: !5 = distinct !{!5, !3}
