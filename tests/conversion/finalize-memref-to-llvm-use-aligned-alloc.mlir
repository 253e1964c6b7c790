// finalize-memref-to-llvm with use-aligned-alloc (mlir-opt 22's option).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc(%arg0: index) -> (memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>) {
// CHECK:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.sub %7, %8 : i64
// CHECK-NEXT:   %10 = llvm.add %6, %9 : i64
// CHECK-NEXT:   %11 = llvm.urem %10, %7 : i64
// CHECK-NEXT:   %12 = llvm.sub %10, %11 : i64
// CHECK-NEXT:   %13 = llvm.call @aligned_alloc(%7, %12) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:   %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %0, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %20 = llvm.insertvalue %1, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %22 = llvm.insertvalue %2, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xf64>
// CHECK-NEXT:   %24 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %27 = llvm.getelementptr %26[%24] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:   %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT:   %29 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   %30 = llvm.call @aligned_alloc(%29, %28) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:   %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %36 = llvm.insertvalue %24, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %37 = llvm.insertvalue %25, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<4xf32>>
// CHECK-NEXT:   %39 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:   %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %41 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %42 = llvm.getelementptr %41[%39] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
// CHECK-NEXT:   %44 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:   %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %46 = llvm.sub %44, %45 : i64
// CHECK-NEXT:   %47 = llvm.add %43, %46 : i64
// CHECK-NEXT:   %48 = llvm.urem %47, %44 : i64
// CHECK-NEXT:   %49 = llvm.sub %47, %48 : i64
// CHECK-NEXT:   %50 = llvm.call @aligned_alloc(%44, %49) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT:   %51 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %56 = llvm.insertvalue %39, %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %57 = llvm.insertvalue %40, %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %58 = builtin.unrealized_conversion_cast %57 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<5xi8>
// CHECK-NEXT:   %59 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%59) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %23, %38, %58 : memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ld(%arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.mul %0, %3 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %5 = llvm.add %4, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:   %6 = llvm.getelementptr inbounds|nuw %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.load %6 : !llvm.ptr -> f32
// CHECK-NEXT:   return %7 : f32
// CHECK-NEXT: }

func.func @alloc(%n: index) -> (memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>) {
  %a = memref.alloc(%n) {alignment = 64} : memref<?x3xf64>
  %b = memref.alloc() : memref<2xvector<4xf32>>
  %c = memref.alloc() : memref<5xi8>
  memref.dealloc %a : memref<?x3xf64>
  return %a, %b, %c : memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>
}
func.func @ld(%m: memref<4x?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<4x?xf32>
  return %v : f32
}

