// UPSTREAM-BUG: mlir-opt 22 inlines callees into affine structures where a call operand
// bound to an argument used as an affine index is the `dim` of a memref that is neither
// top level in the function nor an allocation, view or subview (so no valid dimension or
// symbol there), then reports the inlined access as invalid ("operand cannot be used as a
// dimension id"). Strata refuses to inline these calls, as the affine inliner rules
// (`remainsLegalAfterInline`) intend. This file is NOT validated against mlir-opt.
// RUN: strata-opt %s --allow-unregistered-dialect --inline='default-pipeline=' | FileCheck %s

// CHECK-LABEL: func.func @loop_carried_dim
// CHECK:         scf.for
// CHECK:           %[[D:.*]] = memref.dim %[[A:.*]], %{{.*}} : memref<?xf32>
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        func.call @aload(%[[A]], %[[D]]) : (memref<?xf32>, index) -> f32
// CHECK-LABEL: func.func @unknown_source_dim
// CHECK:         affine.for
// CHECK-NEXT:      %[[M:.*]] = "foo.mem"() : () -> memref<?xf32>
// CHECK-NEXT:      %[[D:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xf32>
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        func.call @astore(%[[M]], %[[D]], %arg2) : (memref<?xf32>, index, f32) -> ()
func.func private @aload(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i] : memref<?xf32>
  return %0 : f32
}
func.func private @astore(%m: memref<?xf32>, %i: index, %v: f32) {
  affine.store %v, %m[symbol(%i)] : memref<?xf32>
  return
}
func.func @loop_carried_dim(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<?xf32>) {
    %d = memref.dim %a, %c0 : memref<?xf32>
    affine.for %i = 0 to 10 {
      %0 = func.call @aload(%a, %d) : (memref<?xf32>, index) -> f32
      "foo.use"(%0) : (f32) -> ()
    }
    scf.yield %a : memref<?xf32>
  }
  return
}
func.func @unknown_source_dim(%m: memref<?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %a = "foo.mem"() : () -> memref<?xf32>
    %d = memref.dim %a, %c0 : memref<?xf32>
    affine.for %j = 0 to 10 {
      func.call @astore(%a, %d, %v) : (memref<?xf32>, index, f32) -> ()
    }
  }
  return
}
