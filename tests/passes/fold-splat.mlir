// Folding elementwise arith ops over dense constants: results whose elements are all
// equal are splats, decided when the folded attribute is built.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @addi
// CHECK-NEXT: %cst = arith.constant dense<5> : vector<4xi32>
func.func @addi() -> vector<4xi32> {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %c = arith.addi %a, %b : vector<4xi32>
  return %c : vector<4xi32>
}

// CHECK-LABEL: func.func @muli_not_splat
// CHECK-NEXT: %cst = arith.constant dense<[-16, 60]> : tensor<2xi8>
func.func @muli_not_splat() -> tensor<2xi8> {
  %d = arith.constant dense<[100, 50]> : tensor<2xi8>
  %e = arith.constant dense<[-100, -50]> : tensor<2xi8>
  %f = arith.muli %d, %e : tensor<2xi8>
  return %f : tensor<2xi8>
}

// CHECK-LABEL: func.func @addf
// CHECK-NEXT: %cst = arith.constant dense<4.000000e+00> : tensor<2xf32>
func.func @addf() -> tensor<2xf32> {
  %g = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %h = arith.constant dense<[2.5, 1.5]> : tensor<2xf32>
  %i = arith.addf %g, %h : tensor<2xf32>
  return %i : tensor<2xf32>
}

// CHECK-LABEL: func.func @cmpi
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
func.func @cmpi() -> vector<4xi1> {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %j = arith.cmpi slt, %a, %b : vector<4xi32>
  return %j : vector<4xi1>
}

// CHECK-LABEL: func.func @extsi
// CHECK-NEXT: %cst = arith.constant dense<49> : tensor<3xi64>
func.func @extsi() -> tensor<3xi64> {
  %m = arith.constant dense<[7, -7, 7]> : tensor<3xi32>
  %n = arith.muli %m, %m : tensor<3xi32>
  %o = arith.extsi %n : tensor<3xi32> to tensor<3xi64>
  return %o : tensor<3xi64>
}

// CHECK-LABEL: func.func @trunci
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<2xi16>
func.func @trunci() -> tensor<2xi16> {
  %p = arith.constant dense<[65536, 131072]> : tensor<2xi32>
  %q = arith.trunci %p : tensor<2xi32> to tensor<2xi16>
  return %q : tensor<2xi16>
}

// CHECK-LABEL: func.func @maxsi
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<2xi32>
func.func @maxsi() -> tensor<2xi32> {
  %p = arith.constant dense<[3, -3]> : tensor<2xi32>
  %r = arith.constant dense<[-3, 3]> : tensor<2xi32>
  %q = arith.maxsi %p, %r : tensor<2xi32>
  return %q : tensor<2xi32>
}
