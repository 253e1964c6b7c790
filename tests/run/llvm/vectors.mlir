// tests/run/vectors.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../vectors.mlir

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @show4xi8(%arg0: vector<4xi8>) {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.extractelement %arg0[%0 : i64] : vector<4xi8>
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.extractelement %arg0[%2 : i64] : vector<4xi8>
    %4 = llvm.mlir.constant(2 : i64) : i64
    %5 = llvm.extractelement %arg0[%4 : i64] : vector<4xi8>
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.extractelement %arg0[%6 : i64] : vector<4xi8>
    %8 = llvm.sext %1 : i8 to i64
    %9 = llvm.sext %3 : i8 to i64
    %10 = llvm.sext %5 : i8 to i64
    %11 = llvm.sext %7 : i8 to i64
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
    %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
    %2 = llvm.mlir.constant(dense<[0, 0, 2, 3]> : vector<4xi8>) : vector<4xi8>
    %3 = llvm.mlir.constant(dense<[100, -100, 1, -7]> : vector<4xi8>) : vector<4xi8>
    %4 = llvm.mlir.constant(dense<[16, 120, 127, -21]> : vector<4xi8>) : vector<4xi8>
    %5 = llvm.mlir.constant(dense<[2.000000e+00, 5.000000e-01, -1.000000e+00]> : vector<3xf32>) : vector<3xf32>
    %6 = llvm.mlir.constant(dense<[[1.500000e+00, -2.250000e+00, 3.000000e+00], [1.000000e-01, 1.000000e+10, -0.000000e+00]]> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
    %7 = llvm.mlir.constant(dense<[-56, -50, -128, -4]> : vector<4xi8>) : vector<4xi8>
    llvm.call @show4xi8(%7) : (vector<4xi8>) -> ()
    llvm.call @show4xi8(%4) : (vector<4xi8>) -> ()
    llvm.call @show4xi8(%3) : (vector<4xi8>) -> ()
    llvm.call @show4xi8(%2) : (vector<4xi8>) -> ()
    %8 = llvm.insertvalue %5, %0[0] : !llvm.array<2 x vector<3xf32>>
    %9 = llvm.insertvalue %5, %8[1] : !llvm.array<2 x vector<3xf32>>
    %10 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<3xf32>>
    %11 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<3xf32>>
    %12 = llvm.fmul %10, %11 : vector<3xf32>
    %13 = llvm.insertvalue %12, %1[0] : !llvm.array<2 x vector<3xf32>>
    %14 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<3xf32>>
    %15 = llvm.extractvalue %6[1] : !llvm.array<2 x vector<3xf32>>
    %16 = llvm.fmul %14, %15 : vector<3xf32>
    %17 = llvm.insertvalue %16, %13[1] : !llvm.array<2 x vector<3xf32>>
    %18 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<3xf32>>
    %19 = llvm.mlir.constant(0 : i64) : i64
    %20 = llvm.extractelement %18[%19 : i64] : vector<3xf32>
    %21 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<3xf32>>
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.extractelement %21[%22 : i64] : vector<3xf32>
    %24 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<3xf32>>
    %25 = llvm.mlir.constant(1 : i64) : i64
    %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
    %27 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<3xf32>>
    %28 = llvm.mlir.constant(2 : i64) : i64
    %29 = llvm.extractelement %27[%28 : i64] : vector<3xf32>
    %30 = llvm.fpext %20 : f32 to f64
    %31 = llvm.fpext %23 : f32 to f64
    %32 = llvm.fpext %26 : f32 to f64
    %33 = llvm.fpext %29 : f32 to f64
    llvm.call @printF64(%30) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%31) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%32) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%33) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %34 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<3xf32>>
    %35 = llvm.mlir.constant(0 : i64) : i64
    %36 = llvm.extractelement %34[%35 : i64] : vector<3xf32>
    %37 = llvm.fpext %36 : f32 to f64
    llvm.call @printF64(%37) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

