// affine.load from a `memref.get_global` of a constant global with a dense initial value
// folds to the element (a splat's value for any indices, else the element at constant
// indices), looking the global up in the nearest enclosing symbol table, as mlir-opt 22
// does: also from a nested pass pipeline on functions, inside nested regions and nested
// modules. Non-constant or uninitialized globals, non-constant indices and complex
// elements (no constant op) stay. memref.load does not fold. Expected output is
// mlir-opt 22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=NESTED
// lower-affine's in-place folds read the enclosing symbol table too (mlir-opt 22's output):
// RUN: strata-opt %s --lower-affine | FileCheck %s --check-prefix=LOWER
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @tab : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// CHECK-NEXT: memref.global "private" constant @splat : memref<4xf32> = dense<2.500000e+00>
// CHECK-NEXT: memref.global "private" @mut : memref<4xf32> = dense<2.500000e+00>
// CHECK-NEXT: func.func @f(%arg0: index) -> (i32, i32, f32, f32, i32) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %0 = memref.get_global @tab : memref<2x3xi32>
// CHECK-NEXT: %1 = memref.load %0[%arg0, %arg0] : memref<2x3xi32>
// CHECK-NEXT: %2 = memref.get_global @mut : memref<4xf32>
// CHECK-NEXT: %3 = affine.load %2[0] : memref<4xf32>
// CHECK-NEXT: %4 = affine.load %0[symbol(%arg0), 0] : memref<2x3xi32>
// CHECK-NEXT: return %c6_i32, %4, %cst, %3, %1 : i32, i32, f32, f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: memref.global "private" constant @tab : memref<2xi32> = dense<[7, 8]>
// CHECK-NEXT: func.func @g() -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: return %c8_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.global constant @b : memref<3xi1> = dense<[true, false, true]>
// CHECK-NEXT: memref.global "private" constant @x : memref<2xindex> = dense<[5, 7]>
// CHECK-NEXT: memref.global "private" constant @h : memref<2xf16> = dense<[1.500000e+00, -2.000000e+00]>
// CHECK-NEXT: memref.global "private" constant @bf : memref<2xbf16> = dense<[1.500000e+00, -2.000000e+00]>
// CHECK-NEXT: memref.global "private" constant @z : memref<f64> = dense<3.000000e+00>
// CHECK-NEXT: memref.global "private" constant @u : memref<2xi8> = uninitialized
// CHECK-NEXT: memref.global "private" constant @big : memref<2xi128> = dense<[-1, 170141183460469231731687303715884105727]>
// CHECK-NEXT: memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]>
// CHECK-NEXT: func.func @f2(%arg0: index) -> (i1, index, f16, bf16, f64, i8, i128, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = memref.get_global @u : memref<2xi8>
// CHECK-NEXT: %1 = affine.load %0[0] : memref<2xi8>
// CHECK-NEXT: return %true, %c7, %cst_1, %cst_0, %cst, %1, %c170141183460469231731687303715884105727_i128, %false : i1, index, f16, bf16, f64, i8, i128, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cplx() -> complex<f32> {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xcomplex<f32>>
// CHECK-NEXT: %1 = affine.load %0[1] : memref<2xcomplex<f32>>
// CHECK-NEXT: return %1 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// NESTED: module {
// NESTED-NEXT: memref.global "private" constant @tab : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// NESTED-NEXT: memref.global "private" constant @splat : memref<4xf32> = dense<2.500000e+00>
// NESTED-NEXT: memref.global "private" @mut : memref<4xf32> = dense<2.500000e+00>
// NESTED-NEXT: func.func @f(%arg0: index) -> (i32, i32, f32, f32, i32) {
// NESTED-NEXT: %cst = arith.constant 2.500000e+00 : f32
// NESTED-NEXT: %c6_i32 = arith.constant 6 : i32
// NESTED-NEXT: %0 = memref.get_global @tab : memref<2x3xi32>
// NESTED-NEXT: %1 = memref.load %0[%arg0, %arg0] : memref<2x3xi32>
// NESTED-NEXT: %2 = memref.get_global @mut : memref<4xf32>
// NESTED-NEXT: %3 = affine.load %2[0] : memref<4xf32>
// NESTED-NEXT: %4 = affine.load %0[symbol(%arg0), 0] : memref<2x3xi32>
// NESTED-NEXT: return %c6_i32, %4, %cst, %3, %1 : i32, i32, f32, f32, i32
// NESTED-NEXT: }
// NESTED-NEXT: module @inner {
// NESTED-NEXT: memref.global "private" constant @tab : memref<2xi32> = dense<[7, 8]>
// NESTED-NEXT: func.func @g() -> i32 {
// NESTED-NEXT: %0 = memref.get_global @tab : memref<2xi32>
// NESTED-NEXT: %1 = affine.load %0[1] : memref<2xi32>
// NESTED-NEXT: return %1 : i32
// NESTED-NEXT: }
// NESTED-NEXT: }
// NESTED-NEXT: memref.global constant @b : memref<3xi1> = dense<[true, false, true]>
// NESTED-NEXT: memref.global "private" constant @x : memref<2xindex> = dense<[5, 7]>
// NESTED-NEXT: memref.global "private" constant @h : memref<2xf16> = dense<[1.500000e+00, -2.000000e+00]>
// NESTED-NEXT: memref.global "private" constant @bf : memref<2xbf16> = dense<[1.500000e+00, -2.000000e+00]>
// NESTED-NEXT: memref.global "private" constant @z : memref<f64> = dense<3.000000e+00>
// NESTED-NEXT: memref.global "private" constant @u : memref<2xi8> = uninitialized
// NESTED-NEXT: memref.global "private" constant @big : memref<2xi128> = dense<[-1, 170141183460469231731687303715884105727]>
// NESTED-NEXT: memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]>
// NESTED-NEXT: func.func @f2(%arg0: index) -> (i1, index, f16, bf16, f64, i8, i128, i1) {
// NESTED-NEXT: %false = arith.constant false
// NESTED-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// NESTED-NEXT: %cst = arith.constant 3.000000e+00 : f64
// NESTED-NEXT: %cst_0 = arith.constant -2.000000e+00 : bf16
// NESTED-NEXT: %cst_1 = arith.constant -2.000000e+00 : f16
// NESTED-NEXT: %c7 = arith.constant 7 : index
// NESTED-NEXT: %true = arith.constant true
// NESTED-NEXT: %0 = memref.get_global @u : memref<2xi8>
// NESTED-NEXT: %1 = affine.load %0[0] : memref<2xi8>
// NESTED-NEXT: return %true, %c7, %cst_1, %cst_0, %cst, %1, %c170141183460469231731687303715884105727_i128, %false : i1, index, f16, bf16, f64, i8, i128, i1
// NESTED-NEXT: }
// NESTED-NEXT: func.func @cplx() -> complex<f32> {
// NESTED-NEXT: %0 = memref.get_global @c : memref<2xcomplex<f32>>
// NESTED-NEXT: %1 = affine.load %0[1] : memref<2xcomplex<f32>>
// NESTED-NEXT: return %1 : complex<f32>
// NESTED-NEXT: }
// NESTED-NEXT: }

memref.global "private" constant @tab : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @splat : memref<4xf32> = dense<2.5>
memref.global "private" @mut : memref<4xf32> = dense<2.5>
func.func @f(%i: index) -> (i32, i32, f32, f32, i32) {
  %t = memref.get_global @tab : memref<2x3xi32>
  %a = affine.load %t[1, 2] : memref<2x3xi32>
  %b = memref.load %t[%i, %i] : memref<2x3xi32>
  %s = memref.get_global @splat : memref<4xf32>
  %c = affine.load %s[%i] : memref<4xf32>
  %m = memref.get_global @mut : memref<4xf32>
  %d = affine.load %m[0] : memref<4xf32>
  %e = affine.load %t[%i, 0] : memref<2x3xi32>
  return %a, %e, %c, %d, %b : i32, i32, f32, f32, i32
}
module @inner {
  memref.global "private" constant @tab : memref<2xi32> = dense<[7, 8]>
  func.func @g() -> i32 {
    %t = memref.get_global @tab : memref<2xi32>
    %a = affine.load %t[1] : memref<2xi32>
    return %a : i32
  }
}
memref.global constant @b : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @x : memref<2xindex> = dense<[5, 7]>
memref.global "private" constant @h : memref<2xf16> = dense<[1.5, -2.0]>
memref.global "private" constant @bf : memref<2xbf16> = dense<[1.5, -2.0]>
memref.global "private" constant @z : memref<f64> = dense<3.0>
memref.global "private" constant @u : memref<2xi8> = uninitialized
memref.global "private" constant @big : memref<2xi128> = dense<[-1, 170141183460469231731687303715884105727]>
memref.global "private" constant @c : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, 4.0)]>
func.func @f2(%n: index) -> (i1, index, f16, bf16, f64, i8, i128, i1) {
  %b = memref.get_global @b : memref<3xi1>
  %x = memref.get_global @x : memref<2xindex>
  %h = memref.get_global @h : memref<2xf16>
  %bf = memref.get_global @bf : memref<2xbf16>
  %z = memref.get_global @z : memref<f64>
  %u = memref.get_global @u : memref<2xi8>
  %big = memref.get_global @big : memref<2xi128>
  %0 = affine.load %b[2] : memref<3xi1>
  %1 = affine.load %x[1] : memref<2xindex>
  %2 = affine.load %h[1] : memref<2xf16>
  %3 = affine.load %bf[1] : memref<2xbf16>
  %4 = affine.load %z[] : memref<f64>
  %5 = affine.load %u[0] : memref<2xi8>
  %6 = affine.load %big[1] : memref<2xi128>
  %7 = scf.execute_region -> i1 {
    %9 = affine.load %b[1] : memref<3xi1>
    scf.yield %9 : i1
  }
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, index, f16, bf16, f64, i8, i128, i1
}
func.func @cplx() -> complex<f32> {
  %c = memref.get_global @c : memref<2xcomplex<f32>>
  %0 = affine.load %c[1] : memref<2xcomplex<f32>>
  return %0 : complex<f32>
}

// LOWER-LABEL: func.func @f(
// LOWER-NEXT: %0 = memref.get_global @tab : memref<2x3xi32>
// LOWER-NEXT: %c6_i32 = arith.constant 6 : i32
// LOWER-NEXT: %1 = memref.load %0[%arg0, %arg0] : memref<2x3xi32>
// LOWER-NEXT: %2 = memref.get_global @splat : memref<4xf32>
// LOWER-NEXT: %cst = arith.constant 2.500000e+00 : f32
// LOWER-NEXT: %3 = memref.get_global @mut : memref<4xf32>
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %4 = memref.load %3[%c0] : memref<4xf32>
// LOWER-NEXT: %c0_0 = arith.constant 0 : index
// LOWER-NEXT: %5 = memref.load %0[%arg0, %c0_0] : memref<2x3xi32>
// LOWER-NEXT: return %c6_i32, %5, %cst, %4, %1 : i32, i32, f32, f32, i32
// LOWER-NEXT: }
// LOWER-LABEL: func.func @f2(
// LOWER-NEXT: %0 = memref.get_global @b : memref<3xi1>
// LOWER-NEXT: %1 = memref.get_global @x : memref<2xindex>
// LOWER-NEXT: %2 = memref.get_global @h : memref<2xf16>
// LOWER-NEXT: %3 = memref.get_global @bf : memref<2xbf16>
// LOWER-NEXT: %4 = memref.get_global @z : memref<f64>
// LOWER-NEXT: %5 = memref.get_global @u : memref<2xi8>
// LOWER-NEXT: %6 = memref.get_global @big : memref<2xi128>
// LOWER-NEXT: %true = arith.constant true
// LOWER-NEXT: %c7 = arith.constant 7 : index
// LOWER-NEXT: %cst = arith.constant -2.000000e+00 : f16
// LOWER-NEXT: %cst_0 = arith.constant -2.000000e+00 : bf16
// LOWER-NEXT: %cst_1 = arith.constant 3.000000e+00 : f64
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %7 = memref.load %5[%c0] : memref<2xi8>
// LOWER-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// LOWER-NEXT: %8 = scf.execute_region -> i1 {
// LOWER-NEXT: %false = arith.constant false
// LOWER-NEXT: scf.yield %false : i1
// LOWER-NEXT: }
// LOWER-NEXT: return %true, %c7, %cst, %cst_0, %cst_1, %7, %c170141183460469231731687303715884105727_i128, %8 : i1, index, f16, bf16, f64, i8, i128, i1
// LOWER-NEXT: }
