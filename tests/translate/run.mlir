// strata-translate --mlir-to-llvmir: LLVM IR text from the llvm dialect. The output is
// equivalent to mlir-translate 22's (named values, no constant folding), not identical;
// the CHECK lines assert the LLVM IR semantics. Compiled with clang-22, this program
// prints "sum=45 max=50.562500 sel=4 gl=5", as mlir-translate's output does.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s -o %t.ll && FileCheck %s < %t.ll

// CHECK: @fmt = private constant [28 x i8] c"sum=%d max=%f sel=%d gl=%d\0A\00"
// CHECK: @counter = internal global i32 5
// CHECK: declare i32 @printf(ptr, ...)
// CHECK-LABEL: define i32 @sum_to(i32 %a0) {
// CHECK: bb1:
// CHECK-NEXT: %[[I:v[0-9]+]] = phi i32 [ 0, %bb0 ], [ %[[I2:v[0-9]+]], %bb2 ]
// CHECK-NEXT: %[[ACC:v[0-9]+]] = phi i32 [ 0, %bb0 ], [ %[[ACC2:v[0-9]+]], %bb2 ]
// CHECK-NEXT: %[[DONE:v[0-9]+]] = icmp sge i32 %[[I]], %a0
// CHECK-NEXT: br i1 %[[DONE]], label %bb3, label %bb2
// CHECK: %[[ACC2]] = add i32 %[[ACC]], %[[I]]
// CHECK-NEXT: %[[I2]] = add nsw i32 %[[I]], 1
// CHECK-NEXT: br label %bb1
// CHECK: ret i32 %[[ACC]]
// CHECK-LABEL: define i32 @pick(i32 %a0) {
// CHECK: switch i32 %a0, label %bb1 [ i32 1, label %bb2 i32 2, label %bb3 ]
// CHECK: phi i32 [ %a0, %bb0 ]
// CHECK-LABEL: define i32 @main() {
// CHECK: alloca [4 x float], i64 1, align 16
// CHECK: store <4 x float> <float 0x3FF8000000000000, float 0xC000000000000000, float 0x401D000000000000, float 0x4008000000000000>, ptr
// CHECK: getelementptr inbounds [4 x float], ptr %{{v[0-9]+}}, i32 0, i32 2
// CHECK: call float @llvm.maxnum.f32(
// CHECK: call float @llvm.fmuladd.f32(
// CHECK: load i32, ptr @counter
// CHECK: call i32 @llvm.smax.i32(
// CHECK: insertvalue { i32, double } undef, i32
// CHECK: call i32 (ptr, ...) @printf(ptr @fmt, i32
// CHECK: ret i32 0
// CHECK-DAG: declare float @llvm.maxnum.f32(float, float)
// CHECK-DAG: declare float @llvm.fmuladd.f32(float, float, float)
// CHECK-DAG: declare i32 @llvm.smax.i32(i32, i32)

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
