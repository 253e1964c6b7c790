// Builtin integer, bool, unit, string, array, dictionary, type and symbol-ref attributes.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// Integers: i64 is the default type; the type is always printed in a dictionary.
// CHECK-NEXT: "foo.op"() {a = 1 : i64} : () -> ()
"foo.op"() {a = 1} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -1 : i64} : () -> ()
"foo.op"() {a = -1} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 0 : i64} : () -> ()
"foo.op"() {a = 0} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 9223372036854775807 : i64} : () -> ()
"foo.op"() {a = 9223372036854775807} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -9223372036854775808 : i64} : () -> ()
"foo.op"() {a = -9223372036854775808} : () -> ()
// Explicit widths; values are printed as signed for signless types.
// CHECK-NEXT: "foo.op"() {a = 1 : i8, b = -1 : i8, c = -128 : i8, d = 127 : i8} : () -> ()
"foo.op"() {a = 1 : i8, b = 255 : i8, c = -128 : i8, d = 127 : i8} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -1 : i16, b = -1 : i32} : () -> ()
"foo.op"() {a = 65535 : i16, b = 4294967295 : i32} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -1 : i64} : () -> ()
"foo.op"() {a = 18446744073709551615 : i64} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 123456789012345678901234567890 : i128} : () -> ()
"foo.op"() {a = 123456789012345678901234567890 : i128} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -170141183460469231731687303715884105728 : i128} : () -> ()
"foo.op"() {a = -170141183460469231731687303715884105728 : i128} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 5 : i7, b = 0 : i0} : () -> ()
"foo.op"() {a = 5 : i7, b = 0 : i0} : () -> ()
// Hexadecimal literals.
// CHECK-NEXT: "foo.op"() {a = 16 : i32, b = -1 : i8, c = -1 : i64, d = 11259375 : i64} : () -> ()
"foo.op"() {a = 0x10 : i32, b = 0xFF : i8, c = 0xffffffffffffffff : i64, d = 0xABCDEF} : () -> ()
// CHECK-NEXT: "foo.op"() {a = -127 : i8, b = 0 : i16} : () -> ()
"foo.op"() {a = -0x7F : i8, b = 0x0 : i16} : () -> ()
// Signed and unsigned types keep their own interpretation.
// CHECK-NEXT: "foo.op"() {a = 1 : si8, b = -1 : si8, c = -128 : si8, d = 127 : si8} : () -> ()
"foo.op"() {a = 1 : si8, b = -1 : si8, c = -128 : si8, d = 127 : si8} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 255 : ui8, b = 0 : ui8, c = 18446744073709551615 : ui64} : () -> ()
"foo.op"() {a = 255 : ui8, b = 0 : ui8, c = 18446744073709551615 : ui64} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 255 : ui8, b = 255 : si16} : () -> ()
"foo.op"() {a = 0xFF : ui8, b = 0xFF : si16} : () -> ()
// index.
// CHECK-NEXT: "foo.op"() {a = 1 : index, b = -1 : index, c = 16 : index} : () -> ()
"foo.op"() {a = 1 : index, b = -1 : index, c = 0x10 : index} : () -> ()

// Booleans: true/false are i1; integer i1 literals print as booleans too.
// CHECK-NEXT: "foo.op"() {a = true, b = false} : () -> ()
"foo.op"() {a = true, b = false} : () -> ()
// CHECK-NEXT: "foo.op"() {a = true, b = false, c = true} : () -> ()
"foo.op"() {a = 1 : i1, b = 0 : i1, c = -1 : i1} : () -> ()

// Unit attributes: a bare name, or `= unit`; in a dictionary both print as the bare name.
// CHECK-NEXT: "foo.op"() {a, b} : () -> ()
"foo.op"() {a, b = unit} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [unit, unit]} : () -> ()
"foo.op"() {a = [unit, unit]} : () -> ()

// Strings: printable ASCII except '"' and '\' is kept; everything else is escaped as \XX
// (upper-case hex), backslash as \\.
// CHECK-NEXT: "foo.op"() {a = "plain"} : () -> ()
"foo.op"() {a = "plain"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = ""} : () -> ()
"foo.op"() {a = ""} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "new\0Aline"} : () -> ()
"foo.op"() {a = "new\nline"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "tab\09"} : () -> ()
"foo.op"() {a = "tab\t"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "q\22uote"} : () -> ()
"foo.op"() {a = "q\"uote"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "back\\slash"} : () -> ()
"foo.op"() {a = "back\\slash"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "hexA~\00\FF"} : () -> ()
"foo.op"() {a = "hex\41\7e\00\ff"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "\0A\0A\1F\7F\80"} : () -> ()
"foo.op"() {a = "\0a\0A\1f\7f\80"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "h\C3\A9llo \E2\9C\93"} : () -> ()
"foo.op"() {a = "héllo ✓"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = "a'b{}[]<>#@%^$!~`"} : () -> ()
"foo.op"() {a = "a'b{}[]<>#@%^$!~`"} : () -> ()
// Typed strings.
// CHECK-NEXT: "foo.op"() {a = "a" : i32, b = "x" : !foo.t, c = "", d = "s" : tensor<2xi8>} : () -> ()
"foo.op"() {a = "a" : i32, b = "x" : !foo.t, c = "" : none, d = "s" : tensor<2xi8>} : () -> ()

// Arrays: element types are elided for i64 integers and f64 floats, kept otherwise.
// CHECK-NEXT: "foo.op"() {a = []} : () -> ()
"foo.op"() {a = []} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [1, 2.000000e+00, "s"]} : () -> ()
"foo.op"() {a = [1, 2.0, "s"]} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [1 : i32, 2 : i8, 3 : index, 1.000000e+00 : f32, 1.000000e+00, true, 1 : ui64, 1 : si64, "s" : i32]} : () -> ()
"foo.op"() {a = [1 : i32, 2 : i8, 3 : index, 1.0 : f32, 1.0 : f64, true, 1 : ui64, 1 : si64, "s" : i32]} : () -> ()
// CHECK-NEXT: "foo.op"() {a = {{\[\[}}1], {{\[\[}}]], [], {{\[\[}}[2]]]]} : () -> ()
"foo.op"() {a = [[1], [[]], [], [[[2]]]]} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [{x = 1 : i64}, {}, i32, @sym, unit]} : () -> ()
"foo.op"() {a = [{x = 1}, {}, i32, @sym, unit]} : () -> ()

// Dictionaries: keys are sorted by bytes, quoted when not bare identifiers.
// CHECK-NEXT: "foo.op"() {a = {}} : () -> ()
"foo.op"() {a = {}} : () -> ()
// CHECK-NEXT: "foo.op"() {a = 2 : i64, m, z = 1 : i64} : () -> ()
"foo.op"() {z = 1, a = 2, m} : () -> ()
// CHECK-NEXT: "foo.op"() {a = {a = 2 : i64, m, z = 1 : i64}} : () -> ()
"foo.op"() {a = {z = 1, a = 2, m}} : () -> ()
// CHECK-NEXT: "foo.op"() {d = {b = {c = 2 : i64, d = 1 : i64}}} : () -> ()
"foo.op"() {d = {b = {d = 1, c = 2}}} : () -> ()
// CHECK-NEXT: "foo.op"() {a.b = 2 : i64, k, plain = 3 : i64, "quoted key" = 1 : i64} : () -> ()
"foo.op"() {"quoted key" = 1, "a.b" = 2, "plain" = 3, k} : () -> ()
// CHECK-NEXT: "foo.op"() {k = {"1a" = 2 : i64, A = 5 : i64, B.c = 6 : i64, _u = 3 : i64, a$b = 4 : i64, "a-b" = 7 : i64, "x y" = 1 : i64, "\C3\A9" = 8 : i64}} : () -> ()
"foo.op"() {k = {"x y" = 1, "1a" = 2, _u = 3, a$b = 4, A = 5, B.c = 6, "a-b" = 7, "é" = 8}} : () -> ()

// Type attributes.
// CHECK-NEXT: "foo.op"() {a = i32, b = tensor<4xf32>, c = () -> (), d = !foo.t, e = [i1, f32], f = index, g = none, h = memref<?xf32>} : () -> ()
"foo.op"() {a = i32, b = tensor<4xf32>, c = () -> (), d = !foo.t, e = [i1, f32], f = index, g = none, h = memref<?xf32>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = (i32) -> (i64, i1), b = complex<f64>, c = vector<[4]xi8>, d = tuple<>} : () -> ()
"foo.op"() {a = (i32) -> (i64, i1), b = complex<f64>, c = vector<[4]xi8>, d = tuple<>} : () -> ()

// Symbol references: flat, nested, quoted.
// CHECK-NEXT: "foo.op"() {a = @sym} : () -> ()
"foo.op"() {a = @sym} : () -> ()
// CHECK-NEXT: "foo.op"() {a = @a::@b, b = @a::@b::@c} : () -> ()
"foo.op"() {a = @a::@b, b = @a::@b::@c} : () -> ()
// CHECK-NEXT: "foo.op"() {a = @"quoted sym", b = @"a::b", c = @"0abc", d = @"@"} : () -> ()
"foo.op"() {a = @"quoted sym", b = @"a::b", c = @"0abc", d = @"@"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = @a.b, b = @_x$y, c = @x_1} : () -> ()
"foo.op"() {a = @a.b, b = @_x$y, c = @x_1} : () -> ()
// CHECK-NEXT: "foo.op"() {a = @plain, b = @"q\22s"} : () -> ()
"foo.op"() {a = @"plain", b = @"q\"s"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = @nested::@"a b"} : () -> ()
"foo.op"() {a = @"nested"::@"a b"} : () -> ()
// CHECK-NEXT: "foo.op"() {a = [@x, @y::@z]} : () -> ()
"foo.op"() {a = [@x, @y::@z]} : () -> ()

// CHECK-NEXT: }) : () -> ()
