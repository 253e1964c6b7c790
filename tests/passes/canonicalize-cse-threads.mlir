// RUN: strata-opt --canonicalize --cse %s | FileCheck %s
// RUN: strata-opt --canonicalize --cse --mlir-disable-threading %s | FileCheck %s
// Canonicalize and CSE anchored on the module process each function body on its own,
// in parallel unless threading is disabled: both give mlir-opt 22's output (CHECK lines).
// Input: functions of ../shared/bench/gen_synthetic.py.

module {
func.func @f0(%A: memref<128xf32>, %B: memref<128xf32>, %C: memref<128x128xf32>, %x: i32, %y: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 128 : index
  %k1 = arith.constant 98 : i32
  %k2 = arith.constant 54 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %kf = arith.constant 1.5 : f32
  %fz = arith.constant 0.0 : f32
  %kk = arith.addi %k1, %k2 : i32
  %kk2 = arith.muli %kk, %k1 : i32
  %x0 = arith.addi %x, %zero : i32
  %x1 = arith.muli %x0, %one : i32
  %s1 = arith.addi %x1, %y : i32
  %s2 = arith.addi %x1, %y : i32
  %p1 = arith.muli %s1, %s2 : i32
  %p2 = arith.muli %s1, %s2 : i32
  %d = arith.subi %p1, %p2 : i32
  %e = arith.xori %d, %kk2 : i32
  %sh = arith.shli %e, %one : i32
  %cmp = arith.cmpi eq, %sh, %y : i32
  %sel = arith.select %cmp, %sh, %y : i32
  %ix = arith.index_cast %sel : i32 to index
  %fx = arith.sitofp %sel : i32 to f32
  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%acc = %fz) -> (f32) {
    %v = memref.load %A[%i] : memref<128xf32>
    %m = arith.mulf %v, %kf : f32
    %m2 = arith.mulf %v, %kf : f32
    %t = arith.addf %m, %m2 : f32
    %t2 = arith.addf %t, %fx : f32
    memref.store %t2, %B[%i] : memref<128xf32>
    %acc2 = arith.addf %acc, %t2 : f32
    scf.yield %acc2 : f32
  }
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      %u = affine.load %C[%i, %j] : memref<128x128xf32>
      %w = affine.load %A[%j] : memref<128xf32>
      %uw = arith.mulf %u, %w : f32
      %uw2 = arith.addf %uw, %kf : f32
      affine.store %uw2, %C[%i, %j] : memref<128x128xf32>
    }
  }
  %ri = scf.if %cmp -> (i32) {
    %q = arith.addi %sel, %k1 : i32
    scf.yield %q : i32
  } else {
    %q = arith.subi %sel, %k2 : i32
    scf.yield %q : i32
  }
  return %r, %ri : f32, i32
}
func.func @f1(%A: memref<128xf32>, %B: memref<128xf32>, %C: memref<128x128xf32>, %x: i32, %y: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 128 : index
  %k1 = arith.constant 52 : i32
  %k2 = arith.constant 39 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %kf = arith.constant 3.75 : f32
  %fz = arith.constant 0.0 : f32
  %kk = arith.addi %k1, %k2 : i32
  %kk2 = arith.muli %kk, %k1 : i32
  %x0 = arith.addi %x, %zero : i32
  %x1 = arith.muli %x0, %one : i32
  %s1 = arith.addi %x1, %y : i32
  %s2 = arith.addi %x1, %y : i32
  %p1 = arith.muli %s1, %s2 : i32
  %p2 = arith.muli %s1, %s2 : i32
  %d = arith.subi %p1, %p2 : i32
  %e = arith.xori %d, %kk2 : i32
  %sh = arith.shli %e, %one : i32
  %cmp = arith.cmpi eq, %sh, %y : i32
  %sel = arith.select %cmp, %sh, %y : i32
  %ix = arith.index_cast %sel : i32 to index
  %fx = arith.sitofp %sel : i32 to f32
  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%acc = %fz) -> (f32) {
    %v = memref.load %A[%i] : memref<128xf32>
    %m = arith.mulf %v, %kf : f32
    %m2 = arith.mulf %v, %kf : f32
    %t = arith.addf %m, %m2 : f32
    %t2 = arith.addf %t, %fx : f32
    memref.store %t2, %B[%i] : memref<128xf32>
    %acc2 = arith.addf %acc, %t2 : f32
    scf.yield %acc2 : f32
  }
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      %u = affine.load %C[%i, %j] : memref<128x128xf32>
      %w = affine.load %A[%j] : memref<128xf32>
      %uw = arith.mulf %u, %w : f32
      %uw2 = arith.addf %uw, %kf : f32
      affine.store %uw2, %C[%i, %j] : memref<128x128xf32>
    }
  }
  %ri = scf.if %cmp -> (i32) {
    %q = arith.addi %sel, %k1 : i32
    scf.yield %q : i32
  } else {
    %q = arith.subi %sel, %k2 : i32
    scf.yield %q : i32
  }
  %cr:2 = func.call @f0(%A, %B, %C, %ri, %y) : (memref<128xf32>, memref<128xf32>, memref<128x128xf32>, i32, i32) -> (f32, i32)
  %fin = arith.addf %r, %cr#0 : f32
  %fini = arith.addi %ri, %cr#1 : i32
  return %fin, %fini : f32, i32
}
func.func @f2(%A: memref<32xf32>, %B: memref<32xf32>, %C: memref<32x32xf32>, %x: i32, %y: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 32 : index
  %k1 = arith.constant 65 : i32
  %k2 = arith.constant 18 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %kf = arith.constant 0.25 : f32
  %fz = arith.constant 0.0 : f32
  %kk = arith.addi %k1, %k2 : i32
  %kk2 = arith.muli %kk, %k1 : i32
  %x0 = arith.addi %x, %zero : i32
  %x1 = arith.muli %x0, %one : i32
  %s1 = arith.addi %x1, %y : i32
  %s2 = arith.addi %x1, %y : i32
  %p1 = arith.muli %s1, %s2 : i32
  %p2 = arith.muli %s1, %s2 : i32
  %d = arith.subi %p1, %p2 : i32
  %e = arith.xori %d, %kk2 : i32
  %sh = arith.shli %e, %one : i32
  %cmp = arith.cmpi sgt, %sh, %y : i32
  %sel = arith.select %cmp, %sh, %y : i32
  %ix = arith.index_cast %sel : i32 to index
  %fx = arith.sitofp %sel : i32 to f32
  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%acc = %fz) -> (f32) {
    %v = memref.load %A[%i] : memref<32xf32>
    %m = arith.mulf %v, %kf : f32
    %m2 = arith.mulf %v, %kf : f32
    %t = arith.addf %m, %m2 : f32
    %t2 = arith.addf %t, %fx : f32
    memref.store %t2, %B[%i] : memref<32xf32>
    %acc2 = arith.addf %acc, %t2 : f32
    scf.yield %acc2 : f32
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %u = affine.load %C[%i, %j] : memref<32x32xf32>
      %w = affine.load %A[%j] : memref<32xf32>
      %uw = arith.mulf %u, %w : f32
      %uw2 = arith.addf %uw, %kf : f32
      affine.store %uw2, %C[%i, %j] : memref<32x32xf32>
    }
  }
  %ri = scf.if %cmp -> (i32) {
    %q = arith.addi %sel, %k1 : i32
    scf.yield %q : i32
  } else {
    %q = arith.subi %sel, %k2 : i32
    scf.yield %q : i32
  }
  return %r, %ri : f32, i32
}
func.func @f3(%A: memref<16xf32>, %B: memref<16xf32>, %C: memref<16x16xf32>, %x: i32, %y: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 16 : index
  %k1 = arith.constant 80 : i32
  %k2 = arith.constant 33 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %kf = arith.constant 2.0 : f32
  %fz = arith.constant 0.0 : f32
  %kk = arith.addi %k1, %k2 : i32
  %kk2 = arith.muli %kk, %k1 : i32
  %x0 = arith.addi %x, %zero : i32
  %x1 = arith.muli %x0, %one : i32
  %s1 = arith.addi %x1, %y : i32
  %s2 = arith.addi %x1, %y : i32
  %p1 = arith.muli %s1, %s2 : i32
  %p2 = arith.muli %s1, %s2 : i32
  %d = arith.subi %p1, %p2 : i32
  %e = arith.xori %d, %kk2 : i32
  %sh = arith.shli %e, %one : i32
  %cmp = arith.cmpi eq, %sh, %y : i32
  %sel = arith.select %cmp, %sh, %y : i32
  %ix = arith.index_cast %sel : i32 to index
  %fx = arith.sitofp %sel : i32 to f32
  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%acc = %fz) -> (f32) {
    %v = memref.load %A[%i] : memref<16xf32>
    %m = arith.mulf %v, %kf : f32
    %m2 = arith.mulf %v, %kf : f32
    %t = arith.addf %m, %m2 : f32
    %t2 = arith.addf %t, %fx : f32
    memref.store %t2, %B[%i] : memref<16xf32>
    %acc2 = arith.addf %acc, %t2 : f32
    scf.yield %acc2 : f32
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %u = affine.load %C[%i, %j] : memref<16x16xf32>
      %w = affine.load %A[%j] : memref<16xf32>
      %uw = arith.mulf %u, %w : f32
      %uw2 = arith.addf %uw, %kf : f32
      affine.store %uw2, %C[%i, %j] : memref<16x16xf32>
    }
  }
  %ri = scf.if %cmp -> (i32) {
    %q = arith.addi %sel, %k1 : i32
    scf.yield %q : i32
  } else {
    %q = arith.subi %sel, %k2 : i32
    scf.yield %q : i32
  }
  return %r, %ri : f32, i32
}
}

// CHECK-LABEL: func.func @f0(%arg0: memref<128xf32>, %arg1: memref<128xf32>, %arg2: memref<128x128xf32>, %arg3: i32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c98_i32 = arith.constant 98 : i32
// CHECK-NEXT: %c54_i32 = arith.constant 54 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c14896_i32 = arith.constant 14896 : i32
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %1 : i32
// CHECK-NEXT: %3 = arith.xori %2, %c14896_i32 : i32
// CHECK-NEXT: %4 = arith.shli %3, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %4, %arg4 : i32
// CHECK-NEXT: %6 = arith.sitofp %arg4 : i32 to f32
// CHECK-NEXT: %7 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst_0) -> (f32) {
// CHECK-NEXT: %9 = memref.load %arg0[%arg5] : memref<128xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %cst : f32
// CHECK-NEXT: %11 = arith.addf %10, %10 : f32
// CHECK-NEXT: %12 = arith.addf %11, %6 : f32
// CHECK-NEXT: memref.store %12, %arg1[%arg5] : memref<128xf32>
// CHECK-NEXT: %13 = arith.addf %arg6, %12 : f32
// CHECK-NEXT: scf.yield %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = 0 to 128 {
// CHECK-NEXT: affine.for %arg6 = 0 to 128 {
// CHECK-NEXT: %9 = affine.load %arg2[%arg5, %arg6] : memref<128x128xf32>
// CHECK-NEXT: %10 = affine.load %arg0[%arg6] : memref<128xf32>
// CHECK-NEXT: %11 = arith.mulf %9, %10 : f32
// CHECK-NEXT: %12 = arith.addf %11, %cst : f32
// CHECK-NEXT: affine.store %12, %arg2[%arg5, %arg6] : memref<128x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %8 = scf.if %5 -> (i32) {
// CHECK-NEXT: %9 = arith.addi %arg4, %c98_i32 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %9 = arith.subi %arg4, %c54_i32 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %7, %8 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f1(%arg0: memref<128xf32>, %arg1: memref<128xf32>, %arg2: memref<128x128xf32>, %arg3: i32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c52_i32 = arith.constant 52 : i32
// CHECK-NEXT: %c39_i32 = arith.constant 39 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c4732_i32 = arith.constant 4732 : i32
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %1 : i32
// CHECK-NEXT: %3 = arith.xori %2, %c4732_i32 : i32
// CHECK-NEXT: %4 = arith.shli %3, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %4, %arg4 : i32
// CHECK-NEXT: %6 = arith.sitofp %arg4 : i32 to f32
// CHECK-NEXT: %7 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %cst_0) -> (f32) {
// CHECK-NEXT: %12 = memref.load %arg0[%arg5] : memref<128xf32>
// CHECK-NEXT: %13 = arith.mulf %12, %cst : f32
// CHECK-NEXT: %14 = arith.addf %13, %13 : f32
// CHECK-NEXT: %15 = arith.addf %14, %6 : f32
// CHECK-NEXT: memref.store %15, %arg1[%arg5] : memref<128xf32>
// CHECK-NEXT: %16 = arith.addf %arg6, %15 : f32
// CHECK-NEXT: scf.yield %16 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = 0 to 128 {
// CHECK-NEXT: affine.for %arg6 = 0 to 128 {
// CHECK-NEXT: %12 = affine.load %arg2[%arg5, %arg6] : memref<128x128xf32>
// CHECK-NEXT: %13 = affine.load %arg0[%arg6] : memref<128xf32>
// CHECK-NEXT: %14 = arith.mulf %12, %13 : f32
// CHECK-NEXT: %15 = arith.addf %14, %cst : f32
// CHECK-NEXT: affine.store %15, %arg2[%arg5, %arg6] : memref<128x128xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %8 = scf.if %5 -> (i32) {
// CHECK-NEXT: %12 = arith.addi %arg4, %c52_i32 : i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %12 = arith.subi %arg4, %c39_i32 : i32
// CHECK-NEXT: scf.yield %12 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %9:2 = call @f0(%arg0, %arg1, %arg2, %8, %arg4) : (memref<128xf32>, memref<128xf32>, memref<128x128xf32>, i32, i32) -> (f32, i32)
// CHECK-NEXT: %10 = arith.addf %7, %9#0 : f32
// CHECK-NEXT: %11 = arith.addi %8, %9#1 : i32
// CHECK-NEXT: return %10, %11 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f2(%arg0: memref<32xf32>, %arg1: memref<32xf32>, %arg2: memref<32x32xf32>, %arg3: i32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c65_i32 = arith.constant 65 : i32
// CHECK-NEXT: %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c5395_i32 = arith.constant 5395 : i32
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %1 : i32
// CHECK-NEXT: %3 = arith.xori %2, %c5395_i32 : i32
// CHECK-NEXT: %4 = arith.shli %3, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %4, %arg4 : i32
// CHECK-NEXT: %6 = arith.select %5, %4, %arg4 : i32
// CHECK-NEXT: %7 = arith.sitofp %6 : i32 to f32
// CHECK-NEXT: %8 = scf.for %arg5 = %c0 to %c32 step %c1 iter_args(%arg6 = %cst_0) -> (f32) {
// CHECK-NEXT: %10 = memref.load %arg0[%arg5] : memref<32xf32>
// CHECK-NEXT: %11 = arith.mulf %10, %cst : f32
// CHECK-NEXT: %12 = arith.addf %11, %11 : f32
// CHECK-NEXT: %13 = arith.addf %12, %7 : f32
// CHECK-NEXT: memref.store %13, %arg1[%arg5] : memref<32xf32>
// CHECK-NEXT: %14 = arith.addf %arg6, %13 : f32
// CHECK-NEXT: scf.yield %14 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = 0 to 32 {
// CHECK-NEXT: affine.for %arg6 = 0 to 32 {
// CHECK-NEXT: %10 = affine.load %arg2[%arg5, %arg6] : memref<32x32xf32>
// CHECK-NEXT: %11 = affine.load %arg0[%arg6] : memref<32xf32>
// CHECK-NEXT: %12 = arith.mulf %10, %11 : f32
// CHECK-NEXT: %13 = arith.addf %12, %cst : f32
// CHECK-NEXT: affine.store %13, %arg2[%arg5, %arg6] : memref<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %9 = scf.if %5 -> (i32) {
// CHECK-NEXT: %10 = arith.addi %6, %c65_i32 : i32
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %10 = arith.subi %6, %c18_i32 : i32
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %8, %9 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f3(%arg0: memref<16xf32>, %arg1: memref<16xf32>, %arg2: memref<16x16xf32>, %arg3: i32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c80_i32 = arith.constant 80 : i32
// CHECK-NEXT: %c33_i32 = arith.constant 33 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c9040_i32 = arith.constant 9040 : i32
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.subi %1, %1 : i32
// CHECK-NEXT: %3 = arith.xori %2, %c9040_i32 : i32
// CHECK-NEXT: %4 = arith.shli %3, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %4, %arg4 : i32
// CHECK-NEXT: %6 = arith.sitofp %arg4 : i32 to f32
// CHECK-NEXT: %7 = scf.for %arg5 = %c0 to %c16 step %c1 iter_args(%arg6 = %cst_0) -> (f32) {
// CHECK-NEXT: %9 = memref.load %arg0[%arg5] : memref<16xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %cst : f32
// CHECK-NEXT: %11 = arith.addf %10, %10 : f32
// CHECK-NEXT: %12 = arith.addf %11, %6 : f32
// CHECK-NEXT: memref.store %12, %arg1[%arg5] : memref<16xf32>
// CHECK-NEXT: %13 = arith.addf %arg6, %12 : f32
// CHECK-NEXT: scf.yield %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = 0 to 16 {
// CHECK-NEXT: affine.for %arg6 = 0 to 16 {
// CHECK-NEXT: %9 = affine.load %arg2[%arg5, %arg6] : memref<16x16xf32>
// CHECK-NEXT: %10 = affine.load %arg0[%arg6] : memref<16xf32>
// CHECK-NEXT: %11 = arith.mulf %9, %10 : f32
// CHECK-NEXT: %12 = arith.addf %11, %cst : f32
// CHECK-NEXT: affine.store %12, %arg2[%arg5, %arg6] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %8 = scf.if %5 -> (i32) {
// CHECK-NEXT: %9 = arith.addi %arg4, %c80_i32 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %9 = arith.subi %arg4, %c33_i32 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %7, %8 : f32, i32
// CHECK-NEXT: }
