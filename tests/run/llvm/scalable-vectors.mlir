// tests/run/scalable-vectors.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-vector-to-scf -convert-scf-to-cf -expand-strided-metadata
//   -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm
//   -convert-vector-to-llvm -convert-arith-to-llvm -convert-ub-to-llvm
//   -convert-cf-to-llvm -reconcile-unrealized-casts
// llvm.intr.vscale and llvm ops on scalable vectors, run by the interpreter with
// vscale = 1; the output must be the unlowered program's (run_transforms). mlir-runner
// cannot run it on x86-64: NO-MLIR-RUNNER.
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../scalable-vectors.mlir

module {
  llvm.func @printF32(f32)
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printI64(i64)
  llvm.func @printOpen()
  llvm.func @printNewline()
  llvm.func @printU64(i64)
  llvm.func @scale(%arg0: vector<[4]xi32>, %arg1: i32) -> vector<[4]xi32> {
    %0 = llvm.mlir.poison : vector<[4]xi32>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<[4]xi32>
    %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<[4]xi32> 
    %4 = llvm.mul %arg0, %3 : vector<[4]xi32>
    llvm.return %4 : vector<[4]xi32>
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(dense<3> : vector<[4]xi32>) : vector<[4]xi32>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(-2 : i64) : i64
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(dense<5.000000e-01> : vector<[4]xf32>) : vector<[4]xf32>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(dense<2> : vector<[4]xi32>) : vector<[4]xi32>
    %8 = llvm.mlir.constant(dense<0> : vector<[4]xi32>) : vector<[4]xi32>
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = "llvm.intr.vscale"() : () -> i64
    llvm.call @printU64(%12) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %13 = llvm.call @scale(%0, %1) : (vector<[4]xi32>, i32) -> vector<[4]xi32>
    %14 = "llvm.intr.vscale"() : () -> i64
    %15 = llvm.mul %14, %9 : i64
    %16 = llvm.sub %15, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%11 : i64)
  ^bb1(%17: i64):  // 2 preds: ^bb0, ^bb4
    %18 = llvm.icmp "slt" %17, %15 : i64
    llvm.cond_br %18, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %19 = llvm.extractelement %13[%17 : i64] : vector<[4]xi32>
    %20 = llvm.sext %19 : i32 to i64
    llvm.call @printI64(%20) : (i64) -> ()
    %21 = llvm.icmp "ult" %17, %16 : i64
    llvm.cond_br %21, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printComma() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %22 = llvm.add %17, %10 : i64
    llvm.br ^bb1(%22 : i64)
  ^bb5:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %23 = llvm.mul %12, %9 : i64
    llvm.br ^bb6(%11, %8 : i64, vector<[4]xi32>)
  ^bb6(%24: i64, %25: vector<[4]xi32>):  // 2 preds: ^bb5, ^bb7
    %26 = llvm.icmp "slt" %24, %23 : i64
    llvm.cond_br %26, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %27 = llvm.trunc %24 : i64 to i32
    %28 = llvm.insertelement %27, %25[%24 : i64] : vector<[4]xi32>
    %29 = llvm.add %24, %10 : i64
    llvm.br ^bb6(%29, %28 : i64, vector<[4]xi32>)
  ^bb8:  // pred: ^bb6
    %30 = "llvm.intr.vscale"() : () -> i64
    %31 = llvm.mul %30, %9 : i64
    %32 = llvm.sub %31, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb9(%11 : i64)
  ^bb9(%33: i64):  // 2 preds: ^bb8, ^bb12
    %34 = llvm.icmp "slt" %33, %31 : i64
    llvm.cond_br %34, ^bb10, ^bb13
  ^bb10:  // pred: ^bb9
    %35 = llvm.extractelement %25[%33 : i64] : vector<[4]xi32>
    %36 = llvm.sext %35 : i32 to i64
    llvm.call @printI64(%36) : (i64) -> ()
    %37 = llvm.icmp "ult" %33, %32 : i64
    llvm.cond_br %37, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call @printComma() : () -> ()
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    %38 = llvm.add %33, %10 : i64
    llvm.br ^bb9(%38 : i64)
  ^bb13:  // pred: ^bb9
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %39 = llvm.icmp "ult" %25, %7 : vector<[4]xi32>
    %40 = llvm.zext %39 : vector<[4]xi1> to vector<[4]xi8>
    %41 = "llvm.intr.vscale"() : () -> i64
    %42 = llvm.mul %41, %9 : i64
    %43 = llvm.sub %42, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb14(%11 : i64)
  ^bb14(%44: i64):  // 2 preds: ^bb13, ^bb17
    %45 = llvm.icmp "slt" %44, %42 : i64
    llvm.cond_br %45, ^bb15, ^bb18
  ^bb15:  // pred: ^bb14
    %46 = llvm.extractelement %40[%44 : i64] : vector<[4]xi8>
    %47 = llvm.sext %46 : i8 to i64
    llvm.call @printI64(%47) : (i64) -> ()
    %48 = llvm.icmp "ult" %44, %43 : i64
    llvm.cond_br %48, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    llvm.call @printComma() : () -> ()
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb15, ^bb16
    %49 = llvm.add %44, %10 : i64
    llvm.br ^bb14(%49 : i64)
  ^bb18:  // pred: ^bb14
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %50 = llvm.select %39, %13, %25 : vector<[4]xi1>, vector<[4]xi32>
    %51 = "llvm.intr.vscale"() : () -> i64
    %52 = llvm.mul %51, %9 : i64
    %53 = llvm.sub %52, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb19(%11 : i64)
  ^bb19(%54: i64):  // 2 preds: ^bb18, ^bb22
    %55 = llvm.icmp "slt" %54, %52 : i64
    llvm.cond_br %55, ^bb20, ^bb23
  ^bb20:  // pred: ^bb19
    %56 = llvm.extractelement %50[%54 : i64] : vector<[4]xi32>
    %57 = llvm.sext %56 : i32 to i64
    llvm.call @printI64(%57) : (i64) -> ()
    %58 = llvm.icmp "ult" %54, %53 : i64
    llvm.cond_br %58, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    llvm.call @printComma() : () -> ()
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb20, ^bb21
    %59 = llvm.add %54, %10 : i64
    llvm.br ^bb19(%59 : i64)
  ^bb23:  // pred: ^bb19
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %60 = llvm.mlir.constant(0 : i64) : i64
    %61 = llvm.insertelement %1, %50[%60 : i64] : vector<[4]xi32>
    %62 = "llvm.intr.vscale"() : () -> i64
    %63 = llvm.mul %62, %9 : i64
    %64 = llvm.sub %63, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb24(%11 : i64)
  ^bb24(%65: i64):  // 2 preds: ^bb23, ^bb27
    %66 = llvm.icmp "slt" %65, %63 : i64
    llvm.cond_br %66, ^bb25, ^bb28
  ^bb25:  // pred: ^bb24
    %67 = llvm.extractelement %61[%65 : i64] : vector<[4]xi32>
    %68 = llvm.sext %67 : i32 to i64
    llvm.call @printI64(%68) : (i64) -> ()
    %69 = llvm.icmp "ult" %65, %64 : i64
    llvm.cond_br %69, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    llvm.call @printComma() : () -> ()
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb25, ^bb26
    %70 = llvm.add %65, %10 : i64
    llvm.br ^bb24(%70 : i64)
  ^bb28:  // pred: ^bb24
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb29(%11, %6 : i64, i64)
  ^bb29(%71: i64, %72: i64):  // 2 preds: ^bb28, ^bb30
    %73 = llvm.icmp "slt" %71, %23 : i64
    llvm.cond_br %73, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %74 = llvm.extractelement %50[%71 : i64] : vector<[4]xi32>
    %75 = llvm.sext %74 : i32 to i64
    %76 = llvm.add %72, %75 : i64
    %77 = llvm.add %71, %10 : i64
    llvm.br ^bb29(%77, %76 : i64, i64)
  ^bb31:  // pred: ^bb29
    llvm.call @printI64(%72) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %78 = llvm.sitofp %13 : vector<[4]xi32> to vector<[4]xf32>
    %79 = llvm.fmul %78, %5 : vector<[4]xf32>
    %80 = "llvm.intr.vscale"() : () -> i64
    %81 = llvm.mul %80, %9 : i64
    %82 = llvm.sub %81, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb32(%11 : i64)
  ^bb32(%83: i64):  // 2 preds: ^bb31, ^bb35
    %84 = llvm.icmp "slt" %83, %81 : i64
    llvm.cond_br %84, ^bb33, ^bb36
  ^bb33:  // pred: ^bb32
    %85 = llvm.extractelement %79[%83 : i64] : vector<[4]xf32>
    llvm.call @printF32(%85) : (f32) -> ()
    %86 = llvm.icmp "ult" %83, %82 : i64
    llvm.cond_br %86, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    llvm.call @printComma() : () -> ()
    llvm.br ^bb35
  ^bb35:  // 2 preds: ^bb33, ^bb34
    %87 = llvm.add %83, %10 : i64
    llvm.br ^bb32(%87 : i64)
  ^bb36:  // pred: ^bb32
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %88 = llvm.bitcast %79 : vector<[4]xf32> to vector<[4]xi32>
    %89 = "llvm.intr.vscale"() : () -> i64
    %90 = llvm.mul %89, %9 : i64
    %91 = llvm.sub %90, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb37(%11 : i64)
  ^bb37(%92: i64):  // 2 preds: ^bb36, ^bb40
    %93 = llvm.icmp "slt" %92, %90 : i64
    llvm.cond_br %93, ^bb38, ^bb41
  ^bb38:  // pred: ^bb37
    %94 = llvm.extractelement %88[%92 : i64] : vector<[4]xi32>
    %95 = llvm.sext %94 : i32 to i64
    llvm.call @printI64(%95) : (i64) -> ()
    %96 = llvm.icmp "ult" %92, %91 : i64
    llvm.cond_br %96, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    llvm.call @printComma() : () -> ()
    llvm.br ^bb40
  ^bb40:  // 2 preds: ^bb38, ^bb39
    %97 = llvm.add %92, %10 : i64
    llvm.br ^bb37(%97 : i64)
  ^bb41:  // pred: ^bb37
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %98 = "llvm.intr.vscale"() : () -> i64
    %99 = llvm.mul %98, %4 : i64
    %100 = llvm.sub %99, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb42(%11 : i64)
  ^bb42(%101: i64):  // 2 preds: ^bb41, ^bb45
    %102 = llvm.icmp "slt" %101, %99 : i64
    llvm.cond_br %102, ^bb43, ^bb46
  ^bb43:  // pred: ^bb42
    %103 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @printI64(%103) : (i64) -> ()
    %104 = llvm.icmp "ult" %101, %100 : i64
    llvm.cond_br %104, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    llvm.call @printComma() : () -> ()
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb43, ^bb44
    %105 = llvm.add %101, %10 : i64
    llvm.br ^bb42(%105 : i64)
  ^bb46:  // pred: ^bb42
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %106 = "llvm.intr.vscale"() : () -> i64
    %107 = llvm.mul %106, %4 : i64
    %108 = llvm.sub %107, %10 : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb47(%11 : i64)
  ^bb47(%109: i64):  // 2 preds: ^bb46, ^bb50
    %110 = llvm.icmp "slt" %109, %107 : i64
    llvm.cond_br %110, ^bb48, ^bb51
  ^bb48:  // pred: ^bb47
    llvm.call @printI64(%2) : (i64) -> ()
    %111 = llvm.icmp "ult" %109, %108 : i64
    llvm.cond_br %111, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    llvm.call @printComma() : () -> ()
    llvm.br ^bb50
  ^bb50:  // 2 preds: ^bb48, ^bb49
    %112 = llvm.add %109, %10 : i64
    llvm.br ^bb47(%112 : i64)
  ^bb51:  // pred: ^bb47
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

