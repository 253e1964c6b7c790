// Calls of variadic C functions on the Cranelift backend: integers, pointers and doubles
// in the registers the x86-64 convention assigns, the C library's output interleaved in
// order with the runtime's. (The interpreter has no printf; mlir-runner prints the same.)
// RUN: strata-run --backend=cranelift %s -e main --entry-point-result=void | FileCheck %s

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.mlir.global internal constant @fmt("a=%d b=%.3f c=%s d=%ld e=%c f=%g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @many("%d %d %d %d %d | %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt2("[%x:%5.2f]\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
  llvm.func @main() {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %s = llvm.mlir.addressof @str : !llvm.ptr
    %a = llvm.mlir.constant(-42 : i32) : i32
    %b = llvm.mlir.constant(3.14159 : f64) : f64
    %d = llvm.mlir.constant(1234567890123 : i64) : i64
    %e = llvm.mlir.constant(65 : i32) : i32
    %g = llvm.mlir.constant(2.5e10 : f64) : f64
    %c7 = llvm.mlir.constant(7 : i64) : i64
    llvm.call @printI64(%c7) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %r = llvm.call @printf(%f, %a, %b, %s, %d, %e, %g) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, !llvm.ptr, i64, i32, f64) -> i32
    %r64 = llvm.sext %r : i32 to i64
    llvm.call @printI64(%r64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %m = llvm.mlir.addressof @many : !llvm.ptr
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %x1 = llvm.mlir.constant(1.5 : f64) : f64
    %x2 = llvm.mlir.constant(2.5 : f64) : f64
    %x3 = llvm.mlir.constant(-3.0 : f64) : f64
    %0 = llvm.call @printf(%m, %i1, %x1, %i2, %x2, %i1, %x3, %i2, %x1, %i1, %x2, %x3, %x1, %x2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, i32, f64, i32, f64, i32, f64, i32, f64, f64, f64, f64) -> i32
    %n = llvm.mlir.constant(32 : i64) : i64
    %buf = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
    %f2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
    %h = llvm.mlir.constant(255 : i32) : i32
    %w = llvm.call @snprintf(%buf, %n, %f2, %h, %b) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>) : (!llvm.ptr, i64, !llvm.ptr, i32, f64) -> i32
    %1 = llvm.call @puts(%buf) : (!llvm.ptr) -> i32
    %w64 = llvm.sext %w : i32 to i64
    llvm.call @printI64(%w64) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
// CHECK: 7
// CHECK-NEXT: a=-42 b=3.142 c=hi d=1234567890123 e=A f=2.5e+10
// CHECK-NEXT: 49
// CHECK-NEXT: 1 2 1 2 1 | 1.5 2.5 -3.0 1.5 2.5 -3.0 1.5 2.5
// CHECK-NEXT: [ff: 3.14]
// CHECK-NEXT: 10
