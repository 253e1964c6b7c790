// finalize-memref-to-llvm: memref.reshape with a statically shaped shape operand (sizes loaded from it, row-major strides).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK-LABEL: func.func @reshape(%arg0: memref<24xi32>, %arg1: memref<2xindex>, %arg2: memref<?x4xi32>) -> (memref<6x4xi32>, memref<?x?xi32>) {
// CHECK:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<?x4xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<24xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.insertvalue %10, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.mul %10, %11 : i64
// CHECK-NEXT:   %15 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %16 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:   %17 = llvm.insertvalue %16, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.insertvalue %15, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<6x4xi32>
// CHECK-NEXT:   %20 = llvm.mul %15, %16 : i64
// CHECK-NEXT:   %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %22 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %23 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %24 = llvm.insertvalue %22, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %26 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %30 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %31 = llvm.getelementptr inbounds|nuw %30[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %32 = llvm.load %31 : !llvm.ptr -> i64
// CHECK-NEXT:   %33 = builtin.unrealized_conversion_cast %32 : i64 to index
// CHECK-NEXT:   %34 = builtin.unrealized_conversion_cast %33 : index to i64
// CHECK-NEXT:   %35 = llvm.insertvalue %34, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %36 = llvm.insertvalue %28, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %37 = llvm.mul %28, %34 : i64
// CHECK-NEXT:   %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %39 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %40 = llvm.getelementptr inbounds|nuw %39[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %41 = llvm.load %40 : !llvm.ptr -> i64
// CHECK-NEXT:   %42 = builtin.unrealized_conversion_cast %41 : i64 to index
// CHECK-NEXT:   %43 = builtin.unrealized_conversion_cast %42 : index to i64
// CHECK-NEXT:   %44 = llvm.insertvalue %43, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %45 = llvm.insertvalue %37, %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xi32>
// CHECK-NEXT:   %47 = llvm.mul %37, %43 : i64
// CHECK-NEXT:   return %19, %46 : memref<6x4xi32>, memref<?x?xi32>
// CHECK-NEXT: }

func.func @reshape(%m: memref<24xi32>, %s: memref<2xindex>, %t: memref<?x4xi32>) -> (memref<6x4xi32>, memref<?x?xi32>) {
  %r = memref.reshape %m(%s) : (memref<24xi32>, memref<2xindex>) -> memref<6x4xi32>
  %q = memref.reshape %t(%s) : (memref<?x4xi32>, memref<2xindex>) -> memref<?x?xi32>
  return %r, %q : memref<6x4xi32>, memref<?x?xi32>
}

