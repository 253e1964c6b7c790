// The affine examples of the seed documents (../shared/seeds/000 and 001), modernized to
// MLIR 22 syntax (func.func, memref.dim, func.call inside affine regions, affine_map and
// affine_set literals, typed arguments, declared callees and maps): round trips in both
// forms and canonicalization. Examples that need affine.parallel, affine.prefetch,
// affine.vector_load/store and affine.dma_* are in seed-examples-parallel.mlir.
// Expected output is mlir-opt 22's.
// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// CHECK: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @set42(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: f32) {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 {
// CHECK-NEXT: affine.if #set(%arg4, %arg5)[%arg0, %arg1] {
// CHECK-NEXT: affine.store %arg3, %arg2[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg0)[%arg2]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 50176)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 224)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @delinearize_index(%arg0: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c224 = arith.constant 224 : index
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%c16, %c224, %c224) : index, index, index
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %0#0, %0#1, %0#2, %1, %2, %3 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @F1(memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: func.func private @F2(f32, memref<?x?xf32>, index, index)
// CHECK-NEXT: func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%dim]
// CHECK-NEXT: %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<1024xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_counters(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 128 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
// CHECK-NEXT: %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %2 = arith.addi %arg4, %c2 : index
// CHECK-NEXT: affine.yield %1, %2 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1 - 10)>
// CHECK-NEXT: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @S1(i32, index, index) -> i32
// CHECK-NEXT: func.func private @S2(i32, memref<10xi32>, index, index)
// CHECK-NEXT: func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4)
// CHECK-NEXT: %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
// CHECK-NEXT: affine.if #set(%arg3, %arg4)[%arg2] {
// CHECK-NEXT: %2 = affine.apply #map1(%arg3, %arg4)
// CHECK-NEXT: func.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0) -> (1000, d0 + 512)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @load_min_max(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> (f32, f32, index, index) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 + 3, %arg2 + 7] : memref<100x100xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1 + symbol(%arg3), %arg2 + symbol(%arg4)] : memref<100x100xf32>
// CHECK-NEXT: %2 = affine.max #map(%arg1)
// CHECK-NEXT: %3 = affine.min #map1(%arg5)[%arg6]
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, memref<?x?xf32>, f32) -> (), sym_name = "set42"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: f32):
// GENERIC-NEXT: "affine.for"(%arg0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg4: index):
// GENERIC-NEXT: "affine.for"(%arg1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: "affine.if"(%arg4, %arg5, %arg0, %arg1) <{condition = #set}> ({
// GENERIC-NEXT: "affine.store"(%arg3, %arg2, %arg4, %arg5) <{map = #map}> : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index) -> (index, index), sym_name = "apply"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index):
// GENERIC-NEXT: %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT: %1 = "affine.apply"(%arg0, %arg2) <{map = #map1}> : (index, index) -> index
// GENERIC-NEXT: "func.return"(%0, %1) : (index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<()[s0] -> (s0 floordiv 50176)>
// GENERIC-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
// GENERIC-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 224)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index) -> (index, index, index, index, index, index), sym_name = "delinearize_index"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 16 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 224 : index}> : () -> index
// GENERIC-NEXT: %2:3 = "affine.delinearize_index"(%arg0, %0, %1, %1) <{static_basis = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> (index, index, index)
// GENERIC-NEXT: %3 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
// GENERIC-NEXT: %4 = "affine.apply"(%arg0) <{map = #map1}> : (index) -> index
// GENERIC-NEXT: %5 = "affine.apply"(%arg0) <{map = #map2}> : (index) -> index
// GENERIC-NEXT: "func.return"(%2#0, %2#1, %2#2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> f32, sym_name = "F1", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, memref<?x?xf32>, index, index) -> (), sym_name = "F2", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "simple_example"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "memref.dim"(%arg0, %0) : (memref<?x?xf32>, index) -> index
// GENERIC-NEXT: "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: %2 = "affine.apply"(%arg3, %1) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT: %3 = "func.call"(%arg0, %arg2, %2) <{callee = @F1}> : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT: "func.call"(%3, %arg1, %arg2, %2) <{callee = @F2}> : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (10)>
// GENERIC-NEXT: #map3 = affine_map<() -> (128)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<1024xf32>) -> f32, sym_name = "reduce"}> ({
// GENERIC-NEXT: ^bb0(%arg5: memref<1024xf32>):
// GENERIC-NEXT: %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %6 = "affine.for"(%5) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: f32):
// GENERIC-NEXT: %7 = "affine.load"(%arg5, %arg6) <{map = #map}> : (memref<1024xf32>, index) -> f32
// GENERIC-NEXT: %8 = "arith.addf"(%arg7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "affine.yield"(%8) : (f32) -> ()
// GENERIC-NEXT: }) : (f32) -> f32
// GENERIC-NEXT: "func.return"(%6) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "two_counters"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC-NEXT: %2:2 = "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// GENERIC-NEXT: %3 = "arith.addi"(%arg3, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: %4 = "arith.addi"(%arg4, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: "affine.yield"(%3, %4) : (index, index) -> ()
// GENERIC-NEXT: }) : (index, index) -> (index, index)
// GENERIC-NEXT: "func.return"(%2#0, %2#1) : (index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0) -> (d0 * 2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1 - 10)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0)>
// GENERIC-NEXT: #map3 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, index, index) -> i32, sym_name = "S1", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, memref<10xi32>, index, index) -> (), sym_name = "S2", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<10xi32>, i32, index) -> (), sym_name = "reduced_domain_example"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<10xi32>, %arg1: i32, %arg2: index):
// GENERIC-NEXT: "affine.for"(%arg2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: "affine.for"(%arg2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT: ^bb0(%arg4: index):
// GENERIC-NEXT: %0 = "affine.apply"(%arg4) <{map = #map}> : (index) -> index
// GENERIC-NEXT: %1 = "func.call"(%arg1, %arg3, %0) <{callee = @S1}> : (i32, index, index) -> i32
// GENERIC-NEXT: "affine.if"(%arg3, %arg4, %arg2) <{condition = #set}> ({
// GENERIC-NEXT: %2 = "affine.apply"(%arg3, %arg4) <{map = #map1}> : (index, index) -> index
// GENERIC-NEXT: "func.call"(%1, %arg0, %arg3, %2) <{callee = @S2}> : (i32, memref<10xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (1000, d0 + 512)>
// GENERIC-NEXT: #map3 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, index, index, index, index, index, index) -> (f32, f32, index, index), sym_name = "load_min_max"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index):
// GENERIC-NEXT: %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT: %1 = "affine.load"(%arg0, %arg1, %arg2, %arg3, %arg4) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> f32
// GENERIC-NEXT: %2 = "affine.max"(%arg1) <{map = #map2}> : (index) -> index
// GENERIC-NEXT: %3 = "affine.min"(%arg5, %arg6) <{map = #map3}> : (index, index) -> index
// GENERIC-NEXT: "func.return"(%0, %1, %2, %3) : (f32, f32, index, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: #set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @set42(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>, %arg3: f32) {
// CANON-NEXT: affine.for %arg4 = 0 to %arg0 {
// CANON-NEXT: affine.for %arg5 = 0 to %arg1 {
// CANON-NEXT: affine.if #set(%arg4, %arg5)[%arg0, %arg1] {
// CANON-NEXT: affine.store %arg3, %arg2[%arg4, %arg5] : memref<?x?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: #map = affine_map<()[s0, s1] -> (s0 floordiv 8 + s1 floordiv 128)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CANON-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CANON-NEXT: %1 = affine.apply #map1()[%arg2, %arg0]
// CANON-NEXT: return %0, %1 : index, index
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: #map = affine_map<()[s0] -> (s0 floordiv 50176)>
// CANON-NEXT: #map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
// CANON-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 224)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @delinearize_index(%arg0: index) -> (index, index, index, index, index, index) {
// CANON-NEXT: %0:3 = affine.delinearize_index %arg0 into (16, 224, 224) : index, index, index
// CANON-NEXT: %1 = affine.apply #map()[%arg0]
// CANON-NEXT: %2 = affine.apply #map1()[%arg0]
// CANON-NEXT: %3 = affine.apply #map2()[%arg0]
// CANON-NEXT: return %0#0, %0#1, %0#2, %1, %2, %3 : index, index, index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CANON-NEXT: module {
// CANON-NEXT: func.func private @F1(memref<?x?xf32>, index, index) -> f32
// CANON-NEXT: func.func private @F2(f32, memref<?x?xf32>, index, index)
// CANON-NEXT: func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CANON-NEXT: affine.for %arg2 = 0 to %dim {
// CANON-NEXT: affine.for %arg3 = 0 to %dim {
// CANON-NEXT: %0 = affine.apply #map(%arg3)[%dim]
// CANON-NEXT: %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
// CANON-NEXT: func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: module {
// CANON-NEXT: func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CANON-NEXT: %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
// CANON-NEXT: %1 = affine.load %arg0[%arg1] : memref<1024xf32>
// CANON-NEXT: %2 = arith.addf %arg2, %1 : f32
// CANON-NEXT: affine.yield %2 : f32
// CANON-NEXT: }
// CANON-NEXT: return %0 : f32
// CANON-NEXT: }
// CANON-NEXT: func.func @two_counters(%arg0: index, %arg1: index) -> (index, index) {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c2 = arith.constant 2 : index
// CANON-NEXT: %0:2 = affine.for %arg2 = 0 to 128 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
// CANON-NEXT: %1 = arith.addi %arg3, %c1 : index
// CANON-NEXT: %2 = arith.addi %arg4, %c2 : index
// CANON-NEXT: affine.yield %1, %2 : index, index
// CANON-NEXT: }
// CANON-NEXT: return %0#0, %0#1 : index, index
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: #map = affine_map<(d0) -> (d0 * 2)>
// CANON-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1 - 10)>
// CANON-NEXT: #set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func private @S1(i32, index, index) -> i32
// CANON-NEXT: func.func private @S2(i32, memref<10xi32>, index, index)
// CANON-NEXT: func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
// CANON-NEXT: affine.for %arg3 = 0 to %arg2 {
// CANON-NEXT: affine.for %arg4 = 0 to %arg2 {
// CANON-NEXT: %0 = affine.apply #map(%arg4)
// CANON-NEXT: %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
// CANON-NEXT: affine.if #set(%arg3, %arg4)[%arg2] {
// CANON-NEXT: %2 = affine.apply #map1(%arg3, %arg4)
// CANON-NEXT: func.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> ()
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// CANON: #map = affine_map<()[s0] -> (1000, s0 + 512)>
// CANON-NEXT: #map1 = affine_map<()[s0, s1] -> (1000, s1 + 512, s0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @load_min_max(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> (f32, f32, index, index) {
// CANON-NEXT: %0 = affine.load %arg0[symbol(%arg1) + 3, symbol(%arg2) + 7] : memref<100x100xf32>
// CANON-NEXT: %1 = affine.load %arg0[symbol(%arg3) + symbol(%arg1), symbol(%arg4) + symbol(%arg2)] : memref<100x100xf32>
// CANON-NEXT: %2 = affine.max #map()[%arg1]
// CANON-NEXT: %3 = affine.min #map1()[%arg6, %arg5]
// CANON-NEXT: return %0, %1, %2, %3 : f32, f32, index, index
// CANON-NEXT: }
// CANON-NEXT: }

// 000, "Dimensions and Symbols": an integer set over two dimensions and two symbols,
// used by affine.if inside a loop nest.
#set42 = affine_set<(d0, d1)[s0, s1]
   : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
func.func @set42(%M: index, %N: index, %m: memref<?x?xf32>, %v: f32) {
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.if #set42(%i, %j)[%M, %N] {
        affine.store %v, %m[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// 000/001, affine.apply: a named map and an inline map.
#map10 = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
func.func @apply(%s: index, %t: index, %n: index) -> (index, index) {
  %1 = affine.apply #map10 (%s, %t)
  %2 = affine.apply affine_map<(i)[s0] -> (i+s0)> (%s)[%n]
  return %1, %2 : index, index
}

// -----

// 000, affine.delinearize_index, and what its results conceptually hold.
#map0 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map2 = affine_map<()[s0] -> (s0 mod 224)>
func.func @delinearize_index(%linear_index: index) -> (index, index, index, index, index, index) {
  %c16 = arith.constant 16 : index
  %c224 = arith.constant 224 : index
  %indices:3 = affine.delinearize_index %linear_index into (%c16, %c224, %c224) : index, index, index
  %indices_0 = affine.apply #map0()[%linear_index]
  %indices_1 = affine.apply #map1()[%linear_index]
  %indices_2 = affine.apply #map2()[%linear_index]
  return %indices#0, %indices#1, %indices#2, %indices_0, %indices_1, %indices_2 : index, index, index, index, index, index
}

// -----

// 000/001, affine.for: reverse iteration of the inner loop (`dim` is now memref.dim,
// the callees are declared).
#map57 = affine_map<(d0)[s0] -> (s0 - d0 - 1)>
func.func private @F1(memref<?x?xf32>, index, index) -> f32
func.func private @F2(f32, memref<?x?xf32>, index, index)
func.func @simple_example(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %N = memref.dim %A, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %N step 1 {
    affine.for %j = 0 to %N {   // implicitly steps by 1
      %0 = affine.apply #map57(%j)[%N]
      %tmp = func.call @F1(%A, %i, %0) : (memref<?x?xf32>, index, index)->(f32)
      func.call @F2(%tmp, %B, %i, %0) : (f32, memref<?x?xf32>, index, index)->()
    }
  }
  return
}

// -----

// 000, affine.for with loop-carried values: a sum reduction, and two index counters.
func.func @reduce(%buffer: memref<1024xf32>) -> (f32) {
  // Initial sum set to 0.
  %sum_0 = arith.constant 0.0 : f32
  // iter_args binds initial values to the loop's region arguments.
  %sum = affine.for %i = 0 to 10 step 2
      iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    // Yield current iteration sum to next iteration %sum_iter or to %sum
    // if final iteration.
    affine.yield %sum_next : f32
  }
  return %sum : f32
}

func.func @two_counters(%init0: index, %init1: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %res:2 = affine.for %i = 0 to 128 iter_args(%arg0 = %init0, %arg1 = %init1)
             -> (index, index) {
    %y0 = arith.addi %arg0, %c1 : index
    %y1 = arith.addi %arg1, %c2 : index
    affine.yield %y0, %y1 : index, index
  }
  return %res#0, %res#1 : index, index
}

// -----

// 000/001, affine.if: a reduced domain (typed arguments, the maps and callees defined).
#map42 = affine_map<(d0) -> (d0 * 2)>
#map43 = affine_map<(d0, d1) -> (d0 + d1 - 10)>
#set = affine_set<(d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
                                 d1 - 10 >= 0, s0 - d1 - 9 >= 0)>
func.func private @S1(i32, index, index) -> i32
func.func private @S2(i32, memref<10xi32>, index, index)
func.func @reduced_domain_example(%A: memref<10xi32>, %X: i32, %N: index) {
  affine.for %i = 0 to %N {
     affine.for %j = 0 to %N {
       %0 = affine.apply #map42(%j)
       %tmp = func.call @S1(%X, %i, %0) : (i32, index, index) -> i32
       affine.if #set(%i, %j)[%N] {
          %1 = affine.apply #map43(%i, %j)
          func.call @S2(%tmp, %A, %i, %1) : (i32, memref<10xi32>, index, index) -> ()
       }
     }
  }
  return
}

// -----

// 000, affine.load, affine.min and affine.max (the max example in today's syntax).
func.func @load_min_max(%0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index, %arg0: index, %arg1: index) -> (f32, f32, index, index) {
  %1 = affine.load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
  %2 = affine.load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
  %3 = affine.max affine_map<(d0) -> (1000, d0 + 512)> (%i0)
  %4 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  return %1, %2, %3, %4 : f32, f32, index, index
}

