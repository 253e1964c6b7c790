// UPSTREAM-BUG: mlir-opt 22 lowers memref.dealloc of a memref in a non-default memory
// space to a call of @free with a !llvm.ptr<1> operand, which fails the llvm.call
// verifier ("operand type mismatch for operand 0: '!llvm.ptr<1>' != '!llvm.ptr'").
// Strata casts the allocated pointer to the default address space first.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @dealloc_space1(
// CHECK: %[[CALL:.*]] = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.addrspacecast %[[CALL]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[C:.*]] = llvm.addrspacecast %[[A]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%[[C]]) : (!llvm.ptr) -> ()
func.func @dealloc_space1() {
  %a = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %a : memref<4xf32, 1>
  return
}
