// llvm.funcs returning structs of 3 to 9 scalars (nested structs, arrays, a packed struct,
// small integers, floats), called directly, indirectly through a function pointer and
// recursively; the results are passed on as arguments and stored to memory.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift --opt-level=0 | FileCheck %s

llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printComma()
llvm.func @printNewline()

// {i8, {f64, i32}, [3 x i16]}: six leaves, returned through memory.
llvm.func @nested(%a: i64, %x: f64) -> !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %a8 = llvm.trunc %a : i64 to i8
  %s0 = llvm.insertvalue %a8, %u[0] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %two = llvm.mlir.constant(2.0 : f64) : f64
  %y = llvm.fmul %x, %two : f64
  %s1 = llvm.insertvalue %y, %s0[1, 0] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %a32 = llvm.trunc %a : i64 to i32
  %k = llvm.mlir.constant(-1000 : i32) : i32
  %b32 = llvm.mul %a32, %k : i32
  %s2 = llvm.insertvalue %b32, %s1[1, 1] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %a16 = llvm.trunc %a : i64 to i16
  %c1 = llvm.mlir.constant(1 : i16) : i16
  %e1 = llvm.add %a16, %c1 : i16
  %e2 = llvm.add %e1, %c1 : i16
  %s3 = llvm.insertvalue %a16, %s2[2, 0] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %s4 = llvm.insertvalue %e1, %s3[2, 1] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %s5 = llvm.insertvalue %e2, %s4[2, 2] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  llvm.return %s5 : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
}

// A packed {i8, i64, i1}: three integers in registers.
llvm.func @packed(%a: i64) -> !llvm.struct<packed (i8, i64, i1)> {
  %u = llvm.mlir.undef : !llvm.struct<packed (i8, i64, i1)>
  %a8 = llvm.trunc %a : i64 to i8
  %s0 = llvm.insertvalue %a8, %u[0] : !llvm.struct<packed (i8, i64, i1)>
  %m = llvm.mlir.constant(-3 : i64) : i64
  %b = llvm.mul %a, %m : i64
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<packed (i8, i64, i1)>
  %z = llvm.mlir.constant(0 : i64) : i64
  %neg = llvm.icmp "slt" %b, %z : i64
  %s2 = llvm.insertvalue %neg, %s1[2] : !llvm.struct<packed (i8, i64, i1)>
  llvm.return %s2 : !llvm.struct<packed (i8, i64, i1)>
}

// {f32, f32, f32, f32}: LLVM returns the last two on the x87 stack.
llvm.func @quad(%x: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %u = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
  %h = llvm.mlir.constant(0.25 : f32) : f32
  %a = llvm.fadd %x, %h : f32
  %b = llvm.fadd %a, %h : f32
  %c = llvm.fadd %b, %h : f32
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(f32, f32, f32, f32)>
  %s1 = llvm.insertvalue %a, %s0[1] : !llvm.struct<(f32, f32, f32, f32)>
  %s2 = llvm.insertvalue %b, %s1[2] : !llvm.struct<(f32, f32, f32, f32)>
  %s3 = llvm.insertvalue %c, %s2[3] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %s3 : !llvm.struct<(f32, f32, f32, f32)>
}

// Sums the leaves of a six-leaf struct passed by value.
llvm.func @sum(%s: !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>) -> f64 {
  %a = llvm.extractvalue %s[0] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %x = llvm.extractvalue %s[1, 0] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %b = llvm.extractvalue %s[1, 1] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %arr = llvm.extractvalue %s[2] : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %e0 = llvm.extractvalue %arr[0] : !llvm.array<3 x i16>
  %e2 = llvm.extractvalue %arr[2] : !llvm.array<3 x i16>
  %af = llvm.sitofp %a : i8 to f64
  %bf = llvm.sitofp %b : i32 to f64
  %e0f = llvm.sitofp %e0 : i16 to f64
  %e2f = llvm.sitofp %e2 : i16 to f64
  %t0 = llvm.fadd %af, %x : f64
  %t1 = llvm.fadd %t0, %bf : f64
  %t2 = llvm.fadd %t1, %e0f : f64
  %t3 = llvm.fadd %t2, %e2f : f64
  llvm.return %t3 : f64
}

// Counts down recursively, returning (depth, 2^depth, n, n * 1.5) through memory.
llvm.func @down(%n: i64) -> !llvm.struct<(i64, i64, i64, f64, i64)> {
  %z = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %done = llvm.icmp "eq" %n, %z : i64
  llvm.cond_br %done, ^base, ^rec
^base:
  %u = llvm.mlir.undef : !llvm.struct<(i64, i64, i64, f64, i64)>
  %b0 = llvm.insertvalue %z, %u[0] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %b1 = llvm.insertvalue %one, %b0[1] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %b2 = llvm.insertvalue %n, %b1[2] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %zf = llvm.mlir.constant(0.0 : f64) : f64
  %b3 = llvm.insertvalue %zf, %b2[3] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %b4 = llvm.insertvalue %z, %b3[4] : !llvm.struct<(i64, i64, i64, f64, i64)>
  llvm.return %b4 : !llvm.struct<(i64, i64, i64, f64, i64)>
^rec:
  %m = llvm.sub %n, %one : i64
  %r = llvm.call @down(%m) : (i64) -> !llvm.struct<(i64, i64, i64, f64, i64)>
  %d = llvm.extractvalue %r[0] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %p = llvm.extractvalue %r[1] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %d1 = llvm.add %d, %one : i64
  %p2 = llvm.add %p, %p : i64
  %r0 = llvm.insertvalue %d1, %r[0] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %r1 = llvm.insertvalue %p2, %r0[1] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %r2 = llvm.insertvalue %n, %r1[2] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %nf = llvm.sitofp %n : i64 to f64
  %k = llvm.mlir.constant(1.5 : f64) : f64
  %x = llvm.fmul %nf, %k : f64
  %r3 = llvm.insertvalue %x, %r2[3] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %acc = llvm.extractvalue %r[4] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %acc2 = llvm.add %acc, %n : i64
  %r4 = llvm.insertvalue %acc2, %r3[4] : !llvm.struct<(i64, i64, i64, f64, i64)>
  llvm.return %r4 : !llvm.struct<(i64, i64, i64, f64, i64)>
}

llvm.func @print5(%s: !llvm.struct<(i64, i64, i64, f64, i64)>) {
  %a = llvm.extractvalue %s[0] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %b = llvm.extractvalue %s[1] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %c = llvm.extractvalue %s[2] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %x = llvm.extractvalue %s[3] : !llvm.struct<(i64, i64, i64, f64, i64)>
  %e = llvm.extractvalue %s[4] : !llvm.struct<(i64, i64, i64, f64, i64)>
  llvm.call @printI64(%a) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%b) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%e) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(7 : i64) : i64
  %x = llvm.mlir.constant(0.75 : f64) : f64
  %s = llvm.call @nested(%a, %x) : (i64, f64) -> !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %t = llvm.call @sum(%s) : (!llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>) -> f64
  llvm.call @printF64(%t) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  // Stored whole and read back field by field.
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)> : (i64) -> !llvm.ptr
  llvm.store %s, %p : !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %e1 = llvm.load %q : !llvm.ptr -> i16
  %e1w = llvm.sext %e1 : i16 to i64
  llvm.call @printI64(%e1w) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  %r = llvm.getelementptr %p[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(f64, i32)>, array<3 x i16>)>
  %bi = llvm.load %r : !llvm.ptr -> i32
  %biw = llvm.sext %bi : i32 to i64
  llvm.call @printI64(%biw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()

  %big = llvm.mlir.constant(300 : i64) : i64
  %pk = llvm.call @packed(%big) : (i64) -> !llvm.struct<packed (i8, i64, i1)>
  %pk0 = llvm.extractvalue %pk[0] : !llvm.struct<packed (i8, i64, i1)>
  %pk1 = llvm.extractvalue %pk[1] : !llvm.struct<packed (i8, i64, i1)>
  %pk2 = llvm.extractvalue %pk[2] : !llvm.struct<packed (i8, i64, i1)>
  %pk0w = llvm.sext %pk0 : i8 to i64
  %pk2w = llvm.zext %pk2 : i1 to i64
  llvm.call @printI64(%pk0w) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%pk1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%pk2w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()

  %xf = llvm.mlir.constant(1.0 : f32) : f32
  %qd = llvm.call @quad(%xf) : (f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %q3 = llvm.extractvalue %qd[3] : !llvm.struct<(f32, f32, f32, f32)>
  %q0 = llvm.extractvalue %qd[0] : !llvm.struct<(f32, f32, f32, f32)>
  %qs = llvm.fsub %q3, %q0 : f32
  %qsd = llvm.fpext %qs : f32 to f64
  llvm.call @printF64(%qsd) : (f64) -> ()
  llvm.call @printNewline() : () -> ()

  %n = llvm.mlir.constant(10 : i64) : i64
  %d = llvm.call @down(%n) : (i64) -> !llvm.struct<(i64, i64, i64, f64, i64)>
  llvm.call @print5(%d) : (!llvm.struct<(i64, i64, i64, f64, i64)>) -> ()
  // The same through a function pointer.
  %fp = llvm.mlir.addressof @down : !llvm.ptr
  %n3 = llvm.mlir.constant(3 : i64) : i64
  %d3 = llvm.call %fp(%n3) : !llvm.ptr, (i64) -> !llvm.struct<(i64, i64, i64, f64, i64)>
  llvm.call @print5(%d3) : (!llvm.struct<(i64, i64, i64, f64, i64)>) -> ()
  %qp = llvm.mlir.addressof @quad : !llvm.ptr
  %xg = llvm.mlir.constant(-2.0 : f32) : f32
  %qd2 = llvm.call %qp(%xg) : !llvm.ptr, (f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %g2 = llvm.extractvalue %qd2[2] : !llvm.struct<(f32, f32, f32, f32)>
  %g2d = llvm.fpext %g2 : f32 to f64
  llvm.call @printF64(%g2d) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// CHECK: -6975.5
// CHECK-NEXT: 8, -7000
// CHECK-NEXT: 44, -900, 1
// CHECK-NEXT: 0.75
// CHECK-NEXT: 10, 1024, 10, 15, 55
// CHECK-NEXT: 3, 8, 3, 4.5, 6
// CHECK-NEXT: -1.5
