// strata-translate --mlir-to-llvmir: alignments from the default data layout on loads, stores and allocas without one. The CHECK lines are mlir-translate
// 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%p: !llvm.ptr) {
  %a = llvm.load %p : !llvm.ptr -> i1
  %b = llvm.load %p : !llvm.ptr -> i8
  %c = llvm.load %p : !llvm.ptr -> i16
  %d = llvm.load %p : !llvm.ptr -> i64
  %e = llvm.load %p : !llvm.ptr -> i128
  %f = llvm.load %p : !llvm.ptr -> f64
  %g = llvm.load %p : !llvm.ptr -> f16
  %h = llvm.load %p : !llvm.ptr -> bf16
  %i = llvm.load %p : !llvm.ptr -> f128
  %j = llvm.load %p : !llvm.ptr -> f80
  %k = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> vector<2xi64>
  %m = llvm.load %p : !llvm.ptr -> vector<3xf32>
  %n = llvm.load %p : !llvm.ptr -> !llvm.array<3 x i64>
  %o = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, f64)>
  %q = llvm.load %p : !llvm.ptr -> !llvm.struct<packed (i8, f64)>
  %r = llvm.load %p : !llvm.ptr -> i24
  %s = llvm.load %p : !llvm.ptr -> vector<8xi1>
  %t = llvm.load %p : !llvm.ptr -> vector<16xf32>
  %u = llvm.load %p : !llvm.ptr -> i256
  %v = llvm.load %p : !llvm.ptr -> i32 
  %w = llvm.load %p {alignment = 2 : i64} : !llvm.ptr -> i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %x1 = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  %x2 = llvm.alloca %c1 x i128 : (i64) -> !llvm.ptr
  %x3 = llvm.alloca %c1 x !llvm.struct<(i8, f64)> : (i64) -> !llvm.ptr
  %x4 = llvm.alloca %c1 x vector<3xf32> : (i64) -> !llvm.ptr
  %x5 = llvm.alloca %c1 x f80 : (i64) -> !llvm.ptr
  %x6 = llvm.alloca %c1 x !llvm.array<4 x i8> : (i64) -> !llvm.ptr
  llvm.store %d, %p : i64, !llvm.ptr
  llvm.return
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define void @f(ptr %0) {
// CHECK-NEXT: %2 = load i1, ptr %0, align 1
// CHECK-NEXT: %3 = load i8, ptr %0, align 1
// CHECK-NEXT: %4 = load i16, ptr %0, align 2
// CHECK-NEXT: %5 = load i64, ptr %0, align 4
// CHECK-NEXT: %6 = load i128, ptr %0, align 4
// CHECK-NEXT: %7 = load double, ptr %0, align 8
// CHECK-NEXT: %8 = load half, ptr %0, align 2
// CHECK-NEXT: %9 = load bfloat, ptr %0, align 2
// CHECK-NEXT: %10 = load fp128, ptr %0, align 16
// CHECK-NEXT: %11 = load x86_fp80, ptr %0, align 16
// CHECK-NEXT: %12 = load ptr, ptr %0, align 8
// CHECK-NEXT: %13 = load <2 x i64>, ptr %0, align 16
// CHECK-NEXT: %14 = load <3 x float>, ptr %0, align 16
// CHECK-NEXT: %15 = load [3 x i64], ptr %0, align 4
// CHECK-NEXT: %16 = load { i8, double }, ptr %0, align 8
// CHECK-NEXT: %17 = load <{ i8, double }>, ptr %0, align 1
// CHECK-NEXT: %18 = load i24, ptr %0, align 4
// CHECK-NEXT: %19 = load <8 x i1>, ptr %0, align 1
// CHECK-NEXT: %20 = load <16 x float>, ptr %0, align 64
// CHECK-NEXT: %21 = load i256, ptr %0, align 4
// CHECK-NEXT: %22 = load i32, ptr %0, align 4
// CHECK-NEXT: %23 = load i32, ptr %0, align 2
// CHECK-NEXT: %24 = alloca i64, i64 1, align 8
// CHECK-NEXT: %25 = alloca i128, i64 1, align 8
// CHECK-NEXT: %26 = alloca { i8, double }, i64 1, align 8
// CHECK-NEXT: %27 = alloca <3 x float>, i64 1, align 16
// CHECK-NEXT: %28 = alloca x86_fp80, i64 1, align 16
// CHECK-NEXT: %29 = alloca [4 x i8], i64 1, align 1
// CHECK-NEXT: store i64 %5, ptr %0, align 4
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
