// Inlining `llvm.call`s of `llvm.func`s with the llvm dialect's inliner interface. The
// callees are not optimized first (`default-pipeline=`), so each case shows the rule
// alone.

// RUN: strata-opt %s --split-input-file --inline='default-pipeline=' | FileCheck %s

// A single-block callee: its static alloca moves to the caller's entry block (with a new
// constant size), lifetime markers bound the inlined code, and the returned value
// replaces the call's result.

// CHECK-LABEL: llvm.func @call_slot
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }

llvm.func @slot(%v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @call_slot(%v: i32, %b: i1) -> i32 {
  llvm.cond_br %b, ^bb1, ^bb2
^bb1:
  %r = llvm.call @slot(%v) : (i32) -> i32
  llvm.return %r : i32
^bb2:
  llvm.return %v : i32
}

// -----

// A dynamic alloca: the stack pointer is saved at the start of the inlined code and
// restored before its return; the static alloca still moves.

// CHECK-LABEL: llvm.func @call_dynamic
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT: %4 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %4 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %1 : i32, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT: llvm.return %5 : i32
// CHECK-NEXT: }

llvm.func @dynamic(%n: i32, %v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %d = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %d : i32, !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %r = llvm.load %d : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @call_dynamic(%n: i32, %v: i32) -> i32 {
  %r = llvm.call @dynamic(%n, %v) : (i32, i32) -> i32
  llvm.return %r : i32
}

// -----

// A multi-block callee: its returns become branches to the block after the call, each
// preceded by the lifetime ends. Allocas of size zero and allocas that already have
// lifetime markers get none.

// CHECK-LABEL: llvm.func @call_blocks
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %5 : !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %3 : i32, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %8 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb3(%8 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.lifetime.end %5 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %10 = llvm.add %9, %arg0 : i32
// CHECK-NEXT: llvm.return %10 : i32
// CHECK-NEXT: }

llvm.func @blocks(%v: i32, %b: i1) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %z = llvm.alloca %c0 x i32 : (i64) -> !llvm.ptr
  %m = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %m : !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.store %v, %z : i32, !llvm.ptr
  llvm.cond_br %b, ^bb1, ^bb2
^bb1:
  %x = llvm.load %a : !llvm.ptr -> i32
  llvm.return %x : i32
^bb2:
  llvm.intr.lifetime.end %m : !llvm.ptr
  llvm.return %v : i32
}
llvm.func @call_blocks(%v: i32, %b: i1) -> i32 {
  %r = llvm.call @blocks(%v, %b) : (i32, i1) -> i32
  %s = llvm.add %r, %v : i32
  llvm.return %s : i32
}

// -----

// Into a region of an op that is not an allocation scope: the allocas go to the entry
// block of the enclosing function.

// CHECK-LABEL: func.func @call_in_if
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:   %3 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %arg1, %1 : i32, !llvm.ptr
// CHECK-NEXT:   llvm.store %arg1, %5 : i32, !llvm.ptr
// CHECK-NEXT:   llvm.intr.stackrestore %3 : !llvm.ptr
// CHECK-NEXT:   llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }

llvm.func @dynamic(%n: i32, %v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %d = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.store %v, %d : i32, !llvm.ptr
  llvm.return %v : i32
}
func.func @call_in_if(%n: i32, %v: i32, %b: i1) -> i32 {
  %r = scf.if %b -> i32 {
    %0 = llvm.call @dynamic(%n, %v) : (i32, i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %v : i32
  }
  return %r : i32
}

// -----

// Not inlined: variadic callees, callees using `llvm.intr.vastart`, callees with an
// `llvm.inalloca` argument, a personality, a `passthrough` attribute forbidding it
// (`strictfp`, `noduplicate`, `presplitcoroutine`, `returns_twice`) or `no_inline`.
// Other `passthrough` entries do not matter.

// CHECK-LABEL: llvm.func @calls
// CHECK-NEXT: %0 = llvm.call @variadic(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: llvm.call @vastart(%0) : (i32) -> ()
// CHECK-NEXT: llvm.call @inalloca(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @with_personality() : () -> ()
// CHECK-NEXT: %1 = llvm.call @strictfp(%0) : (i32) -> i32
// CHECK-NEXT: llvm.call @returns_twice() : () -> ()
// CHECK-NEXT: llvm.call @noduplicate() : () -> ()
// CHECK-NEXT: llvm.call @coroutine() : () -> ()
// CHECK-NEXT: %2 = llvm.call @never(%1) : (i32) -> i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }

llvm.func @variadic(%v: i32, ...) -> i32 {
  llvm.return %v : i32
}
llvm.func @vastart(%v: i32) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.intr.vastart %a : !llvm.ptr
  llvm.return
}
llvm.func @inalloca(%p: !llvm.ptr {llvm.inalloca = i32}) {
  llvm.return
}
llvm.func @personality() -> i32
llvm.func @with_personality() attributes {personality = @personality} {
  llvm.return
}
llvm.func @strictfp(%v: i32) -> i32 attributes {passthrough = ["strictfp"]} {
  llvm.return %v : i32
}
llvm.func @returns_twice() attributes {passthrough = ["returns_twice"]} {
  llvm.return
}
llvm.func @noduplicate() attributes {passthrough = ["noduplicate"]} {
  llvm.return
}
llvm.func @coroutine() attributes {passthrough = ["presplitcoroutine"]} {
  llvm.return
}
llvm.func @never(%v: i32) -> i32 attributes {no_inline} {
  llvm.return %v : i32
}
llvm.func @other_passthrough(%v: i32) -> i32 attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
  llvm.return %v : i32
}
llvm.func @calls(%v: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @variadic(%v) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.call @vastart(%0) : (i32) -> ()
  llvm.call @inalloca(%p) : (!llvm.ptr) -> ()
  llvm.call @with_personality() : () -> ()
  %1 = llvm.call @strictfp(%0) : (i32) -> i32
  llvm.call @returns_twice() : () -> ()
  llvm.call @noduplicate() : () -> ()
  llvm.call @coroutine() : () -> ()
  %2 = llvm.call @never(%1) : (i32) -> i32
  %3 = llvm.call @other_passthrough(%2) : (i32) -> i32
  llvm.return %3 : i32
}

// -----

// Calls through a function pointer are not inlined.

// CHECK-LABEL: llvm.func @indirect
// CHECK-NEXT: %0 = llvm.mlir.addressof @target : !llvm.ptr
// CHECK-NEXT: %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }

llvm.func @target(%v: i32) -> i32 {
  llvm.return %v : i32
}
llvm.func @indirect(%v: i32) -> i32 {
  %f = llvm.mlir.addressof @target : !llvm.ptr
  %r = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}
