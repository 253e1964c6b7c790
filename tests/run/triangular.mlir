// Triangular and bounded loop nests: affine bounds with max/min, symbols, non-unit steps,
// affine.if guards, and a lower-triangular matrix-vector product in i64.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<6x6xi64>
  %zero = arith.constant 0 : i64
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.store %zero, %m[%i, %j] : memref<6x6xi64>
    }
  }
  // Lower triangle (j <= i) gets i * 10 + j.
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i64
      affine.store %vi, %m[%i, %j] : memref<6x6xi64>
    }
  }
  // Upper band (i < j < min(i + 3, 6)), step 2, gets -1.
  %neg = arith.constant -1 : i64
  affine.for %i = 0 to 6 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to min affine_map<(d0) -> (d0 + 3, 6)>(%i) step 2 {
      affine.store %neg, %m[%i, %j] : memref<6x6xi64>
    }
  }
  %u = memref.cast %m : memref<6x6xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()

  // y = L x for the lower triangle, x = [1, 2, ..., 6].
  %y = memref.alloca() : memref<6xi64>
  affine.for %i = 0 to 6 {
    %s = affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) iter_args(%acc = %zero) -> (i64) {
      %l = affine.load %m[%i, %j] : memref<6x6xi64>
      %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %xi = arith.index_cast %x : index to i64
      %p = arith.muli %l, %xi : i64
      %n = arith.addi %acc, %p : i64
      affine.yield %n : i64
    }
    affine.store %s, %y[%i] : memref<6xi64>
  }
  %uy = memref.cast %y : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%uy) : (memref<*xi64>) -> ()

  // affine.if with a symbol: count the points of a 7x7 square with i + j >= n, i != j.
  %n = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %count = affine.for %i = 0 to 7 iter_args(%c = %zero) -> (i64) {
    %ci = affine.for %j = max affine_map<(d0) -> (0, d0 - 4)>(%i) to 7 iter_args(%cj = %c) -> (i64) {
      %r = affine.if affine_set<(d0, d1)[s0] : (d0 + d1 - s0 >= 0)>(%i, %j)[%n] -> i64 {
        %eq = arith.cmpi eq, %i, %j : index
        %add = arith.select %eq, %zero, %one : i64
        %t = arith.addi %cj, %add : i64
        affine.yield %t : i64
      } else {
        affine.yield %cj : i64
      }
      affine.yield %r : i64
    }
    affine.yield %ci : i64
  }
  call @printI64(%count) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<6x6xi64>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0,   -1,   0,   0,   0,   0],
// CHECK-NEXT:  [10,   11,   -1,   0,   0,   0],
// CHECK-NEXT:  [20,   21,   22,   -1,   0,   0],
// CHECK-NEXT:  [30,   31,   32,   33,   -1,   0],
// CHECK-NEXT:  [40,   41,   42,   43,   44,   -1],
// CHECK-NEXT:  [50,   51,   52,   53,   54,   55]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  32,  128,  320,  640,  1120]
// CHECK-NEXT: 27
