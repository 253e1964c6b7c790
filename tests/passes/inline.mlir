// inline: func.call of a func.func with a single-block body whose ops all belong to
// inlinable dialects is inlined bottom-up over the call graph (locations become
// call sites); recursive calls, no_inline calls/callees, declarations and callees holding
// unregistered ops stay; private callables whose last use was inlined, or that have no
// use when reached, are erased; every callable is canonicalized before and after
// inlining (the default pipeline). Expected output checked against mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(inline)' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file '--inline=default-pipeline=' | FileCheck %s --check-prefix=NOCANON
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file '--inline=default-pipeline=' --mlir-print-debuginfo | FileCheck %s --check-prefix=ARGLOC
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(inline{default-pipeline= max-iterations=2 inlining-threshold=100})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE

// PIPE: builtin.module(
// PIPE-NEXT:   inline{default-pipeline= inlining-threshold=100 max-iterations=2 }
// PIPE-NEXT: )

// CHECK: module {
// CHECK-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @kept(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:     %1 = call @noinl(%0) {no_inline} : (i32) -> i32
// CHECK-NEXT:     %2 = call @decl(%1) : (i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pub_callee(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @noinl(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @leaf(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "foo.bar"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_mem(%arg0: memref<4xi32>) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_nores(%arg0: memref<4xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     memref.store %c5_i32, %arg0[%c1] : memref<4xi32>
// CHECK-NEXT:     memref.store %c5_i32, %arg0[%c1] : memref<4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @decl_unused(i32) -> i32
// CHECK-NEXT:   func.func private @ref_by_const(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @chain2() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user() -> ((i32) -> i32) {
// CHECK-NEXT:     %f = constant @ref_by_const : (i32) -> i32
// CHECK-NEXT:     return %f : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @c1(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c6_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }


// Without the default pipeline; the last chunk inlines multi-block callees (split
// caller block, returns become cf.br to it).
// NOCANON: module {
// NOCANON-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// NOCANON-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// NOCANON-NEXT:     %c1_i32 = arith.constant 1 : i32
// NOCANON-NEXT:     %1 = arith.muli %0, %c1_i32 : i32
// NOCANON-NEXT:     %2 = arith.addi %1, %arg0 : i32
// NOCANON-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// NOCANON-NEXT:     %3 = arith.muli %2, %c1_i32_0 : i32
// NOCANON-NEXT:     return %3 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @kept(%arg0: i32) -> i32 {
// NOCANON-NEXT:     %c2_i32 = arith.constant 2 : i32
// NOCANON-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// NOCANON-NEXT:     %c0_i32 = arith.constant 0 : i32
// NOCANON-NEXT:     %1 = arith.addi %0, %c0_i32 : i32
// NOCANON-NEXT:     %2 = call @noinl(%1) {no_inline} : (i32) -> i32
// NOCANON-NEXT:     %3 = call @decl(%2) : (i32) -> i32
// NOCANON-NEXT:     return %3 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @pub_callee(%arg0: i32, %arg1: i32) -> i32 {
// NOCANON-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// NOCANON-NEXT:     %c0_i32 = arith.constant 0 : i32
// NOCANON-NEXT:     %1 = arith.addi %0, %c0_i32 : i32
// NOCANON-NEXT:     return %1 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func private @noinl(%arg0: i32) -> i32 {
// NOCANON-NEXT:     return %arg0 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func private @decl(i32) -> i32
// NOCANON-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// NOCANON-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// NOCANON-NEXT:     %1 = call @leaf(%0) : (i32) -> i32
// NOCANON-NEXT:     return %1 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// NOCANON-NEXT:     %0 = "foo.bar"(%arg0) : (i32) -> i32
// NOCANON-NEXT:     return %0 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @use_mem(%arg0: memref<4xi32>) -> i32 {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xi32>
// NOCANON-NEXT:     return %0 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @use_nores(%arg0: memref<4xi32>) {
// NOCANON-NEXT:     %c1 = arith.constant 1 : index
// NOCANON-NEXT:     %c5_i32 = arith.constant 5 : i32
// NOCANON-NEXT:     memref.store %c5_i32, %arg0[%c1] : memref<4xi32>
// NOCANON-NEXT:     %c1_0 = arith.constant 1 : index
// NOCANON-NEXT:     %c5_i32_1 = arith.constant 5 : i32
// NOCANON-NEXT:     memref.store %c5_i32_1, %arg0[%c1_0] : memref<4xi32>
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-NEXT: }
// NOCANON-EMPTY:
// NOCANON-NEXT: {{//}} -----
// NOCANON-NEXT: module {
// NOCANON-NEXT:   func.func private @decl_unused(i32) -> i32
// NOCANON-NEXT:   func.func private @ref_by_const(%arg0: i32) -> i32 {
// NOCANON-NEXT:     return %arg0 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func private @chain2() {
// NOCANON-NEXT:     return
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @user() -> ((i32) -> i32) {
// NOCANON-NEXT:     %f = constant @ref_by_const : (i32) -> i32
// NOCANON-NEXT:     return %f : (i32) -> i32
// NOCANON-NEXT:   }
// NOCANON-NEXT: }
// NOCANON-EMPTY:
// NOCANON-NEXT: {{//}} -----
// NOCANON-NEXT: module {
// NOCANON-NEXT:   func.func @c1(%arg0: i32) -> i32 {
// NOCANON-NEXT:     %c3_i32 = arith.constant 3 : i32
// NOCANON-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// NOCANON-NEXT:     %c3_i32_0 = arith.constant 3 : i32
// NOCANON-NEXT:     %1 = arith.addi %0, %c3_i32_0 : i32
// NOCANON-NEXT:     return %1 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT: }
// NOCANON-EMPTY:
// NOCANON-NEXT: {{//}} -----
// NOCANON-NEXT: module {
// NOCANON-NEXT:   func.func @mb(%arg0: i1, %arg1: i32) -> i32 {
// NOCANON-NEXT:     %c7_i32 = arith.constant 7 : i32
// NOCANON-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// NOCANON-NEXT:   ^bb1:  // pred: ^bb0
// NOCANON-NEXT:     cf.br ^bb3(%arg1 : i32)
// NOCANON-NEXT:   ^bb2:  // pred: ^bb0
// NOCANON-NEXT:     %0 = arith.subi %arg1, %c7_i32 : i32
// NOCANON-NEXT:     cf.br ^bb3(%0 : i32)
// NOCANON-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// NOCANON-NEXT:     %2 = arith.addi %1, %arg1 : i32
// NOCANON-NEXT:     return %2 : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @mb2(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// NOCANON-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// NOCANON-NEXT:   ^bb1:  // pred: ^bb0
// NOCANON-NEXT:     cf.br ^bb3(%arg1 : i32)
// NOCANON-NEXT:   ^bb2:  // pred: ^bb0
// NOCANON-NEXT:     %0 = arith.subi %arg1, %arg2 : i32
// NOCANON-NEXT:     cf.br ^bb3(%0 : i32)
// NOCANON-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// NOCANON-NEXT:     cf.br ^bb4(%1 : i32)
// NOCANON-NEXT:   ^bb4(%2: i32):  // pred: ^bb3
// NOCANON-NEXT:     cf.cond_br %arg0, ^bb5, ^bb6
// NOCANON-NEXT:   ^bb5:  // pred: ^bb4
// NOCANON-NEXT:     cf.br ^bb7(%2 : i32)
// NOCANON-NEXT:   ^bb6:  // pred: ^bb4
// NOCANON-NEXT:     %3 = arith.subi %2, %arg2 : i32
// NOCANON-NEXT:     cf.br ^bb7(%3 : i32)
// NOCANON-NEXT:   ^bb7(%4: i32):  // 2 preds: ^bb5, ^bb6
// NOCANON-NEXT:     return %1, %4 : i32, i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   func.func @use_loopy(%arg0: index) -> index {
// NOCANON-NEXT:     %c0 = arith.constant 0 : index
// NOCANON-NEXT:     %c1 = arith.constant 1 : index
// NOCANON-NEXT:     cf.br ^bb1(%c0 : index)
// NOCANON-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// NOCANON-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// NOCANON-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// NOCANON-NEXT:   ^bb2:  // pred: ^bb1
// NOCANON-NEXT:     %2 = arith.addi %0, %c1 : index
// NOCANON-NEXT:     cf.br ^bb1(%2 : index)
// NOCANON-NEXT:   ^bb3:  // pred: ^bb1
// NOCANON-NEXT:     cf.br ^bb4(%0 : index)
// NOCANON-NEXT:   ^bb4(%3: index):  // pred: ^bb3
// NOCANON-NEXT:     return %3 : index
// NOCANON-NEXT:   }
// NOCANON-NEXT: }

// Inlined block arguments get call-site locations too.
// ARGLOC-LABEL: func.func @use_loopy
// ARGLOC: ^bb1(%0: index loc(callsite(#loc{{[0-9]+}} at #loc{{[0-9]+}}))):

// Call-site locations nest inner call sites first (last chunk).
// LOC-LABEL: func.func @c1(%arg0: i32 loc("{{.*}}inline.mlir":{{[0-9]+}}:15)) -> i32 {
// LOC-NEXT:     %c6_i32 = arith.constant 6 : i32 loc(#loc8)
// LOC-NEXT:     %0 = arith.addi %arg0, %c6_i32 : i32 loc(#loc8)
// LOC-NEXT:     return %0 : i32 loc(#loc6)
// LOC-NEXT:   } loc(#loc1)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}inline.mlir":{{[0-9]+}}:9)
// LOC-NEXT: #loc1 = loc("{{.*}}inline.mlir":{{[0-9]+}}:1)
// LOC-NEXT: #loc3 = loc("{{.*}}inline.mlir":{{[0-9]+}}:8)
// LOC-NEXT: #loc4 = loc("{{.*}}inline.mlir":{{[0-9]+}}:8)
// LOC-NEXT: #loc5 = loc("{{.*}}inline.mlir":{{[0-9]+}}:8)
// LOC-NEXT: #loc6 = loc("{{.*}}inline.mlir":{{[0-9]+}}:3)
// LOC-NEXT: #loc7 = loc(callsite(#loc4 at #loc5))
// LOC-NEXT: #loc8 = loc(callsite(#loc3 at #loc7))

func.func private @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  %one = arith.constant 1 : i32
  %d = arith.muli %c, %one : i32
  return %d : i32
}
func.func @twice(%x: i32) -> i32 {
  %0 = call @add(%x, %x) : (i32, i32) -> i32
  %1 = call @add(%0, %x) : (i32, i32) -> i32
  return %1 : i32
}
func.func @kept(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = call @pub_callee(%x, %c2) : (i32, i32) -> i32
  %1 = call @noinl(%0) {no_inline} : (i32) -> i32
  %2 = call @decl(%1) : (i32) -> i32
  return %2 : i32
}
func.func @pub_callee(%a: i32, %b: i32) -> i32 {
  %c = arith.muli %a, %b : i32
  %z = arith.constant 0 : i32
  %d = arith.addi %c, %z : i32
  return %d : i32
}
func.func private @noinl(%a: i32) -> i32 {
  return %a : i32
}
func.func private @decl(i32) -> i32
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @leaf(%a: i32) -> i32 {
  %u = "foo.bar"(%a) : (i32) -> i32
  return %u : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @mem(%m: memref<4xi32>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32>
  return %v : i32
}
func.func @use_mem(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %0 = call @mem(%m, %c0) : (memref<4xi32>, index) -> i32
  return %0 : i32
}
func.func private @nores(%m: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  memref.store %c5, %m[%c1] : memref<4xi32>
  return
}
func.func @use_nores(%m: memref<4xi32>) {
  call @nores(%m) : (memref<4xi32>) -> ()
  call @nores(%m) : (memref<4xi32>) -> ()
  return
}
// -----
func.func private @decl_unused(i32) -> i32
func.func private @body_unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @ref_by_const(%a: i32) -> i32 {
  return %a : i32
}
func.func private @chain1() {
  call @chain2() : () -> ()
  return
}
func.func private @chain2() {
  return
}
func.func @user() -> ((i32) -> i32) {
  %f = constant @ref_by_const : (i32) -> i32
  return %f : (i32) -> i32
}
// -----
func.func private @c3(%a: i32) -> i32 {
  %k = arith.constant 3 : i32
  %r = arith.addi %a, %k : i32
  return %r : i32
}
func.func private @c2(%a: i32) -> i32 {
  %r = call @c3(%a) : (i32) -> i32
  %s = call @c3(%r) : (i32) -> i32
  return %s : i32
}
func.func @c1(%a: i32) -> i32 {
  %r = call @c2(%a) : (i32) -> i32
  return %r : i32
}

// -----
func.func private @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %s = arith.subi %a, %b : i32
  return %s : i32
}
func.func @mb(%c: i1, %x: i32) -> i32 {
  %k = arith.constant 7 : i32
  %0 = call @sel(%c, %x, %k) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
func.func @mb2(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0 = call @sel(%c, %x, %y) : (i1, i32, i32) -> i32
  cf.br ^next(%0 : i32)
^next(%a: i32):
  %1 = call @sel(%c, %a, %y) : (i1, i32, i32) -> i32
  return %0, %1 : i32, i32
}
func.func private @loopy(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0 : index)
^h(%i: index):
  %d = arith.cmpi slt, %i, %n : index
  cf.cond_br %d, ^b, ^e
^b:
  %j = arith.addi %i, %c1 : index
  cf.br ^h(%j : index)
^e:
  return %i : index
}
func.func @use_loopy(%n: index) -> index {
  %0 = call @loopy(%n) : (index) -> index
  return %0 : index
}
