// Folds and canonicalization patterns of arith's division, min/max, extended and cast ops: integer min/max
// (identities, absorbing and neutral bounds, constants), ceildivsi/ceildivui/floordivsi
// (by one, constants, no fold by zero or on overflow), extended arithmetic (by zero/one,
// constants, the unused carry/high half to addi/muli, mulsi_extended by one), negf,
// float min/max (signed zeros, NaN, infinities), uitofp, index_castui, scalar bitcast,
// fptosi/fptoui (not NaN or out of range), exact extf/truncf and truncf(extf), remf, also
// on vectors and index; the rounding divisions are pure (dead ones are erased). CHECK lines
// are mlir-opt 22's output; both driver orders give the same IR.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s

func.func @int_minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant -7 : i8
  %0 = arith.maxsi %x, %x : i8
  %1 = arith.maxsi %x, %max : i8
  %2 = arith.maxsi %x, %min : i8
  %3 = arith.maxsi %c5, %c7 : i8
  %4 = arith.maxui %x, %m1 : i8
  %5 = arith.maxui %x, %z : i8
  %6 = arith.maxui %c5, %c7 : i8
  %7 = arith.minsi %x, %min : i8
  %8 = arith.minsi %x, %max : i8
  %9 = arith.minsi %c5, %c7 : i8
  %10 = arith.minui %x, %z : i8
  %11 = arith.minui %x, %m1 : i8
  %12 = arith.minui %c5, %c7 : i8
  %13 = arith.maxsi %c5, %x : i8
  %14 = arith.minui %x, %c5 : i8
  %15 = arith.maxui %m1, %x : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @divs(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %one = arith.constant 1 : i8
  %z = arith.constant 0 : i8
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.ceildivsi %x, %one : i8
  %1 = arith.ceildivsi %c7, %c2 : i8
  %2 = arith.ceildivsi %cm7, %c2 : i8
  %3 = arith.ceildivsi %c7, %cm2 : i8
  %4 = arith.ceildivsi %cm7, %cm2 : i8
  %5 = arith.ceildivsi %min, %c2 : i8
  %6 = arith.ceildivsi %c7, %z : i8
  %7 = arith.ceildivui %c7, %c2 : i8
  %8 = arith.ceildivui %cm7, %c2 : i8
  %9 = arith.floordivsi %cm7, %c2 : i8
  %10 = arith.floordivsi %c7, %cm2 : i8
  %11 = arith.floordivsi %min, %m1 : i8
  %12 = arith.floordivsi %x, %one : i8
  %13 = arith.ceildivsi %z, %min : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @extended(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i1, i8, i1, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %a = arith.constant -56 : i8
  %b = arith.constant 100 : i8
  %0:2 = arith.mului_extended %x, %z : i8
  %1:2 = arith.mului_extended %x, %one : i8
  %2:2 = arith.addui_extended %x, %z : i8, i1
  %3:2 = arith.addui_extended %a, %b : i8, i1
  %4:2 = arith.mului_extended %a, %b : i8
  %5:2 = arith.mulsi_extended %a, %b : i8
  %6:2 = arith.mului_extended %x, %y : i8
  %7:2 = arith.mulsi_extended %z, %x : i8
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1, %5#0, %5#1, %6#0 : i8, i8, i8, i8, i8, i1, i8, i1, i8, i8, i8, i8, i8
}

func.func @floats(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %0 = arith.negf %a : f32
  %n = arith.negf %x : f32
  %1 = arith.negf %n : f32
  %2 = arith.maximumf %a, %b : f32
  %3 = arith.minimumf %a, %b : f32
  %4 = arith.maxnumf %nz, %pz : f32
  %5 = arith.minnumf %pz, %nz : f32
  %6 = arith.maximumf %nz, %pz : f32
  %7 = arith.minimumf %pz, %nz : f32
  %8 = arith.maximumf %x, %ninf : f32
  %9 = arith.minimumf %x, %pinf : f32
  %10 = arith.maxnumf %x, %nan : f32
  %11 = arith.maximumf %a, %nan : f32
  %12 = arith.minnumf %nan, %b : f32
  %13 = arith.maximumf %x, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @casts() -> (f32, f16, index, i32, f32, i16, vector<2xf32>, index) {
  %a = arith.constant -1 : i8
  %b = arith.constant 65535 : i16
  %c = arith.constant 200 : i8
  %f = arith.constant 1.0 : f32
  %i = arith.constant 1078530011 : i32
  %h = arith.constant 1.5 : f16
  %v = arith.constant dense<3> : vector<2xi8>
  %ci = arith.constant -2 : i32
  %0 = arith.uitofp %a : i8 to f32
  %1 = arith.uitofp %b : i16 to f16
  %2 = arith.index_castui %c : i8 to index
  %3 = arith.bitcast %f : f32 to i32
  %4 = arith.bitcast %i : i32 to f32
  %5 = arith.bitcast %h : f16 to i16
  %6 = arith.uitofp %v : vector<2xi8> to vector<2xf32>
  %7 = arith.index_castui %ci : i32 to index
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f16, index, i32, f32, i16, vector<2xf32>, index
}
func.func @ext(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8) {
  %one = arith.constant 1 : i8
  %0:2 = arith.addui_extended %x, %y : i8, i1
  %1:2 = arith.mulsi_extended %x, %y : i8
  %2:2 = arith.mulsi_extended %x, %one : i8
  %3:2 = arith.mului_extended %one, %y : i8
  return %0#0, %1#0, %2#0, %2#1, %3#1 : i8, i8, i8, i8, i8
}
func.func @fp_to_int() -> (i8, i8, i8, i8, i32, i16, i8, i8) {
  %a = arith.constant 2.75 : f32
  %b = arith.constant -2.75 : f32
  %c = arith.constant 300.0 : f32
  %d = arith.constant 0x7FC00000 : f32
  %e = arith.constant -1.0 : f16
  %f = arith.constant 255.5 : f64
  %0 = arith.fptosi %a : f32 to i8
  %1 = arith.fptosi %b : f32 to i8
  %2 = arith.fptosi %c : f32 to i8
  %3 = arith.fptoui %b : f32 to i8
  %4 = arith.fptosi %d : f32 to i32
  %5 = arith.fptosi %e : f16 to i16
  %6 = arith.fptoui %f : f64 to i8
  %7 = arith.fptoui %a : f32 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i32, i16, i8, i8
}

func.func @float_casts(%x: f16, %y: f32) -> (f32, f16, f16, bf16, f64, f16, f16, f16, f16, f32) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 0.1 : f32
  %c = arith.constant 2.5 : f32
  %d = arith.constant 65536.0 : f32
  %e = arith.constant 0x7F800000 : f32
  %0 = arith.extf %a : f16 to f32
  %1 = arith.truncf %b : f32 to f16
  %2 = arith.truncf %c : f32 to f16
  %3 = arith.truncf %c downward : f32 to bf16
  %4 = arith.extf %b : f32 to f64
  %5 = arith.truncf %d : f32 to f16
  %6 = arith.truncf %e : f32 to f16
  %ext = arith.extf %x : f16 to f32
  %7 = arith.truncf %ext : f32 to f16
  %8 = arith.extf %x : f16 to f32
  %t = arith.truncf %y : f32 to f16
  %9 = arith.extf %t : f16 to f32
  %e64 = arith.extf %y : f32 to f64
  %10 = arith.truncf %e64 : f64 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %10, %9 : f32, f16, f16, bf16, f64, f16, f16, f16, f16, f32
}

func.func @remf() -> (f32, f32, f32, f64) {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f32
  %c = arith.constant -7.5 : f64
  %d = arith.constant 2.0 : f64
  %0 = arith.remf %a, %b : f32
  %1 = arith.remf %b, %a : f32
  %2 = arith.remf %a, %z : f32
  %3 = arith.remf %c, %d : f64
  return %0, %1, %2, %3 : f32, f32, f32, f64
}
func.func @v(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>) {
  %a = arith.constant dense<[7, -7]> : vector<2xi8>
  %b = arith.constant dense<2> : vector<2xi8>
  %m = arith.constant dense<127> : vector<2xi8>
  %f = arith.constant dense<[1.5, -0.0]> : vector<2xf32>
  %g = arith.constant dense<0.0> : vector<2xf32>
  %0 = arith.ceildivsi %a, %b : vector<2xi8>
  %1 = arith.floordivsi %a, %b : vector<2xi8>
  %2 = arith.maxsi %x, %m : vector<2xi8>
  %3 = arith.maximumf %f, %g : vector<2xf32>
  %4 = arith.minui %a, %b : vector<2xi8>
  %5:2 = arith.mului_extended %a, %b : vector<2xi8>
  %6 = arith.negf %f : vector<2xf32>
  %7 = arith.fptosi %f : vector<2xf32> to vector<2xi8>
  return %0, %1, %2, %3, %4, %5#1, %6, %7 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>
}
func.func @idx(%x: index) -> (index, index, index) {
  %a = arith.constant -7 : index
  %b = arith.constant 2 : index
  %0 = arith.ceildivsi %a, %b : index
  %1 = arith.maxui %a, %b : index
  %2 = arith.ceildivui %a, %b : index
  return %0, %1, %2 : index, index, index
}
func.func @dead(%x: i32, %y: i32, %a: f32, %b: f32) {
  %0 = arith.ceildivsi %x, %y : i32
  %1 = arith.ceildivui %x, %y : i32
  %2 = arith.floordivsi %x, %y : i32
  %3 = arith.divsi %x, %y : i32
  %4 = arith.remf %a, %b : f32
  %5 = arith.negf %a : f32
  %6:2 = arith.mului_extended %x, %y : i32
  %7 = arith.fptosi %a : f32 to i32
  return
}

// CHECK-LABEL: func.func @int_minmax(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:   %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT:   %c-7_i8 = arith.constant -7 : i8
// CHECK-NEXT:   %0 = arith.maxsi %arg0, %c5_i8 : i8
// CHECK-NEXT:   %1 = arith.minui %arg0, %c5_i8 : i8
// CHECK-NEXT:   return %arg0, %c127_i8, %arg0, %c5_i8, %c-1_i8, %arg0, %c-7_i8, %c-128_i8, %arg0, %c-7_i8, %c0_i8, %arg0, %c5_i8, %0, %1, %c-1_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divs(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT:   %c125_i8 = arith.constant 125 : i8
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:   %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:   %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:   %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:   %0 = arith.ceildivsi %c-128_i8, %c2_i8 : i8
// CHECK-NEXT:   %1 = arith.ceildivsi %c7_i8, %c0_i8 : i8
// CHECK-NEXT:   %2 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:   return %arg0, %c4_i8, %c-3_i8, %c-3_i8, %c4_i8, %0, %1, %c4_i8, %c125_i8, %c-4_i8, %c-4_i8, %2, %arg0, %c0_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8, i1, i8, i1, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c32_i8 = arith.constant 32 : i8
// CHECK-NEXT:   %c78_i8 = arith.constant 78 : i8
// CHECK-NEXT:   %c-22_i8 = arith.constant -22 : i8
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg1 : i8
// CHECK-NEXT:   return %c0_i8, %c0_i8, %arg0, %c0_i8, %arg0, %false, %c44_i8, %true, %c32_i8, %c78_i8, %c32_i8, %c-22_i8, %0 : i8, i8, i8, i8, i8, i1, i8, i1, i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   return %cst, %arg0, %cst_0, %cst_1, %cst_2, %cst_3, %cst_2, %cst_3, %arg0, %arg0, %arg0, %cst_4, %cst_1, %arg0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (f32, f16, index, i32, f32, i16, vector<2xf32>, index) {
// CHECK-NEXT:   %cst = arith.constant 2.550000e+02 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT:   %c200 = arith.constant 200 : index
// CHECK-NEXT:   %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT:   %cst_1 = arith.constant 3.14159274 : f32
// CHECK-NEXT:   %c15872_i16 = arith.constant 15872 : i16
// CHECK-NEXT:   %cst_2 = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT:   %c4294967294 = arith.constant 4294967294 : index
// CHECK-NEXT:   return %cst, %cst_0, %c200, %c1065353216_i32, %cst_1, %c15872_i16, %cst_2, %c4294967294 : f32, f16, index, i32, f32, i16, vector<2xf32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i8
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i8
// CHECK-NEXT:   %2 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT:   %3 = arith.extsi %2 : i1 to i8
// CHECK-NEXT:   return %0, %1, %arg0, %3, %c0_i8 : i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fp_to_int() -> (i8, i8, i8, i8, i32, i16, i8, i8) {
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:   %cst = arith.constant -2.750000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 3.000000e+02 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:   %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT:   %0 = arith.fptosi %cst_0 : f32 to i8
// CHECK-NEXT:   %1 = arith.fptoui %cst : f32 to i8
// CHECK-NEXT:   %2 = arith.fptosi %cst_1 : f32 to i32
// CHECK-NEXT:   return %c2_i8, %c-2_i8, %0, %1, %2, %c-1_i16, %c-1_i8, %c2_i8 : i8, i8, i8, i8, i32, i16, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_casts(%arg0: f16, %arg1: f32) -> (f32, f16, f16, bf16, f64, f16, f16, f16, f16, f32) {
// CHECK-NEXT:   %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT:   %cst_2 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:   %cst_4 = arith.constant 6.553600e+04 : f32
// CHECK-NEXT:   %cst_5 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %0 = arith.truncf %cst_3 : f32 to f16
// CHECK-NEXT:   %1 = arith.truncf %cst_4 : f32 to f16
// CHECK-NEXT:   %2 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:   %3 = arith.extf %2 : f16 to f32
// CHECK-NEXT:   %4 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT:   return %cst_5, %0, %cst_2, %cst_1, %cst_0, %1, %cst, %arg0, %4, %3 : f32, f16, f16, bf16, f64, f16, f16, f16, f16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @remf() -> (f32, f32, f32, f64) {
// CHECK-NEXT:   %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -1.500000e+00 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f32, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @v(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<127> : vector<2xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[4, -3]> : vector<2xi8>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[3, -4]> : vector<2xi8>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1.500000e+00, 0.000000e+00]> : vector<2xf32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<2> : vector<2xi8>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[0, 1]> : vector<2xi8>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[-1.500000e+00, 0.000000e+00]> : vector<2xf32>
// CHECK-NEXT:   %cst_6 = arith.constant dense<[1, 0]> : vector<2xi8>
// CHECK-NEXT:   return %cst_0, %cst_1, %cst, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>, vector<2xi8>, vector<2xf32>, vector<2xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:   %c-3 = arith.constant -3 : index
// CHECK-NEXT:   %c-7 = arith.constant -7 : index
// CHECK-NEXT:   %c9223372036854775805 = arith.constant 9223372036854775805 : index
// CHECK-NEXT:   return %c-3, %c-7, %c9223372036854775805 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
