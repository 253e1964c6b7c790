// memref.atomic_rmw of every integer and float kind mlir-opt 22 lowers to llvm.atomicrmw
// (old values and final memory), on the interpreter and on the Cranelift JIT after
// strata-run's own lowering.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run --backend=cranelift %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c3i = arith.constant 3 : i32
  %ints = memref.alloc() : memref<8xi32>
  %z = arith.constant 0 : i32
  %ten = arith.constant 10 : i32
  scf.for %k = %c0 to %c8 step %c1 {
    memref.store %ten, %ints[%k] : memref<8xi32>
  }
  %flts = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  scf.for %k = %c0 to %c3 step %c1 {
    memref.store %one, %flts[%k] : memref<4xf32>
  }
  %olds = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %n = arith.subi %ii, %c3i : i32
    %a = memref.atomic_rmw addi %ii, %ints[%c0] : (i32, memref<8xi32>) -> i32
    %m = memref.atomic_rmw maxs %n, %ints[%c1] : (i32, memref<8xi32>) -> i32
    %mu = memref.atomic_rmw minu %n, %ints[%c2] : (i32, memref<8xi32>) -> i32
    %ms = memref.atomic_rmw mins %n, %ints[%c3] : (i32, memref<8xi32>) -> i32
    %o = memref.atomic_rmw ori %ii, %ints[%c4] : (i32, memref<8xi32>) -> i32
    %x = memref.atomic_rmw andi %n, %ints[%c5] : (i32, memref<8xi32>) -> i32
    %mx = memref.atomic_rmw maxu %n, %ints[%c6] : (i32, memref<8xi32>) -> i32
    %as = memref.atomic_rmw assign %ii, %ints[%c7] : (i32, memref<8xi32>) -> i32
    %s1 = arith.addi %a, %m : i32
    %s2 = arith.xori %s1, %mu : i32
    %s3 = arith.addi %s2, %as : i32
    memref.store %s3, %olds[%i] : memref<8xi32>
    %f = arith.sitofp %n : i32 to f32
    %fa = memref.atomic_rmw addf %f, %flts[%c0] : (f32, memref<4xf32>) -> f32
    %fm = memref.atomic_rmw maximumf %f, %flts[%c1] : (f32, memref<4xf32>) -> f32
    %fn = memref.atomic_rmw minimumf %f, %flts[%c2] : (f32, memref<4xf32>) -> f32
    %fs = arith.addf %fa, %fm : f32
    %ft = arith.addf %fs, %fn : f32
    memref.store %ft, %flts[%c3] : memref<4xf32>
  }
  %u = memref.cast %ints : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %v = memref.cast %olds : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  %w = memref.cast %flts : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  memref.dealloc %ints : memref<8xi32>
  memref.dealloc %olds : memref<8xi32>
  memref.dealloc %flts : memref<4xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [38,  10,  0,  -3,  15,  0,  -1,  7]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [40,  30,  32,  31,  29,  34,  40,  47]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [5,  4,  -3,  1]
