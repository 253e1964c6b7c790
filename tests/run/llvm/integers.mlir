// tests/run/integers.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -expand-realloc -memref-expand -scf-forall-to-for -arith-expand -lower-affine
//   -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm
//   -convert-func-to-llvm -convert-arith-to-llvm -convert-vector-to-llvm
//   -convert-ub-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// The output must be the unlowered program's (its CHECK lines; run_transforms compares
// the whole output) and mlir-runner's (run_differential).
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %S/../integers.mlir

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @show_i8(%arg0: i8) {
    %0 = llvm.sext %arg0 : i8 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @show_i17(%arg0: i17) {
    %0 = llvm.sext %arg0 : i17 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %1 = llvm.zext %arg0 : i17 to i64
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @show_i1(%arg0: i1) {
    %0 = llvm.zext %arg0 : i1 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @i8_ops(%arg0: i8, %arg1: i8) {
    %0 = llvm.mlir.constant(3 : i8) : i8
    %1 = llvm.mlir.constant(1 : i8) : i8
    %2 = llvm.mlir.constant(-1 : i8) : i8
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.add %arg0, %arg1 : i8
    llvm.call @show_i8(%4) : (i8) -> ()
    %5 = llvm.sub %arg0, %arg1 : i8
    llvm.call @show_i8(%5) : (i8) -> ()
    %6 = llvm.mul %arg0, %arg1 : i8
    llvm.call @show_i8(%6) : (i8) -> ()
    %7 = llvm.sdiv %arg0, %arg1 : i8
    llvm.call @show_i8(%7) : (i8) -> ()
    %8 = llvm.udiv %arg0, %arg1 : i8
    llvm.call @show_i8(%8) : (i8) -> ()
    %9 = llvm.srem %arg0, %arg1 : i8
    llvm.call @show_i8(%9) : (i8) -> ()
    %10 = llvm.urem %arg0, %arg1 : i8
    llvm.call @show_i8(%10) : (i8) -> ()
    %11 = llvm.sdiv %arg0, %arg1 : i8
    %12 = llvm.mul %11, %arg1 : i8
    %13 = llvm.icmp "ne" %arg0, %12 : i8
    %14 = llvm.icmp "slt" %arg0, %3 : i8
    %15 = llvm.icmp "slt" %arg1, %3 : i8
    %16 = llvm.icmp "ne" %14, %15 : i1
    %17 = llvm.and %13, %16 : i1
    %18 = llvm.add %11, %2 : i8
    %19 = llvm.select %17, %18, %11 : i1, i8
    llvm.call @show_i8(%19) : (i8) -> ()
    %20 = llvm.sdiv %arg0, %arg1 : i8
    %21 = llvm.mul %20, %arg1 : i8
    %22 = llvm.icmp "ne" %arg0, %21 : i8
    %23 = llvm.icmp "slt" %arg0, %3 : i8
    %24 = llvm.icmp "slt" %arg1, %3 : i8
    %25 = llvm.icmp "eq" %23, %24 : i1
    %26 = llvm.and %22, %25 : i1
    %27 = llvm.add %20, %1 : i8
    %28 = llvm.select %26, %27, %20 : i1, i8
    llvm.call @show_i8(%28) : (i8) -> ()
    %29 = llvm.icmp "eq" %arg0, %3 : i8
    %30 = llvm.sub %arg0, %1 : i8
    %31 = llvm.udiv %30, %arg1 : i8
    %32 = llvm.add %31, %1 : i8
    %33 = llvm.select %29, %3, %32 : i1, i8
    llvm.call @show_i8(%33) : (i8) -> ()
    %34 = llvm.icmp "sgt" %arg0, %arg1 : i8
    %35 = llvm.select %34, %arg0, %arg1 : i1, i8
    llvm.call @show_i8(%35) : (i8) -> ()
    %36 = llvm.icmp "ult" %arg0, %arg1 : i8
    %37 = llvm.select %36, %arg0, %arg1 : i1, i8
    llvm.call @show_i8(%37) : (i8) -> ()
    %38 = llvm.xor %arg0, %arg1 : i8
    llvm.call @show_i8(%38) : (i8) -> ()
    %39 = llvm.shl %arg0, %0 : i8
    llvm.call @show_i8(%39) : (i8) -> ()
    %40 = llvm.ashr %arg0, %0 : i8
    llvm.call @show_i8(%40) : (i8) -> ()
    %41 = llvm.lshr %arg0, %0 : i8
    llvm.call @show_i8(%41) : (i8) -> ()
    llvm.call @printNewline() : () -> ()
    %42 = llvm.icmp "eq" %arg0, %arg1 : i8
    llvm.call @show_i1(%42) : (i1) -> ()
    %43 = llvm.icmp "ne" %arg0, %arg1 : i8
    llvm.call @show_i1(%43) : (i1) -> ()
    %44 = llvm.icmp "slt" %arg0, %arg1 : i8
    llvm.call @show_i1(%44) : (i1) -> ()
    %45 = llvm.icmp "sle" %arg0, %arg1 : i8
    llvm.call @show_i1(%45) : (i1) -> ()
    %46 = llvm.icmp "sgt" %arg0, %arg1 : i8
    llvm.call @show_i1(%46) : (i1) -> ()
    %47 = llvm.icmp "sge" %arg0, %arg1 : i8
    llvm.call @show_i1(%47) : (i1) -> ()
    %48 = llvm.icmp "ult" %arg0, %arg1 : i8
    llvm.call @show_i1(%48) : (i1) -> ()
    %49 = llvm.icmp "ule" %arg0, %arg1 : i8
    llvm.call @show_i1(%49) : (i1) -> ()
    %50 = llvm.icmp "ugt" %arg0, %arg1 : i8
    llvm.call @show_i1(%50) : (i1) -> ()
    %51 = llvm.icmp "uge" %arg0, %arg1 : i8
    llvm.call @show_i1(%51) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(4294967291 : i64) : i64
    %1 = llvm.mlir.constant(-5 : i64) : i64
    %2 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %3 = llvm.mlir.constant(-5888 : i64) : i64
    %4 = llvm.mlir.constant(-140000 : i64) : i64
    %5 = llvm.mlir.constant(39999 : i64) : i64
    %6 = llvm.mlir.constant(-1 : i64) : i64
    %7 = llvm.mlir.constant(1494967296 : i64) : i64
    %8 = llvm.mlir.constant(true) : i1
    %9 = llvm.mlir.constant(false) : i1
    %10 = llvm.mlir.constant(-3 : i64) : i64
    %11 = llvm.mlir.constant(65533 : i17) : i17
    %12 = llvm.mlir.constant(-65534 : i17) : i17
    %13 = llvm.mlir.constant(-3 : i8) : i8
    %14 = llvm.mlir.constant(120 : i8) : i8
    %15 = llvm.mlir.constant(-100 : i8) : i8
    %16 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @i8_ops(%15, %16) : (i8, i8) -> ()
    llvm.call @i8_ops(%14, %13) : (i8, i8) -> ()
    llvm.call @i8_ops(%16, %16) : (i8, i8) -> ()
    llvm.call @show_i17(%12) : (i17) -> ()
    llvm.call @show_i17(%11) : (i17) -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @show_i1(%9) : (i1) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @show_i1(%8) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%4) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @show_i1(%8) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

