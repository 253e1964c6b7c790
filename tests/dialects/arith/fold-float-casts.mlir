// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// extf(truncf(x)) -> x when both carry `contract` (`fast` includes it) and the types
// match; truncf(extf(x)) only when the extension is lossless (isRepresentableBy); exact
// constant conversions fold, including quiet NaNs, f80/f128 and the small formats.

// CHECK-LABEL: func.func @a(%arg0: f32, %arg1: f16) -> (f32, f32, f32, f32, f16) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %0 fastmath<contract> : f16 to f32
// CHECK-NEXT: return %arg0, %1, %arg0, %arg0, %arg1 : f32, f32, f32, f32, f16
// CHECK-LABEL: func.func @b() -> (f32, f32, f64, f32, f16, f32, f128, f80, f64, f16, bf16, f32) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.500000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.10000002384185791016 : f80
// CHECK-NEXT: %cst_2 = arith.constant 1.10000002384185791015625 : f128
// CHECK-NEXT: %cst_3 = arith.constant 0.0999755859 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7F81 : bf16
// CHECK-NEXT: %cst_6 = arith.constant 1.100000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_9 = arith.constant 1.1000000238418579 : f64
// CHECK-NEXT: %0 = arith.extf %cst_5 : bf16 to f32
// CHECK-NEXT: %1 = arith.truncf %cst_4 : f32 to f16
// CHECK-NEXT: %2 = arith.truncf %cst_6 : f32 to f16
// CHECK-NEXT: %3 = arith.truncf %cst_6 downward : f32 to bf16
// CHECK-NEXT: "foo.use"(%cst) : (vector<2xf32>) -> ()
// CHECK-NEXT: return %cst_7, %cst_8, %cst_9, %0, %1, %cst_3, %cst_2, %cst_1, %cst_0, %2, %3, %cst_7 : f32, f32, f64, f32, f16, f32, f128, f80, f64, f16, bf16, f32
// CHECK-LABEL: func.func @c() -> (f16, f32, f16, f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : f16, f32, f16, f32
// CHECK-LABEL: func.func @d(%arg0: f8E8M0FNU, %arg1: f4E2M1FN) -> (f8E8M0FNU, f4E2M1FN, f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f8E8M0FNU to f16
// CHECK-NEXT: %1 = arith.truncf %0 : f16 to f8E8M0FNU
// CHECK-NEXT: %2 = arith.extf %arg0 : f8E8M0FNU to f32
// CHECK-NEXT: %3 = arith.truncf %2 : f32 to f8E8M0FNU
// CHECK-NEXT: return %1, %arg1, %3 : f8E8M0FNU, f4E2M1FN, f8E8M0FNU
// CHECK-LABEL: func.func @e() -> (f16, f16, f32, bf16, f16, f32, f32, f16, f32, f64, f32, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7FFFE000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.52587891E-5 : f32
// CHECK-NEXT: %cst_5 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_6 = arith.constant 0xFFC0 : bf16
// CHECK-NEXT: %cst_7 = arith.constant 0x7FF00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.17549421E-38 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %0 = arith.truncf %cst_9 : f32 to f16
// CHECK-NEXT: %1 = arith.truncf %cst_8 : f32 to f16
// CHECK-NEXT: return %cst_10, %0, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %1 : f16, f16, f32, bf16, f16, f32, f32, f16, f32, f64, f32, f16
// CHECK-LABEL: func.func @n() -> (f16, f32, f64, bf16, f32, f64, f32, f64, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x7F80 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0xFFFFE000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0xFFFFFC0000000000 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0x7FF00000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0x7FF80000 : f32
// CHECK-NEXT: %cst_9 = arith.constant -1.03947349E+34 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_3, %cst_9 : f16, f32, f64, bf16, f32, f64, f32, f64, f32, f32, f32, f32
// CHECK-LABEL: func.func @t() -> (f8E5M2FNUZ, tf32, f8E8M0FNU, f8E4M3, f8E5M2FNUZ) {
// CHECK-NEXT: %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7C : f8E4M3
// CHECK-NEXT: %cst_1 = arith.constant 0x3FE00 : tf32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %0 = arith.truncf %cst_2 : f32 to f8E5M2FNUZ
// CHECK-NEXT: %1 = arith.truncf %cst_2 : f32 to f8E8M0FNU
// CHECK-NEXT: %2 = arith.truncf %cst : f16 to f8E5M2FNUZ
// CHECK-NEXT: return %0, %cst_1, %1, %cst_0, %2 : f8E5M2FNUZ, tf32, f8E8M0FNU, f8E4M3, f8E5M2FNUZ
func.func @a(%x: f32, %h: f16) -> (f32, f32, f32, f32, f16) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  %t2 = arith.truncf %x : f32 to f16
  %e2 = arith.extf %t2 fastmath<contract> : f16 to f32
  %t3 = arith.truncf %x fastmath<fast> : f32 to f16
  %e3 = arith.extf %t3 fastmath<fast> : f16 to f32
  %t4 = arith.truncf %x fastmath<contract> : f32 to bf16
  %e4 = arith.extf %t4 fastmath<contract> : bf16 to f64
  %q = arith.extf %h : f16 to f32
  %r = arith.truncf %q : f32 to f16
  return %e, %e2, %e3, %x, %r : f32, f32, f32, f32, f16
}
func.func @b() -> (f32, f32, f64, f32, f16, f32, f128, f80, f64, f16, bf16, f32) {
  %c = arith.constant 0x7FC00000 : f32
  %n = arith.constant 0x7FC0 : bf16
  %e = arith.extf %n : bf16 to f32
  %s = arith.constant 0x7F80 : bf16
  %e1 = arith.extf %s : bf16 to f32
  %d = arith.constant 1.1 : f32
  %e2 = arith.extf %d : f32 to f64
  %sn = arith.constant 0x7F81 : bf16
  %e3 = arith.extf %sn : bf16 to f32
  %big = arith.constant 1.0e10 : f32
  %t = arith.truncf %big : f32 to f16
  %p = arith.constant 0.1 : f16
  %e4 = arith.extf %p : f16 to f32
  %e5 = arith.extf %d : f32 to f128
  %e6 = arith.extf %d : f32 to f80
  %q = arith.constant 0.1 : f128
  %t5 = arith.truncf %q : f128 to f64
  %t6 = arith.truncf %d : f32 to f16
  %t7 = arith.truncf %d downward : f32 to bf16
  %v = arith.constant dense<[1.0, 2.5]> : vector<2xf16>
  %ev = arith.extf %v : vector<2xf16> to vector<2xf32>
  "foo.use"(%ev) : (vector<2xf32>) -> ()
  return %e, %e1, %e2, %e3, %t, %e4, %e5, %e6, %t5, %t6, %t7, %c : f32, f32, f64, f32, f16, f32, f128, f80, f64, f16, bf16, f32
}
func.func @c() -> (f16, f32, f16, f32) {
  %a = arith.constant 1.5 : f8E8M0FNU
  %e = arith.extf %a : f8E8M0FNU to f16
  %b = arith.constant 2.0 : f8E4M3FN
  %e2 = arith.extf %b : f8E4M3FN to f32
  %x = arith.constant 4.0 : f32
  %t = arith.truncf %x : f32 to f8E8M0FNU
  %e3 = arith.extf %t : f8E8M0FNU to f16
  %y = arith.constant 4.0 : f16
  %t4 = arith.truncf %y : f16 to f8E4M3FN
  %e4 = arith.extf %t4 : f8E4M3FN to f32
  return %e, %e2, %e3, %e4 : f16, f32, f16, f32
}
func.func @d(%a: f8E8M0FNU, %b: f4E2M1FN) -> (f8E8M0FNU, f4E2M1FN, f8E8M0FNU) {
  %e = arith.extf %a : f8E8M0FNU to f16
  %t = arith.truncf %e : f16 to f8E8M0FNU
  %e2 = arith.extf %b : f4E2M1FN to f16
  %t2 = arith.truncf %e2 : f16 to f4E2M1FN
  %e3 = arith.extf %a : f8E8M0FNU to f32
  %t3 = arith.truncf %e3 : f32 to f8E8M0FNU
  return %t, %t2, %t3 : f8E8M0FNU, f4E2M1FN, f8E8M0FNU
}
func.func @e() -> (f16, f16, f32, bf16, f16, f32, f32, f16, f32, f64, f32, f16) {
  %a = arith.constant 0x7FC00000 : f32
  %t = arith.truncf %a : f32 to f16
  %b = arith.constant 0x7FC00001 : f32
  %t2 = arith.truncf %b : f32 to f16
  %c = arith.constant 0x7F : f8E4M3FN
  %e = arith.extf %c : f8E4M3FN to f32
  %d = arith.constant 0xFFC00000 : f32
  %t3 = arith.truncf %d : f32 to bf16
  %f = arith.constant -0.0 : f32
  %t4 = arith.truncf %f : f32 to f16
  %g = arith.constant 0x01 : f8E5M2
  %e2 = arith.extf %g : f8E5M2 to f32
  %h = arith.constant 0x80 : f8E5M2FNUZ
  %e3 = arith.extf %h : f8E5M2FNUZ to f32
  %i = arith.constant 5.96046448E-8 : f32
  %t5 = arith.truncf %i : f32 to f16
  %j = arith.constant 0x7 : f4E2M1FN
  %e4 = arith.extf %j : f4E2M1FN to f32
  %k = arith.constant 0xFF : f8E8M0FNU
  %e5 = arith.extf %k : f8E8M0FNU to f64
  %l = arith.constant 0x7FFF : f16
  %e6 = arith.extf %l : f16 to f32
  %m = arith.constant 0x7FFFFF : f32
  %t6 = arith.truncf %m : f32 to f16
  return %t, %t2, %e, %t3, %t4, %e2, %e3, %t5, %e4, %e5, %e6, %t6 : f16, f16, f32, bf16, f16, f32, f32, f16, f32, f64, f32, f16
}
func.func @n() -> (f16, f32, f64, bf16, f32, f64, f32, f64, f32, f32, f32, f32) {
  %k = arith.constant 0xFF : f8E8M0FNU
  %a = arith.extf %k : f8E8M0FNU to f16
  %b = arith.extf %k : f8E8M0FNU to f32
  %c = arith.extf %k : f8E8M0FNU to f64
  %d = arith.extf %k : f8E8M0FNU to bf16
  %u = arith.constant 0x80 : f8E4M3FNUZ
  %e = arith.extf %u : f8E4M3FNUZ to f32
  %f = arith.extf %u : f8E4M3FNUZ to f64
  %v = arith.constant 0x7FFFF : tf32
  %g = arith.extf %v : tf32 to f32
  %h = arith.extf %v : tf32 to f64
  %w = arith.constant 0x7F : f8E4M3
  %i = arith.extf %w : f8E4M3 to f32
  %x = arith.constant 0x7F : f8E3M4
  %j = arith.extf %x : f8E3M4 to f32
  %y = arith.constant 0x80 : f8E4M3B11FNUZ
  %l = arith.extf %y : f8E4M3B11FNUZ to f32
  %z = arith.constant 0x7C001 : tf32
  %m = arith.extf %z : tf32 to f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %l, %m : f16, f32, f64, bf16, f32, f64, f32, f64, f32, f32, f32, f32
}
func.func @t() -> (f8E5M2FNUZ, tf32, f8E8M0FNU, f8E4M3, f8E5M2FNUZ) {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.truncf %a : f32 to f8E5M2FNUZ
  %c = arith.truncf %a : f32 to tf32
  %d = arith.truncf %a : f32 to f8E8M0FNU
  %e = arith.truncf %a : f32 to f8E4M3
  %f = arith.constant 0x80 : f8E4M3FNUZ
  %g = arith.extf %f : f8E4M3FNUZ to f16
  %h = arith.truncf %g : f16 to f8E5M2FNUZ
  return %b, %c, %d, %e, %h : f8E5M2FNUZ, tf32, f8E8M0FNU, f8E4M3, f8E5M2FNUZ
}
