// The atomic ops and the assume/prefetch intrinsics round-trip in mlir-opt 22's custom and generic forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %b0: i1) {
  %b = llvm.mlir.constant(true) : i1
  %0 = llvm.atomicrmw volatile fadd %p, %v syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
  %1 = llvm.atomicrmw umin %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("x") acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %i, %i seq_cst seq_cst : !llvm.ptr, i32
  llvm.intr.assume %b : i1
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i32)] : i1
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i32), "nonnull"(%p : !llvm.ptr)] : i1
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.fence syncscope("agent") release
  llvm.fence seq_cst
  %4 = llvm.atomicrmw uinc_wrap %p, %i acquire : !llvm.ptr, i32
  llvm.return
}
llvm.func @g(%p: !llvm.ptr, %v: f32, %h: bf16, %vv: vector<2xf32>, %q: !llvm.ptr<1>, %a: i128, %i8: i8) {
  %0 = llvm.atomicrmw fmaximum %p, %v seq_cst : !llvm.ptr, f32
  %1 = llvm.atomicrmw fadd %p, %h release : !llvm.ptr, bf16
  %2 = llvm.atomicrmw fadd %p, %vv monotonic : !llvm.ptr, vector<2xf32>
  %3 = llvm.atomicrmw xchg %q, %p monotonic : !llvm.ptr<1>, !llvm.ptr
  %4 = llvm.cmpxchg %q, %p, %p acquire acquire : !llvm.ptr<1>, !llvm.ptr
  %5 = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i128
  %6 = llvm.atomicrmw _and %p, %i8 monotonic {alignment = 32 : i64} : !llvm.ptr, i8
  "llvm.intr.prefetch"(%q) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr<1>) -> ()
  llvm.return
}
llvm.func @h(%p: !llvm.ptr, %i: i32, %b: i1) {
  llvm.intr.assume %b : i1 {foo = 1 : i32}
  llvm.intr.assume %b ["align"(%p, %i : !llvm.ptr, i32), "x"()] : i1
  llvm.return
}

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: f32, %arg2: i32, %arg3: i1) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %1 = llvm.atomicrmw volatile fadd %arg0, %arg1 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
// CHECK-NEXT:   %2 = llvm.atomicrmw umin %arg0, %arg2 acquire : !llvm.ptr, i32
// CHECK-NEXT:   %3 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg2 syncscope("x") acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT:   %4 = llvm.cmpxchg %arg0, %arg2, %arg2 seq_cst seq_cst : !llvm.ptr, i32
// CHECK-NEXT:   llvm.intr.assume %0 : i1
// CHECK-NEXT:   llvm.intr.assume %0 ["align"(%arg0, %arg2 : !llvm.ptr, i32)] : i1
// CHECK-NEXT:   llvm.intr.assume %0 ["align"(%arg0, %arg2 : !llvm.ptr, i32), "nonnull"(%arg0 : !llvm.ptr)] : i1
// CHECK-NEXT:   "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.fence syncscope("agent") release
// CHECK-NEXT:   llvm.fence seq_cst
// CHECK-NEXT:   %5 = llvm.atomicrmw uinc_wrap %arg0, %arg2 acquire : !llvm.ptr, i32
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @g(%arg0: !llvm.ptr, %arg1: f32, %arg2: bf16, %arg3: vector<2xf32>, %arg4: !llvm.ptr<1>, %arg5: i128, %arg6: i8) {
// CHECK-NEXT:   %0 = llvm.atomicrmw fmaximum %arg0, %arg1 seq_cst : !llvm.ptr, f32
// CHECK-NEXT:   %1 = llvm.atomicrmw fadd %arg0, %arg2 release : !llvm.ptr, bf16
// CHECK-NEXT:   %2 = llvm.atomicrmw fadd %arg0, %arg3 monotonic : !llvm.ptr, vector<2xf32>
// CHECK-NEXT:   %3 = llvm.atomicrmw xchg %arg4, %arg0 monotonic : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT:   %4 = llvm.cmpxchg %arg4, %arg0, %arg0 acquire acquire : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT:   %5 = llvm.atomicrmw xchg %arg0, %arg5 monotonic : !llvm.ptr, i128
// CHECK-NEXT:   %6 = llvm.atomicrmw _and %arg0, %arg6 monotonic {alignment = 32 : i64} : !llvm.ptr, i8
// CHECK-NEXT:   "llvm.intr.prefetch"(%arg4) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr<1>) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @h(%arg0: !llvm.ptr, %arg1: i32, %arg2: i1) {
// CHECK-NEXT:   llvm.intr.assume %arg2 : i1 {foo = 1 : i32}
// CHECK-NEXT:   llvm.intr.assume %arg2 ["align"(%arg0, %arg1 : !llvm.ptr, i32), "x"()] : i1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// GENERIC: %8 = "llvm.atomicrmw"(%arg10, %arg11) <{alignment = 4 : i64, bin_op = 11 : i64, ordering = 2 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr, f32) -> f32
// GENERIC: %9 = "llvm.atomicrmw"(%arg10, %arg12) <{bin_op = 10 : i64, ordering = 4 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %10 = "llvm.cmpxchg"(%arg10, %arg12, %arg12) <{alignment = 4 : i64, failure_ordering = 2 : i64, success_ordering = 6 : i64, syncscope = "x", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: %11 = "llvm.cmpxchg"(%arg10, %arg12, %arg12) <{failure_ordering = 7 : i64, success_ordering = 7 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: "llvm.intr.assume"(%7) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
// GENERIC: "llvm.intr.assume"(%7, %arg10, %arg12) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i32) -> ()
// GENERIC: "llvm.intr.assume"(%7, %arg10, %arg12, %arg10) <{op_bundle_sizes = array<i32: 2, 1>, op_bundle_tags = ["align", "nonnull"]}> : (i1, !llvm.ptr, i32, !llvm.ptr) -> ()
// GENERIC: "llvm.intr.prefetch"(%arg10) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// GENERIC: "llvm.fence"() <{ordering = 5 : i64, syncscope = "agent"}> : () -> ()
// GENERIC: "llvm.fence"() <{ordering = 7 : i64}> : () -> ()
// GENERIC: %12 = "llvm.atomicrmw"(%arg10, %arg12) <{bin_op = 15 : i64, ordering = 4 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %0 = "llvm.atomicrmw"(%arg3, %arg4) <{bin_op = 19 : i64, ordering = 7 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: %1 = "llvm.atomicrmw"(%arg3, %arg5) <{bin_op = 11 : i64, ordering = 5 : i64}> : (!llvm.ptr, bf16) -> bf16
// GENERIC: %2 = "llvm.atomicrmw"(%arg3, %arg6) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<2xf32>) -> vector<2xf32>
// GENERIC: %3 = "llvm.atomicrmw"(%arg7, %arg3) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr<1>, !llvm.ptr) -> !llvm.ptr
// GENERIC: %4 = "llvm.cmpxchg"(%arg7, %arg3, %arg3) <{failure_ordering = 4 : i64, success_ordering = 4 : i64}> : (!llvm.ptr<1>, !llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i1)>
// GENERIC: %5 = "llvm.atomicrmw"(%arg3, %arg8) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i128) -> i128
// GENERIC: %6 = "llvm.atomicrmw"(%arg3, %arg9) <{alignment = 32 : i64, bin_op = 3 : i64, ordering = 2 : i64}> : (!llvm.ptr, i8) -> i8
// GENERIC: "llvm.intr.prefetch"(%arg7) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr<1>) -> ()
// GENERIC: "llvm.intr.assume"(%arg2) <{op_bundle_sizes = array<i32>}> {foo = 1 : i32} : (i1) -> ()
// GENERIC: "llvm.intr.assume"(%arg2, %arg0, %arg1) <{op_bundle_sizes = array<i32: 2, 0>, op_bundle_tags = ["align", "x"]}> : (i1, !llvm.ptr, i32) -> ()
