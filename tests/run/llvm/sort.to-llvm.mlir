// tests/run/sort.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../sort.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @bubble(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.mlir.constant(true) : i1
    %10 = llvm.mlir.constant(false) : i1
    %11 = llvm.sub %8, %7 : i64
    llvm.br ^bb1(%9 : i1)
  ^bb1(%12: i1):  // 2 preds: ^bb0, ^bb9
    llvm.cond_br %12, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%6, %10 : i64, i1)
  ^bb3(%13: i64, %14: i1):  // 2 preds: ^bb2, ^bb8
    %15 = llvm.icmp "slt" %13, %11 : i64
    llvm.cond_br %15, ^bb4, ^bb9
  ^bb4:  // pred: ^bb3
    %16 = llvm.add %13, %7 : i64
    %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.getelementptr inbounds|nuw %17[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %19 = llvm.load %18 : !llvm.ptr -> i32
    %20 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.getelementptr inbounds|nuw %20[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %22 = llvm.load %21 : !llvm.ptr -> i32
    %23 = llvm.icmp "sgt" %19, %22 : i32
    llvm.cond_br %23, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %24 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.getelementptr inbounds|nuw %24[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %22, %25 : i32, !llvm.ptr
    %26 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = llvm.getelementptr inbounds|nuw %26[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %19, %27 : i32, !llvm.ptr
    llvm.br ^bb7(%9 : i1)
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7(%14 : i1)
  ^bb7(%28: i1):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %29 = llvm.add %13, %7 : i64
    llvm.br ^bb3(%29, %28 : i64, i1)
  ^bb9:  // pred: ^bb3
    llvm.br ^bb1(%14 : i1)
  ^bb10:  // pred: ^bb1
    llvm.return
  }
  llvm.func @insertion(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb1(%7 : i64)
  ^bb1(%9: i64):  // 2 preds: ^bb0, ^bb9
    %10 = llvm.icmp "slt" %9, %8 : i64
    llvm.cond_br %10, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    %11 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.getelementptr inbounds|nuw %11[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %13 = llvm.load %12 : !llvm.ptr -> i64
    llvm.br ^bb3(%9 : i64)
  ^bb3(%14: i64):  // 2 preds: ^bb2, ^bb8
    %15 = llvm.icmp "ugt" %14, %6 : i64
    llvm.cond_br %15, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %16 = llvm.sub %14, %7 : i64
    %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.getelementptr inbounds|nuw %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %19 = llvm.load %18 : !llvm.ptr -> i64
    %20 = llvm.icmp "ugt" %19, %13 : i64
    llvm.br ^bb6(%20 : i1)
  ^bb5:  // pred: ^bb3
    %21 = llvm.mlir.constant(false) : i1
    llvm.br ^bb6(%21 : i1)
  ^bb6(%22: i1):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.cond_br %22, ^bb8(%14 : i64), ^bb9
  ^bb8(%23: i64):  // pred: ^bb7
    %24 = llvm.sub %23, %7 : i64
    %25 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.getelementptr inbounds|nuw %25[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %27 = llvm.load %26 : !llvm.ptr -> i64
    %28 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = llvm.getelementptr inbounds|nuw %28[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %27, %29 : i64, !llvm.ptr
    llvm.br ^bb3(%24 : i64)
  ^bb9:  // pred: ^bb7
    %30 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.getelementptr inbounds|nuw %30[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %13, %31 : i64, !llvm.ptr
    %32 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%32 : i64)
  ^bb10:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(13 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %2, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %14 = llvm.insertvalue %3, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.mlir.constant(7 : i32) : i32
    %16 = llvm.mlir.constant(1103515245 : i32) : i32
    %17 = llvm.mlir.constant(12345 : i32) : i32
    %18 = llvm.mlir.constant(1000 : i32) : i32
    %19 = llvm.mlir.constant(500 : i32) : i32
    llvm.br ^bb1(%0, %15 : i64, i32)
  ^bb1(%20: i64, %21: i32):  // 2 preds: ^bb0, ^bb2
    %22 = llvm.icmp "slt" %20, %2 : i64
    llvm.cond_br %22, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %23 = llvm.mul %21, %16 : i32
    %24 = llvm.add %23, %17 : i32
    %25 = llvm.urem %24, %18 : i32
    %26 = llvm.sub %25, %19 : i32
    %27 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %28 = llvm.getelementptr inbounds|nuw %27[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %26, %28 : i32, !llvm.ptr
    %29 = llvm.add %20, %1 : i64
    llvm.br ^bb1(%29, %24 : i64, i32)
  ^bb3:  // pred: ^bb1
    %30 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %32 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %34 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @bubble(%30, %31, %32, %33, %34) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.alloca %35 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %14, %36 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(i64, ptr)>
    %40 = llvm.insertvalue %36, %39[1] : !llvm.struct<(i64, ptr)>
    %41 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
    %42 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)>
    llvm.call @printMemrefI32(%41, %42) : (i64, !llvm.ptr) -> ()
    %43 = llvm.mlir.constant(9 : index) : i64
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %48 = llvm.call @malloc(%47) : (i64) -> !llvm.ptr
    %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %54 = llvm.insertvalue %43, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %55 = llvm.insertvalue %44, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.mlir.constant(6364136223846793005 : i64) : i64
    %57 = llvm.mlir.constant(1442695040888963407 : i64) : i64
    %58 = llvm.mlir.constant(42 : i64) : i64
    llvm.br ^bb4(%0, %58 : i64, i64)
  ^bb4(%59: i64, %60: i64):  // 2 preds: ^bb3, ^bb5
    %61 = llvm.icmp "slt" %59, %43 : i64
    llvm.cond_br %61, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %62 = llvm.mul %60, %56 : i64
    %63 = llvm.add %62, %57 : i64
    %64 = llvm.mlir.constant(40 : i64) : i64
    %65 = llvm.ashr %63, %64 : i64
    %66 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.getelementptr inbounds|nuw %66[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %65, %67 : i64, !llvm.ptr
    %68 = llvm.add %59, %1 : i64
    llvm.br ^bb4(%68, %63 : i64, i64)
  ^bb6:  // pred: ^bb4
    %69 = llvm.extractvalue %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %70 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.extractvalue %55[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.extractvalue %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.extractvalue %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @insertion(%69, %70, %71, %72, %73) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.alloca %74 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %55, %75 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %76 = llvm.mlir.constant(1 : index) : i64
    %77 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %78 = llvm.insertvalue %76, %77[0] : !llvm.struct<(i64, ptr)>
    %79 = llvm.insertvalue %75, %78[1] : !llvm.struct<(i64, ptr)>
    %80 = llvm.extractvalue %79[0] : !llvm.struct<(i64, ptr)>
    %81 = llvm.extractvalue %79[1] : !llvm.struct<(i64, ptr)>
    llvm.call @printMemrefI64(%80, %81) : (i64, !llvm.ptr) -> ()
    %82 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%82) : (!llvm.ptr) -> ()
    %83 = llvm.extractvalue %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%83) : (!llvm.ptr) -> ()
    llvm.return
  }
}

