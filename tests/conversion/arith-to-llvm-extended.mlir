// convert-arith-to-llvm: addui_extended through llvm.intr.uadd.with.overflow (scalars and
// 1-D vectors; n-D vectors stay, as upstream), mului_extended through a wider multiply,
// truncf with a rounding mode through the constrained fptrunc intrinsic (fastmath kept,
// n-D vectors unrolled, f8 left), alone and after arith-expand. Expected output from
// mlir-opt 22.
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// RUN: strata-opt %s --arith-expand --convert-arith-to-llvm | FileCheck %s --check-prefix=EXPAND

func.func @ext(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<2x3xi16>) -> (i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %vs, %vo = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %ws, %wo = arith.addui_extended %w, %w : vector<2x3xi16>, vector<2x3xi1>
  %l, %h = arith.mului_extended %a, %b : i32
  return %s, %o, %vs, %vo, %ws, %wo, %l, %h : i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32
}
func.func @fp(%a: f32, %d: f64, %v: vector<4xf64>) -> (f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32) {
  %0 = arith.truncf %a to_nearest_even : f32 to f16
  %1 = arith.truncf %a fastmath<fast> : f32 to f16
  %2 = arith.truncf %a downward fastmath<nnan> : f32 to f16
  %3 = arith.truncf %a : f32 to bf16
  %4 = arith.extf %a fastmath<contract> : f32 to f64
  %5 = arith.truncf %v : vector<4xf64> to vector<4xf32>
  %6 = arith.truncf %d upward : f64 to f32
  %7 = arith.truncf %d toward_zero : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32
}
func.func @fp_nd(%v: vector<2x3xf64>) -> vector<2x3xf32> {
  %0 = arith.truncf %v to_nearest_away : vector<2x3xf64> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @fp8(%a: f32) -> f8E4M3FN {
  %0 = arith.truncf %a downward : f32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// CHECK: module {
// CHECK-NEXT:   func.func @ext(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<2x3xi16>) -> (i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32) {
// CHECK-NEXT:     %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %3 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg3, %arg3 : vector<2x3xi16>, vector<2x3xi1>
// CHECK-NEXT:     %6 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %7 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:     %8 = llvm.mul %6, %7 : i64
// CHECK-NEXT:     %9 = llvm.trunc %8 : i64 to i32
// CHECK-NEXT:     %10 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:     %11 = llvm.lshr %8, %10 : i64
// CHECK-NEXT:     %12 = llvm.trunc %11 : i64 to i32
// CHECK-NEXT:     return %1, %2, %4, %5, %sum, %overflow, %9, %12 : i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fp(%arg0: f32, %arg1: f64, %arg2: vector<4xf64>) -> (f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32) {
// CHECK-NEXT:     %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
// CHECK-NEXT:     %1 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<fast>} : f32 to f16
// CHECK-NEXT:     %2 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {fastmath = #arith.fastmath<nnan>} : f32 to f16
// CHECK-NEXT:     %3 = llvm.fptrunc %arg0 : f32 to bf16
// CHECK-NEXT:     %4 = llvm.fpext %arg0 {fastmath = #arith.fastmath<contract>} : f32 to f64
// CHECK-NEXT:     %5 = llvm.fptrunc %arg2 : vector<4xf64> to vector<4xf32>
// CHECK-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : f64 to f32
// CHECK-NEXT:     %7 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fp_nd(%arg0: vector<2x3xf64>) -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT:     %3 = llvm.intr.experimental.constrained.fptrunc %2 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %5 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     return %8 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fp8(%arg0: f32) -> f8E4M3FN {
// CHECK-NEXT:     %0 = arith.truncf %arg0 downward : f32 to f8E4M3FN
// CHECK-NEXT:     return %0 : f8E4M3FN
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ALL: module {
// ALL-NEXT:   llvm.func @ext(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: !llvm.array<2 x vector<3xi16>>) -> !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)> {
// ALL-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : !llvm.array<2 x vector<3xi16>> to vector<2x3xi16>
// ALL-NEXT:     %1 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// ALL-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i1)>
// ALL-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
// ALL-NEXT:     %4 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// ALL-NEXT:     %5 = llvm.extractvalue %4[0] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// ALL-NEXT:     %6 = llvm.extractvalue %4[1] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// ALL-NEXT:     %sum, %overflow = arith.addui_extended %0, %0 : vector<2x3xi16>, vector<2x3xi1>
// ALL-NEXT:     %7 = builtin.unrealized_conversion_cast %overflow : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// ALL-NEXT:     %8 = builtin.unrealized_conversion_cast %sum : vector<2x3xi16> to !llvm.array<2 x vector<3xi16>>
// ALL-NEXT:     %9 = llvm.zext %arg0 : i32 to i64
// ALL-NEXT:     %10 = llvm.zext %arg1 : i32 to i64
// ALL-NEXT:     %11 = llvm.mul %9, %10 : i64
// ALL-NEXT:     %12 = llvm.trunc %11 : i64 to i32
// ALL-NEXT:     %13 = llvm.mlir.constant(32 : i64) : i64
// ALL-NEXT:     %14 = llvm.lshr %11, %13 : i64
// ALL-NEXT:     %15 = llvm.trunc %14 : i64 to i32
// ALL-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %17 = llvm.insertvalue %2, %16[0] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %18 = llvm.insertvalue %3, %17[1] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %19 = llvm.insertvalue %5, %18[2] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %20 = llvm.insertvalue %6, %19[3] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %21 = llvm.insertvalue %8, %20[4] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %22 = llvm.insertvalue %7, %21[5] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %23 = llvm.insertvalue %12, %22[6] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     %24 = llvm.insertvalue %15, %23[7] : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:     llvm.return %24 : !llvm.struct<(i32, i1, vector<4xi32>, vector<4xi1>, array<2 x vector<3xi16>>, array<2 x vector<3xi1>>, i32, i32)>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @fp(%arg0: f32, %arg1: f64, %arg2: vector<4xf64>) -> !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)> {
// ALL-NEXT:     %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
// ALL-NEXT:     %1 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<fast>} : f32 to f16
// ALL-NEXT:     %2 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {fastmath = #arith.fastmath<nnan>} : f32 to f16
// ALL-NEXT:     %3 = llvm.fptrunc %arg0 : f32 to bf16
// ALL-NEXT:     %4 = llvm.fpext %arg0 {fastmath = #arith.fastmath<contract>} : f32 to f64
// ALL-NEXT:     %5 = llvm.fptrunc %arg2 : vector<4xf64> to vector<4xf32>
// ALL-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : f64 to f32
// ALL-NEXT:     %7 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f32
// ALL-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %9 = llvm.insertvalue %0, %8[0] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %10 = llvm.insertvalue %1, %9[1] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %11 = llvm.insertvalue %2, %10[2] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %12 = llvm.insertvalue %3, %11[3] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %13 = llvm.insertvalue %4, %12[4] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %14 = llvm.insertvalue %5, %13[5] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %15 = llvm.insertvalue %6, %14[6] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     %16 = llvm.insertvalue %7, %15[7] : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:     llvm.return %16 : !llvm.struct<(f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32)>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @fp_nd(%arg0: !llvm.array<2 x vector<3xf64>>) -> !llvm.array<2 x vector<3xf32>> {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:     %1 = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xf64>>
// ALL-NEXT:     %2 = llvm.intr.experimental.constrained.fptrunc %1 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// ALL-NEXT:     %3 = llvm.insertvalue %2, %0[0] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:     %4 = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf64>>
// ALL-NEXT:     %5 = llvm.intr.experimental.constrained.fptrunc %4 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// ALL-NEXT:     %6 = llvm.insertvalue %5, %3[1] : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:     llvm.return %6 : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @fp8(%arg0: f32) -> i8 {
// ALL-NEXT:     %0 = arith.truncf %arg0 downward : f32 to f8E4M3FN
// ALL-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : f8E4M3FN to i8
// ALL-NEXT:     llvm.return %1 : i8
// ALL-NEXT:   }
// ALL-NEXT: }

// EXPAND: module {
// EXPAND-NEXT:   func.func @ext(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<2x3xi16>) -> (i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32) {
// EXPAND-NEXT:     %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// EXPAND-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// EXPAND-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// EXPAND-NEXT:     %3 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// EXPAND-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// EXPAND-NEXT:     %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<4xi32>, vector<4xi1>)>
// EXPAND-NEXT:     %sum, %overflow = arith.addui_extended %arg3, %arg3 : vector<2x3xi16>, vector<2x3xi1>
// EXPAND-NEXT:     %6 = llvm.zext %arg0 : i32 to i64
// EXPAND-NEXT:     %7 = llvm.zext %arg1 : i32 to i64
// EXPAND-NEXT:     %8 = llvm.mul %6, %7 : i64
// EXPAND-NEXT:     %9 = llvm.trunc %8 : i64 to i32
// EXPAND-NEXT:     %10 = llvm.mlir.constant(32 : i64) : i64
// EXPAND-NEXT:     %11 = llvm.lshr %8, %10 : i64
// EXPAND-NEXT:     %12 = llvm.trunc %11 : i64 to i32
// EXPAND-NEXT:     return %1, %2, %4, %5, %sum, %overflow, %9, %12 : i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32
// EXPAND-NEXT:   }
// EXPAND-NEXT:   func.func @fp(%arg0: f32, %arg1: f64, %arg2: vector<4xf64>) -> (f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32) {
// EXPAND-NEXT:     %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
// EXPAND-NEXT:     %1 = llvm.fptrunc %arg0 {fastmath = #arith.fastmath<fast>} : f32 to f16
// EXPAND-NEXT:     %2 = llvm.intr.experimental.constrained.fptrunc %arg0 downward ignore {fastmath = #arith.fastmath<nnan>} : f32 to f16
// EXPAND-NEXT:     %3 = llvm.fptrunc %arg0 : f32 to bf16
// EXPAND-NEXT:     %4 = llvm.fpext %arg0 {fastmath = #arith.fastmath<contract>} : f32 to f64
// EXPAND-NEXT:     %5 = llvm.fptrunc %arg2 : vector<4xf64> to vector<4xf32>
// EXPAND-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %arg1 upward ignore : f64 to f32
// EXPAND-NEXT:     %7 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f32
// EXPAND-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, bf16, f64, vector<4xf32>, f32, f32
// EXPAND-NEXT:   }
// EXPAND-NEXT:   func.func @fp_nd(%arg0: vector<2x3xf64>) -> vector<2x3xf32> {
// EXPAND-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf64> to !llvm.array<2 x vector<3xf64>>
// EXPAND-NEXT:     %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// EXPAND-NEXT:     %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf64>>
// EXPAND-NEXT:     %3 = llvm.intr.experimental.constrained.fptrunc %2 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// EXPAND-NEXT:     %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// EXPAND-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf64>>
// EXPAND-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %5 tonearestaway ignore : vector<3xf64> to vector<3xf32>
// EXPAND-NEXT:     %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// EXPAND-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// EXPAND-NEXT:     return %8 : vector<2x3xf32>
// EXPAND-NEXT:   }
// EXPAND-NEXT:   func.func @fp8(%arg0: f32) -> f8E4M3FN {
// EXPAND-NEXT:     %0 = arith.truncf %arg0 downward : f32 to f8E4M3FN
// EXPAND-NEXT:     return %0 : f8E4M3FN
// EXPAND-NEXT:   }
// EXPAND-NEXT: }
