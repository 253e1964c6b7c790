// convert-vector-to-llvm on vector.shape_cast (moved in chunks of the gcd of the
// innermost dimensions: whole rows, shuffled slices merged into rows, single elements;
// 0-D vectors) and vector.shuffle (llvm.shufflevector for equal 1-D operand types,
// else element or row extracts and inserts). Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @f(%a: vector<2x3x4xf32>, %b: vector<6xf32>, %c: vector<2x3xf32>, %d: vector<2x6xf32>, %e: vector<4x3xf32>, %g: vector<f32>, %h: vector<1xf32>) -> (vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>) {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.shape_cast %b : vector<6xf32> to vector<2x3xf32>
  %2 = vector.shape_cast %c : vector<2x3xf32> to vector<3x2xf32>
  %3 = vector.shape_cast %d : vector<2x6xf32> to vector<3x4xf32>
  %4 = vector.shape_cast %e : vector<4x3xf32> to vector<2x6xf32>
  %5 = vector.shape_cast %g : vector<f32> to vector<1xf32>
  %6 = vector.shape_cast %h : vector<1xf32> to vector<f32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>
}

func.func @shuffles(%a: vector<4xf32>, %b: vector<2xf32>, %m: vector<2x3xi8>, %n: vector<3x3xi8>) -> (vector<5xf32>, vector<3x3xi8>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 5, -1, 2, 4] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %m, %n [4, 0, -1] : vector<2x3xi8>, vector<3x3xi8>
  %2 = vector.shuffle %b, %b [1, 0] : vector<2xf32>, vector<2xf32>
  return %0, %1, %2 : vector<5xf32>, vector<3x3xi8>, vector<2xf32>
}

