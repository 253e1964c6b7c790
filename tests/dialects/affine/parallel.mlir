// affine.parallel: custom and generic printing identical to mlir-opt 22 (multi-dimensional
// bounds with max/min groups over deduplicated operands, steps, reductions with results,
// empty iteration spaces, the implicit terminator), and round trips through both forms.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @bounds(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK: affine.parallel (%arg3, %arg4) = (0, 0) to (100, 100) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg4, %arg3] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (max(0, %arg1 - 4), symbol(%arg2)) to (min(100, %arg1 + 4, symbol(%arg2) * 2), 100) step (4, 2) {
// CHECK-NEXT: "foo.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (%arg1 floordiv 2) to (%arg1 + %arg2) {
// CHECK-NEXT: "foo.use"(%arg3) : (index) -> ()
// CHECK-NEXT: } {foo.attr = 1 : i32}
// CHECK-NEXT: affine.parallel (%arg3, %arg4, %arg5) = (max(%arg1, %arg2), 0, %arg1) to (min(%arg1 + 1, %arg2 + 1), %arg1, 8) {
// CHECK-NEXT: "foo.use"(%arg3, %arg4, %arg5) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reductions(%arg0: memref<100xf32>, %arg1: memref<100xi32>) -> (f32, f32, i32, i32) {
// CHECK-NEXT: %0:2 = affine.parallel (%arg2) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.yield %2, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.parallel (%arg2, %arg3) = (0, 0) to (10, 10) step (1, 5) reduce ("addi", "assign") -> (i32, i32) {
// CHECK-NEXT: %2 = affine.load %arg1[%arg2 * 10 + %arg3] : memref<100xi32>
// CHECK-NEXT: affine.yield %2, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %1#0, %1#1 : f32, f32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: memref<64x64xf32>, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (64) step (16) {
// CHECK-NEXT: affine.parallel (%arg3) = (%arg2) to (%arg2 + 16) {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg1 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg4, %arg3] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: index) {
// CHECK-NEXT: affine.parallel (%arg1, %arg2) = (0, max(symbol(%arg0), 1)) to (8, 9) step (1, 3) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (100, 100)>
// GENERIC-NEXT: #map3 = affine_map<(d0)[s0] -> (0, d0 - 4, s0)>
// GENERIC-NEXT: #map4 = affine_map<(d0)[s0] -> (100, d0 + 4, s0 * 2, 100)>
// GENERIC-NEXT: #map5 = affine_map<(d0) -> (d0 floordiv 2)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1, 0, d0)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1) -> (d0 + 1, d1 + 1, d0, 8)>
// GENERIC-NEXT: #map9 = affine_map<() -> ()>
// GENERIC-NEXT: #map10 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map11 = affine_map<() -> (0)>
// GENERIC-NEXT: #map12 = affine_map<() -> (100)>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1) -> (d0 * 10 + d1)>
// GENERIC-NEXT: #map14 = affine_map<() -> (10, 10)>
// GENERIC-NEXT: #map15 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #map16 = affine_map<(d0) -> (d0 + 16)>
// GENERIC-NEXT: #map17 = affine_map<() -> (64)>
// GENERIC-NEXT: #map18 = affine_map<()[s0] -> (0, s0, 1)>
// GENERIC-NEXT: #map19 = affine_map<() -> (8, 9)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-LABEL: "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "bounds"}> ({
// GENERIC-NEXT: ^bb0(%arg13: memref<100x100xf32>, %arg14: index, %arg15: index):
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg22: index, %arg23: index):
// GENERIC-NEXT: %5 = "affine.load"(%arg13, %arg22, %arg23) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.store"(%5, %arg13, %arg23, %arg22) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "affine.parallel"(%arg14, %arg15, %arg14, %arg15) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map3, reductions = [], steps = [4, 2], upperBoundsGroups = dense<[3, 1]> : tensor<2xi32>, upperBoundsMap = #map4}> ({
// GENERIC-NEXT: ^bb0(%arg20: index, %arg21: index):
// GENERIC-NEXT: "foo.use"(%arg20, %arg21) : (index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: "affine.parallel"(%arg14, %arg14, %arg15) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map5, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map6}> ({
// GENERIC-NEXT: ^bb0(%arg19: index):
// GENERIC-NEXT: "foo.use"(%arg19) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) {foo.attr = 1 : i32} : (index, index, index) -> ()
// GENERIC-NEXT: "affine.parallel"(%arg14, %arg15, %arg14, %arg15) <{lowerBoundsGroups = dense<[2, 1, 1]> : tensor<3xi32>, lowerBoundsMap = #map7, reductions = [], steps = [1, 1, 1], upperBoundsGroups = dense<[2, 1, 1]> : tensor<3xi32>, upperBoundsMap = #map8}> ({
// GENERIC-NEXT: ^bb0(%arg16: index, %arg17: index, %arg18: index):
// GENERIC-NEXT: "foo.use"(%arg16, %arg17, %arg18) : (index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map9, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map9}> ({
// GENERIC-NEXT: "foo.op"() : () -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<100xf32>, memref<100xi32>) -> (f32, f32, i32, i32), sym_name = "reductions"}> ({
// GENERIC-NEXT: ^bb0(%arg8: memref<100xf32>, %arg9: memref<100xi32>):
// GENERIC-NEXT: %1:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map11, reductions = [0, 4], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
// GENERIC-NEXT: ^bb0(%arg12: index):
// GENERIC-NEXT: %4 = "affine.load"(%arg8, %arg12) <{map = #map10}> : (memref<100xf32>, index) -> f32
// GENERIC-NEXT: "affine.yield"(%4, %4) : (f32, f32) -> ()
// GENERIC-NEXT: }) : () -> (f32, f32)
// GENERIC-NEXT: %2:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [1, 3], steps = [1, 5], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map14}> ({
// GENERIC-NEXT: ^bb0(%arg10: index, %arg11: index):
// GENERIC-NEXT: %3 = "affine.load"(%arg9, %arg10, %arg11) <{map = #map13}> : (memref<100xi32>, index, index) -> i32
// GENERIC-NEXT: "affine.yield"(%3, %3) : (i32, i32) -> ()
// GENERIC-NEXT: }) : () -> (i32, i32)
// GENERIC-NEXT: "func.return"(%1#0, %1#1, %2#0, %2#1) : (f32, f32, i32, i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (memref<64x64xf32>, index) -> (), sym_name = "nested"}> ({
// GENERIC-NEXT: ^bb0(%arg3: memref<64x64xf32>, %arg4: index):
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map11, reductions = [], steps = [16], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map17}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: "affine.parallel"(%arg5, %arg5) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map16}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: "affine.for"(%arg4) <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map15}> ({
// GENERIC-NEXT: ^bb0(%arg7: index):
// GENERIC-NEXT: %0 = "affine.load"(%arg3, %arg6, %arg7) <{map = #map}> : (memref<64x64xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.store"(%0, %arg3, %arg7, %arg6) <{map = #map}> : (f32, memref<64x64xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (index) -> (), sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: "affine.parallel"(%arg0) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map18, reductions = [], steps = [1, 3], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map19}> ({
// GENERIC-NEXT: ^bb0(%arg1: index, %arg2: index):
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @bounds(%m: memref<100x100xf32>, %n: index, %k: index) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  affine.parallel (%i, %j) = (max(0, %n - 4), symbol(%k)) to (min(100, %n + 4, symbol(%k) * 2), 100) step (4, 2) {
    "foo.use"(%i, %j) : (index, index) -> ()
  }
  affine.parallel (%i) = (%n floordiv 2) to (%n + %k) {
    "foo.use"(%i) : (index) -> ()
  } {foo.attr = 1 : i32}
  affine.parallel (%i, %j, %l) = (max(%n, %k), 0, %n) to (min(%n + 1, %k + 1), %n, 8) {
    "foo.use"(%i, %j, %l) : (index, index, index) -> ()
  }
  affine.parallel () = () to () {
    "foo.op"() : () -> ()
  }
  return
}

func.func @reductions(%m: memref<100xf32>, %mi: memref<100xi32>) -> (f32, f32, i32, i32) {
  %r:2 = affine.parallel (%i) = (0) to (100) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.yield %v, %v : f32, f32
  }
  %s:2 = affine.parallel (%i, %j) = (0, 0) to (10, 10) step (1, 5) reduce ("addi", "assign") -> (i32, i32) {
    %v = affine.load %mi[%i * 10 + %j] : memref<100xi32>
    affine.yield %v, %v : i32, i32
  }
  return %r#0, %r#1, %s#0, %s#1 : f32, f32, i32, i32
}

func.func @nested(%m: memref<64x64xf32>, %n: index) {
  affine.parallel (%i) = (0) to (64) step (16) {
    affine.parallel (%j) = (%i) to (%i + 16) {
      affine.for %k = 0 to %n {
        %v = affine.load %m[%j, %k] : memref<64x64xf32>
        affine.store %v, %m[%k, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

func.func @generic(%n: index) {
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = affine_map<()[s0] -> (0, s0, 1)>, reductions = [], steps = [1, 3], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (8, 9)>}> ({
  ^bb0(%a: index, %b: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
