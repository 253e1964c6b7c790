// tensor.insert_slice folds and canonicalization as mlir-opt 22 registers them: the
// identity insert folds to its source, an insert over the same insert skips it, an empty
// slice folds to the destination, constant offsets/sizes/strides become static (the
// source cast to the new type; negative sizes and zero strides stay dynamic), casts that
// only lose static information fold into the op (a cast of the result restores the old
// type). Expected output is mlir-opt 22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @identity(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: return %arg1 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @twice(%arg0: tensor<8x16xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty(%arg0: tensor<8x16xf32>, %arg1: tensor<0x4xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: return %arg0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @consts(%arg0: tensor<8x16xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[%arg2, 1] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @consts_reduced(%arg0: tensor<8x16xf32>, %arg1: tensor<?xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[%arg2, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: tensor<8x16xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index) -> tensor<?x16xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<8x16xf32> to tensor<?x16xf32>
// CHECK-NEXT: return %cast : tensor<?x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inserter(%arg0: tensor<8x16xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[0, 0] [2, %arg2] [1, 1] : tensor<2x?xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @neg(%arg0: tensor<8x16xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [%c-2, 4] [%c0, 1] : tensor<?x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @identity(%t: tensor<8x16xf32>, %s: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[%c0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @twice(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %u: tensor<4x4xf32>, %i: index) -> tensor<8x16xf32> {
  %a = tensor.insert_slice %s into %t[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %b = tensor.insert_slice %u into %a[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %b : tensor<8x16xf32>
}
func.func @empty(%t: tensor<8x16xf32>, %s: tensor<0x4xf32>, %i: index) -> tensor<8x16xf32> {
  %a = tensor.insert_slice %s into %t[%i, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
func.func @consts(%t: tensor<8x16xf32>, %s: tensor<?x4xf32>, %i: index) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert_slice %s into %t[%i, %c1] [%c2, 4] [1, %c1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
func.func @consts_reduced(%t: tensor<8x16xf32>, %s: tensor<?xf32>, %i: index) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = tensor.insert_slice %s into %t[%i, 0] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
func.func @casts(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %i: index, %n: index) -> tensor<?x16xf32> {
  %cs = tensor.cast %s : tensor<4x4xf32> to tensor<?x4xf32>
  %ct = tensor.cast %t : tensor<8x16xf32> to tensor<?x16xf32>
  %a = tensor.insert_slice %cs into %ct[%i, 0] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x16xf32>
  return %a : tensor<?x16xf32>
}
func.func @inserter(%t: tensor<8x16xf32>, %s: tensor<?x?xf32>, %n: index) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  %a = tensor.insert_slice %s into %t[0, 0] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
func.func @neg(%t: tensor<8x16xf32>, %s: tensor<?x4xf32>, %i: index) -> tensor<8x16xf32> {
  %c = arith.constant -2 : index
  %z = arith.constant 0 : index
  %a = tensor.insert_slice %s into %t[%i, 0] [%c, 4] [%z, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
