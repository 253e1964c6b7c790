// convert-arith-to-llvm: addui_extended through llvm.intr.uadd.with.overflow (scalars and
// 1-D vectors; n-D vectors stay, as upstream), mului_extended through a wider multiply.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL

func.func @ext(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<2x3xi16>) -> (i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %vs, %vo = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %ws, %wo = arith.addui_extended %w, %w : vector<2x3xi16>, vector<2x3xi1>
  %l, %h = arith.mului_extended %a, %b : i32
  return %s, %o, %vs, %vo, %ws, %wo, %l, %h : i32, i1, vector<4xi32>, vector<4xi1>, vector<2x3xi16>, vector<2x3xi1>, i32, i32
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
// ALL-NEXT: }
