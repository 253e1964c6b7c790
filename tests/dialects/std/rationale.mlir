// The std-era examples of the rationale (seed 003) that do not need the affine dialect,
// in the old syntax (seeds-affine.mlir has `foo`/`bar`, `@search` and
// `@outer_nest`/`@inner_nest`). Not covered: `@conv2d`, `@matmul` (pseudo-code),
// `@count`/`@cblas_reduce_ffi`/`@dma_mem_to_scratchpad` (read/write-set proposals) and
// `@sum`/`@sum_half` (abandoned escaping-scalar syntax). Fixes (marked "FIX:"):
// - the `select`/`cond_br` equivalence is wrapped in functions and `^bb1(%t)` gets its
//   type `^bb1(%t : i32)`;
// - `@search_body`: `%i`/`%j` are `index` (they are compared with `dim` results and used
//   as subscripts); literal operands (`br ^bb1(0)`, `addi %j, 1`) become constants; the
//   missing `:` after `^bb1(%j: index)`, the lost labels `^bb2`, `^bb4`, `^bb5` and the
//   lost `store` in `^bb3` are restored (`^bb3` takes no argument: `%j` is in scope;
//   the stored `i32` comes from the unregistered `"foo.index_to_i32"`);
//   `cmpi "lt"` (no such predicate) is `"slt"`; `affine.load` is `load`; `^bb5` returns.
// UPSTREAM-BUG: the std dialect was removed upstream; mlir-opt 22 cannot run this file.
// Each upgraded output below was checked to be accepted by mlir-opt 22, as
// crates/strata-tools/tests/seeds.rs checks.
// SEED-EXAMPLES: legacy
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect %s | strata-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect --upgrade-legacy-std %s | FileCheck %s

// FIX: wrapped; block argument typed.
func @select_form(%cond: i1, %t: i32, %f: i32) -> i32 {
  %r = select %cond, %t, %f : i32
  return %r : i32
}
func @branch_form(%cond: i1, %t: i32, %f: i32) -> i32 {
  cond_br %cond, ^bb1(%t : i32), ^bb1(%f : i32)
^bb1(%r: i32):
  return %r : i32
}

// ROUND-LABEL: std.func @select_form(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// ROUND-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// ROUND-NEXT: return %0 : i32
// ROUND-NEXT: }
// ROUND-LABEL: std.func @branch_form(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// ROUND-NEXT: cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// ROUND-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// ROUND-NEXT: return %0 : i32
// ROUND-NEXT: }

// CHECK-LABEL: func.func @select_form(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch_form(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func @search_body(%A: memref<?x?xi32>, %S: memref<?xi32>, %key: i32, %i : index) {
  %nj = dim %A, 1 : memref<?x?xi32>
  %c0 = constant 0 : index
  br ^bb1(%c0 : index)

^bb1(%j: index):
  %p1 = cmpi "slt", %j, %nj : index
  cond_br %p1, ^bb2, ^bb5

^bb2:
  %v = load %A[%i, %j] : memref<?x?xi32>
  %p2 = cmpi "eq", %v, %key : i32
  cond_br %p2, ^bb3, ^bb4

^bb3:
  %jv = "foo.index_to_i32"(%j) : (index) -> i32
  store %jv, %S[%i] : memref<?xi32>
  br ^bb5

^bb4:
  %c1 = constant 1 : index
  %jinc = addi %j, %c1 : index
  br ^bb1(%jinc : index)

^bb5:
  return
}

// ROUND-LABEL: std.func @search_body(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32, %arg3: index) {
// ROUND-NEXT: %0 = dim %arg0, 1 : memref<?x?xi32>
// ROUND-NEXT: %c0 = constant 0 : index
// ROUND-NEXT: br ^bb1(%c0 : index)
// ROUND-NEXT: ^bb1(%1: index):  // 2 preds: ^bb0, ^bb4
// ROUND-NEXT: %2 = cmpi "slt", %1, %0 : index
// ROUND-NEXT: cond_br %2, ^bb2, ^bb5
// ROUND-NEXT: ^bb2:  // pred: ^bb1
// ROUND-NEXT: %3 = load %arg0[%arg3, %1] : memref<?x?xi32>
// ROUND-NEXT: %4 = cmpi "eq", %3, %arg2 : i32
// ROUND-NEXT: cond_br %4, ^bb3, ^bb4
// ROUND-NEXT: ^bb3:  // pred: ^bb2
// ROUND-NEXT: %5 = "foo.index_to_i32"(%1) : (index) -> i32
// ROUND-NEXT: store %5, %arg1[%arg3] : memref<?xi32>
// ROUND-NEXT: br ^bb5
// ROUND-NEXT: ^bb4:  // pred: ^bb2
// ROUND-NEXT: %c1 = constant 1 : index
// ROUND-NEXT: %6 = addi %1, %c1 : index
// ROUND-NEXT: br ^bb1(%6 : index)
// ROUND-NEXT: ^bb5:  // 2 preds: ^bb1, ^bb3
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @search_body(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %dim : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0] : memref<?x?xi32>
// CHECK-NEXT: %3 = arith.cmpi eq, %2, %arg2 : i32
// CHECK-NEXT: cf.cond_br %3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %4 = "foo.index_to_i32"(%0) : (index) -> i32
// CHECK-NEXT: memref.store %4, %arg1[%arg3] : memref<?xi32>
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %5 = arith.addi %0, %c1_0 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
