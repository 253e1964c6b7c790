// tests/run/matmul.mlir partly lowered (llvm ops and memref descriptors in func.func bodies, joined by unrealized casts) by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../matmul.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @matmul_f32(%arg0: memref<4x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<4x5xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg2 : memref<4x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg1 : memref<3x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%3: index):  // 2 preds: ^bb0, ^bb8
    %4 = builtin.unrealized_conversion_cast %3 : index to i64
    %5 = arith.cmpi slt, %3, %c4 : index
    cf.cond_br %5, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %c0_0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1_1 = arith.constant 1 : index
    cf.br ^bb3(%c0_0 : index)
  ^bb3(%6: index):  // 2 preds: ^bb2, ^bb7
    %7 = builtin.unrealized_conversion_cast %6 : index to i64
    %8 = arith.cmpi slt, %6, %c5 : index
    cf.cond_br %8, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %c0_2 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1_3 = arith.constant 1 : index
    cf.br ^bb5(%c0_2 : index)
  ^bb5(%9: index):  // 2 preds: ^bb4, ^bb6
    %10 = builtin.unrealized_conversion_cast %9 : index to i64
    %11 = arith.cmpi slt, %9, %c3 : index
    cf.cond_br %11, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %12 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.mlir.constant(3 : index) : i64
    %14 = llvm.mul %4, %13 overflow<nsw, nuw> : i64
    %15 = llvm.add %14, %10 overflow<nsw, nuw> : i64
    %16 = llvm.getelementptr inbounds|nuw %12[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.load %16 : !llvm.ptr -> f32
    %18 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.mlir.constant(5 : index) : i64
    %20 = llvm.mul %10, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %7 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 : !llvm.ptr -> f32
    %24 = arith.mulf %17, %23 : f32
    %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = llvm.mlir.constant(5 : index) : i64
    %27 = llvm.mul %4, %26 overflow<nsw, nuw> : i64
    %28 = llvm.add %27, %7 overflow<nsw, nuw> : i64
    %29 = llvm.getelementptr inbounds|nuw %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.load %29 : !llvm.ptr -> f32
    %31 = arith.addf %30, %24 : f32
    %32 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.mlir.constant(5 : index) : i64
    %34 = llvm.mul %4, %33 overflow<nsw, nuw> : i64
    %35 = llvm.add %34, %7 overflow<nsw, nuw> : i64
    %36 = llvm.getelementptr inbounds|nuw %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %31, %36 : f32, !llvm.ptr
    %37 = arith.addi %9, %c1_3 : index
    cf.br ^bb5(%37 : index)
  ^bb7:  // pred: ^bb5
    %38 = arith.addi %6, %c1_1 : index
    cf.br ^bb3(%38 : index)
  ^bb8:  // pred: ^bb3
    %39 = arith.addi %3, %c1 : index
    cf.br ^bb1(%39 : index)
  ^bb9:  // pred: ^bb1
    return
  }
  func.func @main() {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(3 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(12 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x3xf32>
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(5 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(15 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.call @malloc(%24) : (i64) -> !llvm.ptr
    %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.mlir.constant(0 : index) : i64
    %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = llvm.insertvalue %18, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %19, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.insertvalue %19, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = llvm.insertvalue %20, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<3x5xf32>
    %36 = llvm.mlir.constant(4 : index) : i64
    %37 = llvm.mlir.constant(5 : index) : i64
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.mlir.constant(20 : index) : i64
    %40 = llvm.mlir.zero : !llvm.ptr
    %41 = llvm.getelementptr %40[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
    %43 = llvm.call @malloc(%42) : (i64) -> !llvm.ptr
    %44 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %46 = llvm.insertvalue %43, %45[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %36, %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %37, %49[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = llvm.insertvalue %37, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %52 = llvm.insertvalue %38, %51[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %53 = builtin.unrealized_conversion_cast %52 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%54: index):  // 2 preds: ^bb0, ^bb5
    %55 = builtin.unrealized_conversion_cast %54 : index to i64
    %56 = arith.cmpi slt, %54, %c4 : index
    cf.cond_br %56, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %c0_1 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1_2 = arith.constant 1 : index
    cf.br ^bb3(%c0_1 : index)
  ^bb3(%57: index):  // 2 preds: ^bb2, ^bb4
    %58 = builtin.unrealized_conversion_cast %57 : index to i64
    %59 = arith.cmpi slt, %57, %c3 : index
    cf.cond_br %59, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %c3_3 = arith.constant 3 : index
    %60 = arith.muli %54, %c3_3 overflow<nsw> : index
    %61 = arith.addi %60, %57 : index
    %c1_4 = arith.constant 1 : index
    %62 = arith.addi %61, %c1_4 : index
    %63 = arith.index_cast %62 : index to i32
    %64 = arith.sitofp %63 : i32 to f32
    %65 = arith.mulf %64, %cst_0 : f32
    %66 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = llvm.mlir.constant(3 : index) : i64
    %68 = llvm.mul %55, %67 overflow<nsw, nuw> : i64
    %69 = llvm.add %68, %58 overflow<nsw, nuw> : i64
    %70 = llvm.getelementptr inbounds|nuw %66[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %65, %70 : f32, !llvm.ptr
    %71 = arith.addi %57, %c1_2 : index
    cf.br ^bb3(%71 : index)
  ^bb5:  // pred: ^bb3
    %72 = arith.addi %54, %c1 : index
    cf.br ^bb1(%72 : index)
  ^bb6:  // pred: ^bb1
    %c0_5 = arith.constant 0 : index
    %c3_6 = arith.constant 3 : index
    %c1_7 = arith.constant 1 : index
    cf.br ^bb7(%c0_5 : index)
  ^bb7(%73: index):  // 2 preds: ^bb6, ^bb11
    %74 = builtin.unrealized_conversion_cast %73 : index to i64
    %75 = arith.cmpi slt, %73, %c3_6 : index
    cf.cond_br %75, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    %c0_8 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1_9 = arith.constant 1 : index
    cf.br ^bb9(%c0_8 : index)
  ^bb9(%76: index):  // 2 preds: ^bb8, ^bb10
    %77 = builtin.unrealized_conversion_cast %76 : index to i64
    %78 = arith.cmpi slt, %76, %c5 : index
    cf.cond_br %78, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %c-2 = arith.constant -2 : index
    %79 = arith.muli %76, %c-2 overflow<nsw> : index
    %80 = arith.addi %73, %79 : index
    %81 = arith.index_cast %80 : index to i32
    %82 = arith.sitofp %81 : i32 to f32
    %83 = llvm.extractvalue %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.mlir.constant(5 : index) : i64
    %85 = llvm.mul %74, %84 overflow<nsw, nuw> : i64
    %86 = llvm.add %85, %77 overflow<nsw, nuw> : i64
    %87 = llvm.getelementptr inbounds|nuw %83[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %82, %87 : f32, !llvm.ptr
    %88 = arith.addi %76, %c1_9 : index
    cf.br ^bb9(%88 : index)
  ^bb11:  // pred: ^bb9
    %89 = arith.addi %73, %c1_7 : index
    cf.br ^bb7(%89 : index)
  ^bb12:  // pred: ^bb7
    %c0_10 = arith.constant 0 : index
    %c4_11 = arith.constant 4 : index
    %c1_12 = arith.constant 1 : index
    cf.br ^bb13(%c0_10 : index)
  ^bb13(%90: index):  // 2 preds: ^bb12, ^bb17
    %91 = builtin.unrealized_conversion_cast %90 : index to i64
    %92 = arith.cmpi slt, %90, %c4_11 : index
    cf.cond_br %92, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    %c0_13 = arith.constant 0 : index
    %c5_14 = arith.constant 5 : index
    %c1_15 = arith.constant 1 : index
    cf.br ^bb15(%c0_13 : index)
  ^bb15(%93: index):  // 2 preds: ^bb14, ^bb16
    %94 = builtin.unrealized_conversion_cast %93 : index to i64
    %95 = arith.cmpi slt, %93, %c5_14 : index
    cf.cond_br %95, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %96 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.mlir.constant(5 : index) : i64
    %98 = llvm.mul %91, %97 overflow<nsw, nuw> : i64
    %99 = llvm.add %98, %94 overflow<nsw, nuw> : i64
    %100 = llvm.getelementptr inbounds|nuw %96[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %cst, %100 : f32, !llvm.ptr
    %101 = arith.addi %93, %c1_15 : index
    cf.br ^bb15(%101 : index)
  ^bb17:  // pred: ^bb15
    %102 = arith.addi %90, %c1_12 : index
    cf.br ^bb13(%102 : index)
  ^bb18:  // pred: ^bb13
    call @matmul_f32(%17, %35, %53) : (memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.alloca %103 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %52, %104 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %105 = llvm.mlir.constant(2 : index) : i64
    %106 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %107 = llvm.insertvalue %105, %106[0] : !llvm.struct<(i64, ptr)>
    %108 = llvm.insertvalue %104, %107[1] : !llvm.struct<(i64, ptr)>
    %109 = builtin.unrealized_conversion_cast %108 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%109) : (memref<*xf32>) -> ()
    %110 = llvm.mlir.constant(3 : index) : i64
    %111 = llvm.mlir.constant(3 : index) : i64
    %112 = llvm.mlir.constant(1 : index) : i64
    %113 = llvm.mlir.constant(9 : index) : i64
    %114 = llvm.mlir.zero : !llvm.ptr
    %115 = llvm.getelementptr %114[%113] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %116 = llvm.ptrtoint %115 : !llvm.ptr to i64
    %117 = llvm.call @malloc(%116) : (i64) -> !llvm.ptr
    %118 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = llvm.insertvalue %117, %118[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %120 = llvm.insertvalue %117, %119[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = llvm.mlir.constant(0 : index) : i64
    %122 = llvm.insertvalue %121, %120[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %123 = llvm.insertvalue %110, %122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.insertvalue %111, %123[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.insertvalue %111, %124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %126 = llvm.insertvalue %112, %125[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %c3_18 = arith.constant 3 : index
    cf.br ^bb19(%c0_16 : index)
  ^bb19(%127: index):  // 2 preds: ^bb18, ^bb23
    %128 = builtin.unrealized_conversion_cast %127 : index to i64
    %129 = arith.cmpi slt, %127, %c3_18 : index
    cf.cond_br %129, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    cf.br ^bb21(%c0_16 : index)
  ^bb21(%130: index):  // 2 preds: ^bb20, ^bb22
    %131 = builtin.unrealized_conversion_cast %130 : index to i64
    %132 = arith.cmpi slt, %130, %c3_18 : index
    cf.cond_br %132, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %133 = arith.addi %127, %130 : index
    %134 = arith.muli %133, %c3_18 : index
    %135 = arith.subi %134, %130 : index
    %136 = arith.index_cast %135 : index to i32
    %137 = llvm.extractvalue %126[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %138 = llvm.mlir.constant(3 : index) : i64
    %139 = llvm.mul %128, %138 overflow<nsw, nuw> : i64
    %140 = llvm.add %139, %131 overflow<nsw, nuw> : i64
    %141 = llvm.getelementptr inbounds|nuw %137[%140] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %136, %141 : i32, !llvm.ptr
    %142 = arith.addi %130, %c1_17 : index
    cf.br ^bb21(%142 : index)
  ^bb23:  // pred: ^bb21
    %143 = arith.addi %127, %c1_17 : index
    cf.br ^bb19(%143 : index)
  ^bb24:  // pred: ^bb19
    %144 = llvm.mlir.constant(3 : index) : i64
    %145 = llvm.mlir.constant(3 : index) : i64
    %146 = llvm.mlir.constant(1 : index) : i64
    %147 = llvm.mlir.constant(9 : index) : i64
    %148 = llvm.mlir.zero : !llvm.ptr
    %149 = llvm.getelementptr %148[%147] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %150 = llvm.ptrtoint %149 : !llvm.ptr to i64
    %151 = llvm.call @malloc(%150) : (i64) -> !llvm.ptr
    %152 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %151, %152[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.insertvalue %151, %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.mlir.constant(0 : index) : i64
    %156 = llvm.insertvalue %155, %154[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.insertvalue %144, %156[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %158 = llvm.insertvalue %145, %157[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %145, %158[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %146, %159[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb25(%c0_16 : index)
  ^bb25(%161: index):  // 2 preds: ^bb24, ^bb32
    %162 = builtin.unrealized_conversion_cast %161 : index to i64
    %163 = arith.cmpi slt, %161, %c3_18 : index
    cf.cond_br %163, ^bb26, ^bb33
  ^bb26:  // pred: ^bb25
    cf.br ^bb27(%c0_16 : index)
  ^bb27(%164: index):  // 2 preds: ^bb26, ^bb31
    %165 = builtin.unrealized_conversion_cast %164 : index to i64
    %166 = arith.cmpi slt, %164, %c3_18 : index
    cf.cond_br %166, ^bb28, ^bb32
  ^bb28:  // pred: ^bb27
    cf.br ^bb29(%c0_16, %c0_i32 : index, i32)
  ^bb29(%167: index, %168: i32):  // 2 preds: ^bb28, ^bb30
    %169 = builtin.unrealized_conversion_cast %167 : index to i64
    %170 = arith.cmpi slt, %167, %c3_18 : index
    cf.cond_br %170, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %171 = llvm.extractvalue %126[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %172 = llvm.mlir.constant(3 : index) : i64
    %173 = llvm.mul %162, %172 overflow<nsw, nuw> : i64
    %174 = llvm.add %173, %169 overflow<nsw, nuw> : i64
    %175 = llvm.getelementptr inbounds|nuw %171[%174] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %176 = llvm.load %175 : !llvm.ptr -> i32
    %177 = llvm.extractvalue %126[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.mlir.constant(3 : index) : i64
    %179 = llvm.mul %169, %178 overflow<nsw, nuw> : i64
    %180 = llvm.add %179, %165 overflow<nsw, nuw> : i64
    %181 = llvm.getelementptr inbounds|nuw %177[%180] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %182 = llvm.load %181 : !llvm.ptr -> i32
    %183 = arith.muli %176, %182 : i32
    %184 = arith.addi %168, %183 : i32
    %185 = arith.addi %167, %c1_17 : index
    cf.br ^bb29(%185, %184 : index, i32)
  ^bb31:  // pred: ^bb29
    %186 = llvm.extractvalue %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.mlir.constant(3 : index) : i64
    %188 = llvm.mul %162, %187 overflow<nsw, nuw> : i64
    %189 = llvm.add %188, %165 overflow<nsw, nuw> : i64
    %190 = llvm.getelementptr inbounds|nuw %186[%189] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %168, %190 : i32, !llvm.ptr
    %191 = arith.addi %164, %c1_17 : index
    cf.br ^bb27(%191 : index)
  ^bb32:  // pred: ^bb27
    %192 = arith.addi %161, %c1_17 : index
    cf.br ^bb25(%192 : index)
  ^bb33:  // pred: ^bb25
    %193 = llvm.mlir.constant(1 : index) : i64
    %194 = llvm.alloca %193 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %160, %194 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %195 = llvm.mlir.constant(2 : index) : i64
    %196 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %197 = llvm.insertvalue %195, %196[0] : !llvm.struct<(i64, ptr)>
    %198 = llvm.insertvalue %194, %197[1] : !llvm.struct<(i64, ptr)>
    %199 = builtin.unrealized_conversion_cast %198 : !llvm.struct<(i64, ptr)> to memref<*xi32>
    call @printMemrefI32(%199) : (memref<*xi32>) -> ()
    %200 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%200) : (!llvm.ptr) -> ()
    %201 = llvm.extractvalue %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%201) : (!llvm.ptr) -> ()
    %202 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%202) : (!llvm.ptr) -> ()
    %203 = llvm.extractvalue %126[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%203) : (!llvm.ptr) -> ()
    %204 = llvm.extractvalue %160[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%204) : (!llvm.ptr) -> ()
    return
  }
}

