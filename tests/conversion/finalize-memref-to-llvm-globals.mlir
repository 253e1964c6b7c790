// finalize-memref-to-llvm: memref.global becomes llvm.mlir.global (nested arrays, private/external linkage, uninitialized globals get an undef initializer),
// memref.get_global a descriptor over llvm.mlir.addressof (allocated pointer 0xdeadbeef).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK: llvm.mlir.global private constant @c(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00{{\]\]}}> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @pub() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT:   llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @s(2.500000e+00 : f64) {addr_space = 0 : i32} : f64
// CHECK-NEXT: llvm.mlir.global external @ext() {addr_space = 0 : i32} : !llvm.array<8 x i8>
// CHECK-NEXT: llvm.mlir.global private @al(dense<0.000000e+00> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
// CHECK-NEXT: llvm.mlir.global private @sp() {addr_space = 3 : i32} : !llvm.array<2 x f32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.array<2 x f32>
// CHECK-NEXT:   llvm.return %0 : !llvm.array<2 x f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @get() -> (f32, f64) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:   %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT:   %8 = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT:   %9 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:   %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT:   %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.insertvalue %1, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.insertvalue %2, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %2, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %20 = llvm.insertvalue %3, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %21 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %22 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %23 = llvm.mul %0, %22 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %24 = llvm.add %23, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %25 = llvm.getelementptr inbounds|nuw %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %26 = llvm.load %25 : !llvm.ptr -> f32
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:   %31 = llvm.mlir.addressof @s : !llvm.ptr
// CHECK-NEXT:   %32 = llvm.getelementptr %31[0] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK-NEXT:   %33 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
// CHECK-NEXT:   %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %40 = llvm.extractvalue %39[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %41 = llvm.load %40 : !llvm.ptr -> f64
// CHECK-NEXT:   %42 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %44 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %45 = llvm.getelementptr %44[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
// CHECK-NEXT:   %47 = llvm.mlir.addressof @sp : !llvm.ptr<3>
// CHECK-NEXT:   %48 = llvm.getelementptr %47[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x f32>
// CHECK-NEXT:   %49 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<3>
// CHECK-NEXT:   %51 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %53 = llvm.insertvalue %48, %52[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %56 = llvm.insertvalue %42, %55[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %57 = llvm.insertvalue %43, %56[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   return %26, %41 : f32, f64
// CHECK-NEXT: }

memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @pub : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f64> = dense<2.5>
memref.global @ext : memref<8xi8>
memref.global "private" @al : memref<2xf32> = dense<0.0> {alignment = 16}
memref.global "private" @sp : memref<2xf32, 3> = uninitialized
func.func @get() -> (f32, f64) {
  %c0 = arith.constant 0 : index
  %a = memref.get_global @c : memref<2x3xf32>
  %v = memref.load %a[%c0, %c0] : memref<2x3xf32>
  %b = memref.get_global @s : memref<f64>
  %w = memref.load %b[] : memref<f64>
  %e = memref.get_global @sp : memref<2xf32, 3>
  return %v, %w : f32, f64
}

