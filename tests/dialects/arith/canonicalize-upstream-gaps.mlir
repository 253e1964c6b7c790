// RUN: strata-opt %s --canonicalize | FileCheck %s
// Folds upstream's own tests showed missing (expected output: mlir-opt 22): bitcast of
// dense constants, div of a nuw/nsw mul, andi(x, andi(x, y)), select under a constant
// vector condition, mulf by zero with nnan+nsz.

// CHECK-LABEL: func.func @bitcast_splat() -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: return %cst : vector<4xf32>
func.func @bitcast_splat() -> vector<4xf32> {
  %c = arith.constant dense<1065353216> : vector<4xi32>
  %b = arith.bitcast %c : vector<4xi32> to vector<4xf32>
  return %b : vector<4xf32>
}
// CHECK-LABEL: func.func @bitcast_splat_t() -> tensor<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<1065353216> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
func.func @bitcast_splat_t() -> tensor<2xi32> {
  %c = arith.constant dense<1.0> : tensor<2xf32>
  %b = arith.bitcast %c : tensor<2xf32> to tensor<2xi32>
  return %b : tensor<2xi32>
}
// CHECK-LABEL: func.func @divui_mul(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.divui %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %3 = arith.divui %2, %arg1 : i32
// CHECK-NEXT: return %arg0, %arg1, %1, %3 : i32, i32, i32, i32
func.func @divui_mul(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %m = arith.muli %x, %y overflow<nuw> : i32
  %d = arith.divui %m, %y : i32
  %m2 = arith.muli %x, %y overflow<nsw> : i32
  %d2 = arith.divsi %m2, %x : i32
  %m3 = arith.muli %x, %y : i32
  %d3 = arith.divui %m3, %y : i32
  %m4 = arith.muli %x, %y overflow<nsw> : i32
  %d4 = arith.divui %m4, %y : i32
  return %d, %d2, %d3, %d4 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @andand(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %0, %0, %0 : i32, i32, i32, i32
func.func @andand(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %a = arith.andi %x, %y : i32
  %b = arith.andi %x, %a : i32
  %c = arith.andi %a, %x : i32
  %d = arith.andi %y, %a : i32
  %e = arith.andi %a, %y : i32
  return %b, %c, %d, %e : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @select_vec(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[true, false, true]> : vector<3xi1>
// CHECK-NEXT: %0 = arith.select %cst_0, %arg0, %arg1 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: return %0, %arg0, %cst : vector<3xi32>, vector<3xi32>, vector<3xi32>
func.func @select_vec(%a: vector<3xi32>, %b: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %t = arith.constant dense<true> : vector<3xi1>
  %s2 = arith.select %t, %a, %b : vector<3xi1>, vector<3xi32>
  %ca = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %cb = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %s3 = arith.select %c, %ca, %cb : vector<3xi1>, vector<3xi32>
  return %s, %s2, %s3 : vector<3xi32>, vector<3xi32>, vector<3xi32>
}
// CHECK-LABEL: func.func @mulf_zero(%arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst fastmath<nnan> : f32
// CHECK-NEXT: return %cst, %cst_0, %0, %cst : f32, f32, f32, f32
func.func @mulf_zero(%x: f32) -> (f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  %b = arith.mulf %x, %nz fastmath<nnan,nsz> : f32
  %c = arith.mulf %x, %z fastmath<nnan> : f32
  %d = arith.mulf %z, %x fastmath<fast> : f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
// CHECK-LABEL: func.func @bitcast_dense() -> vector<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1065353216, 1073741824]> : vector<2xi32>
// CHECK-NEXT: return %cst : vector<2xi32>
func.func @bitcast_dense() -> vector<2xi32> {
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.bitcast %c : vector<2xf32> to vector<2xi32>
  return %b : vector<2xi32>
}
// CHECK-LABEL: func.func @mulf_zero_vector(%arg0: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: return %cst : vector<2xf32>
func.func @mulf_zero_vector(%x: vector<2xf32>) -> vector<2xf32> {
  %z = arith.constant dense<0.0> : vector<2xf32>
  %a = arith.mulf %x, %z fastmath<nnan,nsz> : vector<2xf32>
  return %a : vector<2xf32>
}
// CHECK-LABEL: func.func @select_splat_result(%arg0: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<3xi32>
// CHECK-NEXT: return %cst : vector<3xi32>
func.func @select_splat_result(%a: vector<3xi32>) -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %ca = arith.constant dense<[7, 2, 7]> : vector<3xi32>
  %cb = arith.constant dense<7> : vector<3xi32>
  %s = arith.select %c, %ca, %cb : vector<3xi1>, vector<3xi32>
  return %s : vector<3xi32>
}
