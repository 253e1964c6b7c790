// Affine maps, integer sets and strided layouts: canonical printed forms. Printed with
// --mlir-print-local-scope so that every attribute appears inline (aliases are tested in
// aliases.mlir).
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope | strata-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// Identifiers are renamed to d0.. and s0..; an empty result list is allowed.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1)[s0] -> (d1, d0, s0)>} : () -> ()
"foo.op"() {a = affine_map<(i, j)[n] -> (j, i, n)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<() -> (0)>, b = affine_map<(d0) -> ()>, c = affine_map<() -> ()>} : () -> ()
"foo.op"() {a = affine_map<() -> (0)>, b = affine_map<(d0) -> ()>, c = affine_map<() -> ()>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<()[s0] -> (s0)>, b = affine_map<()[s0, s1] -> (s0 + s1, s1)>} : () -> ()
"foo.op"() {a = affine_map<()[s0] -> (s0)>, b = affine_map<()[s0, s1] -> (s0 + s1, s1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1, d2) -> (d2, d1, d0)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1, d2) -> (d2, d1, d0)>} : () -> ()

// Operand order: dimensions before symbols, lower positions first, constants last.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (s0 + d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d1 + d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1 + 1)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d0 + 1 + d1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 * 2 + d1 * 5 + 3)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (3 + d0 * 2 + d1 * 5)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1 * 4 - 1)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1 * 4 - 1)>} : () -> ()
// Repeated terms are not merged.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1 + d0)>, b = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d0 + d1 + d0)>, b = affine_map<(d0) -> (d0 + d0)>} : () -> ()

// Multiplication: the constant goes on the right; subtraction and negation.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (2 * d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 * -2)>, b = affine_map<(d0) -> (d0 * -2 + 1)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 * -2)>, b = affine_map<(d0) -> (d0 * -2 + 1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (-d0)>, b = affine_map<(d0) -> (-d0)>, c = affine_map<(d0) -> (-d0 + 3)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (-d0)>, b = affine_map<(d0) -> (-(d0))>, c = affine_map<(d0) -> (d0 * -1 + 3)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 - d1)>, b = affine_map<(d0, d1) -> (d1 - d0)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d0 - d1)>, b = affine_map<(d0, d1) -> (d1 - d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 - s0, -d0 + s0)>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 - s0, s0 - d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 - 5)>, b = affine_map<(d0) -> (d0 - 2)>, c = affine_map<(d0) -> (-d0 - 1)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 - 5)>, b = affine_map<(d0) -> (d0 - 1 - 1)>, c = affine_map<(d0) -> (-d0 - 1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d0 * 2 - d1 * 3)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> (d0 * 2 - d1 * 3)>} : () -> ()
// Symbolic products.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 * s0)>, b = affine_map<(d0)[s0] -> (d0 * s0)>, c = affine_map<()[s0, s1] -> (s0 * s1)>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 * s0)>, b = affine_map<(d0)[s0] -> (s0 * d0)>, c = affine_map<()[s0, s1] -> (s0 * s1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 * (s0 + 1))>, b = affine_map<(d0)[s0] -> (d0 * (s0 * 2))>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 * (s0 + 1))>, b = affine_map<(d0)[s0] -> (s0 * 2 * d0)>} : () -> ()
// Parenthesized sums are kept.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> ((d0 + 1) * 3)>, b = affine_map<(d0)[s0] -> ((d0 + s0) * 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> ((d0 + 1) * 3)>, b = affine_map<(d0)[s0] -> ((d0 + s0) * 2)>} : () -> ()

// floordiv, ceildiv, mod.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 2, d0 mod 3, d0 * s0)>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 2, d0 mod 3, s0 * d0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 mod 4 + 1)>, b = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 mod 4 + 1)>, b = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>, b = affine_map<(d0, d1) -> ((d0 + d1) mod 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>, b = affine_map<(d0, d1) -> ((d0 + d1) mod 2)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> ((d0 * 2) ceildiv 4)>, b = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> ((d0 * 2) ceildiv 4)>, b = affine_map<(d0) -> ((d0 * 4) floordiv 2)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>, b = affine_map<(d0) -> ((d0 floordiv 2) * 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 floordiv 2 floordiv 3)>, b = affine_map<(d0) -> ((d0 floordiv 2) * 2)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 mod 2)>, b = affine_map<(d0) -> (d0 mod 3)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 - (d0 floordiv 2) * 2)>, b = affine_map<(d0) -> ((d0 + 3) mod 3)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> ((d0 mod 2) * 3)>, b = affine_map<(d0) -> (d0 * 3 - (d0 mod 2) * 3)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> ((d0 mod 2) * 3)>, b = affine_map<(d0) -> (d0 * 3 - (d0 mod 2) * 3)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0)>} : () -> ()
"foo.op"() {a = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0)>} : () -> ()

// Constant folding and identities.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (7, 6, 3, 2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (3 + 4, 2 * 3, 7 floordiv 2, -7 mod 3)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (-4, -3, 1, -1)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (-7 floordiv 2, -7 ceildiv 2, -7 mod 2, -1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (0, d0, d0, d0, d0, 0)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 * 0, d0 + 0, d0 * 1, d0 floordiv 1, d0 ceildiv 1, d0 mod 1)>} : () -> ()
// Division by zero and a negative modulus are not folded.
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 floordiv 0, d0 mod 0, 5 floordiv 0, 7 mod -2)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 floordiv 0, d0 mod 0, 5 floordiv 0, 7 mod -2)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0) -> (d0 * 9223372036854775807)>} : () -> ()
"foo.op"() {a = affine_map<(d0) -> (d0 * 9223372036854775807)>} : () -> ()

// Integer sets: every constraint is normalized to `expr >= 0` or `expr == 0`.
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 - 2 == 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 - 2 == 0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<() : (0 == 0)>, b = affine_set<() : (1 == 0)>} : () -> ()
"foo.op"() {a = affine_set<() : (0 == 0)>, b = affine_set<() : (1 == 0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0) : (d0 * 2 + 1 >= 0)>, b = affine_set<(d0) : (1 >= 0)>, c = affine_set<(d0) : (-1 >= 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0) : (d0 * 2 + 1 >= 0)>, b = affine_set<(d0) : (1 >= 0)>, c = affine_set<(d0) : (-1 >= 0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0) : (d0 - 5 >= 0)>, b = affine_set<(d0) : (-d0 + 5 >= 0)>, c = affine_set<(d0) : (-d0 + 5 >= 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0) : (d0 >= 5)>, b = affine_set<(d0) : (5 >= d0)>, c = affine_set<(d0) : (d0 <= 5)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0) : (d0 - 5 == 0)>, b = affine_set<(d0, d1) : (d0 - d1 >= 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0) : (d0 == 5)>, b = affine_set<(d0, d1) : (d0 >= d1)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 == 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 == 0)>} : () -> ()
// An empty constraint list is the universe set, printed as (0 == 0).
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0) : (0 == 0)>, b = affine_set<()[s0] : (0 == 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0) : ()>, b = affine_set<()[s0] : ()>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0)[s0] : (d0 floordiv 2 - s0 >= 0)>} : () -> ()
"foo.op"() {a = affine_set<(d0)[s0] : (d0 floordiv 2 >= s0)>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>} : () -> ()
"foo.op"() {a = affine_set<(i)[N] : (i >= 0, N - i - 1 >= 0)>} : () -> ()

// Strided layouts: a zero offset is dropped; strides may be zero, negative or dynamic.
// CHECK-NEXT: "foo.op"() {a = strided<[1]>, b = strided<[4, 1]>} : () -> ()
"foo.op"() {a = strided<[1]>, b = strided<[4, 1], offset: 0>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = strided<[?, 1], offset: ?>, b = strided<[?]>} : () -> ()
"foo.op"() {a = strided<[?, 1], offset: ?>, b = strided<[?]>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = strided<[]>, b = strided<[], offset: 5>} : () -> ()
"foo.op"() {a = strided<[]>, b = strided<[], offset: 5>} : () -> ()
// CHECK-NEXT: "foo.op"() {a = strided<[0, -1], offset: -3>, b = strided<[9223372036854775807]>} : () -> ()
"foo.op"() {a = strided<[0, -1], offset: -3>, b = strided<[9223372036854775807]>} : () -> ()

// Affine maps as memref layouts and inside other attributes.
// CHECK-NEXT: %0:2 = "foo.op"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>, 1>)
%m:2 = "foo.op"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>, 1>)
// CHECK-NEXT: "foo.op"() {a = [affine_map<(d0) -> (d0 + 1)>, affine_set<(d0) : (d0 >= 0)>], b = {c = affine_map<(d0) -> (d0)>}} : () -> ()
"foo.op"() {a = [affine_map<(d0) -> (d0 + 1)>, affine_set<(d0) : (d0 >= 0)>], b = {c = affine_map<(d0) -> (d0)>}} : () -> ()

// CHECK-NEXT: }) : () -> ()
