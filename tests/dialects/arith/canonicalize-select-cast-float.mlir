// Canonicalization patterns of mlir-opt 22's arith dialect beyond canonicalize.mlir:
// select of a negated condition, index_castui/bitcast chains, trunci(shrsi) by the
// truncated width, truncf of int-to-float casts, mulf/divf of two negations, the flagless
// subi(addi(x, c0), c1) reassociation, splat constants and cmpf of sitofp/uitofp against a float constant.
// CHECK lines are mlir-opt's output; LOC checks the locations of the created ops.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s
// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @select_not_cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @select_not_cond(%p: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %p, %t : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @select_not_cond_i1(%arg0: i1, %arg1: i1) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %true, %arg1 : i1
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @select_not_cond_i1(%p: i1, %q: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %p, %t : i1
  %r = arith.select %n, %f, %t : i1
  %s = arith.select %n, %q, %t : i1
  return %r, %s : i1, i1
}

// CHECK-LABEL: func.func @select_not_cond_vector(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = arith.xori %arg0, %cst : vector<4xi1>
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg2 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
func.func @select_not_cond_vector(%p: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %p, %t : vector<4xi1>
  %r = arith.select %n, %a, %b : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @index_castui_chains(%arg0: index, %arg1: i32, %arg2: i8, %arg3: vector<2xi16>) -> (index, i32, index, vector<2xindex>, i64) {
// CHECK-NEXT: %0 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %1 = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: %2 = arith.index_castui %arg3 : vector<2xi16> to vector<2xindex>
// CHECK-NEXT: %3 = arith.index_castui %0 : index to i64
// CHECK-NEXT: return %arg0, %arg1, %1, %2, %3 : index, i32, index, vector<2xindex>, i64
// CHECK-NEXT: }
func.func @index_castui_chains(%x: index, %y: i32, %z: i8, %v: vector<2xi16>) -> (index, i32, index, vector<2xindex>, i64) {
  %a = arith.index_castui %x : index to i32
  %b = arith.index_castui %a : i32 to index
  %c = arith.index_castui %y : i32 to index
  %d = arith.index_castui %c : index to i32
  %e = arith.extui %z : i8 to i32
  %f = arith.index_castui %e : i32 to index
  %g = arith.extui %v : vector<2xi16> to vector<2xi32>
  %h = arith.index_castui %g : vector<2xi32> to vector<2xindex>
  %i = arith.index_castui %c : index to i64
  return %b, %d, %f, %h, %i : index, i32, index, vector<2xindex>, i64
}

// CHECK-LABEL: func.func @bitcast_chains(%arg0: f32, %arg1: vector<2xf16>) -> (i32, f32, vector<2xbf16>) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = arith.bitcast %arg1 : vector<2xf16> to vector<2xbf16>
// CHECK-NEXT: return %0, %arg0, %1 : i32, f32, vector<2xbf16>
// CHECK-NEXT: }
func.func @bitcast_chains(%x: f32, %v: vector<2xf16>) -> (i32, f32, vector<2xbf16>) {
  %a = arith.bitcast %x : f32 to i32
  %b = arith.bitcast %a : i32 to f32
  %c = arith.bitcast %b : f32 to i32
  %d = arith.bitcast %v : vector<2xf16> to vector<2xi16>
  %e = arith.bitcast %d : vector<2xi16> to vector<2xbf16>
  return %c, %b, %e : i32, f32, vector<2xbf16>
}

// CHECK-LABEL: func.func @trunci_shrsi(%arg0: i64, %arg1: vector<2xi64>) -> (i32, vector<2xi32>, i32, i16) {
// CHECK-NEXT: %c48_i64 = arith.constant 48 : i64
// CHECK-NEXT: %cst = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 overflow<nsw> : i64 to i32
// CHECK-NEXT: %2 = arith.shrui %arg1, %cst : vector<2xi64>
// CHECK-NEXT: %3 = arith.trunci %2 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %4 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i32
// CHECK-NEXT: %6 = arith.shrui %arg0, %c48_i64 : i64
// CHECK-NEXT: %7 = arith.trunci %6 overflow<nuw> : i64 to i16
// CHECK-NEXT: return %1, %3, %5, %7 : i32, vector<2xi32>, i32, i16
// CHECK-NEXT: }
func.func @trunci_shrsi(%x: i64, %v: vector<2xi64>) -> (i32, vector<2xi32>, i32, i16) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %c48 = arith.constant 48 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s overflow<nsw> : i64 to i32
  %vc = arith.constant dense<32> : vector<2xi64>
  %vs = arith.shrsi %v, %vc : vector<2xi64>
  %vt = arith.trunci %vs : vector<2xi64> to vector<2xi32>
  %n = arith.shrsi %x, %c31 : i64
  %nt = arith.trunci %n : i64 to i32
  %w = arith.shrsi %x, %c48 : i64
  %wt = arith.trunci %w overflow<nuw> : i64 to i16
  return %t, %vt, %nt, %wt : i32, vector<2xi32>, i32, i16
}

// CHECK-LABEL: func.func @truncf_of_int_to_fp(%arg0: i32, %arg1: vector<4xi16>) -> (f32, f16, f32, vector<4xf16>) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %2 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %3 = arith.truncf %0 to_nearest_even : f64 to f32
// CHECK-NEXT: %4 = arith.uitofp %arg1 : vector<4xi16> to vector<4xf16>
// CHECK-NEXT: return %1, %2, %3, %4 : f32, f16, f32, vector<4xf16>
// CHECK-NEXT: }
func.func @truncf_of_int_to_fp(%x: i32, %v: vector<4xi16>) -> (f32, f16, f32, vector<4xf16>) {
  %a = arith.sitofp %x : i32 to f64
  %b = arith.truncf %a : f64 to f32
  %c = arith.uitofp %x : i32 to f32
  %d = arith.truncf %c fastmath<fast> : f32 to f16
  %e = arith.truncf %a to_nearest_even : f64 to f32
  %f = arith.uitofp %v : vector<4xi16> to vector<4xf32>
  %g = arith.truncf %f : vector<4xf32> to vector<4xf16>
  return %b, %d, %e, %g : f32, f16, f32, vector<4xf16>
}

// CHECK-LABEL: func.func @mulf_divf_of_negf(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>) -> (f32, f32, f32, vector<2xf64>) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %3 = arith.divf %arg2, %arg2 fastmath<nsz> : vector<2xf64>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, f32, vector<2xf64>
// CHECK-NEXT: }
func.func @mulf_divf_of_negf(%x: f32, %y: f32, %v: vector<2xf64>) -> (f32, f32, f32, vector<2xf64>) {
  %nx = arith.negf %x fastmath<nnan> : f32
  %ny = arith.negf %y : f32
  %a = arith.mulf %nx, %ny fastmath<fast> : f32
  %b = arith.divf %nx, %ny : f32
  %c = arith.mulf %nx, %nx : f32
  %nv = arith.negf %v : vector<2xf64>
  %d = arith.divf %nv, %nv fastmath<nsz> : vector<2xf64>
  return %a, %b, %c, %d : f32, f32, f32, vector<2xf64>
}

// CHECK-LABEL: func.func @subi_of_addi_constant_drops_flags(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-6_i32 : i32
// CHECK-NEXT: %1 = arith.subi %c6_i32, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @subi_of_addi_constant_drops_flags(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %b = arith.subi %a, %c7 overflow<nsw, nuw> : i32
  %c = arith.subi %c7, %a overflow<nsw, nuw> : i32
  return %b, %c : i32, i32
}

// CHECK-LABEL: func.func @cmpf_of_sitofp(%arg0: i32, %arg1: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg1, %c-128_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %true, %false, %true, %4 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_of_sitofp(%x: i32, %y: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c = arith.constant 4.5 : f64
  %m = arith.constant -4.5 : f64
  %k = arith.constant 4.0 : f64
  %big = arith.constant 1.0e10 : f64
  %a = arith.cmpf olt, %f, %c : f64
  %b = arith.cmpf olt, %f, %m : f64
  %d = arith.cmpf uge, %f, %c : f64
  %e = arith.cmpf oeq, %f, %k : f64
  %g = arith.cmpf une, %f, %c : f64
  %h = arith.cmpf ogt, %f, %big : f64
  %i = arith.cmpf ord, %f, %c : f64
  %yf = arith.sitofp %y : i8 to f32
  %c127 = arith.constant -128.0 : f32
  %j = arith.cmpf oge, %yf, %c127 : f32
  return %a, %b, %d, %e, %g, %h, %i, %j : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_of_uitofp(%arg0: i16) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %0 = arith.cmpi ule, %arg0, %c4_i16 : i16
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i16 : i16
// CHECK-NEXT: return %true, %0, %1, %true, %false : i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_of_uitofp(%x: i16) -> (i1, i1, i1, i1, i1) {
  %f = arith.uitofp %x : i16 to f32
  %m = arith.constant -4.5 : f32
  %c = arith.constant 4.5 : f32
  %big = arith.constant 65536.0 : f32
  %a = arith.cmpf ugt, %f, %m : f32
  %b = arith.cmpf olt, %f, %c : f32
  %d = arith.cmpf oge, %f, %c : f32
  %e = arith.cmpf ule, %f, %big : f32
  %g = arith.cmpf uno, %f, %c : f32
  return %a, %b, %d, %e, %g : i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_of_int_to_fp_kept(%arg0: i64, %arg1: i32, %arg2: vector<2xi32>) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<4.500000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 1.09951163E+12 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f32
// CHECK-NEXT: %2 = arith.sitofp %arg1 : i32 to f16
// CHECK-NEXT: %3 = arith.cmpf olt, %2, %cst_1 : f16
// CHECK-NEXT: %4 = arith.sitofp %arg1 : i32 to f64
// CHECK-NEXT: %5 = arith.cmpf olt, %cst_0, %4 : f64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.sitofp %arg2 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %8 = arith.cmpf olt, %7, %cst : vector<2xf32>
// CHECK-NEXT: return %1, %3, %true, %5, %6, %8 : i1, i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT: }
func.func @cmpf_of_int_to_fp_kept(%x: i64, %y: i32, %v: vector<2xi32>) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
  // Lossy conversion near the constant, an infinity the conversion may produce, a NaN,
  // the constant on the left, a vector.
  %f = arith.sitofp %x : i64 to f32
  %c = arith.constant 1.099511627776e12 : f32
  %a = arith.cmpf olt, %f, %c : f32
  %h = arith.sitofp %y : i32 to f16
  %inf = arith.constant 0x7C00 : f16
  %b = arith.cmpf olt, %h, %inf : f16
  %g = arith.sitofp %y : i32 to f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %d = arith.cmpf une, %g, %nan : f64
  %one = arith.constant 1.0 : f64
  %e = arith.cmpf olt, %one, %g : f64
  %small = arith.constant 4.0 : f32
  %i = arith.cmpf olt, %f, %small : f32
  %vf = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %vc = arith.constant dense<4.5> : vector<2xf32>
  %vr = arith.cmpf olt, %vf, %vc : vector<2xf32>
  return %a, %b, %d, %e, %i, %vr : i1, i1, i1, i1, i1, vector<2xi1>
}

// LOC-LABEL: func.func @locations(
// LOC-NEXT: %c4_i32 = arith.constant 4 : i32 loc("cf")
// LOC-NEXT: %c32_i64 = arith.constant 32 : i64 loc(fused["tr", "c32"])
// LOC-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32 loc(fused["s", "t"])
// LOC-NEXT: %1 = arith.index_castui %arg3 : i8 to index loc(fused["ic", "ee"])
// LOC-NEXT: %2 = arith.bitcast %arg7 : f16 to bf16 loc(fused["bc1", "bc0"])
// LOC-NEXT: %3 = arith.shrui %arg4, %c32_i64 : i64 loc(fused["tr", "c32"])
// LOC-NEXT: %4 = arith.trunci %3 : i64 to i32 loc(fused["tr", "c32"])
// LOC-NEXT: %5 = arith.sitofp %arg1 : i32 to f32 loc(fused["tf", "fp"])
// LOC-NEXT: %6 = arith.mulf %arg5, %arg6 : f32 loc(fused["m", "nf", "ng"])
// LOC-NEXT: %7 = arith.divf %arg5, %arg6 : f32 loc(fused["dv", "nf", "ng"])
// LOC-NEXT: %8 = arith.cmpi sle, %arg1, %c4_i32 : i32 loc("cf")
// CHECK-LABEL: func.func @locations(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i8, %arg4: i64, %arg5: f32, %arg6: f32, %arg7: f16) -> (i32, index, bf16, i32, f32, f32, f32, i1) {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.index_castui %arg3 : i8 to index
// CHECK-NEXT: %2 = arith.bitcast %arg7 : f16 to bf16
// CHECK-NEXT: %3 = arith.shrui %arg4, %c32_i64 : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: %5 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %6 = arith.mulf %arg5, %arg6 : f32
// CHECK-NEXT: %7 = arith.divf %arg5, %arg6 : f32
// CHECK-NEXT: %8 = arith.cmpi sle, %arg1, %c4_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %4, %5, %6, %7, %8 : i32, index, bf16, i32, f32, f32, f32, i1
// CHECK-NEXT: }
func.func @locations(%p: i1, %a: i32, %b: i32, %e: i8, %x: i64, %f: f32, %g: f32, %h: f16) -> (i32, index, bf16, i32, f32, f32, f32, i1) {
  %t = arith.constant true loc("t")
  %n = arith.xori %p, %t : i1 loc("n")
  %s = arith.select %n, %a, %b : i32 loc("s")
  %ee = arith.extui %e : i8 to i32 loc("ee")
  %ic = arith.index_castui %ee : i32 to index loc("ic")
  %bc0 = arith.bitcast %h : f16 to i16 loc("bc0")
  %bc1 = arith.bitcast %bc0 : i16 to bf16 loc("bc1")
  %c32 = arith.constant 32 : i64 loc("c32")
  %sh = arith.shrsi %x, %c32 : i64 loc("sh")
  %tr = arith.trunci %sh : i64 to i32 loc("tr")
  %fp = arith.sitofp %a : i32 to f64 loc("fp")
  %tf = arith.truncf %fp : f64 to f32 loc("tf")
  %nf = arith.negf %f : f32 loc("nf")
  %ng = arith.negf %g : f32 loc("ng")
  %m = arith.mulf %nf, %ng : f32 loc("m")
  %dv = arith.divf %nf, %ng : f32 loc("dv")
  %c45 = arith.constant 4.5 : f64 loc("c45")
  %cf = arith.cmpf olt, %fp, %c45 : f64 loc("cf")
  return %s, %ic, %bc1, %tr, %tf, %m, %dv, %cf : i32, index, bf16, i32, f32, f32, f32, i1
}

// Other float formats (the fractional, out-of-range and zero cases).
// CHECK-LABEL: func.func @cmpf_other_float_kinds(%arg0: i8, %arg1: i32, %arg2: i4, %arg3: i100) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i100 = arith.constant 0 : i100
// CHECK-NEXT: %c12345_i100 = arith.constant 12345 : i100
// CHECK-NEXT: %cst = arith.constant 7.000000e+04 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-1_i4 = arith.constant -1 : i4
// CHECK-NEXT: %0 = arith.cmpi slt, %arg2, %c-1_i4 : i4
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg3, %c12345_i100 : i100
// CHECK-NEXT: %2 = arith.cmpi eq, %arg3, %c0_i100 : i100
// CHECK-NEXT: %3 = arith.sitofp %arg1 : i32 to f16
// CHECK-NEXT: %4 = arith.extf %3 : f16 to f32
// CHECK-NEXT: %5 = arith.cmpf olt, %4, %cst : f32
// CHECK-NEXT: return %false, %false, %0, %1, %2, %5 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf_other_float_kinds(%a: i8, %b: i32, %c: i4, %d: i100) -> (i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f8E4M3FN
  %ca = arith.constant 448.0 : f8E4M3FN
  %ra = arith.cmpf oge, %fa, %ca : f8E4M3FN
  %fb = arith.uitofp %b : i32 to bf16
  %cb = arith.constant -2.5 : bf16
  %rb = arith.cmpf ult, %fb, %cb : bf16
  %fc = arith.sitofp %c : i4 to f4E2M1FN
  %cc = arith.constant -1.5 : f4E2M1FN
  %rc = arith.cmpf ole, %fc, %cc : f4E2M1FN
  %fd = arith.sitofp %d : i100 to f128
  %cd = arith.constant 12345.75 : f128
  %rd = arith.cmpf ugt, %fd, %cd : f128
  %fe = arith.uitofp %d : i100 to f80
  %ce = arith.constant 0.0 : f80
  %re = arith.cmpf oeq, %fe, %ce : f80
  %ff = arith.sitofp %b : i32 to f16
  %cf = arith.constant 7.0e4 : f32
  %fg = arith.extf %ff : f16 to f32
  %rf = arith.cmpf olt, %fg, %cf : f32
  return %ra, %rb, %rc, %rd, %re, %rf : i1, i1, i1, i1, i1, i1
}

// Splat constants: the reassociations take scalar constants only, `mulsi_extended` by
// one takes splats.
// CHECK-LABEL: func.func @mulsi_vec(%arg0: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<4xi1> to vector<4xi32>
// CHECK-NEXT: return %arg0, %1 : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
func.func @mulsi_vec(%x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %one = arith.constant dense<1> : vector<4xi32>
  %l, %h = arith.mulsi_extended %x, %one : vector<4xi32>
  return %l, %h : vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @mulsi_idx(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
// CHECK-NEXT: }
func.func @mulsi_idx(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %one : i32
  return %l, %h : i32, i32
}

// CHECK-LABEL: func.func @addneg_vec(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
func.func @addneg_vec(%x: vector<4xi32>, %y: vector<4xi32>) -> vector<4xi32> {
  %m = arith.constant dense<-1> : vector<4xi32>
  %a = arith.muli %y, %m : vector<4xi32>
  %r = arith.addi %x, %a : vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @chain_vec(%arg0: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.addi %0, %cst : vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
func.func @chain_vec(%x: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<3> : vector<4xi32>
  %a = arith.addi %x, %c : vector<4xi32>
  %r = arith.addi %a, %c : vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @xori_vec(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %1 = arith.xori %0, %cst : vector<4xi1>
// CHECK-NEXT: return %1 : vector<4xi1>
// CHECK-NEXT: }
func.func @xori_vec(%x: vector<4xi32>, %y: vector<4xi32>) -> vector<4xi1> {
  %t = arith.constant dense<true> : vector<4xi1>
  %c = arith.cmpi slt, %x, %y : vector<4xi32>
  %r = arith.xori %c, %t : vector<4xi1>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @sel_vec(%arg0: i1, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.select %arg0, %cst, %cst_0 : vector<4xi32>
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
func.func @sel_vec(%c: i1, %x: vector<4xi32>) -> vector<4xi32> {
  %one = arith.constant dense<1> : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %r = arith.select %c, %one, %z : vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @sel_i1vec(%arg0: vector<4xi1>) -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %0 = arith.select %arg0, %cst_0, %cst : vector<4xi1>, vector<4xi1>
// CHECK-NEXT: return %0 : vector<4xi1>
// CHECK-NEXT: }
func.func @sel_i1vec(%c: vector<4xi1>) -> vector<4xi1> {
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %r = arith.select %c, %f, %t : vector<4xi1>, vector<4xi1>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @trunc_ext_vec(%arg0: vector<4xi8>) -> vector<4xi16> {
// CHECK-NEXT: %0 = arith.extsi %arg0 : vector<4xi8> to vector<4xi16>
// CHECK-NEXT: return %0 : vector<4xi16>
// CHECK-NEXT: }
func.func @trunc_ext_vec(%x: vector<4xi8>) -> vector<4xi16> {
  %e = arith.extsi %x : vector<4xi8> to vector<4xi32>
  %t = arith.trunci %e : vector<4xi32> to vector<4xi16>
  return %t : vector<4xi16>
}
