// Builtin float attributes: decimal and hexadecimal input, the printed form for every
// float type, special values.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// f64 is the default type. Values print in scientific notation with 6 significant
// digits (padded to 6 decimals) when that form reads back to the same value.
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f64} : () -> ()
"foo.op"() {a = 1.0} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f64} : () -> ()
"foo.op"() {a = 1.} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -2.500000e+00 : f64} : () -> ()
"foo.op"() {a = -2.5} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0.000000e+00 : f64, b = -0.000000e+00 : f64} : () -> ()
"foo.op"() {a = 0.0, b = -0.0} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e-01 : f64, b = 1.000000e-03 : f64, c = 1.000000e-04 : f64} : () -> ()
"foo.op"() {a = 0.1, b = 0.001, c = 1.0e-4} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+02 : f64, b = 1.000000e+02 : f64, c = 1.500000e+300 : f64, d = 1.000000e-300 : f64} : () -> ()
"foo.op"() {a = 100.0, b = 1.0E+2, c = 1.5e300, d = 1.0e-300} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 3.141590e+00 : f64} : () -> ()
"foo.op"() {a = 3.14159} : () -> ()
// Otherwise the shortest decimal that reads back is printed ...
// CHECK-NEXT: "foo.op"() {a = 1.2345678899999999 : f64} : () -> ()
"foo.op"() {a = 1.23456789} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0.33333333333333331 : f64} : () -> ()
"foo.op"() {a = 0.3333333333333333} : () -> ()
// ... unless it has no '.', in which case the hex bit pattern is printed.
// CHECK-NEXT: "foo.op"() {a = 0x41678C29C0000000 : f64, b = 0x419D6F3454000000 : f64} : () -> ()
"foo.op"() {a = 12345678.0, b = 123456789.0} : () -> ()

// f32.
// CHECK-NEXT: "foo.op"() {a = 1.500000e+00 : f32, b = 1.000000e-10 : f32, c = 1.234560e+05 : f32, d = 1.000000e+06 : f32} : () -> ()
"foo.op"() {a = 1.5 : f32, b = 1.0e-10 : f32, c = 123456.0 : f32, d = 1.0e6 : f32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e-01 : f32, b = 3.000000e-01 : f32, c = 3.000000e+38 : f32} : () -> ()
"foo.op"() {a = 0.1 : f32, b = 0.3 : f32, c = 3.0e38 : f32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0.123456702 : f32} : () -> ()
"foo.op"() {a = 0.1234567 : f32} : () -> ()
// Overflowing decimals become infinity.
// CHECK-NEXT: "foo.op"() {a = 0x7F800000 : f32, b = 0x7FF0000000000000 : f64} : () -> ()
"foo.op"() {a = 1.0e40 : f32, b = 1.0e400 : f64} : () -> ()

// Other IEEE-like types.
// CHECK-NEXT: "foo.op"() {a = 9.997550e-02 : f16, b = 1.099610e+00 : f16, c = 6.550400e+04 : f16, d = -2.500000e+00 : f16} : () -> ()
"foo.op"() {a = 0.1 : f16, b = 1.1 : f16, c = 65504.0 : f16, d = -2.5 : f16} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000980e-01 : bf16, b = 2.000000e+00 : bf16} : () -> ()
"foo.op"() {a = 0.1 : bf16, b = 2.0 : bf16} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 9.997550e-02 : tf32, b = 1.000000e+00 : tf32} : () -> ()
"foo.op"() {a = 0.1 : tf32, b = 1.0 : tf32} : () -> ()
// f80 and f128 print long decimals when 6 digits do not read back.
// CHECK-NEXT: "foo.op"() {a = 0.100000000000000005551 : f80, b = 1.000000e+00 : f80} : () -> ()
"foo.op"() {a = 0.1 : f80, b = 1.0 : f80} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0.100000000000000005551115123125782702 : f128, b = 2.500000e+00 : f128} : () -> ()
"foo.op"() {a = 0.1 : f128, b = 2.5 : f128} : () -> ()

// Small float types; values round to the nearest representable one.
// CHECK-NEXT: "foo.op"() {a = 3.000000e+00 : f8E4M3FN, b = 4.480000e+02 : f8E4M3FN, c = 1.953130e-03 : f8E4M3FN} : () -> ()
"foo.op"() {a = 3.0 : f8E4M3FN, b = 448.0 : f8E4M3FN, c = 1.0e-3 : f8E4M3FN} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 5.000000e-01 : f8E5M2, b = 5.734400e+04 : f8E5M2} : () -> ()
"foo.op"() {a = 0.5 : f8E5M2, b = 57344.0 : f8E5M2} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 2.400000e+02 : f8E4M3, b = 1.550000e+01 : f8E3M4} : () -> ()
"foo.op"() {a = 240.0 : f8E4M3, b = 15.5 : f8E3M4} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f8E5M2FNUZ, b = 1.000000e+00 : f8E4M3FNUZ, c = 1.000000e+00 : f8E4M3B11FNUZ} : () -> ()
"foo.op"() {a = 1.0 : f8E5M2FNUZ, b = 1.0 : f8E4M3FNUZ, c = 1.0 : f8E4M3B11FNUZ} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 4.000000e+00 : f8E8M0FNU, b = 5.000000e-01 : f8E8M0FNU} : () -> ()
"foo.op"() {a = 4.0 : f8E8M0FNU, b = 0.5 : f8E8M0FNU} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f6E2M3FN, b = 7.500000e+00 : f6E2M3FN, c = 2.800000e+01 : f6E3M2FN} : () -> ()
"foo.op"() {a = 1.0 : f6E2M3FN, b = 7.5 : f6E2M3FN, c = 28.0 : f6E3M2FN} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 2.000000e+00 : f4E2M1FN, b = 6.000000e+00 : f4E2M1FN, c = 5.000000e-01 : f4E2M1FN, d = -0.000000e+00 : f4E2M1FN} : () -> ()
"foo.op"() {a = 2.0 : f4E2M1FN, b = 6.0 : f4E2M1FN, c = 0.3 : f4E2M1FN, d = -0.0 : f4E2M1FN} : () -> ()
// Out of range for a type without infinity: NaN.
// CHECK-NEXT: "foo.op"() {a = 0x7F : f8E4M3FN} : () -> ()
"foo.op"() {a = 1000.0 : f8E4M3FN} : () -> ()

// Hexadecimal bit patterns; infinities and NaNs are always printed in hex.
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32} : () -> ()
"foo.op"() {a = 0x3F800000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x7FC00000 : f32, b = 0x7FC00001 : f32, c = 0xFFC00000 : f32} : () -> ()
"foo.op"() {a = 0x7FC00000 : f32, b = 0x7FC00001 : f32, c = 0xFFC00000 : f32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.401300e-45 : f32, b = 0.000000e+00 : f32} : () -> ()
"foo.op"() {a = 0x00000001 : f32, b = 0x0 : f32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x7FF0000000000000 : f64, b = 0xFFF0000000000000 : f64, c = 0x7FF8000000000000 : f64} : () -> ()
"foo.op"() {a = 0x7FF0000000000000 : f64, b = 0xFFF0000000000000 : f64, c = 0x7FF8000000000000 : f64} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : f16, b = 0x7C00 : f16, c = 0xFC00 : f16, d = 0x7E00 : f16, e = 5.960460e-08 : f16, f = -0.000000e+00 : f16} : () -> ()
"foo.op"() {a = 0x3C00 : f16, b = 0x7C00 : f16, c = 0xFC00 : f16, d = 0x7E00 : f16, e = 0x0001 : f16, f = 0x8000 : f16} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 2.000000e+00 : bf16, b = 0x7F80 : bf16, c = 0x7FFF : bf16} : () -> ()
"foo.op"() {a = 0x4000 : bf16, b = 0x7F80 : bf16, c = 0x7FFF : bf16} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 1.000000e+00 : tf32, b = 0x3FC00 : tf32} : () -> ()
"foo.op"() {a = 0x1FC00 : tf32, b = 0x3FC00 : tf32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x7FFF8000000000000000 : f80} : () -> ()
"foo.op"() {a = 0x7FFF8000000000000000 : f80} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
"foo.op"() {a = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x7F : f8E5M2, b = 0x7C : f8E5M2, c = 0x7F : f8E4M3FN, d = 4.480000e+02 : f8E4M3FN} : () -> ()
"foo.op"() {a = 0x7F : f8E5M2, b = 0x7C : f8E5M2, c = 0x7F : f8E4M3FN, d = 0x7E : f8E4M3FN} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x80 : f8E5M2FNUZ, b = 0x80 : f8E4M3FNUZ, c = 0x80 : f8E4M3B11FNUZ} : () -> ()
"foo.op"() {a = 0x80 : f8E5M2FNUZ, b = 0x80 : f8E4M3FNUZ, c = 0x80 : f8E4M3B11FNUZ} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0x78 : f8E4M3, b = 0x7F : f8E3M4, c = 0xFF : f8E8M0FNU, d = 1.000000e+00 : f8E8M0FNU} : () -> ()
"foo.op"() {a = 0x78 : f8E4M3, b = 0x7F : f8E3M4, c = 0xFF : f8E8M0FNU, d = 0x7F : f8E8M0FNU} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 7.500000e+00 : f6E2M3FN, b = 2.800000e+01 : f6E3M2FN, c = 6.000000e+00 : f4E2M1FN, d = -6.000000e+00 : f4E2M1FN, e = 1.953130e-03 : f8E4M3FN} : () -> ()
"foo.op"() {a = 0x1F : f6E2M3FN, b = 0x1F : f6E3M2FN, c = 0x7 : f4E2M1FN, d = 0xF : f4E2M1FN, e = 0x1 : f8E4M3FN} : () -> ()
// A hex literal without a float type is an integer.
// CHECK-NEXT: "foo.op"() {a = 9221120237041090560 : i64} : () -> ()
"foo.op"() {a = 0x7FF8000000000000} : () -> ()

// Floats in arrays: the f64 type is elided, other types are kept.
// CHECK-NEXT: "foo.op"() {a = [1.000000e+00, 2.500000e+00 : f32, 0x7F800000 : f32, 0x7FF0000000000000 : f64, 1.000000e+00 : f16]} : () -> ()
"foo.op"() {a = [1.0, 2.5 : f32, 0x7F800000 : f32, 0x7FF0000000000000 : f64, 1.0 : f16]} : () -> ()

// CHECK-NEXT: }) : () -> ()
