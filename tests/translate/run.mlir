// strata-translate --mlir-to-llvmir: LLVM IR text from the llvm dialect, byte-identical
// to mlir-translate 22's (LLVM's value numbering, `; preds` comments, phi order, the
// IRBuilder's constant folding, data-layout alignments, intrinsic attributes). The CHECK
// lines are mlir-translate 22's whole output. Compiled with clang-22, this program
// prints "sum=45 max=50.562500 sel=4 gl=5".
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines
// RUN: strata-translate --mlir-to-llvmir %s -o %t.ll && FileCheck %s --match-full-lines < %t.ll

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @fmt = private constant [28 x i8] c"sum=%d max=%f sel=%d gl=%d\0A\00"
// CHECK-NEXT: @counter = internal global i32 5
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @sum_to(i32 %0) {
// CHECK-NEXT:  br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %6, %1
// CHECK-NEXT:  %3 = phi i32 [ %8, %6 ], [ 0, %1 ]
// CHECK-NEXT:  %4 = phi i32 [ %7, %6 ], [ 0, %1 ]
// CHECK-NEXT:  %5 = icmp sge i32 %3, %0
// CHECK-NEXT:  br i1 %5, label %9, label %6
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %2
// CHECK-NEXT:  %7 = add i32 %4, %3
// CHECK-NEXT:  %8 = add nsw i32 %3, 1
// CHECK-NEXT:  br label %2
// CHECK-EMPTY:
// CHECK-NEXT: 9:                                                ; preds = %2
// CHECK-NEXT:  ret i32 %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @pick(i32 %0) {
// CHECK-NEXT:  switch i32 %0, label %2 [
// CHECK-NEXT:    i32 1, label %3
// CHECK-NEXT:    i32 2, label %4
// CHECK-NEXT:  ]
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %1
// CHECK-NEXT:  ret i32 -1
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %1
// CHECK-NEXT:  ret i32 10
// CHECK-EMPTY:
// CHECK-NEXT: 4:                                                ; preds = %1
// CHECK-NEXT:  %5 = phi i32 [ %0, %1 ]
// CHECK-NEXT:  %6 = mul i32 %5, %5
// CHECK-NEXT:  ret i32 %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @main() {
// CHECK-NEXT:  %1 = call i32 @sum_to(i32 10)
// CHECK-NEXT:  %2 = alloca [4 x float], i64 1, align 16
// CHECK-NEXT:  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 7.250000e+00, float 3.000000e+00>, ptr %2, align 16
// CHECK-NEXT:  %3 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 2
// CHECK-NEXT:  %4 = load float, ptr %3, align 4
// CHECK-NEXT:  %5 = call float @llvm.maxnum.f32(float %4, float -2.000000e+00)
// CHECK-NEXT:  %6 = call float @llvm.fmuladd.f32(float %5, float %5, float -2.000000e+00)
// CHECK-NEXT:  %7 = fpext float %6 to double
// CHECK-NEXT:  %8 = call i32 @pick(i32 2)
// CHECK-NEXT:  %9 = load i32, ptr @counter, align 4
// CHECK-NEXT:  %10 = call i32 @llvm.smax.i32(i32 %9, i32 %8)
// CHECK-NEXT:  %11 = insertvalue { i32, double } undef, i32 %1, 0
// CHECK-NEXT:  %12 = insertvalue { i32, double } %11, double %7, 1
// CHECK-NEXT:  %13 = extractvalue { i32, double } %12, 0
// CHECK-NEXT:  %14 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %13, double %7, i32 %8, i32 %10)
// CHECK-NEXT:  ret i32 0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fmuladd.f32(float, float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}

llvm.mlir.global private constant @fmt("sum=%d max=%f sel=%d gl=%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal @counter(5 : i32) {addr_space = 0 : i32} : i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @sum_to(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %acc: i32):
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^bb3, ^bb2
^bb2:
  %acc2 = llvm.add %acc, %i : i32
  %i2 = llvm.add %i, %c1 overflow<nsw> : i32
  llvm.br ^bb1(%i2, %acc2 : i32, i32)
^bb3:
  llvm.return %acc : i32
}
llvm.func @pick(%x: i32) -> i32 {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2,
    2: ^bb3(%x : i32)
  ]
^bb1:
  %m = llvm.mlir.constant(-1 : i32) : i32
  llvm.return %m : i32
^bb2:
  %t = llvm.mlir.constant(10 : i32) : i32
  llvm.return %t : i32
^bb3(%y: i32):
  %z = llvm.mul %y, %y : i32
  llvm.return %z : i32
}
llvm.func @main() -> i32 {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %s = llvm.call @sum_to(%c10) : (i32) -> i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x !llvm.array<4 x f32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(dense<[1.5, -2.0, 7.25, 3.0]> : vector<4xf32>) : vector<4xf32>
  llvm.store %v, %buf : vector<4xf32>, !llvm.ptr
  %p2 = llvm.getelementptr inbounds %buf[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
  %e2 = llvm.load %p2 : !llvm.ptr -> f32
  %e0 = llvm.extractelement %v[%one : i64] : vector<4xf32>
  %mx = llvm.intr.maxnum(%e2, %e0) : (f32, f32) -> f32
  %fm = llvm.intr.fmuladd(%mx, %mx, %e0) : (f32, f32, f32) -> f32
  %d = llvm.fpext %fm : f32 to f64
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %sel = llvm.call @pick(%c2) : (i32) -> i32
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %gv = llvm.load %g : !llvm.ptr -> i32
  %gv2 = llvm.intr.smax(%gv, %sel) : (i32, i32) -> i32
  %agg0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %agg1 = llvm.insertvalue %s, %agg0[0] : !llvm.struct<(i32, f64)>
  %agg2 = llvm.insertvalue %d, %agg1[1] : !llvm.struct<(i32, f64)>
  %s2 = llvm.extractvalue %agg2[0] : !llvm.struct<(i32, f64)>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %s2, %d, %sel, %gv2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, i32, i32) -> i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
