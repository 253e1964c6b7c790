// The llvm inliner interface on alias scopes: the scopes of inlined ops are cloned into
// fresh distinct scopes and domains (one copy per inlined call), each llvm.noalias
// argument gets a new scope in a domain named after the callee, declared with
// llvm.intr.experimental.noalias.scope.decl before the inlined code, and the inlined
// memory ops get the scopes of the noalias arguments they are based on (alias_scopes;
// not for calls, nor when an alloca may be involved) and of those they are not
// (noalias_scopes), looking through GEPs, selects and block arguments; an op based on
// an unknown pointer gets neither. The call's own scopes are appended. Two noalias
// arguments given one value get scopes in MLIR's use-list order. Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --inline | FileCheck %s

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "one">
#s2 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>
#cdom = #llvm.alias_scope_domain<id = distinct[3]<>>
#c1 = #llvm.alias_scope<id = distinct[4]<>, domain = #cdom>
llvm.func @other(!llvm.ptr)
llvm.func @scoped(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = llvm.load %a {alias_scopes = [#s1], noalias_scopes = [#s2]} : !llvm.ptr -> i32
  llvm.store %0, %b {alias_scopes = [#s2], noalias_scopes = [#s1]} : i32, !llvm.ptr
  llvm.return
}
llvm.func @twice(%x: !llvm.ptr, %y: !llvm.ptr) {
  llvm.call @scoped(%x, %y) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @scoped(%y, %x) {alias_scopes = [#c1]} : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @mixed(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %c: i1, %i: i64) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %g = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %0 = llvm.load %g : !llvm.ptr -> i32
  %sel = llvm.select %c, %a, %b : i1, !llvm.ptr
  llvm.store %0, %sel : i32, !llvm.ptr
  %sel2 = llvm.select %c, %a, %s : i1, !llvm.ptr
  llvm.store %0, %sel2 : i32, !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %sel3 = llvm.select %c, %b, %z : i1, !llvm.ptr
  llvm.store %0, %sel3 {noalias_scopes = [#s1]} : i32, !llvm.ptr
  llvm.call @other(%a) : (!llvm.ptr) -> ()
  %r = llvm.atomicrmw add %b, %0 monotonic : !llvm.ptr, i32
  llvm.cond_br %c, ^bb1(%a : !llvm.ptr), ^bb1(%b : !llvm.ptr)
^bb1(%p: !llvm.ptr):
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @caller(%x: !llvm.ptr, %y: !llvm.ptr, %c: i1, %i: i64, %u: !llvm.ptr) {
  llvm.call @mixed(%x, %y, %c, %i) {noalias_scopes = [#c1]} : (!llvm.ptr, !llvm.ptr, i1, i64) -> ()
  llvm.call @mixed(%u, %u, %c, %i) : (!llvm.ptr, !llvm.ptr, i1, i64) -> ()
  llvm.return
}
llvm.func @callee(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %c: !llvm.ptr) {
  %0 = llvm.load %a : !llvm.ptr -> f32
  llvm.store %0, %b : f32, !llvm.ptr
  llvm.store %0, %c : f32, !llvm.ptr
  llvm.return
}
llvm.func @simple(%x: !llvm.ptr, %y: !llvm.ptr, %z: !llvm.ptr) {
  llvm.call @callee(%x, %y, %z) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>>
// CHECK-NEXT: #alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "mixed">
// CHECK-NEXT: #alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "mixed">
// CHECK-NEXT: #alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "callee">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[9]<>, domain = #alias_scope_domain, description = "one">
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[10]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[11]<>, domain = #alias_scope_domain1, description = "one">
// CHECK-NEXT: #alias_scope3 = #llvm.alias_scope<id = distinct[12]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope4 = #llvm.alias_scope<id = distinct[13]<>, domain = #alias_scope_domain2, description = "one">
// CHECK-NEXT: #alias_scope5 = #llvm.alias_scope<id = distinct[14]<>, domain = #alias_scope_domain3>
// CHECK-NEXT: #alias_scope6 = #llvm.alias_scope<id = distinct[15]<>, domain = #alias_scope_domain2>
// CHECK-NEXT: #alias_scope7 = #llvm.alias_scope<id = distinct[16]<>, domain = #alias_scope_domain4>
// CHECK-NEXT: #alias_scope8 = #llvm.alias_scope<id = distinct[17]<>, domain = #alias_scope_domain4>
// CHECK-NEXT: #alias_scope9 = #llvm.alias_scope<id = distinct[18]<>, domain = #alias_scope_domain5, description = "one">
// CHECK-NEXT: #alias_scope10 = #llvm.alias_scope<id = distinct[19]<>, domain = #alias_scope_domain6>
// CHECK-NEXT: #alias_scope11 = #llvm.alias_scope<id = distinct[20]<>, domain = #alias_scope_domain6>
// CHECK-NEXT: #alias_scope12 = #llvm.alias_scope<id = distinct[21]<>, domain = #alias_scope_domain7, description = "one">
// CHECK-NEXT: #alias_scope13 = #llvm.alias_scope<id = distinct[22]<>, domain = #alias_scope_domain8>
// CHECK-NEXT: #alias_scope14 = #llvm.alias_scope<id = distinct[23]<>, domain = #alias_scope_domain8>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @other(!llvm.ptr)
// CHECK-NEXT:   llvm.func @scoped(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @twice(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope2], noalias_scopes = [#alias_scope3]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg1 {alias_scopes = [#alias_scope3], noalias_scopes = [#alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT:     %1 = llvm.load %arg1 {alias_scopes = [#alias_scope4, #alias_scope5], noalias_scopes = [#alias_scope6]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %1, %arg0 {alias_scopes = [#alias_scope6, #alias_scope5], noalias_scopes = [#alias_scope4]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @mixed(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i1, %arg3: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     %5 = llvm.select %arg2, %arg0, %arg1 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %4, %5 : i32, !llvm.ptr
// CHECK-NEXT:     %6 = llvm.select %arg2, %arg0, %2 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %4, %6 : i32, !llvm.ptr
// CHECK-NEXT:     %7 = llvm.select %arg2, %arg1, %0 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %4, %7 {noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @other(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %8 = llvm.atomicrmw add %arg1, %4 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb1(%arg0 : !llvm.ptr), ^bb1(%arg1 : !llvm.ptr)
// CHECK-NEXT:   ^bb1(%9: !llvm.ptr):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.store %4, %9 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1, %arg3: i64, %arg4: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope7
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope8
// CHECK-NEXT:     llvm.intr.lifetime.start %3 : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %5 = llvm.load %4 {alias_scopes = [#alias_scope7], noalias_scopes = [#alias_scope8, #alias_scope5]} : !llvm.ptr -> i32
// CHECK-NEXT:     %6 = llvm.select %arg2, %arg0, %arg1 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %6 {alias_scopes = [#alias_scope7, #alias_scope8], noalias_scopes = [#alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT:     %7 = llvm.select %arg2, %arg0, %3 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %7 {noalias_scopes = [#alias_scope8, #alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT:     %8 = llvm.select %arg2, %arg1, %0 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %8 {alias_scopes = [#alias_scope8], noalias_scopes = [#alias_scope9, #alias_scope7, #alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @other(%arg0) {noalias_scopes = [#alias_scope8, #alias_scope5]} : (!llvm.ptr) -> ()
// CHECK-NEXT:     %9 = llvm.atomicrmw add %arg1, %5 monotonic {alias_scopes = [#alias_scope8], noalias_scopes = [#alias_scope7, #alias_scope5]} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb1(%arg0 : !llvm.ptr), ^bb1(%arg1 : !llvm.ptr)
// CHECK-NEXT:   ^bb1(%10: !llvm.ptr):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.store %5, %10 {alias_scopes = [#alias_scope7, #alias_scope8], noalias_scopes = [#alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.intr.lifetime.end %3 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope10
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope11
// CHECK-NEXT:     llvm.intr.lifetime.start %2 : !llvm.ptr
// CHECK-NEXT:     %11 = llvm.getelementptr %arg4[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     %12 = llvm.load %11 {alias_scopes = [#alias_scope11], noalias_scopes = [#alias_scope10]} : !llvm.ptr -> i32
// CHECK-NEXT:     %13 = llvm.select %arg2, %arg4, %arg4 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %12, %13 {alias_scopes = [#alias_scope10, #alias_scope11]} : i32, !llvm.ptr
// CHECK-NEXT:     %14 = llvm.select %arg2, %arg4, %2 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %12, %14 {noalias_scopes = [#alias_scope10]} : i32, !llvm.ptr
// CHECK-NEXT:     %15 = llvm.select %arg2, %arg4, %0 : i1, !llvm.ptr
// CHECK-NEXT:     llvm.store %12, %15 {alias_scopes = [#alias_scope10], noalias_scopes = [#alias_scope12, #alias_scope11]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @other(%arg4) {noalias_scopes = [#alias_scope10]} : (!llvm.ptr) -> ()
// CHECK-NEXT:     %16 = llvm.atomicrmw add %arg4, %12 monotonic {alias_scopes = [#alias_scope10], noalias_scopes = [#alias_scope11]} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb3(%arg4 : !llvm.ptr), ^bb3(%arg4 : !llvm.ptr)
// CHECK-NEXT:   ^bb3(%17: !llvm.ptr):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:     llvm.store %12, %17 {alias_scopes = [#alias_scope10, #alias_scope11]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.intr.lifetime.end %2 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @callee(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %0, %arg1 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg2 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @simple(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) {
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope13
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope14
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope13], noalias_scopes = [#alias_scope14]} : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %0, %arg1 {alias_scopes = [#alias_scope14], noalias_scopes = [#alias_scope13]} : f32, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg2 {noalias_scopes = [#alias_scope13, #alias_scope14]} : f32, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
