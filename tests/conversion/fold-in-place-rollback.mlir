// The conversion driver folds ops that are not legal before it tries patterns. An op
// the target doesn't know (here llvm ops under lower-affine) may fold in place: that
// fold stays when nothing else happens (the getelementptr's constant index becomes
// static), but when the changed op then folds to a constant that can't be legalized,
// the rollback undoes the in-place fold too (llvm.icmp's null/alloca operand swap is
// left as written). CHECK lines are mlir-opt 22's output.
// RUN: strata-opt %s --lower-affine | FileCheck %s

// CHECK-LABEL: func.func @icmp_swap_undone
// CHECK:         %[[P:.*]] = llvm.alloca
// CHECK-NEXT:    %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "ne" %[[NULL]], %[[P]] : !llvm.ptr
// CHECK:         return %[[C]] : i1
func.func @icmp_swap_undone(%n: index) -> i1 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.icmp "ne" %null, %p : !llvm.ptr
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %0 : i1
}

// CHECK-LABEL: func.func @gep_fold_kept
// CHECK:         %[[G:.*]] = llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK:         return %[[G]] : !llvm.ptr
func.func @gep_fold_kept(%p: !llvm.ptr, %n: index) -> !llvm.ptr {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %0 = llvm.getelementptr %p[%c2] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %0 : !llvm.ptr
}
