// Block and successor errors, and block structure rules. One case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// The entry block cannot be a successor (it has no label to refer to, and ^bb0 of a
// region without an explicit label is not defined).
"foo.r"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
"foo.r"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb5] : () -> ()
}) : () -> ()

// -----

// Successors at the top level (the module body has no other blocks).
// expected-error @+1 {{reference to an undefined block}}
"foo.op"()[^bb1] : () -> ()

// -----

"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// A block label cannot be used across regions.
"foo.r"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^other] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}, {
^other:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// In a multi-block region every block needs at least one operation.
// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.r"() ({
^bb0:
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.r"() ({
  "foo.x"() : () -> ()
^bb1:
}) : () -> ()

// -----

"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
// expected-error @+2 {{redefinition of SSA value '%a'}}
// expected-note @+1 {{previously defined here}}
^bb1(%a: i32, %a: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-error @+1 {{expected ')'}}
^bb0(%a: i32
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-error @+1 {{expected SSA operand}}
^bb0(a: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  // expected-error @+1 {{expected block name}}
  "foo.br"()[bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  // expected-error @+1 {{expected ',' or ']'}}
  "foo.br"()[^bb1(%x : i32)] : () -> ()
^bb1(%y: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  // expected-error @+1 {{expected list element}}
  "foo.br"()[] : () -> ()
}) : () -> ()

// -----

// A block label must be followed by a colon.
"foo.r"() ({
// expected-error @+1 {{expected ':' after block name}}
^bb0
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
  "foo.x"() : () -> ()
// expected-error @+1 {{expected ')' to end region list}}
}
