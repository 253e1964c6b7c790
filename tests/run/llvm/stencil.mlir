// tests/run/stencil.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../stencil.mlir

module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @jacobi1d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0.33333333333333331 : f64) : f64
    %2 = llvm.mlir.constant(9 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    llvm.br ^bb1(%4 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb5
    %6 = llvm.icmp "slt" %5, %arg10 : i64
    llvm.cond_br %6, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%3 : i64)
  ^bb3(%7: i64):  // 2 preds: ^bb2, ^bb4
    %8 = llvm.icmp "slt" %7, %2 : i64
    llvm.cond_br %8, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %9 = llvm.sub %7, %3 : i64
    %10 = llvm.add %7, %3 : i64
    %11 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %12 = llvm.load %11 : !llvm.ptr -> f64
    %13 = llvm.getelementptr inbounds|nuw %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.load %13 : !llvm.ptr -> f64
    %15 = llvm.getelementptr inbounds|nuw %arg1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %16 = llvm.load %15 : !llvm.ptr -> f64
    %17 = llvm.fadd %12, %14 : f64
    %18 = llvm.fadd %17, %16 : f64
    %19 = llvm.fmul %18, %1 : f64
    %20 = llvm.getelementptr inbounds|nuw %arg6[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %19, %20 : f64, !llvm.ptr
    %21 = llvm.add %7, %3 : i64
    llvm.br ^bb3(%21 : i64)
  ^bb5:  // pred: ^bb3
    %22 = llvm.mul %arg8, %3 : i64
    %23 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.mul %22, %24 : i64
    %26 = llvm.getelementptr %arg6[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %27 = llvm.getelementptr %arg1[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    "llvm.intr.memcpy"(%27, %26, %25) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %28 = llvm.add %5, %3 : i64
    llvm.br ^bb1(%28 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  llvm.func @jacobi2d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.constant(7 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(2.000000e-01 : f32) : f32
    %5 = llvm.mlir.constant(5 : index) : i64
    %6 = llvm.mlir.constant(6 : index) : i64
    %7 = llvm.mlir.constant(-1 : index) : i64
    llvm.br ^bb1(%3 : i64)
  ^bb1(%8: i64):  // 2 preds: ^bb0, ^bb14
    %9 = llvm.icmp "slt" %8, %2 : i64
    llvm.cond_br %9, ^bb2, ^bb15
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1 : i64)
  ^bb3(%10: i64):  // 2 preds: ^bb2, ^bb7
    %11 = llvm.icmp "slt" %10, %5 : i64
    llvm.cond_br %11, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%1 : i64)
  ^bb5(%12: i64):  // 2 preds: ^bb4, ^bb6
    %13 = llvm.icmp "slt" %12, %6 : i64
    llvm.cond_br %13, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %14 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
    %15 = llvm.add %14, %12 overflow<nsw, nuw> : i64
    %16 = llvm.getelementptr inbounds|nuw %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.load %16 : !llvm.ptr -> f32
    %18 = llvm.add %10, %7 : i64
    %19 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
    %20 = llvm.add %19, %12 overflow<nsw, nuw> : i64
    %21 = llvm.getelementptr inbounds|nuw %arg1[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %22 = llvm.load %21 : !llvm.ptr -> f32
    %23 = llvm.add %10, %1 : i64
    %24 = llvm.mul %23, %0 overflow<nsw, nuw> : i64
    %25 = llvm.add %24, %12 overflow<nsw, nuw> : i64
    %26 = llvm.getelementptr inbounds|nuw %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %27 = llvm.load %26 : !llvm.ptr -> f32
    %28 = llvm.add %12, %7 : i64
    %29 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
    %30 = llvm.add %29, %28 overflow<nsw, nuw> : i64
    %31 = llvm.getelementptr inbounds|nuw %arg1[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %32 = llvm.load %31 : !llvm.ptr -> f32
    %33 = llvm.add %12, %1 : i64
    %34 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
    %35 = llvm.add %34, %33 overflow<nsw, nuw> : i64
    %36 = llvm.getelementptr inbounds|nuw %arg1[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.load %36 : !llvm.ptr -> f32
    %38 = llvm.fadd %17, %22 : f32
    %39 = llvm.fadd %38, %27 : f32
    %40 = llvm.fadd %39, %32 : f32
    %41 = llvm.fadd %40, %37 : f32
    %42 = llvm.fmul %41, %4 : f32
    %43 = llvm.mul %10, %0 overflow<nsw, nuw> : i64
    %44 = llvm.add %43, %12 overflow<nsw, nuw> : i64
    %45 = llvm.getelementptr inbounds|nuw %arg8[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %45 : f32, !llvm.ptr
    %46 = llvm.add %12, %1 : i64
    llvm.br ^bb5(%46 : i64)
  ^bb7:  // pred: ^bb5
    %47 = llvm.add %10, %1 : i64
    llvm.br ^bb3(%47 : i64)
  ^bb8:  // pred: ^bb3
    llvm.br ^bb9(%1 : i64)
  ^bb9(%48: i64):  // 2 preds: ^bb8, ^bb13
    %49 = llvm.icmp "slt" %48, %5 : i64
    llvm.cond_br %49, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%1 : i64)
  ^bb11(%50: i64):  // 2 preds: ^bb10, ^bb12
    %51 = llvm.icmp "slt" %50, %6 : i64
    llvm.cond_br %51, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %52 = llvm.mul %48, %0 overflow<nsw, nuw> : i64
    %53 = llvm.add %52, %50 overflow<nsw, nuw> : i64
    %54 = llvm.getelementptr inbounds|nuw %arg8[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %55 = llvm.load %54 : !llvm.ptr -> f32
    %56 = llvm.mul %48, %0 overflow<nsw, nuw> : i64
    %57 = llvm.add %56, %50 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds|nuw %arg1[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %55, %58 : f32, !llvm.ptr
    %59 = llvm.add %50, %1 : i64
    llvm.br ^bb11(%59 : i64)
  ^bb13:  // pred: ^bb11
    %60 = llvm.add %48, %1 : i64
    llvm.br ^bb9(%60 : i64)
  ^bb14:  // pred: ^bb9
    %61 = llvm.add %8, %1 : i64
    llvm.br ^bb1(%61 : i64)
  ^bb15:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(10 : index) : i64
    %7 = llvm.mlir.constant(11 : index) : i64
    %8 = llvm.mlir.constant(3 : index) : i64
    %9 = llvm.mlir.constant(7 : index) : i64
    %10 = llvm.mlir.constant(6 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f64
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.insertvalue %14, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.insertvalue %14, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.insertvalue %4, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %6, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = llvm.insertvalue %5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.getelementptr %3[10] : (!llvm.ptr) -> !llvm.ptr, f64
    %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
    %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
    llvm.br ^bb1(%4 : i64)
  ^bb1(%23: i64):  // 2 preds: ^bb0, ^bb2
    %24 = llvm.icmp "slt" %23, %6 : i64
    llvm.cond_br %24, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %25 = llvm.mul %23, %23 : i64
    %26 = llvm.sitofp %25 : i64 to f64
    %27 = llvm.getelementptr inbounds|nuw %14[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %26, %27 : f64, !llvm.ptr
    %28 = llvm.getelementptr inbounds|nuw %22[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %26, %28 : f64, !llvm.ptr
    %29 = llvm.add %23, %5 : i64
    llvm.br ^bb1(%29 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @jacobi1d(%14, %14, %4, %6, %5, %22, %22, %4, %6, %5, %11) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
    %30 = llvm.alloca %5 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %19, %30 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF64(%5, %30) : (i64, !llvm.ptr) -> ()
    %31 = llvm.getelementptr %3[42] : (!llvm.ptr) -> !llvm.ptr, f32
    %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
    %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
    %34 = llvm.insertvalue %33, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = llvm.insertvalue %4, %35[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.insertvalue %10, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %38 = llvm.insertvalue %9, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %39 = llvm.insertvalue %9, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %40 = llvm.insertvalue %5, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %41 = llvm.getelementptr %3[42] : (!llvm.ptr) -> !llvm.ptr, f32
    %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
    %43 = llvm.call @malloc(%42) : (i64) -> !llvm.ptr
    llvm.br ^bb4(%4 : i64)
  ^bb4(%44: i64):  // 2 preds: ^bb3, ^bb8
    %45 = llvm.icmp "slt" %44, %10 : i64
    llvm.cond_br %45, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6(%4 : i64)
  ^bb6(%46: i64):  // 2 preds: ^bb5, ^bb7
    %47 = llvm.icmp "slt" %46, %9 : i64
    llvm.cond_br %47, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %48 = llvm.mul %44, %9 overflow<nsw> : i64
    %49 = llvm.mul %46, %8 overflow<nsw> : i64
    %50 = llvm.add %48, %49 : i64
    %51 = llvm.srem %50, %7 : i64
    %52 = llvm.icmp "slt" %51, %4 : i64
    %53 = llvm.add %51, %7 : i64
    %54 = llvm.select %52, %53, %51 : i1, i64
    %55 = llvm.trunc %54 : i64 to i32
    %56 = llvm.sitofp %55 : i32 to f32
    %57 = llvm.mul %44, %9 overflow<nsw, nuw> : i64
    %58 = llvm.add %57, %46 overflow<nsw, nuw> : i64
    %59 = llvm.getelementptr inbounds|nuw %33[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %56, %59 : f32, !llvm.ptr
    %60 = llvm.mul %44, %9 overflow<nsw, nuw> : i64
    %61 = llvm.add %60, %46 overflow<nsw, nuw> : i64
    %62 = llvm.getelementptr inbounds|nuw %43[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %56, %62 : f32, !llvm.ptr
    %63 = llvm.add %46, %5 : i64
    llvm.br ^bb6(%63 : i64)
  ^bb8:  // pred: ^bb6
    %64 = llvm.add %44, %5 : i64
    llvm.br ^bb4(%64 : i64)
  ^bb9:  // pred: ^bb4
    llvm.call @jacobi2d(%33, %33, %4, %10, %9, %9, %5, %43, %43, %4, %10, %9, %9, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %65 = llvm.alloca %5 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %40, %65 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%0, %65) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}

