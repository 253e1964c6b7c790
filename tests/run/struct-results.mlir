// Functions returning 3, 4 and 5 results and ranked memrefs, called within the program:
// convert-func-to-llvm packs several results into one !llvm.struct and a memref is its
// descriptor struct, so the lowered functions return structs of 3 to 9 scalars. On
// x86-64 LLVM returns up to three integers and two floats in registers (a third and
// fourth float on the x87 stack) and larger results through a hidden pointer; the
// compiled backends run the same program (run_differential.rs).
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-opt %s --expand-realloc --scf-forall-to-for --arith-expand --lower-affine --convert-vector-to-scf --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=cranelift | FileCheck %s

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)

// Two integers and a float: all in registers.
func.func @three(%a: i32, %x: f32) -> (i32, f32, i64) {
  %c7 = arith.constant 7 : i32
  %b = arith.muli %a, %c7 : i32
  %y = arith.mulf %x, %x : f32
  %w = arith.extsi %a : i32 to i64
  %c = arith.constant 1000000000000 : i64
  %z = arith.addi %w, %c : i64
  return %b, %y, %z : i32, f32, i64
}

// Four integers: through memory.
func.func @four(%a: i64) -> (i64, i1, i8, i64) {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %b = arith.addi %a, %c1 : i64
  %odd = arith.trunci %a : i64 to i1
  %k = arith.trunci %b : i64 to i8
  %n = arith.subi %c0, %a : i64
  return %b, %odd, %k, %n : i64, i1, i8, i64
}

// Three integers and two floats: registers (rax, rdx, rcx, xmm0, xmm1).
func.func @five(%a: index, %x: f64) -> (index, f64, i16, f32, i64) {
  %c3 = arith.constant 3 : index
  %b = arith.muli %a, %c3 : index
  %y = arith.negf %x : f64
  %i = arith.index_cast %a : index to i16
  %f = arith.truncf %x : f64 to f32
  %l = arith.index_cast %b : index to i64
  return %b, %y, %i, %f, %l : index, f64, i16, f32, i64
}

// Three and four floats: LLVM returns the last ones on the x87 stack.
func.func @floats3(%x: f64) -> (f64, f64, f64) {
  %c2 = arith.constant 2.0 : f64
  %a = arith.addf %x, %c2 : f64
  %b = arith.mulf %x, %c2 : f64
  %c = arith.divf %x, %c2 : f64
  return %a, %b, %c : f64, f64, f64
}

func.func @floats4(%x: f32, %k: i32) -> (f32, i32, f32, f32, f32) {
  %c = arith.constant 0.5 : f32
  %a = arith.addf %x, %c : f32
  %b = arith.mulf %a, %a : f32
  %d = arith.subf %b, %x : f32
  %e = arith.negf %d : f32
  %k2 = arith.addi %k, %k : i32
  return %a, %k2, %b, %d, %e : f32, i32, f32, f32, f32
}

// Recursion through a result returned in memory: (fib n, fib n+1, n, calls).
func.func @fib(%n: i64) -> (i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r:4 = scf.if %z -> (i64, i64, i64, i64) {
    scf.yield %c0, %c1, %n, %c1 : i64, i64, i64, i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %p:4 = func.call @fib(%m) : (i64) -> (i64, i64, i64, i64)
    %s = arith.addi %p#0, %p#1 : i64
    %calls = arith.addi %p#3, %c1 : i64
    scf.yield %p#1, %s, %n, %calls : i64, i64, i64, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, i64
}

// A rank-0 memref (3 scalars), a rank-1 one (5) and a rank-2 one (7).
func.func @scalar_box(%v: f32) -> memref<f32> {
  %m = memref.alloc() : memref<f32>
  memref.store %v, %m[] : memref<f32>
  return %m : memref<f32>
}

func.func @iota(%n: index, %base: i32) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.index_cast %i : index to i32
    %x = arith.addi %k, %base : i32
    memref.store %x, %m[%i] : memref<?xi32>
  }
  return %m : memref<?xi32>
}

func.func @grid(%rows: index, %scale: f64) -> (memref<?x3xf64>, index, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%rows) : memref<?x3xf64>
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f64) {
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%a2 = %acc) -> (f64) {
      %t = arith.muli %i, %c3 : index
      %u = arith.addi %t, %j : index
      %k = arith.index_cast %u : index to i64
      %f = arith.sitofp %k : i64 to f64
      %x = arith.mulf %f, %scale : f64
      memref.store %x, %m[%i, %j] : memref<?x3xf64>
      %a3 = arith.addf %a2, %x : f64
      scf.yield %a3 : f64
    }
    scf.yield %inner : f64
  }
  %n = arith.muli %rows, %c3 : index
  return %m, %n, %sum : memref<?x3xf64>, index, f64
}

// Passes a memref through and returns it with a subview of it.
func.func @halves(%m: memref<?xi32>) -> (memref<?xi32>, memref<?xi32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %h = arith.divui %n, %c2 : index
  %s = memref.subview %m[%h] [%h] [1] : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
  return %m, %s : memref<?xi32>, memref<?xi32, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index

  %a = arith.constant -6 : i32
  %x = arith.constant 1.5 : f32
  %t:3 = func.call @three(%a, %x) : (i32, f32) -> (i32, f32, i64)
  %t0 = arith.extsi %t#0 : i32 to i64
  func.call @printI64(%t0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t1 = arith.extf %t#1 : f32 to f64
  func.call @printF64(%t1) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t#2) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // Calls in a loop, each result feeding the next call.
  %seed = arith.constant 40 : i64
  %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %seed) -> (i64) {
    %f:4 = func.call @four(%v) : (i64) -> (i64, i1, i8, i64)
    func.call @printI64(%f#0) : (i64) -> ()
    func.call @printComma() : () -> ()
    %o = arith.extui %f#1 : i1 to i64
    func.call @printI64(%o) : (i64) -> ()
    func.call @printComma() : () -> ()
    %k = arith.extsi %f#2 : i8 to i64
    func.call @printI64(%k) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%f#3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c100 = arith.constant 100 : i64
    %nv = arith.muli %f#0, %c100 : i64
    scf.yield %nv : i64
  }
  func.call @printI64(%last) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %xd = arith.constant 2.25 : f64
  %v:5 = func.call @five(%c5, %xd) : (index, f64) -> (index, f64, i16, f32, i64)
  %v0 = arith.index_cast %v#0 : index to i64
  func.call @printI64(%v0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%v#1) : (f64) -> ()
  func.call @printComma() : () -> ()
  %v2 = arith.extsi %v#2 : i16 to i64
  func.call @printI64(%v2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %v3 = arith.extf %v#3 : f32 to f64
  func.call @printF64(%v3) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%v#4) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %g:3 = func.call @floats3(%xd) : (f64) -> (f64, f64, f64)
  func.call @printF64(%g#0) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%g#1) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%g#2) : (f64) -> ()
  func.call @printNewline() : () -> ()

  %k9 = arith.constant 9 : i32
  %h:5 = func.call @floats4(%x, %k9) : (f32, i32) -> (f32, i32, f32, f32, f32)
  %h0 = arith.extf %h#0 : f32 to f64
  func.call @printF64(%h0) : (f64) -> ()
  func.call @printComma() : () -> ()
  %h1 = arith.extsi %h#1 : i32 to i64
  func.call @printI64(%h1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %h2 = arith.extf %h#2 : f32 to f64
  func.call @printF64(%h2) : (f64) -> ()
  func.call @printComma() : () -> ()
  %h3 = arith.extf %h#3 : f32 to f64
  func.call @printF64(%h3) : (f64) -> ()
  func.call @printComma() : () -> ()
  %h4 = arith.extf %h#4 : f32 to f64
  func.call @printF64(%h4) : (f64) -> ()
  func.call @printNewline() : () -> ()

  %n30 = arith.constant 30 : i64
  %fb:4 = func.call @fib(%n30) : (i64) -> (i64, i64, i64, i64)
  func.call @printI64(%fb#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%fb#1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%fb#2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%fb#3) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %sb = func.call @scalar_box(%x) : (f32) -> memref<f32>
  %sbu = memref.cast %sb : memref<f32> to memref<*xf32>
  func.call @printMemrefF32(%sbu) : (memref<*xf32>) -> ()
  memref.dealloc %sb : memref<f32>

  %b7 = arith.constant 7 : i32
  %io = func.call @iota(%c5, %b7) : (index, i32) -> memref<?xi32>
  %iou = memref.cast %io : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%iou) : (memref<*xi32>) -> ()
  %c6 = arith.constant 6 : index
  %ev = func.call @iota(%c6, %a) : (index, i32) -> memref<?xi32>
  %hv:2 = func.call @halves(%ev) : (memref<?xi32>) -> (memref<?xi32>, memref<?xi32, strided<[1], offset: ?>>)
  %whole = memref.cast %hv#0 : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%whole) : (memref<*xi32>) -> ()
  %half = memref.cast %hv#1 : memref<?xi32, strided<[1], offset: ?>> to memref<*xi32>
  func.call @printMemrefI32(%half) : (memref<*xi32>) -> ()
  memref.dealloc %io : memref<?xi32>
  memref.dealloc %ev : memref<?xi32>

  %sc = arith.constant 0.5 : f64
  %gr:3 = func.call @grid(%c4, %sc) : (index, f64) -> (memref<?x3xf64>, index, f64)
  %gru = memref.cast %gr#0 : memref<?x3xf64> to memref<*xf64>
  func.call @printMemrefF64(%gru) : (memref<*xf64>) -> ()
  %gn = arith.index_cast %gr#1 : index to i64
  func.call @printI64(%gn) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%gr#2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %gr#0 : memref<?x3xf64>
  return
}

// CHECK: -42, 2.25, 999999999994
// CHECK-NEXT: 41, 0, 41, -40
// CHECK-NEXT: 4101, 0, 5, -4100
// CHECK-NEXT: 410101, 0, -11, -410100
// CHECK-NEXT: 41010101, 0, -75, -41010100
// CHECK-NEXT: 4101010100
// CHECK-NEXT: 15, -2.25, 5, 2.25, 15
// CHECK-NEXT: 4.25, 4.5, 1.125
// CHECK-NEXT: 2, 18, 4, 2.5, -2.5
// CHECK-NEXT: 832040, 1346269, 30, 31
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [1.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [7,  8,  9,  10,  11]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-6,  -5,  -4,  -3,  -2,  -1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 3 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-3,  -2,  -1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0.5,   1],
// CHECK-NEXT:  [1.5,   2,   2.5],
// CHECK-NEXT:  [3,   3.5,   4],
// CHECK-NEXT:  [4.5,   5,   5.5]]
// CHECK-NEXT: 12, 33
