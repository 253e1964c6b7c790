// tensor.cast chains (MLIR 22's ChainedTensorCast: the intermediate cast goes when it adds
// no runtime check) and tensor.extract of a tensor.cast of a ranked tensor
// (ExtractFromTensorCast, which drops the extract's discardable attributes). Expectations
// are mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CHECK

func.func @casts(%t: tensor<4x?xf32>, %i: index, %u: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x?xf32>, f32, f32) {
  %a = tensor.cast %t {foo.b} : tensor<4x?xf32> to tensor<*xf32>
  %b = tensor.cast %a : tensor<*xf32> to tensor<4x8xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
  %d = tensor.cast %c : tensor<?x8xf32> to tensor<?x?xf32>
  %e = tensor.cast %u : tensor<?x?xf32> to tensor<4x?xf32>
  %f = tensor.cast %e : tensor<4x?xf32> to tensor<?x?xf32>
  %g = tensor.cast %f : tensor<?x?xf32> to tensor<4x?xf32>
  %x = tensor.extract %d[%i, %i] {foo.c} : tensor<?x?xf32>
  %u2 = tensor.cast %u : tensor<?x?xf32> to tensor<*xf32>
  %u3 = tensor.cast %u2 : tensor<*xf32> to tensor<?x?xf32>
  %y = tensor.extract %u3[%i, %i] : tensor<?x?xf32>
  return %b, %f, %g, %x, %y : tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x?xf32>, f32, f32
}

// CHECK-LABEL: func.func @casts(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x?xf32>, f32, f32) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %cast_0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_2 = tensor.extract %arg2[%arg1, %arg1] : tensor<?x?xf32>
// CHECK-NEXT: return %cast, %cast_1, %cast_0, %extracted, %extracted_2 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x?xf32>, f32, f32
// CHECK-NEXT: }
