// Lowerings declare the runtime functions (and globals) an op needs in the nearest
// symbol table enclosing it, as mlir-opt 22 does: each nested builtin.module gets its
// own declarations, even of names an outer module already declares.
// In convert-to-llvm, a declaration two dialects need (malloc: memref.alloc and the
// unranked result copy of func.return) takes its place from the first op needing it.
// CHECK lines are mlir-opt 22's output.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=MEMREF
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=VECTOR
// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s --check-prefix=CF
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s --check-prefix=FUNC
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL

// MEMREF: module {
// MEMREF-NEXT: llvm.func @free(!llvm.ptr)
// MEMREF-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// MEMREF-NEXT: func.func @outer(%arg0: i1, %arg1: f32) {
// MEMREF: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// MEMREF: llvm.call @free(%13) : (!llvm.ptr) -> ()
// MEMREF: module @inner {
// MEMREF-NEXT: llvm.func @free(!llvm.ptr)
// MEMREF-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// MEMREF-NEXT: func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<*xf32>) -> memref<*xf32> {
// MEMREF: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// MEMREF: llvm.call @free(%13) : (!llvm.ptr) -> ()
// MEMREF: module @deeper {
// MEMREF-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// MEMREF-NEXT: func.func @g(%arg0: index, %arg1: i1) {
// MEMREF: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr

// VECTOR: module {
// VECTOR-NEXT: llvm.func @printNewline()
// VECTOR-NEXT: llvm.func @printF32(f32)
// VECTOR-NEXT: func.func @outer(%arg0: i1, %arg1: f32) {
// VECTOR: llvm.call @printF32(%arg1) : (f32) -> ()
// VECTOR-NEXT: llvm.call @printNewline() : () -> ()
// VECTOR: module @inner {
// VECTOR-NEXT: llvm.func @printNewline()
// VECTOR-NEXT: llvm.func @printI64(i64)
// VECTOR-NEXT: llvm.func @printString(!llvm.ptr)
// VECTOR-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// VECTOR-NEXT: func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<*xf32>) -> memref<*xf32> {
// VECTOR: llvm.call @printString(%1) : (!llvm.ptr) -> ()
// VECTOR: llvm.call @printI64(%2) : (i64) -> ()
// VECTOR-NEXT: llvm.call @printNewline() : () -> ()
// VECTOR: module @deeper {
// VECTOR-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// VECTOR-NEXT: func.func @g(%arg0: index, %arg1: i1) {

// CF: module {
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg(dense<[111, 117, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CF-NEXT: func.func @outer(%arg0: i1, %arg1: f32) {
// CF: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF: module @inner {
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg(dense<[105, 110, 110, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CF-NEXT: func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<*xf32>) -> memref<*xf32> {
// CF: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()
// CF: module @deeper {
// CF-NEXT: llvm.func @abort()
// CF-NEXT: llvm.func @puts(!llvm.ptr)
// CF-NEXT: llvm.mlir.global private constant @assert_msg(dense<[100, 101, 101, 112, 101, 114, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CF-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CF-NEXT: func.func @g(%arg0: index, %arg1: i1) {
// CF: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CF-NEXT: llvm.call @abort() : () -> ()

// FUNC: module {
// FUNC-NEXT: llvm.func @outer(%arg0: i1, %arg1: f32) {
// FUNC: module @inner {
// FUNC-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// FUNC-NEXT: llvm.func @f(%arg0: i1, %arg1: i32, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// FUNC: %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// FUNC: module @deeper {
// FUNC-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// FUNC-NEXT: llvm.func @g(%arg0: i64, %arg1: i1) {

// ALL: module {
// ALL-NEXT: llvm.func @printNewline()
// ALL-NEXT: llvm.func @printF32(f32)
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg(dense<[111, 117, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// ALL-NEXT: llvm.func @free(!llvm.ptr)
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-NEXT: llvm.func @outer(%arg0: i1, %arg1: f32) {
// ALL: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// ALL: llvm.call @free(%13) : (!llvm.ptr) -> ()
// ALL: llvm.call @printF32(%arg1) : (f32) -> ()
// ALL-NEXT: llvm.call @printNewline() : () -> ()
// ALL: llvm.call @puts(%15) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL: module @inner {
// ALL-NEXT: llvm.func @free(!llvm.ptr)
// ALL-NEXT: llvm.func @printNewline()
// ALL-NEXT: llvm.func @printI64(i64)
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg(dense<[105, 110, 110, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// ALL-NEXT: llvm.func @printString(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// ALL-NEXT: llvm.func @f(%arg0: i1, %arg1: i32, %arg2: i64, %arg3: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// ALL: llvm.call @printString(%4) : (!llvm.ptr) -> ()
// ALL: %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
// ALL: llvm.call @printI64(%18) : (i64) -> ()
// ALL-NEXT: llvm.call @printNewline() : () -> ()
// ALL: llvm.call @free(%19) : (!llvm.ptr) -> ()
// ALL: %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
// ALL: llvm.call @puts(%37) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()
// ALL: module @deeper {
// ALL-NEXT: llvm.func @abort()
// ALL-NEXT: llvm.func @puts(!llvm.ptr)
// ALL-NEXT: llvm.mlir.global private constant @assert_msg(dense<[100, 101, 101, 112, 101, 114, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// ALL-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// ALL-NEXT: llvm.func @g(%arg0: i64, %arg1: i1) {
// ALL: %4 = llvm.call @malloc(%3) : (i64) -> !llvm.ptr
// ALL: llvm.call @puts(%13) : (!llvm.ptr) -> ()
// ALL-NEXT: llvm.call @abort() : () -> ()

func.func @outer(%c: i1, %x: f32) {
  %0 = memref.alloc() : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  cf.assert %c, "outer"
  vector.print %x : f32
  return
}

module @inner {
  func.func @f(%c: i1, %x: i32, %m: memref<*xf32>) -> memref<*xf32> {
    vector.print str "hi"
    cf.assert %c, "inner"
    %0 = memref.alloc() : memref<4xf32>
    vector.print %x : i32
    memref.dealloc %0 : memref<4xf32>
    return %m : memref<*xf32>
  }
  module @deeper {
    llvm.func @malloc(i64) -> !llvm.ptr
    func.func @g(%n: index, %c: i1) {
      %0 = memref.alloc(%n) : memref<?xf32>
      cf.assert %c, "deeper"
      return
    }
  }
}
