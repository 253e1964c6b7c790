// The lowerings to LLVM report a memref memory space that is no integer (here the
// string "gpu") as an error at an unknown location, as mlir-opt 22's type converter
// does, without failing the pass: the ops using such memrefs stay. (mlir-opt 22 then
// crashes when it lowers a memref.memory_space_cast to such a space; Strata leaves it.)
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm 2>&1 | FileCheck %s --check-prefix=MEMREF

func.func @load_gpu(%m: memref<4xf32, "gpu">, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32, "gpu">
  return %0 : f32
}
func.func @alloc_gpu() {
  %0 = memref.alloc() : memref<4xf32, "gpu">
  "foo.use"(%0) : (memref<4xf32, "gpu">) -> ()
  return
}

// CHECK: <unknown>:0: error: conversion of memref memory space "gpu" to integer address space failed. Consider adding memory space conversions.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @load_gpu(%arg0: memref<4xf32, "gpu">, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, "gpu">
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @alloc_gpu() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32, "gpu">
// CHECK-NEXT: "foo.use"(%alloc) : (memref<4xf32, "gpu">) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// MEMREF: <unknown>:0: error: conversion of memref memory space "gpu" to integer address space failed. Consider adding memory space conversions.
// MEMREF-LABEL: module {
// MEMREF-NEXT: func.func @load_gpu(%arg0: memref<4xf32, "gpu">, %arg1: index) -> f32 {
// MEMREF-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, "gpu">
// MEMREF-NEXT: return %0 : f32
// MEMREF-NEXT: }
// MEMREF-NEXT: func.func @alloc_gpu() {
// MEMREF-NEXT: %alloc = memref.alloc() : memref<4xf32, "gpu">
// MEMREF-NEXT: "foo.use"(%alloc) : (memref<4xf32, "gpu">) -> ()
// MEMREF-NEXT: return
// MEMREF-NEXT: }
// MEMREF-NEXT: }

