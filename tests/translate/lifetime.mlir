// strata-translate --mlir-to-llvmir: the lifetime markers and stack save/restore the inliner
// adds, and llvm.intr.vastart. The CHECK lines are mlir-translate 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f() {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.intr.lifetime.end %a : !llvm.ptr
  %s = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %s : !llvm.ptr
  llvm.return
}
llvm.func @g(...) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.intr.vastart %a : !llvm.ptr
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f() {
// CHECK-NEXT:   %1 = alloca i32, i64 1, align 4
// CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %1)
// CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %1)
// CHECK-NEXT:   %2 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT:   call void @llvm.stackrestore.p0(ptr %2)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @g(...) {
// CHECK-NEXT:   %1 = alloca ptr, i64 1, align 8
// CHECK-NEXT:   call void @llvm.va_start.p0(ptr %1)
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.start.p0(ptr captures(none)) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.lifetime.end.p0(ptr captures(none)) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare ptr @llvm.stacksave.p0() #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.stackrestore.p0(ptr) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.va_start.p0(ptr) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
