// UPSTREAM-BUG: mlir-opt 22 prints a dialect type whose name contains `-` (a character its
// lexer accepts in `!foo.b--`) in the opaque form `!foo<b-->`, which it then rejects
// ("unbalanced '<' character in pretty dialect name": the `->` reads as an arrow). Strata
// keeps the pretty form, which parses back to the same type. Not run through mlir-opt.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: %0 = "foo.op"() : () -> !foo.b-----
// Names that do not end in `-` print as mlir-opt prints them (opaque form, parses back).
// CHECK: %1 = "foo.op"() : () -> !foo<a$b-c>
// CHECK: "foo.op"() {a = #foo.x-} : () -> ()
%0 = "foo.op"() : () -> !foo.b-----
%1 = "foo.op"() : () -> !foo.a$b-c
"foo.op"() {a = #foo.x-} : () -> ()
