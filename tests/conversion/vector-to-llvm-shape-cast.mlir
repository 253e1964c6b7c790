// convert-vector-to-llvm on vector.shape_cast (moved in chunks of the gcd of the
// innermost dimensions: whole rows, shuffled slices merged into rows, single elements;
// 0-D vectors) and vector.shuffle (llvm.shufflevector for equal 1-D operand types,
// else element or row extracts and inserts). Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @f(%a: vector<2x3x4xf32>, %b: vector<6xf32>, %c: vector<2x3xf32>, %d: vector<2x6xf32>, %e: vector<4x3xf32>, %g: vector<f32>, %h: vector<1xf32>) -> (vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>) {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.shape_cast %b : vector<6xf32> to vector<2x3xf32>
  %2 = vector.shape_cast %c : vector<2x3xf32> to vector<3x2xf32>
  %3 = vector.shape_cast %d : vector<2x6xf32> to vector<3x4xf32>
  %4 = vector.shape_cast %e : vector<4x3xf32> to vector<2x6xf32>
  %5 = vector.shape_cast %g : vector<f32> to vector<1xf32>
  %6 = vector.shape_cast %h : vector<1xf32> to vector<f32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>
}

func.func @shuffles(%a: vector<4xf32>, %b: vector<2xf32>, %m: vector<2x3xi8>, %n: vector<3x3xi8>) -> (vector<5xf32>, vector<3x3xi8>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 5, -1, 2, 4] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %m, %n [4, 0, 2] : vector<2x3xi8>, vector<3x3xi8>
  %2 = vector.shuffle %b, %b [1, 0] : vector<2xf32>, vector<2xf32>
  return %0, %1, %2 : vector<5xf32>, vector<3x3xi8>, vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<2x3x4xf32>, %arg1: vector<6xf32>, %arg2: vector<2x3xf32>, %arg3: vector<2x6xf32>, %arg4: vector<4x3xf32>, %arg5: vector<f32>, %arg6: vector<1xf32>) -> (vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg4 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg3 : vector<2x6xf32> to !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:     %5 = ub.poison : vector<f32>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<f32> to vector<1xf32>
// CHECK-NEXT:     %7 = ub.poison : vector<1xf32>
// CHECK-NEXT:     %8 = ub.poison : vector<6xf32>
// CHECK-NEXT:     %9 = ub.poison : vector<2x6xf32>
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : vector<2x6xf32> to !llvm.array<2 x vector<6xf32>>
// CHECK-NEXT:     %11 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %12 = ub.poison : vector<3x4xf32>
// CHECK-NEXT:     %13 = builtin.unrealized_conversion_cast %12 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:     %14 = ub.poison : vector<3x2xf32>
// CHECK-NEXT:     %15 = builtin.unrealized_conversion_cast %14 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT:     %16 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %18 = ub.poison : vector<6x4xf32>
// CHECK-NEXT:     %19 = builtin.unrealized_conversion_cast %18 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT:     %20 = llvm.extractvalue %4[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %21 = llvm.insertvalue %20, %19[0] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %22 = llvm.extractvalue %4[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %23 = llvm.insertvalue %22, %21[1] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %24 = llvm.extractvalue %4[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %23[2] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %26 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %25[3] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %28 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %27[4] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %30 = llvm.extractvalue %4[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>> 
// CHECK-NEXT:     %31 = llvm.insertvalue %30, %29[5] : !llvm.array<6 x vector<4xf32>> 
// CHECK-NEXT:     %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT:     %33 = llvm.shufflevector %arg1, %arg1 [0, 1, 2] : vector<6xf32> 
// CHECK-NEXT:     %34 = llvm.insertvalue %33, %17[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %35 = llvm.shufflevector %arg1, %arg1 [3, 4, 5] : vector<6xf32> 
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %34[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %37 = builtin.unrealized_conversion_cast %36 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     %38 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// CHECK-NEXT:     %41 = llvm.extractvalue %15[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT:     %44 = llvm.insertvalue %43, %15[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %45 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %47 = llvm.extractelement %45[%46 : i64] : vector<3xf32>
// CHECK-NEXT:     %48 = llvm.extractvalue %44[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %50 = llvm.insertelement %47, %48[%49 : i64] : vector<2xf32>
// CHECK-NEXT:     %51 = llvm.insertvalue %50, %44[0] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %52 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %53 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %54 = llvm.extractelement %52[%53 : i64] : vector<3xf32>
// CHECK-NEXT:     %55 = llvm.extractvalue %51[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %57 = llvm.insertelement %54, %55[%56 : i64] : vector<2xf32>
// CHECK-NEXT:     %58 = llvm.insertvalue %57, %51[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %59 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %60 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %61 = llvm.extractelement %59[%60 : i64] : vector<3xf32>
// CHECK-NEXT:     %62 = llvm.extractvalue %58[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %63 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %64 = llvm.insertelement %61, %62[%63 : i64] : vector<2xf32>
// CHECK-NEXT:     %65 = llvm.insertvalue %64, %58[1] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %66 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %67 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %68 = llvm.extractelement %66[%67 : i64] : vector<3xf32>
// CHECK-NEXT:     %69 = llvm.extractvalue %65[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %71 = llvm.insertelement %68, %69[%70 : i64] : vector<2xf32>
// CHECK-NEXT:     %72 = llvm.insertvalue %71, %65[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %73 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<3xf32>> 
// CHECK-NEXT:     %74 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %75 = llvm.extractelement %73[%74 : i64] : vector<3xf32>
// CHECK-NEXT:     %76 = llvm.extractvalue %72[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %78 = llvm.insertelement %75, %76[%77 : i64] : vector<2xf32>
// CHECK-NEXT:     %79 = llvm.insertvalue %78, %72[2] : !llvm.array<3 x vector<2xf32>> 
// CHECK-NEXT:     %80 = builtin.unrealized_conversion_cast %79 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT:     %81 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<6xf32>> 
// CHECK-NEXT:     %82 = llvm.shufflevector %81, %81 [0, 1] : vector<6xf32> 
// CHECK-NEXT:     %83 = llvm.shufflevector %82, %82 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %84 = llvm.shufflevector %83, %11 [0, 1, 6, 7] : vector<4xf32> 
// CHECK-NEXT:     %85 = llvm.shufflevector %81, %81 [2, 3] : vector<6xf32> 
// CHECK-NEXT:     %86 = llvm.shufflevector %85, %85 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %87 = llvm.shufflevector %86, %84 [4, 5, 0, 1] : vector<4xf32> 
// CHECK-NEXT:     %88 = llvm.insertvalue %87, %13[0] : !llvm.array<3 x vector<4xf32>> 
// CHECK-NEXT:     %89 = llvm.shufflevector %81, %81 [4, 5] : vector<6xf32> 
// CHECK-NEXT:     %90 = llvm.shufflevector %89, %89 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %91 = llvm.shufflevector %90, %11 [0, 1, 6, 7] : vector<4xf32> 
// CHECK-NEXT:     %92 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<6xf32>> 
// CHECK-NEXT:     %93 = llvm.shufflevector %92, %92 [0, 1] : vector<6xf32> 
// CHECK-NEXT:     %94 = llvm.shufflevector %93, %93 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %95 = llvm.shufflevector %94, %91 [4, 5, 0, 1] : vector<4xf32> 
// CHECK-NEXT:     %96 = llvm.insertvalue %95, %88[1] : !llvm.array<3 x vector<4xf32>> 
// CHECK-NEXT:     %97 = llvm.shufflevector %92, %92 [2, 3] : vector<6xf32> 
// CHECK-NEXT:     %98 = llvm.shufflevector %97, %97 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %99 = llvm.shufflevector %98, %11 [0, 1, 6, 7] : vector<4xf32> 
// CHECK-NEXT:     %100 = llvm.shufflevector %92, %92 [4, 5] : vector<6xf32> 
// CHECK-NEXT:     %101 = llvm.shufflevector %100, %100 [0, 1, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %102 = llvm.shufflevector %101, %99 [4, 5, 0, 1] : vector<4xf32> 
// CHECK-NEXT:     %103 = llvm.insertvalue %102, %96[2] : !llvm.array<3 x vector<4xf32>> 
// CHECK-NEXT:     %104 = builtin.unrealized_conversion_cast %103 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:     %105 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>> 
// CHECK-NEXT:     %106 = llvm.shufflevector %105, %105 [0, 1, 2, 0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:     %107 = llvm.shufflevector %106, %8 [0, 1, 2, 9, 10, 11] : vector<6xf32> 
// CHECK-NEXT:     %108 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>> 
// CHECK-NEXT:     %109 = llvm.shufflevector %108, %108 [0, 1, 2, 0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:     %110 = llvm.shufflevector %109, %107 [6, 7, 8, 0, 1, 2] : vector<6xf32> 
// CHECK-NEXT:     %111 = llvm.insertvalue %110, %10[0] : !llvm.array<2 x vector<6xf32>> 
// CHECK-NEXT:     %112 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>> 
// CHECK-NEXT:     %113 = llvm.shufflevector %112, %112 [0, 1, 2, 0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:     %114 = llvm.shufflevector %113, %8 [0, 1, 2, 9, 10, 11] : vector<6xf32> 
// CHECK-NEXT:     %115 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>> 
// CHECK-NEXT:     %116 = llvm.shufflevector %115, %115 [0, 1, 2, 0, 0, 0] : vector<3xf32> 
// CHECK-NEXT:     %117 = llvm.shufflevector %116, %114 [6, 7, 8, 0, 1, 2] : vector<6xf32> 
// CHECK-NEXT:     %118 = llvm.insertvalue %117, %111[1] : !llvm.array<2 x vector<6xf32>> 
// CHECK-NEXT:     %119 = builtin.unrealized_conversion_cast %118 : !llvm.array<2 x vector<6xf32>> to vector<2x6xf32>
// CHECK-NEXT:     %120 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %121 = llvm.extractelement %0[%120 : i64] : vector<1xf32>
// CHECK-NEXT:     %122 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %123 = llvm.insertelement %121, %7[%122 : i64] : vector<1xf32>
// CHECK-NEXT:     %124 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %125 = llvm.extractelement %arg6[%124 : i64] : vector<1xf32>
// CHECK-NEXT:     %126 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %127 = llvm.insertelement %125, %6[%126 : i64] : vector<1xf32>
// CHECK-NEXT:     %128 = builtin.unrealized_conversion_cast %127 : vector<1xf32> to vector<f32>
// CHECK-NEXT:     return %32, %37, %80, %104, %119, %123, %128 : vector<6x4xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x4xf32>, vector<2x6xf32>, vector<1xf32>, vector<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: vector<2x3xi8>, %arg3: vector<3x3xi8>) -> (vector<5xf32>, vector<3x3xi8>, vector<2xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : vector<3x3xi8> to !llvm.array<3 x vector<3xi8>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi8> to !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:     %2 = llvm.mlir.poison : vector<5xf32>
// CHECK-NEXT:     %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %4 = llvm.extractelement %arg0[%3 : i64] : vector<4xf32>
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %6 = llvm.insertelement %4, %2[%5 : i64] : vector<5xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.extractelement %arg1[%7 : i64] : vector<2xf32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %8, %6[%9 : i64] : vector<5xf32>
// CHECK-NEXT:     %11 = llvm.mlir.constant(-1 : index) : i64
// CHECK-NEXT:     %12 = llvm.extractelement %arg0[%11 : i64] : vector<4xf32>
// CHECK-NEXT:     %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %14 = llvm.insertelement %12, %10[%13 : i64] : vector<5xf32>
// CHECK-NEXT:     %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %16 = llvm.extractelement %arg0[%15 : i64] : vector<4xf32>
// CHECK-NEXT:     %17 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %18 = llvm.insertelement %16, %14[%17 : i64] : vector<5xf32>
// CHECK-NEXT:     %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %20 = llvm.extractelement %arg1[%19 : i64] : vector<2xf32>
// CHECK-NEXT:     %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %22 = llvm.insertelement %20, %18[%21 : i64] : vector<5xf32>
// CHECK-NEXT:     %23 = llvm.mlir.poison : !llvm.array<3 x vector<3xi8>>
// CHECK-NEXT:     %24 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<3xi8>> 
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %23[0] : !llvm.array<3 x vector<3xi8>> 
// CHECK-NEXT:     %26 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi8>> 
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %25[1] : !llvm.array<3 x vector<3xi8>> 
// CHECK-NEXT:     %28 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<3xi8>> 
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %27[2] : !llvm.array<3 x vector<3xi8>> 
// CHECK-NEXT:     %30 = builtin.unrealized_conversion_cast %29 : !llvm.array<3 x vector<3xi8>> to vector<3x3xi8>
// CHECK-NEXT:     %31 = llvm.shufflevector %arg1, %arg1 [1, 0] : vector<2xf32> 
// CHECK-NEXT:     return %22, %30, %31 : vector<5xf32>, vector<3x3xi8>, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
