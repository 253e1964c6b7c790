// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The llvm dialect's TBAA and alias-scope attributes are structured: they print as
// mlir-opt 22 prints them, through the aliases it names (#tbaa_root, #tbaa_type_desc,
// #tbaa_tag, #alias_scope_domain, #alias_scope), with their own `distinct` ids
// renumbered in printing order, parameters in declaration order (`constant = false` and
// an empty root left out), members without their `#llvm.tbaa_member` prefix and nested
// type descriptors and domains through their aliases. The CHECK lines are mlir-opt 22's
// output; the second RUN line round-trips the generic form.

#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#anon = #llvm.tbaa_root<>
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#agg = #llvm.tbaa_type_desc<members = {<#int, 0>, #llvm.tbaa_member<#int, 4>, <#anon, -8>}, id = "agg \"t\"">
#tag = #llvm.tbaa_tag<base_type = #agg, access_type = #int, offset = 4>
#tag2 = #llvm.tbaa_tag<offset = 0, constant = true, access_type = #int, base_type = #int>
#dom = #llvm.alias_scope_domain<id = distinct[7]<>, description = "The domain">
#dom2 = #llvm.alias_scope_domain<id = distinct[3]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "scope 1">
#s2 = #llvm.alias_scope<id = distinct[9]<>, domain = #dom>
#s3 = #llvm.alias_scope<id = "named", domain = #dom2>
llvm.func @g(%p: !llvm.ptr) {
  %0 = llvm.load %p {noalias_scopes = [#s3], tbaa = [#llvm.tbaa_tag<base_type = <id = "x", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "x", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = false>]} : !llvm.ptr -> i8
  llvm.return
}
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#s1], noalias_scopes = [#s2, #s3]} : !llvm.ptr -> i32
  llvm.store %0, %q {tbaa = [#tag2, #tag], alias_scopes = [#s2]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {tbaa = [#tag2], alias_scopes = [#s3]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %v, %1 acq_rel monotonic {noalias_scopes = [#s1]} : !llvm.ptr, i32
  llvm.call @g(%p) {alias_scopes = [#s1], tbaa = [#tag]} : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "The domain">
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root
// CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = "named", domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain1, description = "scope 1">
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "x", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root1, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc1, 0>}>
// CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0, constant = true>
// CHECK-NEXT: #tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "agg \22t\22", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 4>, <#tbaa_root, -8>}>
// CHECK-NEXT: #tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc2, offset = 4>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @g(%arg0: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope2, #alias_scope], tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg1 {alias_scopes = [#alias_scope2], tbaa = [#tbaa_tag1, #tbaa_tag2]} : i32, !llvm.ptr
// CHECK-NEXT:     %1 = llvm.atomicrmw add %arg0, %arg2 monotonic {alias_scopes = [#alias_scope], tbaa = [#tbaa_tag1]} : !llvm.ptr, i32
// CHECK-NEXT:     %2 = llvm.cmpxchg %arg0, %arg2, %1 acq_rel monotonic {noalias_scopes = [#alias_scope1]} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.call @g(%arg0) {alias_scopes = [#alias_scope1], tbaa = [#tbaa_tag2]} : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
