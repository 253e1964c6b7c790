// lower-affine (MLIR 22's LowerAffinePass): affine.for/if/parallel to scf (bounds as
// maxsi/minsi chains, conditions as cmpi conjunctions, reductions as scf.reduce regions
// from identity constants), affine.apply/min/max and access maps to arith, load/store/
// prefetch/dma to memref, delinearize/linearize_index to divisions and products; affine.for
// and affine.if are folded in place first (constant bounds, composed affine.apply
// producers, empty loops), as MLIR's conversion driver folds before patterns.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --lower-affine | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c-2 = arith.constant -2 : index
// CHECK-NEXT:   %0 = arith.addi %arg1, %c-2 : index
// CHECK-NEXT:   %1 = arith.maxsi %arg2, %0 : index
// CHECK-NEXT:   %c100 = arith.constant 100 : index
// CHECK-NEXT:   %2 = arith.minsi %arg1, %c100 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %3 = scf.for %arg3 = %1 to %2 step %c2 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:     %c3_5 = arith.constant 3 : index
// CHECK-NEXT:     %6 = arith.addi %arg3, %c3_5 : index
// CHECK-NEXT:     %7 = memref.load %arg0[%arg3, %6] : memref<100x100xf32>
// CHECK-NEXT:     %8 = arith.addf %arg4, %7 : f32
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %c-10 = arith.constant -10 : index
// CHECK-NEXT:     %9 = arith.addi %arg3, %c-10 : index
// CHECK-NEXT:     %10 = arith.cmpi sge, %9, %c0_6 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %11 = arith.muli %arg3, %c-1 overflow<nsw> : index
// CHECK-NEXT:     %12 = arith.addi %11, %arg1 : index
// CHECK-NEXT:     %13 = arith.cmpi eq, %12, %c0_6 : index
// CHECK-NEXT:     %14 = arith.andi %10, %13 : i1
// CHECK-NEXT:     scf.if %14 {
// CHECK-NEXT:       %c2_14 = arith.constant 2 : index
// CHECK-NEXT:       %34 = arith.muli %arg3, %c2_14 overflow<nsw> : index
// CHECK-NEXT:       memref.store %8, %arg0[%34, %arg3] : memref<100x100xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       memref.prefetch %arg0[%arg3, %arg3], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %c-1_8 = arith.constant -1 : index
// CHECK-NEXT:     %15 = arith.cmpi slt, %arg3, %c0_7 : index
// CHECK-NEXT:     %16 = arith.subi %c-1_8, %arg3 : index
// CHECK-NEXT:     %17 = arith.select %15, %16, %arg3 : index
// CHECK-NEXT:     %18 = arith.divsi %17, %c4 : index
// CHECK-NEXT:     %19 = arith.subi %c-1_8, %18 : index
// CHECK-NEXT:     %20 = arith.select %15, %19, %18 : index
// CHECK-NEXT:     %c3_9 = arith.constant 3 : index
// CHECK-NEXT:     %21 = arith.remsi %arg1, %c3_9 : index
// CHECK-NEXT:     %c0_10 = arith.constant 0 : index
// CHECK-NEXT:     %22 = arith.cmpi slt, %21, %c0_10 : index
// CHECK-NEXT:     %23 = arith.addi %21, %c3_9 : index
// CHECK-NEXT:     %24 = arith.select %22, %23, %21 : index
// CHECK-NEXT:     %25 = arith.addi %20, %24 : index
// CHECK-NEXT:     %c2_11 = arith.constant 2 : index
// CHECK-NEXT:     %c0_12 = arith.constant 0 : index
// CHECK-NEXT:     %c1_13 = arith.constant 1 : index
// CHECK-NEXT:     %26 = arith.cmpi sle, %arg3, %c0_12 : index
// CHECK-NEXT:     %27 = arith.subi %c0_12, %arg3 : index
// CHECK-NEXT:     %28 = arith.subi %arg3, %c1_13 : index
// CHECK-NEXT:     %29 = arith.select %26, %27, %28 : index
// CHECK-NEXT:     %30 = arith.divsi %29, %c2_11 : index
// CHECK-NEXT:     %31 = arith.subi %c0_12, %30 : index
// CHECK-NEXT:     %32 = arith.addi %30, %c1_13 : index
// CHECK-NEXT:     %33 = arith.select %26, %31, %32 : index
// CHECK-NEXT:     scf.yield %8 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %4 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT:   %c20 = arith.constant 20 : index
// CHECK-NEXT:   %c2_0 = arith.constant 2 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %5:2 = scf.parallel (%arg3, %arg4) = (%c0, %arg2) to (%4, %c20) step (%c2_0, %c3) init (%cst_1, %cst_2) -> (f32, f32) {
// CHECK-NEXT:     %6 = memref.load %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT:     scf.reduce(%6, %6 : f32, f32) {
// CHECK-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:       %7 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:       scf.reduce.return %7 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:       %7 = arith.maximumf %arg5, %arg6 : f32
// CHECK-NEXT:       scf.reduce.return %7 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0_3 = arith.constant 0 : index
// CHECK-NEXT:   %c10_4 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3) = (%c0_3) to (%c10_4) step (%c1) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c5_5 = arith.constant 5 : index
// CHECK-NEXT:     %6 = arith.muli %arg1, %c5_5 overflow<nsw, nuw> : index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.floordivsi %arg3, %6 : index
// CHECK-NEXT:     %8 = arith.remsi %arg3, %6 : index
// CHECK-NEXT:     %9 = arith.cmpi slt, %8, %c0_6 : index
// CHECK-NEXT:     %10 = arith.addi %8, %6 overflow<nsw> : index
// CHECK-NEXT:     %11 = arith.select %9, %10, %8 : index
// CHECK-NEXT:     %12 = arith.divsi %11, %c5 : index
// CHECK-NEXT:     %13 = arith.remsi %arg3, %c5 : index
// CHECK-NEXT:     %14 = arith.cmpi slt, %13, %c0_6 : index
// CHECK-NEXT:     %15 = arith.addi %13, %c5 overflow<nsw> : index
// CHECK-NEXT:     %16 = arith.select %14, %15, %13 : index
// CHECK-NEXT:     %c5_7 = arith.constant 5 : index
// CHECK-NEXT:     %c5_8 = arith.constant 5 : index
// CHECK-NEXT:     %17 = arith.muli %arg2, %c5_8 overflow<nsw> : index
// CHECK-NEXT:     %18 = arith.muli %7, %17 overflow<nsw> : index
// CHECK-NEXT:     %19 = arith.muli %12, %c5_7 overflow<nsw> : index
// CHECK-NEXT:     %20 = arith.addi %18, %19 overflow<nsw> : index
// CHECK-NEXT:     %21 = arith.addi %20, %arg3 overflow<nsw> : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %22 = arith.minsi %arg3, %21 : index
// CHECK-NEXT:     %23 = arith.minsi %22, %c7 : index
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redf(%arg0: memref<10xf32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %0:4 = scf.parallel (%arg1) = (%c0) to (%c10) step (%c1) init (%cst, %cst_0, %cst_1, %cst_2) -> (f32, f32, f32, f32) {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:     scf.reduce(%1, %1, %1, %1 : f32, f32, f32, f32) {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:       %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:       %2 = arith.mulf %arg2, %arg3 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:       %2 = arith.maximumf %arg2, %arg3 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:       %2 = arith.minimumf %arg2, %arg3 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifres(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c-8 = arith.constant -8 : index
// CHECK-NEXT:   %0 = arith.addi %arg2, %c-8 : index
// CHECK-NEXT:   %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT:   %2 = scf.if %1 -> (f32) {
// CHECK-NEXT:     scf.yield %arg0 : f32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c8_1 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0_0 to %c8_1 step %c1 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %3 = arith.addi %arg3, %c4 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg4 = %arg3 to %3 step %c1_2 {
// CHECK-NEXT:       %c4_3 = arith.constant 4 : index
// CHECK-NEXT:       %4 = arith.muli %arg3, %c4_3 overflow<nsw> : index
// CHECK-NEXT:       %5 = arith.addi %4, %arg4 : index
// CHECK-NEXT:       %c-1 = arith.constant -1 : index
// CHECK-NEXT:       %6 = arith.addi %5, %c-1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<100xf32>, %arg1: memref<100xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %1 = arith.muli %arg3, %c2 overflow<nsw> : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   memref.dma_start %arg0[%0], %arg1[%1], %arg4, %arg2[%c0] : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   memref.dma_wait %arg2[%c0_0], %arg4 : memref<1xi32>
// CHECK-NEXT:   memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg4, %arg2[%arg3], %arg3, %arg4 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %0 = arith.muli %arg0, %c8 overflow<nsw> : index
// CHECK-NEXT:   %1 = arith.addi %0, %arg1 overflow<nsw> : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %2 = arith.floordivsi %arg0, %arg2 : index
// CHECK-NEXT:   %3 = arith.remsi %arg0, %arg2 : index
// CHECK-NEXT:   %4 = arith.cmpi slt, %3, %c0 : index
// CHECK-NEXT:   %5 = arith.addi %3, %arg2 overflow<nsw> : index
// CHECK-NEXT:   %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT:   %c8_0 = arith.constant 8 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %7 = arith.floordivsi %arg0, %c8_0 : index
// CHECK-NEXT:   %8 = arith.remsi %arg0, %c8_0 : index
// CHECK-NEXT:   %9 = arith.cmpi slt, %8, %c0_1 : index
// CHECK-NEXT:   %10 = arith.addi %8, %c8_0 overflow<nsw> : index
// CHECK-NEXT:   %11 = arith.select %9, %10, %8 : index
// CHECK-NEXT:   %c0_2 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0_2 to %c10 step %c1 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %12 = arith.muli %arg0, %c12 overflow<nsw> : index
// CHECK-NEXT:     %13 = arith.muli %arg3, %c4 overflow<nsw> : index
// CHECK-NEXT:     %14 = arith.addi %12, %arg1 overflow<nsw> : index
// CHECK-NEXT:     %15 = arith.addi %14, %13 overflow<nsw> : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1, %2, %arg0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_if(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT:   %c-4 = arith.constant -4 : index
// CHECK-NEXT:   %1 = arith.addi %0, %c-4 : index
// CHECK-NEXT:   %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:   scf.if %2 {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %3 = arith.remsi %arg0, %c7 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %4 = arith.cmpi slt, %3, %c0_1 : index
// CHECK-NEXT:     %5 = arith.addi %3, %c7 : index
// CHECK-NEXT:     %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT:     %c3_2 = arith.constant 3 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %7 = arith.cmpi sle, %arg0, %c0_3 : index
// CHECK-NEXT:     %8 = arith.subi %c0_3, %arg0 : index
// CHECK-NEXT:     %9 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %10 = arith.select %7, %8, %9 : index
// CHECK-NEXT:     %11 = arith.divsi %10, %c3_2 : index
// CHECK-NEXT:     %12 = arith.subi %c0_3, %11 : index
// CHECK-NEXT:     %13 = arith.addi %11, %c1 : index
// CHECK-NEXT:     %14 = arith.select %7, %12, %13 : index
// CHECK-NEXT:     %15 = arith.addi %6, %14 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   scf.for %arg1 = %c0_0 to %c10 step %c3 {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_addi(%arg0: memref<10xi32>) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.parallel (%arg1) = (%c0) to (%c10) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<10xi32>
// CHECK-NEXT:     scf.reduce(%1 : i32) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.reduce.return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_muli(%arg0: memref<10xi32>) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = scf.parallel (%arg1) = (%c0) to (%c10) step (%c1) init (%c1_i32) -> i32 {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<10xi32>
// CHECK-NEXT:     scf.reduce(%1 : i32) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %2 = arith.muli %arg2, %arg3 : i32
// CHECK-NEXT:       scf.reduce.return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_andi(%arg0: memref<10xi32>) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = scf.parallel (%arg1) = (%c0) to (%c10) step (%c1) init (%c-1_i32) -> i32 {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<10xi32>
// CHECK-NEXT:     scf.reduce(%1 : i32) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %2 = arith.andi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.reduce.return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red_ori(%arg0: memref<10xi32>) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.parallel (%arg1) = (%c0) to (%c10) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<10xi32>
// CHECK-NEXT:     scf.reduce(%1 : i32) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %2 = arith.ori %arg2, %arg3 : i32
// CHECK-NEXT:       scf.reduce.return %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
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

func.func @redf(%f: memref<10xf32>) -> (f32, f32, f32, f32) {
  %r:4 = affine.parallel (%i) = (0) to (10) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %f[%i] : memref<10xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, f32, f32
}
func.func @ifres(%a: f32, %b: f32, %i: index) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  %c = arith.constant 5 : index
  %x = affine.apply affine_map<(d0) -> (d0 + 3)>(%c)
  %y = affine.apply affine_map<(d0) -> (d0)>(%i)
  affine.for %k = 0 to %x {
    affine.for %l = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 4)>(%k) {
      %z = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 - 1)>(%k, %l)
    }
  }
  return %r : f32
}
func.func @dma(%A: memref<100xf32>, %B: memref<100xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  affine.dma_start %A[%i + 1], %B[%i * 2], %tag[0], %n : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  affine.dma_start %A[%i], %B[%i], %tag[%i], %n, %i, %n : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}
func.func @lin(%a: index, %b: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index
  %1:2 = affine.delinearize_index %a into (%n) : index, index
  %2 = affine.linearize_index [%a] by (4) : index
  %3:2 = affine.delinearize_index %a into (4, 8) : index, index
  affine.for %i = 0 to 10 {
    %4 = affine.linearize_index [%a, %i, %b] by (2, 3, 4) : index
  }
  return %0, %1#0, %2 : index, index, index
}
func.func @empty_if(%i: index) {
  affine.if affine_set<(d0) : (d0 * 2 - 4 == 0)>(%i) {
    %x = affine.apply affine_map<(d0) -> (d0 mod 7 + d0 ceildiv 3)>(%i)
  }
  affine.for %j = 0 to 10 step 3 {
    affine.yield
  }
  return
}

func.func @red_addi(%m: memref<10xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> i32 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_muli(%m: memref<10xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("muli") -> i32 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_andi(%m: memref<10xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("andi") -> i32 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @red_ori(%m: memref<10xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("ori") -> i32 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
