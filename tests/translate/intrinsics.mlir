// strata-translate --mlir-to-llvmir: intrinsic declarations with their attribute groups, in order of first use. The CHECK lines are mlir-translate
// 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%x: f32, %i: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %b: i8) {
  %0 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %1 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %2 = llvm.intr.bswap(%i) : (i32) -> i32
  %3 = llvm.intr.ceil(%x) : (f32) -> f32
  %4 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %5 = llvm.intr.cos(%x) : (f32) -> f32
  %6 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %7 = llvm.intr.ctpop(%i) : (i32) -> i32
  %8 = "llvm.intr.cttz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %9 = llvm.intr.exp(%x) : (f32) -> f32
  %10 = llvm.intr.exp2(%x) : (f32) -> f32
  %11 = llvm.intr.fabs(%x) : (f32) -> f32
  %12 = llvm.intr.floor(%x) : (f32) -> f32
  %13 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32
  %14 = llvm.intr.fmuladd(%x, %x, %x) : (f32, f32, f32) -> f32
  %15 = llvm.intr.log(%x) : (f32) -> f32
  %16 = llvm.intr.log10(%x) : (f32) -> f32
  %17 = llvm.intr.log2(%x) : (f32) -> f32
  %18 = llvm.intr.maximum(%x, %x) : (f32, f32) -> f32
  %19 = llvm.intr.maxnum(%x, %x) : (f32, f32) -> f32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %20 = llvm.intr.minimum(%x, %x) : (f32, f32) -> f32
  %21 = llvm.intr.minnum(%x, %x) : (f32, f32) -> f32
  %22 = llvm.intr.pow(%x, %x) : (f32, f32) -> f32
  %23 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %24 = llvm.intr.rint(%x) : (f32) -> f32
  %25 = llvm.intr.round(%x) : (f32) -> f32
  %26 = llvm.intr.roundeven(%x) : (f32) -> f32
  %27 = llvm.intr.sin(%x) : (f32) -> f32
  %28 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %29 = llvm.intr.smin(%i, %i) : (i32, i32) -> i32
  %30 = llvm.intr.sqrt(%x) : (f32) -> f32
  %31 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %31 : !llvm.ptr
  %32 = llvm.intr.trunc(%x) : (f32) -> f32
  %33 = llvm.intr.umax(%i, %i) : (i32, i32) -> i32
  %34 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(float %0, i32 %1, ptr %2, ptr %3, i64 %4, i8 %5) {
// CHECK-NEXT: %7 = call i32 @llvm.abs.i32(i32 %1, i1 false)
// CHECK-NEXT: %8 = call i32 @llvm.bitreverse.i32(i32 %1)
// CHECK-NEXT: %9 = call i32 @llvm.bswap.i32(i32 %1)
// CHECK-NEXT: %10 = call float @llvm.ceil.f32(float %0)
// CHECK-NEXT: %11 = call float @llvm.copysign.f32(float %0, float %0)
// CHECK-NEXT: %12 = call float @llvm.cos.f32(float %0)
// CHECK-NEXT: %13 = call i32 @llvm.ctlz.i32(i32 %1, i1 false)
// CHECK-NEXT: %14 = call i32 @llvm.ctpop.i32(i32 %1)
// CHECK-NEXT: %15 = call i32 @llvm.cttz.i32(i32 %1, i1 false)
// CHECK-NEXT: %16 = call float @llvm.exp.f32(float %0)
// CHECK-NEXT: %17 = call float @llvm.exp2.f32(float %0)
// CHECK-NEXT: %18 = call float @llvm.fabs.f32(float %0)
// CHECK-NEXT: %19 = call float @llvm.floor.f32(float %0)
// CHECK-NEXT: %20 = call float @llvm.fma.f32(float %0, float %0, float %0)
// CHECK-NEXT: %21 = call float @llvm.fmuladd.f32(float %0, float %0, float %0)
// CHECK-NEXT: %22 = call float @llvm.log.f32(float %0)
// CHECK-NEXT: %23 = call float @llvm.log10.f32(float %0)
// CHECK-NEXT: %24 = call float @llvm.log2.f32(float %0)
// CHECK-NEXT: %25 = call float @llvm.maximum.f32(float %0, float %0)
// CHECK-NEXT: %26 = call float @llvm.maxnum.f32(float %0, float %0)
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr %3, i64 %4, i1 false)
// CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %2, ptr %3, i64 %4, i1 false)
// CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %2, i8 %5, i64 %4, i1 false)
// CHECK-NEXT: %27 = call float @llvm.minimum.f32(float %0, float %0)
// CHECK-NEXT: %28 = call float @llvm.minnum.f32(float %0, float %0)
// CHECK-NEXT: %29 = call float @llvm.pow.f32(float %0, float %0)
// CHECK-NEXT: %30 = call float @llvm.powi.f32.i32(float %0, i32 %1)
// CHECK-NEXT: %31 = call float @llvm.rint.f32(float %0)
// CHECK-NEXT: %32 = call float @llvm.round.f32(float %0)
// CHECK-NEXT: %33 = call float @llvm.roundeven.f32(float %0)
// CHECK-NEXT: %34 = call float @llvm.sin.f32(float %0)
// CHECK-NEXT: %35 = call i32 @llvm.smax.i32(i32 %1, i32 %1)
// CHECK-NEXT: %36 = call i32 @llvm.smin.i32(i32 %1, i32 %1)
// CHECK-NEXT: %37 = call float @llvm.sqrt.f32(float %0)
// CHECK-NEXT: %38 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %38)
// CHECK-NEXT: %39 = call float @llvm.trunc.f32(float %0)
// CHECK-NEXT: %40 = call i32 @llvm.umax.i32(i32 %1, i32 %1)
// CHECK-NEXT: %41 = call i32 @llvm.umin.i32(i32 %1, i32 %1)
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.abs.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bitreverse.i32(i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.bswap.i32(i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.ceil.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.cos.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.cttz.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.exp2.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.floor.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fma.f32(float, float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fmuladd.f32(float, float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log10.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.log2.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maximum.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minimum.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minnum.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.pow.f32(float, float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.rint.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.round.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.roundeven.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sin.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smin.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare ptr @llvm.stacksave.p0() #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.stackrestore.p0(ptr) #4
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.trunc.f32(float) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umax.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.umin.i32(i32, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #4 = { nocallback nofree nosync nounwind willreturn }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
