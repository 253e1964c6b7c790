// tests/run/reductions.mlir partly lowered (llvm ops and memref descriptors in func.func bodies, joined by unrealized casts) by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../reductions.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func private @printF32(f32)
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printComma()
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c100 = arith.constant 100 : index
    %0 = llvm.mlir.constant(100 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<100xf32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%14: index):  // 2 preds: ^bb0, ^bb2
    %15 = builtin.unrealized_conversion_cast %14 : index to i64
    %16 = arith.cmpi slt, %14, %c100 : index
    cf.cond_br %16, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %17 = arith.index_cast %14 : index to i32
    %18 = arith.sitofp %17 : i32 to f32
    %cst = arith.constant 1.000000e-01 : f32
    %19 = arith.mulf %18, %cst : f32
    %cst_0 = arith.constant 3.700000e+00 : f32
    %20 = arith.subf %19, %cst_0 : f32
    %21 = arith.mulf %20, %20 : f32
    %22 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.getelementptr inbounds|nuw %22[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %23 : f32, !llvm.ptr
    %24 = arith.addi %14, %c1 : index
    cf.br ^bb1(%24 : index)
  ^bb3:  // pred: ^bb1
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 0x7F800000 : f32
    cf.br ^bb4(%c0, %cst_1, %cst_2, %cst_3 : index, f32, f32, f32)
  ^bb4(%25: index, %26: f32, %27: f32, %28: f32):  // 2 preds: ^bb3, ^bb5
    %29 = builtin.unrealized_conversion_cast %25 : index to i64
    %30 = arith.cmpi slt, %25, %c100 : index
    cf.cond_br %30, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %31 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = llvm.getelementptr inbounds|nuw %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %33 = llvm.load %32 : !llvm.ptr -> f32
    %34 = arith.addf %26, %33 : f32
    %35 = arith.maximumf %27, %33 : f32
    %36 = arith.minimumf %28, %33 : f32
    %37 = arith.addi %25, %c1 : index
    cf.br ^bb4(%37, %34, %35, %36 : index, f32, f32, f32)
  ^bb6:  // pred: ^bb4
    call @printF32(%26) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%27) : (f32) -> ()
    call @printComma() : () -> ()
    call @printF32(%28) : (f32) -> ()
    call @printNewline() : () -> ()
    %cst_4 = arith.constant 0.000000e+00 : f64
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb7(%c0, %cst_4, %c0_i64 : index, f64, i64)
  ^bb7(%38: index, %39: f64, %40: i64):  // 2 preds: ^bb6, ^bb11
    %41 = arith.cmpi slt, %38, %c8 : index
    cf.cond_br %41, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0, %39, %40 : index, f64, i64)
  ^bb9(%42: index, %43: f64, %44: i64):  // 2 preds: ^bb8, ^bb10
    %45 = arith.cmpi slt, %42, %c4 : index
    cf.cond_br %45, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %46 = arith.muli %38, %42 : index
    %47 = arith.index_cast %46 : index to i64
    %48 = arith.sitofp %47 : i64 to f64
    %c1_i64 = arith.constant 1 : i64
    %49 = arith.addf %43, %48 : f64
    %50 = arith.addi %44, %c1_i64 : i64
    %51 = arith.addi %42, %c1 : index
    cf.br ^bb9(%51, %49, %50 : index, f64, i64)
  ^bb11:  // pred: ^bb9
    %52 = arith.addi %38, %c1 : index
    cf.br ^bb7(%52, %43, %44 : index, f64, i64)
  ^bb12:  // pred: ^bb7
    call @printF64(%39) : (f64) -> ()
    call @printComma() : () -> ()
    call @printI64(%40) : (i64) -> ()
    call @printNewline() : () -> ()
    %subview = memref.subview %13[10] [10] [2] : memref<100xf32> to memref<10xf32, strided<[2], offset: 10>>
    %53 = builtin.unrealized_conversion_cast %subview : memref<10xf32, strided<[2], offset: 10>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    cf.br ^bb13(%c0, %cst_1 : index, f32)
  ^bb13(%54: index, %55: f32):  // 2 preds: ^bb12, ^bb14
    %56 = builtin.unrealized_conversion_cast %54 : index to i64
    %57 = arith.cmpi slt, %54, %c8 : index
    cf.cond_br %57, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %58 = llvm.extractvalue %53[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.mlir.constant(10 : index) : i64
    %60 = llvm.getelementptr %58[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %61 = llvm.mlir.constant(2 : index) : i64
    %62 = llvm.mul %56, %61 overflow<nsw, nuw> : i64
    %63 = llvm.getelementptr inbounds|nuw %60[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %64 = llvm.load %63 : !llvm.ptr -> f32
    %65 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = llvm.getelementptr inbounds|nuw %65[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %67 = llvm.load %66 : !llvm.ptr -> f32
    %68 = arith.mulf %64, %67 : f32
    %69 = arith.addf %55, %68 : f32
    %70 = arith.addi %54, %c1 : index
    cf.br ^bb13(%70, %69 : index, f32)
  ^bb15:  // pred: ^bb13
    call @printF32(%55) : (f32) -> ()
    call @printNewline() : () -> ()
    %71 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %72 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.insertvalue %72, %71[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %73, %74[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.mlir.constant(3 : index) : i64
    %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.mlir.constant(4 : index) : i64
    %79 = llvm.insertvalue %78, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.mlir.constant(10 : index) : i64
    %81 = llvm.insertvalue %80, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.mlir.constant(5 : index) : i64
    %83 = llvm.insertvalue %82, %81[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.insertvalue %84, %83[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = builtin.unrealized_conversion_cast %85 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x5xf32, strided<[10, 1], offset: 3>>
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %85, %88 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %89 = llvm.mlir.constant(2 : index) : i64
    %90 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i64, ptr)>
    %92 = llvm.insertvalue %88, %91[1] : !llvm.struct<(i64, ptr)>
    %93 = builtin.unrealized_conversion_cast %92 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%93) : (memref<*xf32>) -> ()
    %subview_5 = memref.subview %86[1, 2] [2, 3] [1, 1] : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<2x3xf32, strided<[10, 1], offset: 15>>
    %94 = builtin.unrealized_conversion_cast %subview_5 : memref<2x3xf32, strided<[10, 1], offset: 15>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.mlir.constant(1 : index) : i64
    %96 = llvm.alloca %95 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %94, %96 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(i64, ptr)>
    %100 = llvm.insertvalue %96, %99[1] : !llvm.struct<(i64, ptr)>
    %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%101) : (memref<*xf32>) -> ()
    %102 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%102) : (!llvm.ptr) -> ()
    return
  }
}

