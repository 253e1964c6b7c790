// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// The custom form of llvm.func builds its function type unchecked, as mlir-opt 22:
// `!llvm.func` and `!llvm.void` parameters and a function result (which the lowerings
// produce from func.func declarations over llvm types) parse and print back; types that
// are not LLVM types are refused at the symbol, with mlir-opt's wording.
// mlir-opt 22 bug: it checks the same type when reading bytecode, so it cannot read its own
// bytecode of the first chunk (tests/bytecode.rs lists the file).
// NOT-A-FIXED-POINT in the generic form: its `function_type` is written in the checked
// type syntax, which refuses such a type (mlir-opt 22 cannot re-parse it either).

// CHECK: llvm.func @takes_functions(!llvm.func<void ()>, !llvm.void) -> !llvm.func<i32 (ptr)>
llvm.func @takes_functions(!llvm.func<void ()>, !llvm.void) -> !llvm.func<i32 (ptr)>

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_argument(index)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tensor<2xf32>'}}
llvm.func @tensor_result() -> tensor<2xf32>
