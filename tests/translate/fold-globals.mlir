// strata-translate --mlir-to-llvmir: folding of addresses into globals (byte-offset getelementptr constant expressions), null-based offsets through ptrtoint, float arithmetic and bitcasts, and zero initializers. The CHECK lines are mlir-translate
// 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.mlir.global internal @g(dense<0.0> : tensor<8xf32>) : !llvm.array<8 x f32>
llvm.func @f(%p: !llvm.ptr) {
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %q = llvm.getelementptr %a[0, %c2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  %q2 = llvm.getelementptr inbounds %a[1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %q, %p : !llvm.ptr, !llvm.ptr
  llvm.store %q2, %p : !llvm.ptr, !llvm.ptr
  %n = llvm.mlir.zero : !llvm.ptr
  %g2 = llvm.getelementptr %n[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f64)>
  %i = llvm.ptrtoint %g2 : !llvm.ptr to i64
  llvm.store %i, %p : i64, !llvm.ptr
  %f1 = llvm.mlir.constant(1.5 : f32) : f32
  %f2 = llvm.fadd %f1, %f1 : f32
  llvm.store %f2, %p : f32, !llvm.ptr
  %bc = llvm.bitcast %f1 : f32 to i32
  llvm.store %bc, %p : i32, !llvm.ptr
  %it = llvm.inttoptr %c2 : i64 to !llvm.ptr
  llvm.store %it, %p : !llvm.ptr, !llvm.ptr
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @g = internal global [8 x float] zeroinitializer
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0) {
// CHECK-NEXT: store ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), ptr %0, align 8
// CHECK-NEXT: store ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), ptr %0, align 8
// CHECK-NEXT: store i64 24, ptr %0, align 4
// CHECK-NEXT: store float 3.000000e+00, ptr %0, align 4
// CHECK-NEXT: store i32 1069547520, ptr %0, align 4
// CHECK-NEXT: store ptr inttoptr (i64 2 to ptr), ptr %0, align 8
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
