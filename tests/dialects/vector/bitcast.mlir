// vector.bitcast in custom and generic form, its folds under canonicalize (same type,
// a cast undone, a cast of a cast) and the n-D unrolling convert-vector-to-llvm applies
// (rows extracted, cast and inserted). Expected output from mlir-opt 22.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=LLVM

func.func @casts(%v: vector<2x4xi32>, %z: vector<f32>, %s: vector<[4]xi8>) -> (vector<2x8xi16>, vector<i32>, vector<[2]xi16>) {
  %0 = vector.bitcast %v : vector<2x4xi32> to vector<2x8xi16>
  %1 = vector.bitcast %z : vector<f32> to vector<i32>
  %2 = vector.bitcast %s : vector<[4]xi8> to vector<[2]xi16>
  return %0, %1, %2 : vector<2x8xi16>, vector<i32>, vector<[2]xi16>
}

func.func @folds(%v: vector<4xi8>, %w: vector<8xf16>) -> (vector<4xi8>, vector<4xi8>, vector<2xi64>) {
  %0 = vector.bitcast %v : vector<4xi8> to vector<4xi8>
  %1 = vector.bitcast %v : vector<4xi8> to vector<2xi16>
  %2 = vector.bitcast %1 : vector<2xi16> to vector<4xi8>
  %3 = vector.bitcast %w : vector<8xf16> to vector<4xf32>
  %4 = vector.bitcast %3 : vector<4xf32> to vector<2xi64>
  return %0, %2, %4 : vector<4xi8>, vector<4xi8>, vector<2xi64>
}

func.func @rows(%v: vector<3x2xf32>) -> vector<3x1xi64> {
  %0 = vector.bitcast %v : vector<3x2xf32> to vector<3x1xi64>
  return %0 : vector<3x1xi64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: vector<2x4xi32>, %arg1: vector<f32>, %arg2: vector<[4]xi8>) -> (vector<2x8xi16>, vector<i32>, vector<[2]xi16>) {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<2x4xi32> to vector<2x8xi16>
// CHECK-NEXT:     %1 = vector.bitcast %arg1 : vector<f32> to vector<i32>
// CHECK-NEXT:     %2 = vector.bitcast %arg2 : vector<[4]xi8> to vector<[2]xi16>
// CHECK-NEXT:     return %0, %1, %2 : vector<2x8xi16>, vector<i32>, vector<[2]xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folds(%arg0: vector<4xi8>, %arg1: vector<8xf16>) -> (vector<4xi8>, vector<4xi8>, vector<2xi64>) {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<4xi8> to vector<4xi8>
// CHECK-NEXT:     %1 = vector.bitcast %arg0 : vector<4xi8> to vector<2xi16>
// CHECK-NEXT:     %2 = vector.bitcast %1 : vector<2xi16> to vector<4xi8>
// CHECK-NEXT:     %3 = vector.bitcast %arg1 : vector<8xf16> to vector<4xf32>
// CHECK-NEXT:     %4 = vector.bitcast %3 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:     return %0, %2, %4 : vector<4xi8>, vector<4xi8>, vector<2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rows(%arg0: vector<3x2xf32>) -> vector<3x1xi64> {
// CHECK-NEXT:     %0 = vector.bitcast %arg0 : vector<3x2xf32> to vector<3x1xi64>
// CHECK-NEXT:     return %0 : vector<3x1xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x4xi32>, vector<f32>, vector<[4]xi8>) -> (vector<2x8xi16>, vector<i32>, vector<[2]xi16>), sym_name = "casts"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: vector<2x4xi32>, %arg4: vector<f32>, %arg5: vector<[4]xi8>):
// GENERIC-NEXT:     %6 = "vector.bitcast"(%arg3) : (vector<2x4xi32>) -> vector<2x8xi16>
// GENERIC-NEXT:     %7 = "vector.bitcast"(%arg4) : (vector<f32>) -> vector<i32>
// GENERIC-NEXT:     %8 = "vector.bitcast"(%arg5) : (vector<[4]xi8>) -> vector<[2]xi16>
// GENERIC-NEXT:     "func.return"(%6, %7, %8) : (vector<2x8xi16>, vector<i32>, vector<[2]xi16>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xi8>, vector<8xf16>) -> (vector<4xi8>, vector<4xi8>, vector<2xi64>), sym_name = "folds"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: vector<4xi8>, %arg2: vector<8xf16>):
// GENERIC-NEXT:     %1 = "vector.bitcast"(%arg1) : (vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT:     %2 = "vector.bitcast"(%arg1) : (vector<4xi8>) -> vector<2xi16>
// GENERIC-NEXT:     %3 = "vector.bitcast"(%2) : (vector<2xi16>) -> vector<4xi8>
// GENERIC-NEXT:     %4 = "vector.bitcast"(%arg2) : (vector<8xf16>) -> vector<4xf32>
// GENERIC-NEXT:     %5 = "vector.bitcast"(%4) : (vector<4xf32>) -> vector<2xi64>
// GENERIC-NEXT:     "func.return"(%1, %3, %5) : (vector<4xi8>, vector<4xi8>, vector<2xi64>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<3x2xf32>) -> vector<3x1xi64>, sym_name = "rows"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<3x2xf32>):
// GENERIC-NEXT:     %0 = "vector.bitcast"(%arg0) : (vector<3x2xf32>) -> vector<3x1xi64>
// GENERIC-NEXT:     "func.return"(%0) : (vector<3x1xi64>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: module {
// CANON-NEXT:   func.func @casts(%arg0: vector<2x4xi32>, %arg1: vector<f32>, %arg2: vector<[4]xi8>) -> (vector<2x8xi16>, vector<i32>, vector<[2]xi16>) {
// CANON-NEXT:     %0 = vector.bitcast %arg0 : vector<2x4xi32> to vector<2x8xi16>
// CANON-NEXT:     %1 = vector.bitcast %arg1 : vector<f32> to vector<i32>
// CANON-NEXT:     %2 = vector.bitcast %arg2 : vector<[4]xi8> to vector<[2]xi16>
// CANON-NEXT:     return %0, %1, %2 : vector<2x8xi16>, vector<i32>, vector<[2]xi16>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @folds(%arg0: vector<4xi8>, %arg1: vector<8xf16>) -> (vector<4xi8>, vector<4xi8>, vector<2xi64>) {
// CANON-NEXT:     %0 = vector.bitcast %arg1 : vector<8xf16> to vector<2xi64>
// CANON-NEXT:     return %arg0, %arg0, %0 : vector<4xi8>, vector<4xi8>, vector<2xi64>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @rows(%arg0: vector<3x2xf32>) -> vector<3x1xi64> {
// CANON-NEXT:     %0 = vector.bitcast %arg0 : vector<3x2xf32> to vector<3x1xi64>
// CANON-NEXT:     return %0 : vector<3x1xi64>
// CANON-NEXT:   }
// CANON-NEXT: }

// LLVM: module {
// LLVM-NEXT:   func.func @casts(%arg0: vector<2x4xi32>, %arg1: vector<f32>, %arg2: vector<[4]xi8>) -> (vector<2x8xi16>, vector<i32>, vector<[2]xi16>) {
// LLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// LLVM-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// LLVM-NEXT:     %2 = ub.poison : vector<2x8xi16>
// LLVM-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : vector<2x8xi16> to !llvm.array<2 x vector<8xi16>>
// LLVM-NEXT:     %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xi32>>
// LLVM-NEXT:     %5 = llvm.bitcast %4 : vector<4xi32> to vector<8xi16>
// LLVM-NEXT:     %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<8xi16>>
// LLVM-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xi32>>
// LLVM-NEXT:     %8 = llvm.bitcast %7 : vector<4xi32> to vector<8xi16>
// LLVM-NEXT:     %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<8xi16>>
// LLVM-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<8xi16>> to vector<2x8xi16>
// LLVM-NEXT:     %11 = llvm.bitcast %0 : vector<1xf32> to vector<1xi32>
// LLVM-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : vector<1xi32> to vector<i32>
// LLVM-NEXT:     %13 = llvm.bitcast %arg2 : vector<[4]xi8> to vector<[2]xi16>
// LLVM-NEXT:     return %10, %12, %13 : vector<2x8xi16>, vector<i32>, vector<[2]xi16>
// LLVM-NEXT:   }
// LLVM-NEXT:   func.func @folds(%arg0: vector<4xi8>, %arg1: vector<8xf16>) -> (vector<4xi8>, vector<4xi8>, vector<2xi64>) {
// LLVM-NEXT:     %0 = llvm.bitcast %arg1 : vector<8xf16> to vector<2xi64>
// LLVM-NEXT:     return %arg0, %arg0, %0 : vector<4xi8>, vector<4xi8>, vector<2xi64>
// LLVM-NEXT:   }
// LLVM-NEXT:   func.func @rows(%arg0: vector<3x2xf32>) -> vector<3x1xi64> {
// LLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// LLVM-NEXT:     %1 = ub.poison : vector<3x1xi64>
// LLVM-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : vector<3x1xi64> to !llvm.array<3 x vector<1xi64>>
// LLVM-NEXT:     %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// LLVM-NEXT:     %4 = llvm.bitcast %3 : vector<2xf32> to vector<1xi64>
// LLVM-NEXT:     %5 = llvm.insertvalue %4, %2[0] : !llvm.array<3 x vector<1xi64>>
// LLVM-NEXT:     %6 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// LLVM-NEXT:     %7 = llvm.bitcast %6 : vector<2xf32> to vector<1xi64>
// LLVM-NEXT:     %8 = llvm.insertvalue %7, %5[1] : !llvm.array<3 x vector<1xi64>>
// LLVM-NEXT:     %9 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// LLVM-NEXT:     %10 = llvm.bitcast %9 : vector<2xf32> to vector<1xi64>
// LLVM-NEXT:     %11 = llvm.insertvalue %10, %8[2] : !llvm.array<3 x vector<1xi64>>
// LLVM-NEXT:     %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<3 x vector<1xi64>> to vector<3x1xi64>
// LLVM-NEXT:     return %12 : vector<3x1xi64>
// LLVM-NEXT:   }
// LLVM-NEXT: }
