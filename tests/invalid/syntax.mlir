// Malformed generic operation syntax and top-level structure. One case per chunk.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{expected ')' to end operand list}}
"foo.op"(

// -----

// expected-error @+1 {{expected '(' to start operand list}}
"foo.op"() : () -> ()  "foo.op"

// -----

// expected-error @+1 {{expected function type}}
"foo.op"() : i32

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"()

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () ^bb1:

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() ({ }) : () -> ())

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() ({ ) : () -> ()

// -----

// expected-error @+1 {{expected '{' to begin a region}}
"foo.op"() ( : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : () -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() <{a = 1}> <{b = 2}> : () -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1} {b = 2} : () -> ()

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(

// -----

// expected-error @+1 {{expected valid ssa identifier}}
%0, = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected '=' after SSA name}}
%0 "foo.op"() : () -> i32

// -----

// expected-error @+1 {{invalid SSA name}}
% = "foo.op"() : () -> i32

// -----

// expected-error @+1 {{empty operation name is invalid}}
"" () : () -> ()

// -----

// expected-error @+2 {{Dialect `foo' not found for custom op 'foo.op'}}
// expected-note @+1 {{Available dialects: }}
foo.op

// -----

// expected-error @+1 {{custom op 'garbage' is unknown (tried 'builtin.garbage' as well)}}
"foo.op"() : () -> () garbage

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () }

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : (i32 -> ()

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : () -> (i32, i64

// -----

// expected-error @+1 {{expected '->' in function type}}
"foo.op"() : () => ()

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () ; "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"foo.op"(%a %b) : (i32, i32) -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"unterminated op name() : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> (i32) -> i32

// -----

{-#
  // expected-error @+1 {{unknown key 'bogus_section' in file metadata dictionary}}
  bogus_section: {}
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nosuchdialect' is unknown}}
    nosuchdialect: {
      r: "0x01000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'r'}}
      r: 5
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'r' to encode alignment in first 4 bytes}}
      r: "0x01"
    }
  }
#-}

// -----

// expected-error @+1 {{expected ',' or '#-}'}}
{-# dialect_resources: {} 

// -----

// expected-error @+1 {{expected operation name in quotes}}
@sym

// -----

// expected-error @+1 {{expected operation name in quotes}}
^bb0:
"foo.op"() : () -> ()

// -----

"foo.op"() : () -> () // a trailing comment is fine, but this is not: @
// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
@
