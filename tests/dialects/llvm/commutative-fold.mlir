// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --lower-affine | FileCheck %s
// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s

// llvm.add and llvm.mul have the Commutative trait and no fold of their own: the trait's
// fold moves a constant left operand to the right, in place, wherever ops are folded
// (canonicalize, the conversion driver's fold of ops of unknown legality, the fold-only
// greedy runs). Two constants stay as they are (llvm.mul has no constant folding), and
// llvm.and/llvm.sub are not commutative in the llvm dialect. Expected output from
// mlir-opt 22.

// CHECK-LABEL: llvm.func @f(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %2 = llvm.mul %arg0, %0 overflow<nsw> : i64
// CHECK-NEXT: %3 = llvm.add %2, %0 : i64
// CHECK-NEXT: %4 = llvm.and %0, %3 : i64
// CHECK-NEXT: %5 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %6 = llvm.add %4, %5 : i64
// CHECK-NEXT: %7 = llvm.sub %0, %6 : i64
// CHECK-NEXT: llvm.return %7 : i64
llvm.func @f(%x: i64) -> i64 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %d = llvm.mlir.constant(5 : i64) : i64
  %a = llvm.mul %c, %x overflow<nsw> : i64
  %b = llvm.add %c, %a : i64
  %e = llvm.and %c, %b : i64
  %g = llvm.mul %c, %d : i64
  %h = llvm.add %e, %g : i64
  %s = llvm.sub %c, %h : i64
  llvm.return %s : i64
}
