// convert-to-llvm and convert-func-to-llvm: function declarations whose types are LLVM
// types become llvm.func, also with parameters the LLVM function type rejects when
// parsed (!llvm.func, !llvm.void, !llvm.token, ... ), which upstream builds unchecked; a
// type with no LLVM form (tuple) keeps the func.func. The runtime functions and assertion
// messages convert-to-llvm declares come out in upstream's order: each is created when
// the first op needing it converts, at the start of the module. (One assertion only:
// mlir-opt 22 numbers further messages with a counter it keeps across the inputs of one
// run.) Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s --check-prefix=FUNC

func.func private @takes_functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>)
func.func private @takes_others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata)
func.func private @returns_struct(!llvm.struct<(i32, ptr)>) -> !llvm.array<2 x i64>
func.func private @not_converted(tuple<!llvm.ptr>)

func.func @runtime(%c: i1, %n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  cf.assert %c, "between"
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[98, 101, 116, 119, 101, 101, 110, 0]> : tensor<8xi8>) {addr_space = 0 : i32} : !llvm.array<8 x i8>
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @takes_functions(!llvm.func<void ()>, !llvm.func<i32 (i32, ptr)>, !llvm.func<void (...)>) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @takes_others(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata) attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @returns_struct(!llvm.struct<(i32, ptr)>) -> !llvm.array<2 x i64> attributes {sym_visibility = "private"}
// CHECK-NEXT: func.func private @not_converted(tuple<!llvm.ptr>)
// CHECK-NEXT: llvm.func @runtime(%arg0: i1, %arg1: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: %4 = llvm.call @malloc(%3) : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%12) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %13 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %13[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i8>
// CHECK-NEXT: llvm.call @puts(%14) : (!llvm.ptr) -> ()
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
// FUNC-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// FUNC-NEXT: cf.assert %arg0, "between"
// FUNC-NEXT: memref.dealloc %alloc : memref<?xf32>
// FUNC-NEXT: llvm.return
// FUNC-NEXT: }
// FUNC-NEXT: }
