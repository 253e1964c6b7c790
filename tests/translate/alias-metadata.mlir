// strata-translate --mlir-to-llvmir: TBAA tags, alias scopes and their lists become
// !tbaa, !alias.scope and !noalias metadata on loads, stores, atomics and calls: TBAA
// roots, type descriptors and tags as uniqued nodes (an anonymous root distinct), scopes
// and domains with distinct ids as self-referring distinct nodes, with string ids as
// uniqued ones; two tags on one op are left out. The CHECK lines are mlir-translate 22's
// whole output, which llc-22 accepts.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

#root2 = #llvm.tbaa_root
#x = #llvm.tbaa_type_desc<id = "x\"q", members = {<#root2, 0>}>
#tag = #llvm.tbaa_tag<base_type = #x, access_type = #x, offset = 0, constant = true>
#dom = #llvm.alias_scope_domain<id = "dname">
#dom3 = #llvm.alias_scope_domain<id = "dname2", description = "dd">
#s2 = #llvm.alias_scope<id = "named", domain = #dom, description = "d">
#s3 = #llvm.alias_scope<id = "named3", domain = #dom3>
#s4 = #llvm.alias_scope<id = distinct[0]<>, domain = #dom3>
#broot = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#banon = #llvm.tbaa_root<>
#bchar = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#broot, 0>}>
#bint = #llvm.tbaa_type_desc<id = "int", members = {<#bchar, 0>}>
#bagg = #llvm.tbaa_type_desc<members = {<#bint, 0>, #llvm.tbaa_member<#bint, 4>, <#banon, -8>}, id = "agg \"t\"">
#btag = #llvm.tbaa_tag<base_type = #bagg, access_type = #bint, offset = 4>
#btag2 = #llvm.tbaa_tag<offset = 0, constant = true, access_type = #bint, base_type = #bint>
#bdom = #llvm.alias_scope_domain<id = distinct[7]<>, description = "The domain">
#bdom2 = #llvm.alias_scope_domain<id = distinct[3]<>>
#bs1 = #llvm.alias_scope<id = distinct[2]<>, domain = #bdom, description = "scope 1">
#bs2 = #llvm.alias_scope<id = distinct[9]<>, domain = #bdom>
#bs3 = #llvm.alias_scope<id = "named", domain = #bdom2>
llvm.func @g(%p: !llvm.ptr) {
  %0 = llvm.load %p {noalias_scopes = [#bs3], tbaa = [#llvm.tbaa_tag<base_type = <id = "x", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "x", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = false>]} : !llvm.ptr -> i8
  llvm.return
}
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p {tbaa = [#btag], alias_scopes = [#bs1], noalias_scopes = [#bs2, #bs3]} : !llvm.ptr -> i32
  llvm.store %0, %q {tbaa = [#btag2, #btag], alias_scopes = [#bs2]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {tbaa = [#btag2], alias_scopes = [#bs3]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %v, %1 acq_rel monotonic {noalias_scopes = [#bs1]} : !llvm.ptr, i32
  llvm.call @g(%p) {alias_scopes = [#bs1], tbaa = [#btag]} : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @h(%p: !llvm.ptr)
llvm.func @k(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32, %c: i1) {
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#s2], nontemporal} : !llvm.ptr -> i32
  llvm.store %0, %q {alias_scopes = [#s3, #s4], noalias_scopes = [#s2]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {tbaa = [#tag], alias_scopes = [#s3]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %v, %1 acq_rel monotonic {noalias_scopes = [#s4]} : !llvm.ptr, i32
  llvm.call @h(%p) {alias_scopes = [#s4], tbaa = [#tag], noalias_scopes = [#s2]} : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @g(ptr %0) {
// CHECK-NEXT:   %2 = load i8, ptr %0, align 1, !tbaa !1, !noalias !4
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0, ptr %1, i32 %2) {
// CHECK-NEXT:   %4 = load i32, ptr %0, align 4, !tbaa !7, !alias.scope !12, !noalias !15
// CHECK-NEXT:   store i32 %4, ptr %1, align 4, !alias.scope !17
// CHECK-NEXT:   %5 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !tbaa !18, !alias.scope !4
// CHECK-NEXT:   %6 = cmpxchg ptr %0, i32 %2, i32 %5 acq_rel monotonic, align 4, !noalias !12
// CHECK-NEXT:   call void @g(ptr %0), !tbaa !7, !alias.scope !12
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @h(ptr)
// CHECK-EMPTY:
// CHECK-NEXT: define void @k(ptr %0, ptr %1, i32 %2, i1 %3) {
// CHECK-NEXT:   %5 = load i32, ptr %0, align 4, !tbaa !19, !alias.scope !21, !nontemporal !24
// CHECK-NEXT:   store i32 %5, ptr %1, align 4, !alias.scope !25, !noalias !21
// CHECK-NEXT:   %6 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !tbaa !19, !alias.scope !29
// CHECK-NEXT:   %7 = cmpxchg ptr %0, i32 %2, i32 %6 acq_rel monotonic, align 4, !noalias !30
// CHECK-NEXT:   call void @h(ptr %0), !tbaa !19, !alias.scope !30, !noalias !21
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{!2, !2, i64 0}
// CHECK-NEXT: !2 = !{!"x", !3, i64 0}
// CHECK-NEXT: !3 = distinct !{!3}
// CHECK-NEXT: !4 = !{!5}
// CHECK-NEXT: !5 = !{!"named", !6}
// CHECK-NEXT: !6 = distinct !{!6}
// CHECK-NEXT: !7 = !{!8, !9, i64 4}
// CHECK-NEXT: !8 = !{!"agg \22t\22", !9, i64 0, !9, i64 4, !3, i64 -8}
// CHECK-NEXT: !9 = !{!"int", !10, i64 0}
// CHECK-NEXT: !10 = !{!"omnipotent char", !11, i64 0}
// CHECK-NEXT: !11 = !{!"Simple C/C++ TBAA"}
// CHECK-NEXT: !12 = !{!13}
// CHECK-NEXT: !13 = distinct !{!13, !14, !"scope 1"}
// CHECK-NEXT: !14 = distinct !{!14, !"The domain"}
// CHECK-NEXT: !15 = !{!16, !5}
// CHECK-NEXT: !16 = distinct !{!16, !14}
// CHECK-NEXT: !17 = !{!16}
// CHECK-NEXT: !18 = !{!9, !9, i64 0, i64 1}
// CHECK-NEXT: !19 = !{!20, !20, i64 0, i64 1}
// CHECK-NEXT: !20 = !{!"x\22q", !3, i64 0}
// CHECK-NEXT: !21 = !{!22}
// CHECK-NEXT: !22 = !{!"named", !23, !"d"}
// CHECK-NEXT: !23 = !{!"dname"}
// CHECK-NEXT: !24 = !{i32 1}
// CHECK-NEXT: !25 = !{!26, !28}
// CHECK-NEXT: !26 = !{!"named3", !27}
// CHECK-NEXT: !27 = !{!"dname2", !"dd"}
// CHECK-NEXT: !28 = distinct !{!28, !27}
// CHECK-NEXT: !29 = !{!26}
// CHECK-NEXT: !30 = !{!28}
