// strata-translate --mlir-to-llvmir: atomicrmw, cmpxchg and fence (default alignment: the value's store size), llvm.assume with
// operand bundles and llvm.prefetch. The CHECK lines are mlir-translate 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b0: i1) {
  %b = llvm.mlir.constant(true) : i1
  %0 = llvm.atomicrmw volatile fadd %p, %v syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
  %1 = llvm.atomicrmw umin %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("x") acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %i, %i seq_cst seq_cst : !llvm.ptr, i32
  llvm.intr.assume %b : i1
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i32)] : i1
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i32), "nonnull"(%p : !llvm.ptr)] : i1
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.fence syncscope("agent") release
  llvm.fence seq_cst
  %4 = llvm.atomicrmw uinc_wrap %p, %i acquire : !llvm.ptr, i32
  llvm.return
}
llvm.func @g(%p: !llvm.ptr, %v: f32, %h: bf16, %vv: vector<2xf32>, %q: !llvm.ptr<1>, %a: i128, %i8: i8) {
  %0 = llvm.atomicrmw fmaximum %p, %v seq_cst : !llvm.ptr, f32
  %1 = llvm.atomicrmw fadd %p, %h release : !llvm.ptr, bf16
  %2 = llvm.atomicrmw fadd %p, %vv monotonic : !llvm.ptr, vector<2xf32>
  %3 = llvm.atomicrmw xchg %q, %p monotonic : !llvm.ptr<1>, !llvm.ptr
  %4 = llvm.cmpxchg %q, %p, %p acquire acquire : !llvm.ptr<1>, !llvm.ptr
  %5 = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i128
  %6 = llvm.atomicrmw _and %p, %i8 monotonic {alignment = 32 : i64} : !llvm.ptr, i8
  "llvm.intr.prefetch"(%q) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr<1>) -> ()
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0, float %1, i32 %2, i1 %3) {
// CHECK-NEXT:   %5 = atomicrmw volatile fadd ptr %0, float %1 syncscope("agent") monotonic, align 4
// CHECK-NEXT:   %6 = atomicrmw umin ptr %0, i32 %2 acquire, align 4
// CHECK-NEXT:   %7 = cmpxchg weak volatile ptr %0, i32 %2, i32 %2 syncscope("x") acq_rel monotonic, align 4
// CHECK-NEXT:   %8 = cmpxchg ptr %0, i32 %2, i32 %2 seq_cst seq_cst, align 4
// CHECK-NEXT:   call void @llvm.assume(i1 true)
// CHECK-NEXT:   call void @llvm.assume(i1 true) [ "align"(ptr %0, i32 %2) ]
// CHECK-NEXT:   call void @llvm.assume(i1 true) [ "align"(ptr %0, i32 %2), "nonnull"(ptr %0) ]
// CHECK-NEXT:   call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
// CHECK-NEXT:   fence syncscope("agent") release
// CHECK-NEXT:   fence seq_cst
// CHECK-NEXT:   %9 = atomicrmw uinc_wrap ptr %0, i32 %2 acquire, align 4
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @g(ptr %0, float %1, bfloat %2, <2 x float> %3, ptr addrspace(1) %4, i128 %5, i8 %6) {
// CHECK-NEXT:   %8 = atomicrmw fmaximum ptr %0, float %1 seq_cst, align 4
// CHECK-NEXT:   %9 = atomicrmw fadd ptr %0, bfloat %2 release, align 2
// CHECK-NEXT:   %10 = atomicrmw fadd ptr %0, <2 x float> %3 monotonic, align 8
// CHECK-NEXT:   %11 = atomicrmw xchg ptr addrspace(1) %4, ptr %0 monotonic, align 8
// CHECK-NEXT:   %12 = cmpxchg ptr addrspace(1) %4, ptr %0, ptr %0 acquire acquire, align 8
// CHECK-NEXT:   %13 = atomicrmw xchg ptr %0, i128 %5 monotonic, align 16
// CHECK-NEXT:   %14 = atomicrmw and ptr %0, i8 %6 monotonic, align 32
// CHECK-NEXT:   call void @llvm.prefetch.p1(ptr addrspace(1) %4, i32 1, i32 1, i32 0)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
// CHECK-NEXT: declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
// CHECK-NEXT: declare void @llvm.prefetch.p1(ptr addrspace(1) readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
