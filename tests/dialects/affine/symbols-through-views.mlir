// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// The size of a view-like op (subview, view, alloc, through memref.cast) is a valid affine
// symbol when the corresponding size operand is one (MLIR's isDimOpValidSymbol).

// CHECK-LABEL: func.func @dim_of_subview
// CHECK: affine.for %{{.*}} = 0 to %dim {
// CHECK: affine.for %{{.*}} = 0 to %dim_1 {
func.func @dim_of_subview(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[0, 0][%n, %n][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, 1]>>
  affine.for %i = 0 to %d {
    affine.for %j = 0 to 10 {
      %v = memref.subview %m[%i, 0][%n, %n][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
      %e = memref.dim %v, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
      affine.for %k = 0 to %e {
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @dim_of_cast_view
// CHECK: affine.for %{{.*}} = 0 to %dim {
func.func @dim_of_cast_view(%buf: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %v = memref.view %buf[%c0][%n] : memref<?xi8> to memref<?x4xf32>
    %c = memref.cast %v : memref<?x4xf32> to memref<?x?xf32>
    %d = memref.dim %c, %c0 : memref<?x?xf32>
    affine.for %k = 0 to %d {
    }
  }
  return
}

// -----

// A subview size that is an induction variable is no symbol.
func.func @dim_of_subview_sized_by_iv(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 1 to 8 {
    %v = memref.subview %m[0][%i][1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %d = memref.dim %v, %c0 : memref<?xf32, strided<[1]>>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %k = 0 to %d {
    }
  }
  return
}
