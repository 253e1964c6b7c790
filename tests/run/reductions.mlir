// Reductions: scf.for iter_args with several accumulators, scf.parallel with scf.reduce,
// max/min reductions, and dot products over subviews.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %v = memref.alloc() : memref<100xf32>
  scf.for %i = %c0 to %c100 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c = arith.constant 0.1 : f32
    %g = arith.mulf %f, %c : f32
    %c37 = arith.constant 3.7 : f32
    %h = arith.subf %g, %c37 : f32
    %hh = arith.mulf %h, %h : f32
    memref.store %hh, %v[%i] : memref<100xf32>
  }
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %sum, %max, %min = scf.for %i = %c0 to %c100 step %c1
      iter_args(%s = %zero, %mx = %ninf, %mn = %pinf) -> (f32, f32, f32) {
    %x = memref.load %v[%i] : memref<100xf32>
    %s1 = arith.addf %s, %x : f32
    %mx1 = arith.maximumf %mx, %x : f32
    %mn1 = arith.minimumf %mn, %x : f32
    scf.yield %s1, %mx1, %mn1 : f32, f32, f32
  }
  call @printF32(%sum) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%max) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%min) : (f32) -> ()
  call @printNewline() : () -> ()

  // scf.parallel over a 2-d space with two reductions.
  %zero64 = arith.constant 0.0 : f64
  %zi = arith.constant 0 : i64
  %ps, %pc = scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) init (%zero64, %zi) -> (f64, i64) {
    %ij = arith.muli %i, %j : index
    %x = arith.index_cast %ij : index to i64
    %xf = arith.sitofp %x : i64 to f64
    %k = arith.constant 1 : i64
    scf.reduce(%xf, %k : f64, i64) {
    ^bb0(%a: f64, %b: f64):
      %r = arith.addf %a, %b : f64
      scf.reduce.return %r : f64
    }, {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  call @printF64(%ps) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%pc) : (i64) -> ()
  call @printNewline() : () -> ()

  // Strided views: every other element of the first 20, then a 2-d view.
  %sv = memref.subview %v[10] [10] [2] : memref<100xf32> to memref<10xf32, strided<[2], offset: 10>>
  %dot = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %sv[%i] : memref<10xf32, strided<[2], offset: 10>>
    %y = memref.load %v[%i] : memref<100xf32>
    %p = arith.mulf %x, %y : f32
    %n = arith.addf %acc, %p : f32
    scf.yield %n : f32
  }
  call @printF32(%dot) : (f32) -> ()
  call @printNewline() : () -> ()
  %m2 = memref.reinterpret_cast %v to offset: [3], sizes: [4, 5], strides: [10, 1] : memref<100xf32> to memref<4x5xf32, strided<[10, 1], offset: 3>>
  %u2 = memref.cast %m2 : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %sub = memref.subview %m2[1, 2] [2, 3] [1, 1] : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<2x3xf32, strided<[10, 1], offset: 15>>
  %u3 = memref.cast %sub : memref<2x3xf32, strided<[10, 1], offset: 15>> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  memref.dealloc %v : memref<100xf32>
  return
}

// CHECK: 989.5, 38.44, 0
// CHECK-NEXT: 168, 32
// CHECK-NEXT: 402.321
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 3 sizes = [4, 5] strides = [10, 1] data =
// CHECK-NEXT: {{\[\[}}11.56,   10.89,   10.24,   9.61,   9],
// CHECK-NEXT:  [5.76,   5.29,   4.84,   4.41,   4],
// CHECK-NEXT:  [1.96,   1.69,   1.44,   1.21,   1],
// CHECK-NEXT:  [0.16,   0.09,   0.04,   0.00999998,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 15 sizes = [2, 3] strides = [10, 1] data =
// CHECK-NEXT: {{\[\[}}4.84,   4.41,   4],
// CHECK-NEXT:  [1.44,   1.21,   1]]
