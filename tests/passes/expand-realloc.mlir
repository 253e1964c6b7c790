// expand-realloc: memref.realloc becomes a size check, and an scf.if that allocates,
// copies and frees when the buffer grows, or reinterprets the old buffer otherwise.
// The CHECK lines are mlir-opt 22's output.
// RUN: strata-opt %s --expand-realloc | FileCheck %s
// RUN: strata-opt %s --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC

// Dynamic sizes: the old size is a memref.dim; without deallocations the old buffer stays.
// CHECK-LABEL: func.func @grow_dynamic
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// NODEALLOC-LABEL: func.func @grow_dynamic
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
func.func @grow_dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// Static sizes: both sizes are constants (the check is not folded).
// CHECK-LABEL: func.func @grow_static
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c3, %c5 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<5xi32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xi32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [3] [1] : memref<5xi32> to memref<3xi32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<3xi32> to memref<3xi32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<3xi32>
// CHECK-NEXT: scf.yield %alloc : memref<5xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [5], strides: [1] : memref<3xi32> to memref<5xi32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<5xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<5xi32>
// CHECK-NEXT: }
func.func @grow_static(%m: memref<3xi32>) -> memref<5xi32> {
  %r = memref.realloc %m : memref<3xi32> to memref<5xi32>
  return %r : memref<5xi32>
}

// The same static size.
// CHECK-LABEL: func.func @same_size
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %c4_0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xi8>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi8>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<4xi8> to memref<4xi8, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xi8> to memref<4xi8, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xi8>
// CHECK-NEXT: scf.yield %alloc : memref<4xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<4xi8> to memref<4xi8>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xi8>
// CHECK-NEXT: }
func.func @same_size(%m: memref<4xi8>) -> memref<4xi8> {
  %r = memref.realloc %m : memref<4xi8> to memref<4xi8>
  return %r : memref<4xi8>
}

// The alignment goes to the new allocation.
// CHECK-LABEL: func.func @static_to_dynamic
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c3, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xi32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) {alignment = 16 : i64} : memref<?xi32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [3] [1] : memref<?xi32> to memref<3xi32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<3xi32> to memref<3xi32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<3xi32>
// CHECK-NEXT: scf.yield %alloc : memref<?xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<3xi32> to memref<?xi32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xi32>
// CHECK-NEXT: }
func.func @static_to_dynamic(%m: memref<3xi32>, %n: index) -> memref<?xi32> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<3xi32> to memref<?xi32>
  return %r : memref<?xi32>
}

// Memory spaces are kept, also in the subview type.
// CHECK-LABEL: func.func @dynamic_to_static
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32, 1>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c5 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<5xi32, 1>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xi32, 1>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<5xi32, 1> to memref<?xi32, strided<[1]>, 1>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xi32, 1> to memref<?xi32, strided<[1]>, 1>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xi32, 1>
// CHECK-NEXT: scf.yield %alloc : memref<5xi32, 1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [5], strides: [1] : memref<?xi32, 1> to memref<5xi32, 1>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<5xi32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<5xi32, 1>
// CHECK-NEXT: }
func.func @dynamic_to_static(%m: memref<?xi32, 1>) -> memref<5xi32, 1> {
  %r = memref.realloc %m : memref<?xi32, 1> to memref<5xi32, 1>
  return %r : memref<5xi32, 1>
}

// A realloc in a nested region expands in place.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %0 = scf.if %arg2 -> (memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %1 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %2 = scf.if %1 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @nested(%m: memref<?xf32>, %n: index, %b: i1) -> memref<?xf32> {
  %r = scf.if %b -> memref<?xf32> {
    %x = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %x : memref<?xf32>
  } else {
    scf.yield %m : memref<?xf32>
  }
  return %r : memref<?xf32>
}
