// Attribute aliases, dialect attributes, distinct attributes and properties.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Only builtin attributes that the printer aliases itself (here affine maps and distinct
// attributes) get alias definitions; user aliases are resolved.
// CHECK-NOT: #a =
// Alias definitions are sorted by name; distinct ids are assigned in print order.
// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: #distinct2 = distinct[2]<[1]>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
#a = 1 : i32
#b = [#a, #a]
#s = "s"
#dict = {x = #a}
#d = #foo.bar<1>
#m = affine_map<(d0) -> (d0 + 1)>
!t = i64
#ty = !t
#x_y$1 = unit

// User attribute aliases are replaced by their value.
// CHECK-NEXT: "foo.op"() {a = 1 : i32, b = [1 : i32, 1 : i32], c = "s", d = {x = 1 : i32}} : () -> ()
"foo.op"() {a = #a, b = #b, c = #s, d = #dict} : () -> ()
// CHECK-NEXT: "foo.op"() {e = #foo.bar<1>, f = #map, g = i64, h} : () -> ()
"foo.op"() {e = #d, f = #m, g = #ty, h = #x_y$1} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [1 : i32, #foo.bar<1>]} : () -> ()
"foo.op"() {a = [#a, #d]} : () -> ()

// Opaque dialect attributes keep their body verbatim; a simple body is printed in the
// pretty form (same rule as for dialect types).
// CHECK-NEXT: "foo.op"() {a = #foo<"bar">, b = #foo.bar, c = #foo.a.b, d = #foo.bar<2>} : () -> ()
"foo.op"() {a = #foo<"bar">, b = #foo<bar>, c = #foo<a.b>, d = #foo<bar<2>>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #foo<"x y">, b = #foo<a b>, c = #foo< a>, d = #foo<a<1> >, e = #foo<>} : () -> ()
"foo.op"() {a = #foo<"x y">, b = #foo<a b>, c = #foo< a>, d = #foo<a<1> >, e = #foo<>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #foo<"bar<2>">, b = #foo<"with \"esc\" \n">} : () -> ()
"foo.op"() {a = #foo<"bar<2>">, b = #foo<"with \"esc\" \n">} : () -> ()
// Pretty dialect attributes.
// CHECK-NEXT: "foo.op"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.baz<"q">, d = #foo.a.b.c} : () -> ()
"foo.op"() {a = #foo.bar, b = #foo.bar<1>, c = #foo.baz<"q">, d = #foo.a.b.c} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #foo.bar<[1, {x}] (y) <<z>>>, b = #foo.bar< spaced  out >} : () -> ()
"foo.op"() {a = #foo.bar<[1, {x}] (y) <<z>>>, b = #foo.bar< spaced  out >} : () -> ()
// A trailing type is kept.
// CHECK-NEXT: "foo.op"() {a = #foo.x<1> : i32, b = #foo<"q"> : i8} : () -> ()
"foo.op"() {a = #foo.x<1> : i32, b = #foo<"q"> : i8} : () -> ()

// Distinct attributes are renumbered in print order (aliased ones first); the same input id
// means the same attribute. A distinct unit attribute prints as `<>` and is not aliased.
// CHECK-NEXT: "foo.op"() {a = #distinct, b = distinct[3]<>, c = #distinct} : () -> ()
"foo.op"() {a = distinct[7]<42 : i32>, b = distinct[3]<unit>, c = distinct[7]<42 : i32>} : () -> ()
// CHECK-NEXT: "foo.op"() {d = #distinct1, e = #distinct2, f = distinct[3]<>} : () -> ()
"foo.op"() {d = distinct[9]<"x">, e = distinct[0]<[1]>, f = distinct[3]<>} : () -> ()

// Properties (`<{...}>`): any attribute, printed before the regions and the dictionary.
// CHECK-NEXT: "foo.op"() <{p = 1 : i32, q = "s"}> {d = 2 : i64} : () -> ()
"foo.op"() <{p = 1 : i32, q = "s"}> {d = 2} : () -> ()
// CHECK-NEXT: "foo.op"() <{a = 2 : i64, z = 1 : i64}> : () -> ()
"foo.op"() <{z = 1, a = 2}> : () -> ()
// CHECK-NEXT: "foo.op"() <{}> : () -> ()
"foo.op"() <{}> : () -> ()
// CHECK-NEXT: "foo.op"() <1 : i32> : () -> ()
"foo.op"() <1 : i32> : () -> ()
// CHECK-NEXT: "foo.op"() <[1, "two"]> : () -> ()
"foo.op"() <[1, "two"]> : () -> ()
// CHECK-NEXT: "foo.op"() <#foo.props<x>> {a} : () -> ()
"foo.op"() <#foo.props<x>> {a} : () -> ()
// CHECK-NEXT: %0 = "foo.op"() <{k = #map}> : () -> i32
%p = "foo.op"() <{k = #m}> : () -> i32
// A `sym_name` is just a discardable attribute on an unregistered op.
// CHECK-NEXT: "foo.op"() {sym_name = "x"} : () -> ()
"foo.op"() {sym_name = "x"} : () -> ()
// CHECK-NEXT: "foo.op"() <{sym_name = "y"}> : () -> ()
"foo.op"() <{sym_name = "y"}> : () -> ()

// CHECK-NEXT: }) : () -> ()
