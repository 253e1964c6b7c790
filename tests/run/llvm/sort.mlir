// tests/run/sort.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
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
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(false) : i1
    %4 = llvm.sub %arg3, %0 : i64
    llvm.br ^bb1(%2 : i1)
  ^bb1(%5: i1):  // 2 preds: ^bb0, ^bb9
    llvm.cond_br %5, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1, %3 : i64, i1)
  ^bb3(%6: i64, %7: i1):  // 2 preds: ^bb2, ^bb8
    %8 = llvm.icmp "slt" %6, %4 : i64
    llvm.cond_br %8, ^bb4, ^bb9
  ^bb4:  // pred: ^bb3
    %9 = llvm.add %6, %0 : i64
    %10 = llvm.getelementptr inbounds|nuw %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %11 = llvm.load %10 : !llvm.ptr -> i32
    %12 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %13 = llvm.load %12 : !llvm.ptr -> i32
    %14 = llvm.icmp "sgt" %11, %13 : i32
    llvm.cond_br %14, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %15 = llvm.getelementptr inbounds|nuw %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %13, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %11, %16 : i32, !llvm.ptr
    llvm.br ^bb7(%2 : i1)
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7(%7 : i1)
  ^bb7(%17: i1):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %18 = llvm.add %6, %0 : i64
    llvm.br ^bb3(%18, %17 : i64, i1)
  ^bb9:  // pred: ^bb3
    llvm.br ^bb1(%7 : i1)
  ^bb10:  // pred: ^bb1
    llvm.return
  }
  llvm.func @insertion(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(false) : i1
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb9
    %4 = llvm.icmp "slt" %3, %arg3 : i64
    llvm.cond_br %4, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    %5 = llvm.getelementptr inbounds|nuw %arg1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6 = llvm.load %5 : !llvm.ptr -> i64
    llvm.br ^bb3(%3 : i64)
  ^bb3(%7: i64):  // 2 preds: ^bb2, ^bb8
    %8 = llvm.icmp "ugt" %7, %1 : i64
    llvm.cond_br %8, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %9 = llvm.sub %7, %0 : i64
    %10 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %11 = llvm.load %10 : !llvm.ptr -> i64
    %12 = llvm.icmp "ugt" %11, %6 : i64
    llvm.br ^bb6(%12 : i1)
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%2 : i1)
  ^bb6(%13: i1):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.cond_br %13, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %14 = llvm.sub %7, %0 : i64
    %15 = llvm.getelementptr inbounds|nuw %arg1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %16 = llvm.load %15 : !llvm.ptr -> i64
    %17 = llvm.getelementptr inbounds|nuw %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %16, %17 : i64, !llvm.ptr
    llvm.br ^bb3(%14 : i64)
  ^bb9:  // pred: ^bb7
    %18 = llvm.getelementptr inbounds|nuw %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %6, %18 : i64, !llvm.ptr
    %19 = llvm.add %3, %0 : i64
    llvm.br ^bb1(%19 : i64)
  ^bb10:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(13 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(7 : i32) : i32
    %6 = llvm.mlir.constant(1103515245 : i32) : i32
    %7 = llvm.mlir.constant(12345 : i32) : i32
    %8 = llvm.mlir.constant(1000 : i32) : i32
    %9 = llvm.mlir.constant(500 : i32) : i32
    %10 = llvm.mlir.constant(40 : i64) : i64
    %11 = llvm.mlir.constant(42 : i64) : i64
    %12 = llvm.mlir.constant(1442695040888963407 : i64) : i64
    %13 = llvm.mlir.constant(6364136223846793005 : i64) : i64
    %14 = llvm.mlir.constant(9 : index) : i64
    %15 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, i32
    %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
    %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
    %18 = llvm.insertvalue %17, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %4, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.insertvalue %2, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %22 = llvm.insertvalue %3, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb1(%4, %5 : i64, i32)
  ^bb1(%23: i64, %24: i32):  // 2 preds: ^bb0, ^bb2
    %25 = llvm.icmp "slt" %23, %2 : i64
    llvm.cond_br %25, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %26 = llvm.mul %24, %6 : i32
    %27 = llvm.add %26, %7 : i32
    %28 = llvm.urem %27, %8 : i32
    %29 = llvm.sub %28, %9 : i32
    %30 = llvm.getelementptr inbounds|nuw %17[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %29, %30 : i32, !llvm.ptr
    %31 = llvm.add %23, %3 : i64
    llvm.br ^bb1(%31, %27 : i64, i32)
  ^bb3:  // pred: ^bb1
    llvm.call @bubble(%17, %17, %4, %2, %3) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %32 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %22, %32 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI32(%3, %32) : (i64, !llvm.ptr) -> ()
    %33 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, i64
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
    %36 = llvm.insertvalue %35, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %35, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.insertvalue %4, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.insertvalue %14, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.insertvalue %3, %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb4(%4, %11 : i64, i64)
  ^bb4(%41: i64, %42: i64):  // 2 preds: ^bb3, ^bb5
    %43 = llvm.icmp "slt" %41, %14 : i64
    llvm.cond_br %43, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %44 = llvm.mul %42, %13 : i64
    %45 = llvm.add %44, %12 : i64
    %46 = llvm.ashr %45, %10 : i64
    %47 = llvm.getelementptr inbounds|nuw %35[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %46, %47 : i64, !llvm.ptr
    %48 = llvm.add %41, %3 : i64
    llvm.br ^bb4(%48, %45 : i64, i64)
  ^bb6:  // pred: ^bb4
    llvm.call @insertion(%35, %35, %4, %14, %3) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    %49 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %40, %49 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI64(%3, %49) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%17) : (!llvm.ptr) -> ()
    llvm.call @free(%35) : (!llvm.ptr) -> ()
    llvm.return
  }
}

