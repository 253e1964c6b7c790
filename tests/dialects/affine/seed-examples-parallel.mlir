// The seed documents' examples that use affine.parallel, affine.prefetch,
// affine.vector_load/store and affine.dma_start/wait (../shared/seeds/000: @pad_edges,
// the 2-D convolution @conv_2d, tiling, prefetch, vector and DMA examples), modernized
// to MLIR 22 syntax. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// CHECK: #set = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<12x12xf32>
// CHECK-NEXT: affine.parallel (%arg1, %arg2) = (0, 0) to (12, 12) {
// CHECK-NEXT: %0 = affine.if #set(%arg1, %arg2) -> f32 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32>
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<12x12xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<98x98xf32>
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (98, 98) {
// CHECK-NEXT: %0 = affine.parallel (%arg4, %arg5) = (0, 0) to (2, 2) reduce ("addf") -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2 + %arg4, %arg3 + %arg5] : memref<100x100xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg4, %arg5] : memref<3x3xf32>
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %alloc[%arg2, %arg3] : memref<98x98xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<98x98xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func private @f(index, index)
// CHECK-NEXT: func.func @tiling(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (%arg0, %arg1) step (32, 32) {
// CHECK-NEXT: affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (min(%arg2 + 32, %arg0), min(%arg3 + 32, %arg1)) {
// CHECK-NEXT: func.call @f(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @prefetch(%arg0: memref<400x400xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @vector_load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg1 + 3, %arg2 + 7] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg1 + symbol(%arg3), %arg2 + symbol(%arg4)] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: %2 = affine.vector_load %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg1 + 3, %arg2 + 7] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %1, %arg0[%arg1 + symbol(%arg3), %arg2 + symbol(%arg4)] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %2, %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// CHECK-NEXT: %c256 = arith.constant 256 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32, 2>
// CHECK-NEXT: affine.dma_start %arg0[%arg2 + 3, %arg3], %arg1[%arg4 + 7, %arg5], %alloc[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %alloc[%c0], %c256, %arg6, %arg7 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0 - 1, d1 - 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (12, 12)>
// GENERIC-NEXT: #set = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<10x10xf32>) -> memref<12x12xf32>, sym_name = "pad_edges"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<10x10xf32>):
// GENERIC-NEXT: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12x12xf32>
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
// GENERIC-NEXT: ^bb0(%arg1: index, %arg2: index):
// GENERIC-NEXT: %1 = "affine.if"(%arg1, %arg2) <{condition = #set}> ({
// GENERIC-NEXT: %3 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<10x10xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "affine.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index) -> f32
// GENERIC-NEXT: "affine.store"(%1, %0, %arg1, %arg2) <{map = #map1}> : (f32, memref<12x12xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%0) : (memref<12x12xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1, d2, d3) -> (d0 + d1, d2 + d3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (2, 2)>
// GENERIC-NEXT: #map4 = affine_map<() -> (98, 98)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, memref<3x3xf32>) -> memref<98x98xf32>, sym_name = "conv_2d"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>):
// GENERIC-NEXT: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<98x98xf32>
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map4}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT: %1 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [0], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: %2 = "affine.load"(%arg0, %arg2, %arg4, %arg3, %arg5) <{map = #map}> : (memref<100x100xf32>, index, index, index, index) -> f32
// GENERIC-NEXT: %3 = "affine.load"(%arg1, %arg4, %arg5) <{map = #map1}> : (memref<3x3xf32>, index, index) -> f32
// GENERIC-NEXT: %4 = "arith.mulf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "affine.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: "affine.store"(%1, %0, %arg2, %arg3) <{map = #map1}> : (f32, memref<98x98xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%0) : (memref<98x98xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0 + 32, d1, d2 + 32, d3)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "f", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "tiling"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: "affine.parallel"(%arg0, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [32, 32], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT: "affine.parallel"(%arg2, %arg3, %arg2, %arg0, %arg3, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map1}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: "func.call"(%arg4, %arg5) <{callee = @f}> : (index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<400x400xi32>, index, index) -> (), sym_name = "prefetch"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<400x400xi32>, %arg1: index, %arg2: index):
// GENERIC-NEXT: "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, index, index, index, index) -> (), sym_name = "vector_load_store"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
// GENERIC-NEXT: %0 = "affine.vector_load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT: %1 = "affine.vector_load"(%arg0, %arg1, %arg2, %arg3, %arg4) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> vector<4xf32>
// GENERIC-NEXT: %2 = "affine.vector_load"(%arg0, %arg1, %arg2) <{map = #map2}> : (memref<100x100xf32>, index, index) -> vector<2x8xf32>
// GENERIC-NEXT: "affine.vector_store"(%0, %arg0, %arg1, %arg2) <{map = #map}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.vector_store"(%1, %arg0, %arg1, %arg2, %arg3, %arg4) <{map = #map1}> : (vector<4xf32>, memref<100x100xf32>, index, index, index, index) -> ()
// GENERIC-NEXT: "affine.vector_store"(%2, %arg0, %arg1, %arg2) <{map = #map2}> : (vector<2x8xf32>, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0 + 7, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + 3, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, index, index, index, index, index, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 256 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 2>
// GENERIC-NEXT: "affine.dma_start"(%arg0, %arg2, %arg3, %arg1, %arg4, %arg5, %2, %1, %0) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT: "affine.dma_start"(%arg0, %arg2, %arg3, %arg1, %arg4, %arg5, %2, %1, %0, %arg6, %arg7) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index, index, index) -> ()
// GENERIC-NEXT: "affine.dma_wait"(%2, %1, %0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: #set = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CANON-NEXT: %alloc = memref.alloc() : memref<12x12xf32>
// CANON-NEXT: affine.parallel (%arg1, %arg2) = (0, 0) to (12, 12) {
// CANON-NEXT: %0 = affine.if #set(%arg1, %arg2) -> f32 {
// CANON-NEXT: %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32>
// CANON-NEXT: affine.yield %1 : f32
// CANON-NEXT: } else {
// CANON-NEXT: affine.yield %cst : f32
// CANON-NEXT: }
// CANON-NEXT: affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32>
// CANON-NEXT: }
// CANON-NEXT: return %alloc : memref<12x12xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
// CANON-NEXT: %alloc = memref.alloc() : memref<98x98xf32>
// CANON-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (98, 98) {
// CANON-NEXT: %0 = affine.parallel (%arg4, %arg5) = (0, 0) to (2, 2) reduce ("addf") -> (f32) {
// CANON-NEXT: %1 = affine.load %arg0[%arg2 + %arg4, %arg3 + %arg5] : memref<100x100xf32>
// CANON-NEXT: %2 = affine.load %arg1[%arg4, %arg5] : memref<3x3xf32>
// CANON-NEXT: %3 = arith.mulf %1, %2 : f32
// CANON-NEXT: affine.yield %3 : f32
// CANON-NEXT: }
// CANON-NEXT: affine.store %0, %alloc[%arg2, %arg3] : memref<98x98xf32>
// CANON-NEXT: }
// CANON-NEXT: return %alloc : memref<98x98xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func private @f(index, index)
// CANON-NEXT: func.func @tiling(%arg0: index, %arg1: index) {
// CANON-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg0), symbol(%arg1)) step (32, 32) {
// CANON-NEXT: affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (min(%arg2 + 32, symbol(%arg0)), min(%arg3 + 32, symbol(%arg1))) {
// CANON-NEXT: func.call @f(%arg4, %arg5) : (index, index) -> ()
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func @prefetch(%arg0: memref<400x400xi32>, %arg1: index, %arg2: index) {
// CANON-NEXT: affine.prefetch %arg0[symbol(%arg1), symbol(%arg2) + 5], read, locality<3>, data : memref<400x400xi32>
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func @vector_load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CANON-NEXT: %0 = affine.vector_load %arg0[symbol(%arg1) + 3, symbol(%arg2) + 7] : memref<100x100xf32>, vector<8xf32>
// CANON-NEXT: %1 = affine.vector_load %arg0[symbol(%arg3) + symbol(%arg1), symbol(%arg4) + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
// CANON-NEXT: %2 = affine.vector_load %arg0[symbol(%arg1), symbol(%arg2)] : memref<100x100xf32>, vector<2x8xf32>
// CANON-NEXT: affine.vector_store %0, %arg0[symbol(%arg1) + 3, symbol(%arg2) + 7] : memref<100x100xf32>, vector<8xf32>
// CANON-NEXT: affine.vector_store %1, %arg0[symbol(%arg3) + symbol(%arg1), symbol(%arg4) + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
// CANON-NEXT: affine.vector_store %2, %arg0[symbol(%arg1), symbol(%arg2)] : memref<100x100xf32>, vector<2x8xf32>
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// CANON-NEXT: %c256 = arith.constant 256 : index
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %alloc = memref.alloc() : memref<1xi32, 2>
// CANON-NEXT: affine.dma_start %arg0[%arg2 + 3, %arg3], %arg1[%arg4 + 7, %arg5], %alloc[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CANON-NEXT: affine.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %alloc[%c0], %c256, %arg6, %arg7 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CANON-NEXT: affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }

// 000, affine.if with results: initialization with edge padding (the set's stray
// operands dropped, `alloc`/`load` now memref.alloc/affine.load, the store written out).
#interior = affine_set<(i, j) : (i - 1 >= 0, j - 1 >= 0,  10 - i >= 0, 10 - j >= 0)>
func.func @pad_edges(%I : memref<10x10xf32>) -> (memref<12x12xf32>) {
  %O = memref.alloc() : memref<12x12xf32>
  affine.parallel (%i, %j) = (0, 0) to (12, 12) {
    %1 = affine.if #interior (%i, %j) -> f32 {
      %2 = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
      affine.yield %2 : f32
    } else {
      %2 = arith.constant 0.0 : f32
      affine.yield %2 : f32
    }
    affine.store %1, %O[%i, %j] : memref<12x12xf32>
  }
  return %O : memref<12x12xf32>
}

// -----

// 000, affine.parallel: 3x3 valid convolution (the reduction's store written out).
func.func @conv_2d(%D : memref<100x100xf32>, %K : memref<3x3xf32>) -> (memref<98x98xf32>) {
  %O = memref.alloc() : memref<98x98xf32>
  affine.parallel (%x, %y) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
      %1 = affine.load %D[%x + %kx, %y + %ky] : memref<100x100xf32>
      %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.yield %3 : f32
    }
    affine.store %0, %O[%x, %y] : memref<98x98xf32>
  }
  return %O : memref<98x98xf32>
}

// -----

// 000, affine.parallel: tiling by potentially imperfectly dividing sizes.
func.func private @f(index, index)
func.func @tiling(%N: index, %M: index) {
  affine.parallel (%ii, %jj) = (0, 0) to (%N, %M) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj)
                            to (min(%ii + 32, %N), min(%jj + 32, %M)) {
      func.call @f(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// 000, affine.prefetch.
func.func @prefetch(%0: memref<400x400xi32>, %i: index, %j: index) {
  affine.prefetch %0[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
  return
}

// -----

// 000, affine.vector_load and affine.vector_store.
func.func @vector_load_store(%0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index) {
  %1 = affine.vector_load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
  %2 = affine.vector_load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
  %3 = affine.vector_load %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
  affine.vector_store %1, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %2, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %3, %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
  return
}

// -----

// 000, affine.dma_start and affine.dma_wait (memory spaces as integers, the element
// count typed).
func.func @dma(%src: memref<40x128xf32, 0>, %dst: memref<2x1024xf32, 1>, %i: index, %j: index, %k: index, %l: index, %stride: index, %num_elt_per_stride: index) {
  %num_elements = arith.constant 256 : index
  %idx = arith.constant 0 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx],
    %num_elements :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %src[%i, %j], %dst[%k, %l], %tag[%idx], %num_elements,
    %stride, %num_elt_per_stride :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  return
}

