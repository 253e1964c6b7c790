// UPSTREAM-BUG: mlir-opt 22's expand-realloc expands a static shrink (old size above the
// new one) like a growth, with a subview of the smaller new buffer as large as the old
// one, which fails to verify ("slice along dimension 0 runs out-of-bounds: 7 >= 2").
// Strata replaces such a realloc by the cast the size check would always choose. This
// file is NOT validated against mlir-opt.
// RUN: strata-opt %s --expand-realloc | FileCheck %s

// CHECK-LABEL: func.func @shrink
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2], strides: [1] : memref<8xi8> to memref<2xi8>
// CHECK-NEXT:    return %reinterpret_cast : memref<2xi8>
// CHECK-NEXT:  }
func.func @shrink(%m: memref<8xi8>) -> memref<2xi8> {
  %r = memref.realloc %m {alignment = 8} : memref<8xi8> to memref<2xi8>
  return %r : memref<2xi8>
}
