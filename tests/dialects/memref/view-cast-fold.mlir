// memref.view of a memref.cast: folding keeps the cast (upstream's ViewOp::fold does not
// look through it); the canonicalization pattern ViewOpMemrefCastFolder removes it, whatever
// the cast's source. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s --check-prefix=FOLD
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

func.func @of_alloc(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

func.func @of_arg(%a: memref<128xi8>) -> memref<i32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<128xi8> to memref<?xi8>
  %v = memref.view %c[%c0][] : memref<?xi8> to memref<i32>
  return %v : memref<i32>
}

// FOLD: module {
// FOLD-NEXT:   func.func @of_alloc(%arg0: index) -> memref<?xf32> {
// FOLD-NEXT:     %c0 = arith.constant 0 : index
// FOLD-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// FOLD-NEXT:     %cast = memref.cast %alloc : memref<2048xi8> to memref<?xi8>
// FOLD-NEXT:     %view = memref.view %cast[%c0][%arg0] : memref<?xi8> to memref<?xf32>
// FOLD-NEXT:     return %view : memref<?xf32>
// FOLD-NEXT:   }
// FOLD-NEXT:   func.func @of_arg(%arg0: memref<128xi8>) -> memref<i32> {
// FOLD-NEXT:     %c0 = arith.constant 0 : index
// FOLD-NEXT:     %cast = memref.cast %arg0 : memref<128xi8> to memref<?xi8>
// FOLD-NEXT:     %view = memref.view %cast[%c0][] : memref<?xi8> to memref<i32>
// FOLD-NEXT:     return %view : memref<i32>
// FOLD-NEXT:   }
// FOLD-NEXT: }

// CANON: module {
// CANON-NEXT:   func.func @of_alloc(%arg0: index) -> memref<?xf32> {
// CANON-NEXT:     %c0 = arith.constant 0 : index
// CANON-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// CANON-NEXT:     %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<?xf32>
// CANON-NEXT:     return %view : memref<?xf32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @of_arg(%arg0: memref<128xi8>) -> memref<i32> {
// CANON-NEXT:     %c0 = arith.constant 0 : index
// CANON-NEXT:     %view = memref.view %arg0[%c0][] : memref<128xi8> to memref<i32>
// CANON-NEXT:     return %view : memref<i32>
// CANON-NEXT:   }
// CANON-NEXT: }
