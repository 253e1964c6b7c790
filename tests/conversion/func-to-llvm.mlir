// convert-func-to-llvm: signatures with memref descriptors unpacked, several results packed,
// calls and returns, func.constant, argument/result attributes, linkage, varargs and the
// llvm.emit_c_interface wrappers; index-bitwidth.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func private @ext(%a: i32, %m: memref<?xf32>) -> (i32, f32)
func.func @f(%a: i32, %m: memref<?xf32>, %u: memref<*xf32>, %i: index) -> (i32, f32) {
  %0:2 = call @ext(%a, %m) : (i32, memref<?xf32>) -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}
func.func @g(%m: memref<2x3xf32>) -> memref<2x3xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<2x3xf32>
}
func.func @h() {
  %c = constant @g : (memref<2x3xf32>) -> memref<2x3xf32>
  return
}
func.func private @decl(i64) -> () attributes {llvm.emit_c_interface}
func.func @blocks(%a: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb1(%a : index)
^bb1(%x: index):
  return %x : index
}
func.func @attrs(%a: i32 {llvm.noundef}, %m: memref<?xf32> {llvm.noalias}) -> (i32 {llvm.signext}) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]} {
  return %a : i32
}
func.func @multi(%m: memref<?x?xf32>, %u: memref<*xf32>, %c: index) -> (memref<?x?xf32>, index) {
  return %m, %c : memref<?x?xf32>, index
}
func.func @callmulti(%m: memref<?x?xf32>, %u: memref<*xf32>, %c: index) -> index {
  %0:2 = call @multi(%m, %u, %c) : (memref<?x?xf32>, memref<*xf32>, index) -> (memref<?x?xf32>, index)
  %1 = arith.addi %0#1, %c : index
  return %1 : index
}
func.func @novoid() {
  call @novoid() : () -> ()
  return
}
func.func @cwrap(%a: f32, %m: memref<4xi8>) -> f32 attributes {llvm.emit_c_interface} {
  return %a : f32
}
func.func @vec(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  return %v : vector<2x3xf32>
}
func.func private @varg(i32) attributes {func.varargs = true}

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: i64) -> !llvm.struct<(i32, f32)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.call @ext(%arg0, %6, %7, %8, %9, %10) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %14 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     llvm.return %16 : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_g(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.call @g(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.store %8, %arg0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h() {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @decl(%arg0: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     llvm.call @_mlir_ciface_decl(%arg0) : (i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_decl(i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @blocks(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%0 : index), ^bb1(%0 : index)
// CHECK-NEXT:   ^bb1(%1: index):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : index to i64
// CHECK-NEXT:     llvm.return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func internal @attrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> (i32 {llvm.signext}) attributes {passthrough = ["noinline"]} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @multi(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg9, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @callmulti(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: i64) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg9 : i64 to index
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg7, %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg8, %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg0, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg1, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg2, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg3, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg5, %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg4, %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg6, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.extractvalue %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.extractvalue %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %19 = llvm.extractvalue %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %20 = llvm.extractvalue %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.call @multi(%12, %13, %14, %15, %16, %17, %18, %19, %20, %arg9) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     %22 = llvm.extractvalue %21[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     %23 = llvm.extractvalue %21[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : i64 to index
// CHECK-NEXT:     %25 = arith.addi %24, %0 : index
// CHECK-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : index to i64
// CHECK-NEXT:     llvm.return %26 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @novoid() {
// CHECK-NEXT:     llvm.call @novoid() : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cwrap(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     llvm.return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_cwrap(%arg0: f32, %arg1: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.call @cwrap(%arg0, %1, %2, %3, %4, %5) : (f32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// CHECK-NEXT:     llvm.return %6 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @vec(%arg0: !llvm.array<2 x vector<3xf32>>) -> !llvm.array<2 x vector<3xf32>> {
// CHECK-NEXT:     llvm.return %arg0 : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @varg(i32, ...) attributes {sym_visibility = "private"}
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT:   llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// IDX32-NEXT:   llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: !llvm.ptr, %arg8: i32) -> !llvm.struct<(i32, f32)> {
// IDX32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %11 = llvm.call @ext(%arg0, %6, %7, %8, %9, %10) : (i32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> !llvm.struct<(i32, f32)>
// IDX32-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)>
// IDX32-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)>
// IDX32-NEXT:     %14 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// IDX32-NEXT:     %15 = llvm.insertvalue %12, %14[0] : !llvm.struct<(i32, f32)>
// IDX32-NEXT:     %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i32, f32)>
// IDX32-NEXT:     llvm.return %16 : !llvm.struct<(i32, f32)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @g(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> attributes {llvm.emit_c_interface} {
// IDX32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     llvm.return %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @_mlir_ciface_g(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// IDX32-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %8 = llvm.call @g(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     llvm.store %8, %arg0 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// IDX32-NEXT:     llvm.return
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @h() {
// IDX32-NEXT:     %0 = llvm.mlir.addressof @g : !llvm.ptr
// IDX32-NEXT:     llvm.return
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func private @decl(%arg0: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// IDX32-NEXT:     llvm.call @_mlir_ciface_decl(%arg0) : (i64) -> ()
// IDX32-NEXT:     llvm.return
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @_mlir_ciface_decl(i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// IDX32-NEXT:   llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// IDX32-NEXT:     cf.cond_br %arg1, ^bb1(%0 : index), ^bb1(%0 : index)
// IDX32-NEXT:   ^bb1(%1: index):  // 2 preds: ^bb0, ^bb0
// IDX32-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : index to i32
// IDX32-NEXT:     llvm.return %2 : i32
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func internal @attrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32 {llvm.signext}) attributes {passthrough = ["noinline"]} {
// IDX32-NEXT:     llvm.return %arg0 : i32
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @multi(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm.ptr, %arg9: i32) -> !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)> {
// IDX32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     %10 = llvm.insertvalue %arg9, %9[1] : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @callmulti(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: !llvm.ptr, %arg9: i32) -> i32 {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg9 : i32 to index
// IDX32-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %2 = llvm.insertvalue %arg7, %1[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %3 = llvm.insertvalue %arg8, %2[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %5 = llvm.insertvalue %arg0, %4[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %6 = llvm.insertvalue %arg1, %5[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %7 = llvm.insertvalue %arg2, %6[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %8 = llvm.insertvalue %arg3, %7[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %9 = llvm.insertvalue %arg5, %8[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %10 = llvm.insertvalue %arg4, %9[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %11 = llvm.insertvalue %arg6, %10[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %14 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %15 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %16 = llvm.extractvalue %11[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %17 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %18 = llvm.extractvalue %11[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT:     %19 = llvm.extractvalue %3[0] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %20 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// IDX32-NEXT:     %21 = llvm.call @multi(%12, %13, %14, %15, %16, %17, %18, %19, %20, %arg9) : (!llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32, i32, !llvm.ptr, i32) -> !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     %22 = llvm.extractvalue %21[0] : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     %23 = llvm.extractvalue %21[1] : !llvm.struct<(struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, i32)>
// IDX32-NEXT:     %24 = builtin.unrealized_conversion_cast %23 : i32 to index
// IDX32-NEXT:     %25 = arith.addi %24, %0 : index
// IDX32-NEXT:     %26 = builtin.unrealized_conversion_cast %25 : index to i32
// IDX32-NEXT:     llvm.return %26 : i32
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @novoid() {
// IDX32-NEXT:     llvm.call @novoid() : () -> ()
// IDX32-NEXT:     llvm.return
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @cwrap(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> f32 attributes {llvm.emit_c_interface} {
// IDX32-NEXT:     llvm.return %arg0 : f32
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @_mlir_ciface_cwrap(%arg0: f32, %arg1: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {
// IDX32-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT:     %6 = llvm.call @cwrap(%arg0, %1, %2, %3, %4, %5) : (f32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> f32
// IDX32-NEXT:     llvm.return %6 : f32
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @vec(%arg0: !llvm.array<2 x vector<3xf32>>) -> !llvm.array<2 x vector<3xf32>> {
// IDX32-NEXT:     llvm.return %arg0 : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:   }
// IDX32-NEXT:   llvm.func @varg(i32, ...) attributes {sym_visibility = "private"}
// IDX32-NEXT: }
