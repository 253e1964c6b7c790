// vector dialect: `vector.extract` (static, dynamic, poison and empty positions, scalable
// sources, one-element results) and `vector.broadcast` (scalar, rank-extending, scalable)
// in custom and generic form, identical to mlir-opt 22 (no result names), and round trips.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @extract
// CHECK-NEXT: %0 = vector.extract %arg0[0, %arg2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[] : vector<4x8xf32> from vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[-1, 2] {foo.a} : f32 from vector<4x8xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[1] : vector<8xf32> from vector<[4]x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg0[%arg2, %arg2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %6 = vector.extract %arg3[] : f32 from vector<f32>
// CHECK-NEXT: %7 = vector.extract %arg4[2] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: %8 = vector.extract %arg4[2, 0] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: %9 = vector.extract %arg4[2] : f32 from vector<4x1xf32>
// GENERIC-LABEL: sym_name = "extract"
// GENERIC: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{static_position = array<i64: 0, -9223372036854775808>}> : (vector<4x8xf32>, index) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: 3>}> : (vector<4x8xf32>) -> vector<8xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64>}> : (vector<4x8xf32>) -> vector<4x8xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: -1, 2>}> {foo.a} : (vector<4x8xf32>) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: 1>}> : (vector<[4]x8xf32>) -> vector<8xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> : (vector<4x8xf32>, index, index) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64>}> : (vector<f32>) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: 2>}> : (vector<4x1xf32>) -> vector<1xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: 2, 0>}> : (vector<4x1xf32>) -> vector<1xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.extract"(%arg{{[0-9]+}}) <{static_position = array<i64: 2>}> : (vector<4x1xf32>) -> f32
func.func @extract(%v: vector<4x8xf32>, %w: vector<[4]x8xf32>, %i: index, %z: vector<f32>, %o: vector<4x1xf32>) {
  %0 = vector.extract %v[0, %i] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[3] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %v[] : vector<4x8xf32> from vector<4x8xf32>
  %3 = vector.extract %v[-1, 2] {foo.a} : f32 from vector<4x8xf32>
  %4 = vector.extract %w[1] : vector<8xf32> from vector<[4]x8xf32>
  %5 = vector.extract %v[%i, %i] : f32 from vector<4x8xf32>
  %6 = vector.extract %z[] : f32 from vector<f32>
  %7 = vector.extract %o[2] : vector<1xf32> from vector<4x1xf32>
  %8 = vector.extract %o[2, 0] : vector<1xf32> from vector<4x1xf32>
  %9 = vector.extract %o[2] : f32 from vector<4x1xf32>
  return
}

// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 {foo.b} : vector<8xf32> to vector<2x4x8xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<8xf32> to vector<8xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<8xf32> to vector<[4]x8xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg2 : vector<1xf32> to vector<[4]xf32>
// CHECK-NEXT: %5 = vector.broadcast %arg3 : vector<3x1xindex> to vector<3x7xindex>
// CHECK-NEXT: %6 = vector.broadcast %arg4 : vector<f32> to vector<2xf32>
// CHECK-NEXT: %7 = vector.broadcast %arg0 : f32 to vector<f32>
// GENERIC-LABEL: sym_name = "broadcast"
// GENERIC: %{{[0-9]+}} = "vector.broadcast"(%arg{{[0-9]+}}) : (f32) -> vector<4xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "vector.broadcast"(%arg{{[0-9]+}}) {foo.b} : (vector<8xf32>) -> vector<2x4x8xf32>
func.func @broadcast(%s: f32, %v: vector<8xf32>, %one: vector<1xf32>, %x: vector<3x1xindex>, %z: vector<f32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v {foo.b} : vector<8xf32> to vector<2x4x8xf32>
  %2 = vector.broadcast %v : vector<8xf32> to vector<8xf32>
  %3 = vector.broadcast %v : vector<8xf32> to vector<[4]x8xf32>
  %4 = vector.broadcast %one : vector<1xf32> to vector<[4]xf32>
  %5 = vector.broadcast %x : vector<3x1xindex> to vector<3x7xindex>
  %6 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %7 = vector.broadcast %s : f32 to vector<f32>
  return
}
