// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @string_value() -> i32 {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "hi" : i32} : () -> i32
  return %0 : i32
}

// -----

func.func @signless_first() -> ui32 {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = "hi" : ui32} : () -> ui32
  return %0 : ui32
}
