// arith folding of non-splat dense constants, element by element: binary ops, cmpi,
// float ops, casts; one failing element (division by zero) blocks the fold, all-equal
// results become splats, and select keeps a non-splat condition (CHECK lines are
// mlir-opt 22's output).
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @dense() -> (vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<3xi64>, vector<3xi32>, vector<2xi32>, tensor<2xf64>, vector<3xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<[1, 2, 3]> : vector<3xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[-1.000000e+00, 7.000000e+00]> : tensor<2xf64>
// CHECK-NEXT:   %cst_1 = arith.constant dense<4> : vector<2xi32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[0, 1, 0]> : vector<3xi32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[5, 7, 9]> : vector<3xi32>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[true, false, false]> : vector<3xi1>
// CHECK-NEXT:   %cst_6 = arith.constant dense<[2.250000e+00, 6.250000e+00]> : tensor<2xf32>
// CHECK-NEXT:   %cst_7 = arith.constant dense<[1, 2, 3]> : vector<3xi64>
// CHECK-NEXT:   %0 = arith.divsi %cst_3, %cst_2 : vector<3xi32>
// CHECK-NEXT:   return %cst_4, %cst_5, %cst_6, %cst_7, %0, %cst_1, %cst_0, %cst : vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<3xi64>, vector<3xi32>, vector<2xi32>, tensor<2xf64>, vector<3xi8>
// CHECK-NEXT: }
func.func @dense() -> (vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<3xi64>, vector<3xi32>, vector<2xi32>, tensor<2xf64>, vector<3xi8>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %s = arith.constant dense<2> : vector<3xi32>
  %x = arith.addi %a, %b : vector<3xi32>
  %y = arith.cmpi slt, %a, %s : vector<3xi32>
  %f = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %g = arith.mulf %f, %f : tensor<2xf32>
  %e = arith.extsi %a : vector<3xi32> to vector<3xi64>
  %z = arith.constant dense<[0, 1, 0]> : vector<3xi32>
  %d = arith.divsi %b, %z : vector<3xi32>
  %p = arith.constant dense<[3, 1]> : vector<2xi32>
  %q = arith.constant dense<[1, 3]> : vector<2xi32>
  %r = arith.addi %p, %q : vector<2xi32>
  %i = arith.constant dense<[-1, 7]> : tensor<2xi32>
  %fi = arith.sitofp %i : tensor<2xi32> to tensor<2xf64>
  %t = arith.trunci %e : vector<3xi64> to vector<3xi8>
  return %x, %y, %g, %e, %d, %r, %fi, %t : vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<3xi64>, vector<3xi32>, vector<2xi32>, tensor<2xf64>, vector<3xi8>
}

// CHECK-LABEL: func.func @dsel(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT:   %cst = arith.constant dense<[true, false, true]> : vector<3xi1>
// CHECK-NEXT:   %0 = arith.select %cst, %arg0, %arg1 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT:   return %0 : vector<3xi32>
// CHECK-NEXT: }
func.func @dsel(%v: vector<3xi32>, %w: vector<3xi32>) -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s = arith.select %c, %v, %w : vector<3xi1>, vector<3xi32>
  return %s : vector<3xi32>
}
