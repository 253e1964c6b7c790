// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Parser messages of memref layouts as mlir-opt 22 gives them.

// expected-error@+1 {{expected '<' after 'strided'}}
func.func private @no_angle() -> memref<?x?xf32, strided>

// -----

// expected-error@+1 {{expected ','}}
func.func private @junk_after_strides() -> memref<?x?xf32, strided<[]?>

// -----

// expected-error@+1 {{expected 'offset' after comma}}
func.func private @not_offset() -> memref<?x?xf32, strided<[1, 1], foo: 3>>

// -----

// expected-error@+1 {{expected list element}}
func.func private @empty_layout(memref<2x4xi8, >)

// -----

// expected-error@+1 {{expected attribute value}}
func.func private @empty_memory_space(memref<2x4xi8, 1, >)

// -----

func.func private @fine() -> memref<?x?xf32, strided<[1, 1], offset: 3 >>
