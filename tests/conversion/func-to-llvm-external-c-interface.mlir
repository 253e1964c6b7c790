// convert-func-to-llvm: external functions with llvm.emit_c_interface and memref
// arguments (ranked, unranked, mixed with scalars) get a body that packs each memref's
// fields into a descriptor, stores it on the stack and calls the `_mlir_ciface_`
// declaration with its address. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// Under the bare-pointer convention mlir-opt 22 emits no wrappers: a plain declaration.
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s --check-prefix=BARE

func.func private @ext(i32, memref<?x4xf32>, memref<*xi8>, f64) -> i64 attributes { llvm.emit_c_interface }
func.func private @ext_void(memref<8xi16>) attributes { llvm.emit_c_interface }
func.func @main(%a: memref<?x4xf32>, %u: memref<*xi8>, %b: memref<8xi16>) -> i64 {
  %c = arith.constant 1 : i32
  %f = arith.constant 2.0 : f64
  %r = call @ext(%c, %a, %u, %f) : (i32, memref<?x4xf32>, memref<*xi8>, f64) -> i64
  call @ext_void(%b) : (memref<8xi16>) -> ()
  return %r : i64
}

// CHECK-LABEL: llvm.func private @ext(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: f64) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %10 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %11 = llvm.insertvalue %arg8, %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %12 = llvm.insertvalue %arg9, %11[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %14 = llvm.alloca %13 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %12, %14 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %15 = llvm.call @_mlir_ciface_ext(%arg0, %9, %14, %arg10) : (i32, !llvm.ptr, !llvm.ptr, f64) -> i64
// CHECK-NEXT:   llvm.return %15 : i64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext(i32, !llvm.ptr, !llvm.ptr, f64) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: llvm.func private @ext_void(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:   llvm.call @_mlir_ciface_ext_void(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext_void(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}

// IDX32-LABEL: llvm.func private @ext_void(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// IDX32-NEXT:   %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:   %6 = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT:   %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i32) -> !llvm.ptr
// IDX32-NEXT:   llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// IDX32-NEXT:   llvm.call @_mlir_ciface_ext_void(%7) : (!llvm.ptr) -> ()
// IDX32-NEXT:   llvm.return
// IDX32-NEXT: }
// IDX32-NEXT: llvm.func @_mlir_ciface_ext_void(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}

// BARE-NOT: _mlir_ciface_
// BARE: llvm.func @ext_void(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// BARE-NOT: _mlir_ciface_
