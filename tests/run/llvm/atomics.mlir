// llvm.atomicrmw (integer ops of i8 and i64, float ops as compare-and-swap loops,
// uinc_wrap, usub_sat), llvm.cmpxchg (failing and succeeding, i16 and i64) and
// llvm.fence on the Cranelift JIT. Expected output from mlir-runner 22.
// RUN: strata-run --backend=cranelift %s -e main --entry-point-result=void | FileCheck %s

module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @show(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @showf(%x: f64) {
    llvm.call @printF64(%x) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    %q = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    %b = llvm.alloca %one x i8 : (i64) -> !llvm.ptr
    %h = llvm.alloca %one x i16 : (i64) -> !llvm.ptr
    %c12 = llvm.mlir.constant(12 : i64) : i64
    %c10 = llvm.mlir.constant(10 : i64) : i64
    %c6 = llvm.mlir.constant(6 : i64) : i64
    llvm.store %c12, %p : i64, !llvm.ptr
    // nand: ~(12 & 10) = -9
    %0 = llvm.atomicrmw nand %p, %c10 seq_cst : !llvm.ptr, i64
    llvm.call @show(%0) : (i64) -> ()
    %1 = llvm.atomicrmw _xor %p, %c6 acquire : !llvm.ptr, i64
    llvm.call @show(%1) : (i64) -> ()
    %2 = llvm.atomicrmw sub %p, %c10 release : !llvm.ptr, i64
    llvm.call @show(%2) : (i64) -> ()
    %3 = llvm.load %p : !llvm.ptr -> i64
    llvm.call @show(%3) : (i64) -> ()
    // cmpxchg: a failing exchange, then a succeeding one.
    %4 = llvm.cmpxchg %p, %c10, %c6 acq_rel monotonic : !llvm.ptr, i64
    %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, i1)>
    %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, i1)>
    %7 = llvm.zext %6 : i1 to i64
    llvm.call @show(%5) : (i64) -> ()
    llvm.call @show(%7) : (i64) -> ()
    %8 = llvm.cmpxchg weak %p, %3, %c6 seq_cst seq_cst : !llvm.ptr, i64
    %9 = llvm.extractvalue %8[1] : !llvm.struct<(i64, i1)>
    %10 = llvm.zext %9 : i1 to i64
    llvm.call @show(%10) : (i64) -> ()
    llvm.fence acquire
    llvm.fence syncscope("singlethread") seq_cst
    %11 = llvm.load %p : !llvm.ptr -> i64
    llvm.call @show(%11) : (i64) -> ()
    // i8: unsigned wrap-around and signed max.
    %m1 = llvm.mlir.constant(-1 : i8) : i8
    %c100 = llvm.mlir.constant(100 : i8) : i8
    llvm.store %c100, %b : i8, !llvm.ptr
    %12 = llvm.atomicrmw add %b, %c100 monotonic : !llvm.ptr, i8
    %13 = llvm.atomicrmw max %b, %m1 monotonic : !llvm.ptr, i8
    %14 = llvm.atomicrmw umin %b, %m1 monotonic : !llvm.ptr, i8
    %15 = llvm.load %b : !llvm.ptr -> i8
    %s12 = llvm.sext %12 : i8 to i64
    %s13 = llvm.sext %13 : i8 to i64
    %s14 = llvm.sext %14 : i8 to i64
    %s15 = llvm.sext %15 : i8 to i64
    llvm.call @show(%s12) : (i64) -> ()
    llvm.call @show(%s13) : (i64) -> ()
    llvm.call @show(%s14) : (i64) -> ()
    llvm.call @show(%s15) : (i64) -> ()
    // i16 cmpxchg.
    %c7 = llvm.mlir.constant(7 : i16) : i16
    %c9 = llvm.mlir.constant(9 : i16) : i16
    llvm.store %c7, %h : i16, !llvm.ptr
    %16 = llvm.cmpxchg %h, %c7, %c9 seq_cst acquire : !llvm.ptr, i16
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(i16, i1)>
    %18 = llvm.load %h : !llvm.ptr -> i16
    %19 = llvm.add %17, %18 : i16
    %20 = llvm.zext %19 : i16 to i64
    llvm.call @show(%20) : (i64) -> ()
    // Floats: a compare-and-swap loop on the bits.
    %f1 = llvm.mlir.constant(1.5 : f64) : f64
    %f2 = llvm.mlir.constant(-4.25 : f64) : f64
    llvm.store %f1, %q : f64, !llvm.ptr
    %21 = llvm.atomicrmw fadd %q, %f1 monotonic : !llvm.ptr, f64
    %22 = llvm.atomicrmw fsub %q, %f2 monotonic : !llvm.ptr, f64
    %23 = llvm.atomicrmw fmin %q, %f2 seq_cst : !llvm.ptr, f64
    %24 = llvm.atomicrmw fmax %q, %f1 seq_cst : !llvm.ptr, f64
    %25 = llvm.atomicrmw xchg %q, %f2 seq_cst : !llvm.ptr, f64
    %26 = llvm.load %q : !llvm.ptr -> f64
    llvm.call @showf(%21) : (f64) -> ()
    llvm.call @showf(%22) : (f64) -> ()
    llvm.call @showf(%23) : (f64) -> ()
    llvm.call @showf(%24) : (f64) -> ()
    llvm.call @showf(%25) : (f64) -> ()
    llvm.call @showf(%26) : (f64) -> ()
    // uinc_wrap and usub_sat.
    %c2 = llvm.mlir.constant(2 : i64) : i64
    llvm.store %c2, %p : i64, !llvm.ptr
    %27 = llvm.atomicrmw uinc_wrap %p, %c2 monotonic : !llvm.ptr, i64
    %28 = llvm.atomicrmw usub_sat %p, %c6 monotonic : !llvm.ptr, i64
    %29 = llvm.load %p : !llvm.ptr -> i64
    llvm.call @show(%27) : (i64) -> ()
    llvm.call @show(%28) : (i64) -> ()
    llvm.call @show(%29) : (i64) -> ()
    llvm.return
  }
}

// CHECK: 12
// CHECK-NEXT: -9
// CHECK-NEXT: -15
// CHECK-NEXT: -25
// CHECK-NEXT: -25
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 6
// CHECK-NEXT: 100
// CHECK-NEXT: -56
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: 16
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3
// CHECK-NEXT: 7.25
// CHECK-NEXT: -4.25
// CHECK-NEXT: 1.5
// CHECK-NEXT: -4.25
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 0
