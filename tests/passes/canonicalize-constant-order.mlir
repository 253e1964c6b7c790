// Where the greedy driver puts the constants that folding produces (mlir-opt 22): a fold
// result is materialized just before the folded op, with the op's location; at the start
// of each iteration, constants already in the IR are deduplicated (per insertion region:
// the closest region of an isolated-from-above or unregistered op) and hoisted to the start
// of that region's entry block. `andi(c, c)`/`ori(c, c)` fold to a new constant (the
// `Idempotent` trait fold runs after the op's own fold). CHECK lines are mlir-opt's output;
// both driver orders give the same IR here.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize=top-down=false | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect '--canonicalize=max-iterations=1 test-convergence=false' | FileCheck %s --check-prefix=ONE

func.func @repro() -> (i1, i7) {
  %a = arith.constant -64 : i7
  %b = arith.constant -64 : i7
  %c = arith.cmpi ule, %a, %b : i7
  %d = arith.constant 6 : i7
  %e = arith.constant 6 : i7
  %r = arith.andi %d, %e : i7
  return %c, %r : i1, i7
}

func.func @fresh_order(%x: i32) -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.addi %x, %c : i32
  %e = arith.constant 3 : i32
  %f = arith.muli %e, %b : i32
  return %d, %f : i32, i32
}

func.func @idempotent(%x: i8) -> (i8, i8, i8, i8) {
  %c = arith.constant 5 : i8
  %r = arith.andi %c, %c : i8
  %s = arith.ori %c, %c : i8
  %t = arith.andi %x, %x : i8
  %u = arith.ori %x, %x : i8
  return %r, %s, %t, %u : i8, i8, i8, i8
}

func.func @nested(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = "foo.region"() ({
    %a = arith.constant 4 : i32
    %b = arith.constant 4 : i32
    %s = arith.addi %a, %b : i32
    %t = arith.addi %x, %s : i32
    %k = arith.constant 1 : i32
    %u = arith.muli %t, %k : i32
    %two = arith.constant 2 : i32
    %v = arith.subi %two, %c1 : i32
    "foo.yield"(%u, %v) : (i32, i32) -> ()
  }, {
    %z = arith.constant 0 : i32
    %w = arith.addi %z, %z : i32
    "foo.yield"(%w) : (i32) -> ()
  }) : () -> i32
  %y = arith.addi %0, %c1 : i32
  return %y : i32
}

func.func @blocks(%x: i32, %p: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %a = arith.constant 7 : i32
  %b = arith.addi %a, %c3 : i32
  %q = arith.addi %x, %b : i32
  cf.br ^bb3(%q : i32)
^bb2:
  %c = arith.constant 5 : i32
  %d = arith.constant 5 : i32
  %e = arith.addi %c, %d : i32
  %m = arith.muli %x, %e : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  %f = arith.constant 4 : i32
  %g = arith.subi %f, %c3 : i32
  %h = arith.addi %r, %g : i32
  return %h : i32
}

func.func @nested_blocks(%x: i32, %p: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = "foo.op"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    %a = arith.constant 3 : i32
    %b = arith.muli %a, %c2 : i32
    %c = arith.constant 6 : i32
    %d = arith.addi %x, %b : i32
    %e = arith.addi %d, %c : i32
    "foo.yield"(%e) : (i32) -> ()
  }) : () -> i32
  %1 = "foo.op"() ({
    %k = arith.constant 2 : i32
    %inner = "foo.op"() ({
      %m = arith.constant 2 : i32
      %n = arith.addi %m, %k : i32
      "foo.yield"(%n) : (i32) -> ()
    }) : () -> i32
    "foo.yield"(%inner) : (i32) -> ()
  }) : () -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %c2 : i32
  return %3 : i32
}

func.func @dead_chain(%x: i32) -> i32 {
  %a = arith.constant 5 : i32
  %b = arith.addi %a, %a : i32
  %c = arith.muli %b, %b : i32
  %d = arith.subi %c, %x : i32
  %e = arith.subi %x, %x : i32
  %f = arith.addi %d, %e : i32
  return %f : i32
}

// CHECK-LABEL: func.func @repro() -> (i1, i7) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c6_i7 = arith.constant 6 : i7
// CHECK-NEXT:   return %true, %c6_i7 : i1, i7
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fresh_order(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:   return %0, %c6_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idempotent(%arg0: i8) -> (i8, i8, i8, i8) {
// CHECK-NEXT:   %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT:   return %c5_i8, %c5_i8, %arg0, %arg0 : i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = "foo.region"() ({
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %2 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT:     "foo.yield"(%2, %c1_i32_0) : (i32, i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     "foo.yield"(%c0_i32) : (i32) -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg0, %c10_i32 : i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.muli %arg0, %c10_i32 : i32
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = "foo.op"() ({
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.addi %arg0, %c12_i32 : i32
// CHECK-NEXT:     "foo.yield"(%4) : (i32) -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %1 = "foo.op"() ({
// CHECK-NEXT:     %4 = "foo.op"() ({
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       "foo.yield"(%c4_i32) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     "foo.yield"(%4) : (i32) -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %c2_i32 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_chain(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:   %0 = arith.subi %c100_i32, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

// ONE-LABEL: func.func @repro() -> (i1, i7) {
// ONE-NEXT:   %true = arith.constant true
// ONE-NEXT:   %c6_i7 = arith.constant 6 : i7
// ONE-NEXT:   return %true, %c6_i7 : i1, i7
// ONE-NEXT: }
// ONE-LABEL: func.func @fresh_order(%arg0: i32) -> (i32, i32) {
// ONE-NEXT:   %c3_i32 = arith.constant 3 : i32
// ONE-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32
// ONE-NEXT:   %c6_i32 = arith.constant 6 : i32
// ONE-NEXT:   return %0, %c6_i32 : i32, i32
// ONE-NEXT: }
// ONE-LABEL: func.func @idempotent(%arg0: i8) -> (i8, i8, i8, i8) {
// ONE-NEXT:   %c5_i8 = arith.constant 5 : i8
// ONE-NEXT:   %c5_i8_0 = arith.constant 5 : i8
// ONE-NEXT:   return %c5_i8, %c5_i8_0, %arg0, %arg0 : i8, i8, i8, i8
// ONE-NEXT: }
// ONE-LABEL: func.func @nested(%arg0: i32) -> i32 {
// ONE-NEXT:   %c1_i32 = arith.constant 1 : i32
// ONE-NEXT:   %0 = "foo.region"() ({
// ONE-NEXT:     %c8_i32 = arith.constant 8 : i32
// ONE-NEXT:     %2 = arith.addi %arg0, %c8_i32 : i32
// ONE-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// ONE-NEXT:     "foo.yield"(%2, %c1_i32_0) : (i32, i32) -> ()
// ONE-NEXT:   }, {
// ONE-NEXT:     %c0_i32 = arith.constant 0 : i32
// ONE-NEXT:     "foo.yield"(%c0_i32) : (i32) -> ()
// ONE-NEXT:   }) : () -> i32
// ONE-NEXT:   %1 = arith.addi %0, %c1_i32 : i32
// ONE-NEXT:   return %1 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// ONE-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// ONE-NEXT: ^bb1:  // pred: ^bb0
// ONE-NEXT:   %c10_i32 = arith.constant 10 : i32
// ONE-NEXT:   %0 = arith.addi %arg0, %c10_i32 : i32
// ONE-NEXT:   cf.br ^bb3(%0 : i32)
// ONE-NEXT: ^bb2:  // pred: ^bb0
// ONE-NEXT:   %c10_i32_0 = arith.constant 10 : i32
// ONE-NEXT:   %1 = arith.muli %arg0, %c10_i32_0 : i32
// ONE-NEXT:   cf.br ^bb3(%1 : i32)
// ONE-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// ONE-NEXT:   %c1_i32 = arith.constant 1 : i32
// ONE-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// ONE-NEXT:   return %3 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @nested_blocks(%arg0: i32, %arg1: i1) -> i32 {
// ONE-NEXT:   %c2_i32 = arith.constant 2 : i32
// ONE-NEXT:   %0 = "foo.op"() ({
// ONE-NEXT:     "foo.br"()[^bb1] : () -> ()
// ONE-NEXT:   ^bb1:  // pred: ^bb0
// ONE-NEXT:     %c12_i32 = arith.constant 12 : i32
// ONE-NEXT:     %4 = arith.addi %arg0, %c12_i32 : i32
// ONE-NEXT:     "foo.yield"(%4) : (i32) -> ()
// ONE-NEXT:   }) : () -> i32
// ONE-NEXT:   %1 = "foo.op"() ({
// ONE-NEXT:     %4 = "foo.op"() ({
// ONE-NEXT:       %c4_i32 = arith.constant 4 : i32
// ONE-NEXT:       "foo.yield"(%c4_i32) : (i32) -> ()
// ONE-NEXT:     }) : () -> i32
// ONE-NEXT:     "foo.yield"(%4) : (i32) -> ()
// ONE-NEXT:   }) : () -> i32
// ONE-NEXT:   %2 = arith.addi %0, %1 : i32
// ONE-NEXT:   %3 = arith.addi %2, %c2_i32 : i32
// ONE-NEXT:   return %3 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @dead_chain(%arg0: i32) -> i32 {
// ONE-NEXT:   %c100_i32 = arith.constant 100 : i32
// ONE-NEXT:   %0 = arith.subi %c100_i32, %arg0 : i32
// ONE-NEXT:   return %0 : i32
// ONE-NEXT: }
