// Unranked memrefs returned from functions (directly, among several results, the same
// one twice, through a chain of calls): the compiled backends copy each returned ranked
// descriptor to the heap and back to the caller's stack. run_differential.rs runs it on
// the compiled backends too.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// Lowered to the llvm dialect by Strata's passes, then interpreted and compiled:
// RUN: strata-opt %s --expand-realloc --scf-forall-to-for --arith-expand --lower-affine --convert-vector-to-scf --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-opt %s --expand-realloc --scf-forall-to-for --arith-expand --lower-affine --convert-vector-to-scf --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=cranelift | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @make(%n: index, %v: f32) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %x = arith.addf %f, %v : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @pair(%a: memref<*xf32>, %k: i32) -> (memref<*xf32>, i32, memref<*xi32>) {
  %m = memref.alloc() : memref<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = arith.muli %i, %c3 : index
      %t = arith.addi %s, %j : index
      %w = arith.index_cast %t : index to i32
      %x = arith.addi %w, %k : i32
      memref.store %x, %m[%i, %j] : memref<2x3xi32>
    }
  }
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %k2 = arith.muli %k, %k : i32
  return %a, %k2, %u : memref<*xf32>, i32, memref<*xi32>
}

func.func @twice(%a: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  return %a, %a : memref<*xf32>, memref<*xf32>
}

func.func @chain(%n: index) -> memref<*xf32> {
  %h = arith.constant 0.5 : f32
  %a = call @make(%n, %h) : (index, f32) -> memref<*xf32>
  %b, %c = call @twice(%a) : (memref<*xf32>) -> (memref<*xf32>, memref<*xf32>)
  return %c : memref<*xf32>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7 : i32
  %a = call @make(%c4, %one) : (index, f32) -> memref<*xf32>
  call @printMemrefF32(%a) : (memref<*xf32>) -> ()
  %b, %k, %m = call @pair(%a, %seven) : (memref<*xf32>, i32) -> (memref<*xf32>, i32, memref<*xi32>)
  call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  call @printMemrefI32(%m) : (memref<*xi32>) -> ()
  vector.print %k : i32
  %c = call @chain(%c3) : (index) -> memref<*xf32>
  call @printMemrefF32(%c) : (memref<*xf32>) -> ()
  %r = memref.cast %c : memref<*xf32> to memref<3xf32>
  %c1 = arith.constant 1 : index
  %e = memref.load %r[%c1] : memref<3xf32>
  vector.print %e : f32
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}7,   8,   9],
// CHECK-NEXT:  [10,   11,   12]]
// CHECK-NEXT: 49
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0.5,  1.5,  2.5]
// CHECK-NEXT: 1.5
