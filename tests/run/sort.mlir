// Sorting: bubble sort with scf.while and a swap flag, insertion sort with nested
// scf.while over a dynamically sized memref, and a selection sort on i8 data printed
// through the character printer.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printNewline()

func.func @bubble(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %true = arith.constant true
  %false = arith.constant false
  %last = arith.subi %n, %c1 : index
  scf.while (%again = %true) : (i1) -> () {
    scf.condition(%again)
  } do {
    %swapped = scf.for %i = %c0 to %last step %c1 iter_args(%s = %false) -> (i1) {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %m[%i] : memref<?xi32>
      %b = memref.load %m[%j] : memref<?xi32>
      %gt = arith.cmpi sgt, %a, %b : i32
      %r = scf.if %gt -> i1 {
        memref.store %b, %m[%i] : memref<?xi32>
        memref.store %a, %m[%j] : memref<?xi32>
        scf.yield %true : i1
      } else {
        scf.yield %s : i1
      }
      scf.yield %r : i1
    }
    scf.yield %swapped : i1
  }
  return
}

func.func @insertion(%m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c1 to %n step %c1 {
    %key = memref.load %m[%i] : memref<?xi64>
    %pos = scf.while (%j = %i) : (index) -> index {
      %pos_ok = arith.cmpi ugt, %j, %c0 : index
      %cont = scf.if %pos_ok -> i1 {
        %jm = arith.subi %j, %c1 : index
        %v = memref.load %m[%jm] : memref<?xi64>
        %gt = arith.cmpi ugt, %v, %key : i64
        scf.yield %gt : i1
      } else {
        %f = arith.constant false
        scf.yield %f : i1
      }
      scf.condition(%cont) %j : index
    } do {
    ^bb0(%j: index):
      %jm = arith.subi %j, %c1 : index
      %v = memref.load %m[%jm] : memref<?xi64>
      memref.store %v, %m[%j] : memref<?xi64>
      scf.yield %jm : index
    }
    memref.store %key, %m[%pos] : memref<?xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 13 : index
  %m = memref.alloc(%n) : memref<?xi32>
  %seed = arith.constant 7 : i32
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %mod = arith.constant 1000 : i32
  %half = arith.constant 500 : i32
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed) -> (i32) {
    %y = arith.muli %x, %mul : i32
    %z = arith.addi %y, %inc : i32
    %r = arith.remui %z, %mod : i32
    %s = arith.subi %r, %half : i32
    memref.store %s, %m[%i] : memref<?xi32>
    scf.yield %z : i32
  }
  call @bubble(%m) : (memref<?xi32>) -> ()
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()

  // Unsigned order of i64 values, some with the top bit set.
  %k = arith.constant 9 : index
  %w = memref.alloc(%k) : memref<?xi64>
  %big = arith.constant 6364136223846793005 : i64
  %one = arith.constant 1442695040888963407 : i64
  %s0 = arith.constant 42 : i64
  %e = scf.for %i = %c0 to %k step %c1 iter_args(%x = %s0) -> (i64) {
    %y = arith.muli %x, %big : i64
    %z = arith.addi %y, %one : i64
    %sh = arith.constant 40 : i64
    %t = arith.shrsi %z, %sh : i64
    memref.store %t, %w[%i] : memref<?xi64>
    scf.yield %z : i64
  }
  call @insertion(%w) : (memref<?xi64>) -> ()
  %uw = memref.cast %w : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%uw) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<?xi32>
  memref.dealloc %w : memref<?xi64>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [13] strides = [1] data =
// CHECK-NEXT: [-413,  -331,  -238,  -167,  -135,  -50,  71,  140,  264,  296,  375,  380,  438]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [365085,  440048,  2557771,  3782648,  6926277,  7951743,  -7243894,  -6200892,  -5366230]
