// arith folding under --canonicalize: identities, constant folding at any integer width
// and float kind, no folding of division by zero, signed overflow or out-of-range shifts,
// and constants materialized as arith.constant, deduplicated and hoisted (CHECK lines are
// mlir-opt 22's output).
// Wide integers, all float kinds with arithmetic, index, vectors and dynamic tensors.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @wide() -> (i1, i1, i128, i128, i1000, i1000, i7, i7, i1, i1) {
// CHECK-NEXT:   %c-64_i7 = arith.constant -64 : i7
// CHECK-NEXT:   %c0_i7 = arith.constant 0 : i7
// CHECK-NEXT:   %c42607060205495273910_i1000 = arith.constant 42607060205495273910 : i1000
// CHECK-NEXT:   %c1219326311370217952249657064224965706422496570642237463801111263526900_i1000 = arith.constant 1219326311370217952249657064224965706422496570642237463801111263526900 : i1000
// CHECK-NEXT:   %c-170141183460469231731687303715884105727_i128 = arith.constant -170141183460469231731687303715884105727 : i128
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %0 = arith.divsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   return %false, %true, %0, %c-170141183460469231731687303715884105727_i128, %c1219326311370217952249657064224965706422496570642237463801111263526900_i1000, %c42607060205495273910_i1000, %c0_i7, %c-64_i7, %true, %true : i1, i1, i128, i128, i1000, i1000, i7, i7, i1, i1
// CHECK-NEXT: }
func.func @wide() -> (i1, i1, i128, i128, i1000, i1000, i7, i7, i1, i1) {
  %t = arith.constant true
  %a = arith.addi %t, %t : i1
  %b = arith.muli %t, %t : i1
  %m = arith.constant -170141183460469231731687303715884105728 : i128
  %m1 = arith.constant -1 : i128
  %c = arith.divsi %m, %m1 : i128
  %d = arith.subi %m, %m1 : i128
  %w = arith.constant 12345678901234567890123456789012345678901234567890 : i1000
  %w2 = arith.constant 98765432109876543210 : i1000
  %e = arith.muli %w, %w2 : i1000
  %f = arith.remui %w, %w2 : i1000
  %s = arith.constant 63 : i7
  %s6 = arith.constant 6 : i7
  %g = arith.shrsi %s, %s6 : i7
  %h = arith.shli %s, %s6 : i7
  %i = arith.divsi %t, %t : i1
  %j = arith.cmpi slt, %t, %a : i1
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i1, i1, i128, i128, i1000, i1000, i7, i7, i1, i1
}

// CHECK-LABEL: func.func @fkinds() -> (f80, f128, f8E5M2, f8E4M3FN, f64, i1, i1, i1, f16, f80) {
// CHECK-NEXT:   %cst = arith.constant 0.333333333333333333342 : f80
// CHECK-NEXT:   %cst_0 = arith.constant 0.14285714285714285714285714285714285 : f128
// CHECK-NEXT:   %cst_1 = arith.constant 2.000000e+00 : f8E5M2
// CHECK-NEXT:   %cst_2 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:   %cst_3 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %cst_4 = arith.constant 0x7C00 : f16
// CHECK-NEXT:   %cst_5 = arith.constant 0xC03EAB54A98CEB1F0AD2 : f80
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %false, %false, %true, %cst_4, %cst_5 : f80, f128, f8E5M2, f8E4M3FN, f64, i1, i1, i1, f16, f80
// CHECK-NEXT: }
func.func @fkinds() -> (f80, f128, f8E5M2, f8E4M3FN, f64, i1, i1, i1, f16, f80) {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 3.0 : f80
  %c = arith.divf %a, %b : f80
  %d = arith.constant 1.0 : f128
  %e = arith.constant 7.0 : f128
  %f = arith.divf %d, %e : f128
  %g = arith.constant 1.5 : f8E5M2
  %h = arith.mulf %g, %g : f8E5M2
  %i = arith.constant 448.0 : f8E4M3FN
  %j = arith.addf %i, %i : f8E4M3FN
  %inf = arith.constant 0x7FF0000000000000 : f64
  %k = arith.subf %inf, %inf : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %l = arith.cmpf oeq, %nan, %nan : f64
  %m = arith.cmpf une, %inf, %inf : f64
  %n = arith.cmpf ord, %inf, %inf : f64
  %big = arith.constant 123456789 : i64
  %o = arith.sitofp %big : i64 to f16
  %bw = arith.constant -12345678901234567890 : i128
  %p = arith.sitofp %bw : i128 to f80
  return %c, %f, %h, %j, %k, %l, %m, %n, %o, %p : f80, f128, f8E5M2, f8E4M3FN, f64, i1, i1, i1, f16, f80
}

// CHECK-LABEL: func.func @misc(%arg0: index, %arg1: i1, %arg2: vector<2xi1>, %arg3: tensor<?xi32>) -> (index, index, index, i32, vector<2xi32>, tensor<?xi32>, index, i64) {
// CHECK-NEXT:   %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT:   %c6 = arith.constant 6 : index
// CHECK-NEXT:   %cst = arith.constant dense<2> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = arith.shli %c4, %c64 : index
// CHECK-NEXT:   %1 = arith.remsi %arg0, %c0 : index
// CHECK-NEXT:   %2 = arith.select %arg2, %cst_0, %cst : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:   %3 = arith.subi %arg3, %arg3 : tensor<?xi32>
// CHECK-NEXT:   return %c64, %0, %1, %c1_i32, %2, %3, %c6, %c6_i64 : index, index, index, i32, vector<2xi32>, tensor<?xi32>, index, i64
// CHECK-NEXT: }
func.func @misc(%x: index, %c: i1, %v: vector<2xi1>, %t: tensor<?xi32>) -> (index, index, index, i32, vector<2xi32>, tensor<?xi32>, index, i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = arith.shli %c4, %c4 : index
  %s64 = arith.constant 64 : index
  %b = arith.shli %c4, %s64 : index
  %cc = arith.remsi %x, %c0 : index
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %d = arith.select %c, %i1, %i1 : i32
  %v1 = arith.constant dense<1> : vector<2xi32>
  %v2 = arith.constant dense<2> : vector<2xi32>
  %e = arith.select %v, %v1, %v2 : vector<2xi1>, vector<2xi32>
  %f = arith.subi %t, %t : tensor<?xi32>
  %ic = arith.index_cast %i2 : i32 to index
  %g = arith.addi %ic, %c4 : index
  %h = arith.index_cast %g : index to i64
  return %a, %b, %cc, %d, %e, %f, %g, %h : index, index, index, i32, vector<2xi32>, tensor<?xi32>, index, i64
}
