// tests/run/stencil.mlir partly lowered (llvm ops and memref descriptors in func.func bodies, joined by unrealized casts) by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../stencil.mlir

module {
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @jacobi1d(%arg0: memref<10xf64>, %arg1: memref<10xf64>, %arg2: index) {
    %0 = builtin.unrealized_conversion_cast %arg1 : memref<10xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg0 : memref<10xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %cst = arith.constant 0.33333333333333331 : f64
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb5
    %3 = arith.cmpi slt, %2, %arg2 : index
    cf.cond_br %3, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c1 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb4
    %5 = builtin.unrealized_conversion_cast %4 : index to i64
    %6 = arith.cmpi slt, %4, %c9 : index
    cf.cond_br %6, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %7 = arith.subi %4, %c1 : index
    %8 = builtin.unrealized_conversion_cast %7 : index to i64
    %9 = arith.addi %4, %c1 : index
    %10 = builtin.unrealized_conversion_cast %9 : index to i64
    %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.getelementptr inbounds|nuw %11[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %13 = llvm.load %12 : !llvm.ptr -> f64
    %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.getelementptr inbounds|nuw %14[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %16 = llvm.load %15 : !llvm.ptr -> f64
    %17 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.getelementptr inbounds|nuw %17[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.load %18 : !llvm.ptr -> f64
    %20 = arith.addf %13, %16 : f64
    %21 = arith.addf %20, %19 : f64
    %22 = arith.mulf %21, %cst : f64
    %23 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %24 = llvm.getelementptr inbounds|nuw %23[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %22, %24 : f64, !llvm.ptr
    %25 = arith.addi %4, %c1 : index
    cf.br ^bb3(%25 : index)
  ^bb5:  // pred: ^bb3
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %28 = llvm.mul %26, %27 : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.mul %28, %31 : i64
    %33 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = llvm.getelementptr %33[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %36 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    "llvm.intr.memcpy"(%38, %35, %32) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %39 = arith.addi %2, %c1 : index
    cf.br ^bb1(%39 : index)
  ^bb6:  // pred: ^bb1
    return
  }
  func.func @jacobi2d(%arg0: memref<6x7xf32>, %arg1: memref<6x7xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg1 : memref<6x7xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg0 : memref<6x7xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %cst = arith.constant 2.000000e-01 : f32
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb14
    %3 = arith.cmpi slt, %2, %c3 : index
    cf.cond_br %3, ^bb2, ^bb15
  ^bb2:  // pred: ^bb1
    %c1_0 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c1_1 = arith.constant 1 : index
    cf.br ^bb3(%c1_0 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb7
    %5 = builtin.unrealized_conversion_cast %4 : index to i64
    %6 = arith.cmpi slt, %4, %c5 : index
    cf.cond_br %6, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %c1_2 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c1_3 = arith.constant 1 : index
    cf.br ^bb5(%c1_2 : index)
  ^bb5(%7: index):  // 2 preds: ^bb4, ^bb6
    %8 = builtin.unrealized_conversion_cast %7 : index to i64
    %9 = arith.cmpi slt, %7, %c6 : index
    cf.cond_br %9, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.mlir.constant(7 : index) : i64
    %12 = llvm.mul %5, %11 overflow<nsw, nuw> : i64
    %13 = llvm.add %12, %8 overflow<nsw, nuw> : i64
    %14 = llvm.getelementptr inbounds|nuw %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.load %14 : !llvm.ptr -> f32
    %c-1 = arith.constant -1 : index
    %16 = arith.addi %4, %c-1 : index
    %17 = builtin.unrealized_conversion_cast %16 : index to i64
    %18 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.mlir.constant(7 : index) : i64
    %20 = llvm.mul %17, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %8 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 : !llvm.ptr -> f32
    %c1_4 = arith.constant 1 : index
    %24 = arith.addi %4, %c1_4 : index
    %25 = builtin.unrealized_conversion_cast %24 : index to i64
    %26 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.mlir.constant(7 : index) : i64
    %28 = llvm.mul %25, %27 overflow<nsw, nuw> : i64
    %29 = llvm.add %28, %8 overflow<nsw, nuw> : i64
    %30 = llvm.getelementptr inbounds|nuw %26[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = llvm.load %30 : !llvm.ptr -> f32
    %c-1_5 = arith.constant -1 : index
    %32 = arith.addi %7, %c-1_5 : index
    %33 = builtin.unrealized_conversion_cast %32 : index to i64
    %34 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = llvm.mlir.constant(7 : index) : i64
    %36 = llvm.mul %5, %35 overflow<nsw, nuw> : i64
    %37 = llvm.add %36, %33 overflow<nsw, nuw> : i64
    %38 = llvm.getelementptr inbounds|nuw %34[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %39 = llvm.load %38 : !llvm.ptr -> f32
    %c1_6 = arith.constant 1 : index
    %40 = arith.addi %7, %c1_6 : index
    %41 = builtin.unrealized_conversion_cast %40 : index to i64
    %42 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.mlir.constant(7 : index) : i64
    %44 = llvm.mul %5, %43 overflow<nsw, nuw> : i64
    %45 = llvm.add %44, %41 overflow<nsw, nuw> : i64
    %46 = llvm.getelementptr inbounds|nuw %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %47 = llvm.load %46 : !llvm.ptr -> f32
    %48 = arith.addf %15, %23 : f32
    %49 = arith.addf %48, %31 : f32
    %50 = arith.addf %49, %39 : f32
    %51 = arith.addf %50, %47 : f32
    %52 = arith.mulf %51, %cst : f32
    %53 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %54 = llvm.mlir.constant(7 : index) : i64
    %55 = llvm.mul %5, %54 overflow<nsw, nuw> : i64
    %56 = llvm.add %55, %8 overflow<nsw, nuw> : i64
    %57 = llvm.getelementptr inbounds|nuw %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %57 : f32, !llvm.ptr
    %58 = arith.addi %7, %c1_3 : index
    cf.br ^bb5(%58 : index)
  ^bb7:  // pred: ^bb5
    %59 = arith.addi %4, %c1_1 : index
    cf.br ^bb3(%59 : index)
  ^bb8:  // pred: ^bb3
    %c1_7 = arith.constant 1 : index
    %c5_8 = arith.constant 5 : index
    %c1_9 = arith.constant 1 : index
    cf.br ^bb9(%c1_7 : index)
  ^bb9(%60: index):  // 2 preds: ^bb8, ^bb13
    %61 = builtin.unrealized_conversion_cast %60 : index to i64
    %62 = arith.cmpi slt, %60, %c5_8 : index
    cf.cond_br %62, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    %c1_10 = arith.constant 1 : index
    %c6_11 = arith.constant 6 : index
    %c1_12 = arith.constant 1 : index
    cf.br ^bb11(%c1_10 : index)
  ^bb11(%63: index):  // 2 preds: ^bb10, ^bb12
    %64 = builtin.unrealized_conversion_cast %63 : index to i64
    %65 = arith.cmpi slt, %63, %c6_11 : index
    cf.cond_br %65, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %66 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = llvm.mlir.constant(7 : index) : i64
    %68 = llvm.mul %61, %67 overflow<nsw, nuw> : i64
    %69 = llvm.add %68, %64 overflow<nsw, nuw> : i64
    %70 = llvm.getelementptr inbounds|nuw %66[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %71 = llvm.load %70 : !llvm.ptr -> f32
    %72 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %73 = llvm.mlir.constant(7 : index) : i64
    %74 = llvm.mul %61, %73 overflow<nsw, nuw> : i64
    %75 = llvm.add %74, %64 overflow<nsw, nuw> : i64
    %76 = llvm.getelementptr inbounds|nuw %72[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %71, %76 : f32, !llvm.ptr
    %77 = arith.addi %63, %c1_12 : index
    cf.br ^bb11(%77 : index)
  ^bb13:  // pred: ^bb11
    %78 = arith.addi %60, %c1_9 : index
    cf.br ^bb9(%78 : index)
  ^bb14:  // pred: ^bb9
    %79 = arith.addi %2, %c1 : index
    cf.br ^bb1(%79 : index)
  ^bb15:  // pred: ^bb1
    return
  }
  func.func @main() {
    %0 = llvm.mlir.constant(10 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<10xf64>
    %14 = llvm.mlir.constant(10 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.call @malloc(%18) : (i64) -> !llvm.ptr
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.insertvalue %14, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.insertvalue %15, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<10xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%28: index):  // 2 preds: ^bb0, ^bb2
    %29 = builtin.unrealized_conversion_cast %28 : index to i64
    %30 = arith.cmpi slt, %28, %c10 : index
    cf.cond_br %30, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %31 = arith.muli %28, %28 : index
    %32 = arith.index_cast %31 : index to i64
    %33 = arith.sitofp %32 : i64 to f64
    %34 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = llvm.getelementptr inbounds|nuw %34[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %33, %35 : f64, !llvm.ptr
    %36 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.getelementptr inbounds|nuw %36[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %33, %37 : f64, !llvm.ptr
    %38 = arith.addi %28, %c1 : index
    cf.br ^bb1(%38 : index)
  ^bb3:  // pred: ^bb1
    %c4 = arith.constant 4 : index
    call @jacobi1d(%13, %27, %c4) : (memref<10xf64>, memref<10xf64>, index) -> ()
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.alloca %39 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %40 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(i64, ptr)>
    %44 = llvm.insertvalue %40, %43[1] : !llvm.struct<(i64, ptr)>
    %45 = builtin.unrealized_conversion_cast %44 : !llvm.struct<(i64, ptr)> to memref<*xf64>
    call @printMemrefF64(%45) : (memref<*xf64>) -> ()
    %46 = llvm.mlir.constant(6 : index) : i64
    %47 = llvm.mlir.constant(7 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.constant(42 : index) : i64
    %50 = llvm.mlir.zero : !llvm.ptr
    %51 = llvm.getelementptr %50[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
    %53 = llvm.call @malloc(%52) : (i64) -> !llvm.ptr
    %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %55 = llvm.insertvalue %53, %54[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.insertvalue %53, %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = llvm.mlir.constant(0 : index) : i64
    %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = llvm.insertvalue %46, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = llvm.insertvalue %47, %59[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = llvm.insertvalue %47, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = llvm.insertvalue %48, %61[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<6x7xf32>
    %64 = llvm.mlir.constant(6 : index) : i64
    %65 = llvm.mlir.constant(7 : index) : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.constant(42 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.call @malloc(%70) : (i64) -> !llvm.ptr
    %72 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.mlir.constant(0 : index) : i64
    %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.insertvalue %64, %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.insertvalue %65, %77[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %65, %78[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %66, %79[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = builtin.unrealized_conversion_cast %80 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<6x7xf32>
    %c0_0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1_1 = arith.constant 1 : index
    cf.br ^bb4(%c0_0 : index)
  ^bb4(%82: index):  // 2 preds: ^bb3, ^bb8
    %83 = builtin.unrealized_conversion_cast %82 : index to i64
    %84 = arith.cmpi slt, %82, %c6 : index
    cf.cond_br %84, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    %c0_2 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1_3 = arith.constant 1 : index
    cf.br ^bb6(%c0_2 : index)
  ^bb6(%85: index):  // 2 preds: ^bb5, ^bb7
    %86 = builtin.unrealized_conversion_cast %85 : index to i64
    %87 = arith.cmpi slt, %85, %c7 : index
    cf.cond_br %87, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %c7_4 = arith.constant 7 : index
    %88 = arith.muli %82, %c7_4 overflow<nsw> : index
    %c3 = arith.constant 3 : index
    %89 = arith.muli %85, %c3 overflow<nsw> : index
    %90 = arith.addi %88, %89 : index
    %c11 = arith.constant 11 : index
    %91 = arith.remsi %90, %c11 : index
    %c0_5 = arith.constant 0 : index
    %92 = arith.cmpi slt, %91, %c0_5 : index
    %93 = arith.addi %91, %c11 : index
    %94 = arith.select %92, %93, %91 : index
    %95 = arith.index_cast %94 : index to i32
    %96 = arith.sitofp %95 : i32 to f32
    %97 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.mlir.constant(7 : index) : i64
    %99 = llvm.mul %83, %98 overflow<nsw, nuw> : i64
    %100 = llvm.add %99, %86 overflow<nsw, nuw> : i64
    %101 = llvm.getelementptr inbounds|nuw %97[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %96, %101 : f32, !llvm.ptr
    %102 = llvm.extractvalue %80[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %103 = llvm.mlir.constant(7 : index) : i64
    %104 = llvm.mul %83, %103 overflow<nsw, nuw> : i64
    %105 = llvm.add %104, %86 overflow<nsw, nuw> : i64
    %106 = llvm.getelementptr inbounds|nuw %102[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %96, %106 : f32, !llvm.ptr
    %107 = arith.addi %85, %c1_3 : index
    cf.br ^bb6(%107 : index)
  ^bb8:  // pred: ^bb6
    %108 = arith.addi %82, %c1_1 : index
    cf.br ^bb4(%108 : index)
  ^bb9:  // pred: ^bb4
    call @jacobi2d(%63, %81) : (memref<6x7xf32>, memref<6x7xf32>) -> ()
    %109 = llvm.mlir.constant(1 : index) : i64
    %110 = llvm.alloca %109 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %62, %110 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %111 = llvm.mlir.constant(2 : index) : i64
    %112 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %113 = llvm.insertvalue %111, %112[0] : !llvm.struct<(i64, ptr)>
    %114 = llvm.insertvalue %110, %113[1] : !llvm.struct<(i64, ptr)>
    %115 = builtin.unrealized_conversion_cast %114 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%115) : (memref<*xf32>) -> ()
    return
  }
}

