// Float semantics: f16, bf16, f32 and f64 arithmetic with rounding to each format,
// conversions between them and to and from integers, comparisons with NaN, infinities,
// signed zeros and the printers' formatting of small, large and special values.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @show16(%x: f16) {
  %e = arith.extf %x : f16 to f32
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  return
}

func.func @showbf(%x: bf16) {
  %e = arith.extf %x : bf16 to f64
  call @printF64(%e) : (f64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @show_i1(%x: i1) {
  %s = arith.extui %x : i1 to i64
  call @printI64(%s) : (i64) -> ()
  return
}

func.func @main() {
  // f16: 1/3 rounded, accumulation error, overflow to inf.
  %one = arith.constant 1.0 : f16
  %three = arith.constant 3.0 : f16
  %third = arith.divf %one, %three : f16
  call @show16(%third) : (f16) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %tenth = arith.constant 0.1 : f16
  %z16 = arith.constant 0.0 : f16
  %acc = scf.for %i = %c0 to %c100 step %c1 iter_args(%a = %z16) -> (f16) {
    %n = arith.addf %a, %tenth : f16
    scf.yield %n : f16
  }
  call @show16(%acc) : (f16) -> ()
  %big = arith.constant 60000.0 : f16
  %inf = arith.addf %big, %big : f16
  call @show16(%inf) : (f16) -> ()
  %tiny = arith.constant 6.0e-8 : f16
  call @show16(%tiny) : (f16) -> ()
  call @printNewline() : () -> ()

  // bf16.
  %b1 = arith.constant 1.0 : bf16
  %b3 = arith.constant 3.0 : bf16
  %bt = arith.divf %b1, %b3 : bf16
  call @showbf(%bt) : (bf16) -> ()
  %bp = arith.constant 3.14159 : bf16
  %bq = arith.mulf %bp, %bp : bf16
  call @showbf(%bq) : (bf16) -> ()
  %f32v = arith.constant 1.00390625 : f32
  %tr = arith.truncf %f32v : f32 to bf16
  call @showbf(%tr) : (bf16) -> ()
  %f32w = arith.constant 1.01171875 : f32
  %tw = arith.truncf %f32w : f32 to bf16
  call @showbf(%tw) : (bf16) -> ()
  call @printNewline() : () -> ()

  // f32 and f64 printing.
  %v0 = arith.constant 0.1 : f32
  call @printF32(%v0) : (f32) -> ()
  call @printComma() : () -> ()
  %v1 = arith.constant 123456789.0 : f32
  call @printF32(%v1) : (f32) -> ()
  call @printComma() : () -> ()
  %v2 = arith.constant 1.0e-5 : f64
  call @printF64(%v2) : (f64) -> ()
  call @printComma() : () -> ()
  %v3 = arith.constant -0.0 : f64
  call @printF64(%v3) : (f64) -> ()
  call @printComma() : () -> ()
  %v4 = arith.constant 1.0e300 : f64
  %v5 = arith.mulf %v4, %v4 : f64
  call @printF64(%v5) : (f64) -> ()
  call @printComma() : () -> ()
  %v6 = arith.subf %v5, %v5 : f64
  %v6n = arith.negf %v6 : f64
  call @printF64(%v6n) : (f64) -> ()
  call @printComma() : () -> ()
  %v7 = arith.constant 999999.5 : f64
  call @printF64(%v7) : (f64) -> ()
  call @printComma() : () -> ()
  %v8 = arith.constant 2.5e-310 : f64
  call @printF64(%v8) : (f64) -> ()
  call @printComma() : () -> ()
  %v9 = arith.constant 7.0 : f64
  %v10 = arith.constant 2.5 : f64
  %v11 = arith.remf %v9, %v10 : f64
  call @printF64(%v11) : (f64) -> ()
  call @printNewline() : () -> ()

  // Comparisons with NaN and signed zero.
  %nan = arith.constant 0x7FC00000 : f32
  %x = arith.constant 1.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %c_1 = arith.cmpf oeq, %nan, %nan : f32
  call @show_i1(%c_1) : (i1) -> ()
  %c_2 = arith.cmpf une, %nan, %nan : f32
  call @show_i1(%c_2) : (i1) -> ()
  %c_3 = arith.cmpf ult, %nan, %x : f32
  call @show_i1(%c_3) : (i1) -> ()
  %c_4 = arith.cmpf olt, %nan, %x : f32
  call @show_i1(%c_4) : (i1) -> ()
  %c_5 = arith.cmpf oeq, %pz, %nz : f32
  call @show_i1(%c_5) : (i1) -> ()
  %c_6 = arith.cmpf ord, %x, %x : f32
  call @show_i1(%c_6) : (i1) -> ()
  %c_7 = arith.cmpf uno, %x, %nan : f32
  call @show_i1(%c_7) : (i1) -> ()
  call @printNewline() : () -> ()
  %mx = arith.maximumf %pz, %nz : f32
  call @printF32(%mx) : (f32) -> ()
  call @printComma() : () -> ()
  %mn = arith.minimumf %pz, %nz : f32
  call @printF32(%mn) : (f32) -> ()
  call @printComma() : () -> ()
  %mnum = arith.maxnumf %nan, %x : f32
  call @printF32(%mnum) : (f32) -> ()
  call @printNewline() : () -> ()

  // Conversions.
  %fv = arith.constant -2.75 : f64
  %si = arith.fptosi %fv : f64 to i32
  %sie = arith.extsi %si : i32 to i64
  call @printI64(%sie) : (i64) -> ()
  call @printComma() : () -> ()
  %fu = arith.constant 300.9 : f32
  %ui = arith.fptoui %fu : f32 to i16
  %uie = arith.extui %ui : i16 to i64
  call @printI64(%uie) : (i64) -> ()
  call @printComma() : () -> ()
  %iv = arith.constant 16777217 : i32
  %ivf = arith.sitofp %iv : i32 to f32
  call @printF32(%ivf) : (f32) -> ()
  call @printComma() : () -> ()
  %uv = arith.constant -1 : i8
  %uvf = arith.uitofp %uv : i8 to f16
  call @show16(%uvf) : (f16) -> ()
  %d = arith.constant 0.1 : f64
  %dt = arith.truncf %d : f64 to f32
  %de = arith.extf %dt : f32 to f64
  call @printF64(%de) : (f64) -> ()
  call @printComma() : () -> ()
  %bits = arith.bitcast %x : f32 to i32
  %bitse = arith.extui %bits : i32 to i64
  call @printI64(%bitse) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 0.333252, 10.0781, inf, 5.96046e-08,
// CHECK-NEXT: 0.333984, 9.875, 1, 1.01562,
// CHECK-NEXT: 0.1, 1.23457e+08, 1e-05, -0, inf, -nan, 1e+06, 2.5e-310, 2
// CHECK-NEXT: 0110111
// CHECK-NEXT: 0, -0, 1
// CHECK-NEXT: -2, 300, 1.67772e+07, 255, 0.1, 1065353216
