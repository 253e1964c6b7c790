// vector.extract of a non-splat constant folds to the element or the contiguous sub-vector
// it reads (row-major), as mlir-opt 22; a dynamic position stays. CHECK lines are
// mlir-opt 22's output.
// RUN: strata-opt %s --canonicalize | FileCheck %s

func.func @f() -> (i8, i8) {
  %x = arith.constant dense<[100, -100, 127, 3]> : vector<4xi8>
  %a = vector.extract %x[1] : i8 from vector<4xi8>
  %s = arith.constant dense<7> : vector<4xi8>
  %b = vector.extract %s[1] : i8 from vector<4xi8>
  return %a, %b : i8, i8
}
func.func @g() -> (vector<3xf32>, f32, f64, index, vector<2xi16>) {
  %f = arith.constant dense<[[1.5, -2.25, 3.0], [0.1, 1.0e10, -0.0]]> : vector<2x3xf32>
  %r = vector.extract %f[1] : vector<3xf32> from vector<2x3xf32>
  %e = vector.extract %f[1, 2] : f32 from vector<2x3xf32>
  %d = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %de = vector.extract %d[1] : f64 from vector<2xf64>
  %i = arith.constant dense<[4, 9]> : vector<2xindex>
  %ie = vector.extract %i[1] : index from vector<2xindex>
  %s = arith.constant dense<[[1, 2], [3, 3]]> : vector<2x2xi16>
  %se = vector.extract %s[1] : vector<2xi16> from vector<2x2xi16>
  return %r, %e, %de, %ie, %se : vector<3xf32>, f32, f64, index, vector<2xi16>
}

func.func @dynamic(%i: index) -> i8 {
  %x = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %a = vector.extract %x[%i] : i8 from vector<4xi8>
  return %a : i8
}

// CHECK-LABEL: func.func @f() -> (i8, i8) {
// CHECK-NEXT:   %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT:   %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:   return %c-100_i8, %c7_i8 : i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g() -> (vector<3xf32>, f32, f64, index, vector<2xi16>) {
// CHECK-NEXT:   %cst = arith.constant dense<[1.000000e-01, 1.000000e+10, -0.000000e+00]> : vector<3xf32>
// CHECK-NEXT:   %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %cst_2 = arith.constant dense<3> : vector<2xi16>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %c9, %cst_2 : vector<3xf32>, f32, f64, index, vector<2xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: index) -> i8 {
// CHECK-NEXT:   %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
// CHECK-NEXT:   %0 = vector.extract %cst[%arg0] : i8 from vector<4xi8>
// CHECK-NEXT:   return %0 : i8
// CHECK-NEXT: }
// CHECK-NEXT: }
