// strata-translate --mlir-to-llvmir: llvm.shufflevector masks print as LLVM prints the
// constant vector: all-zero as zeroinitializer, all-poison as poison. The CHECK lines
// are mlir-translate 22's whole output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @masks(%a: vector<4xf32>) -> vector<2xf32> {
  %0 = llvm.shufflevector %a, %a [-1, -1] : vector<4xf32>
  %1 = llvm.shufflevector %a, %a [0, 0, 0, 0] : vector<4xf32>
  %2 = llvm.shufflevector %a, %a [1, -1] : vector<4xf32>
  %3 = llvm.fadd %0, %2 : vector<2xf32>
  llvm.return %3 : vector<2xf32>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define <2 x float> @masks(<4 x float> %0) {
// CHECK-NEXT:   %2 = shufflevector <4 x float> %0, <4 x float> %0, <2 x i32> poison
// CHECK-NEXT:   %3 = shufflevector <4 x float> %0, <4 x float> %0, <4 x i32> zeroinitializer
// CHECK-NEXT:   %4 = shufflevector <4 x float> %0, <4 x float> %0, <2 x i32> <i32 1, i32 poison>
// CHECK-NEXT:   %5 = fadd <2 x float> %2, %4
// CHECK-NEXT:   ret <2 x float> %5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
