// convert-scf-to-cf (MLIR 22's SCFToControlFlowPass): scf.for (signed and unsigned
// comparisons), scf.if with and without results, scf.while and its do-while shortcut,
// scf.execute_region, scf.index_switch (cf.switch on an i32 index_cast), scf.parallel with
// reductions (a nest of scf.for, lowered in turn) and scf.forall (through scf.parallel)
// become blocks and cf branches, placed and numbered as mlir-opt places them.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg4, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   %3 = arith.addf %1, %1 : f32
// CHECK-NEXT:   cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg4, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb9
// CHECK-NEXT: ^bb9:  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "foo.op"(%0) : (i32) -> ()
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = "foo.cond"(%0) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %3 = "foo.next"(%2) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dw(%arg0: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %1 = "foo.cond"(%0) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = "foo.c"() : () -> i1
// CHECK-NEXT:   cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %1 = "foo.y"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @s(%arg0: index) -> i32 {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     2: ^bb1,
// CHECK-NEXT:     5: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = "foo.a"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %2 = "foo.b"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %3 = "foo.c"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%3 : i32)
// CHECK-NEXT: ^bb4(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %6 = memref.load %arg3[%0, %3] : memref<?x?xf32>
// CHECK-NEXT:   %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:   %8 = arith.addi %3, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%8, %7 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%9, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb7(%arg0 : index)
// CHECK-NEXT: ^bb7(%10: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:   %11 = arith.cmpi slt, %10, %arg1 : index
// CHECK-NEXT:   cf.cond_br %11, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT:   memref.store %arg4, %arg3[%10, %10] : memref<?x?xf32>
// CHECK-NEXT:   %12 = arith.addi %10, %arg2 : index
// CHECK-NEXT:   cf.br ^bb7(%12 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %c10 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   memref.store %arg1, %arg0[%0] : memref<10xf32>
// CHECK-NEXT:   %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @f(%lb: index, %ub: index, %s: index, %x: f32, %c: i1) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> f32 {
    %y = scf.if %c -> f32 {
      scf.yield %a : f32
    } else {
      %z = arith.addf %a, %a : f32
      scf.yield %z : f32
    }
    scf.yield %y : f32
  }
  scf.if %c {
    "foo.op"() : () -> ()
  }
  return %r : f32
}
func.func @u(%lb: i32, %ub: i32, %s: i32) {
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    "foo.op"(%i) : (i32) -> ()
  }
  return
}

func.func @w(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = "foo.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @dw(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @e(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = "foo.c"() : () -> i1
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %y = "foo.y"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @s(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = "foo.a"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "foo.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "foo.c"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @p(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>, %f: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%f) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  return %r : f32
}
func.func @fa(%m: memref<10xf32>, %f: f32) {
  scf.forall (%i) in (10) {
    memref.store %f, %m[%i] : memref<10xf32>
  }
  return
}
