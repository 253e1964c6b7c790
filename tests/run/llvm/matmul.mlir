// tests/run/matmul.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../matmul.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @matmul_f32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(5 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb1(%2 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb8
    %6 = llvm.icmp "slt" %5, %1 : i64
    llvm.cond_br %6, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%2 : i64)
  ^bb3(%7: i64):  // 2 preds: ^bb2, ^bb7
    %8 = llvm.icmp "slt" %7, %3 : i64
    llvm.cond_br %8, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%2 : i64)
  ^bb5(%9: i64):  // 2 preds: ^bb4, ^bb6
    %10 = llvm.icmp "slt" %9, %4 : i64
    llvm.cond_br %10, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %11 = llvm.mul %5, %4 overflow<nsw, nuw> : i64
    %12 = llvm.add %11, %9 overflow<nsw, nuw> : i64
    %13 = llvm.getelementptr inbounds|nuw %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %14 = llvm.load %13 : !llvm.ptr -> f32
    %15 = llvm.mul %9, %3 overflow<nsw, nuw> : i64
    %16 = llvm.add %15, %7 overflow<nsw, nuw> : i64
    %17 = llvm.getelementptr inbounds|nuw %arg8[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %18 = llvm.load %17 : !llvm.ptr -> f32
    %19 = llvm.fmul %14, %18 : f32
    %20 = llvm.mul %5, %3 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %7 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %arg15[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.load %22 : !llvm.ptr -> f32
    %24 = llvm.fadd %23, %19 : f32
    %25 = llvm.mul %5, %3 overflow<nsw, nuw> : i64
    %26 = llvm.add %25, %7 overflow<nsw, nuw> : i64
    %27 = llvm.getelementptr inbounds|nuw %arg15[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %27 : f32, !llvm.ptr
    %28 = llvm.add %9, %0 : i64
    llvm.br ^bb5(%28 : i64)
  ^bb7:  // pred: ^bb5
    %29 = llvm.add %7, %0 : i64
    llvm.br ^bb3(%29 : i64)
  ^bb8:  // pred: ^bb3
    %30 = llvm.add %5, %0 : i64
    llvm.br ^bb1(%30 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(-2 : index) : i64
    %7 = llvm.mlir.constant(5 : index) : i64
    %8 = llvm.mlir.constant(3 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.getelementptr %2[12] : (!llvm.ptr) -> !llvm.ptr, f32
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.getelementptr %2[15] : (!llvm.ptr) -> !llvm.ptr, f32
    %16 = llvm.ptrtoint %15 : !llvm.ptr to i64
    %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
    %18 = llvm.getelementptr %2[20] : (!llvm.ptr) -> !llvm.ptr, f32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
    %21 = llvm.insertvalue %20, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %20, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %11, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = llvm.insertvalue %10, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = llvm.insertvalue %7, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = llvm.insertvalue %7, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %9, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%11 : i64)
  ^bb1(%28: i64):  // 2 preds: ^bb0, ^bb5
    %29 = llvm.icmp "slt" %28, %10 : i64
    llvm.cond_br %29, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%11 : i64)
  ^bb3(%30: i64):  // 2 preds: ^bb2, ^bb4
    %31 = llvm.icmp "slt" %30, %8 : i64
    llvm.cond_br %31, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %32 = llvm.mul %28, %8 overflow<nsw> : i64
    %33 = llvm.add %32, %30 : i64
    %34 = llvm.add %33, %9 : i64
    %35 = llvm.trunc %34 : i64 to i32
    %36 = llvm.sitofp %35 : i32 to f32
    %37 = llvm.fmul %36, %4 : f32
    %38 = llvm.mul %28, %8 overflow<nsw, nuw> : i64
    %39 = llvm.add %38, %30 overflow<nsw, nuw> : i64
    %40 = llvm.getelementptr inbounds|nuw %14[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %37, %40 : f32, !llvm.ptr
    %41 = llvm.add %30, %9 : i64
    llvm.br ^bb3(%41 : i64)
  ^bb5:  // pred: ^bb3
    %42 = llvm.add %28, %9 : i64
    llvm.br ^bb1(%42 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%11 : i64)
  ^bb7(%43: i64):  // 2 preds: ^bb6, ^bb11
    %44 = llvm.icmp "slt" %43, %8 : i64
    llvm.cond_br %44, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%11 : i64)
  ^bb9(%45: i64):  // 2 preds: ^bb8, ^bb10
    %46 = llvm.icmp "slt" %45, %7 : i64
    llvm.cond_br %46, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %47 = llvm.mul %45, %6 overflow<nsw> : i64
    %48 = llvm.add %43, %47 : i64
    %49 = llvm.trunc %48 : i64 to i32
    %50 = llvm.sitofp %49 : i32 to f32
    %51 = llvm.mul %43, %7 overflow<nsw, nuw> : i64
    %52 = llvm.add %51, %45 overflow<nsw, nuw> : i64
    %53 = llvm.getelementptr inbounds|nuw %17[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %50, %53 : f32, !llvm.ptr
    %54 = llvm.add %45, %9 : i64
    llvm.br ^bb9(%54 : i64)
  ^bb11:  // pred: ^bb9
    %55 = llvm.add %43, %9 : i64
    llvm.br ^bb7(%55 : i64)
  ^bb12:  // pred: ^bb7
    llvm.br ^bb13(%11 : i64)
  ^bb13(%56: i64):  // 2 preds: ^bb12, ^bb17
    %57 = llvm.icmp "slt" %56, %10 : i64
    llvm.cond_br %57, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%11 : i64)
  ^bb15(%58: i64):  // 2 preds: ^bb14, ^bb16
    %59 = llvm.icmp "slt" %58, %7 : i64
    llvm.cond_br %59, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %60 = llvm.mul %56, %7 overflow<nsw, nuw> : i64
    %61 = llvm.add %60, %58 overflow<nsw, nuw> : i64
    %62 = llvm.getelementptr inbounds|nuw %20[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3, %62 : f32, !llvm.ptr
    %63 = llvm.add %58, %9 : i64
    llvm.br ^bb15(%63 : i64)
  ^bb17:  // pred: ^bb15
    %64 = llvm.add %56, %9 : i64
    llvm.br ^bb13(%64 : i64)
  ^bb18:  // pred: ^bb13
    llvm.call @matmul_f32(%14, %14, %11, %10, %8, %8, %9, %17, %17, %11, %8, %7, %7, %9, %20, %20, %11, %10, %7, %7, %9) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %65 = llvm.alloca %9 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %27, %65 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%0, %65) : (i64, !llvm.ptr) -> ()
    %66 = llvm.getelementptr %2[9] : (!llvm.ptr) -> !llvm.ptr, i32
    %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %68 = llvm.call @malloc(%67) : (i64) -> !llvm.ptr
    llvm.br ^bb19(%11 : i64)
  ^bb19(%69: i64):  // 2 preds: ^bb18, ^bb23
    %70 = llvm.icmp "slt" %69, %8 : i64
    llvm.cond_br %70, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%11 : i64)
  ^bb21(%71: i64):  // 2 preds: ^bb20, ^bb22
    %72 = llvm.icmp "slt" %71, %8 : i64
    llvm.cond_br %72, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %73 = llvm.add %69, %71 : i64
    %74 = llvm.mul %73, %8 : i64
    %75 = llvm.sub %74, %71 : i64
    %76 = llvm.trunc %75 : i64 to i32
    %77 = llvm.mul %69, %8 overflow<nsw, nuw> : i64
    %78 = llvm.add %77, %71 overflow<nsw, nuw> : i64
    %79 = llvm.getelementptr inbounds|nuw %68[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %76, %79 : i32, !llvm.ptr
    %80 = llvm.add %71, %9 : i64
    llvm.br ^bb21(%80 : i64)
  ^bb23:  // pred: ^bb21
    %81 = llvm.add %69, %9 : i64
    llvm.br ^bb19(%81 : i64)
  ^bb24:  // pred: ^bb19
    %82 = llvm.getelementptr %2[9] : (!llvm.ptr) -> !llvm.ptr, i32
    %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %84 = llvm.call @malloc(%83) : (i64) -> !llvm.ptr
    %85 = llvm.insertvalue %84, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = llvm.insertvalue %84, %85[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.insertvalue %11, %86[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %8, %87[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %8, %88[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.insertvalue %8, %89[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %9, %90[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb25(%11 : i64)
  ^bb25(%92: i64):  // 2 preds: ^bb24, ^bb32
    %93 = llvm.icmp "slt" %92, %8 : i64
    llvm.cond_br %93, ^bb26, ^bb33
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%11 : i64)
  ^bb27(%94: i64):  // 2 preds: ^bb26, ^bb31
    %95 = llvm.icmp "slt" %94, %8 : i64
    llvm.cond_br %95, ^bb28, ^bb32
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%11, %5 : i64, i32)
  ^bb29(%96: i64, %97: i32):  // 2 preds: ^bb28, ^bb30
    %98 = llvm.icmp "slt" %96, %8 : i64
    llvm.cond_br %98, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %99 = llvm.mul %92, %8 overflow<nsw, nuw> : i64
    %100 = llvm.add %99, %96 overflow<nsw, nuw> : i64
    %101 = llvm.getelementptr inbounds|nuw %68[%100] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %102 = llvm.load %101 : !llvm.ptr -> i32
    %103 = llvm.mul %96, %8 overflow<nsw, nuw> : i64
    %104 = llvm.add %103, %94 overflow<nsw, nuw> : i64
    %105 = llvm.getelementptr inbounds|nuw %68[%104] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %106 = llvm.load %105 : !llvm.ptr -> i32
    %107 = llvm.mul %102, %106 : i32
    %108 = llvm.add %97, %107 : i32
    %109 = llvm.add %96, %9 : i64
    llvm.br ^bb29(%109, %108 : i64, i32)
  ^bb31:  // pred: ^bb29
    %110 = llvm.mul %92, %8 overflow<nsw, nuw> : i64
    %111 = llvm.add %110, %94 overflow<nsw, nuw> : i64
    %112 = llvm.getelementptr inbounds|nuw %84[%111] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %97, %112 : i32, !llvm.ptr
    %113 = llvm.add %94, %9 : i64
    llvm.br ^bb27(%113 : i64)
  ^bb32:  // pred: ^bb27
    %114 = llvm.add %92, %9 : i64
    llvm.br ^bb25(%114 : i64)
  ^bb33:  // pred: ^bb25
    %115 = llvm.alloca %9 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %91, %115 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI32(%0, %115) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%14) : (!llvm.ptr) -> ()
    llvm.call @free(%17) : (!llvm.ptr) -> ()
    llvm.call @free(%20) : (!llvm.ptr) -> ()
    llvm.call @free(%68) : (!llvm.ptr) -> ()
    llvm.call @free(%84) : (!llvm.ptr) -> ()
    llvm.return
  }
}

