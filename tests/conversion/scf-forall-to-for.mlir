// scf-forall-to-for: every scf.forall without shared outputs becomes a nest of scf.for, outermost dimension first (MLIR 22's SCFForallToForLoop); static bounds become index constants.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --scf-forall-to-for | FileCheck %s
// CHECK-LABEL: func.func @fa(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index, %arg3: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c20 = arith.constant 20 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   scf.for %arg4 = %c0 to %arg2 step %c2 {
// CHECK-NEXT:     scf.for %arg5 = %arg3 to %c20 step %arg3 {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c5 = arith.constant 5 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg6 = %c0_0 to %c5 step %c1 {
// CHECK-NEXT:         memref.store %arg1, %arg0[%arg6, %arg6] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:   scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg5] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @fa(%m: memref<?x?xf32>, %f: f32, %n: index, %k: index) {
  scf.forall (%i, %j) = (0, %k) to (%n, 20) step (2, %k) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
    scf.forall (%x) in (5) {
      memref.store %f, %m[%x, %x] : memref<?x?xf32>
    } {mapping = [#gpu.thread<x>]}
  }
  return
}
func.func @dyn(%m: memref<?xf32>, %f: f32, %lb: index, %ub: index, %s: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
