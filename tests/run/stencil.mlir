// Jacobi stencils: a 1-d three-point stencil in f64 with scf loops and a 2-d five-point
// stencil in f32 with affine loops, several sweeps each, swapping buffers through copies.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @jacobi1d(%a: memref<10xf64>, %b: memref<10xf64>, %sweeps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %third = arith.constant 0.33333333333333331 : f64
  scf.for %t = %c0 to %sweeps step %c1 {
    scf.for %i = %c1 to %c9 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %l = memref.load %a[%im] : memref<10xf64>
      %m = memref.load %a[%i] : memref<10xf64>
      %r = memref.load %a[%ip] : memref<10xf64>
      %s0 = arith.addf %l, %m : f64
      %s1 = arith.addf %s0, %r : f64
      %v = arith.mulf %s1, %third : f64
      memref.store %v, %b[%i] : memref<10xf64>
    }
    memref.copy %b, %a : memref<10xf64> to memref<10xf64>
  }
  return
}

func.func @jacobi2d(%a: memref<6x7xf32>, %b: memref<6x7xf32>) {
  %fifth = arith.constant 0.2 : f32
  affine.for %t = 0 to 3 {
    affine.for %i = 1 to 5 {
      affine.for %j = 1 to 6 {
        %c = affine.load %a[%i, %j] : memref<6x7xf32>
        %n = affine.load %a[%i - 1, %j] : memref<6x7xf32>
        %s = affine.load %a[%i + 1, %j] : memref<6x7xf32>
        %w = affine.load %a[%i, %j - 1] : memref<6x7xf32>
        %e = affine.load %a[%i, %j + 1] : memref<6x7xf32>
        %0 = arith.addf %c, %n : f32
        %1 = arith.addf %0, %s : f32
        %2 = arith.addf %1, %w : f32
        %3 = arith.addf %2, %e : f32
        %4 = arith.mulf %3, %fifth : f32
        affine.store %4, %b[%i, %j] : memref<6x7xf32>
      }
    }
    affine.for %i = 1 to 5 {
      affine.for %j = 1 to 6 {
        %v = affine.load %b[%i, %j] : memref<6x7xf32>
        affine.store %v, %a[%i, %j] : memref<6x7xf32>
      }
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<10xf64>
  %b = memref.alloc() : memref<10xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %sq = arith.muli %i, %i : index
    %v = arith.index_cast %sq : index to i64
    %f = arith.sitofp %v : i64 to f64
    memref.store %f, %a[%i] : memref<10xf64>
    memref.store %f, %b[%i] : memref<10xf64>
  }
  %c4 = arith.constant 4 : index
  call @jacobi1d(%a, %b, %c4) : (memref<10xf64>, memref<10xf64>, index) -> ()
  %ua = memref.cast %a : memref<10xf64> to memref<*xf64>
  call @printMemrefF64(%ua) : (memref<*xf64>) -> ()

  %p = memref.alloc() : memref<6x7xf32>
  %q = memref.alloc() : memref<6x7xf32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      %x = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %xf = arith.sitofp %xi : i32 to f32
      affine.store %xf, %p[%i, %j] : memref<6x7xf32>
      affine.store %xf, %q[%i, %j] : memref<6x7xf32>
    }
  }
  call @jacobi2d(%p, %q) : (memref<6x7xf32>, memref<6x7xf32>) -> ()
  %up = memref.cast %p : memref<6x7xf32> to memref<*xf32>
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  2.80247,  6.46914,  11.642,  18.6667,  27.6667,  38.642,  51.4691,  65.8025,  81]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}0,   3,   6,   9,   1,   4,   7],
// CHECK-NEXT:  [7,   5.248,   5.696,   5.704,   3.776,   4.048,   3],
// CHECK-NEXT:  [3,   5.12,   5.128,   4.96,   4.528,   5.856,   10],
// CHECK-NEXT:  [10,   6.4,   5.352,   4.392,   4.576,   5.2,   6],
// CHECK-NEXT:  [6,   5.656,   5.488,   3.56,   4.008,   4.456,   2],
// CHECK-NEXT:  [2,   5,   8,   0,   3,   6,   9]]
