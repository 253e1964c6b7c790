// arith-expand (MLIR 22's ArithExpandOpsPass), a partial dialect conversion: ceildiv/
// floordiv, integer min/max, maximumf/minimumf/maxnumf/minnumf and the scaling ops are
// expanded (new illegal ops, like the minnumf/maxnumf of the f4E2M1FN truncation, are
// legalized recursively); illegal ops with constant operands and ops of unknown legality
// (memref.dim) are folded first; with the include-* options, extf/truncf from/to bf16,
// f8E8M0FNU and f4E2M1FN are expanded too. Expected output taken from mlir-opt 22.
// RUN: strata-opt %s --arith-expand | FileCheck %s
// RUN: strata-opt %s --pass-pipeline="builtin.module(arith-expand{include-bf16 include-f8e8m0 include-f4e2m1})" | FileCheck %s --check-prefix=ALL
// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(arith-expand))" | FileCheck %s

func.func @ints(%a: i32, %b: i32, %v: vector<4xi64>, %w: vector<4xi64>, %i: index, %j: index) -> (i32, i32, i32, vector<4xi64>, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.floordivsi %v, %w : vector<4xi64>
  %4 = arith.ceildivsi %i, %j : index
  %5 = arith.maxsi %a, %b : i32
  %6 = arith.maxui %a, %b : i32
  %7 = arith.minsi %a, %b : i32
  %8 = arith.minui %v, %w : vector<4xi64>
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<4xi64>, index
}
func.func @floats(%x: f32, %y: f32, %v: vector<2xf16>, %t: tensor<3xf64>) -> (f32, f32, vector<2xf16>, tensor<3xf64>) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minimumf %x, %y fastmath<nnan> : f32
  %2 = arith.maxnumf %v, %v : vector<2xf16>
  %3 = arith.minnumf %t, %t : tensor<3xf64>
  return %0, %1, %2, %3 : f32, f32, vector<2xf16>, tensor<3xf64>
}
func.func @folds(%a: i32) -> (i32, i32, i32, index) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.ceildivsi %c7, %c3 : i32
  %1 = arith.floordivsi %a, %c3 : i32
  %2 = arith.minsi %a, %a : i32
  %m = memref.alloc() : memref<4x8xf32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x8xf32>
  return %0, %1, %2, %d : i32, i32, i32, index
}
func.func @scaling(%x: f4E2M1FN, %s: f8E8M0FNU, %y: f32, %t: bf16, %v: vector<4xf32>, %vs: vector<4xf16>) -> (f32, bf16, f32, vector<4xf8E5M2>) {
  %0 = arith.scaling_extf %x, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %y, %t : f32, bf16 to bf16
  %2 = arith.scaling_extf %t, %y fastmath<nnan> : bf16, f32 to f32
  %3 = arith.scaling_truncf %v, %vs to_nearest_even : vector<4xf32>, vector<4xf16> to vector<4xf8E5M2>
  return %0, %1, %2, %3 : f32, bf16, f32, vector<4xf8E5M2>
}
func.func @nested(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.maxsi %a, %b : i64
  cf.br ^bb3(%0 : i64)
^bb2:
  %1 = arith.minui %a, %b : i64
  cf.br ^bb3(%1 : i64)
^bb3(%r: i64):
  return %r : i64
}
func.func @bf16(%x: bf16, %y: f32, %v: vector<4xbf16>, %w: vector<4xf32>, %z: f16) -> (f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32) {
  %0 = arith.extf %x : bf16 to f32
  %1 = arith.truncf %y : f32 to bf16
  %2 = arith.extf %v : vector<4xbf16> to vector<4xf32>
  %3 = arith.truncf %w : vector<4xf32> to vector<4xbf16>
  %4 = arith.extf %x : bf16 to f64
  %6 = arith.extf %z : f16 to f32
  return %0, %1, %2, %3, %4, %6 : f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32
}
func.func @f8(%x: f8E8M0FNU, %y: f32, %v: vector<2xf8E8M0FNU>, %h: f16, %d: f64) -> (f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16) {
  %0 = arith.extf %x : f8E8M0FNU to f32
  %1 = arith.extf %x : f8E8M0FNU to f16
  %2 = arith.extf %x fastmath<fast> : f8E8M0FNU to f64
  %3 = arith.extf %v : vector<2xf8E8M0FNU> to vector<2xf32>
  %4 = arith.truncf %y : f32 to f8E8M0FNU
  %5 = arith.truncf %h : f16 to f8E8M0FNU
  %6 = arith.truncf %d fastmath<fast> : f64 to f8E8M0FNU
  %7 = arith.extf %x : f8E8M0FNU to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16
}
func.func @f4(%x: f4E2M1FN, %y: f32, %h: f16, %v: vector<2xf32>) -> (f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>) {
  %0 = arith.extf %x : f4E2M1FN to f32
  %1 = arith.extf %x : f4E2M1FN to f16
  %2 = arith.truncf %y : f32 to f4E2M1FN
  %3 = arith.truncf %h : f16 to f4E2M1FN
  %4 = arith.truncf %v : vector<2xf32> to vector<2xf4E2M1FN>
  return %0, %1, %2, %3, %4 : f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>
}

// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>, %arg4: index, %arg5: index) -> (i32, i32, i32, vector<4xi64>, index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT: %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT: %10 = arith.subi %arg0, %c1_i32_1 : i32
// CHECK-NEXT: %11 = arith.divui %10, %arg1 : i32
// CHECK-NEXT: %12 = arith.addi %11, %c1_i32_1 : i32
// CHECK-NEXT: %13 = arith.select %9, %c0_i32_0, %12 : i32
// CHECK-NEXT: %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT: %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT: %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT: %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT: %20 = arith.andi %16, %19 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT: %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT: %23 = arith.divsi %arg2, %arg3 : vector<4xi64>
// CHECK-NEXT: %24 = arith.muli %23, %arg3 : vector<4xi64>
// CHECK-NEXT: %25 = arith.cmpi ne, %arg2, %24 : vector<4xi64>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi64>
// CHECK-NEXT: %26 = arith.cmpi slt, %arg2, %cst : vector<4xi64>
// CHECK-NEXT: %27 = arith.cmpi slt, %arg3, %cst : vector<4xi64>
// CHECK-NEXT: %28 = arith.cmpi ne, %26, %27 : vector<4xi1>
// CHECK-NEXT: %29 = arith.andi %25, %28 : vector<4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<-1> : vector<4xi64>
// CHECK-NEXT: %30 = arith.addi %23, %cst_3 : vector<4xi64>
// CHECK-NEXT: %31 = arith.select %29, %30, %23 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %32 = arith.divsi %arg4, %arg5 : index
// CHECK-NEXT: %33 = arith.muli %32, %arg5 : index
// CHECK-NEXT: %34 = arith.cmpi ne, %arg4, %33 : index
// CHECK-NEXT: %35 = arith.cmpi slt, %arg4, %c0 : index
// CHECK-NEXT: %36 = arith.cmpi slt, %arg5, %c0 : index
// CHECK-NEXT: %37 = arith.cmpi eq, %35, %36 : i1
// CHECK-NEXT: %38 = arith.andi %34, %37 : i1
// CHECK-NEXT: %39 = arith.addi %32, %c1 : index
// CHECK-NEXT: %40 = arith.select %38, %39, %32 : index
// CHECK-NEXT: %41 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %42 = arith.select %41, %arg0, %arg1 : i32
// CHECK-NEXT: %43 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %44 = arith.select %43, %arg0, %arg1 : i32
// CHECK-NEXT: %45 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %46 = arith.select %45, %arg0, %arg1 : i32
// CHECK-NEXT: %47 = arith.cmpi ult, %arg2, %arg3 : vector<4xi64>
// CHECK-NEXT: %48 = arith.select %47, %arg2, %arg3 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: return %8, %13, %22, %31, %40 : i32, i32, i32, vector<4xi64>, index
// CHECK-LABEL: func.func @floats(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: tensor<3xf64>) -> (f32, f32, vector<2xf16>, tensor<3xf64>) {
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT: %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT: return %3, %7, %arg2, %arg3 : f32, f32, vector<2xf16>, tensor<3xf64>
// CHECK-LABEL: func.func @folds(%arg0: i32) -> (i32, i32, i32, index) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c3_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %c3_i32, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %7 = arith.addi %0, %c-1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %c3_i32_0, %8, %arg0, %c8 : i32, i32, i32, index
// CHECK-LABEL: func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32, %arg3: bf16, %arg4: vector<4xf32>, %arg5: vector<4xf16>) -> (f32, bf16, f32, vector<4xf8E5M2>) {
// CHECK-NEXT: %0 = arith.extf %arg1 : f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.extf %arg0 : f4E2M1FN to f32
// CHECK-NEXT: %2 = arith.mulf %1, %0 : f32
// CHECK-NEXT: %3 = arith.truncf %arg3 : bf16 to f8E8M0FNU
// CHECK-NEXT: %4 = arith.extf %3 : f8E8M0FNU to f32
// CHECK-NEXT: %5 = arith.divf %arg2, %4 : f32
// CHECK-NEXT: %6 = arith.truncf %5 : f32 to bf16
// CHECK-NEXT: %7 = arith.truncf %arg2 fastmath<nnan> : f32 to f8E8M0FNU
// CHECK-NEXT: %8 = arith.extf %7 fastmath<nnan> : f8E8M0FNU to f32
// CHECK-NEXT: %9 = arith.extf %arg3 fastmath<nnan> : bf16 to f32
// CHECK-NEXT: %10 = arith.mulf %9, %8 fastmath<nnan> : f32
// CHECK-NEXT: %11 = arith.truncf %arg5 : vector<4xf16> to vector<4xf8E8M0FNU>
// CHECK-NEXT: %12 = arith.extf %11 : vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT: %13 = arith.divf %arg4, %12 : vector<4xf32>
// CHECK-NEXT: %14 = arith.truncf %13 to_nearest_even : vector<4xf32> to vector<4xf8E5M2>
// CHECK-NEXT: return %2, %6, %10, %14 : f32, bf16, f32, vector<4xf8E5M2>
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg1, %arg2 : i64
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %arg2 : i64
// CHECK-NEXT: %3 = arith.select %2, %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3(%3 : i64)
// CHECK-NEXT: ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %4 : i64
// CHECK-LABEL: func.func @bf16(%arg0: bf16, %arg1: f32, %arg2: vector<4xbf16>, %arg3: vector<4xf32>, %arg4: f16) -> (f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32) {
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %1 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT: %2 = arith.extf %arg2 : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT: %3 = arith.truncf %arg3 : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %4 = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT: %5 = arith.extf %arg4 : f16 to f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32
// CHECK-LABEL: func.func @f8(%arg0: f8E8M0FNU, %arg1: f32, %arg2: vector<2xf8E8M0FNU>, %arg3: f16, %arg4: f64) -> (f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.extf %arg0 : f8E8M0FNU to f16
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<fast> : f8E8M0FNU to f64
// CHECK-NEXT: %3 = arith.extf %arg2 : vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT: %4 = arith.truncf %arg1 : f32 to f8E8M0FNU
// CHECK-NEXT: %5 = arith.truncf %arg3 : f16 to f8E8M0FNU
// CHECK-NEXT: %6 = arith.truncf %arg4 fastmath<fast> : f64 to f8E8M0FNU
// CHECK-NEXT: %7 = arith.extf %arg0 : f8E8M0FNU to bf16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16
// CHECK-LABEL: func.func @f4(%arg0: f4E2M1FN, %arg1: f32, %arg2: f16, %arg3: vector<2xf32>) -> (f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f4E2M1FN to f32
// CHECK-NEXT: %1 = arith.extf %arg0 : f4E2M1FN to f16
// CHECK-NEXT: %2 = arith.truncf %arg1 : f32 to f4E2M1FN
// CHECK-NEXT: %3 = arith.truncf %arg2 : f16 to f4E2M1FN
// CHECK-NEXT: %4 = arith.truncf %arg3 : vector<2xf32> to vector<2xf4E2M1FN>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>

// ALL-LABEL: func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32, %arg3: bf16, %arg4: vector<4xf32>, %arg5: vector<4xf16>) -> (f32, bf16, f32, vector<4xf8E5M2>) {
// ALL-NEXT: %0 = arith.bitcast %arg1 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32 = arith.constant 23 : i32
// ALL-NEXT: %1 = arith.extui %0 : i8 to i32
// ALL-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// ALL-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// ALL-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// ALL-NEXT: %5 = arith.bitcast %4 : i32 to f32
// ALL-NEXT: %6 = arith.bitcast %arg0 : f4E2M1FN to i4
// ALL-NEXT: %c0_i4 = arith.constant 0 : i4
// ALL-NEXT: %c1_i4 = arith.constant 1 : i4
// ALL-NEXT: %c2_i4 = arith.constant 2 : i4
// ALL-NEXT: %c4_i4 = arith.constant 4 : i4
// ALL-NEXT: %c7_i4 = arith.constant 7 : i4
// ALL-NEXT: %7 = arith.andi %6, %c7_i4 : i4
// ALL-NEXT: %c20_i32 = arith.constant 20 : i32
// ALL-NEXT: %8 = arith.shli %7, %c2_i4 : i4
// ALL-NEXT: %9 = arith.cmpi eq, %7, %c1_i4 : i4
// ALL-NEXT: %10 = arith.select %9, %c0_i4, %8 : i4
// ALL-NEXT: %11 = arith.extui %10 : i4 to i32
// ALL-NEXT: %12 = arith.shli %11, %c20_i32 : i32
// ALL-NEXT: %c0_i32 = arith.constant 0 : i32
// ALL-NEXT: %c1073741824_i32 = arith.constant 1073741824 : i32
// ALL-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// ALL-NEXT: %13 = arith.cmpi uge, %7, %c4_i4 : i4
// ALL-NEXT: %14 = arith.select %13, %c1073741824_i32, %c1056964608_i32 : i32
// ALL-NEXT: %15 = arith.cmpi eq, %7, %c0_i4 : i4
// ALL-NEXT: %16 = arith.select %15, %c0_i32, %14 : i32
// ALL-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// ALL-NEXT: %c-8_i4 = arith.constant -8 : i4
// ALL-NEXT: %17 = arith.cmpi uge, %6, %c-8_i4 : i4
// ALL-NEXT: %18 = arith.select %17, %c-2147483648_i32, %c0_i32 : i32
// ALL-NEXT: %19 = arith.addi %12, %16 : i32
// ALL-NEXT: %20 = arith.addi %19, %18 : i32
// ALL-NEXT: %21 = arith.bitcast %20 : i32 to f32
// ALL-NEXT: %22 = arith.mulf %21, %5 : f32
// ALL-NEXT: %23 = arith.bitcast %arg3 : bf16 to i16
// ALL-NEXT: %24 = arith.extui %23 : i16 to i32
// ALL-NEXT: %c16_i32 = arith.constant 16 : i32
// ALL-NEXT: %25 = arith.shli %24, %c16_i32 : i32
// ALL-NEXT: %26 = arith.bitcast %25 : i32 to f32
// ALL-NEXT: %27 = arith.bitcast %26 : f32 to i32
// ALL-NEXT: %c23_i32_0 = arith.constant 23 : i32
// ALL-NEXT: %28 = arith.shrui %27, %c23_i32_0 : i32
// ALL-NEXT: %29 = arith.trunci %28 : i32 to i8
// ALL-NEXT: %30 = arith.bitcast %29 : i8 to f8E8M0FNU
// ALL-NEXT: %31 = arith.bitcast %30 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8_1 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32_2 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32_3 = arith.constant 23 : i32
// ALL-NEXT: %32 = arith.extui %31 : i8 to i32
// ALL-NEXT: %33 = arith.shli %32, %c23_i32_3 : i32
// ALL-NEXT: %34 = arith.cmpi eq, %31, %c-1_i8_1 : i8
// ALL-NEXT: %35 = arith.select %34, %c-1_i32_2, %33 : i32
// ALL-NEXT: %36 = arith.bitcast %35 : i32 to f32
// ALL-NEXT: %37 = arith.divf %arg2, %36 : f32
// ALL-NEXT: %38 = arith.cmpf une, %37, %37 : f32
// ALL-NEXT: %c32767_i32 = arith.constant 32767 : i32
// ALL-NEXT: %c32704_i16 = arith.constant 32704 : i16
// ALL-NEXT: %c16_i32_4 = arith.constant 16 : i32
// ALL-NEXT: %c1_i32 = arith.constant 1 : i32
// ALL-NEXT: %39 = arith.bitcast %37 : f32 to i32
// ALL-NEXT: %40 = arith.shrui %39, %c16_i32_4 : i32
// ALL-NEXT: %41 = arith.andi %40, %c1_i32 : i32
// ALL-NEXT: %42 = arith.addi %41, %c32767_i32 : i32
// ALL-NEXT: %43 = arith.addi %39, %42 : i32
// ALL-NEXT: %44 = arith.shrui %43, %c16_i32_4 : i32
// ALL-NEXT: %45 = arith.trunci %44 : i32 to i16
// ALL-NEXT: %46 = arith.select %38, %c32704_i16, %45 : i16
// ALL-NEXT: %47 = arith.bitcast %46 : i16 to bf16
// ALL-NEXT: %48 = arith.bitcast %arg2 : f32 to i32
// ALL-NEXT: %c23_i32_5 = arith.constant 23 : i32
// ALL-NEXT: %49 = arith.shrui %48, %c23_i32_5 : i32
// ALL-NEXT: %50 = arith.trunci %49 : i32 to i8
// ALL-NEXT: %51 = arith.bitcast %50 : i8 to f8E8M0FNU
// ALL-NEXT: %52 = arith.bitcast %51 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8_6 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32_7 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32_8 = arith.constant 23 : i32
// ALL-NEXT: %53 = arith.extui %52 : i8 to i32
// ALL-NEXT: %54 = arith.shli %53, %c23_i32_8 : i32
// ALL-NEXT: %55 = arith.cmpi eq, %52, %c-1_i8_6 : i8
// ALL-NEXT: %56 = arith.select %55, %c-1_i32_7, %54 : i32
// ALL-NEXT: %57 = arith.bitcast %56 : i32 to f32
// ALL-NEXT: %58 = arith.bitcast %arg3 : bf16 to i16
// ALL-NEXT: %59 = arith.extui %58 : i16 to i32
// ALL-NEXT: %c16_i32_9 = arith.constant 16 : i32
// ALL-NEXT: %60 = arith.shli %59, %c16_i32_9 : i32
// ALL-NEXT: %61 = arith.bitcast %60 : i32 to f32
// ALL-NEXT: %62 = arith.mulf %61, %57 fastmath<nnan> : f32
// ALL-NEXT: %63 = arith.extf %arg5 : vector<4xf16> to vector<4xf32>
// ALL-NEXT: %64 = arith.bitcast %63 : vector<4xf32> to vector<4xi32>
// ALL-NEXT: %cst = arith.constant dense<23> : vector<4xi32>
// ALL-NEXT: %65 = arith.shrui %64, %cst : vector<4xi32>
// ALL-NEXT: %66 = arith.trunci %65 : vector<4xi32> to vector<4xi8>
// ALL-NEXT: %67 = arith.bitcast %66 : vector<4xi8> to vector<4xf8E8M0FNU>
// ALL-NEXT: %68 = arith.bitcast %67 : vector<4xf8E8M0FNU> to vector<4xi8>
// ALL-NEXT: %cst_10 = arith.constant dense<-1> : vector<4xi8>
// ALL-NEXT: %cst_11 = arith.constant dense<-1> : vector<4xi32>
// ALL-NEXT: %cst_12 = arith.constant dense<23> : vector<4xi32>
// ALL-NEXT: %69 = arith.extui %68 : vector<4xi8> to vector<4xi32>
// ALL-NEXT: %70 = arith.shli %69, %cst_12 : vector<4xi32>
// ALL-NEXT: %71 = arith.cmpi eq, %68, %cst_10 : vector<4xi8>
// ALL-NEXT: %72 = arith.select %71, %cst_11, %70 : vector<4xi1>, vector<4xi32>
// ALL-NEXT: %73 = arith.bitcast %72 : vector<4xi32> to vector<4xf32>
// ALL-NEXT: %74 = arith.divf %arg4, %73 : vector<4xf32>
// ALL-NEXT: %75 = arith.truncf %74 to_nearest_even : vector<4xf32> to vector<4xf8E5M2>
// ALL-NEXT: return %22, %47, %62, %75 : f32, bf16, f32, vector<4xf8E5M2>
// ALL-LABEL: func.func @bf16(%arg0: bf16, %arg1: f32, %arg2: vector<4xbf16>, %arg3: vector<4xf32>, %arg4: f16) -> (f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32) {
// ALL-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// ALL-NEXT: %1 = arith.extui %0 : i16 to i32
// ALL-NEXT: %c16_i32 = arith.constant 16 : i32
// ALL-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// ALL-NEXT: %3 = arith.bitcast %2 : i32 to f32
// ALL-NEXT: %4 = arith.cmpf une, %arg1, %arg1 : f32
// ALL-NEXT: %c32767_i32 = arith.constant 32767 : i32
// ALL-NEXT: %c32704_i16 = arith.constant 32704 : i16
// ALL-NEXT: %c16_i32_0 = arith.constant 16 : i32
// ALL-NEXT: %c1_i32 = arith.constant 1 : i32
// ALL-NEXT: %5 = arith.bitcast %arg1 : f32 to i32
// ALL-NEXT: %6 = arith.shrui %5, %c16_i32_0 : i32
// ALL-NEXT: %7 = arith.andi %6, %c1_i32 : i32
// ALL-NEXT: %8 = arith.addi %7, %c32767_i32 : i32
// ALL-NEXT: %9 = arith.addi %5, %8 : i32
// ALL-NEXT: %10 = arith.shrui %9, %c16_i32_0 : i32
// ALL-NEXT: %11 = arith.trunci %10 : i32 to i16
// ALL-NEXT: %12 = arith.select %4, %c32704_i16, %11 : i16
// ALL-NEXT: %13 = arith.bitcast %12 : i16 to bf16
// ALL-NEXT: %14 = arith.bitcast %arg2 : vector<4xbf16> to vector<4xi16>
// ALL-NEXT: %15 = arith.extui %14 : vector<4xi16> to vector<4xi32>
// ALL-NEXT: %cst = arith.constant dense<16> : vector<4xi32>
// ALL-NEXT: %16 = arith.shli %15, %cst : vector<4xi32>
// ALL-NEXT: %17 = arith.bitcast %16 : vector<4xi32> to vector<4xf32>
// ALL-NEXT: %18 = arith.cmpf une, %arg3, %arg3 : vector<4xf32>
// ALL-NEXT: %cst_1 = arith.constant dense<32767> : vector<4xi32>
// ALL-NEXT: %cst_2 = arith.constant dense<32704> : vector<4xi16>
// ALL-NEXT: %cst_3 = arith.constant dense<16> : vector<4xi32>
// ALL-NEXT: %cst_4 = arith.constant dense<1> : vector<4xi32>
// ALL-NEXT: %19 = arith.bitcast %arg3 : vector<4xf32> to vector<4xi32>
// ALL-NEXT: %20 = arith.shrui %19, %cst_3 : vector<4xi32>
// ALL-NEXT: %21 = arith.andi %20, %cst_4 : vector<4xi32>
// ALL-NEXT: %22 = arith.addi %21, %cst_1 : vector<4xi32>
// ALL-NEXT: %23 = arith.addi %19, %22 : vector<4xi32>
// ALL-NEXT: %24 = arith.shrui %23, %cst_3 : vector<4xi32>
// ALL-NEXT: %25 = arith.trunci %24 : vector<4xi32> to vector<4xi16>
// ALL-NEXT: %26 = arith.select %18, %cst_2, %25 : vector<4xi1>, vector<4xi16>
// ALL-NEXT: %27 = arith.bitcast %26 : vector<4xi16> to vector<4xbf16>
// ALL-NEXT: %28 = arith.extf %arg0 : bf16 to f64
// ALL-NEXT: %29 = arith.extf %arg4 : f16 to f32
// ALL-NEXT: return %3, %13, %17, %27, %28, %29 : f32, bf16, vector<4xf32>, vector<4xbf16>, f64, f32
// ALL-LABEL: func.func @f8(%arg0: f8E8M0FNU, %arg1: f32, %arg2: vector<2xf8E8M0FNU>, %arg3: f16, %arg4: f64) -> (f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16) {
// ALL-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32 = arith.constant 23 : i32
// ALL-NEXT: %1 = arith.extui %0 : i8 to i32
// ALL-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// ALL-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// ALL-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// ALL-NEXT: %5 = arith.bitcast %4 : i32 to f32
// ALL-NEXT: %6 = arith.bitcast %arg0 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8_0 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32_1 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32_2 = arith.constant 23 : i32
// ALL-NEXT: %7 = arith.extui %6 : i8 to i32
// ALL-NEXT: %8 = arith.shli %7, %c23_i32_2 : i32
// ALL-NEXT: %9 = arith.cmpi eq, %6, %c-1_i8_0 : i8
// ALL-NEXT: %10 = arith.select %9, %c-1_i32_1, %8 : i32
// ALL-NEXT: %11 = arith.bitcast %10 : i32 to f32
// ALL-NEXT: %12 = arith.truncf %11 : f32 to f16
// ALL-NEXT: %13 = arith.bitcast %arg0 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8_3 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32_4 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32_5 = arith.constant 23 : i32
// ALL-NEXT: %14 = arith.extui %13 : i8 to i32
// ALL-NEXT: %15 = arith.shli %14, %c23_i32_5 : i32
// ALL-NEXT: %16 = arith.cmpi eq, %13, %c-1_i8_3 : i8
// ALL-NEXT: %17 = arith.select %16, %c-1_i32_4, %15 : i32
// ALL-NEXT: %18 = arith.bitcast %17 : i32 to f32
// ALL-NEXT: %19 = arith.extf %18 fastmath<fast> : f32 to f64
// ALL-NEXT: %20 = arith.bitcast %arg2 : vector<2xf8E8M0FNU> to vector<2xi8>
// ALL-NEXT: %cst = arith.constant dense<-1> : vector<2xi8>
// ALL-NEXT: %cst_6 = arith.constant dense<-1> : vector<2xi32>
// ALL-NEXT: %cst_7 = arith.constant dense<23> : vector<2xi32>
// ALL-NEXT: %21 = arith.extui %20 : vector<2xi8> to vector<2xi32>
// ALL-NEXT: %22 = arith.shli %21, %cst_7 : vector<2xi32>
// ALL-NEXT: %23 = arith.cmpi eq, %20, %cst : vector<2xi8>
// ALL-NEXT: %24 = arith.select %23, %cst_6, %22 : vector<2xi1>, vector<2xi32>
// ALL-NEXT: %25 = arith.bitcast %24 : vector<2xi32> to vector<2xf32>
// ALL-NEXT: %26 = arith.bitcast %arg1 : f32 to i32
// ALL-NEXT: %c23_i32_8 = arith.constant 23 : i32
// ALL-NEXT: %27 = arith.shrui %26, %c23_i32_8 : i32
// ALL-NEXT: %28 = arith.trunci %27 : i32 to i8
// ALL-NEXT: %29 = arith.bitcast %28 : i8 to f8E8M0FNU
// ALL-NEXT: %30 = arith.extf %arg3 : f16 to f32
// ALL-NEXT: %31 = arith.bitcast %30 : f32 to i32
// ALL-NEXT: %c23_i32_9 = arith.constant 23 : i32
// ALL-NEXT: %32 = arith.shrui %31, %c23_i32_9 : i32
// ALL-NEXT: %33 = arith.trunci %32 : i32 to i8
// ALL-NEXT: %34 = arith.bitcast %33 : i8 to f8E8M0FNU
// ALL-NEXT: %35 = arith.truncf %arg4 fastmath<fast> : f64 to f32
// ALL-NEXT: %36 = arith.bitcast %35 : f32 to i32
// ALL-NEXT: %c23_i32_10 = arith.constant 23 : i32
// ALL-NEXT: %37 = arith.shrui %36, %c23_i32_10 : i32
// ALL-NEXT: %38 = arith.trunci %37 : i32 to i8
// ALL-NEXT: %39 = arith.bitcast %38 : i8 to f8E8M0FNU
// ALL-NEXT: %40 = arith.bitcast %arg0 : f8E8M0FNU to i8
// ALL-NEXT: %c-1_i8_11 = arith.constant -1 : i8
// ALL-NEXT: %c-1_i32_12 = arith.constant -1 : i32
// ALL-NEXT: %c23_i32_13 = arith.constant 23 : i32
// ALL-NEXT: %41 = arith.extui %40 : i8 to i32
// ALL-NEXT: %42 = arith.shli %41, %c23_i32_13 : i32
// ALL-NEXT: %43 = arith.cmpi eq, %40, %c-1_i8_11 : i8
// ALL-NEXT: %44 = arith.select %43, %c-1_i32_12, %42 : i32
// ALL-NEXT: %45 = arith.bitcast %44 : i32 to f32
// ALL-NEXT: %46 = arith.cmpf une, %45, %45 : f32
// ALL-NEXT: %c32767_i32 = arith.constant 32767 : i32
// ALL-NEXT: %c32704_i16 = arith.constant 32704 : i16
// ALL-NEXT: %c16_i32 = arith.constant 16 : i32
// ALL-NEXT: %c1_i32 = arith.constant 1 : i32
// ALL-NEXT: %47 = arith.bitcast %45 : f32 to i32
// ALL-NEXT: %48 = arith.shrui %47, %c16_i32 : i32
// ALL-NEXT: %49 = arith.andi %48, %c1_i32 : i32
// ALL-NEXT: %50 = arith.addi %49, %c32767_i32 : i32
// ALL-NEXT: %51 = arith.addi %47, %50 : i32
// ALL-NEXT: %52 = arith.shrui %51, %c16_i32 : i32
// ALL-NEXT: %53 = arith.trunci %52 : i32 to i16
// ALL-NEXT: %54 = arith.select %46, %c32704_i16, %53 : i16
// ALL-NEXT: %55 = arith.bitcast %54 : i16 to bf16
// ALL-NEXT: return %5, %12, %19, %25, %29, %34, %39, %55 : f32, f16, f64, vector<2xf32>, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, bf16
// ALL-LABEL: func.func @f4(%arg0: f4E2M1FN, %arg1: f32, %arg2: f16, %arg3: vector<2xf32>) -> (f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>) {
// ALL-NEXT: %0 = arith.bitcast %arg0 : f4E2M1FN to i4
// ALL-NEXT: %c0_i4 = arith.constant 0 : i4
// ALL-NEXT: %c1_i4 = arith.constant 1 : i4
// ALL-NEXT: %c2_i4 = arith.constant 2 : i4
// ALL-NEXT: %c4_i4 = arith.constant 4 : i4
// ALL-NEXT: %c7_i4 = arith.constant 7 : i4
// ALL-NEXT: %1 = arith.andi %0, %c7_i4 : i4
// ALL-NEXT: %c20_i32 = arith.constant 20 : i32
// ALL-NEXT: %2 = arith.shli %1, %c2_i4 : i4
// ALL-NEXT: %3 = arith.cmpi eq, %1, %c1_i4 : i4
// ALL-NEXT: %4 = arith.select %3, %c0_i4, %2 : i4
// ALL-NEXT: %5 = arith.extui %4 : i4 to i32
// ALL-NEXT: %6 = arith.shli %5, %c20_i32 : i32
// ALL-NEXT: %c0_i32 = arith.constant 0 : i32
// ALL-NEXT: %c1073741824_i32 = arith.constant 1073741824 : i32
// ALL-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// ALL-NEXT: %7 = arith.cmpi uge, %1, %c4_i4 : i4
// ALL-NEXT: %8 = arith.select %7, %c1073741824_i32, %c1056964608_i32 : i32
// ALL-NEXT: %9 = arith.cmpi eq, %1, %c0_i4 : i4
// ALL-NEXT: %10 = arith.select %9, %c0_i32, %8 : i32
// ALL-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// ALL-NEXT: %c-8_i4 = arith.constant -8 : i4
// ALL-NEXT: %11 = arith.cmpi uge, %0, %c-8_i4 : i4
// ALL-NEXT: %12 = arith.select %11, %c-2147483648_i32, %c0_i32 : i32
// ALL-NEXT: %13 = arith.addi %6, %10 : i32
// ALL-NEXT: %14 = arith.addi %13, %12 : i32
// ALL-NEXT: %15 = arith.bitcast %14 : i32 to f32
// ALL-NEXT: %16 = arith.bitcast %arg0 : f4E2M1FN to i4
// ALL-NEXT: %c0_i4_0 = arith.constant 0 : i4
// ALL-NEXT: %c1_i4_1 = arith.constant 1 : i4
// ALL-NEXT: %c2_i4_2 = arith.constant 2 : i4
// ALL-NEXT: %c4_i4_3 = arith.constant 4 : i4
// ALL-NEXT: %c7_i4_4 = arith.constant 7 : i4
// ALL-NEXT: %17 = arith.andi %16, %c7_i4_4 : i4
// ALL-NEXT: %c20_i32_5 = arith.constant 20 : i32
// ALL-NEXT: %18 = arith.shli %17, %c2_i4_2 : i4
// ALL-NEXT: %19 = arith.cmpi eq, %17, %c1_i4_1 : i4
// ALL-NEXT: %20 = arith.select %19, %c0_i4_0, %18 : i4
// ALL-NEXT: %21 = arith.extui %20 : i4 to i32
// ALL-NEXT: %22 = arith.shli %21, %c20_i32_5 : i32
// ALL-NEXT: %c0_i32_6 = arith.constant 0 : i32
// ALL-NEXT: %c1073741824_i32_7 = arith.constant 1073741824 : i32
// ALL-NEXT: %c1056964608_i32_8 = arith.constant 1056964608 : i32
// ALL-NEXT: %23 = arith.cmpi uge, %17, %c4_i4_3 : i4
// ALL-NEXT: %24 = arith.select %23, %c1073741824_i32_7, %c1056964608_i32_8 : i32
// ALL-NEXT: %25 = arith.cmpi eq, %17, %c0_i4_0 : i4
// ALL-NEXT: %26 = arith.select %25, %c0_i32_6, %24 : i32
// ALL-NEXT: %c-2147483648_i32_9 = arith.constant -2147483648 : i32
// ALL-NEXT: %c-8_i4_10 = arith.constant -8 : i4
// ALL-NEXT: %27 = arith.cmpi uge, %16, %c-8_i4_10 : i4
// ALL-NEXT: %28 = arith.select %27, %c-2147483648_i32_9, %c0_i32_6 : i32
// ALL-NEXT: %29 = arith.addi %22, %26 : i32
// ALL-NEXT: %30 = arith.addi %29, %28 : i32
// ALL-NEXT: %31 = arith.bitcast %30 : i32 to f32
// ALL-NEXT: %32 = arith.truncf %31 : f32 to f16
// ALL-NEXT: %c1_i4_11 = arith.constant 1 : i4
// ALL-NEXT: %c3_i4 = arith.constant 3 : i4
// ALL-NEXT: %c22_i32 = arith.constant 22 : i32
// ALL-NEXT: %c0_i8 = arith.constant 0 : i8
// ALL-NEXT: %c-1_i8 = arith.constant -1 : i8
// ALL-NEXT: %c0_i32_12 = arith.constant 0 : i32
// ALL-NEXT: %cst = arith.constant 6.000000e+00 : f32
// ALL-NEXT: %cst_13 = arith.constant -6.000000e+00 : f32
// ALL-NEXT: %33 = arith.cmpf ult, %arg1, %cst : f32
// ALL-NEXT: %34 = arith.select %33, %arg1, %cst : f32
// ALL-NEXT: %35 = arith.cmpf uno, %arg1, %arg1 : f32
// ALL-NEXT: %36 = arith.select %35, %cst, %34 : f32
// ALL-NEXT: %37 = arith.cmpf ugt, %36, %cst_13 : f32
// ALL-NEXT: %38 = arith.select %37, %36, %cst_13 : f32
// ALL-NEXT: %39 = arith.cmpf uno, %36, %36 : f32
// ALL-NEXT: %40 = arith.select %39, %cst_13, %38 : f32
// ALL-NEXT: %41 = arith.bitcast %40 : f32 to i32
// ALL-NEXT: %c31_i32 = arith.constant 31 : i32
// ALL-NEXT: %42 = arith.shrui %41, %c31_i32 : i32
// ALL-NEXT: %43 = arith.trunci %42 : i32 to i4
// ALL-NEXT: %44 = arith.shli %43, %c3_i4 : i4
// ALL-NEXT: %c126_i32 = arith.constant 126 : i32
// ALL-NEXT: %c23_i32 = arith.constant 23 : i32
// ALL-NEXT: %45 = arith.shrui %41, %c23_i32 : i32
// ALL-NEXT: %46 = arith.subi %45, %c126_i32 : i32
// ALL-NEXT: %47 = arith.trunci %46 : i32 to i4
// ALL-NEXT: %48 = arith.shli %47, %c1_i4_11 : i4
// ALL-NEXT: %49 = arith.addi %44, %48 : i4
// ALL-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// ALL-NEXT: %50 = arith.andi %41, %c4194304_i32 : i32
// ALL-NEXT: %51 = arith.shrui %50, %c22_i32 : i32
// ALL-NEXT: %52 = arith.trunci %51 : i32 to i4
// ALL-NEXT: %53 = arith.addi %49, %52 : i4
// ALL-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// ALL-NEXT: %54 = arith.trunci %46 : i32 to i8
// ALL-NEXT: %55 = arith.cmpi sle, %54, %c0_i8 : i8
// ALL-NEXT: %56 = arith.cmpi eq, %54, %c-1_i8 : i8
// ALL-NEXT: %57 = arith.andi %41, %c8388607_i32 : i32
// ALL-NEXT: %58 = arith.cmpi ugt, %57, %c0_i32_12 : i32
// ALL-NEXT: %59 = arith.andi %56, %58 : i1
// ALL-NEXT: %60 = arith.cmpi eq, %54, %c0_i8 : i8
// ALL-NEXT: %c-1_i4 = arith.constant -1 : i4
// ALL-NEXT: %c0_i4_14 = arith.constant 0 : i4
// ALL-NEXT: %61 = arith.select %55, %c-1_i4, %53 : i4
// ALL-NEXT: %62 = arith.select %59, %c0_i4_14, %61 : i4
// ALL-NEXT: %63 = arith.select %60, %53, %62 : i4
// ALL-NEXT: %c4194303_i32 = arith.constant 4194303 : i32
// ALL-NEXT: %c2097152_i32 = arith.constant 2097152 : i32
// ALL-NEXT: %64 = arith.andi %41, %c4194303_i32 : i32
// ALL-NEXT: %65 = arith.cmpi uge, %64, %c2097152_i32 : i32
// ALL-NEXT: %66 = arith.ori %65, %55 : i1
// ALL-NEXT: %67 = arith.addi %63, %c1_i4_11 : i4
// ALL-NEXT: %68 = arith.select %66, %67, %63 : i4
// ALL-NEXT: %69 = arith.bitcast %68 : i4 to f4E2M1FN
// ALL-NEXT: %70 = arith.extf %arg2 : f16 to f32
// ALL-NEXT: %c1_i4_15 = arith.constant 1 : i4
// ALL-NEXT: %c3_i4_16 = arith.constant 3 : i4
// ALL-NEXT: %c22_i32_17 = arith.constant 22 : i32
// ALL-NEXT: %c0_i8_18 = arith.constant 0 : i8
// ALL-NEXT: %c-1_i8_19 = arith.constant -1 : i8
// ALL-NEXT: %c0_i32_20 = arith.constant 0 : i32
// ALL-NEXT: %cst_21 = arith.constant 6.000000e+00 : f32
// ALL-NEXT: %cst_22 = arith.constant -6.000000e+00 : f32
// ALL-NEXT: %71 = arith.cmpf ult, %70, %cst_21 : f32
// ALL-NEXT: %72 = arith.select %71, %70, %cst_21 : f32
// ALL-NEXT: %73 = arith.cmpf uno, %70, %70 : f32
// ALL-NEXT: %74 = arith.select %73, %cst_21, %72 : f32
// ALL-NEXT: %75 = arith.cmpf ugt, %74, %cst_22 : f32
// ALL-NEXT: %76 = arith.select %75, %74, %cst_22 : f32
// ALL-NEXT: %77 = arith.cmpf uno, %74, %74 : f32
// ALL-NEXT: %78 = arith.select %77, %cst_22, %76 : f32
// ALL-NEXT: %79 = arith.bitcast %78 : f32 to i32
// ALL-NEXT: %c31_i32_23 = arith.constant 31 : i32
// ALL-NEXT: %80 = arith.shrui %79, %c31_i32_23 : i32
// ALL-NEXT: %81 = arith.trunci %80 : i32 to i4
// ALL-NEXT: %82 = arith.shli %81, %c3_i4_16 : i4
// ALL-NEXT: %c126_i32_24 = arith.constant 126 : i32
// ALL-NEXT: %c23_i32_25 = arith.constant 23 : i32
// ALL-NEXT: %83 = arith.shrui %79, %c23_i32_25 : i32
// ALL-NEXT: %84 = arith.subi %83, %c126_i32_24 : i32
// ALL-NEXT: %85 = arith.trunci %84 : i32 to i4
// ALL-NEXT: %86 = arith.shli %85, %c1_i4_15 : i4
// ALL-NEXT: %87 = arith.addi %82, %86 : i4
// ALL-NEXT: %c4194304_i32_26 = arith.constant 4194304 : i32
// ALL-NEXT: %88 = arith.andi %79, %c4194304_i32_26 : i32
// ALL-NEXT: %89 = arith.shrui %88, %c22_i32_17 : i32
// ALL-NEXT: %90 = arith.trunci %89 : i32 to i4
// ALL-NEXT: %91 = arith.addi %87, %90 : i4
// ALL-NEXT: %c8388607_i32_27 = arith.constant 8388607 : i32
// ALL-NEXT: %92 = arith.trunci %84 : i32 to i8
// ALL-NEXT: %93 = arith.cmpi sle, %92, %c0_i8_18 : i8
// ALL-NEXT: %94 = arith.cmpi eq, %92, %c-1_i8_19 : i8
// ALL-NEXT: %95 = arith.andi %79, %c8388607_i32_27 : i32
// ALL-NEXT: %96 = arith.cmpi ugt, %95, %c0_i32_20 : i32
// ALL-NEXT: %97 = arith.andi %94, %96 : i1
// ALL-NEXT: %98 = arith.cmpi eq, %92, %c0_i8_18 : i8
// ALL-NEXT: %c-1_i4_28 = arith.constant -1 : i4
// ALL-NEXT: %c0_i4_29 = arith.constant 0 : i4
// ALL-NEXT: %99 = arith.select %93, %c-1_i4_28, %91 : i4
// ALL-NEXT: %100 = arith.select %97, %c0_i4_29, %99 : i4
// ALL-NEXT: %101 = arith.select %98, %91, %100 : i4
// ALL-NEXT: %c4194303_i32_30 = arith.constant 4194303 : i32
// ALL-NEXT: %c2097152_i32_31 = arith.constant 2097152 : i32
// ALL-NEXT: %102 = arith.andi %79, %c4194303_i32_30 : i32
// ALL-NEXT: %103 = arith.cmpi uge, %102, %c2097152_i32_31 : i32
// ALL-NEXT: %104 = arith.ori %103, %93 : i1
// ALL-NEXT: %105 = arith.addi %101, %c1_i4_15 : i4
// ALL-NEXT: %106 = arith.select %104, %105, %101 : i4
// ALL-NEXT: %107 = arith.bitcast %106 : i4 to f4E2M1FN
// ALL-NEXT: %cst_32 = arith.constant dense<1> : vector<2xi4>
// ALL-NEXT: %cst_33 = arith.constant dense<3> : vector<2xi4>
// ALL-NEXT: %cst_34 = arith.constant dense<22> : vector<2xi32>
// ALL-NEXT: %cst_35 = arith.constant dense<0> : vector<2xi8>
// ALL-NEXT: %cst_36 = arith.constant dense<-1> : vector<2xi8>
// ALL-NEXT: %cst_37 = arith.constant dense<0> : vector<2xi32>
// ALL-NEXT: %cst_38 = arith.constant dense<6.000000e+00> : vector<2xf32>
// ALL-NEXT: %cst_39 = arith.constant dense<-6.000000e+00> : vector<2xf32>
// ALL-NEXT: %108 = arith.cmpf ult, %arg3, %cst_38 : vector<2xf32>
// ALL-NEXT: %109 = arith.select %108, %arg3, %cst_38 : vector<2xi1>, vector<2xf32>
// ALL-NEXT: %110 = arith.cmpf uno, %arg3, %arg3 : vector<2xf32>
// ALL-NEXT: %111 = arith.select %110, %cst_38, %109 : vector<2xi1>, vector<2xf32>
// ALL-NEXT: %112 = arith.cmpf ugt, %111, %cst_39 : vector<2xf32>
// ALL-NEXT: %113 = arith.select %112, %111, %cst_39 : vector<2xi1>, vector<2xf32>
// ALL-NEXT: %114 = arith.cmpf uno, %111, %111 : vector<2xf32>
// ALL-NEXT: %115 = arith.select %114, %cst_39, %113 : vector<2xi1>, vector<2xf32>
// ALL-NEXT: %116 = arith.bitcast %115 : vector<2xf32> to vector<2xi32>
// ALL-NEXT: %cst_40 = arith.constant dense<31> : vector<2xi32>
// ALL-NEXT: %117 = arith.shrui %116, %cst_40 : vector<2xi32>
// ALL-NEXT: %118 = arith.trunci %117 : vector<2xi32> to vector<2xi4>
// ALL-NEXT: %119 = arith.shli %118, %cst_33 : vector<2xi4>
// ALL-NEXT: %cst_41 = arith.constant dense<126> : vector<2xi32>
// ALL-NEXT: %cst_42 = arith.constant dense<23> : vector<2xi32>
// ALL-NEXT: %120 = arith.shrui %116, %cst_42 : vector<2xi32>
// ALL-NEXT: %121 = arith.subi %120, %cst_41 : vector<2xi32>
// ALL-NEXT: %122 = arith.trunci %121 : vector<2xi32> to vector<2xi4>
// ALL-NEXT: %123 = arith.shli %122, %cst_32 : vector<2xi4>
// ALL-NEXT: %124 = arith.addi %119, %123 : vector<2xi4>
// ALL-NEXT: %cst_43 = arith.constant dense<4194304> : vector<2xi32>
// ALL-NEXT: %125 = arith.andi %116, %cst_43 : vector<2xi32>
// ALL-NEXT: %126 = arith.shrui %125, %cst_34 : vector<2xi32>
// ALL-NEXT: %127 = arith.trunci %126 : vector<2xi32> to vector<2xi4>
// ALL-NEXT: %128 = arith.addi %124, %127 : vector<2xi4>
// ALL-NEXT: %cst_44 = arith.constant dense<8388607> : vector<2xi32>
// ALL-NEXT: %129 = arith.trunci %121 : vector<2xi32> to vector<2xi8>
// ALL-NEXT: %130 = arith.cmpi sle, %129, %cst_35 : vector<2xi8>
// ALL-NEXT: %131 = arith.cmpi eq, %129, %cst_36 : vector<2xi8>
// ALL-NEXT: %132 = arith.andi %116, %cst_44 : vector<2xi32>
// ALL-NEXT: %133 = arith.cmpi ugt, %132, %cst_37 : vector<2xi32>
// ALL-NEXT: %134 = arith.andi %131, %133 : vector<2xi1>
// ALL-NEXT: %135 = arith.cmpi eq, %129, %cst_35 : vector<2xi8>
// ALL-NEXT: %cst_45 = arith.constant dense<-1> : vector<2xi4>
// ALL-NEXT: %cst_46 = arith.constant dense<0> : vector<2xi4>
// ALL-NEXT: %136 = arith.select %130, %cst_45, %128 : vector<2xi1>, vector<2xi4>
// ALL-NEXT: %137 = arith.select %134, %cst_46, %136 : vector<2xi1>, vector<2xi4>
// ALL-NEXT: %138 = arith.select %135, %128, %137 : vector<2xi1>, vector<2xi4>
// ALL-NEXT: %cst_47 = arith.constant dense<4194303> : vector<2xi32>
// ALL-NEXT: %cst_48 = arith.constant dense<2097152> : vector<2xi32>
// ALL-NEXT: %139 = arith.andi %116, %cst_47 : vector<2xi32>
// ALL-NEXT: %140 = arith.cmpi uge, %139, %cst_48 : vector<2xi32>
// ALL-NEXT: %141 = arith.ori %140, %130 : vector<2xi1>
// ALL-NEXT: %142 = arith.addi %138, %cst_32 : vector<2xi4>
// ALL-NEXT: %143 = arith.select %141, %142, %138 : vector<2xi1>, vector<2xi4>
// ALL-NEXT: %144 = arith.bitcast %143 : vector<2xi4> to vector<2xf4E2M1FN>
// ALL-NEXT: return %15, %32, %69, %107, %144 : f32, f16, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>
