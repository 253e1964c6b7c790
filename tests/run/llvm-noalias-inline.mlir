// llvm.noalias arguments inlined: the inliner declares alias scopes
// (llvm.intr.experimental.noalias.scope.decl) and marks the ssa copies of the
// arguments; the program prints the same before and after inlining, on every backend.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// RUN: strata-opt %s --inline | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-opt %s --inline | strata-run - -e main --entry-point-result=void --backend=cranelift | FileCheck %s

llvm.func @printI64(i64)
llvm.func @printNewline()

llvm.func @scale(%d: !llvm.ptr {llvm.noalias}, %s: !llvm.ptr {llvm.noalias}, %k: i64) {
  %n = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v = llvm.load %d : !llvm.ptr -> i64
  %w = llvm.mul %v, %k : i64
  llvm.store %w, %d : i64, !llvm.ptr
  %q = llvm.getelementptr %d[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %x = llvm.load %q : !llvm.ptr -> i64
  %y = llvm.add %x, %k : i64
  llvm.store %y, %q : i64, !llvm.ptr
  llvm.return
}

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  llvm.store %c5, %b : i64, !llvm.ptr
  %b1 = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %c7, %b1 : i64, !llvm.ptr
  llvm.call @scale(%a, %b, %c3) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %r0 = llvm.load %a : !llvm.ptr -> i64
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %r1 = llvm.load %a1 : !llvm.ptr -> i64
  %s0 = llvm.load %b : !llvm.ptr -> i64
  llvm.call @printI64(%r0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%r1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%s0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// CHECK: 15
// CHECK-NEXT: 10
// CHECK-NEXT: 5
