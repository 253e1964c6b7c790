// tests/run/integers.mlir lowered to the llvm dialect by mlir-opt 22 with
//   -lower-affine -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts
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
    %0 = llvm.add %arg0, %arg1 : i8
    llvm.call @show_i8(%0) : (i8) -> ()
    %1 = llvm.sub %arg0, %arg1 : i8
    llvm.call @show_i8(%1) : (i8) -> ()
    %2 = llvm.mul %arg0, %arg1 : i8
    llvm.call @show_i8(%2) : (i8) -> ()
    %3 = llvm.sdiv %arg0, %arg1 : i8
    llvm.call @show_i8(%3) : (i8) -> ()
    %4 = llvm.udiv %arg0, %arg1 : i8
    llvm.call @show_i8(%4) : (i8) -> ()
    %5 = llvm.srem %arg0, %arg1 : i8
    llvm.call @show_i8(%5) : (i8) -> ()
    %6 = llvm.urem %arg0, %arg1 : i8
    llvm.call @show_i8(%6) : (i8) -> ()
    %7 = llvm.sdiv %arg0, %arg1 : i8
    %8 = llvm.mul %7, %arg1 : i8
    %9 = llvm.icmp "ne" %arg0, %8 : i8
    %10 = llvm.mlir.constant(0 : i8) : i8
    %11 = llvm.icmp "slt" %arg0, %10 : i8
    %12 = llvm.icmp "slt" %arg1, %10 : i8
    %13 = llvm.icmp "ne" %11, %12 : i1
    %14 = llvm.and %9, %13 : i1
    %15 = llvm.mlir.constant(-1 : i8) : i8
    %16 = llvm.add %7, %15 : i8
    %17 = llvm.select %14, %16, %7 : i1, i8
    llvm.call @show_i8(%17) : (i8) -> ()
    %18 = llvm.mlir.constant(0 : i8) : i8
    %19 = llvm.mlir.constant(1 : i8) : i8
    %20 = llvm.sdiv %arg0, %arg1 : i8
    %21 = llvm.mul %20, %arg1 : i8
    %22 = llvm.icmp "ne" %arg0, %21 : i8
    %23 = llvm.icmp "slt" %arg0, %18 : i8
    %24 = llvm.icmp "slt" %arg1, %18 : i8
    %25 = llvm.icmp "eq" %23, %24 : i1
    %26 = llvm.and %22, %25 : i1
    %27 = llvm.add %20, %19 : i8
    %28 = llvm.select %26, %27, %20 : i1, i8
    llvm.call @show_i8(%28) : (i8) -> ()
    %29 = llvm.mlir.constant(0 : i8) : i8
    %30 = llvm.icmp "eq" %arg0, %29 : i8
    %31 = llvm.mlir.constant(1 : i8) : i8
    %32 = llvm.sub %arg0, %31 : i8
    %33 = llvm.udiv %32, %arg1 : i8
    %34 = llvm.add %33, %31 : i8
    %35 = llvm.select %30, %29, %34 : i1, i8
    llvm.call @show_i8(%35) : (i8) -> ()
    %36 = llvm.intr.smax(%arg0, %arg1) : (i8, i8) -> i8
    llvm.call @show_i8(%36) : (i8) -> ()
    %37 = llvm.intr.umin(%arg0, %arg1) : (i8, i8) -> i8
    llvm.call @show_i8(%37) : (i8) -> ()
    %38 = llvm.xor %arg0, %arg1 : i8
    llvm.call @show_i8(%38) : (i8) -> ()
    %39 = llvm.mlir.constant(3 : i8) : i8
    %40 = llvm.shl %arg0, %39 : i8
    llvm.call @show_i8(%40) : (i8) -> ()
    %41 = llvm.ashr %arg0, %39 : i8
    llvm.call @show_i8(%41) : (i8) -> ()
    %42 = llvm.lshr %arg0, %39 : i8
    llvm.call @show_i8(%42) : (i8) -> ()
    llvm.call @printNewline() : () -> ()
    %43 = llvm.icmp "eq" %arg0, %arg1 : i8
    llvm.call @show_i1(%43) : (i1) -> ()
    %44 = llvm.icmp "ne" %arg0, %arg1 : i8
    llvm.call @show_i1(%44) : (i1) -> ()
    %45 = llvm.icmp "slt" %arg0, %arg1 : i8
    llvm.call @show_i1(%45) : (i1) -> ()
    %46 = llvm.icmp "sle" %arg0, %arg1 : i8
    llvm.call @show_i1(%46) : (i1) -> ()
    %47 = llvm.icmp "sgt" %arg0, %arg1 : i8
    llvm.call @show_i1(%47) : (i1) -> ()
    %48 = llvm.icmp "sge" %arg0, %arg1 : i8
    llvm.call @show_i1(%48) : (i1) -> ()
    %49 = llvm.icmp "ult" %arg0, %arg1 : i8
    llvm.call @show_i1(%49) : (i1) -> ()
    %50 = llvm.icmp "ule" %arg0, %arg1 : i8
    llvm.call @show_i1(%50) : (i1) -> ()
    %51 = llvm.icmp "ugt" %arg0, %arg1 : i8
    llvm.call @show_i1(%51) : (i1) -> ()
    %52 = llvm.icmp "uge" %arg0, %arg1 : i8
    llvm.call @show_i1(%52) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-100 : i8) : i8
    %1 = llvm.mlir.constant(7 : i8) : i8
    llvm.call @i8_ops(%0, %1) : (i8, i8) -> ()
    %2 = llvm.mlir.constant(120 : i8) : i8
    %3 = llvm.mlir.constant(-3 : i8) : i8
    llvm.call @i8_ops(%2, %3) : (i8, i8) -> ()
    llvm.call @i8_ops(%1, %1) : (i8, i8) -> ()
    %4 = llvm.mlir.constant(65535 : i17) : i17
    %5 = llvm.mlir.constant(3 : i17) : i17
    %6 = llvm.mlir.constant(-65534 : i17) : i17
    llvm.call @show_i17(%6) : (i17) -> ()
    %7 = llvm.mlir.constant(65533 : i17) : i17
    llvm.call @show_i17(%7) : (i17) -> ()
    %8 = llvm.trunc %7 : i17 to i5
    %9 = llvm.sext %8 : i5 to i64
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %10 = llvm.mlir.constant(true) : i1
    %11 = llvm.mlir.constant(false) : i1
    %12 = llvm.mlir.constant(false) : i1
    llvm.call @show_i1(%12) : (i1) -> ()
    llvm.call @printComma() : () -> ()
    %13 = llvm.mlir.constant(true) : i1
    llvm.call @show_i1(%13) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    %14 = llvm.mlir.constant(40000 : i32) : i32
    %15 = llvm.mlir.constant(-70000 : i32) : i32
    %16 = llvm.mlir.constant(1494967296 : i32) : i32
    %17 = llvm.mlir.constant(-1 : i32) : i32
    %18 = llvm.sext %16 : i32 to i64
    %19 = llvm.sext %17 : i32 to i64
    llvm.call @printI64(%18) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%19) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %20 = llvm.mlir.constant(1494967296 : i32) : i32
    %21 = llvm.mlir.constant(39999 : i32) : i32
    %22 = llvm.zext %21 : i32 to i64
    llvm.call @printI64(%22) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %23 = llvm.mlir.constant(-140000 : i32) : i32
    %24 = llvm.mlir.constant(true) : i1
    %25 = llvm.sext %23 : i32 to i64
    llvm.call @printI64(%25) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @show_i1(%24) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    %26 = llvm.mlir.constant(30000 : i16) : i16
    %27 = llvm.mlir.constant(-5888 : i16) : i16
    %28 = llvm.sext %27 : i16 to i64
    llvm.call @printI64(%28) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %29 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    llvm.call @printI64(%31) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%31) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %32 = llvm.mlir.constant(-5 : index) : i64
    %33 = llvm.mlir.constant(-5 : i64) : i64
    llvm.call @printI64(%33) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %34 = llvm.mlir.constant(-5 : i32) : i32
    %35 = llvm.mlir.constant(4294967291 : index) : i64
    llvm.call @printI64(%35) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

