// finalize-memref-to-llvm: allocation (malloc), access, descriptor queries, casts, views and copies become llvm ops over memref descriptors;
// unconverted operands come in through unrealized casts, views not expanded beforehand (subview) stay.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK-LABEL: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @ls(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %6 = llvm.add %5, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT:   %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.mul %1, %10 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %12 = llvm.add %11, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %13 = llvm.getelementptr inbounds|nuw %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg3, %13 : f32, !llvm.ptr
// CHECK-NEXT:   return %8 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc(%arg0: index) -> memref<4x?xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mul %0, %1 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.insertvalue %1, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.insertvalue %0, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.insertvalue %0, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT:   %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %20 = llvm.alloca %18 x i64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:   %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %26 = llvm.insertvalue %18, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %27 = llvm.insertvalue %19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %28 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%28) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %17 : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sv(%arg0: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 9>> {
// CHECK-NEXT:   %subview = memref.subview %arg0[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:   return %subview : memref<2x2xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim(%arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   %4 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:   %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %7 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.alloca %6 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %7, %8 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT:   %9 = llvm.getelementptr %8[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT:   %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT:   return %3, %5, %11 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %3 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT:   return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %4 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   return %arg0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @msc(%arg0: memref<?xf32>) -> memref<?xf32, 1> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %6 = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %7 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %8 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %11 = llvm.insertvalue %3, %10[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %12 = llvm.insertvalue %4, %11[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %13 = llvm.insertvalue %5, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, 1>
// CHECK-NEXT:   return %14 : memref<?xf32, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc(%arg0: memref<f32>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.insertvalue %0, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   return %15 : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @meta(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:   %9 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT:   %11 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT:   %13 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = builtin.unrealized_conversion_cast %14 : i64 to index
// CHECK-NEXT:   %16 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   return %8, %10, %12, %15 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ptr(%arg0: memref<4xf32>) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT:   return %16 : memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:   return %18 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view_dyn(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x2xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %15 = llvm.insertvalue %14, %13[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %16 = llvm.insertvalue %0, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %1, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %20 = llvm.mul %17, %0 : i64
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x2xf32>
// CHECK-NEXT:   return %22 : memref<?x?x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<4x?xf32>, %arg1: memref<4x?xf32>, %arg2: memref<2x2xf32, strided<[4, 1]>>, %arg3: memref<2x2xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : memref<2x2xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : memref<2x2xf32, strided<[4, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %5 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT:   %7 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.mul %6, %7 : i64
// CHECK-NEXT:   %9 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %10 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// CHECK-NEXT:   %12 = llvm.mul %8, %11 : i64
// CHECK-NEXT:   %13 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.getelementptr %13[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %16 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   "llvm.intr.memcpy"(%18, %15, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   %19 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   %20 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %1, %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %23 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %24 = llvm.insertvalue %20, %23[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %26 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.alloca %27 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %0, %28 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %29 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %30 = llvm.insertvalue %26, %29[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %33 = llvm.alloca %32 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %25, %33 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %34 = llvm.alloca %32 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %31, %34 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %35 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %36 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
// CHECK-NEXT:   llvm.call @memrefCopy(%37, %33, %34) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.intr.stackrestore %19 : !llvm.ptr
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @allocs(%arg0: index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:   %8 = llvm.add %6, %7 : i64
// CHECK-NEXT:   %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %12 = llvm.sub %7, %11 : i64
// CHECK-NEXT:   %13 = llvm.add %10, %12 : i64
// CHECK-NEXT:   %14 = llvm.urem %13, %7 : i64
// CHECK-NEXT:   %15 = llvm.sub %13, %14 : i64
// CHECK-NEXT:   %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
// CHECK-NEXT:   %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %9, %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %22 = llvm.insertvalue %0, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %23 = llvm.insertvalue %1, %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %24 = llvm.insertvalue %1, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %25 = llvm.insertvalue %2, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:   %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:   %31 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:   %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT:   %34 = llvm.add %30, %33 : i64
// CHECK-NEXT:   %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
// CHECK-NEXT:   %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %38 = llvm.sub %33, %37 : i64
// CHECK-NEXT:   %39 = llvm.add %36, %38 : i64
// CHECK-NEXT:   %40 = llvm.urem %39, %33 : i64
// CHECK-NEXT:   %41 = llvm.sub %39, %40 : i64
// CHECK-NEXT:   %42 = llvm.inttoptr %41 : i64 to !llvm.ptr
// CHECK-NEXT:   %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %44 = llvm.insertvalue %35, %43[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %48 = llvm.insertvalue %26, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %49 = llvm.insertvalue %27, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %50 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %51 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %52 = llvm.getelementptr %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:   %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
// CHECK-NEXT:   %54 = llvm.call @malloc(%53) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %55 = llvm.addrspacecast %54 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
// CHECK-NEXT:   %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
// CHECK-NEXT:   %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
// CHECK-NEXT:   %59 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
// CHECK-NEXT:   %61 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %62 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %63 = llvm.mul %0, %61 : i64
// CHECK-NEXT:   %64 = llvm.mul %63, %0 : i64
// CHECK-NEXT:   %65 = llvm.alloca %64 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %66 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT:   %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %68 = llvm.insertvalue %65, %67[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %69 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %71 = llvm.insertvalue %0, %70[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %72 = llvm.insertvalue %61, %71[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %73 = llvm.insertvalue %0, %72[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %74 = llvm.insertvalue %63, %73[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %75 = llvm.insertvalue %0, %74[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %76 = llvm.insertvalue %62, %75[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %77 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %78 = llvm.alloca %77 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %79 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %80 = llvm.insertvalue %78, %79[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %81 = llvm.insertvalue %78, %80[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %82 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %83 = llvm.insertvalue %82, %81[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %84 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:   %85 = llvm.extractvalue %83[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %86 = llvm.load %85 : !llvm.ptr -> f32
// CHECK-NEXT:   %87 = llvm.extractvalue %83[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   llvm.store %86, %87 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT:   %88 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %89 = llvm.extractvalue %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %90 = llvm.mul %84, %89 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %91 = llvm.extractvalue %76[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
// CHECK-NEXT:   %92 = llvm.mul %84, %91 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %93 = llvm.add %90, %92 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %94 = llvm.add %93, %84 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %95 = llvm.getelementptr inbounds|nuw %88[%94] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %96 = llvm.load %95 : !llvm.ptr -> i8
// CHECK-NEXT:   %97 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%97) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %98 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%98) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided_load(%arg0: memref<4x4xf32, strided<[8, 2], offset: 3>>, %arg1: index) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %6 = llvm.mul %0, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %8 = llvm.mul %0, %7 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %9 = llvm.add %6, %8 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %10 = llvm.getelementptr inbounds|nuw %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %11 = llvm.load %10 : !llvm.ptr -> f32
// CHECK-NEXT:   return %11 : f32
// CHECK-NEXT: }

func.func @ls(%m: memref<4x?xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  return %x : f32
}
func.func @alloc(%d: index) -> memref<4x?xf32> {
  %a = memref.alloc(%d) : memref<4x?xf32>
  %b = memref.alloca() {alignment = 32} : memref<2xi64>
  memref.dealloc %a : memref<4x?xf32>
  return %a : memref<4x?xf32>
}
func.func @sv(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 9>> {
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 9>>
  return %s : memref<2x2xf32, strided<[8, 1], offset: 9>>
}
func.func @dim(%m: memref<4x?xf32>, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.dim %m, %c0 : memref<4x?xf32>
  %b = memref.dim %m, %c1 : memref<4x?xf32>
  %c = memref.dim %m, %i : memref<4x?xf32>
  return %a, %b, %c : index, index, index
}
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %a = memref.rank %m : memref<4x?xf32>
  %b = memref.rank %u : memref<*xf32>
  return %a, %b : index, index
}
func.func @casts(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %a = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}
func.func @msc(%m: memref<?xf32>) -> memref<?xf32, 1> {
  %a = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  return %a : memref<?xf32, 1>
}
func.func @rc(%m: memref<f32>, %o: index, %s: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<f32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
func.func @meta(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index) {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %sz#0, %st#0 : memref<f32>, index, index, index
}
func.func @ptr(%m: memref<4xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %p : index
}
func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %t : memref<?x?xf32, strided<[1, ?]>>
}
func.func @view(%b: memref<2048xi8>, %s: index, %n: index) -> memref<?x4xf32> {
  %v = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @view_dyn(%b: memref<2048xi8>, %s: index, %n: index, %k: index) -> memref<?x?x2xf32> {
  %v = memref.view %b[%s][%n, %k] : memref<2048xi8> to memref<?x?x2xf32>
  return %v : memref<?x?x2xf32>
}
func.func @copy(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<2x2xf32, strided<[4, 1]>>, %d: memref<2x2xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<2x2xf32, strided<[4, 1]>> to memref<2x2xf32>
  return
}
func.func @allocs(%n: index) {
  %a = memref.alloc(%n) {alignment = 64} : memref<?x3xf64>
  %b = memref.alloc() : memref<2xvector<4xf32>>
  %c = memref.alloc() : memref<f16, 1>
  %d = memref.alloca(%n, %n) : memref<?x2x?xi8>
  %e = memref.alloca() : memref<f32>
  %c0 = arith.constant 0 : index
  %v = memref.load %e[] : memref<f32>
  memref.store %v, %e[] {nontemporal = true} : memref<f32>
  %w = memref.load %d[%c0, %c0, %c0] : memref<?x2x?xi8>
  memref.dealloc %a : memref<?x3xf64>
  memref.dealloc %b : memref<2xvector<4xf32>>
  return
}
func.func @strided_load(%m: memref<4x4xf32, strided<[8, 2], offset: 3>>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 3>>
  return %v : f32
}

