// llvm.byval arguments: the callee works on its own copy of the pointee, so the caller's
// struct is unchanged after the calls (also after inlining, which copies it explicitly;
// the struct's layout is the same in MLIR's default data layout, which sizes the copy,
// and on x86-64).
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// RUN: strata-opt %s --inline | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-opt %s --inline | strata-run - -e main --entry-point-result=void --backend=cranelift | FileCheck %s

llvm.func @printI64(i64)
llvm.func @printNewline()

llvm.func @bump(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i32)>}) -> i64 {
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  %a = llvm.load %q : !llvm.ptr -> i32
  %k = llvm.mlir.constant(100 : i32) : i32
  %b = llvm.add %a, %k : i32
  llvm.store %b, %q : i32, !llvm.ptr
  %c = llvm.load %p : !llvm.ptr -> i64
  %w = llvm.sext %b : i32 to i64
  %s = llvm.add %w, %c : i64
  llvm.store %s, %p : i64, !llvm.ptr
  llvm.return %s : i64
}

llvm.func @peek(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 16 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x !llvm.struct<(i64, i32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %x = llvm.mlir.constant(5 : i32) : i32
  %y = llvm.mlir.constant(37 : i64) : i64
  %f = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  llvm.store %x, %f : i32, !llvm.ptr
  llvm.store %y, %s : i64, !llvm.ptr
  %r1 = llvm.call @bump(%s) : (!llvm.ptr) -> i64
  llvm.call @printI64(%r1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %r2 = llvm.call @bump(%s) : (!llvm.ptr) -> i64
  llvm.call @printI64(%r2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %a = llvm.load %f : !llvm.ptr -> i32
  %ae = llvm.sext %a : i32 to i64
  llvm.call @printI64(%ae) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b = llvm.load %s : !llvm.ptr -> i64
  llvm.call @printI64(%b) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %c = llvm.call @peek(%s) : (!llvm.ptr) -> i64
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// CHECK: 142
// CHECK-NEXT: 142
// CHECK-NEXT: 5
// CHECK-NEXT: 37
// CHECK-NEXT: 37
