// lower-affine then convert-scf-to-cf on nested structures: scf.while holding scf.if and
// scf.execute_region, scf.for holding scf.index_switch with results, 3-D and reducing
// scf.parallel (a reduction returning its block argument), affine.if/else nests under
// min/max-bounded loops, affine.parallel with min/max bounds. Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --lower-affine --convert-scf-to-cf | FileCheck %s
// CHECK-LABEL: func.func @nest(%arg0: memref<?x?xf32>, %arg1: index, %arg2: i1, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg3, %arg1 : f32, index)
// CHECK-NEXT: ^bb1(%0: f32, %1: index):  // 2 preds: ^bb0, ^bb14
// CHECK-NEXT:   cf.cond_br %arg2, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb4(%0 : f32)
// CHECK-NEXT: ^bb4(%2: f32):  // pred: ^bb3
// CHECK-NEXT:   cf.br ^bb6(%2 : f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb6(%arg3 : f32)
// CHECK-NEXT: ^bb6(%3: f32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:   cf.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT:   %4 = "foo.cond"(%3, %1) : (f32, index) -> i1
// CHECK-NEXT:   cf.cond_br %4, ^bb8(%3, %1 : f32, index), ^bb15
// CHECK-NEXT: ^bb8(%5: f32, %6: index):  // pred: ^bb7
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb9(%c0, %5 : index, f32)
// CHECK-NEXT: ^bb9(%7: index, %8: f32):  // 2 preds: ^bb8, ^bb13
// CHECK-NEXT:   %9 = arith.cmpi slt, %7, %6 : index
// CHECK-NEXT:   cf.cond_br %9, ^bb10, ^bb14
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT:   %10 = arith.index_cast %7 : index to i32
// CHECK-NEXT:   cf.switch %10 : i32, [
// CHECK-NEXT:     default: ^bb12,
// CHECK-NEXT:     0: ^bb11
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb11:  // pred: ^bb10
// CHECK-NEXT:   cf.br ^bb13(%8 : f32)
// CHECK-NEXT: ^bb12:  // pred: ^bb10
// CHECK-NEXT:   %11 = memref.load %arg0[%7, %6] : memref<?x?xf32>
// CHECK-NEXT:   %12 = arith.addf %8, %11 : f32
// CHECK-NEXT:   cf.br ^bb13(%12 : f32)
// CHECK-NEXT: ^bb13(%13: f32):  // 2 preds: ^bb11, ^bb12
// CHECK-NEXT:   %14 = arith.addi %7, %c1 : index
// CHECK-NEXT:   cf.br ^bb9(%14, %13 : index, f32)
// CHECK-NEXT: ^bb14:  // pred: ^bb9
// CHECK-NEXT:   %15 = arith.addi %6, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%8, %15 : f32, index)
// CHECK-NEXT: ^bb15:  // pred: ^bb7
// CHECK-NEXT:   return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_while() {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %0 = "foo.c"() : () -> i1
// CHECK-NEXT:   cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par3(%arg0: memref<?x?x?xf32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%c0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   cf.br ^bb5(%c0 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT:   %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %6 = memref.load %arg0[%0, %2, %4] : memref<?x?x?xf32>
// CHECK-NEXT:   memref.store %6, %arg0[%4, %2, %0] : memref<?x?x?xf32>
// CHECK-NEXT:   %7 = arith.addi %4, %c1 : index
// CHECK-NEXT:   cf.br ^bb5(%7 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT:   %8 = arith.addi %2, %c1 : index
// CHECK-NEXT:   cf.br ^bb3(%8 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT:   %9 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%9 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   cf.br ^bb10(%c0, %cst, %cst : index, f32, f32)
// CHECK-NEXT: ^bb10(%10: index, %11: f32, %12: f32):  // 2 preds: ^bb9, ^bb14
// CHECK-NEXT:   %13 = arith.cmpi slt, %10, %arg1 : index
// CHECK-NEXT:   cf.cond_br %13, ^bb11, ^bb15
// CHECK-NEXT: ^bb11:  // pred: ^bb10
// CHECK-NEXT:   cf.br ^bb12(%c0, %11, %12 : index, f32, f32)
// CHECK-NEXT: ^bb12(%14: index, %15: f32, %16: f32):  // 2 preds: ^bb11, ^bb13
// CHECK-NEXT:   %17 = arith.cmpi slt, %14, %arg1 : index
// CHECK-NEXT:   cf.cond_br %17, ^bb13, ^bb14
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT:   %18 = memref.load %arg0[%10, %14, %14] : memref<?x?x?xf32>
// CHECK-NEXT:   %19 = arith.addf %15, %18 : f32
// CHECK-NEXT:   %20 = arith.maximumf %16, %18 : f32
// CHECK-NEXT:   %21 = arith.addi %14, %c1 : index
// CHECK-NEXT:   cf.br ^bb12(%21, %19, %16 : index, f32, f32)
// CHECK-NEXT: ^bb14:  // pred: ^bb12
// CHECK-NEXT:   %22 = arith.addi %10, %c1 : index
// CHECK-NEXT:   cf.br ^bb10(%22, %15, %16 : index, f32, f32)
// CHECK-NEXT: ^bb15:  // pred: ^bb10
// CHECK-NEXT:   "foo.use"(%11, %12) : (f32, f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aff(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb10
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb11
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %2 = arith.cmpi slt, %arg2, %c0_0 : index
// CHECK-NEXT:   %3 = arith.subi %c-1, %arg2 : index
// CHECK-NEXT:   %4 = arith.select %2, %3, %arg2 : index
// CHECK-NEXT:   %5 = arith.divsi %4, %c2 : index
// CHECK-NEXT:   %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT:   %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT:   %8 = arith.maxsi %0, %7 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %9 = arith.addi %0, %c10 : index
// CHECK-NEXT:   %c100 = arith.constant 100 : index
// CHECK-NEXT:   %10 = arith.minsi %9, %arg1 : index
// CHECK-NEXT:   %11 = arith.minsi %10, %c100 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   cf.br ^bb3(%8 : index)
// CHECK-NEXT: ^bb3(%12: index):  // 2 preds: ^bb2, ^bb9
// CHECK-NEXT:   %13 = arith.cmpi slt, %12, %11 : index
// CHECK-NEXT:   cf.cond_br %13, ^bb4, ^bb10
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:   %14 = arith.muli %12, %c-1_2 overflow<nsw> : index
// CHECK-NEXT:   %15 = arith.addi %0, %14 : index
// CHECK-NEXT:   %16 = arith.cmpi sge, %15, %c0_1 : index
// CHECK-NEXT:   %c-1_3 = arith.constant -1 : index
// CHECK-NEXT:   %17 = arith.muli %0, %c-1_3 overflow<nsw> : index
// CHECK-NEXT:   %18 = arith.addi %17, %arg1 : index
// CHECK-NEXT:   %c-1_4 = arith.constant -1 : index
// CHECK-NEXT:   %19 = arith.addi %18, %c-1_4 : index
// CHECK-NEXT:   %20 = arith.cmpi sge, %19, %c0_1 : index
// CHECK-NEXT:   %21 = arith.andi %16, %20 : i1
// CHECK-NEXT:   cf.cond_br %21, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   %22 = arith.addi %0, %12 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %23 = arith.remsi %12, %c5 : index
// CHECK-NEXT:   %c0_5 = arith.constant 0 : index
// CHECK-NEXT:   %24 = arith.cmpi slt, %23, %c0_5 : index
// CHECK-NEXT:   %25 = arith.addi %23, %c5 : index
// CHECK-NEXT:   %26 = arith.select %24, %25, %23 : index
// CHECK-NEXT:   %27 = memref.load %arg0[%22, %26] : memref<100x100xf32>
// CHECK-NEXT:   memref.store %27, %arg0[%12, %0] : memref<100x100xf32>
// CHECK-NEXT:   cf.br ^bb9
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT:   %c0_6 = arith.constant 0 : index
// CHECK-NEXT:   %28 = arith.cmpi eq, %12, %c0_6 : index
// CHECK-NEXT:   cf.cond_br %28, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:   cf.br ^bb9
// CHECK-NEXT: ^bb9:  // 2 preds: ^bb5, ^bb8
// CHECK-NEXT:   %29 = arith.addi %12, %c4 : index
// CHECK-NEXT:   cf.br ^bb3(%29 : index)
// CHECK-NEXT: ^bb10:  // pred: ^bb3
// CHECK-NEXT:   %30 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%30 : index)
// CHECK-NEXT: ^bb11:  // pred: ^bb1
// CHECK-NEXT:   %c0_7 = arith.constant 0 : index
// CHECK-NEXT:   %31 = arith.maxsi %c0_7, %arg2 : index
// CHECK-NEXT:   %c50 = arith.constant 50 : index
// CHECK-NEXT:   %32 = arith.minsi %arg1, %c50 : index
// CHECK-NEXT:   %c0_8 = arith.constant 0 : index
// CHECK-NEXT:   %c1_9 = arith.constant 1 : index
// CHECK-NEXT:   %c1_10 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb12(%31 : index)
// CHECK-NEXT: ^bb12(%33: index):  // 2 preds: ^bb11, ^bb16
// CHECK-NEXT:   %34 = arith.cmpi slt, %33, %32 : index
// CHECK-NEXT:   cf.cond_br %34, ^bb13, ^bb17
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT:   cf.br ^bb14(%c0_8 : index)
// CHECK-NEXT: ^bb14(%35: index):  // 2 preds: ^bb13, ^bb15
// CHECK-NEXT:   %36 = arith.cmpi slt, %35, %arg1 : index
// CHECK-NEXT:   cf.cond_br %36, ^bb15, ^bb16
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT:   %37 = arith.addi %33, %35 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %38 = arith.minsi %37, %c64 : index
// CHECK-NEXT:   %c-1_11 = arith.constant -1 : index
// CHECK-NEXT:   %39 = arith.muli %arg2, %c-1_11 overflow<nsw> : index
// CHECK-NEXT:   %40 = arith.addi %38, %39 : index
// CHECK-NEXT:   %c0_12 = arith.constant 0 : index
// CHECK-NEXT:   %41 = arith.maxsi %40, %c0_12 : index
// CHECK-NEXT:   "foo.use"(%38, %41) : (index, index) -> ()
// CHECK-NEXT:   %42 = arith.addi %35, %c1_10 : index
// CHECK-NEXT:   cf.br ^bb14(%42 : index)
// CHECK-NEXT: ^bb16:  // pred: ^bb14
// CHECK-NEXT:   %43 = arith.addi %33, %c1_9 : index
// CHECK-NEXT:   cf.br ^bb12(%43 : index)
// CHECK-NEXT: ^bb17:  // pred: ^bb12
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @nest(%m: memref<?x?xf32>, %n: index, %c: i1, %x: f32) -> f32 {
  %r:2 = scf.while (%a = %x, %i = %n) : (f32, index) -> (f32, index) {
    %t = scf.if %c -> f32 {
      %q = scf.execute_region -> f32 {
        scf.yield %a : f32
      }
      scf.yield %q : f32
    } else {
      scf.yield %x : f32
    }
    %cond = "foo.cond"(%t, %i) : (f32, index) -> i1
    scf.condition(%cond) %t, %i : f32, index
  } do {
  ^bb0(%b: f32, %j: index):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %k = %c0 to %j step %c1 iter_args(%acc = %b) -> f32 {
      %v = scf.index_switch %k -> f32
      case 0 {
        scf.yield %acc : f32
      }
      default {
        %w = memref.load %m[%k, %j] : memref<?x?xf32>
        %z = arith.addf %acc, %w : f32
        scf.yield %z : f32
      }
      scf.yield %v : f32
    }
    %j2 = arith.addi %j, %c1 : index
    scf.yield %s, %j2 : f32, index
  }
  return %r#0 : f32
}
func.func @empty_while() {
  scf.while : () -> () {
    %c = "foo.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
func.func @par3(%m: memref<?x?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
    %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %v, %m[%k, %j, %i] : memref<?x?x?xf32>
  }
  %z = arith.constant 0.0 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%z, %z) -> (f32, f32) {
    %v = memref.load %m[%i, %j, %j] : memref<?x?x?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %a : f32
    }
  }
  "foo.use"(%r#0, %r#1) : (f32, f32) -> ()
  return
}
func.func @aff(%m: memref<100x100xf32>, %n: index, %k: index) {
  affine.for %i = 0 to %n {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>(%i)[%k] to min affine_map<(d0)[s0] -> (d0 + 10, s0, 100)>(%i)[%n] step 4 {
      affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>(%i, %j)[%n] {
        %v = affine.load %m[%i + %j, %j mod 5] : memref<100x100xf32>
        affine.store %v, %m[%j, %i] : memref<100x100xf32>
      } else {
        affine.if affine_set<(d0) : (d0 == 0)>(%j) {
          "foo.op"() : () -> ()
        }
      }
    }
  }
  affine.parallel (%a, %b) = (max(0, %k), 0) to (min(%n, 50), %n) {
    %x = affine.min affine_map<(d0, d1) -> (d0 + d1, 64)>(%a, %b)
    %y = affine.max affine_map<(d0)[s0] -> (d0 - s0, 0)>(%x)[%k]
    "foo.use"(%x, %y) : (index, index) -> ()
  }
  return
}
