// builtin dialect: `builtin.unrealized_conversion_cast` in custom and generic form
// (no, one or several operands and results; attributes after the types), identical to
// mlir-opt 22, and round trips.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : f32 to i32
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : f32, index to i32, i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %0 : i32 to f32 {foo.a = 1 : i64}
// CHECK-NEXT: %4:3 = builtin.unrealized_conversion_cast to tensor<?xf32>, complex<f32>, memref<2xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1#1, %1#0 : i64, i32 to vector<4xf32>
// CHECK-NEXT: return %3 : f32
// GENERIC-LABEL: sym_name = "casts"
// GENERIC: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (f32) -> i32
// GENERIC-NEXT: %1:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (f32, index) -> (i32, i64)
// GENERIC-NEXT: %2 = "builtin.unrealized_conversion_cast"() : () -> i8
// GENERIC-NEXT: %3 = "builtin.unrealized_conversion_cast"(%0) {foo.a = 1 : i64} : (i32) -> f32
// GENERIC-NEXT: %4:3 = "builtin.unrealized_conversion_cast"() : () -> (tensor<?xf32>, complex<f32>, memref<2xi8>)
// GENERIC-NEXT: %5 = "builtin.unrealized_conversion_cast"(%1#1, %1#0) : (i64, i32) -> vector<4xf32>
func.func @casts(%a: f32, %i: index) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : f32 to i32
  %1:2 = builtin.unrealized_conversion_cast %a, %i : f32, index to i32, i64
  %2 = builtin.unrealized_conversion_cast to i8
  %3 = builtin.unrealized_conversion_cast %0 : i32 to f32 {foo.a = 1}
  %4:3 = "builtin.unrealized_conversion_cast"() : () -> (tensor<?xf32>, complex<f32>, memref<2xi8>)
  %5 = builtin.unrealized_conversion_cast %1#1, %1#0 : i64, i32 to vector<4xf32>
  return %3 : f32
}
