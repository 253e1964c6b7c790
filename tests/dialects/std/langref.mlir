// The std-era examples of the language reference (seed 004), in the old syntax. Fixes
// to examples broken in the seed text (each marked "FIX:" where it is made):
// - closing `}` and lost block labels (`^bb1:`, ...) restored;
// - `tensor_store %A to %A_m` is written with a comma, as its grammar says;
// - old attribute dictionaries `{message: "..."}`/`{fruit: "banana"}` use `=`;
// - `tensor<100x50xf32)` lacks its `>`;
// - `@multiply` is declared here; seeds-affine.mlir has its body (an `affine.for` nest);
// - `memref_cast ... -> memref<*xf32>` is written with `to`; `alloc (%n)[%o] : <16x...>`
//   lacks the `memref` keyword; undefined aliases and `memspace0` are defined/replaced;
// - `accelerator.launch() {...}` (an unregistered dialect's custom form) is written in
//   generic form, and its op `"accelerator.do_something"` gets no result;
// - the generic `"cond_br"(%cond)[^bb1, ^bb2(%v : index)]` is today's generic form of
//   `std.cond_br` (successor operands in the operand list).
// UPSTREAM-BUG: the std dialect was removed upstream; mlir-opt 22 cannot run this file.
// Each upgraded output below was checked to be accepted by mlir-opt 22, as
// crates/strata-tools/tests/seeds.rs checks.
// SEED-EXAMPLES: legacy
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect %s | strata-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt --legacy-std --split-input-file --allow-unregistered-dialect --upgrade-legacy-std %s | FileCheck %s

// Compute A*B using an implementation of multiply kernel and print the
// result using a TensorFlow op. The dimensions of A and B are partially
// known. The shapes are assumed to match.
func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
  // Compute the inner dimension of %A using the dim operation.
  %n = dim %A, 1 : tensor<100x?xf32>

  // Allocate addressable "buffers" and copy tensors %A and %B into them.
  %A_m = alloc(%n) : memref<100x?xf32>
  // FIX: `,` for `to`.
  tensor_store %A, %A_m : memref<100x?xf32>

  %B_m = alloc(%n) : memref<?x50xf32>
  tensor_store %B, %B_m : memref<?x50xf32>

  // Call function @multiply passing memrefs as arguments,
  // and getting returned the result of the multiplication.
  %C_m = call @multiply(%A_m, %B_m)
          : (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)

  dealloc %A_m : memref<100x?xf32>
  dealloc %B_m : memref<?x50xf32>

  // Load the buffer data into a higher level "tensor" value.
  %C = tensor_load %C_m : memref<100x50xf32>
  dealloc %C_m : memref<100x50xf32>

  // Call TensorFlow built-in function to print the result tensor.
  // FIX: `{message = ...}`, `tensor<100x50xf32>`.
  "tf.Print"(%C){message = "mul result"}
                  : (tensor<100x50xf32>) -> (tensor<100x50xf32>)

  return %C : tensor<100x50xf32>
}

// FIX: declared (its body is an affine.for nest).
func @multiply(memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)

// ROUND-LABEL: std.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// ROUND-NEXT: %0 = dim %arg0, 1 : tensor<100x?xf32>
// ROUND-NEXT: %1 = alloc(%0) : memref<100x?xf32>
// ROUND-NEXT: tensor_store %arg0, %1 : memref<100x?xf32>
// ROUND-NEXT: %2 = alloc(%0) : memref<?x50xf32>
// ROUND-NEXT: tensor_store %arg1, %2 : memref<?x50xf32>
// ROUND-NEXT: %3 = call @multiply(%1, %2) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// ROUND-NEXT: dealloc %1 : memref<100x?xf32>
// ROUND-NEXT: dealloc %2 : memref<?x50xf32>
// ROUND-NEXT: %4 = tensor_load %3 : memref<100x50xf32>
// ROUND-NEXT: dealloc %3 : memref<100x50xf32>
// ROUND-NEXT: %5 = "tf.Print"(%4) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// ROUND-NEXT: return %4 : tensor<100x50xf32>
// ROUND-NEXT: }
// ROUND-LABEL: std.func @multiply(memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>

// CHECK-LABEL: func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<100x?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<100x?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %alloc : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc(%dim) : memref<?x50xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in writable %alloc_0 : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
// CHECK-NEXT: %0 = call @multiply(%alloc, %alloc_0) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<100x?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x50xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<100x50xf32> to tensor<100x50xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<100x50xf32>
// CHECK-NEXT: %2 = "tf.Print"(%1) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// CHECK-NEXT: return %1 : tensor<100x50xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @multiply(memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>

// -----

// FIX: #layout_map0 defined; `{fruit = "banana"}`; closing brace.
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>

// External function definitions.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// A function that returns its argument twice:
func @count(%x: i64) -> (i64, i64)
  attributes {fruit = "banana"} {
  return %x, %x: i64, i64
}

// A function with an argument attribute
func @example_fn_arg(%x: i32 {swift.self = unit})

// A function with a result attribute
func @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})

// A function with an attribute
func @example_fn_attr() attributes {dialectName.attrName = false}

// A unit attribute defined with the `unit` value specifier.
func @verbose_form(i1) attributes {dialectName.unitAttr = unit}

// A unit attribute can also be defined without the value specifier.
func @simple_form(i1) attributes {dialectName.unitAttr}

// ROUND-LABEL: std.func @abort()
// ROUND-LABEL: std.func @scribble(i32, i64, memref<?x128xf32, #map>) -> f64
// ROUND-LABEL: std.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
// ROUND-NEXT: return %arg0, %arg0 : i64, i64
// ROUND-NEXT: }
// ROUND-LABEL: std.func @example_fn_arg(i32 {swift.self})
// ROUND-LABEL: std.func @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})
// ROUND-LABEL: std.func @example_fn_attr() attributes {dialectName.attrName = false}
// ROUND-LABEL: std.func @verbose_form(i1) attributes {dialectName.unitAttr}
// ROUND-LABEL: std.func @simple_form(i1) attributes {dialectName.unitAttr}

// CHECK-LABEL: func.func private @abort()
// CHECK-LABEL: func.func private @scribble(i32, i64, memref<?x128xf32, #map>) -> f64
// CHECK-LABEL: func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CHECK-NEXT: return %arg0, %arg0 : i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @example_fn_arg(i32 {swift.self})
// CHECK-LABEL: func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})
// CHECK-LABEL: func.func private @example_fn_attr() attributes {dialectName.attrName = false}
// CHECK-LABEL: func.func private @verbose_form(i1) attributes {dialectName.unitAttr}
// CHECK-LABEL: func.func private @simple_form(i1) attributes {dialectName.unitAttr}

// -----

// FIX: labels ^bb1, ^bb2 and the closing brace restored.
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cond_br %cond, ^bb1, ^bb2

^bb1:
  br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  %b = addi %a, %a : i64
  br ^bb3(%b: i64)    // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 along with %a. %a is referenced
// directly from its defining operation and is not passed through
// an argument of ^bb3.
^bb3(%c: i64):
  br ^bb4(%c, %a : i64, i64)

^bb4(%d : i64, %e : i64):
  %0 = addi %d, %e : i64
  return %0 : i64   // Return is also a terminator.
}

// ROUND-LABEL: std.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// ROUND-NEXT: cond_br %arg1, ^bb1, ^bb2
// ROUND-NEXT: ^bb1:  // pred: ^bb0
// ROUND-NEXT: br ^bb3(%arg0 : i64)
// ROUND-NEXT: ^bb2:  // pred: ^bb0
// ROUND-NEXT: %0 = addi %arg0, %arg0 : i64
// ROUND-NEXT: br ^bb3(%0 : i64)
// ROUND-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// ROUND-NEXT: br ^bb4(%1, %arg0 : i64, i64)
// ROUND-NEXT: ^bb4(%2: i64, %3: i64):  // pred: ^bb3
// ROUND-NEXT: %4 = addi %2, %3 : i64
// ROUND-NEXT: return %4 : i64
// ROUND-NEXT: }

// CHECK-LABEL: func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4(%1, %arg0 : i64, i64)
// CHECK-NEXT: ^bb4(%2: i64, %3: i64):  // pred: ^bb3
// CHECK-NEXT: %4 = arith.addi %2, %3 : i64
// CHECK-NEXT: return %4 : i64
// CHECK-NEXT: }

// -----

// FIX: labels, the launch op in generic form without a result on do_something, a
// branch after it, ^bb3 and the closing brace.
func @accelerator_compute(i64, i1) -> i64 { // An SSACFG region
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cond_br %cond, ^bb1, ^bb2

^bb1:
  // This def for %value does not dominate ^bb2
  %value = "op.convert"(%a) : (i64) -> i64
  br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  "accelerator.launch"() ({ // An SSACFG region
      // Region of code nested under "accelerator.launch", it can reference %a but
      // not %value.
      "accelerator.do_something"(%a) : (i64) -> ()
  }) : () -> ()
  // %new_value cannot be referenced outside of the region
  br ^bb3(%a: i64)

^bb3(%r: i64):
  return %r : i64
}

// ROUND-LABEL: std.func @accelerator_compute(%arg0: i64, %arg1: i1) -> i64 {
// ROUND-NEXT: cond_br %arg1, ^bb1, ^bb2
// ROUND-NEXT: ^bb1:  // pred: ^bb0
// ROUND-NEXT: %0 = "op.convert"(%arg0) : (i64) -> i64
// ROUND-NEXT: br ^bb3(%arg0 : i64)
// ROUND-NEXT: ^bb2:  // pred: ^bb0
// ROUND-NEXT: "accelerator.launch"() ({
// ROUND-NEXT: "accelerator.do_something"(%arg0) : (i64) -> ()
// ROUND-NEXT: }) : () -> ()
// ROUND-NEXT: br ^bb3(%arg0 : i64)
// ROUND-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// ROUND-NEXT: return %1 : i64
// ROUND-NEXT: }

// CHECK-LABEL: func.func @accelerator_compute(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "op.convert"(%arg0) : (i64) -> i64
// CHECK-NEXT: cf.br ^bb3(%arg0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "accelerator.launch"() ({
// CHECK-NEXT: "accelerator.do_something"(%arg0) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: cf.br ^bb3(%arg0 : i64)
// CHECK-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }

// -----

// FIX: wrapped; helpers declared; `to` for `->` in memref_cast.
func @helper_2D(memref<16x32xf32>)
func @helper_3D(memref<16x32x64xf32>)
func @helper(memref<*xf32>)
func @ranks() {
  // With static ranks, we need a function for each possible argument type
  %A = alloc() : memref<16x32xf32>
  %B = alloc() : memref<16x32x64xf32>
  call @helper_2D(%A) : (memref<16x32xf32>)->()
  call @helper_3D(%B) : (memref<16x32x64xf32>)->()

  // Remove rank info
  %A_u = memref_cast %A : memref<16x32xf32> to memref<*xf32>
  %B_u = memref_cast %B : memref<16x32x64xf32> to memref<*xf32>
  // call same function with dynamic ranks
  call @helper(%A_u) : (memref<*xf32>)->()
  call @helper(%B_u) : (memref<*xf32>)->()
  return
}

// ROUND-LABEL: std.func @helper_2D(memref<16x32xf32>)
// ROUND-LABEL: std.func @helper_3D(memref<16x32x64xf32>)
// ROUND-LABEL: std.func @helper(memref<*xf32>)
// ROUND-LABEL: std.func @ranks() {
// ROUND-NEXT: %0 = alloc() : memref<16x32xf32>
// ROUND-NEXT: %1 = alloc() : memref<16x32x64xf32>
// ROUND-NEXT: call @helper_2D(%0) : (memref<16x32xf32>) -> ()
// ROUND-NEXT: call @helper_3D(%1) : (memref<16x32x64xf32>) -> ()
// ROUND-NEXT: %2 = memref_cast %0 : memref<16x32xf32> to memref<*xf32>
// ROUND-NEXT: %3 = memref_cast %1 : memref<16x32x64xf32> to memref<*xf32>
// ROUND-NEXT: call @helper(%2) : (memref<*xf32>) -> ()
// ROUND-NEXT: call @helper(%3) : (memref<*xf32>) -> ()
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func private @helper_2D(memref<16x32xf32>)
// CHECK-LABEL: func.func private @helper_3D(memref<16x32x64xf32>)
// CHECK-LABEL: func.func private @helper(memref<*xf32>)
// CHECK-LABEL: func.func @ranks() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x32xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16x32x64xf32>
// CHECK-NEXT: call @helper_2D(%alloc) : (memref<16x32xf32>) -> ()
// CHECK-NEXT: call @helper_3D(%alloc_0) : (memref<16x32x64xf32>) -> ()
// CHECK-NEXT: %cast = memref.cast %alloc : memref<16x32xf32> to memref<*xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<16x32x64xf32> to memref<*xf32>
// CHECK-NEXT: call @helper(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: call @helper(%cast_1) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: wrapped (`%n = ...` placeholders are arguments); `memref` keyword added;
// `memspace0` is 0; the second %A renamed %A2; #imapA defined.
#col_major = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1,
                             d0 mod s0, d1 mod s1)>
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>
#imapS = affine_map<(d0, d1) [s0] -> (d0 + s0, d1)>
#imapA = affine_map<(d0, d1) -> (d1, d0)>
func @memref_types(%N: index, %M: index, %B1: index, %B2: index, %n: index, %o: index, %i: index, %j: index) {
  %A = alloc(%N) : memref<16x4x?xf32, #col_major, 0>
  %T = alloc(%M, %N) [%B1, %B2] : memref<?x?xf32, #tiled_dynamic>
  %P = alloc() : memref<16x64xf32, #padded>
  %A2 = alloc (%n)[%o] : memref<16x?xf32, #imapS>
  %A3 = alloc() : memref<16x32xf32, #imapA, 0>
  %v = load %A3[%i, %j] : memref<16x32xf32, #imapA, 0>
  return
}

// ROUND-LABEL: std.func @memref_types(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// ROUND-NEXT: %0 = alloc(%arg0) : memref<16x4x?xf32, #map>
// ROUND-NEXT: %1 = alloc(%arg1, %arg0)[%arg2, %arg3] : memref<?x?xf32, #map1>
// ROUND-NEXT: %2 = alloc() : memref<16x64xf32, #map2>
// ROUND-NEXT: %3 = alloc(%arg4)[%arg5] : memref<16x?xf32, #map3>
// ROUND-NEXT: %4 = alloc() : memref<16x32xf32, #map4>
// ROUND-NEXT: %5 = load %4[%arg6, %arg7] : memref<16x32xf32, #map4>
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @memref_types(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<16x4x?xf32, #map>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1, %arg0)[%arg2, %arg3] : memref<?x?xf32, #map1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<16x64xf32, #map2>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg4)[%arg5] : memref<16x?xf32, #map3>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<16x32xf32, #map4>
// CHECK-NEXT: %0 = memref.load %alloc_3[%arg6, %arg7] : memref<16x32xf32, #map4>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// FIX: today's generic successor syntax, inside a function.
func @generic_cond_br(%cond: i1, %v: index) {
  "std.cond_br"(%cond, %v)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 0, 1>} : (i1, index) -> ()
^bb1:
  return
^bb2(%x: index):
  return
}

// ROUND-LABEL: std.func @generic_cond_br(%arg0: i1, %arg1: index) {
// ROUND-NEXT: cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
// ROUND-NEXT: ^bb1:  // pred: ^bb0
// ROUND-NEXT: return
// ROUND-NEXT: ^bb2(%0: index):  // pred: ^bb0
// ROUND-NEXT: return
// ROUND-NEXT: }

// CHECK-LABEL: func.func @generic_cond_br(%arg0: i1, %arg1: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
