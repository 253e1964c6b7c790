// MLIR strings are byte strings: bytes that are not UTF-8 survive parsing and printing
// in string attributes, dictionary keys, symbol references, dense string elements,
// dialect attribute/type bodies and generic operation names.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// String attributes: untyped, typed, in arrays, in properties.
"foo.op"() {s = "\FF\FE\00\01", t = "\C3\A9" : i32, u = "\E2\82" : !foo.t, v = ["\80", "\C0\AF"]} : () -> ()
"foo.op"() <{p = "\FF", q = ["\ED\A0\80"]}> : () -> ()
// Dictionary keys (sorted by their bytes).
"foo.op"() {"\80a" = 1 : i32, "\7F" = 2 : i32, "a\FF" = 3 : i32, a = 4 : i32, "\C3\A9" = 5 : i32, "\FF" = 6 : i32} : () -> ()
// Symbol references, nested ones included.
"foo.op"() {a = @"\C4", b = @a::@"\80"::@b, c = @"4\D0\96MLIR\B3", d = @"\C4"::@"\C4", e = @"\F0\9F\98"} : () -> ()
// Dense string elements.
"foo.op"() {a = dense<["\FF", "\FE"]> : tensor<2x!foo.s>, b = dense<"\ED\A0\80"> : tensor<3x!foo.s>, c = dense<["\80", "\80"]> : tensor<2x!foo.s>} : () -> ()
// Dialect attribute and type bodies, and strings in builtin types.
"foo.op"() {a = #foo.bar<"\FF">, b = !foo.baz<"\C4\00">, c = #foo<"\80\\">, d = tensor<2xi32, "\FF">} : () -> ()
// Operation names of the generic form.
"\FFdialect.op"() : () -> ()
"foo.\80"() : () -> ()
"foo.a\E9b"() {x = "\E9"} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.op"() {s = "\FF\FE\00\01", t = "\C3\A9" : i32, u = "\E2\82" : !foo.t, v = ["\80", "\C0\AF"]} : () -> ()
// CHECK-NEXT:   "foo.op"() <{p = "\FF", q = ["\ED\A0\80"]}> : () -> ()
// CHECK-NEXT:   "foo.op"() {a = 4 : i32, "a\FF" = 3 : i32, "\7F" = 2 : i32, "\80a" = 1 : i32, "\C3\A9" = 5 : i32, "\FF" = 6 : i32} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = @"\C4", b = @a::@"\80"::@b, c = @"4\D0\96MLIR\B3", d = @"\C4"::@"\C4", e = @"\F0\9F\98"} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = dense<["\FF", "\FE"]> : tensor<2x!foo.s>, b = dense<"\ED\A0\80"> : tensor<3x!foo.s>, c = dense<"\80"> : tensor<2x!foo.s>} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = #foo.bar<"\FF">, b = !foo.baz<"\C4\00">, c = #foo<"\80\\">, d = tensor<2xi32, "\FF">} : () -> ()
// CHECK-NEXT:   "\FFdialect.op"() : () -> ()
// CHECK-NEXT:   "foo.\80"() : () -> ()
// CHECK-NEXT:   "foo.a\E9b"() {x = "\E9"} : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "foo.op"() {s = "\FF\FE\00\01", t = "\C3\A9" : i32, u = "\E2\82" : !foo.t, v = ["\80", "\C0\AF"]} : () -> ()
// GENERIC-NEXT:   "foo.op"() <{p = "\FF", q = ["\ED\A0\80"]}> : () -> ()
// GENERIC-NEXT:   "foo.op"() {a = 4 : i32, "a\FF" = 3 : i32, "\7F" = 2 : i32, "\80a" = 1 : i32, "\C3\A9" = 5 : i32, "\FF" = 6 : i32} : () -> ()
// GENERIC-NEXT:   "foo.op"() {a = @"\C4", b = @a::@"\80"::@b, c = @"4\D0\96MLIR\B3", d = @"\C4"::@"\C4", e = @"\F0\9F\98"} : () -> ()
// GENERIC-NEXT:   "foo.op"() {a = dense<["\FF", "\FE"]> : tensor<2x!foo.s>, b = dense<"\ED\A0\80"> : tensor<3x!foo.s>, c = dense<"\80"> : tensor<2x!foo.s>} : () -> ()
// GENERIC-NEXT:   "foo.op"() {a = #foo.bar<"\FF">, b = !foo.baz<"\C4\00">, c = #foo<"\80\\">, d = tensor<2xi32, "\FF">} : () -> ()
// GENERIC-NEXT:   "\FFdialect.op"() : () -> ()
// GENERIC-NEXT:   "foo.\80"() : () -> ()
// GENERIC-NEXT:   "foo.a\E9b"() {x = "\E9"} : () -> ()
// GENERIC-NEXT: }) : () -> ()
