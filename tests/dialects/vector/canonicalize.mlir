// RUN: strata-opt %s --canonicalize | FileCheck %s

// vector.extract and vector.broadcast folds and patterns of mlir-opt 22: no-position
// extract, poison source or poison (-1) position to `ub.poison`, constant in-bounds
// dynamic positions made static (out-of-bounds ones stay dynamic), splat constants,
// extract chains, extract of broadcast (fold and ExtractOpFromBroadcast), broadcast of a
// constant or poison, broadcast of broadcast.

// CHECK-LABEL: func.func @extract_same(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-LABEL: func.func @extract_poison(%arg0: vector<4x8xf32>, %arg1: index) -> (f32, vector<8xf32>, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = ub.poison : vector<8xf32>
// CHECK-NEXT: return %0, %1, %0, %0 : f32, vector<8xf32>, f32, f32
// CHECK-LABEL: func.func @extract_const_index(%arg0: vector<4x8xf32>, %arg1: index) -> (f32, f32, f32) {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = vector.extract %arg0[2, %arg1] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2, %c9] : f32 from vector<4x8xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[3, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-LABEL: func.func @extract_splat(%arg0: index) -> (f32, vector<8xi32>, i32) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<8xi32>
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %cst, %cst_0, %c7_i32 : f32, vector<8xi32>, i32
// CHECK-LABEL: func.func @extract_chain(%arg0: vector<2x3x4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %1, %0 : f32, vector<4xf32>
// CHECK-LABEL: func.func @extract_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<3x4xf32>, %arg3: vector<1x4xf32>, %arg4: index) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[%arg4, 3] : f32 from vector<3x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg3[0, 1] : f32 from vector<1x4xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg0 : f32 to vector<3x4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2, %3, %4 : f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<3x4xf32>
// CHECK-LABEL: func.func @extract_broadcast_vector(%arg0: vector<1x4xf32>, %arg1: vector<4x1xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4x1xf32> to vector<3x4x4xf32>
// CHECK-NEXT: %2 = vector.extract %1[1, 2] : vector<4xf32> from vector<3x4x4xf32>
// CHECK-NEXT: return %0, %2 : vector<4xf32>, vector<4xf32>
// CHECK-LABEL: func.func @broadcast_fold(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<3xindex>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<2x4xi32>
// CHECK-NEXT: %0 = ub.poison : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<5> : vector<3xindex>
// CHECK-NEXT: return %arg0, %cst, %cst_0, %0, %cst_1 : vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<3xindex>
// CHECK-LABEL: func.func @broadcast_of_broadcast(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
func.func @extract_same(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @extract_poison(%v: vector<4x8xf32>, %i: index) -> (f32, vector<8xf32>, f32, f32) {
  %p = ub.poison : vector<4x8xf32>
  %0 = vector.extract %p[1, 2] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[-1] : vector<8xf32> from vector<4x8xf32>
  %c = arith.constant -1 : index
  %2 = vector.extract %v[%c, %i] : f32 from vector<4x8xf32>
  %3 = vector.extract %v[%i, -1] : f32 from vector<4x8xf32>
  return %0, %1, %2, %3 : f32, vector<8xf32>, f32, f32
}
func.func @extract_const_index(%v: vector<4x8xf32>, %i: index) -> (f32, f32, f32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3 = arith.constant 3 : index
  %0 = vector.extract %v[%c2, %i] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%c2, %c9] : f32 from vector<4x8xf32>
  %2 = vector.extract %v[%c3, %c2] : f32 from vector<4x8xf32>
  return %0, %1, %2 : f32, f32, f32
}
func.func @extract_splat(%i: index) -> (f32, vector<8xi32>, i32) {
  %s = arith.constant dense<2.5> : vector<4x8xf32>
  %t = arith.constant dense<7> : vector<4x8xi32>
  %0 = vector.extract %s[1, %i] : f32 from vector<4x8xf32>
  %1 = vector.extract %t[3] : vector<8xi32> from vector<4x8xi32>
  %2 = vector.extract %t[0, 0] : i32 from vector<4x8xi32>
  return %0, %1, %2 : f32, vector<8xi32>, i32
}
func.func @extract_chain(%v: vector<2x3x4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %1[3] : f32 from vector<4xf32>
  return %2, %1 : f32, vector<4xf32>
}
func.func @extract_broadcast(%s: f32, %a: vector<4xf32>, %b: vector<3x4xf32>, %c: vector<1x4xf32>, %i: index) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<3x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %a : vector<4xf32> to vector<5x4xf32>
  %3 = vector.extract %2[%i] : vector<4xf32> from vector<5x4xf32>
  %4 = vector.extract %2[1, 3] : f32 from vector<5x4xf32>
  %5 = vector.broadcast %b : vector<3x4xf32> to vector<2x3x4xf32>
  %6 = vector.extract %5[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %7 = vector.extract %5[1, %i, 3] : f32 from vector<2x3x4xf32>
  %8 = vector.broadcast %c : vector<1x4xf32> to vector<3x4xf32>
  %9 = vector.extract %8[2, 1] : f32 from vector<3x4xf32>
  %10 = vector.broadcast %s : f32 to vector<2x3x4xf32>
  %11 = vector.extract %10[1] : vector<3x4xf32> from vector<2x3x4xf32>
  return %1, %3, %4, %6, %7, %9, %11 : f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<3x4xf32>
}
func.func @extract_broadcast_vector(%c: vector<1x4xf32>, %d: vector<4x1xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %c : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.broadcast %d : vector<4x1xf32> to vector<3x4x4xf32>
  %3 = vector.extract %2[1, 2] : vector<4xf32> from vector<3x4x4xf32>
  return %1, %3 : vector<4xf32>, vector<4xf32>
}
func.func @broadcast_fold(%v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<3xindex>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.5 : f32
  %1 = vector.broadcast %c : f32 to vector<4xf32>
  %s = arith.constant dense<3> : vector<4xi32>
  %2 = vector.broadcast %s : vector<4xi32> to vector<2x4xi32>
  %p = ub.poison : i1
  %3 = vector.broadcast %p : i1 to vector<4xi1>
  %i = arith.constant 5 : index
  %4 = vector.broadcast %i : index to vector<3xindex>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<4xi1>, vector<3xindex>
}
func.func @broadcast_of_broadcast(%s: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
