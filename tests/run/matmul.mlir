// Naive matrix multiplication written with affine loops, on f32 and i32.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @matmul_f32(%a: memref<4x3xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 3 {
        %x = affine.load %a[%i, %k] : memref<4x3xf32>
        %y = affine.load %b[%k, %j] : memref<3x5xf32>
        %p = arith.mulf %x, %y : f32
        %s = affine.load %c[%i, %j] : memref<4x5xf32>
        %t = arith.addf %s, %p : f32
        affine.store %t, %c[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<4x3xf32>
  %b = memref.alloc() : memref<3x5xf32>
  %c = memref.alloc() : memref<4x5xf32>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 3 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%i, %k)
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      %vh = arith.mulf %vf, %half : f32
      affine.store %vh, %a[%i, %k] : memref<4x3xf32>
    }
  }
  affine.for %k = 0 to 3 {
    affine.for %j = 0 to 5 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 2)>(%k, %j)
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      affine.store %vf, %b[%k, %j] : memref<3x5xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.store %zero, %c[%i, %j] : memref<4x5xf32>
    }
  }
  call @matmul_f32(%a, %b, %c) : (memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()
  %u = memref.cast %c : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // The same product in i32 with scf loops and an accumulator.
  %ai = memref.alloc() : memref<3x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = arith.addi %i, %j : index
      %p = arith.muli %s, %c3 : index
      %q = arith.subi %p, %j : index
      %v = arith.index_cast %q : index to i32
      memref.store %v, %ai[%i, %j] : memref<3x3xi32>
    }
  }
  %ci = memref.alloc() : memref<3x3xi32>
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i32) {
        %x = memref.load %ai[%i, %k] : memref<3x3xi32>
        %y = memref.load %ai[%k, %j] : memref<3x3xi32>
        %p = arith.muli %x, %y : i32
        %n = arith.addi %acc, %p : i32
        scf.yield %n : i32
      }
      memref.store %sum, %ci[%i, %j] : memref<3x3xi32>
    }
  }
  %ui = memref.cast %ci : memref<3x3xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<4x3xf32>
  memref.dealloc %b : memref<3x5xf32>
  memref.dealloc %c : memref<4x5xf32>
  memref.dealloc %ai : memref<3x3xi32>
  memref.dealloc %ci : memref<3x3xi32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}4,   -2,   -8,   -14,   -20],
// CHECK-NEXT:  [8.5,   -6.5,   -21.5,   -36.5,   -51.5],
// CHECK-NEXT:  [13,   -11,   -35,   -59,   -83],
// CHECK-NEXT:  [17.5,   -15.5,   -48.5,   -81.5,   -114.5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}30,   42,   54],
// CHECK-NEXT:  [57,   87,   117],
// CHECK-NEXT:  [84,   132,   180]]
