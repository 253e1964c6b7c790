// int-range-optimizations with affine ops: `affine.apply` results from their map over
// the operands' ranges (dimensions and symbols; +, *, mod, floordiv, ceildiv by
// constants), `affine.for` induction variables from constant bounds; `affine.min` and
// `affine.max` infer nothing in mlir-opt 22. Expected output from mlir-opt 22.
// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s

func.func @aff(%x: index) -> (index, i1, i1) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %m = arith.minui %x, %c4 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%m)
  %b = affine.min affine_map<(d0) -> (d0, 8)>(%x)
  %lt = arith.cmpi ult, %a, %c9 : index
  %lt2 = arith.cmpi ult, %b, %c9 : index
  affine.for %i = 0 to 10 {
    %q = arith.cmpi ult, %i, %c9 : index
  }
  return %a, %lt, %lt2 : index, i1, i1
}

// -----

func.func @aff(%x: index, %m: memref<?xi1>) -> (i1, i1, i1, i1, i1) {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %y = arith.minui %x, %c4 : index
  %b = affine.min affine_map<(d0) -> (d0, 8)>(%y)
  %lt2 = arith.cmpi ult, %b, %c5 : index
  %mx = affine.max affine_map<(d0) -> (d0, 2)>(%y)
  %lt3 = arith.cmpi ult, %mx, %c5 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 2 + d0 mod 3)>(%y)[%y]
  %lt4 = arith.cmpi ult, %a, %c9 : index
  %a2 = affine.apply affine_map<(d0) -> (d0 ceildiv 2 - 3)>(%y)
  %lt5 = arith.cmpi slt, %a2, %c9 : index
  affine.for %i = 0 to 10 {
    %q = arith.cmpi ult, %i, %c9 : index
    %q2 = arith.cmpi ule, %i, %c9 : index
    memref.store %q, %m[%i] : memref<?xi1>
    memref.store %q2, %m[%i] : memref<?xi1>
  }
  return %lt2, %lt3, %lt4, %lt5, %lt5 : i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @aff(%arg0: index) -> (index, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %0 = arith.minui %arg0, %c4 : index
// CHECK-NEXT:   %1 = affine.apply #map(%0)
// CHECK-NEXT:   %2 = affine.min #map1(%arg0)
// CHECK-NEXT:   %3 = arith.cmpi ult, %2, %c9 : index
// CHECK-NEXT:   return %1, %true, %3 : index, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aff(%arg0: index, %arg1: memref<?xi1>) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %0 = arith.minui %arg0, %c4 : index
// CHECK-NEXT:   %1 = affine.min #map(%0)
// CHECK-NEXT:   %2 = arith.cmpi ult, %1, %c5 : index
// CHECK-NEXT:   %3 = affine.max #map1(%0)
// CHECK-NEXT:   %4 = arith.cmpi ult, %3, %c5 : index
// CHECK-NEXT:   %5 = affine.apply #map2(%0)[%0]
// CHECK-NEXT:   %6 = arith.cmpi ult, %5, %c9 : index
// CHECK-NEXT:   affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:     %7 = arith.cmpi ult, %arg2, %c9 : index
// CHECK-NEXT:     memref.store %7, %arg1[%arg2] : memref<?xi1>
// CHECK-NEXT:     memref.store %true, %arg1[%arg2] : memref<?xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2, %4, %6, %true, %true : i1, i1, i1, i1, i1
// CHECK-NEXT: }
