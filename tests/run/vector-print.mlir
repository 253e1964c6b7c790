// vector.print of scalars and vectors of every printable element type (i1, i8, i32,
// i64, index, f16, bf16, f32, f64), n-D and 0-D vectors, punctuation and strings: the
// interpreter prints them directly, the compiled backends after convert-vector-to-scf
// and convert-vector-to-llvm (calls of printI64, printU64, printF16, ..., printString).
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s

func.func @scalars() {
  %t = arith.constant true
  %b = arith.constant -5 : i8
  %i = arith.constant -123456 : i32
  %l = arith.constant 9007199254740993 : i64
  %x = arith.constant 42 : index
  %h = arith.constant 1.5 : f16
  %g = arith.constant -2.75 : bf16
  %f = arith.constant 3.25 : f32
  %d = arith.constant 1.0e-7 : f64
  vector.print %t : i1
  vector.print %b : i8
  vector.print %i : i32
  vector.print %l : i64
  vector.print %x : index
  vector.print %h : f16
  vector.print %g : bf16
  vector.print %f : f32
  vector.print %d : f64
  return
}

func.func @vectors() {
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %b = arith.constant dense<[-128, 127, 0, -1]> : vector<4xi8>
  %i = arith.constant dense<[[1, -2, 3], [-4, 5, -6]]> : vector<2x3xi32>
  %l = arith.constant dense<[-9223372036854775808, 9223372036854775807]> : vector<2xi64>
  %x = arith.constant dense<[0, 7, 65536]> : vector<3xindex>
  %h = arith.constant dense<[0.5, -1.0, 65504.0]> : vector<3xf16>
  %g = arith.constant dense<[1.0, 3.0e38]> : vector<2xbf16>
  %f = arith.constant dense<[[[1.0, 2.5], [-0.125, 1.0e10]], [[3.0, 4.0], [5.0, 6.0]]]> : vector<2x2x2xf32>
  %d = arith.constant dense<[0.1, -0.2, 1.0e100, 4.0]> : vector<4xf64>
  %z = arith.constant dense<8.0> : vector<f64>
  %n = arith.constant dense<[[true], [false]]> : vector<2x1xi1>
  vector.print %m : vector<4xi1>
  vector.print %b : vector<4xi8>
  vector.print %i : vector<2x3xi32>
  vector.print %l : vector<2xi64>
  vector.print %x : vector<3xindex>
  vector.print %h : vector<3xf16>
  vector.print %g : vector<2xbf16>
  vector.print %f : vector<2x2x2xf32>
  vector.print %d : vector<4xf64>
  vector.print %z : vector<f64>
  vector.print %n : vector<2x1xi1>
  return
}

func.func @computed(%a: vector<2x3xf32>, %s: f32) {
  %sv = vector.broadcast %s : f32 to vector<2x3xf32>
  %r = arith.mulf %a, %sv : vector<2x3xf32>
  vector.print %r : vector<2x3xf32> punctuation <comma>
  vector.print %r : vector<2x3xf32>
  %e = vector.extract %r[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %e : vector<3xf32> punctuation <no_punctuation>
  vector.print punctuation <newline>
  return
}

func.func @main() {
  call @scalars() : () -> ()
  call @vectors() : () -> ()
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %s = arith.constant 0.5 : f32
  call @computed(%a, %s) : (vector<2x3xf32>, f32) -> ()
  vector.print punctuation <open>
  %c = arith.constant 7 : i32
  vector.print %c : i32 punctuation <comma>
  vector.print %c : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  vector.print str "hello, world\n"
  vector.print str "no newline: "
  vector.print str "done\n"
  return
}

// Expected output: mlir-runner 22 on mlir-opt's lowering of this file.
// CHECK: 1
// CHECK-NEXT: -5
// CHECK-NEXT: -123456
// CHECK-NEXT: 9007199254740993
// CHECK-NEXT: 42
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2.75
// CHECK-NEXT: 3.25
// CHECK-NEXT: 1e-07
// CHECK-NEXT: ( 1, 0, 1, 1 )
// CHECK-NEXT: ( -128, 127, 0, -1 )
// CHECK-NEXT: ( ( 1, -2, 3 ), ( -4, 5, -6 ) )
// CHECK-NEXT: ( -9223372036854775808, 9223372036854775807 )
// CHECK-NEXT: ( 0, 7, 65536 )
// CHECK-NEXT: ( 0.5, -1, 65504 )
// CHECK-NEXT: ( 1, 3.00406e+38 )
// CHECK-NEXT: ( ( ( 1, 2.5 ), ( -0.125, 1e+10 ) ), ( ( 3, 4 ), ( 5, 6 ) ) )
// CHECK-NEXT: ( 0.1, -0.2, 1e+100, 4 )
// CHECK-NEXT: ( 8 )
// CHECK-NEXT: ( ( 1 ), ( 0 ) )
// CHECK-NEXT: ( ( 0.5, 1, 1.5 ), ( 2, 2.5, 3 ) ), ( ( 0.5, 1, 1.5 ), ( 2, 2.5, 3 ) )
// CHECK-NEXT: ( 2, 2.5, 3 )
// CHECK-NEXT: ( 7, 7 )
// CHECK-NEXT: hello, world
// CHECK-NEXT: no newline: done
