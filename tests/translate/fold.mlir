// strata-translate --mlir-to-llvmir: constant folding as LLVM's IRBuilder does (integer arithmetic, compares, casts, select, vector and aggregate constants, pointer offsets of null). The CHECK lines are mlir-translate
// 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %a = llvm.add %c3, %c5 : i32
  %b = llvm.mul %a, %c5 overflow<nsw> : i32
  %c = llvm.sdiv %b, %c3 : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %d = llvm.udiv %c, %z : i32
  %e = llvm.add %d, %x : i32
  %f = llvm.icmp "slt" %c3, %c5 : i32
  %g = llvm.select %f, %c, %x : i1, i32
  %h = llvm.zext %c3 : i32 to i64
  %v = llvm.mlir.constant(dense<2> : vector<4xi32>) : vector<4xi32>
  llvm.store %v, %p : vector<4xi32>, !llvm.ptr
  %i1 = llvm.mlir.constant(1 : i64) : i64
  %w = llvm.extractelement %v[%i1 : i64] : vector<4xi32>
  %w2 = llvm.insertelement %c3, %v[%i1 : i64] : vector<4xi32>
  llvm.store %w2, %p : vector<4xi32>, !llvm.ptr
  %s0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
  %s1 = llvm.insertvalue %c3, %s0[0] : !llvm.struct<(i32, i64)>
  %s2 = llvm.insertvalue %h, %s1[1] : !llvm.struct<(i32, i64)>
  llvm.store %s2, %p : !llvm.struct<(i32, i64)>, !llvm.ptr
  %s3 = llvm.extractvalue %s2[1] : !llvm.struct<(i32, i64)>
  llvm.store %s3, %p : i64, !llvm.ptr
  %n = llvm.mlir.zero : !llvm.ptr
  %gp = llvm.getelementptr %n[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %pi = llvm.ptrtoint %gp : !llvm.ptr to i64
  llvm.store %pi, %p : i64, !llvm.ptr
  %t = llvm.trunc %h : i64 to i8
  llvm.store %t, %p : i8, !llvm.ptr
  %sh = llvm.shl %c3, %c5 : i32
  %r = llvm.add %e, %g : i32
  %r2 = llvm.add %r, %w : i32
  %r3 = llvm.add %r2, %sh : i32
  llvm.return %r3 : i32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @f(ptr %0, i32 %1) {
// CHECK-NEXT: %3 = add i32 poison, %1
// CHECK-NEXT: %4 = select i1 true, i32 13, i32 %1
// CHECK-NEXT: store <4 x i32> splat (i32 2), ptr %0, align 16
// CHECK-NEXT: store <4 x i32> <i32 2, i32 3, i32 2, i32 2>, ptr %0, align 16
// CHECK-NEXT: store { i32, i64 } { i32 3, i64 3 }, ptr %0, align 4
// CHECK-NEXT: store i64 3, ptr %0, align 4
// CHECK-NEXT: store i64 4, ptr %0, align 4
// CHECK-NEXT: store i8 3, ptr %0, align 1
// CHECK-NEXT: %5 = add i32 %3, %4
// CHECK-NEXT: %6 = add i32 %5, 2
// CHECK-NEXT: %7 = add i32 %6, 96
// CHECK-NEXT: ret i32 %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
