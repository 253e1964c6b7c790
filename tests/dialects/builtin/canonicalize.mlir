// builtin dialect: `builtin.unrealized_conversion_cast` folds under --canonicalize as
// mlir-opt 22 folds them: identity casts and round trips through another cast (all its
// results, in order, back to its input types) fold to the original values.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: i64) -> (f32, i32, f32, f32, i64, i8, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : f32 to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %0 : i32 to f64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2, %1 : f64, i8 to f32
// CHECK-NEXT: return %arg0, %0, %arg0, %arg0, %arg1, %1, %3 : f32, i32, f32, f32, i64, i8, f32
func.func @f(%a: f32, %b: i64) -> (f32, i32, f32, f32, i64, i8, f32) {
  %x = builtin.unrealized_conversion_cast %a : f32 to f32
  %y = builtin.unrealized_conversion_cast %a : f32 to i32
  %z = builtin.unrealized_conversion_cast %y : i32 to f32
  %p:2 = builtin.unrealized_conversion_cast %a, %b : f32, i64 to i32, i16
  %q:2 = builtin.unrealized_conversion_cast %p#0, %p#1 : i32, i16 to f32, i64
  %r:2 = builtin.unrealized_conversion_cast %p#1, %p#0 : i16, i32 to i64, f32
  %e = builtin.unrealized_conversion_cast to i8
  %w = builtin.unrealized_conversion_cast %y : i32 to f64
  %v = builtin.unrealized_conversion_cast %w, %e : f64, i8 to f32
  return %x, %y, %z, %q#0, %q#1, %e, %v : f32, i32, f32, f32, i64, i8, f32
}
