// vector dialect: `vector.insert` (static, dynamic, poison and empty positions, 0-D and
// scalable destinations) in custom and generic form and its folds, identical to mlir-opt 22.
// RUN: strata-opt %s  | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

func.func @insert(%v: vector<4x8xf32>, %row: vector<8xf32>, %s: f32, %i: index, %z: vector<f32>, %sc: vector<[4]xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>) {
  %0 = vector.insert %row, %v[2] : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert %s, %0[1, %i] : f32 into vector<4x8xf32>
  %2 = vector.insert %s, %v[%i, %i] : f32 into vector<4x8xf32>
  %3 = vector.insert %s, %z[] : f32 into vector<f32>
  %4 = vector.insert %s, %sc[3] : f32 into vector<[4]xf32>
  %5 = vector.insert %row, %v[-1] : vector<8xf32> into vector<4x8xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>
}
func.func @folds(%v: vector<4xf32>, %w: vector<2x4xf32>, %s: f32) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.insert %v, %v[] : vector<4xf32> into vector<4xf32>
  %1 = vector.insert %s, %w[-1, 0] : f32 into vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}
func.func @to_broadcast(%s: f32, %one: vector<1xf32>, %v: vector<1x1xf32>, %w: vector<1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) {
  %0 = vector.insert %s, %one[0] : f32 into vector<1xf32>
  %1 = vector.insert %w, %v[0] : vector<1xf32> into vector<1x1xf32>
  %2 = vector.insert %s, %v[0, 0] : f32 into vector<1x1xf32>
  return %0, %1, %2 : vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>
}
func.func @extract_through_inserts(%v: vector<3x4xf32>, %row: vector<4xf32>, %s: f32, %i: index) -> (vector<4xf32>, f32, f32, vector<4xf32>, f32, f32) {
  %0 = vector.insert %row, %v[1] : vector<4xf32> into vector<3x4xf32>
  %1 = vector.insert %s, %0[2, 3] : f32 into vector<3x4xf32>
  // Same position: the stored value.
  %a = vector.extract %1[1] : vector<4xf32> from vector<3x4xf32>
  %b = vector.extract %1[2, 3] : f32 from vector<3x4xf32>
  // Inside a stored row: read from the row.
  %c = vector.extract %1[1, 2] : f32 from vector<3x4xf32>
  // Disjoint from both inserts: read from %v.
  %d = vector.extract %1[0] : vector<4xf32> from vector<3x4xf32>
  // The row holds the inserted element: no fold.
  %e = vector.extract %1[2] : vector<4xf32> from vector<3x4xf32>
  %f = vector.extract %e[0] : f32 from vector<4xf32>
  // A dynamic insert position stops the walk.
  %2 = vector.insert %s, %0[%i, 0] : f32 into vector<3x4xf32>
  %g = vector.extract %2[1, 1] : f32 from vector<3x4xf32>
  return %a, %b, %c, %d, %f, %g : vector<4xf32>, f32, f32, vector<4xf32>, f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @insert(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<[4]xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [2] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     %1 = vector.insert %arg2, %0 [1, %arg3] : f32 into vector<4x8xf32>
// CHECK-NEXT:     %2 = vector.insert %arg2, %arg0 [%arg3, %arg3] : f32 into vector<4x8xf32>
// CHECK-NEXT:     %3 = vector.insert %arg2, %arg4 [] : f32 into vector<f32>
// CHECK-NEXT:     %4 = vector.insert %arg2, %arg5 [3] : f32 into vector<[4]xf32>
// CHECK-NEXT:     %5 = vector.insert %arg1, %arg0 [-1] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folds(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32) -> (vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT:     %0 = vector.insert %arg0, %arg0 [] : vector<4xf32> into vector<4xf32>
// CHECK-NEXT:     %1 = vector.insert %arg2, %arg1 [-1, 0] : f32 into vector<2x4xf32>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_broadcast(%arg0: f32, %arg1: vector<1xf32>, %arg2: vector<1x1xf32>, %arg3: vector<1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) {
// CHECK-NEXT:     %0 = vector.insert %arg0, %arg1 [0] : f32 into vector<1xf32>
// CHECK-NEXT:     %1 = vector.insert %arg3, %arg2 [0] : vector<1xf32> into vector<1x1xf32>
// CHECK-NEXT:     %2 = vector.insert %arg0, %arg2 [0, 0] : f32 into vector<1x1xf32>
// CHECK-NEXT:     return %0, %1, %2 : vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_through_inserts(%arg0: vector<3x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: index) -> (vector<4xf32>, f32, f32, vector<4xf32>, f32, f32) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [1] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT:     %1 = vector.insert %arg2, %0 [2, 3] : f32 into vector<3x4xf32>
// CHECK-NEXT:     %2 = vector.extract %1[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.extract %1[2, 3] : f32 from vector<3x4xf32>
// CHECK-NEXT:     %4 = vector.extract %1[1, 2] : f32 from vector<3x4xf32>
// CHECK-NEXT:     %5 = vector.extract %1[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %6 = vector.extract %1[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %7 = vector.extract %6[0] : f32 from vector<4xf32>
// CHECK-NEXT:     %8 = vector.insert %arg2, %0 [%arg3, 0] : f32 into vector<3x4xf32>
// CHECK-NEXT:     %9 = vector.extract %8[1, 1] : f32 from vector<3x4xf32>
// CHECK-NEXT:     return %2, %3, %4, %5, %7, %9 : vector<4xf32>, f32, f32, vector<4xf32>, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4x8xf32>, vector<8xf32>, f32, index, vector<f32>, vector<[4]xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>), sym_name = "insert"}> ({
// GENERIC-NEXT:   ^bb0(%arg11: vector<4x8xf32>, %arg12: vector<8xf32>, %arg13: f32, %arg14: index, %arg15: vector<f32>, %arg16: vector<[4]xf32>):
// GENERIC-NEXT:     %15 = "vector.insert"(%arg12, %arg11) <{static_position = array<i64: 2>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// GENERIC-NEXT:     %16 = "vector.insert"(%arg13, %15, %arg14) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<4x8xf32>, index) -> vector<4x8xf32>
// GENERIC-NEXT:     %17 = "vector.insert"(%arg13, %arg11, %arg14, %arg14) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> : (f32, vector<4x8xf32>, index, index) -> vector<4x8xf32>
// GENERIC-NEXT:     %18 = "vector.insert"(%arg13, %arg15) <{static_position = array<i64>}> : (f32, vector<f32>) -> vector<f32>
// GENERIC-NEXT:     %19 = "vector.insert"(%arg13, %arg16) <{static_position = array<i64: 3>}> : (f32, vector<[4]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT:     %20 = "vector.insert"(%arg12, %arg11) <{static_position = array<i64: -1>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// GENERIC-NEXT:     "func.return"(%15, %16, %17, %18, %19, %20) : (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, f32) -> (vector<4xf32>, vector<2x4xf32>), sym_name = "folds"}> ({
// GENERIC-NEXT:   ^bb0(%arg8: vector<4xf32>, %arg9: vector<2x4xf32>, %arg10: f32):
// GENERIC-NEXT:     %13 = "vector.insert"(%arg8, %arg8) <{static_position = array<i64>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %14 = "vector.insert"(%arg10, %arg9) <{static_position = array<i64: -1, 0>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     "func.return"(%13, %14) : (vector<4xf32>, vector<2x4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<1xf32>, vector<1x1xf32>, vector<1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>), sym_name = "to_broadcast"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: f32, %arg5: vector<1xf32>, %arg6: vector<1x1xf32>, %arg7: vector<1xf32>):
// GENERIC-NEXT:     %10 = "vector.insert"(%arg4, %arg5) <{static_position = array<i64: 0>}> : (f32, vector<1xf32>) -> vector<1xf32>
// GENERIC-NEXT:     %11 = "vector.insert"(%arg7, %arg6) <{static_position = array<i64: 0>}> : (vector<1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
// GENERIC-NEXT:     %12 = "vector.insert"(%arg4, %arg6) <{static_position = array<i64: 0, 0>}> : (f32, vector<1x1xf32>) -> vector<1x1xf32>
// GENERIC-NEXT:     "func.return"(%10, %11, %12) : (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<3x4xf32>, vector<4xf32>, f32, index) -> (vector<4xf32>, f32, f32, vector<4xf32>, f32, f32), sym_name = "extract_through_inserts"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<3x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: index):
// GENERIC-NEXT:     %0 = "vector.insert"(%arg1, %arg0) <{static_position = array<i64: 1>}> : (vector<4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
// GENERIC-NEXT:     %1 = "vector.insert"(%arg2, %0) <{static_position = array<i64: 2, 3>}> : (f32, vector<3x4xf32>) -> vector<3x4xf32>
// GENERIC-NEXT:     %2 = "vector.extract"(%1) <{static_position = array<i64: 1>}> : (vector<3x4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %3 = "vector.extract"(%1) <{static_position = array<i64: 2, 3>}> : (vector<3x4xf32>) -> f32
// GENERIC-NEXT:     %4 = "vector.extract"(%1) <{static_position = array<i64: 1, 2>}> : (vector<3x4xf32>) -> f32
// GENERIC-NEXT:     %5 = "vector.extract"(%1) <{static_position = array<i64: 0>}> : (vector<3x4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %6 = "vector.extract"(%1) <{static_position = array<i64: 2>}> : (vector<3x4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %7 = "vector.extract"(%6) <{static_position = array<i64: 0>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     %8 = "vector.insert"(%arg2, %0, %arg3) <{static_position = array<i64: -9223372036854775808, 0>}> : (f32, vector<3x4xf32>, index) -> vector<3x4xf32>
// GENERIC-NEXT:     %9 = "vector.extract"(%8) <{static_position = array<i64: 1, 1>}> : (vector<3x4xf32>) -> f32
// GENERIC-NEXT:     "func.return"(%2, %3, %4, %5, %7, %9) : (vector<4xf32>, f32, f32, vector<4xf32>, f32, f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: module {
// CANON-NEXT:   func.func @insert(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>, %arg5: vector<[4]xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>) {
// CANON-NEXT:     %0 = ub.poison : vector<4x8xf32>
// CANON-NEXT:     %1 = vector.insert %arg1, %arg0 [2] : vector<8xf32> into vector<4x8xf32>
// CANON-NEXT:     %2 = vector.insert %arg2, %1 [1, %arg3] : f32 into vector<4x8xf32>
// CANON-NEXT:     %3 = vector.insert %arg2, %arg0 [%arg3, %arg3] : f32 into vector<4x8xf32>
// CANON-NEXT:     %4 = vector.broadcast %arg2 : f32 to vector<f32>
// CANON-NEXT:     %5 = vector.insert %arg2, %arg5 [3] : f32 into vector<[4]xf32>
// CANON-NEXT:     return %1, %2, %3, %4, %5, %0 : vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<f32>, vector<[4]xf32>, vector<4x8xf32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @folds(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32) -> (vector<4xf32>, vector<2x4xf32>) {
// CANON-NEXT:     %0 = ub.poison : vector<2x4xf32>
// CANON-NEXT:     return %arg0, %0 : vector<4xf32>, vector<2x4xf32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @to_broadcast(%arg0: f32, %arg1: vector<1xf32>, %arg2: vector<1x1xf32>, %arg3: vector<1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) {
// CANON-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<1xf32>
// CANON-NEXT:     %1 = vector.broadcast %arg3 : vector<1xf32> to vector<1x1xf32>
// CANON-NEXT:     %2 = vector.broadcast %arg0 : f32 to vector<1x1xf32>
// CANON-NEXT:     return %0, %1, %2 : vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @extract_through_inserts(%arg0: vector<3x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: index) -> (vector<4xf32>, f32, f32, vector<4xf32>, f32, f32) {
// CANON-NEXT:     %0 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CANON-NEXT:     %1 = vector.extract %arg0[0] : vector<4xf32> from vector<3x4xf32>
// CANON-NEXT:     %2 = vector.extract %arg0[2, 0] : f32 from vector<3x4xf32>
// CANON-NEXT:     %3 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CANON-NEXT:     return %arg1, %arg2, %0, %1, %2, %3 : vector<4xf32>, f32, f32, vector<4xf32>, f32, f32
// CANON-NEXT:   }
// CANON-NEXT: }
