// Printer-generated aliases (`#map`, `#set`, `#distinct`, `!tuple`): which attributes and
// types get one, how they are named and numbered, and in which order they are printed.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Definitions come first, ordered by nesting depth (an alias whose value uses another alias
// comes later), then types before attributes, then by name; within one name the suffix
// counts up in order of first use in the IR (attribute dictionaries are walked in sorted
// order, result types before attributes, nested regions included).
// CHECK:      !tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: #distinct = distinct[0]<1 : i64>
// CHECK-NEXT: #distinct1 = distinct[1]<2 : i64>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 9)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 + 12)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 + 13)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 + 14)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: !tuple1 = tuple<memref<4xf32, #map4>, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: "builtin.module"() ({

// With --mlir-print-local-scope no alias is defined or used.
// LOCAL-NOT: #
// LOCAL-NOT: !tuple
// LOCAL: "builtin.module"() ({
// LOCAL-NEXT: "foo.op"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()
// LOCAL-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 + 2)>, z = affine_map<(d0) -> (d0 + 1)>} : () -> ()
// LOCAL-NEXT: %0 = "foo.op"() {a = affine_map<(d0) -> (d0 + 3)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 4)>>
// LOCAL-NEXT: "foo.op"() {b = tuple<memref<4xf32, affine_map<(d0) -> (d0 + 9)>>, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, c = [tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, affine_set<(d0) : (d0 - 1 >= 0)>]} : () -> ()
// LOCAL-NEXT: "foo.region"() ({
// LOCAL-NEXT: ^bb0(%arg0: memref<2xf32, affine_map<(d0) -> (d0 + 5)>>):
// LOCAL-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 + 6)>, b = distinct[0]<1 : i64>} : () -> ()

// CHECK-NEXT: "foo.op"() {a = #set} : () -> ()
"foo.op"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #map, z = #map1} : () -> ()
"foo.op"() {z = affine_map<(d0) -> (d0 + 1)>, a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
// CHECK-NEXT: %0 = "foo.op"() {a = #map3} : () -> memref<4xf32, #map2>
%0 = "foo.op"() {a = affine_map<(d0) -> (d0 + 3)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 4)>>
// CHECK-NEXT: "foo.op"() {b = !tuple1, c = [!tuple, #set1]} : () -> ()
"foo.op"() {b = tuple<memref<4xf32, affine_map<(d0) -> (d0 + 9)>>,i2,i3,i4,i5,i6,i7,i8,i9,i10,i11,i12,i13,i14,i15,i16,i17>, c = [tuple<i1,i2,i3,i4,i5,i6,i7,i8,i9,i10,i11,i12,i13,i14,i15,i16,i17>, affine_set<(d0) : (d0 >= 1)>]} : () -> ()
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: ^bb0(%arg0: memref<2xf32, #map5>):
// CHECK-NEXT: "foo.op"() {a = #map6, b = #distinct} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.region"() ({
^bb0(%arg: memref<2xf32, affine_map<(d0) -> (d0 + 5)>>):
  "foo.op"() {a = affine_map<(d0) -> (d0 + 6)>, b = distinct[0]<1>} : () -> ()
}) : () -> ()
// Reuse of the same attribute reuses its alias.
// CHECK-NEXT: "foo.op"() {a = #map1, b = [#map]} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 + 1)>, b = [affine_map<(d0) -> (d0 + 2)>]} : () -> ()
// CHECK-NEXT: "foo.op"(%0) {a = #distinct1} : (memref<4xf32, #map2>) -> ()
"foo.op"(%0) {a = distinct[1]<2>} : (memref<4xf32, affine_map<(d0) -> (d0 + 4)>>) -> ()
// Suffixes go past 9.
// CHECK-NEXT: "foo.op"() {m0 = #map7, m1 = #map8, m2 = #map9, m3 = #map10, m4 = #map11} : () -> ()
"foo.op"() {m0 = affine_map<(d0) -> (d0 + 10)>, m1 = affine_map<(d0) -> (d0 + 11)>, m2 = affine_map<(d0) -> (d0 + 12)>, m3 = affine_map<(d0) -> (d0 + 13)>, m4 = affine_map<(d0) -> (d0 + 14)>} : () -> ()
// CHECK-NEXT: }) : () -> ()
