// tests/run/reductions.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../reductions.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(15 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(10 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.mlir.constant(100 : index) : i64
    %8 = llvm.mlir.constant(8 : index) : i64
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.constant(1 : i64) : i64
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %14 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %15 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %16 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(3.700000e+00 : f32) : f32
    %18 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = llvm.getelementptr %6[100] : (!llvm.ptr) -> !llvm.ptr, f32
    %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
    %22 = llvm.call @malloc(%21) : (i64) -> !llvm.ptr
    llvm.br ^bb1(%19 : i64)
  ^bb1(%23: i64):  // 2 preds: ^bb0, ^bb2
    %24 = llvm.icmp "slt" %23, %7 : i64
    llvm.cond_br %24, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %25 = llvm.trunc %23 : i64 to i32
    %26 = llvm.sitofp %25 : i32 to f32
    %27 = llvm.fmul %26, %18 : f32
    %28 = llvm.fsub %27, %17 : f32
    %29 = llvm.fmul %28, %28 : f32
    %30 = llvm.getelementptr inbounds|nuw %22[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %30 : f32, !llvm.ptr
    %31 = llvm.add %23, %10 : i64
    llvm.br ^bb1(%31 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%19, %16, %15, %14 : i64, f32, f32, f32)
  ^bb4(%32: i64, %33: f32, %34: f32, %35: f32):  // 2 preds: ^bb3, ^bb5
    %36 = llvm.icmp "slt" %32, %7 : i64
    llvm.cond_br %36, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %37 = llvm.getelementptr inbounds|nuw %22[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %38 = llvm.load %37 : !llvm.ptr -> f32
    %39 = llvm.fadd %33, %38 : f32
    %40 = llvm.fcmp "ugt" %34, %38 : f32
    %41 = llvm.select %40, %34, %38 : i1, f32
    %42 = llvm.fcmp "uno" %38, %38 : f32
    %43 = llvm.select %42, %38, %41 : i1, f32
    %44 = llvm.fcmp "ult" %35, %38 : f32
    %45 = llvm.select %44, %35, %38 : i1, f32
    %46 = llvm.fcmp "uno" %38, %38 : f32
    %47 = llvm.select %46, %38, %45 : i1, f32
    %48 = llvm.add %32, %10 : i64
    llvm.br ^bb4(%48, %39, %43, %47 : i64, f32, f32, f32)
  ^bb6:  // pred: ^bb4
    llvm.call @printF32(%33) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%34) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%35) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb7(%19, %13, %12 : i64, f64, i64)
  ^bb7(%49: i64, %50: f64, %51: i64):  // 2 preds: ^bb6, ^bb11
    %52 = llvm.icmp "slt" %49, %8 : i64
    llvm.cond_br %52, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%19, %50, %51 : i64, f64, i64)
  ^bb9(%53: i64, %54: f64, %55: i64):  // 2 preds: ^bb8, ^bb10
    %56 = llvm.icmp "slt" %53, %9 : i64
    llvm.cond_br %56, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %57 = llvm.mul %49, %53 : i64
    %58 = llvm.sitofp %57 : i64 to f64
    %59 = llvm.fadd %54, %58 : f64
    %60 = llvm.add %55, %11 : i64
    %61 = llvm.add %53, %10 : i64
    llvm.br ^bb9(%61, %59, %60 : i64, f64, i64)
  ^bb11:  // pred: ^bb9
    %62 = llvm.add %49, %10 : i64
    llvm.br ^bb7(%62, %54, %55 : i64, f64, i64)
  ^bb12:  // pred: ^bb7
    llvm.call @printF64(%50) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%51) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb13(%19, %16 : i64, f32)
  ^bb13(%63: i64, %64: f32):  // 2 preds: ^bb12, ^bb14
    %65 = llvm.icmp "slt" %63, %8 : i64
    llvm.cond_br %65, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %66 = llvm.getelementptr %22[10] : (!llvm.ptr) -> !llvm.ptr, f32
    %67 = llvm.mul %63, %4 overflow<nsw, nuw> : i64
    %68 = llvm.getelementptr inbounds|nuw %66[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %69 = llvm.load %68 : !llvm.ptr -> f32
    %70 = llvm.getelementptr inbounds|nuw %22[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %71 = llvm.load %70 : !llvm.ptr -> f32
    %72 = llvm.fmul %69, %71 : f32
    %73 = llvm.fadd %64, %72 : f32
    %74 = llvm.add %63, %10 : i64
    llvm.br ^bb13(%74, %73 : i64, f32)
  ^bb15:  // pred: ^bb13
    llvm.call @printF32(%64) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %75 = llvm.insertvalue %22, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.insertvalue %22, %75[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.insertvalue %2, %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.insertvalue %9, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %5, %78[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %1, %79[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %10, %80[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %81, %82 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%4, %82) : (i64, !llvm.ptr) -> ()
    %83 = llvm.insertvalue %22, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.insertvalue %22, %83[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = llvm.insertvalue %0, %84[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = llvm.insertvalue %4, %85[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.insertvalue %5, %86[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %2, %87[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %10, %88[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %89, %90 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @printMemrefF32(%4, %90) : (i64, !llvm.ptr) -> ()
    llvm.call @free(%22) : (!llvm.ptr) -> ()
    llvm.return
  }
}

