// strata-translate --mlir-to-llvmir: a splat shufflevector of a scalable vector takes a
// scalable mask type, and a nested module is left out (as mlir-translate 22 does: only the
// top module's functions and globals are translated). CHECK lines are mlir-translate 22's.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @outer(%v: f32) -> vector<[4]xf32> {
  %p = llvm.mlir.poison : vector<[4]xf32>
  %z = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.insertelement %v, %p[%z : i32] : vector<[4]xf32>
  %s = llvm.shufflevector %i, %p [0, 0, 0, 0] : vector<[4]xf32>
  llvm.return %s : vector<[4]xf32>
}
module @inner {
  llvm.func @hidden() {
    llvm.return
  }
}

// CHECK: define <vscale x 4 x float> @outer(float %0) {
// CHECK-NEXT:   %2 = insertelement <vscale x 4 x float> poison, float %0, i32 0
// CHECK-NEXT:   %3 = shufflevector <vscale x 4 x float> %2, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
// CHECK-NEXT:   ret <vscale x 4 x float> %3
// CHECK-NEXT: }
// CHECK-NOT: hidden
