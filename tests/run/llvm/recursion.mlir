// tests/run/recursion.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../recursion.mlir

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printOpen() attributes {sym_visibility = "private"}
  llvm.func @printClose() attributes {sym_visibility = "private"}
  llvm.func @fib(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.icmp "slt" %arg0, %1 : i64
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i64
  ^bb2:  // pred: ^bb0
    %3 = llvm.sub %arg0, %0 : i64
    %4 = llvm.sub %arg0, %1 : i64
    %5 = llvm.call @fib(%3) : (i64) -> i64
    %6 = llvm.call @fib(%4) : (i64) -> i64
    %7 = llvm.add %5, %6 : i64
    llvm.return %7 : i64
  }
  llvm.func @ackermann(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %3 = llvm.add %arg1, %1 : i64
    llvm.br ^bb7(%3 : i64)
  ^bb2:  // pred: ^bb0
    %4 = llvm.icmp "eq" %arg1, %0 : i64
    %5 = llvm.sub %arg0, %1 : i64
    llvm.cond_br %4, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %6 = llvm.call @ackermann(%5, %1) : (i64, i64) -> i64
    llvm.br ^bb5(%6 : i64)
  ^bb4:  // pred: ^bb2
    %7 = llvm.sub %arg1, %1 : i64
    %8 = llvm.call @ackermann(%arg0, %7) : (i64, i64) -> i64
    %9 = llvm.call @ackermann(%5, %8) : (i64, i64) -> i64
    llvm.br ^bb5(%9 : i64)
  ^bb5(%10: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%10 : i64)
  ^bb7(%11: i64):  // 2 preds: ^bb1, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    llvm.return %11 : i64
  }
  llvm.func @gcd(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%arg0, %arg1 : i64, i64)
  ^bb1(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "eq" %2, %0 : i64
    llvm.cond_br %3, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %4 = llvm.urem %1, %2 : i64
    llvm.br ^bb1(%2, %4 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(300 : i64) : i64
    %3 = llvm.mlir.constant(100 : i64) : i64
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(-1 : i64) : i64
    %7 = llvm.mlir.constant(462 : i64) : i64
    %8 = llvm.mlir.constant(1071 : i64) : i64
    %9 = llvm.mlir.constant(3 : i64) : i64
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.mlir.constant(15 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(0 : index) : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%13 : i64)
  ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb2
    %15 = llvm.icmp "slt" %14, %11 : i64
    llvm.cond_br %15, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %16 = llvm.call @fib(%14) : (i64) -> i64
    llvm.call @printI64(%16) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %17 = llvm.add %14, %12 : i64
    llvm.br ^bb1(%17 : i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %18 = llvm.call @ackermann(%10, %9) : (i64, i64) -> i64
    llvm.call @printI64(%18) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %19 = llvm.call @gcd(%8, %7) : (i64, i64) -> i64
    llvm.call @printI64(%19) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printU64(%6) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb4(%5 : i32)
  ^bb4(%20: i32):  // 2 preds: ^bb3, ^bb7
    %21 = llvm.icmp "slt" %20, %4 : i32
    llvm.cond_br %21, ^bb5, ^bb8
  ^bb5:  // pred: ^bb4
    llvm.switch %20 : i32, ^bb6(%1 : i64) [
      1: ^bb6(%3 : i64),
      3: ^bb6(%2 : i64)
    ]
  ^bb6(%22: i64):  // 3 preds: ^bb5, ^bb5, ^bb5
    llvm.call @printI64(%22) : (i64) -> ()
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.call @printComma() : () -> ()
    %23 = llvm.add %20, %0 : i32
    llvm.br ^bb4(%23 : i32)
  ^bb8:  // pred: ^bb4
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

