// Undefined behaviour in llvm-dialect programs is a located error naming the op, with a
// non-zero exit status (mlir-runner crashes or computes garbage on these: the messages
// are Strata's). Pointers carry their allocation, so every access is checked.
// RUN: not strata-run %s --backend=interp -e oob_load --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not strata-run %s --backend=interp -e negative_offset --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not strata-run %s --backend=interp -e use_after_free --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not strata-run %s --backend=interp -e double_free --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DFREE
// RUN: not strata-run %s --backend=interp -e free_interior --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=INTERIOR
// RUN: not strata-run %s --backend=interp -e null_load --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: not strata-run %s --backend=interp -e wild_pointer --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=WILD
// RUN: not strata-run %s --backend=interp -e write_constant --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not strata-run %s --backend=interp -e unreachable --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNREACH
// RUN: not strata-run %s --backend=interp -e div_zero --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not strata-run %s --backend=interp -e poison_branch --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not strata-run %s --backend=interp -e dangling_stack --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not strata-run %s --backend=interp -e memcpy_overflow --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MEMCPY
// RUN: not strata-run %s --backend=interp -e bad_descriptor --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DESC
// RUN: not strata-run %s --backend=interp -e external --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=EXTERN
// RUN: not strata-run %s --backend=interp -e unterminated --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=STR
// RUN: not strata-run %s --backend=interp -e memset_huge --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=HUGE

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @printMemrefF32(i64, !llvm.ptr)
llvm.func @printString(!llvm.ptr)
llvm.func @mystery(i64) -> i64
llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal constant @word("abc") {addr_space = 0 : i32} : !llvm.array<3 x i8>

llvm.func @oob_load() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %i = llvm.mlir.constant(4 : i64) : i64
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // OOB: traps.mlir:[[@LINE+1]]:8: error: out-of-bounds access: 4 bytes at offset 16 of a 16-byte allocation
  %v = llvm.load %q : !llvm.ptr -> f32
  llvm.return
}

llvm.func @negative_offset() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %c = llvm.mlir.constant(7 : i8) : i8
  // NEG: traps.mlir:[[@LINE+1]]:3: error: out-of-bounds access: 1 byte at offset -1 of a 16-byte allocation
  llvm.store %c, %q : i8, !llvm.ptr
  llvm.return
}

llvm.func @use_after_free() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  // UAF: traps.mlir:[[@LINE+1]]:8: error: access to freed memory
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return
}

llvm.func @double_free() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  // DFREE: traps.mlir:[[@LINE+1]]:3: error: free: double free
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @free_interior() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  // INTERIOR: traps.mlir:[[@LINE+1]]:3: error: free of a pointer that malloc did not return
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @null_load() {
  %z = llvm.mlir.zero : !llvm.ptr
  // NULL: traps.mlir:[[@LINE+1]]:8: error: null pointer dereference
  %v = llvm.load %z : !llvm.ptr -> i32
  llvm.return
}

llvm.func @wild_pointer() {
  %a = llvm.mlir.constant(48879 : i64) : i64
  %p = llvm.inttoptr %a : i64 to !llvm.ptr
  // WILD: traps.mlir:[[@LINE+1]]:8: error: access through pointer 0xbeef, which points to no allocation
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return
}

llvm.func @write_constant() {
  %g = llvm.mlir.addressof @table : !llvm.ptr
  %c = llvm.mlir.constant(9 : i32) : i32
  // CONST: traps.mlir:[[@LINE+1]]:3: error: write to a constant global
  llvm.store %c, %g : i32, !llvm.ptr
  llvm.return
}

llvm.func @unreachable() {
  // UNREACH: traps.mlir:[[@LINE+1]]:3: error: llvm.unreachable reached
  llvm.unreachable
}

llvm.func @div_zero() {
  %a = llvm.mlir.constant(7 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  // DIV: traps.mlir:[[@LINE+1]]:8: error: division by zero
  %q = llvm.sdiv %a, %z : i32
  llvm.return
}

llvm.func @poison_branch() {
  %a = llvm.mlir.constant(127 : i8) : i8
  %one = llvm.mlir.constant(1 : i8) : i8
  // POISON: traps.mlir:[[@LINE+4]]:3: error: the branch condition is a poison value
  // POISON: traps.mlir:[[@LINE+1]]:8: note: the poison value was produced here
  %s = llvm.add %a, %one overflow<nsw> : i8
  %c = llvm.icmp "slt" %s, %a : i8
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.return
^b:
  llvm.return
}

llvm.func @stack_slot() -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

llvm.func @dangling_stack() {
  %p = llvm.call @stack_slot() : () -> !llvm.ptr
  // STACK: traps.mlir:[[@LINE+1]]:8: error: access to freed memory
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return
}

llvm.func @memcpy_overflow() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %big = llvm.mlir.constant(12 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%big) : (i64) -> !llvm.ptr
  // MEMCPY: traps.mlir:[[@LINE+1]]:3: error: out-of-bounds access: 12 bytes at offset 0 of a 8-byte allocation
  "llvm.intr.memcpy"(%q, %p, %big) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

llvm.func @bad_descriptor() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %rank = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  // DESC: traps.mlir:[[@LINE+1]]:3: error: reading a memref descriptor: out-of-bounds access: 56 bytes at offset 0 of a 16-byte allocation
  llvm.call @printMemrefF32(%rank, %p) : (i64, !llvm.ptr) -> ()
  llvm.return
}

llvm.func @external() {
  %a = llvm.mlir.constant(1 : i64) : i64
  // EXTERN: traps.mlir:[[@LINE+1]]:8: error: call to external function '@mystery', which is not in the built-in runtime
  %r = llvm.call @mystery(%a) : (i64) -> i64
  llvm.return
}

llvm.func @unterminated() {
  %w = llvm.mlir.addressof @word : !llvm.ptr
  // STR: traps.mlir:[[@LINE+1]]:3: error: printString: the string has no terminating NUL inside its allocation
  llvm.call @printString(%w) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @memset_huge() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %all = llvm.mlir.constant(-1 : i64) : i64
  %z = llvm.mlir.constant(0 : i8) : i8
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  // HUGE: traps.mlir:[[@LINE+1]]:3: error: out-of-bounds access: 18446744073709551615 bytes at offset 0 of a 8-byte allocation
  "llvm.intr.memset"(%p, %z, %all) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
