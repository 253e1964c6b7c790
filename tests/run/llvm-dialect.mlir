// A program in the llvm dialect (lowered by mlir-opt 22 from func/scf/arith): recursion,
// i64 and f64 arithmetic, runtime calls. Expected output from mlir-runner 22.
// RUN: strata-run %s -e main --entry-point-result=i64 | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=i64 --backend=cranelift -O0 | FileCheck %s
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not strata-run %s -e nope --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING

module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @fact(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.icmp "sle" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%0 : i64)
  ^bb2:  // pred: ^bb0
    %2 = llvm.sub %arg0, %0 : i64
    %3 = llvm.call @fact(%2) : (i64) -> i64
    %4 = llvm.mul %arg0, %3 : i64
    llvm.br ^bb3(%4 : i64)
  ^bb3(%5: i64):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %5 : i64
  }
  llvm.func @main() -> i64 {
    %0 = llvm.mlir.constant(20 : i64) : i64
    %1 = llvm.call @fact(%0) : (i64) -> i64
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %2 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %3 = llvm.mlir.constant(6.250000e+00 : f64) : f64
    llvm.call @printF64(%3) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %4 = llvm.mlir.constant(7 : i64) : i64
    llvm.return %4 : i64
  }
}

// CHECK: 2432902008176640000
// CHECK-NEXT: 6.25
// CHECK-NEXT: 7
// VOID: Error: expected void function
// MISSING: Error: entry point not found
