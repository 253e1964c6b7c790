// convert-to-llvm and convert-func-to-llvm: function declarations whose types are LLVM
// types become llvm.func, also with parameters the LLVM function type rejects when
// parsed (!llvm.func, !llvm.void, !llvm.token, ... ), which upstream builds unchecked; a
// type with no LLVM form (tuple) keeps the func.func. The runtime functions and assertion
// messages convert-to-llvm declares come out in upstream's order: each is created when
// the first op needing it converts, at the start of the module. Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s --check-prefix=FUNC

func.func private @takes_functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>)
func.func private @takes_others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata)
func.func private @returns_struct(!llvm.struct<(i32, ptr)>) -> !llvm.array<2 x i64>
func.func private @not_converted(tuple<!llvm.ptr>)

func.func @runtime(%c: i1, %n: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  cf.assert %c, "first"
  %1 = memref.alloc(%n) : memref<?xi8>
  cf.assert %c, "second"
  memref.dealloc %1 : memref<?xi8>
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @takes_functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @takes_others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @returns_struct(!llvm.struct<(i32, ptr)>) -> !llvm.array<2 x i64> attributes {sym_visibility = "private"}
// CHECK-NEXT: func.func private @not_converted(tuple<!llvm.ptr>)
// CHECK-NEXT: llvm.func @runtime(%arg0: i1, %arg1: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%13) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %16 = llvm.getelementptr %15[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
// CHECK-NEXT: %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %arg1, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %26 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%26) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %27 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @puts(%28) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %29 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @puts(%30) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

// FUNC-LABEL: module {
// FUNC-NEXT: llvm.func @takes_functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>) attributes {sym_visibility = "private"}
// FUNC-NEXT: llvm.func @takes_others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata) attributes {sym_visibility = "private"}
// FUNC-NEXT: llvm.func @returns_struct(!llvm.struct<(i32, ptr)>) -> !llvm.array<2 x i64> attributes {sym_visibility = "private"}
// FUNC-NEXT: func.func private @not_converted(tuple<!llvm.ptr>)
// FUNC-NEXT: llvm.func @runtime(%arg0: i1, %arg1: i64) {
// FUNC-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// FUNC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// FUNC-NEXT: memref.dealloc %alloc : memref<4xf32>
// FUNC-NEXT: cf.assert %arg0, "first"
// FUNC-NEXT: %alloc_0 = memref.alloc(%0) : memref<?xi8>
// FUNC-NEXT: cf.assert %arg0, "second"
// FUNC-NEXT: memref.dealloc %alloc_0 : memref<?xi8>
// FUNC-NEXT: llvm.return
// FUNC-NEXT: }
// FUNC-NEXT: }
