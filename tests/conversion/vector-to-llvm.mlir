// convert-vector-to-llvm on the vector ops Strata has (extract, insert, broadcast,
// load, store), after its greedy pre-lowering. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-llvm=use-vector-alignment | FileCheck %s --check-prefix=VALIGN

func.func @extract_scalar(%v: vector<4xf32>, %i: index) -> (f32, f32) {
  %0 = vector.extract %v[1] : f32 from vector<4xf32>
  %1 = vector.extract %v[%i] : f32 from vector<4xf32>
  return %0, %1 : f32, f32
}

func.func @extract_nd(%v: vector<3x4xf32>, %w: vector<2x3x4xi8>, %i: index) -> (vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32) {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<3x4xf32>
  %1 = vector.extract %v[2, 3] : f32 from vector<3x4xf32>
  %2 = vector.extract %w[1] : vector<3x4xi8> from vector<2x3x4xi8>
  %3 = vector.extract %w[1, 2, 3] : i8 from vector<2x3x4xi8>
  // A dynamic position into the array nest: left alone.
  %4 = vector.extract %v[%i] : vector<4xf32> from vector<3x4xf32>
  %5 = vector.extract %v[2, %i] : f32 from vector<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32
}

func.func @extract_0d_and_poison(%v: vector<f32>, %w: vector<4xindex>) -> (f32, f32, index) {
  %0 = vector.extract %v[] : f32 from vector<f32>
  %1 = vector.extract %w[-1] : index from vector<4xindex>
  %2 = vector.extract %w[3] : index from vector<4xindex>
  %3 = vector.extract %v[] : f32 from vector<f32>
  return %0, %3, %2 : f32, f32, index
}

func.func @insert(%v: vector<4xf32>, %s: f32, %i: index, %w: vector<3x4xf32>, %z: vector<f32>, %u: vector<2x3x4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>) {
  %0 = vector.insert %s, %v[1] : f32 into vector<4xf32>
  %1 = vector.insert %s, %v[%i] : f32 into vector<4xf32>
  %2 = vector.insert %v, %w[2] : vector<4xf32> into vector<3x4xf32>
  %3 = vector.insert %s, %w[2, 1] : f32 into vector<3x4xf32>
  %4 = vector.insert %s, %z[] : f32 into vector<f32>
  %5 = vector.insert %w, %u[1] : vector<3x4xf32> into vector<2x3x4xf32>
  %6 = vector.insert %s, %w[1, %i] : f32 into vector<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>
}

func.func @broadcast_scalar(%s: f32, %i: i1) -> (vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<f32>
  %2 = vector.broadcast %s : f32 to vector<2x3xf32>
  %3 = vector.broadcast %i : i1 to vector<2x2x2xi1>
  return %0, %1, %2, %3 : vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>
}

func.func @broadcast_vector(%v: vector<4xf32>, %w: vector<1x4xf32>, %z: vector<f32>, %c: vector<4x1xf32>, %o: vector<1xf32>) -> (vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %1 = vector.broadcast %w : vector<1x4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %3 = vector.broadcast %c : vector<4x1xf32> to vector<4x3xf32>
  %4 = vector.broadcast %o : vector<1xf32> to vector<5xf32>
  %5 = vector.broadcast %w : vector<1x4xf32> to vector<1x4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>
}

func.func @load_store(%m: memref<4x8xf32>, %i: index, %j: index, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.load %m[%i, %j] : memref<4x8xf32>, vector<8xf32>
  vector.store %v, %m[%j, %i] : memref<4x8xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

func.func @load_store_attrs(%m: memref<8xf32>, %i: index, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.load %m[%i] {alignment = 32 : i64, nontemporal = true} : memref<8xf32>, vector<8xf32>
  vector.store %v, %m[%i] {nontemporal = true} : memref<8xf32>, vector<8xf32>
  vector.store %v, %m[%i] {nontemporal = false, alignment = 64} : memref<8xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

func.func @load_store_layouts(%a: memref<16xi64, strided<[1], offset: ?>>, %b: memref<4x?xi1, strided<[?, 1], offset: 3>>, %c: memref<4xvector<2xf16>>, %d: memref<8xindex>, %i: index) -> (vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>) {
  %0 = vector.load %a[%i] : memref<16xi64, strided<[1], offset: ?>>, vector<2xi64>
  vector.store %0, %a[%i] : memref<16xi64, strided<[1], offset: ?>>, vector<2xi64>
  %1 = vector.load %b[%i, %i] : memref<4x?xi1, strided<[?, 1], offset: 3>>, vector<8xi1>
  %2 = vector.load %c[%i] : memref<4xvector<2xf16>>, vector<2xf16>
  %m = memref.alloca() : memref<f32>
  %3 = vector.load %m[] : memref<f32>, vector<f32>
  vector.store %3, %m[] : memref<f32>, vector<f32>
  %4 = vector.load %d[%i] : memref<8xindex>, vector<3xindex>
  return %0, %1, %2, %3, %4 : vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>
}

func.func @load_store_nd(%m: memref<4x8xf32>, %i: index) -> vector<2x8xf32> {
  // n-D loads and stores are left to convert-vector-to-scf upstream: they stay.
  %0 = vector.load %m[%i, %i] : memref<4x8xf32>, vector<2x8xf32>
  vector.store %0, %m[%i, %i] : memref<4x8xf32>, vector<2x8xf32>
  // A dead load is erased by the pre-lowering.
  %1 = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  return %0 : vector<2x8xf32>
}

func.func @folds(%s: f32) -> (f32, vector<4xf32>) {
  %b = vector.broadcast %s : f32 to vector<3x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<3x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %1 = vector.extract %c[1] : vector<4xf32> from vector<2x4xf32>
  return %0, %1 : f32, vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @extract_scalar(%arg0: vector<4xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     return %2, %3 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_nd(%arg0: vector<3x4xf32>, %arg1: vector<2x3x4xi8>, %arg2: index) -> (vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x4xi8> to !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %5 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<4xf32>
// CHECK-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<3 x vector<4xi8>> to vector<3x4xi8>
// CHECK-NEXT:     %9 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT:     %10 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %11 = llvm.extractelement %9[%10 : i64] : vector<4xi8>
// CHECK-NEXT:     %12 = vector.extract %arg0[%arg2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT:     %13 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %14 = llvm.extractelement %13[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     return %3, %6, %8, %11, %12, %14 : vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extract_0d_and_poison(%arg0: vector<f32>, %arg1: vector<4xindex>) -> (f32, f32, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %3 = llvm.extractelement %1[%2 : i64] : vector<1xf32>
// CHECK-NEXT:     %4 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %5 = llvm.extractelement %0[%4 : i64] : vector<4xi64>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %8 = llvm.extractelement %1[%7 : i64] : vector<1xf32>
// CHECK-NEXT:     return %3, %8, %6 : f32, f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @insert(%arg0: vector<4xf32>, %arg1: f32, %arg2: index, %arg3: vector<3x4xf32>, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg4 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg3 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %5 = llvm.insertelement %arg1, %arg0[%4 : i64] : vector<4xf32>
// CHECK-NEXT:     %6 = llvm.insertelement %arg1, %arg0[%3 : i64] : vector<4xf32>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg0, %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %11 = llvm.insertelement %arg1, %9[%10 : i64] : vector<4xf32>
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %15 = llvm.insertelement %arg1, %1[%14 : i64] : vector<1xf32>
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %17 = llvm.insertvalue %2, %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:     %19 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %20 = llvm.insertelement %arg1, %19[%3 : i64] : vector<4xf32>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %2[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     return %5, %6, %8, %13, %16, %18, %22 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcast_scalar(%arg0: f32, %arg1: i1) -> (vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %arg0, %4[%5 : i32] : vector<1xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %9 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %11 = llvm.insertelement %arg0, %9[%10 : i32] : vector<3xf32>
// CHECK-NEXT:     %12 = llvm.shufflevector %11, %11 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %16 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:     %17 = llvm.mlir.poison : vector<2xi1>
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %19 = llvm.insertelement %arg1, %17[%18 : i32] : vector<2xi1>
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %19 [0, 0] : vector<2xi1>
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %16[0, 0] : !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:     %22 = llvm.insertvalue %20, %21[0, 1] : !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:     %23 = llvm.insertvalue %20, %22[1, 0] : !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:     %24 = llvm.insertvalue %20, %23[1, 1] : !llvm.array<2 x array<2 x vector<2xi1>>>
// CHECK-NEXT:     %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x array<2 x vector<2xi1>>> to vector<2x2x2xi1>
// CHECK-NEXT:     return %3, %7, %15, %25 : vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @broadcast_vector(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<f32>, %arg3: vector<4x1xf32>, %arg4: vector<1xf32>) -> (vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %3 = ub.poison : vector<4x3xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %5 = ub.poison : vector<3x4xf32>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %7 = ub.poison : vector<2x4xf32>
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg0, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:     %12 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:     %13 = llvm.insertvalue %12, %6[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %15 = llvm.insertvalue %12, %14[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %18 = llvm.extractelement %1[%17 : i64] : vector<1xf32>
// CHECK-NEXT:     %19 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %20 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %21 = llvm.insertelement %18, %19[%20 : i32] : vector<4xf32>
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %19 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %23 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %25 = llvm.extractelement %23[%24 : i64] : vector<1xf32>
// CHECK-NEXT:     %26 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %27 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %28 = llvm.insertelement %25, %26[%27 : i32] : vector<3xf32>
// CHECK-NEXT:     %29 = llvm.shufflevector %28, %26 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %30 = llvm.insertvalue %29, %4[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %31 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %33 = llvm.extractelement %31[%32 : i64] : vector<1xf32>
// CHECK-NEXT:     %34 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %35 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %36 = llvm.insertelement %33, %34[%35 : i32] : vector<3xf32>
// CHECK-NEXT:     %37 = llvm.shufflevector %36, %34 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %30[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %39 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %40 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %41 = llvm.extractelement %39[%40 : i64] : vector<1xf32>
// CHECK-NEXT:     %42 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %44 = llvm.insertelement %41, %42[%43 : i32] : vector<3xf32>
// CHECK-NEXT:     %45 = llvm.shufflevector %44, %42 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %46 = llvm.insertvalue %45, %38[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %47 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %49 = llvm.extractelement %47[%48 : i64] : vector<1xf32>
// CHECK-NEXT:     %50 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:     %51 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %52 = llvm.insertelement %49, %50[%51 : i32] : vector<3xf32>
// CHECK-NEXT:     %53 = llvm.shufflevector %52, %50 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %46[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %55 = builtin.unrealized_conversion_cast %54 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// CHECK-NEXT:     %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %57 = llvm.extractelement %arg4[%56 : i64] : vector<1xf32>
// CHECK-NEXT:     %58 = llvm.mlir.poison : vector<5xf32>
// CHECK-NEXT:     %59 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %60 = llvm.insertelement %57, %58[%59 : i32] : vector<5xf32>
// CHECK-NEXT:     %61 = llvm.shufflevector %60, %58 [0, 0, 0, 0, 0] : vector<5xf32>
// CHECK-NEXT:     return %11, %16, %22, %55, %61, %arg1 : vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_store(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:     %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mul %0, %10 : i64
// CHECK-NEXT:     %12 = llvm.add %11, %1 : i64
// CHECK-NEXT:     %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg3, %13 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT:     return %8 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_store_attrs(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.load %3 {alignment = 32 : i64, nontemporal} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg2, %6 {alignment = 4 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.getelementptr %7[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg2, %8 {alignment = 64 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT:     return %4 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_store_layouts(%arg0: memref<16xi64, strided<[1], offset: ?>>, %arg1: memref<4x?xi1, strided<[?, 1], offset: 3>>, %arg2: memref<4xvector<2xf16>>, %arg3: memref<8xindex>, %arg4: index) -> (vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : memref<8xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : memref<4xvector<2xf16>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xi1, strided<[?, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : memref<16xi64, strided<[1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.getelementptr %5[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %8 = llvm.getelementptr %7[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> vector<2xi64>
// CHECK-NEXT:     %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.getelementptr %10[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %13 = llvm.getelementptr %12[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %9, %13 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:     %17 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.mul %3, %17 : i64
// CHECK-NEXT:     %19 = llvm.add %18, %3 : i64
// CHECK-NEXT:     %20 = llvm.getelementptr %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:     %21 = llvm.load %20 {alignment = 1 : i64} : !llvm.ptr -> vector<8xi1>
// CHECK-NEXT:     %22 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %23 = llvm.getelementptr %22[%3] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf16>
// CHECK-NEXT:     %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:     %25 = builtin.unrealized_conversion_cast %alloca : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %26 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT:     %28 = builtin.unrealized_conversion_cast %27 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     %29 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     llvm.store %27, %29 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// CHECK-NEXT:     %30 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %31 = llvm.getelementptr %30[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %32 = llvm.load %31 {alignment = 8 : i64} : !llvm.ptr -> vector<3xi64>
// CHECK-NEXT:     %33 = builtin.unrealized_conversion_cast %32 : vector<3xi64> to vector<3xindex>
// CHECK-NEXT:     return %9, %21, %24, %28, %33 : vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_store_nd(%arg0: memref<4x8xf32>, %arg1: index) -> vector<2x8xf32> {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<2x8xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<2x8xf32>
// CHECK-NEXT:     return %0 : vector<2x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folds(%arg0: f32) -> (f32, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     return %arg0, %cst : f32, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// VALIGN: module {
// VALIGN-NEXT:   func.func @extract_scalar(%arg0: vector<4xf32>, %arg1: index) -> (f32, f32) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// VALIGN-NEXT:     %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// VALIGN-NEXT:     %3 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// VALIGN-NEXT:     return %2, %3 : f32, f32
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @extract_nd(%arg0: vector<3x4xf32>, %arg1: vector<2x3x4xi8>, %arg2: index) -> (vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x4xi8> to !llvm.array<2 x array<3 x vector<4xi8>>>
// VALIGN-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %4 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %5 = llvm.mlir.constant(3 : i64) : i64
// VALIGN-NEXT:     %6 = llvm.extractelement %4[%5 : i64] : vector<4xf32>
// VALIGN-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.array<2 x array<3 x vector<4xi8>>>
// VALIGN-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<3 x vector<4xi8>> to vector<3x4xi8>
// VALIGN-NEXT:     %9 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<4xi8>>>
// VALIGN-NEXT:     %10 = llvm.mlir.constant(3 : i64) : i64
// VALIGN-NEXT:     %11 = llvm.extractelement %9[%10 : i64] : vector<4xi8>
// VALIGN-NEXT:     %12 = vector.extract %arg0[%arg2] : vector<4xf32> from vector<3x4xf32>
// VALIGN-NEXT:     %13 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %14 = llvm.extractelement %13[%0 : i64] : vector<4xf32>
// VALIGN-NEXT:     return %3, %6, %8, %11, %12, %14 : vector<4xf32>, f32, vector<3x4xi8>, i8, vector<4xf32>, f32
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @extract_0d_and_poison(%arg0: vector<f32>, %arg1: vector<4xindex>) -> (f32, f32, index) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<4xindex> to vector<4xi64>
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// VALIGN-NEXT:     %2 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %3 = llvm.extractelement %1[%2 : i64] : vector<1xf32>
// VALIGN-NEXT:     %4 = llvm.mlir.constant(3 : i64) : i64
// VALIGN-NEXT:     %5 = llvm.extractelement %0[%4 : i64] : vector<4xi64>
// VALIGN-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// VALIGN-NEXT:     %7 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %8 = llvm.extractelement %1[%7 : i64] : vector<1xf32>
// VALIGN-NEXT:     return %3, %8, %6 : f32, f32, index
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @insert(%arg0: vector<4xf32>, %arg1: f32, %arg2: index, %arg3: vector<3x4xf32>, %arg4: vector<f32>, %arg5: vector<2x3x4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg4 : vector<f32> to vector<1xf32>
// VALIGN-NEXT:     %2 = builtin.unrealized_conversion_cast %arg3 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %3 = builtin.unrealized_conversion_cast %arg2 : index to i64
// VALIGN-NEXT:     %4 = llvm.mlir.constant(1 : i64) : i64
// VALIGN-NEXT:     %5 = llvm.insertelement %arg1, %arg0[%4 : i64] : vector<4xf32>
// VALIGN-NEXT:     %6 = llvm.insertelement %arg1, %arg0[%3 : i64] : vector<4xf32>
// VALIGN-NEXT:     %7 = llvm.insertvalue %arg0, %2[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// VALIGN-NEXT:     %9 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %10 = llvm.mlir.constant(1 : i64) : i64
// VALIGN-NEXT:     %11 = llvm.insertelement %arg1, %9[%10 : i64] : vector<4xf32>
// VALIGN-NEXT:     %12 = llvm.insertvalue %11, %2[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// VALIGN-NEXT:     %14 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %15 = llvm.insertelement %arg1, %1[%14 : i64] : vector<1xf32>
// VALIGN-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : vector<1xf32> to vector<f32>
// VALIGN-NEXT:     %17 = llvm.insertvalue %2, %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// VALIGN-NEXT:     %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// VALIGN-NEXT:     %19 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %20 = llvm.insertelement %arg1, %19[%3 : i64] : vector<4xf32>
// VALIGN-NEXT:     %21 = llvm.insertvalue %20, %2[1] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// VALIGN-NEXT:     return %5, %6, %8, %13, %16, %18, %22 : vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>, vector<f32>, vector<2x3x4xf32>, vector<3x4xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @broadcast_scalar(%arg0: f32, %arg1: i1) -> (vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>) {
// VALIGN-NEXT:     %0 = llvm.mlir.poison : vector<4xf32>
// VALIGN-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
// VALIGN-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// VALIGN-NEXT:     %4 = llvm.mlir.poison : vector<1xf32>
// VALIGN-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %6 = llvm.insertelement %arg0, %4[%5 : i32] : vector<1xf32>
// VALIGN-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : vector<1xf32> to vector<f32>
// VALIGN-NEXT:     %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// VALIGN-NEXT:     %9 = llvm.mlir.poison : vector<3xf32>
// VALIGN-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %11 = llvm.insertelement %arg0, %9[%10 : i32] : vector<3xf32>
// VALIGN-NEXT:     %12 = llvm.shufflevector %11, %11 [0, 0, 0] : vector<3xf32>
// VALIGN-NEXT:     %13 = llvm.insertvalue %12, %8[0] : !llvm.array<2 x vector<3xf32>>
// VALIGN-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.array<2 x vector<3xf32>>
// VALIGN-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// VALIGN-NEXT:     %16 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<2xi1>>>
// VALIGN-NEXT:     %17 = llvm.mlir.poison : vector<2xi1>
// VALIGN-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %19 = llvm.insertelement %arg1, %17[%18 : i32] : vector<2xi1>
// VALIGN-NEXT:     %20 = llvm.shufflevector %19, %19 [0, 0] : vector<2xi1>
// VALIGN-NEXT:     %21 = llvm.insertvalue %20, %16[0, 0] : !llvm.array<2 x array<2 x vector<2xi1>>>
// VALIGN-NEXT:     %22 = llvm.insertvalue %20, %21[0, 1] : !llvm.array<2 x array<2 x vector<2xi1>>>
// VALIGN-NEXT:     %23 = llvm.insertvalue %20, %22[1, 0] : !llvm.array<2 x array<2 x vector<2xi1>>>
// VALIGN-NEXT:     %24 = llvm.insertvalue %20, %23[1, 1] : !llvm.array<2 x array<2 x vector<2xi1>>>
// VALIGN-NEXT:     %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x array<2 x vector<2xi1>>> to vector<2x2x2xi1>
// VALIGN-NEXT:     return %3, %7, %15, %25 : vector<4xf32>, vector<f32>, vector<2x3xf32>, vector<2x2x2xi1>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @broadcast_vector(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<f32>, %arg3: vector<4x1xf32>, %arg4: vector<1xf32>) -> (vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// VALIGN-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// VALIGN-NEXT:     %3 = ub.poison : vector<4x3xf32>
// VALIGN-NEXT:     %4 = builtin.unrealized_conversion_cast %3 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// VALIGN-NEXT:     %5 = ub.poison : vector<3x4xf32>
// VALIGN-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %7 = ub.poison : vector<2x4xf32>
// VALIGN-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// VALIGN-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.array<2 x vector<4xf32>>
// VALIGN-NEXT:     %10 = llvm.insertvalue %arg0, %9[1] : !llvm.array<2 x vector<4xf32>>
// VALIGN-NEXT:     %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// VALIGN-NEXT:     %12 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// VALIGN-NEXT:     %13 = llvm.insertvalue %12, %6[0] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %15 = llvm.insertvalue %12, %14[2] : !llvm.array<3 x vector<4xf32>>
// VALIGN-NEXT:     %16 = builtin.unrealized_conversion_cast %15 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// VALIGN-NEXT:     %17 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %18 = llvm.extractelement %1[%17 : i64] : vector<1xf32>
// VALIGN-NEXT:     %19 = llvm.mlir.poison : vector<4xf32>
// VALIGN-NEXT:     %20 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %21 = llvm.insertelement %18, %19[%20 : i32] : vector<4xf32>
// VALIGN-NEXT:     %22 = llvm.shufflevector %21, %19 [0, 0, 0, 0] : vector<4xf32>
// VALIGN-NEXT:     %23 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xf32>>
// VALIGN-NEXT:     %24 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %25 = llvm.extractelement %23[%24 : i64] : vector<1xf32>
// VALIGN-NEXT:     %26 = llvm.mlir.poison : vector<3xf32>
// VALIGN-NEXT:     %27 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %28 = llvm.insertelement %25, %26[%27 : i32] : vector<3xf32>
// VALIGN-NEXT:     %29 = llvm.shufflevector %28, %26 [0, 0, 0] : vector<3xf32>
// VALIGN-NEXT:     %30 = llvm.insertvalue %29, %4[0] : !llvm.array<4 x vector<3xf32>>
// VALIGN-NEXT:     %31 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xf32>>
// VALIGN-NEXT:     %32 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %33 = llvm.extractelement %31[%32 : i64] : vector<1xf32>
// VALIGN-NEXT:     %34 = llvm.mlir.poison : vector<3xf32>
// VALIGN-NEXT:     %35 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %36 = llvm.insertelement %33, %34[%35 : i32] : vector<3xf32>
// VALIGN-NEXT:     %37 = llvm.shufflevector %36, %34 [0, 0, 0] : vector<3xf32>
// VALIGN-NEXT:     %38 = llvm.insertvalue %37, %30[1] : !llvm.array<4 x vector<3xf32>>
// VALIGN-NEXT:     %39 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xf32>>
// VALIGN-NEXT:     %40 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %41 = llvm.extractelement %39[%40 : i64] : vector<1xf32>
// VALIGN-NEXT:     %42 = llvm.mlir.poison : vector<3xf32>
// VALIGN-NEXT:     %43 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %44 = llvm.insertelement %41, %42[%43 : i32] : vector<3xf32>
// VALIGN-NEXT:     %45 = llvm.shufflevector %44, %42 [0, 0, 0] : vector<3xf32>
// VALIGN-NEXT:     %46 = llvm.insertvalue %45, %38[2] : !llvm.array<4 x vector<3xf32>>
// VALIGN-NEXT:     %47 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xf32>>
// VALIGN-NEXT:     %48 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %49 = llvm.extractelement %47[%48 : i64] : vector<1xf32>
// VALIGN-NEXT:     %50 = llvm.mlir.poison : vector<3xf32>
// VALIGN-NEXT:     %51 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %52 = llvm.insertelement %49, %50[%51 : i32] : vector<3xf32>
// VALIGN-NEXT:     %53 = llvm.shufflevector %52, %50 [0, 0, 0] : vector<3xf32>
// VALIGN-NEXT:     %54 = llvm.insertvalue %53, %46[3] : !llvm.array<4 x vector<3xf32>>
// VALIGN-NEXT:     %55 = builtin.unrealized_conversion_cast %54 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// VALIGN-NEXT:     %56 = llvm.mlir.constant(0 : i64) : i64
// VALIGN-NEXT:     %57 = llvm.extractelement %arg4[%56 : i64] : vector<1xf32>
// VALIGN-NEXT:     %58 = llvm.mlir.poison : vector<5xf32>
// VALIGN-NEXT:     %59 = llvm.mlir.constant(0 : i32) : i32
// VALIGN-NEXT:     %60 = llvm.insertelement %57, %58[%59 : i32] : vector<5xf32>
// VALIGN-NEXT:     %61 = llvm.shufflevector %60, %58 [0, 0, 0, 0, 0] : vector<5xf32>
// VALIGN-NEXT:     return %11, %16, %22, %55, %61, %arg1 : vector<2x4xf32>, vector<3x4xf32>, vector<4xf32>, vector<4x3xf32>, vector<5xf32>, vector<1x4xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @load_store(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>) -> vector<8xf32> {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// VALIGN-NEXT:     %5 = llvm.mul %1, %4 : i64
// VALIGN-NEXT:     %6 = llvm.add %5, %0 : i64
// VALIGN-NEXT:     %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:     %8 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<8xf32>
// VALIGN-NEXT:     %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// VALIGN-NEXT:     %11 = llvm.mul %0, %10 : i64
// VALIGN-NEXT:     %12 = llvm.add %11, %1 : i64
// VALIGN-NEXT:     %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:     llvm.store %arg3, %13 {alignment = 32 : i64} : vector<8xf32>, !llvm.ptr
// VALIGN-NEXT:     return %8 : vector<8xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @load_store_attrs(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<8xf32>) -> vector<8xf32> {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:     %4 = llvm.load %3 {alignment = 32 : i64, nontemporal} : !llvm.ptr -> vector<8xf32>
// VALIGN-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:     llvm.store %arg2, %6 {alignment = 32 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// VALIGN-NEXT:     %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %8 = llvm.getelementptr %7[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// VALIGN-NEXT:     llvm.store %arg2, %8 {alignment = 64 : i64} : vector<8xf32>, !llvm.ptr
// VALIGN-NEXT:     return %4 : vector<8xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @load_store_layouts(%arg0: memref<16xi64, strided<[1], offset: ?>>, %arg1: memref<4x?xi1, strided<[?, 1], offset: 3>>, %arg2: memref<4xvector<2xf16>>, %arg3: memref<8xindex>, %arg4: index) -> (vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>) {
// VALIGN-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : memref<8xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : memref<4xvector<2xf16>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xi1, strided<[?, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %3 = builtin.unrealized_conversion_cast %arg4 : index to i64
// VALIGN-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : memref<16xi64, strided<[1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %6 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %7 = llvm.getelementptr %5[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:     %8 = llvm.getelementptr %7[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:     %9 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<2xi64>
// VALIGN-NEXT:     %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %11 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %12 = llvm.getelementptr %10[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:     %13 = llvm.getelementptr %12[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:     llvm.store %9, %13 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr
// VALIGN-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %15 = llvm.mlir.constant(3 : index) : i64
// VALIGN-NEXT:     %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// VALIGN-NEXT:     %17 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// VALIGN-NEXT:     %18 = llvm.mul %3, %17 : i64
// VALIGN-NEXT:     %19 = llvm.add %18, %3 : i64
// VALIGN-NEXT:     %20 = llvm.getelementptr %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// VALIGN-NEXT:     %21 = llvm.load %20 {alignment = 1 : i64} : !llvm.ptr -> vector<8xi1>
// VALIGN-NEXT:     %22 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %23 = llvm.getelementptr %22[%3] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf16>
// VALIGN-NEXT:     %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
// VALIGN-NEXT:     %alloca = memref.alloca() : memref<f32>
// VALIGN-NEXT:     %25 = builtin.unrealized_conversion_cast %alloca : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// VALIGN-NEXT:     %26 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64)>
// VALIGN-NEXT:     %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// VALIGN-NEXT:     %28 = builtin.unrealized_conversion_cast %27 : vector<1xf32> to vector<f32>
// VALIGN-NEXT:     %29 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64)>
// VALIGN-NEXT:     llvm.store %27, %29 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// VALIGN-NEXT:     %30 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// VALIGN-NEXT:     %31 = llvm.getelementptr %30[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// VALIGN-NEXT:     %32 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<3xi64>
// VALIGN-NEXT:     %33 = builtin.unrealized_conversion_cast %32 : vector<3xi64> to vector<3xindex>
// VALIGN-NEXT:     return %9, %21, %24, %28, %33 : vector<2xi64>, vector<8xi1>, vector<2xf16>, vector<f32>, vector<3xindex>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @load_store_nd(%arg0: memref<4x8xf32>, %arg1: index) -> vector<2x8xf32> {
// VALIGN-NEXT:     %0 = vector.load %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<2x8xf32>
// VALIGN-NEXT:     vector.store %0, %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<2x8xf32>
// VALIGN-NEXT:     return %0 : vector<2x8xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT:   func.func @folds(%arg0: f32) -> (f32, vector<4xf32>) {
// VALIGN-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// VALIGN-NEXT:     return %arg0, %cst : f32, vector<4xf32>
// VALIGN-NEXT:   }
// VALIGN-NEXT: }
