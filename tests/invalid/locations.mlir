// Malformed locations. One case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{expected location attribute, but got#foo.loc}}
"foo.op"() : () -> () loc(#foo.loc)

// -----

// expected-error @+1 {{operation location alias was never defined}}
"foo.op"() : () -> () loc(#nope)

// -----

#x = 1 : i32
// expected-error @+1 {{expected location, but found '1 : i32'}}
"foo.op"() : () -> () loc(#x)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"foo.op"() : () -> () loc("f":1:2 to 3)

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.op"() : () -> () loc("f":1 to 3)

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"foo.op"() : () -> () loc("f":x)

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(1:2)

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"foo.op"() : () -> () loc(callsite("a":1:1))

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(callsite("a":1:1 at))

// -----

// expected-error @+1 {{expected ']' in fused location}}
"foo.op"() : () -> () loc(fused["a":1:1)

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused<"m">)

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused("a":1:1))

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.op"() : () -> () loc(unknown

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(known)

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc("name"(1))

// -----

"foo.r"() ({
// expected-error @+1 {{expected location instance}}
^bb0(%a: i32 loc(garbage)):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
"foo.op"() : () -> () loc("f":1:2) loc("g":1:2)
