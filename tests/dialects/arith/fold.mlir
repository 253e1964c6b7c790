// arith folding under --canonicalize: identities, constant folding at any integer width
// and float kind, no folding of division by zero, signed overflow or out-of-range shifts,
// and constants materialized as arith.constant, deduplicated and hoisted (CHECK lines are
// mlir-opt 22's output).
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   return %arg0, %arg0, %c0_i32, %c0_i32, %c0_i32, %arg0, %c0_i32, %c-1_i32, %arg0, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @ints(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %x, %c1 : i32
  %c = arith.muli %x, %c0 : i32
  %d = arith.subi %x, %x : i32
  %e = arith.andi %x, %c0 : i32
  %f = arith.ori %x, %c0 : i32
  %g = arith.xori %y, %y : i32
  %h = arith.ori %x, %cm1 : i32
  %i = arith.divsi %x, %c1 : i32
  %j = arith.remui %x, %c1 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @consts() -> (i32, i32, i32, i32, i32, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT:   %c-16_i8 = arith.constant -16 : i8
// CHECK-NEXT:   %c1431655764_i32 = arith.constant 1431655764 : i32
// CHECK-NEXT:   %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:   %1 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:   %2 = arith.shli %c-1_i8, %c8_i8 : i8
// CHECK-NEXT:   return %c10_i32, %c-2_i32, %c1_i32, %0, %c1431655764_i32, %1, %2, %c-16_i8, %c16_i8, %c-128_i8 : i32, i32, i32, i32, i32, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @consts() -> (i32, i32, i32, i32, i32, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %cm3 = arith.constant -3 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c7, %c3 : i32
  %b = arith.divsi %c7, %cm3 : i32
  %c = arith.remsi %c7, %cm3 : i32
  %d = arith.divui %c7, %c0 : i32
  %e = arith.divui %cm3, %c3 : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %s8 = arith.constant 8 : i8
  %s3 = arith.constant 3 : i8
  %f = arith.divsi %min, %m1 : i8
  %g = arith.shli %m1, %s8 : i8
  %h = arith.shrsi %min, %s3 : i8
  %i = arith.shrui %min, %s3 : i8
  %j = arith.muli %min, %m1 : i8
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i32, i32, i32, i32, i32, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @cmp(%arg0: i32, %arg1: i1) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:   return %false, %true, %0, %true, %arg1, %arg1, %false : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %a = arith.cmpi slt, %x, %x : i32
  %bb = arith.cmpi uge, %x, %x : i32
  %c = arith.cmpi slt, %c5, %x : i32
  %d = arith.cmpi ult, %c5, %c6 : i32
  %e = arith.extui %b : i1 to i32
  %c0 = arith.constant 0 : i32
  %f = arith.cmpi ne, %e, %c0 : i32
  %t = arith.constant true
  %fa = arith.constant false
  %g = arith.select %b, %t, %fa : i1
  %h = arith.select %t, %a, %bb : i1
  return %a, %bb, %c, %d, %f, %g, %h : i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f32, f32, f32, i1, i1, f16, f64, bf16) {
// CHECK-NEXT:   %cst = arith.constant 3.339840e-01 : bf16
// CHECK-NEXT:   %cst_0 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 3.332520e-01 : f16
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %cst_2 = arith.constant 0.333333343 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = arith.addf %arg0, %cst_3 : f32
// CHECK-NEXT:   return %arg0, %0, %arg0, %cst_2, %arg0, %true, %true, %cst_1, %cst_0, %cst : f32, f32, f32, f32, f32, i1, i1, f16, f64, bf16
// CHECK-NEXT: }
func.func @floats(%x: f32) -> (f32, f32, f32, f32, f32, i1, i1, f16, f64, bf16) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.addf %x, %z : f32
  %c = arith.mulf %x, %one : f32
  %d = arith.divf %one, %three : f32
  %e = arith.subf %x, %z : f32
  %nan = arith.constant 0x7FC00000 : f32
  %f = arith.cmpf olt, %one, %three : f32
  %g = arith.cmpf uno, %x, %nan : f32
  %h1 = arith.constant 1.0 : f16
  %h3 = arith.constant 3.0 : f16
  %h = arith.divf %h1, %h3 : f16
  %d1 = arith.constant 0.1 : f64
  %d2 = arith.constant 0.2 : f64
  %i = arith.addf %d1, %d2 : f64
  %bf1 = arith.constant 1.0 : bf16
  %bf3 = arith.constant 3.0 : bf16
  %j = arith.divf %bf1, %bf3 : bf16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : f32, f32, f32, f32, f32, i1, i1, f16, f64, bf16
}

// CHECK-LABEL: func.func @casts() -> (index, i8, i64, i64, f32, i16, i7) {
// CHECK-NEXT:   %c-5 = arith.constant -5 : index
// CHECK-NEXT:   %c-5_i8 = arith.constant -5 : i8
// CHECK-NEXT:   %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:   %c4294967291_i64 = arith.constant 4294967291 : i64
// CHECK-NEXT:   %cst = arith.constant -5.000000e+00 : f32
// CHECK-NEXT:   %c-31072_i16 = arith.constant -31072 : i16
// CHECK-NEXT:   %c-56_i7 = arith.constant -56 : i7
// CHECK-NEXT:   return %c-5, %c-5_i8, %c-5_i64, %c4294967291_i64, %cst, %c-31072_i16, %c-56_i7 : index, i8, i64, i64, f32, i16, i7
// CHECK-NEXT: }
func.func @casts() -> (index, i8, i64, i64, f32, i16, i7) {
  %c = arith.constant -5 : i32
  %a = arith.index_cast %c : i32 to index
  %b = arith.trunci %c : i32 to i8
  %d = arith.extsi %c : i32 to i64
  %e = arith.extui %c : i32 to i64
  %f = arith.sitofp %c : i32 to f32
  %big = arith.constant 100000 : index
  %g = arith.index_cast %big : index to i16
  %w = arith.constant 100 : i7
  %h = arith.addi %w, %w : i7
  return %a, %b, %d, %e, %f, %g, %h : index, i8, i64, i64, f32, i16, i7
}

// CHECK-LABEL: func.func @vec(%arg0: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>) {
// CHECK-NEXT:   %cst = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT:   return %arg0, %cst, %cst_0, %cst_1 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>
// CHECK-NEXT: }
func.func @vec(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>) {
  %c0 = arith.constant dense<0> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %a = arith.addi %v, %c0 : vector<4xi32>
  %b = arith.muli %c2, %c2 : vector<4xi32>
  %c = arith.cmpi eq, %v, %v : vector<4xi32>
  %f1 = arith.constant dense<1.5> : vector<2xf32>
  %d = arith.addf %f1, %f1 : vector<2xf32>
  return %a, %b, %c, %d : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>
}

// CHECK-LABEL: func.func @chains(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i1) -> (i32, i32, i32, i8, i8, i64) {
// CHECK-NEXT:   %0 = arith.extsi %arg2 : i8 to i64
// CHECK-NEXT:   return %arg0, %arg1, %arg0, %arg2, %arg2, %0 : i32, i32, i32, i8, i8, i64
// CHECK-NEXT: }
func.func @chains(%x: i32, %y: i32, %a: i8, %b: i1) -> (i32, i32, i32, i8, i8, i64) {
  %s = arith.subi %x, %y : i32
  %r = arith.addi %s, %y : i32
  %t = arith.addi %x, %y : i32
  %u = arith.subi %t, %x : i32
  %xx = arith.xori %x, %y : i32
  %v = arith.xori %xx, %y : i32
  %e = arith.extsi %a : i8 to i32
  %w = arith.trunci %e : i32 to i8
  %e2 = arith.extui %a : i8 to i64
  %w2 = arith.trunci %e2 : i64 to i32
  %w3 = arith.trunci %w2 : i32 to i8
  %e3 = arith.extsi %a : i8 to i16
  %e4 = arith.extsi %e3 : i16 to i64
  return %r, %u, %v, %w, %w3, %e4 : i32, i32, i32, i8, i8, i64
}

// CHECK-LABEL: func.func @bitwise_identities(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>) -> (i32, i32, vector<2xi32>, i32, i32, vector<2xi32>) {
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst_0 = arith.constant dense<-1> : vector<2xi32>
// CHECK-NEXT:   return %arg0, %c0_i32, %cst_0, %arg0, %c0_i32, %cst : i32, i32, vector<2xi32>, i32, i32, vector<2xi32>
// CHECK-NEXT: }
func.func @bitwise_identities(%x: i32, %y: i32, %v: vector<2xi32>) -> (i32, i32, vector<2xi32>, i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %vz = arith.constant dense<0> : vector<2xi32>
  %nx = arith.xori %x, %m1 : i32
  %a = arith.ori %x, %x : i32
  %b = arith.andi %x, %nx : i32
  %c = arith.ori %v, %vm1 : vector<2xi32>
  %d0 = arith.xori %x, %y : i32
  %d = arith.xori %y, %d0 : i32
  %e = arith.andi %nx, %x : i32
  %h = arith.muli %v, %vz : vector<2xi32>
  return %a, %b, %c, %d, %e, %h : i32, i32, vector<2xi32>, i32, i32, vector<2xi32>
}
