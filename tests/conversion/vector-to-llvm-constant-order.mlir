// convert-vector-to-llvm keeps mlir-opt 22's order of constants: the constants folded in
// the greedy pre-lowering first, then the poison values the shape_cast lowering starts
// its result (and each result row) from. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @fold_shape_casts(%v: vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
  %3 = vector.shape_cast %v : vector<2x3xf32> to vector<2x3xf32>
  %s = arith.constant dense<7> : vector<2x2xi32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %2, %3, %4 : vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>
}

func.func @a(%v: vector<4x6xf32>) -> (vector<6x4xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.shape_cast %v : vector<4x6xf32> to vector<6x4xf32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<6x4xf32>, vector<4xi32>
}
func.func @b(%v: vector<2x3xf32>) -> (vector<6xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<6xf32>, vector<4xi32>
}
func.func @c(%v: vector<2x3xf32>) -> (vector<3x2xf32>, vector<4xi32>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %s = arith.constant dense<7> : vector<2x2xi32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<3x2xf32>, vector<4xi32>
}
func.func @d(%v: vector<12xf32>) -> (vector<2x6xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  %0 = vector.shape_cast %v : vector<12xf32> to vector<2x6xf32>
  return %0, %4 : vector<2x6xf32>, vector<4xi32>
}
func.func @e(%v: vector<2x6xf32>) -> (vector<3x4xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.shape_cast %v : vector<2x6xf32> to vector<3x4xf32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<3x4xf32>, vector<4xi32>
}
func.func @f(%v: vector<12xf32>) -> (vector<3x4xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.shape_cast %v : vector<12xf32> to vector<3x4xf32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<3x4xf32>, vector<4xi32>
}
func.func @g(%v: vector<3x4xf32>) -> (vector<2x6xf32>, vector<4xi32>) {
  %s = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.shape_cast %v : vector<3x4xf32> to vector<2x6xf32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %4 : vector<2x6xf32>, vector<4xi32>
}
func.func @h(%v: vector<3x4xf32>) -> (vector<12xf32>, vector<6xf32>) {
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %1 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %0 = vector.shape_cast %v : vector<3x4xf32> to vector<12xf32>
  %4 = vector.shape_cast %1 : vector<6xf32> to vector<2x3xf32>
  %5 = vector.shape_cast %4 : vector<2x3xf32> to vector<3x2xf32>
  %6 = vector.shape_cast %5 : vector<3x2xf32> to vector<6xf32>
  return %0, %6 : vector<12xf32>, vector<6xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold_shape_casts(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : vector<6xf32>
// CHECK-NEXT:     %1 = ub.poison : vector<6xf32>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %2 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT:     return %cst_0, %7, %arg0, %cst : vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @a(%arg0: vector<4x6xf32>) -> (vector<6x4xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x6xf32> to !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<6x4xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %3 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %4, %4 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %2[0] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.shufflevector %4, %4 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %15 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.shufflevector %17, %14 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %11[1] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %20 = llvm.shufflevector %15, %15 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %23 = llvm.shufflevector %15, %15 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %22 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %19[2] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %27 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT:     %28 = llvm.shufflevector %27, %27 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %29 = llvm.shufflevector %28, %28 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %30 = llvm.shufflevector %29, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %31 = llvm.shufflevector %27, %27 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %32 = llvm.shufflevector %31, %31 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %33 = llvm.shufflevector %32, %30 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %34 = llvm.insertvalue %33, %26[3] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %35 = llvm.shufflevector %27, %27 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %36 = llvm.shufflevector %35, %35 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %37 = llvm.shufflevector %36, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %38 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT:     %39 = llvm.shufflevector %38, %38 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %40 = llvm.shufflevector %39, %39 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %41 = llvm.shufflevector %40, %37 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %42 = llvm.insertvalue %41, %34[4] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %43 = llvm.shufflevector %38, %38 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %44 = llvm.shufflevector %43, %43 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %45 = llvm.shufflevector %44, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %46 = llvm.shufflevector %38, %38 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %47 = llvm.shufflevector %46, %46 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %48 = llvm.shufflevector %47, %45 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %49 = llvm.insertvalue %48, %42[5] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %50 = builtin.unrealized_conversion_cast %49 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT:     return %50, %cst : vector<6x4xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<6xf32>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %2 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT:     return %7, %cst : vector<6xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: vector<2x3xf32>) -> (vector<3x2xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<3x2xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %3[%4 : i64] : vector<3xf32>
// CHECK-NEXT:     %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT:     %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %9[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT:     %16 = llvm.insertvalue %15, %9[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %19 = llvm.extractelement %17[%18 : i64] : vector<3xf32>
// CHECK-NEXT:     %20 = llvm.extractvalue %16[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xf32>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %16[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// CHECK-NEXT:     %27 = llvm.extractvalue %23[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT:     %30 = llvm.insertvalue %29, %23[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %31 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %33 = llvm.extractelement %31[%32 : i64] : vector<3xf32>
// CHECK-NEXT:     %34 = llvm.extractvalue %30[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xf32>
// CHECK-NEXT:     %37 = llvm.insertvalue %36, %30[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %38 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// CHECK-NEXT:     %41 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %37[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     return %45, %cst : vector<3x2xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: vector<12xf32>) -> (vector<2x6xf32>, vector<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %0 = ub.poison : vector<2x6xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<2x6xf32> to !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3, 4, 5] : vector<12xf32>
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %4 = llvm.shufflevector %arg0, %arg0 [6, 7, 8, 9, 10, 11] : vector<12xf32>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<6xf32>> to vector<2x6xf32>
// CHECK-NEXT:     return %6, %cst : vector<2x6xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e(%arg0: vector<2x6xf32>) -> (vector<3x4xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x6xf32> to !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<3x4xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %3 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %4, %4 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.shufflevector %4, %4 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 1] : vector<6xf32>
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.shufflevector %17, %14 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %19 = llvm.insertvalue %18, %11[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %20 = llvm.shufflevector %15, %15 [2, 3] : vector<6xf32>
// CHECK-NEXT:     %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT:     %23 = llvm.shufflevector %15, %15 [4, 5] : vector<6xf32>
// CHECK-NEXT:     %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %22 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %19[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     return %27, %cst : vector<3x4xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: vector<12xf32>) -> (vector<3x4xf32>, vector<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %0 = ub.poison : vector<3x4xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3] : vector<12xf32>
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %4 = llvm.shufflevector %arg0, %arg0 [4, 5, 6, 7] : vector<12xf32>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %3[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %6 = llvm.shufflevector %arg0, %arg0 [8, 9, 10, 11] : vector<12xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %5[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     return %8, %cst : vector<3x4xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: vector<3x4xf32>) -> (vector<2x6xf32>, vector<4xi32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT:     %1 = ub.poison : vector<2x6xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<2x6xf32> to !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %3 = ub.poison : vector<6xf32>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %5 = llvm.shufflevector %4, %4 [0, 1] : vector<4xf32>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %3 [0, 1, 8, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %8 = llvm.shufflevector %4, %4 [2, 3] : vector<4xf32>
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [6, 7, 0, 1, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %11 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %11 [0, 1] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %10 [6, 7, 8, 9, 0, 1] : vector<6xf32>
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %2[0] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %16 = llvm.shufflevector %11, %11 [2, 3] : vector<4xf32>
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %18 = llvm.shufflevector %17, %3 [0, 1, 8, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %19 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %19 [0, 1] : vector<4xf32>
// CHECK-NEXT:     %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %18 [6, 7, 0, 1, 10, 11] : vector<6xf32>
// CHECK-NEXT:     %23 = llvm.shufflevector %19, %19 [2, 3] : vector<4xf32>
// CHECK-NEXT:     %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0, 0, 0] : vector<2xf32>
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %22 [6, 7, 8, 9, 0, 1] : vector<6xf32>
// CHECK-NEXT:     %26 = llvm.insertvalue %25, %15[1] : !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<6xf32>> to vector<2x6xf32>
// CHECK-NEXT:     return %27, %cst : vector<2x6xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: vector<3x4xf32>) -> (vector<12xf32>, vector<6xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<6xf32>
// CHECK-NEXT:     %1 = ub.poison : vector<12xf32>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %2 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %6 = llvm.shufflevector %5, %5 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [12, 13, 14, 15, 0, 1, 2, 3, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT:     %8 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %9 = llvm.shufflevector %8, %8 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %7 [12, 13, 14, 15, 16, 17, 18, 19, 0, 1, 2, 3] : vector<12xf32>
// CHECK-NEXT:     return %10, %cst : vector<12xf32>, vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
