// Vector values: dense constants, elementwise arith on vectors (integer wraparound, float
// rounding, comparisons and selects), broadcasts with stretching and extracts.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @show4xi8(%v: vector<4xi8>) {
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  %c = vector.extract %v[2] : i8 from vector<4xi8>
  %d = vector.extract %v[3] : i8 from vector<4xi8>
  %ae = arith.extsi %a : i8 to i64
  %be = arith.extsi %b : i8 to i64
  %ce = arith.extsi %c : i8 to i64
  %de = arith.extsi %d : i8 to i64
  call @printI64(%ae) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%be) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ce) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%de) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[100, -100, 127, 3]> : vector<4xi8>
  %y = arith.constant dense<[100, 50, 1, -7]> : vector<4xi8>
  %s = arith.addi %x, %y : vector<4xi8>
  call @show4xi8(%s) : (vector<4xi8>) -> ()
  %m = arith.muli %x, %y : vector<4xi8>
  call @show4xi8(%m) : (vector<4xi8>) -> ()
  %lt = arith.cmpi slt, %x, %y : vector<4xi8>
  %sel = arith.select %lt, %x, %y : vector<4xi1>, vector<4xi8>
  call @show4xi8(%sel) : (vector<4xi8>) -> ()
  %five = arith.constant 5 : i8
  %b = vector.broadcast %five : i8 to vector<4xi8>
  %r = arith.remsi %x, %b : vector<4xi8>
  call @show4xi8(%r) : (vector<4xi8>) -> ()

  %f = arith.constant dense<[[1.5, -2.25, 3.0], [0.1, 1.0e10, -0.0]]> : vector<2x3xf32>
  %row = arith.constant dense<[2.0, 0.5, -1.0]> : vector<3xf32>
  %rb = vector.broadcast %row : vector<3xf32> to vector<2x3xf32>
  %p = arith.mulf %f, %rb : vector<2x3xf32>
  %r1 = vector.extract %p[1] : vector<3xf32> from vector<2x3xf32>
  %e0 = vector.extract %r1[0] : f32 from vector<3xf32>
  %e1 = vector.extract %r1[1] : f32 from vector<3xf32>
  %e2 = vector.extract %p[0, 1] : f32 from vector<2x3xf32>
  %e3 = vector.extract %p[1, 2] : f32 from vector<2x3xf32>
  %d0 = arith.extf %e0 : f32 to f64
  %d1 = arith.extf %e1 : f32 to f64
  %d2 = arith.extf %e2 : f32 to f64
  %d3 = arith.extf %e3 : f32 to f64
  call @printF64(%d0) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%d1) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%d2) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%d3) : (f64) -> ()
  call @printNewline() : () -> ()
  %c1 = arith.constant 1 : index
  %dyn = vector.extract %p[%c1, 0] : f32 from vector<2x3xf32>
  %dd = arith.extf %dyn : f32 to f64
  call @printF64(%dd) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: -56, -50, -128, -4
// CHECK-NEXT: 16, 120, 127, -21
// CHECK-NEXT: 100, -100, 1, -7
// CHECK-NEXT: 0, 0, 2, 3
// CHECK-NEXT: 0.2, 5e+09, -1.125, 0
// CHECK-NEXT: 0.2
