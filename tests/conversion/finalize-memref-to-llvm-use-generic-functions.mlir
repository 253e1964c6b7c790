// finalize-memref-to-llvm with use-generic-functions (mlir-opt 22's option).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm=use-generic-functions | FileCheck %s
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc(%arg0: index) -> (memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>) {
// CHECK:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:   %7 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:   %8 = llvm.add %6, %7 : i64
// CHECK-NEXT:   %9 = llvm.call @_mlir_memref_to_llvm_alloc(%8) : (i64) -> !llvm.ptr
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
// CHECK-NEXT:   %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xf64>
// CHECK-NEXT:   %27 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:   %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT:   %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT:   %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT:   %35 = llvm.add %31, %34 : i64
// CHECK-NEXT:   %36 = llvm.call @_mlir_memref_to_llvm_alloc(%35) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
// CHECK-NEXT:   %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %39 = llvm.sub %34, %38 : i64
// CHECK-NEXT:   %40 = llvm.add %37, %39 : i64
// CHECK-NEXT:   %41 = llvm.urem %40, %34 : i64
// CHECK-NEXT:   %42 = llvm.sub %40, %41 : i64
// CHECK-NEXT:   %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
// CHECK-NEXT:   %44 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %45 = llvm.insertvalue %36, %44[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %46 = llvm.insertvalue %43, %45[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %47 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %49 = llvm.insertvalue %27, %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %50 = llvm.insertvalue %28, %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<4xf32>>
// CHECK-NEXT:   %52 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:   %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %54 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// CHECK-NEXT:   %57 = llvm.call @_mlir_memref_to_llvm_alloc(%56) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %61 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %63 = llvm.insertvalue %52, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %64 = llvm.insertvalue %53, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %65 = builtin.unrealized_conversion_cast %64 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<5xi8>
// CHECK-NEXT:   %66 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @_mlir_memref_to_llvm_free(%66) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %26, %51, %65 : memref<?x3xf64>, memref<2xvector<4xf32>>, memref<5xi8>
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

