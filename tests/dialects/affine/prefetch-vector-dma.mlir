// affine.prefetch, affine.vector_load, affine.vector_store, affine.dma_start and
// affine.dma_wait: custom and generic printing identical to mlir-opt 22 (maps of SSA ids,
// symbols, strided DMA, zero-rank memrefs, attribute dictionaries where the syntax has
// one), and round trips through both forms.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @prefetch(%arg0: memref<400x400xi32>, %arg1: index) {
// CHECK: affine.for %arg2 = 0 to 400 {
// CHECK-NEXT: affine.prefetch %arg0[%arg2, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2 * 2, symbol(%arg1)], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2, 0], read, locality<1>, data {foo.attr = 1 : i32} : memref<400x400xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: memref<100x100xf32>, %arg1: vector<8xf32>, %arg2: index) -> vector<2x8xf32> {
// CHECK-NEXT: affine.for %arg3 = 0 to 50 {
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg3 + 3, symbol(%arg2)] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %1, %arg0[%arg3 * 2, 7] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %arg1, %arg0[%arg3, %arg3] {foo.attr} : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.vector_load %arg0[0, 0] {foo.attr} : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: return %0 : vector<2x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: affine.for %arg5 = 0 to 10 {
// CHECK-NEXT: affine.dma_start %arg0[%arg5, 0], %arg1[%arg5 mod 2, symbol(%arg3)], %arg2[0], %arg3 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[0], %arg3 : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%arg5, %arg5 * 4], %arg1[0, 0], %arg2[0], %arg3, %arg4, %arg3 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg2[%arg5 floordiv 16], %arg3 : memref<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_rank(%arg0: memref<f32>, %arg1: memref<i32>, %arg2: memref<f32, 2>, %arg3: index) -> vector<4xf32> {
// CHECK-NEXT: affine.prefetch %arg0[], read, locality<2>, data : memref<f32>
// CHECK-NEXT: %0 = affine.vector_load %arg0[] : memref<f32>, vector<4xf32>
// CHECK-NEXT: affine.dma_start %arg0[], %arg2[], %arg1[], %arg3 : memref<f32>, memref<f32, 2>, memref<i32>
// CHECK-NEXT: affine.dma_wait %arg1[], %arg3 : memref<i32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_parallel(%arg0: memref<64x64xf32>, %arg1: memref<64xi32>, %arg2: memref<64x64xf32, 1>, %arg3: index) {
// CHECK-NEXT: affine.parallel (%arg4, %arg5) = (0, 0) to (64, 64) step (8, 8) {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg4, %arg5] : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg5, %arg4] : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg4 + 8, %arg5], read, locality<3>, data : memref<64x64xf32>
// CHECK-NEXT: affine.dma_start %arg0[%arg4, %arg5], %arg2[%arg4, %arg5], %arg1[%arg4], %arg3 : memref<64x64xf32>, memref<64x64xf32, 1>, memref<64xi32>
// CHECK-NEXT: affine.dma_wait %arg1[%arg4], %arg3 : memref<64xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0, d0 + 5)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2, s0)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (0)>
// GENERIC-NEXT: #map4 = affine_map<() -> (400)>
// GENERIC-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0 * 2, 7)>
// GENERIC-NEXT: #map7 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map8 = affine_map<() -> (50)>
// GENERIC-NEXT: #map9 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 mod 2, s0)>
// GENERIC-NEXT: #map11 = affine_map<(d0) -> (d0, d0 * 4)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (0)>
// GENERIC-NEXT: #map13 = affine_map<(d0) -> (d0 floordiv 16)>
// GENERIC-NEXT: #map14 = affine_map<() -> (10)>
// GENERIC-NEXT: #map15 = affine_map<() -> ()>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1) -> (d0 + 8, d1)>
// GENERIC-NEXT: #map18 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map19 = affine_map<() -> (64, 64)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-LABEL: "func.func"() <{function_type = (memref<400x400xi32>, index) -> (), sym_name = "prefetch"}> ({
// GENERIC-NEXT: ^bb0(%arg20: memref<400x400xi32>, %arg21: index):
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT: ^bb0(%arg22: index):
// GENERIC-NEXT: "affine.prefetch"(%arg20, %arg22) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<400x400xi32>, index) -> ()
// GENERIC-NEXT: "affine.prefetch"(%arg20, %arg22, %arg21) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.prefetch"(%arg20, %arg22) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = #map2}> {foo.attr = 1 : i32} : (memref<400x400xi32>, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<100x100xf32>, vector<8xf32>, index) -> vector<2x8xf32>, sym_name = "vectors"}> ({
// GENERIC-NEXT: ^bb0(%arg16: memref<100x100xf32>, %arg17: vector<8xf32>, %arg18: index):
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT: ^bb0(%arg19: index):
// GENERIC-NEXT: %3 = "affine.vector_load"(%arg16, %arg19, %arg18) <{map = #map5}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT: "affine.vector_store"(%3, %arg16, %arg19) <{map = #map6}> : (vector<8xf32>, memref<100x100xf32>, index) -> ()
// GENERIC-NEXT: "affine.vector_store"(%arg17, %arg16, %arg19) <{map = #map7}> {foo.attr} : (vector<8xf32>, memref<100x100xf32>, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %2 = "affine.vector_load"(%arg16) <{map = #map9}> {foo.attr} : (memref<100x100xf32>) -> vector<2x8xf32>
// GENERIC-NEXT: "func.return"(%2) : (vector<2x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>, index, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT: ^bb0(%arg10: memref<40x128xf32>, %arg11: memref<2x1024xf32, 1>, %arg12: memref<1xi32>, %arg13: index, %arg14: index):
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map14}> ({
// GENERIC-NEXT: ^bb0(%arg15: index):
// GENERIC-NEXT: "affine.dma_start"(%arg10, %arg15, %arg11, %arg15, %arg13, %arg12, %arg13) {dst_map = #map10, src_map = #map2, tag_map = #map3} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC-NEXT: "affine.dma_wait"(%arg12, %arg13) {tag_map = #map3} : (memref<1xi32>, index) -> ()
// GENERIC-NEXT: "affine.dma_start"(%arg10, %arg15, %arg11, %arg12, %arg15, %arg13, %arg14, %arg13) {dst_map = #map9, src_map = #map11, tag_map = #map12} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, memref<1xi32>, index, index, index, index) -> ()
// GENERIC-NEXT: "affine.dma_wait"(%arg12, %arg15, %arg13) {tag_map = #map13} : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<f32>, memref<i32>, memref<f32, 2>, index) -> vector<4xf32>, sym_name = "zero_rank"}> ({
// GENERIC-NEXT: ^bb0(%arg6: memref<f32>, %arg7: memref<i32>, %arg8: memref<f32, 2>, %arg9: index):
// GENERIC-NEXT: "affine.prefetch"(%arg6) <{isDataCache = true, isWrite = false, localityHint = 2 : i32, map = #map15}> : (memref<f32>) -> ()
// GENERIC-NEXT: %1 = "affine.vector_load"(%arg6) <{map = #map15}> : (memref<f32>) -> vector<4xf32>
// GENERIC-NEXT: "affine.dma_start"(%arg6, %arg8, %arg7, %arg9) {dst_map = #map15, src_map = #map15, tag_map = #map15} : (memref<f32>, memref<f32, 2>, memref<i32>, index) -> ()
// GENERIC-NEXT: "affine.dma_wait"(%arg7, %arg9) {tag_map = #map15} : (memref<i32>, index) -> ()
// GENERIC-NEXT: "func.return"(%1) : (vector<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<64x64xf32>, memref<64xi32>, memref<64x64xf32, 1>, index) -> (), sym_name = "in_parallel"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<64x64xf32>, %arg1: memref<64xi32>, %arg2: memref<64x64xf32, 1>, %arg3: index):
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map9, reductions = [], steps = [8, 8], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map19}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: %0 = "affine.vector_load"(%arg0, %arg4, %arg5) <{map = #map16}> : (memref<64x64xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT: "affine.vector_store"(%0, %arg0, %arg5, %arg4) <{map = #map16}> : (vector<8xf32>, memref<64x64xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.prefetch"(%arg0, %arg4, %arg5) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map17}> : (memref<64x64xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.dma_start"(%arg0, %arg4, %arg5, %arg2, %arg4, %arg5, %arg1, %arg4, %arg3) {dst_map = #map16, src_map = #map16, tag_map = #map18} : (memref<64x64xf32>, index, index, memref<64x64xf32, 1>, index, index, memref<64xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.dma_wait"(%arg1, %arg4, %arg3) {tag_map = #map18} : (memref<64xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @prefetch(%m: memref<400x400xi32>, %n: index) {
  affine.for %i = 0 to 400 {
    affine.prefetch %m[%i, %i + 5], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%i * 2, symbol(%n)], write, locality<0>, instr : memref<400x400xi32>
    affine.prefetch %m[%i, 0], read, locality<1>, data {foo.attr = 1 : i32} : memref<400x400xi32>
  }
  return
}

func.func @vectors(%m: memref<100x100xf32>, %v: vector<8xf32>, %n: index) -> vector<2x8xf32> {
  affine.for %i = 0 to 50 {
    %a = affine.vector_load %m[%i + 3, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %a, %m[%i * 2, 7] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %m[%i, %i] {foo.attr} : memref<100x100xf32>, vector<8xf32>
  }
  %b = affine.vector_load %m[0, 0] {foo.attr} : memref<100x100xf32>, vector<2x8xf32>
  return %b : vector<2x8xf32>
}

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index, %s: index) {
  affine.for %i = 0 to 10 {
    affine.dma_start %src[%i, 0], %dst[%i mod 2, symbol(%n)], %tag[0], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[0], %n : memref<1xi32>
    affine.dma_start %src[%i, %i * 4], %dst[0, 0], %tag[%i - %i], %n, %s, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%i floordiv 16], %n : memref<1xi32>
  }
  return
}

func.func @zero_rank(%m: memref<f32>, %t: memref<i32>, %d: memref<f32, 2>, %n: index) -> vector<4xf32> {
  affine.prefetch %m[], read, locality<2>, data : memref<f32>
  %v = affine.vector_load %m[] : memref<f32>, vector<4xf32>
  affine.dma_start %m[], %d[], %t[], %n : memref<f32>, memref<f32, 2>, memref<i32>
  affine.dma_wait %t[], %n : memref<i32>
  return %v : vector<4xf32>
}

func.func @in_parallel(%m: memref<64x64xf32>, %tag: memref<64xi32>, %d: memref<64x64xf32, 1>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (64, 64) step (8, 8) {
    %v = affine.vector_load %m[%i, %j] : memref<64x64xf32>, vector<8xf32>
    affine.vector_store %v, %m[%j, %i] : memref<64x64xf32>, vector<8xf32>
    affine.prefetch %m[%i + 8, %j], read, locality<3>, data : memref<64x64xf32>
    affine.dma_start %m[%i, %j], %d[%i, %j], %tag[%i], %n : memref<64x64xf32>, memref<64x64xf32, 1>, memref<64xi32>
    affine.dma_wait %tag[%i], %n : memref<64xi32>
  }
  return
}
