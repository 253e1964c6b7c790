// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// Semi-affine results are simplified as MLIR does: flattened with the semi-affine terms as
// local variables, divisions by a dividing symbol done, and the terms put back in MLIR's
// order. Both traversal orders give the same maps (the bottom-up one composes the whole
// chain at once).
// CHECK-DAG: #[[M0:.*]] = affine_map<()[s0, s1] -> ((s0 * 4 + s1 * 4) floordiv s0)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0, s1, s2] -> (s0 * s2 + s0 * s1 + s1 * 3 + s2)>
// CHECK-DAG: #[[M2:.*]] = affine_map<()[s0, s1, s2] -> (s0 * s2 + s0 * s1 + s2 floordiv 4 + 7)>
// CHECK-DAG: #[[M3:.*]] = affine_map<()[s0, s1] -> (((s1 * 2) ceildiv s0) * 2)>
// CHECK-DAG: #[[M4:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #[[M5:.*]] = affine_map<()[s0, s1, s2] -> (s0 mod 3 + (s2 floordiv s0) floordiv s1)>
// CHECK-DAG: #[[M6:.*]] = affine_map<()[s0, s1] -> ((s1 + 1) * s0)>
// CHECK-DAG: #[[M7:.*]] = affine_map<()[s0, s1, s2] -> (s0 * s2 + s1 * 2 - (s1 floordiv 5) * 10 + (s1 + s2) mod s0)>

// CHECK-LABEL: func.func @semi_affine
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[R0:.*]] = affine.apply #[[M0]]()[%arg1, %arg0]
// CHECK-NEXT: %[[R1:.*]] = affine.apply #[[M0]]()[%arg1, %arg0]
// CHECK-NEXT: %[[R2:.*]] = affine.apply #[[M1]]()[%arg1, %arg2, %arg0]
// CHECK-NEXT: %[[R3:.*]] = affine.apply #[[M2]]()[%arg1, %arg0, %arg3]
// CHECK-NEXT: %[[R4:.*]] = affine.apply #[[M3]]()[%arg1, %arg0]
// CHECK-NEXT: %[[R5:.*]] = affine.apply #[[M4]]()[%arg0]
// CHECK-NEXT: %[[R6:.*]] = affine.apply #[[M5]]()[%arg1, %arg2, %arg0]
// CHECK-NEXT: %[[R7:.*]] = affine.apply #[[M6]]()[%arg1, %arg0]
// CHECK-NEXT: %[[R8:.*]] = affine.apply #[[M7]]()[%arg1, %arg0, %arg3]
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %arg1, %[[C0]], %[[C0]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]], %[[R8]]
func.func @semi_affine(%a: index, %b: index, %c: index, %d: index) -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 * 4 + s0 * 4) floordiv s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (((d0 + s0) * 4) floordiv s0)>(%a)[%b]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 * 3 + d0 + s0 * s1)>(%a)[%b, %c]
  %3 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>()[%b, %c]
  %4 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>()[%b, %c]
  %5 = affine.apply affine_map<(d0)[s0] -> ((d0 - d0 mod s0) mod s0)>(%a)[%b]
  %6 = affine.apply affine_map<(d0, d1)[s0] -> (d1 * s0 + d0 * s0 + d1 floordiv 4 + 7)>(%a, %d)[%b]
  %7 = affine.apply affine_map<(d0)[s0] -> ((d0 * 2) ceildiv s0 + (d0 * 2) ceildiv s0)>(%a)[%b]
  %8 = affine.apply affine_map<(d0)[s0, s1] -> (s1 * s0 + d0 * 3 - s0 * s1)>(%a)[%b, %c]
  %9 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 floordiv s0) floordiv s1 + s0 mod 3)>(%a)[%b, %c]
  %10 = affine.apply affine_map<(d0)[s0, s1] -> (((s0 * s1) ceildiv s1) * (d0 + 1))>(%a)[%b, %c]
  %11 = affine.apply affine_map<(d0, d1)[s0] -> ((d0 + d1) mod s0 + d1 * s0 + (d0 mod 5) * 2)>(%a, %d)[%b]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : index, index, index, index, index, index, index, index, index, index, index, index
}

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[M0]]()[%arg1, %arg0]
// CHECK-NEXT: return %[[R]]
func.func @chain(%arg0: index, %arg1: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (s0 + d0)> (%arg0)[%arg1]
  %c = affine.apply affine_map<(d0) -> (d0 * 4)> (%a)
  %e = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%c)[%arg1]
  return %e : index
}
