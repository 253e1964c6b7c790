// convert-func-to-llvm=use-bare-ptr-memref-call-conv on functions with memref arguments: each used statically shaped memref
// argument gets its descriptor rebuilt from the pointer at the start of the body; unused ones none; a function with a
// dynamically shaped memref argument stays func.func (its return still lowers, as mlir-opt 22 does); non-UTF-8 names.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s
// CHECK-LABEL: llvm.func @stat(%arg0: !llvm.ptr, %arg1: i64) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x3xf32>
// CHECK-NEXT:   %15 = memref.load %14[%0, %0] : memref<4x3xf32>
// CHECK-NEXT:   %16 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %17 = llvm.call @stat2(%16) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:   %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %23 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %24 = llvm.insertvalue %23, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %25 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %27 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %28 = llvm.insertvalue %27, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %30 = llvm.insertvalue %29, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   llvm.return %15 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @stat2(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @ret(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf64>
// CHECK-NEXT:   cf.br ^bb1(%9 : memref<2xf64>)
// CHECK-NEXT: ^bb1(%10: memref<2xf64>):  // pred: ^bb0
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %10 : memref<2xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %12 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @unused(%arg0: !llvm.ptr) {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @"\FFab"(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @"\FFac"(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @non_utf8(%arg0: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.call @"\FFab"(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @off(%arg0: !llvm.ptr, %arg1: i64) -> i32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi32, strided<[1], offset: 2>>
// CHECK-NEXT:   %11 = memref.load %10[%0] : memref<8xi32, strided<[1], offset: 2>>
// CHECK-NEXT:   llvm.return %11 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: memref<?xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK-NEXT: }

func.func @stat(%m: memref<4x3xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<4x3xf32>
  %r = func.call @stat2(%m) : (memref<4x3xf32>) -> memref<4x3xf32>
  return %v : f32
}
func.func private @stat2(memref<4x3xf32>) -> memref<4x3xf32>
func.func @ret(%a: memref<8xi32, strided<[1], offset: 2>>, %b: memref<2xf64>, %x: i32) -> memref<2xf64> {
  cf.br ^bb1(%b : memref<2xf64>)
^bb1(%c: memref<2xf64>):
  return %c : memref<2xf64>
}
func.func @unused(%a: memref<f32>) {
  return
}
func.func private @"\FFab"(memref<4xf32>)
func.func private @"\FFac"(memref<4xf32>)
func.func @non_utf8(%m: memref<4xf32>) {
  func.call @"\FFab"(%m) : (memref<4xf32>) -> ()
  return
}
func.func @off(%a: memref<8xi32, strided<[1], offset: 2>>, %i: index) -> i32 {
  %v = memref.load %a[%i] : memref<8xi32, strided<[1], offset: 2>>
  return %v : i32
}
func.func @dyn(%a: memref<?xi32>, %i: index) -> i32 {
  %v = memref.load %a[%i] : memref<?xi32>
  return %v : i32
}
