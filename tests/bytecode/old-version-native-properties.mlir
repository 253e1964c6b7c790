// Bytecode before version 5 has no properties section: mlir-opt 22 leaves the native
// (non-attribute) properties — llvm's overflowFlags/noWrapFlags, UnitProp flags — out
// of the attribute dictionary, so an old version loses them; version 5 and later keep
// them. Expected output from mlir-opt 22 reading its own bytecode.
// RUN: strata-opt %s --emit-bytecode --emit-bytecode-version=3 | strata-opt | FileCheck %s --check-prefix=V3
// RUN: strata-opt %s --emit-bytecode --emit-bytecode-version=6 | strata-opt | FileCheck %s --check-prefix=V6

llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.sub %a, %b overflow<nsw> : i32
  %1 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %1 : !llvm.ptr
}
// V3: %0 = llvm.sub %arg0, %arg1 : i32
// V3-NEXT: %1 = llvm.getelementptr %arg2[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// V6: %0 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
// V6-NEXT: %1 = llvm.getelementptr inbounds %arg2[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
