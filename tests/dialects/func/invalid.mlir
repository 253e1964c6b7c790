// func dialect: parse errors of the custom forms and one case per verifier rule, with
// mlir-opt 22's wording.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{symbol declaration cannot have public visibility}}
func.func @decl()

// -----

// expected-error @+1 {{symbol declaration cannot have public visibility}}
func.func public @decl(i32)

// -----

// expected-error @+1 {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() <{arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{res_attrs = [{}, {}], function_type = () -> i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

"foo.op"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

"foo.sym"() {sym_name = "notfunc"} : () -> ()
func.func @f() {
  // expected-error @+1 {{'func.call' op 'notfunc' does not reference a valid function}}
  func.call @notfunc() : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @f() {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @callee() : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @f(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  func.call @callee(%a) : (i64) -> ()
  return
}

// -----

func.func private @callee() -> i32
func.func @f() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee() : () -> ()
  return
}

// -----

func.func private @callee() -> (i32, i32)
func.func @f() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'i32'}}
  %0:2 = func.call @callee() : () -> (i64, i32)
  return
}
// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%c: (i32) -> (), %a: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%c, %a) : ((i32) -> (), i64) -> ()
  return
}

// -----

func.func @f(%c: () -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%c) : (() -> i32) -> i64
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'missing'}}
  %0 = func.constant @missing : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : () -> ()
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "private"}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @f(i32, %a: i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.call' number of operands and types do not match: got 1 operands and 0 types}}
  func.call @f(%x) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified}}
  func.call @f(%a) : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call "f"(%a) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{custom op 'frobnicate' is unknown (tried 'builtin.frobnicate' as well)}}
frobnicate

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.frobnicate' is unknown}}
  func.frobnicate
}

// -----

// Counting traits, checked before anything else.

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> : () -> ()

// -----

"foo.region"() ({
^bb0(%arg0: i32):
  // expected-error @+1 {{'func.func' op requires zero results}}
  %0 = "func.func"(%arg0) <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : (i32) -> i32
}) : () -> ()

// -----

// expected-error @+1 {{'func.return' op requires zero results}}
%0 = "func.return"() : () -> i32

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op requires zero regions}}
  "func.call"() <{callee = @f}> ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires zero operands}}
  %x = "func.constant"(%x) <{value = @f}> : (() -> ()) -> (() -> ())
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires one result}}
  %x:2 = "func.constant"() <{value = @f}> : () -> (() -> (), i32)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}
