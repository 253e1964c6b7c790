// A memref program lowered to the llvm dialect end to end (scf.for, subview, collapse_shape, get_global, alloc/dealloc),
// then to LLVM IR. The pipeline output is mlir-opt 22's; compiled with llc-22/clang-22 and called from C
// (sum over a 3x4 buffer) it returns the expected 60.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: strata-opt %s --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | strata-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// LLVM: @table = private constant [4 x float]
// LLVM-DAG: declare ptr @malloc(i64)
// LLVM-DAG: declare void @free(ptr)
// LLVM-LABEL: define float @sum(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
// LLVM: call void @free(ptr
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.mlir.global private constant @table(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:   %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %14 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %15 = llvm.getelementptr %14[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
// CHECK-NEXT:   %17 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT:   %18 = llvm.getelementptr %17[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
// CHECK-NEXT:   %19 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %20 = llvm.inttoptr %19 : i64 to !llvm.ptr
// CHECK-NEXT:   %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %26 = llvm.insertvalue %12, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %27 = llvm.insertvalue %13, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %30 = llvm.getelementptr %29[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT:   %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %33 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %34 = llvm.insertvalue %32, %33[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %36 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %38 = llvm.insertvalue %arg7, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %39 = llvm.insertvalue %28, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   llvm.br ^bb1(%8, %11 : i64, f32)
// CHECK-NEXT: ^bb1(%40: i64, %41: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %42 = llvm.icmp "slt" %40, %arg7 : i64
// CHECK-NEXT:   llvm.cond_br %42, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %43 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %44 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %45 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %46 = llvm.insertvalue %43, %45[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %47 = llvm.insertvalue %44, %46[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %48 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %50 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %51 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %52 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %53 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %54 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %55 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %56 = llvm.mul %40, %55 overflow<nsw> : i64
// CHECK-NEXT:   %57 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %58 = llvm.extractvalue %49[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %59 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %60 = llvm.insertvalue %58, %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %61 = llvm.insertvalue %59, %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %62 = llvm.insertvalue %56, %61[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %63 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %64 = llvm.insertvalue %63, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %66 = llvm.insertvalue %65, %64[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   llvm.br ^bb3(%8, %41 : i64, f32)
// CHECK-NEXT: ^bb3(%67: i64, %68: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %69 = llvm.icmp "slt" %67, %10 : i64
// CHECK-NEXT:   llvm.cond_br %69, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %70 = llvm.extractvalue %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %71 = llvm.extractvalue %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %72 = llvm.getelementptr %70[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %73 = llvm.getelementptr inbounds|nuw %72[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %74 = llvm.load %73 : !llvm.ptr -> f32
// CHECK-NEXT:   %75 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %76 = llvm.getelementptr inbounds|nuw %75[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %77 = llvm.load %76 : !llvm.ptr -> f32
// CHECK-NEXT:   %78 = llvm.fmul %74, %77 : f32
// CHECK-NEXT:   %79 = llvm.fadd %68, %78 : f32
// CHECK-NEXT:   %80 = llvm.add %67, %9 : i64
// CHECK-NEXT:   llvm.br ^bb3(%80, %79 : i64, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %81 = llvm.extractvalue %39[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %82 = llvm.getelementptr inbounds|nuw %81[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %68, %82 : f32, !llvm.ptr
// CHECK-NEXT:   %83 = llvm.add %40, %9 : i64
// CHECK-NEXT:   llvm.br ^bb1(%83, %68 : i64, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   %84 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %85 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %86 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %87 = llvm.insertvalue %84, %86[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %88 = llvm.insertvalue %85, %87[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %89 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %90 = llvm.insertvalue %89, %88[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %91 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %92 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %93 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %94 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %95 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %96 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %97 = llvm.mul %92, %96 overflow<nsw> : i64
// CHECK-NEXT:   %98 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %99 = llvm.extractvalue %90[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %100 = llvm.extractvalue %90[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %101 = llvm.insertvalue %99, %98[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %102 = llvm.insertvalue %100, %101[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %103 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %104 = llvm.insertvalue %103, %102[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %105 = llvm.insertvalue %97, %104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %106 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %107 = llvm.insertvalue %106, %105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %108 = llvm.extractvalue %107[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %109 = llvm.getelementptr inbounds|nuw %108[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %110 = llvm.load %109 : !llvm.ptr -> f32
// CHECK-NEXT:   %111 = llvm.fadd %41, %110 : f32
// CHECK-NEXT:   %112 = llvm.extractvalue %39[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%112) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return %111 : f32
// CHECK-NEXT: }

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @sum(%m: memref<?x4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %t = memref.get_global @table : memref<4xf32>
  %buf = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %row = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (f32) {
      %x = memref.load %row[%j] : memref<4xf32, strided<[1], offset: ?>>
      %w = memref.load %t[%j] : memref<4xf32>
      %p = arith.mulf %x, %w : f32
      %q = arith.addf %a, %p : f32
      scf.yield %q : f32
    }
    memref.store %s, %buf[%i] : memref<?xf32>
    scf.yield %s : f32
  }
  %flat = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %f0 = memref.load %flat[%c0] : memref<?xf32>
  %res = arith.addf %r, %f0 : f32
  memref.dealloc %buf : memref<?xf32>
  return %res : f32
}

