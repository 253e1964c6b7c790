// convert-arith-to-llvm: one-to-one lowerings with fast-math and overflow flags, comparisons,
// casts, constants, extended multiplications, expanded divisions, n-D vectors unrolled,
// index-bitwidth, and ops left alone (tensors, f8 floats).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func @scalar(%a: i32, %b: i32, %x: f32, %y: f32, %i: index) -> (i32, f32, index) {
  %c = arith.constant 3 : i32
  %ci = arith.constant 7 : index
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %c overflow<nsw, nuw> : i32
  %2 = arith.addf %x, %y fastmath<fast> : f32
  %3 = arith.cmpi slt, %a, %b : i32
  %4 = arith.select %3, %a, %1 : i32
  %5 = arith.index_cast %a : i32 to index
  %6 = arith.addi %5, %i : index
  %7 = arith.addi %6, %ci : index
  %8 = arith.cmpf olt, %x, %y fastmath<nnan,ninf> : f32
  %9 = arith.sitofp %a : i32 to f32
  %10 = arith.extui %3 : i1 to i32
  %11 = arith.maxsi %a, %b : i32
  %12 = arith.ceildivsi %a, %b : i32
  %13 = arith.negf %x : f32
  %14 = arith.index_castui %i : index to i64
  %15 = arith.subf %x, %y {tag = "keep"} : f32
  %16 = arith.shli %a, %b overflow<nuw> : i32
  %17 = arith.shrsi %a, %b : i32
  %18 = arith.shrui %a, %b : i32
  %19 = arith.remf %x, %y : f32
  %20 = arith.divf %x, %y : f32
  %21 = arith.extf %x : f32 to f64
  %22 = arith.truncf %21 : f64 to f32
  %23 = arith.fptosi %x : f32 to i64
  %24 = arith.fptoui %x : f32 to i16
  %25 = arith.uitofp %a : i32 to f64
  %26 = arith.bitcast %x : f32 to i32
  %27 = arith.trunci %a : i32 to i8
  %28 = arith.extsi %27 : i8 to i64
  %29:2 = arith.mulsi_extended %a, %b : i32
  %30:2 = arith.mului_extended %a, %b : i32
  %31 = arith.floordivsi %a, %b : i32
  %32 = arith.ceildivui %a, %b : i32
  %33 = arith.minui %a, %b : i32
  %34 = arith.minnumf %x, %y : f32
  %35 = arith.maximumf %x, %y fastmath<contract> : f32
  %36 = arith.xori %a, %b : i32
  %37 = arith.ori %a, %b : i32
  %38 = arith.andi %a, %b : i32
  %39 = arith.remsi %a, %b : i32
  %40 = arith.remui %a, %b : i32
  %41 = arith.divui %a, %b : i32
  %42 = arith.index_cast %i : index to i64
  %43 = arith.cmpi uge, %i, %ci : index
  %44 = arith.mulf %x, %y : f32
  %45 = arith.constant 1.5 : f64
  %46 = arith.constant true
  return %4, %2, %7 : i32, f32, index
}

func.func @vectors(%v: vector<2x3xf32>, %w: vector<4xi32>, %z: vector<f32>, %c: i1, %n: vector<2x2x2xi32>) -> vector<2x3xf32> {
  %cv = arith.constant dense<1.0> : vector<2x3xf32>
  %0 = arith.addf %v, %cv : vector<2x3xf32>
  %1 = arith.muli %w, %w : vector<4xi32>
  %2 = arith.cmpi eq, %w, %w : vector<4xi32>
  %3 = arith.index_cast %w : vector<4xi32> to vector<4xindex>
  %4 = arith.negf %z : vector<f32>
  %5 = arith.select %c, %v, %0 : vector<2x3xf32>
  %6 = arith.cmpf oeq, %v, %0 : vector<2x3xf32>
  %7 = arith.addi %n, %n : vector<2x2x2xi32>
  %8 = arith.index_cast %n : vector<2x2x2xi32> to vector<2x2x2xindex>
  %9:2 = arith.mului_extended %w, %w : vector<4xi32>
  return %5 : vector<2x3xf32>
}

func.func @unconverted(%t: tensor<4xf32>, %a: f8E4M3FN) -> tensor<4xf32> {
  %0 = arith.addf %t, %t : tensor<4xf32>
  %1 = arith.addf %a, %a : f8E4M3FN
  %2 = arith.bitcast %a : f8E4M3FN to i8
  %3 = arith.constant dense<2.0> : tensor<4xf32>
  %4 = arith.truncf %t : tensor<4xf32> to tensor<4xf16>
  return %0 : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalar(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index) -> (i32, f32, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:     %3 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %4 = llvm.mul %3, %1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %5 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %6 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = llvm.select %6, %arg0, %4 : i1, i32
// CHECK-NEXT:     %8 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     %9 = llvm.add %8, %0 : i64
// CHECK-NEXT:     %10 = llvm.add %9, %2 : i64
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT:     %12 = llvm.fcmp "olt" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:     %13 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %14 = llvm.zext %6 : i1 to i32
// CHECK-NEXT:     %15 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %17 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %18 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = llvm.mul %18, %arg1 : i32
// CHECK-NEXT:     %20 = llvm.icmp "ne" %arg0, %19 : i32
// CHECK-NEXT:     %21 = llvm.icmp "slt" %arg0, %16 : i32
// CHECK-NEXT:     %22 = llvm.icmp "slt" %arg1, %16 : i32
// CHECK-NEXT:     %23 = llvm.icmp "eq" %21, %22 : i1
// CHECK-NEXT:     %24 = llvm.and %20, %23 : i1
// CHECK-NEXT:     %25 = llvm.add %18, %17 : i32
// CHECK-NEXT:     %26 = llvm.select %24, %25, %18 : i1, i32
// CHECK-NEXT:     %27 = llvm.fneg %arg2 : f32
// CHECK-NEXT:     %28 = llvm.fsub %arg2, %arg3 {tag = "keep"} : f32
// CHECK-NEXT:     %29 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %30 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT:     %31 = llvm.lshr %arg0, %arg1 : i32
// CHECK-NEXT:     %32 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT:     %33 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT:     %34 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT:     %35 = llvm.fptosi %arg2 : f32 to i64
// CHECK-NEXT:     %36 = llvm.fptoui %arg2 : f32 to i16
// CHECK-NEXT:     %37 = llvm.uitofp %arg0 : i32 to f64
// CHECK-NEXT:     %38 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT:     %39 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:     %40 = llvm.sext %39 : i8 to i64
// CHECK-NEXT:     %41 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     %42 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:     %43 = llvm.mul %41, %42 : i64
// CHECK-NEXT:     %44 = llvm.trunc %43 : i64 to i32
// CHECK-NEXT:     %45 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:     %46 = llvm.lshr %43, %45 : i64
// CHECK-NEXT:     %47 = llvm.trunc %46 : i64 to i32
// CHECK-NEXT:     %48 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %49 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:     %50 = llvm.mul %48, %49 : i64
// CHECK-NEXT:     %51 = llvm.trunc %50 : i64 to i32
// CHECK-NEXT:     %52 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:     %53 = llvm.lshr %50, %52 : i64
// CHECK-NEXT:     %54 = llvm.trunc %53 : i64 to i32
// CHECK-NEXT:     %55 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:     %56 = llvm.mul %55, %arg1 : i32
// CHECK-NEXT:     %57 = llvm.icmp "ne" %arg0, %56 : i32
// CHECK-NEXT:     %58 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %59 = llvm.icmp "slt" %arg0, %58 : i32
// CHECK-NEXT:     %60 = llvm.icmp "slt" %arg1, %58 : i32
// CHECK-NEXT:     %61 = llvm.icmp "ne" %59, %60 : i1
// CHECK-NEXT:     %62 = llvm.and %57, %61 : i1
// CHECK-NEXT:     %63 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %64 = llvm.add %55, %63 : i32
// CHECK-NEXT:     %65 = llvm.select %62, %64, %55 : i1, i32
// CHECK-NEXT:     %66 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %67 = llvm.icmp "eq" %arg0, %66 : i32
// CHECK-NEXT:     %68 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %69 = llvm.sub %arg0, %68 : i32
// CHECK-NEXT:     %70 = llvm.udiv %69, %arg1 : i32
// CHECK-NEXT:     %71 = llvm.add %70, %68 : i32
// CHECK-NEXT:     %72 = llvm.select %67, %66, %71 : i1, i32
// CHECK-NEXT:     %73 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %74 = llvm.intr.minnum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT:     %75 = llvm.intr.maximum(%arg2, %arg3) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32) -> f32
// CHECK-NEXT:     %76 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT:     %77 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT:     %78 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT:     %79 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT:     %80 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT:     %81 = llvm.udiv %arg0, %arg1 : i32
// CHECK-NEXT:     %82 = llvm.icmp "uge" %0, %2 : i64
// CHECK-NEXT:     %83 = llvm.fmul %arg2, %arg3 : f32
// CHECK-NEXT:     %84 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// CHECK-NEXT:     %85 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     return %7, %5, %11 : i32, f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vectors(%arg0: vector<2x3xf32>, %arg1: vector<4xi32>, %arg2: vector<f32>, %arg3: i1, %arg4: vector<2x2x2xi32>) -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x2x2xi32> to !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %5 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %6 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %7 = llvm.fadd %5, %6 : vector<3xf32>
// CHECK-NEXT:     %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %10 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %11 = llvm.fadd %9, %10 : vector<3xf32>
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %13 = llvm.mul %arg1, %arg1 : vector<4xi32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT:     %15 = llvm.sext %arg1 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:     %16 = llvm.fneg %1 : vector<1xf32>
// CHECK-NEXT:     %17 = llvm.select %arg3, %2, %12 : i1, !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %19 = llvm.mlir.poison : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %20 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %21 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %22 = llvm.fcmp "oeq" %20, %21 : vector<3xf32>
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %19[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %24 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %25 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %26 = llvm.fcmp "oeq" %24, %25 : vector<3xf32>
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %23[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:     %28 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %29 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %30 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %31 = llvm.add %29, %30 : vector<2xi32>
// CHECK-NEXT:     %32 = llvm.insertvalue %31, %28[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %33 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %34 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %35 = llvm.add %33, %34 : vector<2xi32>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %32[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %37 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %38 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %39 = llvm.add %37, %38 : vector<2xi32>
// CHECK-NEXT:     %40 = llvm.insertvalue %39, %36[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %41 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %42 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %43 = llvm.add %41, %42 : vector<2xi32>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %40[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %45 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %46 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %47 = llvm.sext %46 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:     %48 = llvm.insertvalue %47, %45[0, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %49 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %50 = llvm.sext %49 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:     %51 = llvm.insertvalue %50, %48[0, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %52 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %53 = llvm.sext %52 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %51[1, 0] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %55 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// CHECK-NEXT:     %56 = llvm.sext %55 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:     %57 = llvm.insertvalue %56, %54[1, 1] : !llvm.array<2 x array<2 x vector<2xi64>>>
// CHECK-NEXT:     %58 = llvm.zext %arg1 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:     %59 = llvm.zext %arg1 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:     %60 = llvm.mul %58, %59 : vector<4xi64>
// CHECK-NEXT:     %61 = llvm.trunc %60 : vector<4xi64> to vector<4xi32>
// CHECK-NEXT:     %62 = llvm.mlir.constant(dense<32> : vector<4xi64>) : vector<4xi64>
// CHECK-NEXT:     %63 = llvm.lshr %60, %62 : vector<4xi64>
// CHECK-NEXT:     %64 = llvm.trunc %63 : vector<4xi64> to vector<4xi32>
// CHECK-NEXT:     return %18 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unconverted(%arg0: tensor<4xf32>, %arg1: f8E4M3FN) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg1 : f8E4M3FN
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %2 = arith.truncf %arg0 : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT:   func.func @scalar(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index) -> (i32, f32, index) {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : index to i32
// IDX32-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
// IDX32-NEXT:     %2 = llvm.mlir.constant(7 : index) : i32
// IDX32-NEXT:     %3 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// IDX32-NEXT:     %4 = llvm.mul %3, %1 overflow<nsw, nuw> : i32
// IDX32-NEXT:     %5 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// IDX32-NEXT:     %6 = llvm.icmp "slt" %arg0, %arg1 : i32
// IDX32-NEXT:     %7 = llvm.select %6, %arg0, %4 : i1, i32
// IDX32-NEXT:     %8 = llvm.add %arg0, %0 : i32
// IDX32-NEXT:     %9 = llvm.add %8, %2 : i32
// IDX32-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : i32 to index
// IDX32-NEXT:     %11 = llvm.fcmp "olt" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// IDX32-NEXT:     %12 = llvm.sitofp %arg0 : i32 to f32
// IDX32-NEXT:     %13 = llvm.zext %6 : i1 to i32
// IDX32-NEXT:     %14 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// IDX32-NEXT:     %15 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:     %16 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT:     %17 = llvm.sdiv %arg0, %arg1 : i32
// IDX32-NEXT:     %18 = llvm.mul %17, %arg1 : i32
// IDX32-NEXT:     %19 = llvm.icmp "ne" %arg0, %18 : i32
// IDX32-NEXT:     %20 = llvm.icmp "slt" %arg0, %15 : i32
// IDX32-NEXT:     %21 = llvm.icmp "slt" %arg1, %15 : i32
// IDX32-NEXT:     %22 = llvm.icmp "eq" %20, %21 : i1
// IDX32-NEXT:     %23 = llvm.and %19, %22 : i1
// IDX32-NEXT:     %24 = llvm.add %17, %16 : i32
// IDX32-NEXT:     %25 = llvm.select %23, %24, %17 : i1, i32
// IDX32-NEXT:     %26 = llvm.fneg %arg2 : f32
// IDX32-NEXT:     %27 = llvm.zext %0 : i32 to i64
// IDX32-NEXT:     %28 = llvm.fsub %arg2, %arg3 {tag = "keep"} : f32
// IDX32-NEXT:     %29 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// IDX32-NEXT:     %30 = llvm.ashr %arg0, %arg1 : i32
// IDX32-NEXT:     %31 = llvm.lshr %arg0, %arg1 : i32
// IDX32-NEXT:     %32 = llvm.frem %arg2, %arg3 : f32
// IDX32-NEXT:     %33 = llvm.fdiv %arg2, %arg3 : f32
// IDX32-NEXT:     %34 = llvm.fpext %arg2 : f32 to f64
// IDX32-NEXT:     %35 = llvm.fptosi %arg2 : f32 to i64
// IDX32-NEXT:     %36 = llvm.fptoui %arg2 : f32 to i16
// IDX32-NEXT:     %37 = llvm.uitofp %arg0 : i32 to f64
// IDX32-NEXT:     %38 = llvm.bitcast %arg2 : f32 to i32
// IDX32-NEXT:     %39 = llvm.trunc %arg0 : i32 to i8
// IDX32-NEXT:     %40 = llvm.sext %39 : i8 to i64
// IDX32-NEXT:     %41 = llvm.sext %arg0 : i32 to i64
// IDX32-NEXT:     %42 = llvm.sext %arg1 : i32 to i64
// IDX32-NEXT:     %43 = llvm.mul %41, %42 : i64
// IDX32-NEXT:     %44 = llvm.trunc %43 : i64 to i32
// IDX32-NEXT:     %45 = llvm.mlir.constant(32 : i64) : i64
// IDX32-NEXT:     %46 = llvm.lshr %43, %45 : i64
// IDX32-NEXT:     %47 = llvm.trunc %46 : i64 to i32
// IDX32-NEXT:     %48 = llvm.zext %arg0 : i32 to i64
// IDX32-NEXT:     %49 = llvm.zext %arg1 : i32 to i64
// IDX32-NEXT:     %50 = llvm.mul %48, %49 : i64
// IDX32-NEXT:     %51 = llvm.trunc %50 : i64 to i32
// IDX32-NEXT:     %52 = llvm.mlir.constant(32 : i64) : i64
// IDX32-NEXT:     %53 = llvm.lshr %50, %52 : i64
// IDX32-NEXT:     %54 = llvm.trunc %53 : i64 to i32
// IDX32-NEXT:     %55 = llvm.sdiv %arg0, %arg1 : i32
// IDX32-NEXT:     %56 = llvm.mul %55, %arg1 : i32
// IDX32-NEXT:     %57 = llvm.icmp "ne" %arg0, %56 : i32
// IDX32-NEXT:     %58 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:     %59 = llvm.icmp "slt" %arg0, %58 : i32
// IDX32-NEXT:     %60 = llvm.icmp "slt" %arg1, %58 : i32
// IDX32-NEXT:     %61 = llvm.icmp "ne" %59, %60 : i1
// IDX32-NEXT:     %62 = llvm.and %57, %61 : i1
// IDX32-NEXT:     %63 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT:     %64 = llvm.add %55, %63 : i32
// IDX32-NEXT:     %65 = llvm.select %62, %64, %55 : i1, i32
// IDX32-NEXT:     %66 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT:     %67 = llvm.icmp "eq" %arg0, %66 : i32
// IDX32-NEXT:     %68 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT:     %69 = llvm.sub %arg0, %68 : i32
// IDX32-NEXT:     %70 = llvm.udiv %69, %arg1 : i32
// IDX32-NEXT:     %71 = llvm.add %70, %68 : i32
// IDX32-NEXT:     %72 = llvm.select %67, %66, %71 : i1, i32
// IDX32-NEXT:     %73 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// IDX32-NEXT:     %74 = llvm.intr.minnum(%arg2, %arg3) : (f32, f32) -> f32
// IDX32-NEXT:     %75 = llvm.intr.maximum(%arg2, %arg3) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32) -> f32
// IDX32-NEXT:     %76 = llvm.xor %arg0, %arg1 : i32
// IDX32-NEXT:     %77 = llvm.or %arg0, %arg1 : i32
// IDX32-NEXT:     %78 = llvm.and %arg0, %arg1 : i32
// IDX32-NEXT:     %79 = llvm.srem %arg0, %arg1 : i32
// IDX32-NEXT:     %80 = llvm.urem %arg0, %arg1 : i32
// IDX32-NEXT:     %81 = llvm.udiv %arg0, %arg1 : i32
// IDX32-NEXT:     %82 = llvm.sext %0 : i32 to i64
// IDX32-NEXT:     %83 = llvm.icmp "uge" %0, %2 : i32
// IDX32-NEXT:     %84 = llvm.fmul %arg2, %arg3 : f32
// IDX32-NEXT:     %85 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// IDX32-NEXT:     %86 = llvm.mlir.constant(true) : i1
// IDX32-NEXT:     return %7, %5, %10 : i32, f32, index
// IDX32-NEXT:   }
// IDX32-NEXT:   func.func @vectors(%arg0: vector<2x3xf32>, %arg1: vector<4xi32>, %arg2: vector<f32>, %arg3: i1, %arg4: vector<2x2x2xi32>) -> vector<2x3xf32> {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x2x2xi32> to !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// IDX32-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %4 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %5 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %6 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %7 = llvm.fadd %5, %6 : vector<3xf32>
// IDX32-NEXT:     %8 = llvm.insertvalue %7, %4[0] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %10 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %11 = llvm.fadd %9, %10 : vector<3xf32>
// IDX32-NEXT:     %12 = llvm.insertvalue %11, %8[1] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %13 = llvm.mul %arg1, %arg1 : vector<4xi32>
// IDX32-NEXT:     %14 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// IDX32-NEXT:     %15 = llvm.fneg %1 : vector<1xf32>
// IDX32-NEXT:     %16 = llvm.select %arg3, %2, %12 : i1, !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// IDX32-NEXT:     %18 = llvm.mlir.poison : !llvm.array<2 x vector<3xi1>>
// IDX32-NEXT:     %19 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %20 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %21 = llvm.fcmp "oeq" %19, %20 : vector<3xf32>
// IDX32-NEXT:     %22 = llvm.insertvalue %21, %18[0] : !llvm.array<2 x vector<3xi1>>
// IDX32-NEXT:     %23 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %24 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT:     %25 = llvm.fcmp "oeq" %23, %24 : vector<3xf32>
// IDX32-NEXT:     %26 = llvm.insertvalue %25, %22[1] : !llvm.array<2 x vector<3xi1>>
// IDX32-NEXT:     %27 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %28 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %29 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %30 = llvm.add %28, %29 : vector<2xi32>
// IDX32-NEXT:     %31 = llvm.insertvalue %30, %27[0, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %32 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %33 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %34 = llvm.add %32, %33 : vector<2xi32>
// IDX32-NEXT:     %35 = llvm.insertvalue %34, %31[0, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %36 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %37 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %38 = llvm.add %36, %37 : vector<2xi32>
// IDX32-NEXT:     %39 = llvm.insertvalue %38, %35[1, 0] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %40 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %41 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %42 = llvm.add %40, %41 : vector<2xi32>
// IDX32-NEXT:     %43 = llvm.insertvalue %42, %39[1, 1] : !llvm.array<2 x array<2 x vector<2xi32>>>
// IDX32-NEXT:     %44 = llvm.zext %arg1 : vector<4xi32> to vector<4xi64>
// IDX32-NEXT:     %45 = llvm.zext %arg1 : vector<4xi32> to vector<4xi64>
// IDX32-NEXT:     %46 = llvm.mul %44, %45 : vector<4xi64>
// IDX32-NEXT:     %47 = llvm.trunc %46 : vector<4xi64> to vector<4xi32>
// IDX32-NEXT:     %48 = llvm.mlir.constant(dense<32> : vector<4xi64>) : vector<4xi64>
// IDX32-NEXT:     %49 = llvm.lshr %46, %48 : vector<4xi64>
// IDX32-NEXT:     %50 = llvm.trunc %49 : vector<4xi64> to vector<4xi32>
// IDX32-NEXT:     return %17 : vector<2x3xf32>
// IDX32-NEXT:   }
// IDX32-NEXT:   func.func @unconverted(%arg0: tensor<4xf32>, %arg1: f8E4M3FN) -> tensor<4xf32> {
// IDX32-NEXT:     %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
// IDX32-NEXT:     %1 = arith.addf %arg1, %arg1 : f8E4M3FN
// IDX32-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// IDX32-NEXT:     %2 = arith.truncf %arg0 : tensor<4xf32> to tensor<4xf16>
// IDX32-NEXT:     return %0 : tensor<4xf32>
// IDX32-NEXT:   }
// IDX32-NEXT: }
