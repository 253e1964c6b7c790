// Without `--legacy-std`, old bare op names are errors exactly as in mlir-opt 22: the
// registered `std` dialect changes nothing for MLIR 22 input.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{custom op 'func' is unknown (tried 'builtin.func' as well)}}
func @f() {
  return
}

// -----

func.func @g(%a: i32) {
  // expected-error @+1 {{custom op 'addi' is unknown (tried 'func.addi' as well)}}
  %0 = addi %a, %a : i32
  return
}

// -----

// A map without `affine_map<...>` is read as a function type, as mlir-opt 22 reads it.
// expected-error @+1 {{expected non-function type}}
#map = (d0) -> (d0)
