// Names that are not UTF-8 are compared by their bytes: a name whose bytes differ from
// every symbol's does not resolve, even when both would read alike as text, and equal
// bytes are duplicates.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func private @"\EF\BF\BD"() -> i32
func.func @caller() -> i32 {
  // expected-error @+1 {{does not reference a valid function}}
  %a = func.call @"\FD"() : () -> i32
  return %a : i32
}

// -----

func.func private @"\FF"()
// expected-error @+2 {{redefinition of symbol named}}
// expected-note @-2 {{see existing symbol definition here}}
func.func private @"\FF"()

// -----

// expected-error @+1 {{duplicate key}}
"foo.op"() {"\FF" = 1 : i32, "\FF" = 2 : i32} : () -> ()

// -----

memref.global "private" @"g\80" : memref<2xi32> = dense<[1, 2]>
func.func @user() -> memref<2xi32> {
  // expected-error @+1 {{does not reference a valid global memref}}
  %m = memref.get_global @"g\81" : memref<2xi32>
  return %m : memref<2xi32>
}
