// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#tag = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = #llvm.tbaa_root, offset = 0>

// -----

#root = #llvm.tbaa_root<id = "r">
// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'id' which is to be a `::llvm::StringRef`}}
#desc = #llvm.tbaa_type_desc<id = x, members = {<#root, 0>}>

// -----

// expected-error@+1 {{struct is missing required parameter: domain}}
func.func private @f() attributes {a = #llvm.alias_scope<id = distinct[5]<>>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_AliasScopeAttr parameter 'domain' which is to be a `AliasScopeDomainAttr`}}
#scope = #llvm.alias_scope<id = distinct[5]<>, domain = #llvm.tbaa_root>

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: id}}
#root = #llvm.tbaa_root<id = "a", id = "b">

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.store' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %p {alias_scopes = [#llvm.tbaa_root]} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = ["g"]} : !llvm.ptr -> i32
  llvm.return
}
