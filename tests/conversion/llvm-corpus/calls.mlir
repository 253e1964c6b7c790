// Calls with memref descriptors, several results and C-interface wrappers, fully lowered
// to the llvm dialect by the to-llvm pipeline (llvm_lowering.rs translates it and runs llc).
// RUN: strata-opt %s --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts | FileCheck %s
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: func.func
// CHECK: llvm.func
func.func private @ext(%m: memref<?x4xf32>, %i: i64) -> (i64, f32)
func.func @use(%m: memref<?x4xf32>, %i: i64) -> (i64, f32) attributes {llvm.emit_c_interface} {
  %0:2 = call @ext(%m, %i) : (memref<?x4xf32>, i64) -> (i64, f32)
  return %0#0, %0#1 : i64, f32
}
func.func @pass(%m: memref<8xi8>) -> memref<8xi8> attributes {llvm.emit_c_interface} {
  return %m : memref<8xi8>
}
func.func @check(%c: i1) {
  cf.assert %c, "check failed"
  return
}
func.func @addr() -> i64 {
  %f = constant @check : (i1) -> ()
  %t = arith.constant true
  call_indirect %f(%t) : (i1) -> ()
  %z = arith.constant 0 : i64
  return %z : i64
}
