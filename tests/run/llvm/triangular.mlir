// tests/run/triangular.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../triangular.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefI64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(-5 : index) : i64
    %5 = llvm.mlir.constant(-4 : index) : i64
    %6 = llvm.mlir.constant(7 : index) : i64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(2 : index) : i64
    %9 = llvm.mlir.constant(3 : index) : i64
    %10 = llvm.mlir.constant(-1 : i64) : i64
    %11 = llvm.mlir.constant(10 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(6 : index) : i64
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.getelementptr %2[36] : (!llvm.ptr) -> !llvm.ptr, i64
    %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
    %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
    %18 = llvm.insertvalue %17, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %13, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %13, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %13, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = llvm.insertvalue %12, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%14 : i64)
  ^bb1(%25: i64):  // 2 preds: ^bb0, ^bb5
    %26 = llvm.icmp "slt" %25, %13 : i64
    llvm.cond_br %26, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%14 : i64)
  ^bb3(%27: i64):  // 2 preds: ^bb2, ^bb4
    %28 = llvm.icmp "slt" %27, %13 : i64
    llvm.cond_br %28, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %29 = llvm.mul %25, %13 overflow<nsw, nuw> : i64
    %30 = llvm.add %29, %27 overflow<nsw, nuw> : i64
    %31 = llvm.getelementptr inbounds|nuw %17[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3, %31 : i64, !llvm.ptr
    %32 = llvm.add %27, %12 : i64
    llvm.br ^bb3(%32 : i64)
  ^bb5:  // pred: ^bb3
    %33 = llvm.add %25, %12 : i64
    llvm.br ^bb1(%33 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%14 : i64)
  ^bb7(%34: i64):  // 2 preds: ^bb6, ^bb11
    %35 = llvm.icmp "slt" %34, %13 : i64
    llvm.cond_br %35, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    %36 = llvm.add %34, %12 : i64
    llvm.br ^bb9(%14 : i64)
  ^bb9(%37: i64):  // 2 preds: ^bb8, ^bb10
    %38 = llvm.icmp "slt" %37, %36 : i64
    llvm.cond_br %38, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %39 = llvm.mul %34, %11 overflow<nsw> : i64
    %40 = llvm.add %39, %37 : i64
    %41 = llvm.mul %34, %13 overflow<nsw, nuw> : i64
    %42 = llvm.add %41, %37 overflow<nsw, nuw> : i64
    %43 = llvm.getelementptr inbounds|nuw %17[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %40, %43 : i64, !llvm.ptr
    %44 = llvm.add %37, %12 : i64
    llvm.br ^bb9(%44 : i64)
  ^bb11:  // pred: ^bb9
    %45 = llvm.add %34, %12 : i64
    llvm.br ^bb7(%45 : i64)
  ^bb12:  // pred: ^bb7
    llvm.br ^bb13(%14 : i64)
  ^bb13(%46: i64):  // 2 preds: ^bb12, ^bb17
    %47 = llvm.icmp "slt" %46, %13 : i64
    llvm.cond_br %47, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    %48 = llvm.add %46, %12 : i64
    %49 = llvm.add %46, %9 : i64
    %50 = llvm.intr.smin(%49, %13) : (i64, i64) -> i64
    llvm.br ^bb15(%48 : i64)
  ^bb15(%51: i64):  // 2 preds: ^bb14, ^bb16
    %52 = llvm.icmp "slt" %51, %50 : i64
    llvm.cond_br %52, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %53 = llvm.mul %46, %13 overflow<nsw, nuw> : i64
    %54 = llvm.add %53, %51 overflow<nsw, nuw> : i64
    %55 = llvm.getelementptr inbounds|nuw %17[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %10, %55 : i64, !llvm.ptr
    %56 = llvm.add %51, %8 : i64
    llvm.br ^bb15(%56 : i64)
  ^bb17:  // pred: ^bb15
    %57 = llvm.add %46, %12 : i64
    llvm.br ^bb13(%57 : i64)
  ^bb18:  // pred: ^bb13
    %58 = llvm.alloca %12 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %24, %58 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI64(%8, %58) : (i64, !llvm.ptr) -> ()
    %59 = llvm.alloca %13 x i64 : (i64) -> !llvm.ptr
    %60 = llvm.insertvalue %59, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.insertvalue %59, %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.insertvalue %14, %61[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = llvm.insertvalue %13, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = llvm.insertvalue %12, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb19(%14 : i64)
  ^bb19(%65: i64):  // 2 preds: ^bb18, ^bb23
    %66 = llvm.icmp "slt" %65, %13 : i64
    llvm.cond_br %66, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    %67 = llvm.add %65, %12 : i64
    llvm.br ^bb21(%14, %3 : i64, i64)
  ^bb21(%68: i64, %69: i64):  // 2 preds: ^bb20, ^bb22
    %70 = llvm.icmp "slt" %68, %67 : i64
    llvm.cond_br %70, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %71 = llvm.mul %65, %13 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %68 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %17[%72] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %74 = llvm.load %73 : !llvm.ptr -> i64
    %75 = llvm.add %68, %12 : i64
    %76 = llvm.mul %74, %75 : i64
    %77 = llvm.add %69, %76 : i64
    %78 = llvm.add %68, %12 : i64
    llvm.br ^bb21(%78, %77 : i64, i64)
  ^bb23:  // pred: ^bb21
    %79 = llvm.getelementptr inbounds|nuw %59[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %69, %79 : i64, !llvm.ptr
    %80 = llvm.add %65, %12 : i64
    llvm.br ^bb19(%80 : i64)
  ^bb24:  // pred: ^bb19
    %81 = llvm.alloca %12 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %64, %81 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI64(%12, %81) : (i64, !llvm.ptr) -> ()
    llvm.br ^bb25(%14, %3 : i64, i64)
  ^bb25(%82: i64, %83: i64):  // 2 preds: ^bb24, ^bb33
    %84 = llvm.icmp "slt" %82, %6 : i64
    llvm.cond_br %84, ^bb26, ^bb34
  ^bb26:  // pred: ^bb25
    %85 = llvm.add %82, %5 : i64
    %86 = llvm.intr.smax(%85, %14) : (i64, i64) -> i64
    llvm.br ^bb27(%86, %83 : i64, i64)
  ^bb27(%87: i64, %88: i64):  // 2 preds: ^bb26, ^bb32
    %89 = llvm.icmp "slt" %87, %6 : i64
    llvm.cond_br %89, ^bb28, ^bb33
  ^bb28:  // pred: ^bb27
    %90 = llvm.add %82, %87 : i64
    %91 = llvm.add %90, %4 : i64
    %92 = llvm.icmp "sge" %91, %14 : i64
    llvm.cond_br %92, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %93 = llvm.icmp "eq" %82, %87 : i64
    %94 = llvm.select %93, %3, %7 : i1, i64
    %95 = llvm.add %88, %94 : i64
    llvm.br ^bb31(%95 : i64)
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31(%88 : i64)
  ^bb31(%96: i64):  // 2 preds: ^bb29, ^bb30
    llvm.br ^bb32
  ^bb32:  // pred: ^bb31
    %97 = llvm.add %87, %12 : i64
    llvm.br ^bb27(%97, %96 : i64, i64)
  ^bb33:  // pred: ^bb27
    %98 = llvm.add %82, %12 : i64
    llvm.br ^bb25(%98, %88 : i64, i64)
  ^bb34:  // pred: ^bb25
    llvm.call @printI64(%83) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%17) : (!llvm.ptr) -> ()
    llvm.return
  }
}

