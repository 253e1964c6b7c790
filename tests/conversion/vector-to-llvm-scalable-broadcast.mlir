// convert-vector-to-llvm: a broadcast of a scalar to a vector whose trailing dimension is
// scalable lowers like a fixed one (insertelement into poison, then a splat shufflevector
// of the base size; arrays of them for more dimensions). CHECK lines are mlir-opt 22's.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s --match-full-lines
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL

func.func @b(%x: f32, %i: i32) -> (vector<[4]xf32>, vector<[2]xi32>) {
  %0 = vector.broadcast %x : f32 to vector<[4]xf32>
  %1 = vector.broadcast %i : i32 to vector<[2]xi32>
  return %0, %1 : vector<[4]xf32>, vector<[2]xi32>
}
func.func @f(%x: f32) -> vector<4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @n(%x: f32) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %x : f32 to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @b(%arg0: f32, %arg1: i32) -> (vector<[4]xf32>, vector<[2]xi32>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     %4 = llvm.mlir.poison : vector<[2]xi32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %6 = llvm.insertelement %arg1, %4[%5 : i32] : vector<[2]xi32>
// CHECK-NEXT:     %7 = llvm.shufflevector %6, %4 [0, 0] : vector<[2]xi32>
// CHECK-NEXT:     return %3, %7 : vector<[4]xf32>, vector<[2]xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     return %3 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @n(%arg0: f32) -> vector<2x[4]xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %1 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[4]xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %3 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT:     %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT:     return %7 : vector<2x[4]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ALL-NOT: vector.broadcast
