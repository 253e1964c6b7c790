// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false --allow-unregistered-dialect | FileCheck %s

// SimplifyAffineOp's last step, as in mlir-opt 22 (simplifyMapWithOperands): floordiv,
// ceildiv and mod results simplified from the constant ranges of affine.for induction
// variables (a single quotient, a range below the divisor) and from their steps (a term
// that is a multiple of the divisor is dropped or kept). Expected output from mlir-opt 22.

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 mod 8)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 128)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 mod 32)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> ((d0 + d1) floordiv 48)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 floordiv 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (0, s0)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (s0, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @ranges(%arg0: memref<128xf32>, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: "test.use"(%c0, %c1, %arg2, %c1) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = -4 to 4 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiples(%arg0: memref<128xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 step 64 {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg2)
// CHECK-NEXT: %1 = affine.apply #map3(%arg3)
// CHECK-NEXT: %2 = affine.apply #map4(%arg2, %arg3)
// CHECK-NEXT: %3 = affine.load %arg0[%arg2 floordiv 64] : memref<128xf32>
// CHECK-NEXT: "test.use"(%0, %1, %c0, %2, %3) : (index, index, index, index, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 8 to %arg1 step 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map5(%arg2)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: "test.use"(%0, %c0, %1) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_max(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: %0 = affine.min #map6()[%arg0]
// CHECK-NEXT: %1 = affine.max #map7(%arg1)[%arg0]
// CHECK-NEXT: "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @ranges(%m: memref<128xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %b = affine.apply affine_map<(d0) -> ((d0 + 16) floordiv 16)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 mod 20)>(%i)
    %d = affine.apply affine_map<(d0) -> ((d0 + 1) ceildiv 32)>(%i)
    "test.use"(%a, %b, %c, %d) : (index, index, index, index) -> ()
  }
  affine.for %j = -4 to 4 {
    %e = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%j)
    %f = affine.apply affine_map<(d0) -> (d0 mod 8)>(%j)
    "test.use"(%e, %f) : (index, index) -> ()
  }
  %g = affine.apply affine_map<()[s0] -> ((s0 mod 8) floordiv 8)>()[%n]
  "test.use"(%g) : (index) -> ()
  return
}

func.func @multiples(%m: memref<128xf32>, %n: index) {
  affine.for %o = 0 to %n step 64 {
    affine.for %i = 0 to 64 {
      %a = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 128)>(%o, %i)
      %b = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 32)>(%o, %i)
      %c = affine.apply affine_map<(d0) -> (d0 mod 16)>(%o)
      %d = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 48)>(%o, %i)
      %v = affine.load %m[(%o + %i) floordiv 64] : memref<128xf32>
      "test.use"(%a, %b, %c, %d, %v) : (index, index, index, index, f32) -> ()
    }
  }
  affine.for %o = 8 to %n step 4 {
    affine.for %i = 0 to 4 {
      %a = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 4)>(%o, %i)
      %b = affine.apply affine_map<(d0) -> (d0 mod 4)>(%o)
      %c = affine.apply affine_map<(d0) -> (d0 mod 8)>(%o)
      "test.use"(%a, %b, %c) : (index, index, index) -> ()
    }
  }
  return
}

func.func @min_max(%n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.min affine_map<(d0)[s0] -> (d0 floordiv 8, s0)>(%i)[%n]
    %b = affine.max affine_map<(d0)[s0] -> (d0 mod 16, s0)>(%i)[%n]
    "test.use"(%a, %b) : (index, index) -> ()
  }
  return
}
