// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// mlir-opt 22's MultiBlockExecuteInliner: a multi-block scf.execute_region (without
// no_inline) directly in a function (func.func, llvm.func) or in another execute_region
// is inlined into its parent as branches; elsewhere (scf.if, unregistered ops) it stays.
// Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @results_used_after(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%arg1, %0 : i32, i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %2 = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%1, %2 : i32, i64)
// CHECK-NEXT: ^bb3(%3: i32, %4: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.after"(%3, %4) : (i32, i64) -> ()
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @results_used_after(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %0:2 = scf.execute_region -> (i32, i64) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    scf.yield %a, %x : i32, i64
  ^bb2:
    %1 = arith.addi %a, %a : i32
    %y = "test.val2"() : () -> i64
    scf.yield %1, %y : i32, i64
  }
  "test.after"(%0#0, %0#1) : (i32, i64) -> ()
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func.func @no_results(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_results(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    scf.yield
  ^bb2:
    "test.b"() : () -> ()
    scf.yield
  }
  "test.after"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = "test.v"() : () -> i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4(%0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.p"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %2 = "test.q"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb4(%3: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    %v = "test.v"() : () -> i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %1 = scf.execute_region -> i32 {
      cf.cond_br %d, ^bb3, ^bb4
    ^bb3:
      %p = "test.p"() : () -> i32
      scf.yield %p : i32
    ^bb4:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    scf.yield %1 : i32
  ^bb2:
    scf.yield %v : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @inside_no_inline(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.p"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.q"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @inside_no_inline(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    %2 = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %p = "test.p"() : () -> i32
      scf.yield %p : i32
    ^bb2:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    %3 = arith.muli %2, %2 : i32
    scf.yield %3 : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @no_inline_kept(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.p"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.q"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @no_inline_kept(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %p = "test.p"() : () -> i32
    scf.yield %p : i32
  ^bb2:
    %q = "test.q"() : () -> i32
    scf.yield %q : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @parent_is_if(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.p"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = "test.q"() : () -> i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.z"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @parent_is_if(%c: i1, %d: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = scf.execute_region -> i32 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %p = "test.p"() : () -> i32
      scf.yield %p : i32
    ^bb2:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    scf.yield %0 : i32
  } else {
    %z = "test.z"() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @parent_is_unregistered(%arg0: i1) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.p"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.q"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parent_is_unregistered(%d: i1) {
  "test.region"() ({
    %0 = scf.execute_region -> i32 {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %p = "test.p"() : () -> i32
      scf.yield %p : i32
    ^bb2:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    "test.use"(%0) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @loop_in_region(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @loop_in_region(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.execute_region -> index {
    cf.br ^bb1(%c0 : index)
  ^bb1(%i: index):
    %done = arith.cmpi sge, %i, %n : index
    cf.cond_br %done, ^bb2, ^bb3
  ^bb3:
    %next = arith.addi %i, %c1 : index
    cf.br ^bb1(%next : index)
  ^bb2:
    scf.yield %i : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: llvm.func @in_llvm_func(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.p"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.q"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
llvm.func @in_llvm_func(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %p = "test.p"() : () -> i32
    scf.yield %p : i32
  ^bb2:
    %q = "test.q"() : () -> i32
    scf.yield %q : i32
  }
  llvm.return %0 : i32
}
