// RUN: strata-opt %s --int-range-optimizations | FileCheck %s

// Interval bounds of products of products overflow even 128 bits: no range (the pass used
// to panic here); the op stays, as with mlir-opt 22.
// CHECK: #[[M:.*]] = affine_map<()[s0, s1, s2] -> ((s0 * s1) * s2 + s0 * s1)>
// CHECK-LABEL: func.func @product_of_products
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[M]]()[%arg0, %arg1, %arg2]
// CHECK-NEXT: return %[[R]] : index
func.func @product_of_products(%a: index, %b: index, %c: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * s1 * s2 + s0 * s1)>()[%a, %b, %c]
  return %0 : index
}
