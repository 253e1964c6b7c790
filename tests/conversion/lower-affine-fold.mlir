// lower-affine folds affine.for and affine.if in place before lowering them (as MLIR's
// dialect conversion folds an op before its patterns): constant bounds, affine.apply
// producers composed into bounds and conditions, loops that only forward their
// iter_args. Expected output from mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --lower-affine | FileCheck %s

// CHECK-LABEL: func.func @fold_bounds(%arg0: memref<100xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c14 = arith.constant 14 : index
// CHECK-NEXT:   %c1_0 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg2 = %c1 to %c14 step %c1_0 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT:     %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT:     scf.yield %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg2 = %c2 to %c10 step %c1_1 {
// CHECK-NEXT:     "foo.op"(%arg2) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose(%arg0: index) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3 : index
// CHECK-NEXT:   %c3_0 = arith.constant 3 : index
// CHECK-NEXT:   %1 = arith.addi %arg0, %c3_0 : index
// CHECK-NEXT:   %c100 = arith.constant 100 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg1 = %1 to %c100 step %c1 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-7 = arith.constant -7 : index
// CHECK-NEXT:     %2 = arith.addi %arg0, %c-7 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       "foo.op"(%arg1) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @fold_bounds(%m: memref<100xf32>, %x: f32) -> (f32, f32) {
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %r = affine.for %i = 1 to affine_map<(d0) -> (d0 * 2)>(%c7) iter_args(%a = %x) -> (f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  %e = affine.for %i = 0 to 4 iter_args(%a = %r) -> (f32) {
    affine.yield %a : f32
  }
  affine.for %i = 2 to affine_map<(d0) -> (d0 + 1)>(%c9) {
    "foo.op"(%i) : (index) -> ()
  }
  return %r, %e : f32, f32
}
func.func @compose(%n: index) {
  %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%n)
  affine.for %i = %a to 100 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%a) {
      "foo.op"(%i) : (index) -> ()
    }
  }
  return
}
