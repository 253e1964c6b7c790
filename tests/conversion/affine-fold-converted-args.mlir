// RUN: strata-opt %s --allow-unregistered-dialect --convert-func-to-llvm | FileCheck %s --check-prefixes=CHECK,FUNC
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s --check-prefixes=CHECK,ALL

// When the conversion driver folds an op (MLIR's legalizeWithFold), the original
// arguments of a block whose signature was converted are, in MLIR, arguments of an
// unlinked block until the conversion commits: they are in no affine scope, so the
// affine folds do not promote them to symbols (they stay dimensions) while constants
// still fold into the maps and sets. A value defined in the function is a valid symbol.
// Expected output from mlir-opt 22.

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #set = affine_set<(d0, d1) : (d0 - d1 >= 0, 0 == 0)>

// CHECK-LABEL: llvm.func @args(
// CHECK: %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<100xf32>
// FUNC-NEXT: %c3 = arith.constant 3 : index
// ALL-NEXT: %8 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: affine.for %arg7 = 0 to #map(%0) {
// CHECK-NEXT: affine.if #set(%arg7, %0) {
// CHECK-NEXT: affine.store %arg6, %7[%arg7] : memref<100xf32>
func.func @args(%m: memref<100xf32>, %n: index, %v: f32) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n) {
    affine.if affine_set<(d0, d1, d2) : (d0 - d1 >= 0, d2 - 3 == 0)>(%i, %n, %c3) {
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  return
}

// CHECK-LABEL: llvm.func @local(
// CHECK: %7 = "foo.size"() : () -> index
// CHECK-NEXT: affine.for %arg6 = 0 to %7 {
func.func @local(%m: memref<100xf32>, %v: f32) {
  %n = "foo.size"() : () -> index
  affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n) {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}
