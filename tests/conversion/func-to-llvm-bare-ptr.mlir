// convert-func-to-llvm=use-bare-ptr-memref-call-conv on declarations and functions without
// memref arguments (functions with memref arguments: func-to-llvm-bare-ptr-args.mlir).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s

func.func private @ext(%m: memref<2x3xf32>, %i: i32) -> memref<2x3xf32>
func.func @caller(%p: i32) -> i32 {
  return %p : i32
}
func.func private @decl(%m: memref<4xf32, strided<[1], offset: 2>>) -> ()

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(!llvm.ptr, i32) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @decl(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-NEXT: }
