// RUN: strata-opt %s --canonicalize | FileCheck %s

// memref.cast operands fold into dma_start, dma_wait, prefetch and atomic_rmw (not from an
// unranked source); a realloc only stored into and deallocated is erased with its users.

// CHECK-LABEL: func.func @dma(%arg0: memref<16xf32>, %arg1: memref<16xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%c0], %arg1[%c0], %arg3, %arg2[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%c0], %arg3 : memref<1xi32>
// CHECK-NEXT: memref.prefetch %arg0[%c0], read, locality<3>, data : memref<16xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @rmw(%arg0: memref<16xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<16xf32>) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %cast[%arg2] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: memref.prefetch %cast[%arg2], write, locality<1>, instr : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @realloc(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @realloc_used(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<8xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @realloc_dyn(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: return
func.func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<16xf32, 1> to memref<?xf32, 1>
  %ct = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%c0], %cb[%c0], %n, %ct[%c0] : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%c0], %n : memref<?xi32>
  memref.prefetch %ca[%c0], read, locality<3>, data : memref<?xf32>
  return
}
func.func @rmw(%a: memref<16xf32>, %v: f32, %i: index) -> f32 {
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %ca[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}
func.func @unranked(%a: memref<*xf32>, %v: f32, %i: index) -> f32 {
  %ca = memref.cast %a : memref<*xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %ca[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %ca[%i], write, locality<1>, instr : memref<?xf32>
  return %r : f32
}
func.func @realloc(%a: memref<4xf32>, %v: f32, %i: index) {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  memref.store %v, %r[%i] : memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return
}
func.func @realloc_used(%a: memref<4xf32>, %i: index) -> f32 {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %x = memref.load %r[%i] : memref<8xf32>
  return %x : f32
}
func.func @realloc_dyn(%a: memref<?xf32>, %n: index) {
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return
}
