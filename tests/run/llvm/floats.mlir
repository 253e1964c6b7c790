// tests/run/floats.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../floats.mlir

module {
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @show16(%arg0: f16) {
    %0 = llvm.fpext %arg0 : f16 to f32
    llvm.call @printF32(%0) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @showbf(%arg0: bf16) {
    %0 = llvm.fpext %arg0 : bf16 to f64
    llvm.call @printF64(%0) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @show_i1(%arg0: i1) {
    %0 = llvm.zext %arg0 : i1 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(3.332520e-01 : f16) : f16
    %1 = llvm.mlir.constant(1065353216 : i64) : i64
    %2 = llvm.mlir.constant(2.550000e+02 : f16) : f16
    %3 = llvm.mlir.constant(0x4B800000 : f32) : f32
    %4 = llvm.mlir.constant(300 : i64) : i64
    %5 = llvm.mlir.constant(-2 : i64) : i64
    %6 = llvm.mlir.constant(true) : i1
    %7 = llvm.mlir.constant(false) : i1
    %8 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %9 = llvm.mlir.constant(0xFFF8000000000000 : f64) : f64
    %10 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %11 = llvm.mlir.constant(9.875000e+00 : bf16) : bf16
    %12 = llvm.mlir.constant(3.339840e-01 : bf16) : bf16
    %13 = llvm.mlir.constant(0x7C00 : f16) : f16
    %14 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %15 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %16 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %18 = llvm.mlir.constant(2.500000e-310 : f64) : f64
    %19 = llvm.mlir.constant(999999.5 : f64) : f64
    %20 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %21 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %22 = llvm.mlir.constant(0x4CEB79A3 : f32) : f32
    %23 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %24 = llvm.mlir.constant(1.01171875 : f32) : f32
    %25 = llvm.mlir.constant(1.00390625 : f32) : f32
    %26 = llvm.mlir.constant(5.960460e-08 : f16) : f16
    %27 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %28 = llvm.mlir.constant(9.997550e-02 : f16) : f16
    %29 = llvm.mlir.constant(100 : index) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.constant(0 : index) : i64
    llvm.call @show16(%0) : (f16) -> ()
    llvm.br ^bb1(%31, %27 : i64, f16)
  ^bb1(%32: i64, %33: f16):  // 2 preds: ^bb0, ^bb2
    %34 = llvm.icmp "slt" %32, %29 : i64
    llvm.cond_br %34, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %35 = llvm.fadd %33, %28 : f16
    %36 = llvm.add %32, %30 : i64
    llvm.br ^bb1(%36, %35 : i64, f16)
  ^bb3:  // pred: ^bb1
    llvm.call @show16(%33) : (f16) -> ()
    llvm.call @show16(%13) : (f16) -> ()
    llvm.call @show16(%26) : (f16) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @showbf(%12) : (bf16) -> ()
    llvm.call @showbf(%11) : (bf16) -> ()
    %37 = llvm.fptrunc %25 : f32 to bf16
    llvm.call @showbf(%37) : (bf16) -> ()
    %38 = llvm.fptrunc %24 : f32 to bf16
    llvm.call @showbf(%38) : (bf16) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF32(%23) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%22) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%21) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%20) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%10) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%9) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%19) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%18) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%8) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @show_i1(%7) : (i1) -> ()
    llvm.call @show_i1(%6) : (i1) -> ()
    llvm.call @show_i1(%6) : (i1) -> ()
    llvm.call @show_i1(%7) : (i1) -> ()
    llvm.call @show_i1(%6) : (i1) -> ()
    llvm.call @show_i1(%6) : (i1) -> ()
    llvm.call @show_i1(%6) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF32(%16) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%15) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%17) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%3) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @show16(%2) : (f16) -> ()
    %39 = llvm.fptrunc %14 : f64 to f32
    %40 = llvm.fpext %39 : f32 to f64
    llvm.call @printF64(%40) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

