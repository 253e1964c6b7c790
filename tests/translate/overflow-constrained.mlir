// strata-translate --mlir-to-llvmir: llvm.intr.uadd.with.overflow (named after its
// operand type) and llvm.intr.experimental.constrained.fptrunc (rounding mode and
// exception behaviour as metadata arguments, a strictfp call-site attribute group
// numbered after the declarations' groups). The CHECK lines are mlir-translate 22's whole
// output.
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.func @f(%a: i32, %b: i32, %x: f64, %v: vector<4xi32>, %w: vector<4xi32>) -> f32 {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
  %2 = "llvm.intr.uadd.with.overflow"(%v, %w) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  %3 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %x tonearest strict : f64 to f32
  %5 = llvm.fadd %3, %4 : f32
  llvm.return %5 : f32
}

llvm.func @g(%x: f32) -> f16 {
  %0 = llvm.intr.experimental.constrained.fptrunc %x downward maytrap : f32 to f16
  %1 = llvm.intr.experimental.constrained.fptrunc %x dynamic ignore : f32 to f16
  %2 = llvm.intr.experimental.constrained.fptrunc %x upward ignore : f32 to f16
  %3 = llvm.intr.experimental.constrained.fptrunc %x tonearestaway ignore : f32 to f16
  %4 = llvm.fadd %0, %1 : f16
  llvm.return %4 : f16
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define float @f(i32 %0, i32 %1, double %2, <4 x i32> %3, <4 x i32> %4) {
// CHECK-NEXT:   %6 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
// CHECK-NEXT:   %7 = extractvalue { i32, i1 } %6, 0
// CHECK-NEXT:   %8 = call { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32> %3, <4 x i32> %4)
// CHECK-NEXT:   %9 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.towardzero", metadata !"fpexcept.ignore") #2
// CHECK-NEXT:   %10 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.tonearest", metadata !"fpexcept.strict") #2
// CHECK-NEXT:   %11 = fadd float %9, %10
// CHECK-NEXT:   ret float %11
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define half @g(float %0) {
// CHECK-NEXT:   %2 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.downward", metadata !"fpexcept.maytrap") #2
// CHECK-NEXT:   %3 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.dynamic", metadata !"fpexcept.ignore") #2
// CHECK-NEXT:   %4 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.upward", metadata !"fpexcept.ignore") #2
// CHECK-NEXT:   %5 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") #2
// CHECK-NEXT:   %6 = fadd half %2, %3
// CHECK-NEXT:   ret half %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32>, <4 x i32>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata) #1
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
// CHECK-NEXT: attributes #2 = { strictfp }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
