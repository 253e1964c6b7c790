// convert-to-llvm: one conversion with the patterns of every dialect that implements
// ConvertToLlvmInterface (arith, cf, func, memref, ub, vector); filter-dialects keeps only
// the named dialects' patterns. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-to-llvm=filter-dialects=arith,vector | FileCheck %s --check-prefix=FILTER

func.func private @ext(%m: memref<?x4xf32>, %i: i64) -> (i64, f32)

func.func @mixed(%m: memref<?x4xf32>, %i: index, %v: vector<4xf32>, %c: i1) -> (f32, vector<4xf32>) {
  %0 = vector.extract %v[1] : f32 from vector<4xf32>
  %c4 = arith.constant 4 : index
  %1 = arith.addi %i, %c4 : index
  %2 = memref.load %m[%i, %1] : memref<?x4xf32>
  %3 = arith.addf %0, %2 : f32
  %i64 = arith.index_cast %i : index to i64
  %r:2 = call @ext(%m, %i64) : (memref<?x4xf32>, i64) -> (i64, f32)
  cf.cond_br %c, ^bb1(%3 : f32), ^bb1(%r#1 : f32)
^bb1(%x: f32):
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %p = ub.poison : vector<4xf32>
  %s = arith.select %c, %b, %p : vector<4xf32>
  %row = vector.insert %x, %s[2] : f32 into vector<4xf32>
  return %x, %row : f32, vector<4xf32>
}

func.func @loads(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @divs(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64) -> !llvm.struct<(i64, f32)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @mixed(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: vector<4xf32>, %arg9: i1) -> !llvm.struct<(f32, vector<4xf32>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %9 = llvm.extractelement %arg8[%8 : i64] : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %11 = llvm.add %arg7, %10 : i64
// CHECK-NEXT:     %12 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %14 = llvm.mul %arg7, %13 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %15 = llvm.add %14, %11 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %16 = llvm.getelementptr inbounds|nuw %12[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %17 = llvm.load %16 : !llvm.ptr -> f32
// CHECK-NEXT:     %18 = llvm.fadd %9, %17 : f32
// CHECK-NEXT:     %19 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %22 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %24 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %25 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %26 = llvm.call @ext(%19, %20, %21, %22, %23, %24, %25, %arg7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %27 = llvm.extractvalue %26[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %28 = llvm.extractvalue %26[1] : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     llvm.cond_br %arg9, ^bb1(%18 : f32), ^bb1(%28 : f32)
// CHECK-NEXT:   ^bb1(%29: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %30 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %32 = llvm.insertelement %29, %30[%31 : i32] : vector<4xf32>
// CHECK-NEXT:     %33 = llvm.shufflevector %32, %30 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:     %34 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %35 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %36 = llvm.insertelement %29, %33[%35 : i64] : vector<4xf32>
// CHECK-NEXT:     %37 = llvm.mlir.poison : !llvm.struct<(f32, vector<4xf32>)>
// CHECK-NEXT:     %38 = llvm.insertvalue %29, %37[0] : !llvm.struct<(f32, vector<4xf32>)>
// CHECK-NEXT:     %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(f32, vector<4xf32>)>
// CHECK-NEXT:     llvm.return %39 : !llvm.struct<(f32, vector<4xf32>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @loads(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> vector<4xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.getelementptr %9[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %8, %10 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:     llvm.return %8 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @divs(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = llvm.mul %2, %arg1 : i32
// CHECK-NEXT:     %4 = llvm.icmp "ne" %arg0, %3 : i32
// CHECK-NEXT:     %5 = llvm.icmp "slt" %arg0, %0 : i32
// CHECK-NEXT:     %6 = llvm.icmp "slt" %arg1, %0 : i32
// CHECK-NEXT:     %7 = llvm.icmp "eq" %5, %6 : i1
// CHECK-NEXT:     %8 = llvm.and %4, %7 : i1
// CHECK-NEXT:     %9 = llvm.add %2, %1 : i32
// CHECK-NEXT:     %10 = llvm.select %8, %9, %2 : i1, i32
// CHECK-NEXT:     %11 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = llvm.mul %11, %arg1 : i32
// CHECK-NEXT:     %13 = llvm.icmp "ne" %arg0, %12 : i32
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %15 = llvm.icmp "slt" %arg0, %14 : i32
// CHECK-NEXT:     %16 = llvm.icmp "slt" %arg1, %14 : i32
// CHECK-NEXT:     %17 = llvm.icmp "ne" %15, %16 : i1
// CHECK-NEXT:     %18 = llvm.and %13, %17 : i1
// CHECK-NEXT:     %19 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %20 = llvm.add %11, %19 : i32
// CHECK-NEXT:     %21 = llvm.select %18, %20, %11 : i1, i32
// CHECK-NEXT:     %22 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT:     %23 = llvm.insertvalue %10, %22[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:     %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:     llvm.return %24 : !llvm.struct<(i32, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// FILTER: module {
// FILTER-NEXT:   func.func private @ext(memref<?x4xf32>, i64) -> (i64, f32)
// FILTER-NEXT:   func.func @mixed(%arg0: memref<?x4xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: i1) -> (f32, vector<4xf32>) {
// FILTER-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// FILTER-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// FILTER-NEXT:     %2 = llvm.extractelement %arg2[%1 : i64] : vector<4xf32>
// FILTER-NEXT:     %3 = llvm.mlir.constant(4 : index) : i64
// FILTER-NEXT:     %4 = llvm.add %0, %3 : i64
// FILTER-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// FILTER-NEXT:     %6 = memref.load %arg0[%arg1, %5] : memref<?x4xf32>
// FILTER-NEXT:     %7 = llvm.fadd %2, %6 : f32
// FILTER-NEXT:     %8:2 = call @ext(%arg0, %0) : (memref<?x4xf32>, i64) -> (i64, f32)
// FILTER-NEXT:     cf.cond_br %arg3, ^bb1(%7 : f32), ^bb1(%8#1 : f32)
// FILTER-NEXT:   ^bb1(%9: f32):  // 2 preds: ^bb0, ^bb0
// FILTER-NEXT:     %10 = llvm.mlir.poison : vector<4xf32>
// FILTER-NEXT:     %11 = llvm.mlir.constant(0 : i32) : i32
// FILTER-NEXT:     %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xf32>
// FILTER-NEXT:     %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// FILTER-NEXT:     %14 = ub.poison : vector<4xf32>
// FILTER-NEXT:     %15 = llvm.mlir.constant(2 : i64) : i64
// FILTER-NEXT:     %16 = llvm.insertelement %9, %13[%15 : i64] : vector<4xf32>
// FILTER-NEXT:     return %9, %16 : f32, vector<4xf32>
// FILTER-NEXT:   }
// FILTER-NEXT:   func.func @loads(%arg0: memref<8xf32>, %arg1: index) -> vector<4xf32> {
// FILTER-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// FILTER-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FILTER-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FILTER-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FILTER-NEXT:     %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// FILTER-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FILTER-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FILTER-NEXT:     llvm.store %4, %6 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// FILTER-NEXT:     return %4 : vector<4xf32>
// FILTER-NEXT:   }
// FILTER-NEXT:   func.func @divs(%arg0: i32, %arg1: i32) -> (i32, i32) {
// FILTER-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// FILTER-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// FILTER-NEXT:     %2 = llvm.sdiv %arg0, %arg1 : i32
// FILTER-NEXT:     %3 = llvm.mul %2, %arg1 : i32
// FILTER-NEXT:     %4 = llvm.icmp "ne" %arg0, %3 : i32
// FILTER-NEXT:     %5 = llvm.icmp "slt" %arg0, %0 : i32
// FILTER-NEXT:     %6 = llvm.icmp "slt" %arg1, %0 : i32
// FILTER-NEXT:     %7 = llvm.icmp "eq" %5, %6 : i1
// FILTER-NEXT:     %8 = llvm.and %4, %7 : i1
// FILTER-NEXT:     %9 = llvm.add %2, %1 : i32
// FILTER-NEXT:     %10 = llvm.select %8, %9, %2 : i1, i32
// FILTER-NEXT:     %11 = llvm.sdiv %arg0, %arg1 : i32
// FILTER-NEXT:     %12 = llvm.mul %11, %arg1 : i32
// FILTER-NEXT:     %13 = llvm.icmp "ne" %arg0, %12 : i32
// FILTER-NEXT:     %14 = llvm.mlir.constant(0 : i32) : i32
// FILTER-NEXT:     %15 = llvm.icmp "slt" %arg0, %14 : i32
// FILTER-NEXT:     %16 = llvm.icmp "slt" %arg1, %14 : i32
// FILTER-NEXT:     %17 = llvm.icmp "ne" %15, %16 : i1
// FILTER-NEXT:     %18 = llvm.and %13, %17 : i1
// FILTER-NEXT:     %19 = llvm.mlir.constant(-1 : i32) : i32
// FILTER-NEXT:     %20 = llvm.add %11, %19 : i32
// FILTER-NEXT:     %21 = llvm.select %18, %20, %11 : i1, i32
// FILTER-NEXT:     return %10, %21 : i32, i32
// FILTER-NEXT:   }
// FILTER-NEXT: }
