// convert-vector-to-llvm: inserting a sub-vector at a dynamic position of an n-D vector.
// UPSTREAM BUG: mlir-opt 22 crashes here (a segmentation fault in
// `vector::getAsIntegers`, which reads the dynamic position as a constant); upstream's
// extract pattern gives up on the same dynamic position, and so does Strata for the
// insert: `llvm.insertvalue` takes constant positions only, so the op stays.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @insert_dynamic_row(%w: vector<3x4xf32>, %v: vector<4xf32>, %i: index) -> vector<3x4xf32> {
  %0 = vector.insert %v, %w[%i] : vector<4xf32> into vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// CHECK-LABEL: func.func @insert_dynamic_row(
// CHECK-SAME:      %[[W:.*]]: vector<3x4xf32>, %[[V:.*]]: vector<4xf32>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[R:.*]] = vector.insert %[[V]], %[[W]] [%[[I]]] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT:    return %[[R]] : vector<3x4xf32>
