// The whole progressive lowering so far: lower-affine then convert-scf-to-cf.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --lower-affine --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c-2 = arith.constant -2 : index
// CHECK-NEXT:   %0 = arith.addi %arg1, %c-2 : index
// CHECK-NEXT:   %1 = arith.maxsi %arg2, %0 : index
// CHECK-NEXT:   %c100 = arith.constant 100 : index
// CHECK-NEXT:   %2 = arith.minsi %arg1, %c100 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   cf.br ^bb1(%1, %cst : index, f32)
// CHECK-NEXT: ^bb1(%3: index, %4: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %2 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %6 = arith.addi %3, %c3 : index
// CHECK-NEXT:   %7 = memref.load %arg0[%3, %6] : memref<100x100xf32>
// CHECK-NEXT:   %8 = arith.addf %4, %7 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c-10 = arith.constant -10 : index
// CHECK-NEXT:   %9 = arith.addi %3, %c-10 : index
// CHECK-NEXT:   %10 = arith.cmpi sge, %9, %c0 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %11 = arith.muli %3, %c-1 overflow<nsw> : index
// CHECK-NEXT:   %12 = arith.addi %11, %arg1 : index
// CHECK-NEXT:   %13 = arith.cmpi eq, %12, %c0 : index
// CHECK-NEXT:   %14 = arith.andi %10, %13 : i1
// CHECK-NEXT:   cf.cond_br %14, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %c2_0 = arith.constant 2 : index
// CHECK-NEXT:   %15 = arith.muli %3, %c2_0 overflow<nsw> : index
// CHECK-NEXT:   memref.store %8, %arg0[%15, %3] : memref<100x100xf32>
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   memref.prefetch %arg0[%3, %3], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:   %16 = arith.cmpi slt, %3, %c0_1 : index
// CHECK-NEXT:   %17 = arith.subi %c-1_2, %3 : index
// CHECK-NEXT:   %18 = arith.select %16, %17, %3 : index
// CHECK-NEXT:   %19 = arith.divsi %18, %c4 : index
// CHECK-NEXT:   %20 = arith.subi %c-1_2, %19 : index
// CHECK-NEXT:   %21 = arith.select %16, %20, %19 : index
// CHECK-NEXT:   %c3_3 = arith.constant 3 : index
// CHECK-NEXT:   %22 = arith.remsi %arg1, %c3_3 : index
// CHECK-NEXT:   %c0_4 = arith.constant 0 : index
// CHECK-NEXT:   %23 = arith.cmpi slt, %22, %c0_4 : index
// CHECK-NEXT:   %24 = arith.addi %22, %c3_3 : index
// CHECK-NEXT:   %25 = arith.select %23, %24, %22 : index
// CHECK-NEXT:   %26 = arith.addi %21, %25 : index
// CHECK-NEXT:   %c2_5 = arith.constant 2 : index
// CHECK-NEXT:   %c0_6 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %27 = arith.cmpi sle, %3, %c0_6 : index
// CHECK-NEXT:   %28 = arith.subi %c0_6, %3 : index
// CHECK-NEXT:   %29 = arith.subi %3, %c1 : index
// CHECK-NEXT:   %30 = arith.select %27, %28, %29 : index
// CHECK-NEXT:   %31 = arith.divsi %30, %c2_5 : index
// CHECK-NEXT:   %32 = arith.subi %c0_6, %31 : index
// CHECK-NEXT:   %33 = arith.addi %31, %c1 : index
// CHECK-NEXT:   %34 = arith.select %27, %32, %33 : index
// CHECK-NEXT:   %35 = arith.addi %3, %c2 : index
// CHECK-NEXT:   cf.br ^bb1(%35, %8 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   %c0_7 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %36 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:   %c20 = arith.constant 20 : index
// CHECK-NEXT:   %c2_8 = arith.constant 2 : index
// CHECK-NEXT:   %c3_9 = arith.constant 3 : index
// CHECK-NEXT:   %cst_10 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_11 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   cf.br ^bb7(%c0_7, %cst_10, %cst_11 : index, f32, f32)
// CHECK-NEXT: ^bb7(%37: index, %38: f32, %39: f32):  // 2 preds: ^bb6, ^bb11
// CHECK-NEXT:   %40 = arith.cmpi slt, %37, %36 : index
// CHECK-NEXT:   cf.cond_br %40, ^bb8, ^bb12
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT:   cf.br ^bb9(%arg2, %38, %39 : index, f32, f32)
// CHECK-NEXT: ^bb9(%41: index, %42: f32, %43: f32):  // 2 preds: ^bb8, ^bb10
// CHECK-NEXT:   %44 = arith.cmpi slt, %41, %c20 : index
// CHECK-NEXT:   cf.cond_br %44, ^bb10, ^bb11
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT:   %45 = memref.load %arg0[%37, %41] : memref<100x100xf32>
// CHECK-NEXT:   %46 = arith.addf %42, %45 : f32
// CHECK-NEXT:   %47 = arith.maximumf %43, %45 : f32
// CHECK-NEXT:   %48 = arith.addi %41, %c3_9 : index
// CHECK-NEXT:   cf.br ^bb9(%48, %46, %47 : index, f32, f32)
// CHECK-NEXT: ^bb11:  // pred: ^bb9
// CHECK-NEXT:   %49 = arith.addi %37, %c2_8 : index
// CHECK-NEXT:   cf.br ^bb7(%49, %42, %43 : index, f32, f32)
// CHECK-NEXT: ^bb12:  // pred: ^bb7
// CHECK-NEXT:   %c0_12 = arith.constant 0 : index
// CHECK-NEXT:   %c10_13 = arith.constant 10 : index
// CHECK-NEXT:   %c1_14 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb13(%c0_12 : index)
// CHECK-NEXT: ^bb13(%50: index):  // 2 preds: ^bb12, ^bb14
// CHECK-NEXT:   %51 = arith.cmpi slt, %50, %c10_13 : index
// CHECK-NEXT:   cf.cond_br %51, ^bb14, ^bb15
// CHECK-NEXT: ^bb14:  // pred: ^bb13
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c5_15 = arith.constant 5 : index
// CHECK-NEXT:   %52 = arith.muli %arg1, %c5_15 overflow<nsw, nuw> : index
// CHECK-NEXT:   %c0_16 = arith.constant 0 : index
// CHECK-NEXT:   %53 = arith.floordivsi %50, %52 : index
// CHECK-NEXT:   %54 = arith.remsi %50, %52 : index
// CHECK-NEXT:   %55 = arith.cmpi slt, %54, %c0_16 : index
// CHECK-NEXT:   %56 = arith.addi %54, %52 overflow<nsw> : index
// CHECK-NEXT:   %57 = arith.select %55, %56, %54 : index
// CHECK-NEXT:   %58 = arith.divsi %57, %c5 : index
// CHECK-NEXT:   %59 = arith.remsi %50, %c5 : index
// CHECK-NEXT:   %60 = arith.cmpi slt, %59, %c0_16 : index
// CHECK-NEXT:   %61 = arith.addi %59, %c5 overflow<nsw> : index
// CHECK-NEXT:   %62 = arith.select %60, %61, %59 : index
// CHECK-NEXT:   %c5_17 = arith.constant 5 : index
// CHECK-NEXT:   %c5_18 = arith.constant 5 : index
// CHECK-NEXT:   %63 = arith.muli %arg2, %c5_18 overflow<nsw> : index
// CHECK-NEXT:   %64 = arith.muli %53, %63 overflow<nsw> : index
// CHECK-NEXT:   %65 = arith.muli %58, %c5_17 overflow<nsw> : index
// CHECK-NEXT:   %66 = arith.addi %64, %65 overflow<nsw> : index
// CHECK-NEXT:   %67 = arith.addi %66, %50 overflow<nsw> : index
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %68 = arith.minsi %50, %67 : index
// CHECK-NEXT:   %69 = arith.minsi %68, %c7 : index
// CHECK-NEXT:   %70 = arith.addi %50, %c1_14 : index
// CHECK-NEXT:   cf.br ^bb13(%70 : index)
// CHECK-NEXT: ^bb15:  // pred: ^bb13
// CHECK-NEXT:   return %4 : f32
// CHECK-NEXT: }

#map = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3, d0 ceildiv 2)>
func.func @f(%m: memref<100x100xf32>, %n: index, %k: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = max affine_map<(d0)[s0]->(d0, s0 - 2)>(%k)[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] step 2 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %m[%i, %i + 3] : memref<100x100xf32>
    %s = arith.addf %acc, %v : f32
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>(%i)[%n] {
      affine.store %s, %m[%i * 2, %i] : memref<100x100xf32>
    } else {
      affine.prefetch %m[%i, %i], read, locality<3>, data : memref<100x100xf32>
    }
    %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)>(%i)[%n]
    %a2 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%i)
    affine.yield %s : f32
  }
  %p:2 = affine.parallel (%x, %y) = (0, %k) to (min(%n, 10), 20) step (2, 3) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%x, %y] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%x) = (0) to (10) {
    %q:3 = affine.delinearize_index %x into (2, %n, 5) : index, index, index
    %l = affine.linearize_index [%q#0, %q#1, %x] by (3, %k, 5) : index
    %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 7)>(%x)[%l]
  }
  return %r : f32
}
