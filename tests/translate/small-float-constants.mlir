// strata-translate --mlir-to-llvmir: constants of float formats LLVM lacks (f8*, f6*,
// f4E2M1FN), which the LLVM lowering keeps as attributes on integer-typed constants, are
// their bits as integers (scalars, dense vectors, splats). The CHECK lines are
// mlir-translate 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f() -> i8 {
  %0 = llvm.mlir.constant(1.5 : f8E4M3FN) : i8
  llvm.return %0 : i8
}
llvm.func @g() -> vector<2xi8> {
  %1 = llvm.mlir.constant(dense<[1.0, 2.5]> : vector<2xf8E4M3FN>) : vector<2xi8>
  llvm.return %1 : vector<2xi8>
}
llvm.func @h() -> vector<2xi8> {
  %1 = llvm.mlir.constant(dense<2.5> : vector<2xf8E4M3FN>) : vector<2xi8>
  llvm.return %1 : vector<2xi8>
}
llvm.func @k() -> !llvm.array<2 x vector<2xi4>> {
  %1 = llvm.mlir.constant(dense<[[1.0, -2.0], [4.0, 6.0]]> : vector<2x2xf4E2M1FN>) : !llvm.array<2 x vector<2xi4>>
  llvm.return %1 : !llvm.array<2 x vector<2xi4>>
}
llvm.func @m() -> i6 {
  %0 = llvm.mlir.constant(-12.0 : f6E3M2FN) : i6
  llvm.return %0 : i6
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i8 @f() {
// CHECK-NEXT:   ret i8 60
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <2 x i8> @g() {
// CHECK-NEXT:   ret <2 x i8> <i8 56, i8 66>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <2 x i8> @h() {
// CHECK-NEXT:   ret <2 x i8> splat (i8 66)
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define [2 x <2 x i4>] @k() {
// CHECK-NEXT:   ret [2 x <2 x i4>] [<2 x i4> <i4 2, i4 -4>, <2 x i4> <i4 6, i4 7>]
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i6 @m() {
// CHECK-NEXT:   ret i6 -6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
