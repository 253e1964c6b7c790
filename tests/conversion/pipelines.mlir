// The conversion passes in pipelines, printed as mlir-opt 22 prints them: lower-affine,
// scf-forall-to-for and scf-forall-to-parallel take no options; convert-scf-to-cf takes
// allow-pattern-rollback (same output either way).
// RUN: strata-opt %s --lower-affine --scf-forall-to-for --scf-forall-to-parallel --convert-scf-to-cf=allow-pattern-rollback=false --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,convert-scf-to-cf))' | FileCheck %s

// DUMP: Pass Manager with 4 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   lower-affine,
// DUMP-NEXT:   scf-forall-to-for,
// DUMP-NEXT:   scf-forall-to-parallel,
// DUMP-NEXT:   convert-scf-to-cf{allow-pattern-rollback=false}
// DUMP-NEXT: )

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c4 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
func.func @f(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %z = arith.constant 0.0 : f32
    affine.store %z, %m[%i] : memref<4xf32>
  }
  return
}
