// llvm.intr.memcpy, memmove and memset carry access groups, alias scopes and TBAA tags
// like loads and stores: they print, and translate to !tbaa, !alias.scope and !noalias
// on the intrinsic call. CHECK lines are the output of mlir-opt 22 and of
// mlir-translate --mlir-to-llvmir 22.
// RUN: strata-opt %s | FileCheck %s --check-prefix=OPT --match-full-lines
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LLVM --match-full-lines

#root = #llvm.tbaa_root<id = "root">
#td = #llvm.tbaa_type_desc<id = "scalar", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #td, access_type = #td, offset = 0>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
#s2 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>
llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false, alias_scopes = [#s1], noalias_scopes = [#s2], tbaa = [#tag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false, alias_scopes = [#s2]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false, noalias_scopes = [#s1], tbaa = [#tag]}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// OPT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
// OPT-NEXT: #tbaa_root = #llvm.tbaa_root<id = "root">
// OPT-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// OPT-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// OPT-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "scalar", members = {<#tbaa_root, 0>}>
// OPT-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// OPT-NEXT: module {
// OPT-NEXT:   llvm.func @copy(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i8) {
// OPT-NEXT:     "llvm.intr.memcpy"(%arg0, %arg1, %arg2) <{alias_scopes = [#alias_scope], isVolatile = false, noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// OPT-NEXT:     "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{alias_scopes = [#alias_scope1], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// OPT-NEXT:     "llvm.intr.memset"(%arg0, %arg3, %arg2) <{isVolatile = false, noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]}> : (!llvm.ptr, i8, i64) -> ()
// OPT-NEXT:     llvm.return
// OPT-NEXT:   }
// OPT-NEXT: }

// LLVM: define void @copy(ptr %0, ptr %1, i64 %2, i8 %3) {
// LLVM:   call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false), !tbaa !1, !alias.scope !4, !noalias !7
// LLVM:   call void @llvm.memmove.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false), !alias.scope !7
// LLVM:   call void @llvm.memset.p0.i64(ptr %0, i8 %3, i64 %2, i1 false), !tbaa !1, !noalias !4
// LLVM: !1 = !{!2, !2, i64 0}
// LLVM: !2 = !{!"scalar", !3, i64 0}
// LLVM: !3 = !{!"root"}
// LLVM: !4 = !{!5}
// LLVM: !5 = distinct !{!5, !6}
// LLVM: !6 = distinct !{!6, !"dom"}
// LLVM: !7 = !{!8}
// LLVM: !8 = distinct !{!8, !6}
