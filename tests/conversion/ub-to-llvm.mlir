// convert-ub-to-llvm: ub.poison becomes llvm.mlir.poison of the converted type.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-ub-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func @poison() -> (index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>) {
  %0 = ub.poison : index
  %1 = ub.poison : i32
  %2 = ub.poison : vector<4xf32>
  %3 = ub.poison : vector<2x2xi8>
  %4 = ub.poison : !llvm.ptr
  %5 = ub.poison : tensor<2xf32>
  return %0, %1, %2, %3, %4, %5 : index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @poison() -> (index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:     %2 = llvm.mlir.poison : i32
// CHECK-NEXT:     %3 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<2xi8>> to vector<2x2xi8>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.ptr
// CHECK-NEXT:     %7 = ub.poison : tensor<2xf32>
// CHECK-NEXT:     return %1, %2, %3, %5, %6, %7 : index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT:   func.func @poison() -> (index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>) {
// IDX32-NEXT:     %0 = llvm.mlir.poison : i32
// IDX32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// IDX32-NEXT:     %2 = llvm.mlir.poison : i32
// IDX32-NEXT:     %3 = llvm.mlir.poison : vector<4xf32>
// IDX32-NEXT:     %4 = llvm.mlir.poison : !llvm.array<2 x vector<2xi8>>
// IDX32-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<2xi8>> to vector<2x2xi8>
// IDX32-NEXT:     %6 = llvm.mlir.poison : !llvm.ptr
// IDX32-NEXT:     %7 = ub.poison : tensor<2xf32>
// IDX32-NEXT:     return %1, %2, %3, %5, %6, %7 : index, i32, vector<4xf32>, vector<2x2xi8>, !llvm.ptr, tensor<2xf32>
// IDX32-NEXT:   }
// IDX32-NEXT: }
