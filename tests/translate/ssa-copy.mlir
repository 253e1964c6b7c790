// strata-translate --mlir-to-llvmir: llvm.intr.ssa.copy becomes a call of llvm.ssa.copy
// (an intrinsic of LLVM's optimization passes: llc-22 cannot select it). The CHECK lines
// are mlir-translate 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.intr.ssa.copy %p : !llvm.ptr
  %1 = llvm.intr.ssa.copy %x : i32
  llvm.store %1, %0 : i32, !llvm.ptr
  llvm.return %1 : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @f(ptr %0, i32 %1) {
// CHECK-NEXT:   %3 = call ptr @llvm.ssa.copy.p0(ptr %0)
// CHECK-NEXT:   %4 = call i32 @llvm.ssa.copy.i32(i32 %1)
// CHECK-NEXT:   store i32 %4, ptr %3, align 4
// CHECK-NEXT:   ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare ptr @llvm.ssa.copy.p0(ptr returned) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ssa.copy.i32(i32 returned) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
