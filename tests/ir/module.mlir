// The top-level module: implicit vs. explicit, custom and generic spellings, names,
// attributes, nesting. Each chunk is printed followed by a separator line.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s --check-prefix=CUSTOM

// An empty input gives an empty implicit module; an empty block keeps its `^bb0:` label in
// the generic form.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-LABEL: module {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}

// -----

// A single top-level `module` is not wrapped in another one.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module {}

// -----

// The generic spelling of the same module (the block label is required: the body region
// must have exactly one block).
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
"builtin.module"() ({
^bb0:
}) : () -> ()

// -----

// A module next to another op, or two modules, are wrapped in an implicit module.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   "foo.op"() : () -> ()
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module {}
"foo.op"() : () -> ()

// -----

// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:     "foo.op"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module {}
module {
  "foo.op"() : () -> ()
}

// -----

// A named module: the name is a property (`sym_name`), also when written in the
// discardable attribute dictionary of the generic form.
// CHECK-NEXT: "builtin.module"() <{sym_name = "name"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @name {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module @name {}

// -----

// CHECK-NEXT: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) {foo.x = 1 : i64} : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @m attributes {foo.x = 1 : i64} {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
"builtin.module"() ({
^bb0:
}) {sym_name = "m", foo.x = 1} : () -> ()

// -----

// CHECK-NEXT: "builtin.module"() <{sym_name = "quoted name"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @"quoted name" {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module @"quoted name" {}

// -----

// Attributes (they must have a dialect prefix) and visibility.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) {foo.x, foo.y = 2 : i32} : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module attributes {foo.x, foo.y = 2 : i32} {
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module attributes {foo.y = 2 : i32, foo.x} {}

// -----

// CHECK-NEXT: "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT: }) {foo.z = "s"} : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @m attributes {foo.z = "s", sym_visibility = "private"} {
// CUSTOM-NEXT:   "foo.op"() : () -> ()
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module @m attributes {sym_visibility = "private", foo.z = "s"} {
  "foo.op"() : () -> ()
}

// -----

// Nested named modules; the trailing location of a module is not printed.
// CHECK-NEXT: "builtin.module"() <{sym_name = "a"}> ({
// CHECK-NEXT:   "builtin.module"() <{sym_name = "b"}> ({
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %0 = "foo.op"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CUSTOM-NEXT: module @a {
// CUSTOM-NEXT:   module @b {
// CUSTOM-NEXT:     "foo.op"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   %0 = "foo.op"() : () -> i32
// CUSTOM-NEXT: }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: // {{-----}}
module @a {
  module @b {
    "foo.op"() : () -> ()
  } loc("x":1:1)
  %0 = "foo.op"() : () -> i32
}

// -----

// The last chunk is not followed by a separator.
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.last"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NOT: // {{-----}}
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   "foo.last"() : () -> ()
// CUSTOM-NEXT: }
// CUSTOM-NOT: // {{-----}}
"foo.last"() : () -> ()
