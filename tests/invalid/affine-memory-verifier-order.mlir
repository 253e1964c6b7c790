// RUN: strata-opt %s --split-input-file --verify-diagnostics
// affine.load/store check the element type before the indexing (mlir-opt 22's order).

func.func @store_type_before_rank(%m: memref<f32>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c0, %m) <{map = affine_map<(i) -> (i)>}> : (i32, memref<f32>) -> ()
  return
}

// -----

func.func @load_type_before_rank(%m: memref<f32>) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m) <{map = affine_map<(i) -> (i)>}> : (memref<f32>) -> i32
  return
}
