// Builtin scalar, function, tuple and none types: printed forms in generic op syntax.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Tuples with more than 16 elements are printed through a `!tuple` alias.
// CHECK: !tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: "builtin.module"() ({

// Signless integers, including odd and very large widths.
// CHECK-NEXT: %0 = "foo.op"() : () -> i1
%i1 = "foo.op"() : () -> i1
// CHECK-NEXT: %1 = "foo.op"() : () -> i7
%i7 = "foo.op"() : () -> i7
// CHECK-NEXT: %2 = "foo.op"() : () -> i8
%i8 = "foo.op"() : () -> i8
// CHECK-NEXT: %3 = "foo.op"() : () -> i32
%i32 = "foo.op"() : () -> i32
// CHECK-NEXT: %4 = "foo.op"() : () -> i128
%i128 = "foo.op"() : () -> i128
// CHECK-NEXT: %5 = "foo.op"() : () -> i1000
%i1000 = "foo.op"() : () -> i1000
// CHECK-NEXT: %6 = "foo.op"() : () -> i16777215
%imax = "foo.op"() : () -> i16777215
// Zero-width integers are allowed.
// CHECK-NEXT: %7:3 = "foo.op"() : () -> (i0, si0, ui0)
%i0:3 = "foo.op"() : () -> (i0, si0, ui0)
// A leading zero in the width is accepted and dropped.
// CHECK-NEXT: %8 = "foo.op"() : () -> i1
%i01 = "foo.op"() : () -> i01

// Signed and unsigned integers.
// CHECK-NEXT: %9:4 = "foo.op"() : () -> (si1, si8, si32, si64)
%si:4 = "foo.op"() : () -> (si1, si8, si32, si64)
// CHECK-NEXT: %10:4 = "foo.op"() : () -> (ui1, ui8, ui32, ui64)
%ui:4 = "foo.op"() : () -> (ui1, ui8, ui32, ui64)

// index.
// CHECK-NEXT: %11 = "foo.op"() : () -> index
%idx = "foo.op"() : () -> index

// IEEE and extended floats.
// CHECK-NEXT: %12:7 = "foo.op"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
%f:7 = "foo.op"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// The small float families (f8, f6, f4).
// CHECK-NEXT: %13:8 = "foo.op"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
%f8:8 = "foo.op"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// CHECK-NEXT: %14:3 = "foo.op"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
%f6:3 = "foo.op"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)

// complex accepts integer and float element types.
// CHECK-NEXT: %15:6 = "foo.op"() : () -> (complex<f32>, complex<f64>, complex<i32>, complex<si8>, complex<f8E4M3FN>, complex<bf16>)
%c:6 = "foo.op"() : () -> (complex<f32>, complex<f64>, complex<i32>, complex<si8>, complex<f8E4M3FN>, complex<bf16>)

// Function types: empty, single result (printed without parentheses), multiple
// results, and nested function types (which keep their parentheses).
// CHECK-NEXT: %16 = "foo.op"() : () -> (() -> ())
%fn0 = "foo.op"() : () -> (() -> ())
// CHECK-NEXT: %17 = "foo.op"() : () -> ((i32) -> i64)
%fn1 = "foo.op"() : () -> ((i32) -> i64)
// CHECK-NEXT: %18 = "foo.op"() : () -> ((i32) -> i64)
%fn2 = "foo.op"() : () -> ((i32) -> (i64))
// CHECK-NEXT: %19 = "foo.op"() : () -> ((i32, f32) -> (i1, i2))
%fn3 = "foo.op"() : () -> ((i32, f32) -> (i1, i2))
// CHECK-NEXT: %20 = "foo.op"() : () -> (((i32) -> i1) -> ((f32) -> f64))
%fn4 = "foo.op"() : () -> (((i32) -> i1) -> ((f32) -> f64))
// CHECK-NEXT: %21 = "foo.op"() : () -> (() -> (() -> ()))
%fn5 = "foo.op"() : () -> (() -> (() -> ()))
// CHECK-NEXT: %22 = "foo.op"() : () -> ((() -> ()) -> ())
%fn6 = "foo.op"() : () -> ((() -> ()) -> ())
// CHECK-NEXT: %23 = "foo.op"() : () -> ((tuple<>, none) -> (index, i1))
%fn7 = "foo.op"() : () -> ((tuple<>, none) -> (index, i1))

// Tuples: empty, single, nested, and exactly 16 elements (no alias).
// CHECK-NEXT: %24 = "foo.op"() : () -> tuple<>
%t0 = "foo.op"() : () -> tuple<>
// CHECK-NEXT: %25 = "foo.op"() : () -> tuple<i32>
%t1 = "foo.op"() : () -> tuple<i32>
// CHECK-NEXT: %26 = "foo.op"() : () -> tuple<i32, tuple<f32, tuple<>>>
%t2 = "foo.op"() : () -> tuple<i32, tuple<f32, tuple<>>>
// CHECK-NEXT: %27 = "foo.op"() : () -> tuple<(i32) -> i1, tuple<i8>>
%t3 = "foo.op"() : () -> tuple<(i32) -> i1, tuple<i8>>
// CHECK-NEXT: %28 = "foo.op"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>
%t16 = "foo.op"() : () -> tuple<i1,i2,i3,i4,i5,i6,i7,i8,i9,i10,i11,i12,i13,i14,i15,i16>
// 17 elements: aliased (the same tuple reuses the same alias).
// CHECK-NEXT: %29 = "foo.op"() : () -> !tuple
%t17 = "foo.op"() : () -> tuple<i1,i2,i3,i4,i5,i6,i7,i8,i9,i10,i11,i12,i13,i14,i15,i16,i17>
// CHECK-NEXT: %30 = "foo.op"() : () -> tuple<!tuple>
%t17b = "foo.op"() : () -> tuple<tuple<i1,i2,i3,i4,i5,i6,i7,i8,i9,i10,i11,i12,i13,i14,i15,i16,i17>>

// none.
// CHECK-NEXT: %31 = "foo.op"() : () -> none
%n = "foo.op"() : () -> none

// Types as operand types.
// CHECK-NEXT: "foo.use"(%0, %1, %9#0, %11, %12#2, %15#0, %19, %26, %31) : (i1, i7, si1, index, f32, complex<f32>, (i32, f32) -> (i1, i2), tuple<i32, tuple<f32, tuple<>>>, none) -> ()
"foo.use"(%i1, %i7, %si#0, %idx, %f#2, %c#0, %fn3, %t2, %n) : (i1, i7, si1, index, f32, complex<f32>, (i32, f32) -> (i1, i2), tuple<i32, tuple<f32, tuple<>>>, none) -> ()

// CHECK-NEXT: }) : () -> ()
