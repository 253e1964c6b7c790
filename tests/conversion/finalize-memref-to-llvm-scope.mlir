// finalize-memref-to-llvm: memref.alloca_scope inlined between llvm.intr.stacksave and llvm.intr.stackrestore
// (results through a continuation block); memref.dim of an unranked memref read through its descriptor pointer.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK-LABEL: func.func @scope(%arg0: index) -> f32 {
// CHECK:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %9 = llvm.insertvalue %0, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %10 = llvm.insertvalue %2, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:   %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %13 = llvm.getelementptr inbounds|nuw %12[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.intr.stackrestore %1 : !llvm.ptr
// CHECK-NEXT:   llvm.br ^bb2(%14 : f32)
// CHECK-NEXT: ^bb2(%15: f32):  // pred: ^bb1
// CHECK-NEXT:   llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %16 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   llvm.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %17 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %19 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %25 = llvm.insertvalue %17, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   llvm.intr.stackrestore %16 : !llvm.ptr
// CHECK-NEXT:   llvm.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   return %15 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<24xi32>, %arg1: memref<2xindex>, %arg2: memref<?x4xi32>, %arg3: memref<*xf32>) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %5 = llvm.add %4, %1 : i64
// CHECK-NEXT:   %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT:   %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT:   return %8 : index
// CHECK-NEXT: }

func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xi8>
  }
  return %r : f32
}
func.func @reshape(%m: memref<24xi32>, %s: memref<2xindex>, %t: memref<?x4xi32>, %u: memref<*xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %u, %c1 : memref<*xf32>
  return %d : index
}

