// tests/run/matmul.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../matmul.mlir

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @printMemrefI32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func @matmul_f32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(4 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%24 : i64)
  ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb8
    %28 = llvm.icmp "slt" %27, %25 : i64
    llvm.cond_br %28, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    %29 = llvm.mlir.constant(0 : index) : i64
    %30 = llvm.mlir.constant(5 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb3(%29 : i64)
  ^bb3(%32: i64):  // 2 preds: ^bb2, ^bb7
    %33 = llvm.icmp "slt" %32, %30 : i64
    llvm.cond_br %33, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.mlir.constant(3 : index) : i64
    %36 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb5(%34 : i64)
  ^bb5(%37: i64):  // 2 preds: ^bb4, ^bb6
    %38 = llvm.icmp "slt" %37, %35 : i64
    llvm.cond_br %38, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %39 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %40 = llvm.mlir.constant(3 : index) : i64
    %41 = llvm.mul %27, %40 overflow<nsw, nuw> : i64
    %42 = llvm.add %41, %37 overflow<nsw, nuw> : i64
    %43 = llvm.getelementptr inbounds|nuw %39[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %44 = llvm.load %43 : !llvm.ptr -> f32
    %45 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %46 = llvm.mlir.constant(5 : index) : i64
    %47 = llvm.mul %37, %46 overflow<nsw, nuw> : i64
    %48 = llvm.add %47, %32 overflow<nsw, nuw> : i64
    %49 = llvm.getelementptr inbounds|nuw %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.load %49 : !llvm.ptr -> f32
    %51 = llvm.fmul %44, %50 : f32
    %52 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %53 = llvm.mlir.constant(5 : index) : i64
    %54 = llvm.mul %27, %53 overflow<nsw, nuw> : i64
    %55 = llvm.add %54, %32 overflow<nsw, nuw> : i64
    %56 = llvm.getelementptr inbounds|nuw %52[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %57 = llvm.load %56 : !llvm.ptr -> f32
    %58 = llvm.fadd %57, %51 : f32
    %59 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = llvm.mlir.constant(5 : index) : i64
    %61 = llvm.mul %27, %60 overflow<nsw, nuw> : i64
    %62 = llvm.add %61, %32 overflow<nsw, nuw> : i64
    %63 = llvm.getelementptr inbounds|nuw %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %58, %63 : f32, !llvm.ptr
    %64 = llvm.add %37, %36 : i64
    llvm.br ^bb5(%64 : i64)
  ^bb7:  // pred: ^bb5
    %65 = llvm.add %32, %31 : i64
    llvm.br ^bb3(%65 : i64)
  ^bb8:  // pred: ^bb3
    %66 = llvm.add %27, %26 : i64
    llvm.br ^bb1(%66 : i64)
  ^bb9:  // pred: ^bb1
    llvm.return
  }
  llvm.func @main() {
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
    %17 = llvm.mlir.constant(3 : index) : i64
    %18 = llvm.mlir.constant(5 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(15 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
    %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = llvm.insertvalue %17, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = llvm.insertvalue %18, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %18, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.insertvalue %19, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(5 : index) : i64
    %36 = llvm.mlir.constant(1 : index) : i64
    %37 = llvm.mlir.constant(20 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %44 = llvm.insertvalue %41, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = llvm.insertvalue %34, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %48 = llvm.insertvalue %35, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %35, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %36, %49[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %52 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %53 = llvm.mlir.constant(0 : index) : i64
    %54 = llvm.mlir.constant(4 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%53 : i64)
  ^bb1(%56: i64):  // 2 preds: ^bb0, ^bb5
    %57 = llvm.icmp "slt" %56, %54 : i64
    llvm.cond_br %57, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.mlir.constant(3 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb3(%58 : i64)
  ^bb3(%61: i64):  // 2 preds: ^bb2, ^bb4
    %62 = llvm.icmp "slt" %61, %59 : i64
    llvm.cond_br %62, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %63 = llvm.mlir.constant(3 : index) : i64
    %64 = llvm.mul %56, %63 overflow<nsw> : i64
    %65 = llvm.add %64, %61 : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.add %65, %66 : i64
    %68 = llvm.trunc %67 : i64 to i32
    %69 = llvm.sitofp %68 : i32 to f32
    %70 = llvm.fmul %69, %52 : f32
    %71 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %72 = llvm.mlir.constant(3 : index) : i64
    %73 = llvm.mul %56, %72 overflow<nsw, nuw> : i64
    %74 = llvm.add %73, %61 overflow<nsw, nuw> : i64
    %75 = llvm.getelementptr inbounds|nuw %71[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %70, %75 : f32, !llvm.ptr
    %76 = llvm.add %61, %60 : i64
    llvm.br ^bb3(%76 : i64)
  ^bb5:  // pred: ^bb3
    %77 = llvm.add %56, %55 : i64
    llvm.br ^bb1(%77 : i64)
  ^bb6:  // pred: ^bb1
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.mlir.constant(3 : index) : i64
    %80 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb7(%78 : i64)
  ^bb7(%81: i64):  // 2 preds: ^bb6, ^bb11
    %82 = llvm.icmp "slt" %81, %79 : i64
    llvm.cond_br %82, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    %83 = llvm.mlir.constant(0 : index) : i64
    %84 = llvm.mlir.constant(5 : index) : i64
    %85 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb9(%83 : i64)
  ^bb9(%86: i64):  // 2 preds: ^bb8, ^bb10
    %87 = llvm.icmp "slt" %86, %84 : i64
    llvm.cond_br %87, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %88 = llvm.mlir.constant(-2 : index) : i64
    %89 = llvm.mul %86, %88 overflow<nsw> : i64
    %90 = llvm.add %81, %89 : i64
    %91 = llvm.trunc %90 : i64 to i32
    %92 = llvm.sitofp %91 : i32 to f32
    %93 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.mlir.constant(5 : index) : i64
    %95 = llvm.mul %81, %94 overflow<nsw, nuw> : i64
    %96 = llvm.add %95, %86 overflow<nsw, nuw> : i64
    %97 = llvm.getelementptr inbounds|nuw %93[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %92, %97 : f32, !llvm.ptr
    %98 = llvm.add %86, %85 : i64
    llvm.br ^bb9(%98 : i64)
  ^bb11:  // pred: ^bb9
    %99 = llvm.add %81, %80 : i64
    llvm.br ^bb7(%99 : i64)
  ^bb12:  // pred: ^bb7
    %100 = llvm.mlir.constant(0 : index) : i64
    %101 = llvm.mlir.constant(4 : index) : i64
    %102 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb13(%100 : i64)
  ^bb13(%103: i64):  // 2 preds: ^bb12, ^bb17
    %104 = llvm.icmp "slt" %103, %101 : i64
    llvm.cond_br %104, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    %105 = llvm.mlir.constant(0 : index) : i64
    %106 = llvm.mlir.constant(5 : index) : i64
    %107 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb15(%105 : i64)
  ^bb15(%108: i64):  // 2 preds: ^bb14, ^bb16
    %109 = llvm.icmp "slt" %108, %106 : i64
    llvm.cond_br %109, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %110 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = llvm.mlir.constant(5 : index) : i64
    %112 = llvm.mul %103, %111 overflow<nsw, nuw> : i64
    %113 = llvm.add %112, %108 overflow<nsw, nuw> : i64
    %114 = llvm.getelementptr inbounds|nuw %110[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %114 : f32, !llvm.ptr
    %115 = llvm.add %108, %107 : i64
    llvm.br ^bb15(%115 : i64)
  ^bb17:  // pred: ^bb15
    %116 = llvm.add %103, %102 : i64
    llvm.br ^bb13(%116 : i64)
  ^bb18:  // pred: ^bb13
    %117 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %120 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = llvm.extractvalue %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %122 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %123 = llvm.extractvalue %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %126 = llvm.extractvalue %33[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %127 = llvm.extractvalue %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.extractvalue %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.extractvalue %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.extractvalue %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.extractvalue %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %134 = llvm.extractvalue %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %135 = llvm.extractvalue %50[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.extractvalue %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %137 = llvm.extractvalue %50[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @matmul_f32(%117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    %138 = llvm.mlir.constant(1 : index) : i64
    %139 = llvm.alloca %138 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %50, %139 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %140 = llvm.mlir.constant(2 : index) : i64
    %141 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %142 = llvm.insertvalue %140, %141[0] : !llvm.struct<(i64, ptr)>
    %143 = llvm.insertvalue %139, %142[1] : !llvm.struct<(i64, ptr)>
    %144 = llvm.extractvalue %143[0] : !llvm.struct<(i64, ptr)>
    %145 = llvm.extractvalue %143[1] : !llvm.struct<(i64, ptr)>
    llvm.call @printMemrefF32(%144, %145) : (i64, !llvm.ptr) -> ()
    %146 = llvm.mlir.constant(3 : index) : i64
    %147 = llvm.mlir.constant(3 : index) : i64
    %148 = llvm.mlir.constant(1 : index) : i64
    %149 = llvm.mlir.constant(9 : index) : i64
    %150 = llvm.mlir.zero : !llvm.ptr
    %151 = llvm.getelementptr %150[%149] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %152 = llvm.ptrtoint %151 : !llvm.ptr to i64
    %153 = llvm.call @malloc(%152) : (i64) -> !llvm.ptr
    %154 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.insertvalue %153, %154[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %156 = llvm.insertvalue %153, %155[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.mlir.constant(0 : index) : i64
    %158 = llvm.insertvalue %157, %156[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %146, %158[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %147, %159[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.insertvalue %147, %160[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %162 = llvm.insertvalue %148, %161[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %163 = llvm.mlir.constant(0 : index) : i64
    %164 = llvm.mlir.constant(1 : index) : i64
    %165 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb19(%163 : i64)
  ^bb19(%166: i64):  // 2 preds: ^bb18, ^bb23
    %167 = llvm.icmp "slt" %166, %165 : i64
    llvm.cond_br %167, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%163 : i64)
  ^bb21(%168: i64):  // 2 preds: ^bb20, ^bb22
    %169 = llvm.icmp "slt" %168, %165 : i64
    llvm.cond_br %169, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %170 = llvm.add %166, %168 : i64
    %171 = llvm.mul %170, %165 : i64
    %172 = llvm.sub %171, %168 : i64
    %173 = llvm.trunc %172 : i64 to i32
    %174 = llvm.extractvalue %162[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %175 = llvm.mlir.constant(3 : index) : i64
    %176 = llvm.mul %166, %175 overflow<nsw, nuw> : i64
    %177 = llvm.add %176, %168 overflow<nsw, nuw> : i64
    %178 = llvm.getelementptr inbounds|nuw %174[%177] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %173, %178 : i32, !llvm.ptr
    %179 = llvm.add %168, %164 : i64
    llvm.br ^bb21(%179 : i64)
  ^bb23:  // pred: ^bb21
    %180 = llvm.add %166, %164 : i64
    llvm.br ^bb19(%180 : i64)
  ^bb24:  // pred: ^bb19
    %181 = llvm.mlir.constant(3 : index) : i64
    %182 = llvm.mlir.constant(3 : index) : i64
    %183 = llvm.mlir.constant(1 : index) : i64
    %184 = llvm.mlir.constant(9 : index) : i64
    %185 = llvm.mlir.zero : !llvm.ptr
    %186 = llvm.getelementptr %185[%184] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %187 = llvm.ptrtoint %186 : !llvm.ptr to i64
    %188 = llvm.call @malloc(%187) : (i64) -> !llvm.ptr
    %189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %188, %189[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %188, %190[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.mlir.constant(0 : index) : i64
    %193 = llvm.insertvalue %192, %191[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.insertvalue %181, %193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.insertvalue %182, %194[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %182, %195[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %183, %196[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb25(%163 : i64)
  ^bb25(%199: i64):  // 2 preds: ^bb24, ^bb32
    %200 = llvm.icmp "slt" %199, %165 : i64
    llvm.cond_br %200, ^bb26, ^bb33
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%163 : i64)
  ^bb27(%201: i64):  // 2 preds: ^bb26, ^bb31
    %202 = llvm.icmp "slt" %201, %165 : i64
    llvm.cond_br %202, ^bb28, ^bb32
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%163, %198 : i64, i32)
  ^bb29(%203: i64, %204: i32):  // 2 preds: ^bb28, ^bb30
    %205 = llvm.icmp "slt" %203, %165 : i64
    llvm.cond_br %205, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %206 = llvm.extractvalue %162[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %207 = llvm.mlir.constant(3 : index) : i64
    %208 = llvm.mul %199, %207 overflow<nsw, nuw> : i64
    %209 = llvm.add %208, %203 overflow<nsw, nuw> : i64
    %210 = llvm.getelementptr inbounds|nuw %206[%209] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %211 = llvm.load %210 : !llvm.ptr -> i32
    %212 = llvm.extractvalue %162[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %213 = llvm.mlir.constant(3 : index) : i64
    %214 = llvm.mul %203, %213 overflow<nsw, nuw> : i64
    %215 = llvm.add %214, %201 overflow<nsw, nuw> : i64
    %216 = llvm.getelementptr inbounds|nuw %212[%215] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %217 = llvm.load %216 : !llvm.ptr -> i32
    %218 = llvm.mul %211, %217 : i32
    %219 = llvm.add %204, %218 : i32
    %220 = llvm.add %203, %164 : i64
    llvm.br ^bb29(%220, %219 : i64, i32)
  ^bb31:  // pred: ^bb29
    %221 = llvm.extractvalue %197[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %222 = llvm.mlir.constant(3 : index) : i64
    %223 = llvm.mul %199, %222 overflow<nsw, nuw> : i64
    %224 = llvm.add %223, %201 overflow<nsw, nuw> : i64
    %225 = llvm.getelementptr inbounds|nuw %221[%224] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %204, %225 : i32, !llvm.ptr
    %226 = llvm.add %201, %164 : i64
    llvm.br ^bb27(%226 : i64)
  ^bb32:  // pred: ^bb27
    %227 = llvm.add %199, %164 : i64
    llvm.br ^bb25(%227 : i64)
  ^bb33:  // pred: ^bb25
    %228 = llvm.mlir.constant(1 : index) : i64
    %229 = llvm.alloca %228 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %197, %229 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %230 = llvm.mlir.constant(2 : index) : i64
    %231 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %232 = llvm.insertvalue %230, %231[0] : !llvm.struct<(i64, ptr)>
    %233 = llvm.insertvalue %229, %232[1] : !llvm.struct<(i64, ptr)>
    %234 = llvm.extractvalue %233[0] : !llvm.struct<(i64, ptr)>
    %235 = llvm.extractvalue %233[1] : !llvm.struct<(i64, ptr)>
    llvm.call @printMemrefI32(%234, %235) : (i64, !llvm.ptr) -> ()
    %236 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%236) : (!llvm.ptr) -> ()
    %237 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%237) : (!llvm.ptr) -> ()
    %238 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%238) : (!llvm.ptr) -> ()
    %239 = llvm.extractvalue %162[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%239) : (!llvm.ptr) -> ()
    %240 = llvm.extractvalue %197[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%240) : (!llvm.ptr) -> ()
    llvm.return
  }
}

