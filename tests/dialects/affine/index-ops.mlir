// affine.delinearize_index and affine.linearize_index: custom and generic printing as
// mlir-opt 22 prints them (mixed static/dynamic basis in parentheses, `disjoint`, an
// empty basis, the unbounded outer extent), and round trips through both forms.
// Expected output is mlir-opt 22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg1, 4, %arg2) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg0 into (16, 224) : index, index
// CHECK-NEXT: %3 = affine.delinearize_index %arg0 into () : index
// CHECK-NEXT: %4:3 = affine.delinearize_index %arg0 into (%arg1, %arg2) {foo = 1 : i32} : index, index, index
// CHECK-NEXT: return %0#0, %1#1, %2#0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, 4, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (4) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg0, %arg1, %arg2] by (%arg3, %arg3) : index
// CHECK-NEXT: %3 = affine.linearize_index [] by () : index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%arg0] by () {foo} : index
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 3) : index, index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%0#0, %0#1] by (%arg1, 3) : index
// CHECK-NEXT: %2 = affine.linearize_index [%0#0, %0#1] by (3) : index
// CHECK-NEXT: return %1, %2 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "delinearize"}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index, %arg8: index):
// GENERIC-NEXT: %8:3 = "affine.delinearize_index"(%arg6, %arg7, %arg8) <{static_basis = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (index, index, index) -> (index, index, index)
// GENERIC-NEXT: %9:2 = "affine.delinearize_index"(%arg6) <{static_basis = array<i64: 4>}> : (index) -> (index, index)
// GENERIC-NEXT: %10:2 = "affine.delinearize_index"(%arg6) <{static_basis = array<i64: 16, 224>}> : (index) -> (index, index)
// GENERIC-NEXT: %11 = "affine.delinearize_index"(%arg6) <{static_basis = array<i64>}> : (index) -> index
// GENERIC-NEXT: %12:3 = "affine.delinearize_index"(%arg6, %arg7, %arg8) <{static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> {foo = 1 : i32} : (index, index, index) -> (index, index, index)
// GENERIC-NEXT: "func.return"(%8#0, %9#1, %10#0) : (index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, index) -> (index, index, index, index), sym_name = "linearize"}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
// GENERIC-NEXT: %3 = "affine.linearize_index"(%arg2, %arg3, %arg4, %arg5) <{disjoint, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: -9223372036854775808, 4, 8>}> : (index, index, index, index) -> index
// GENERIC-NEXT: %4 = "affine.linearize_index"(%arg2, %arg3) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index
// GENERIC-NEXT: %5 = "affine.linearize_index"(%arg2, %arg3, %arg4, %arg5, %arg5) <{disjoint = false, operandSegmentSizes = array<i32: 3, 2>, static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> : (index, index, index, index, index) -> index
// GENERIC-NEXT: %6 = "affine.linearize_index"() <{disjoint = false, operandSegmentSizes = array<i32: 0, 0>, static_basis = array<i64>}> : () -> index
// GENERIC-NEXT: %7 = "affine.linearize_index"(%arg2) <{disjoint, operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64>}> {foo} : (index) -> index
// GENERIC-NEXT: "func.return"(%3, %4, %5, %6) : (index, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: %0:2 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: -9223372036854775808, 3>}> : (index, index) -> (index, index)
// GENERIC-NEXT: %1 = "affine.linearize_index"(%0#0, %0#1, %arg1) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index
// GENERIC-NEXT: %2 = "affine.linearize_index"(%0#0, %0#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
// GENERIC-NEXT: "func.return"(%1, %2) : (index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @delinearize(%x: index, %n: index, %m: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 4, %m) : index, index, index
  %1:2 = affine.delinearize_index %x into (4) : index, index
  %2:2 = affine.delinearize_index %x into (16, 224) : index, index
  %3 = affine.delinearize_index %x into () : index
  %4:3 = affine.delinearize_index %x into (%n, %m) {foo = 1 : i32} : index, index, index
  return %0#0, %1#1, %2#0 : index, index, index
}

func.func @linearize(%a: index, %b: index, %c: index, %n: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 8) : index
  %1 = affine.linearize_index [%a, %b] by (4) : index
  %2 = affine.linearize_index [%a, %b, %c] by (%n, %n) : index
  %3 = affine.linearize_index [] by () : index
  %4 = affine.linearize_index disjoint [%a] by () {foo} : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @generic(%x: index, %n: index) -> (index, index) {
  %0:2 = "affine.delinearize_index"(%x, %n) <{static_basis = array<i64: -9223372036854775808, 3>}> : (index, index) -> (index, index)
  %1 = "affine.linearize_index"(%0#0, %0#1, %n) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index
  %2 = "affine.linearize_index"(%0#0, %0#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  return %1, %2 : index, index
}

