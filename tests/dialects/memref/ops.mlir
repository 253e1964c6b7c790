// memref dialect: custom and generic forms identical to mlir-opt 22 (dynamic sizes and
// layout symbols, alignment, nontemporal, dim/rank/cast/copy, globals with visibility,
// constant and initial values, get_global, alloca_scope with its implicit return), result
// name hints, and round trips through the generic form.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64}
memref.global @u : memref<3xf32> = uninitialized
memref.global "public" @e : memref<4xi8>
memref.global "private" @s : memref<f32> = dense<1.0>
memref.global constant @sp : memref<2x2xf16, 1> = dense<0.5> {foo.note = "x"}
memref.global "nested" @q : memref<2xi1> = dense<[true, false]>
func.func @ops(%n: index, %s: index, %i: index, %v: f32, %u: memref<*xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n)[%s] {alignment = 64 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %c = memref.alloca(%n) : memref<?x4xf32>
  %d = memref.alloc(%n)[%s, %s] : memref<?xf32, strided<[?], offset: ?>>
  %e = memref.alloca(%n, %n) {foo.tag} : memref<?x?xi64, 3>
  %l = memref.load %a[%i] : memref<4xf32>
  %l2 = memref.load %a[%i] {nontemporal = true} : memref<4xf32>
  %l3 = memref.load %a[%i] {nontemporal = false, foo.x = 1} : memref<4xf32>
  %l4 = memref.load %e[%i, %i] {alignment = 8} : memref<?x?xi64, 3>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.store %v, %a[%i] {nontemporal = true} : memref<4xf32>
  %z = memref.alloca() : memref<f32>
  %lz = memref.load %z[] : memref<f32>
  memref.store %lz, %z[] : memref<f32>
  %dim = memref.dim %c, %i : memref<?x4xf32>
  %dim2 = memref.dim {foo.y} %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %r2 = memref.rank %a : memref<4xf32>
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cast2 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %cast3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %cast4 = memref.cast %c : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %cast5 = memref.cast %cast4 : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[4, 1]>>
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %u, %cast2 : memref<*xf32> to memref<*xf32>
  memref.copy %cast, %a : memref<?xf32> to memref<4xf32>
  memref.copy %u, %c : memref<*xf32> to memref<?x4xf32>
  %g = memref.get_global @c : memref<2xi32>
  %g2 = memref.get_global @sp : memref<2x2xf16, 1>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %u : memref<*xf32>
  memref.alloca_scope {
    %y = memref.alloca() : memref<f32>
  }
  memref.alloca_scope {
  } {foo.z}
  %x:2 = memref.alloca_scope -> (f32, index) {
    %w = memref.alloca_scope -> f32 {
      memref.alloca_scope.return %v : f32
    }
    memref.alloca_scope.return {foo.r} %w, %i : f32, index
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @u : memref<3xf32> = uninitialized
// CHECK-NEXT: memref.global "public" @e : memref<4xi8>
// CHECK-NEXT: memref.global "private" @s : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global constant @sp : memref<2x2xf16, 1> = dense<5.000000e-01> {foo.note = "x"}
// CHECK-NEXT: memref.global "nested" @q : memref<2xi1> = dense<[true, false]>
// CHECK-NEXT: func.func @ops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<*xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0)[%arg1] {alignment = 64 : i64} : memref<?xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0)[%arg1, %arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg0, %arg0) {foo.tag} : memref<?x?xi64, 3>
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg2] {nontemporal = true} : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%arg2] {foo.x = 1 : i64} : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloca_2[%arg2, %arg2] {alignment = 8 : i64} : memref<?x?xi64, 3>
// CHECK-NEXT: memref.store %arg3, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %arg3, %alloc[%arg2] {nontemporal = true} : memref<4xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<f32>
// CHECK-NEXT: %4 = memref.load %alloca_3[] : memref<f32>
// CHECK-NEXT: memref.store %4, %alloca_3[] : memref<f32>
// CHECK-NEXT: %dim = memref.dim %alloca, %arg2 : memref<?x4xf32>
// CHECK-NEXT: %dim_4 = memref.dim {foo.y} %arg4, %arg2 : memref<*xf32>
// CHECK-NEXT: %5 = memref.rank %arg4 : memref<*xf32>
// CHECK-NEXT: %6 = memref.rank %alloc : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_5 = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_6 = memref.cast %arg4 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_7 = memref.cast %alloca : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast_8 = memref.cast %cast_7 : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[4, 1]>>
// CHECK-NEXT: memref.copy %alloc, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %cast_5 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: memref.copy %cast, %alloc : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %alloca : memref<*xf32> to memref<?x4xf32>
// CHECK-NEXT: %7 = memref.get_global @c : memref<2xi32>
// CHECK-NEXT: %8 = memref.get_global @sp : memref<2x2xf16, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg4 : memref<*xf32>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_9 = memref.alloca() : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: } {foo.z}
// CHECK-NEXT: %9:2 = memref.alloca_scope  -> (f32, index) {
// CHECK-NEXT: %10 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope.return {foo.r} %10, %arg2 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1, 4]> : tensor<2xi32>, sym_name = "c", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value, sym_name = "u", type = memref<3xf32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "e", sym_visibility = "public", type = memref<4xi8>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "s", sym_visibility = "private", type = memref<f32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{constant, initial_value = dense<5.000000e-01> : tensor<2x2xf16>, sym_name = "sp", type = memref<2x2xf16, 1>}> {foo.note = "x"} : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<[true, false]> : tensor<2xi1>, sym_name = "q", sym_visibility = "nested", type = memref<2xi1>}> : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, f32, memref<*xf32>) -> (), sym_name = "ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<*xf32>):
// GENERIC-NEXT: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT: %1 = "memref.alloc"(%arg0, %arg1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
// GENERIC-NEXT: %2 = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
// GENERIC-NEXT: %3 = "memref.alloc"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> memref<?xf32, strided<[?], offset: ?>>
// GENERIC-NEXT: %4 = "memref.alloca"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0>}> {foo.tag} : (index, index) -> memref<?x?xi64, 3>
// GENERIC-NEXT: %5 = "memref.load"(%0, %arg2) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: %6 = "memref.load"(%0, %arg2) <{nontemporal = true}> : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: %7 = "memref.load"(%0, %arg2) <{nontemporal = false}> {foo.x = 1 : i64} : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: %8 = "memref.load"(%4, %arg2, %arg2) <{alignment = 8 : i64}> : (memref<?x?xi64, 3>, index, index) -> i64
// GENERIC-NEXT: "memref.store"(%arg3, %0, %arg2) : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: "memref.store"(%arg3, %0, %arg2) <{nontemporal = true}> : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT: %10 = "memref.load"(%9) : (memref<f32>) -> f32
// GENERIC-NEXT: "memref.store"(%10, %9) : (f32, memref<f32>) -> ()
// GENERIC-NEXT: %11 = "memref.dim"(%2, %arg2) : (memref<?x4xf32>, index) -> index
// GENERIC-NEXT: %12 = "memref.dim"(%arg4, %arg2) {foo.y} : (memref<*xf32>, index) -> index
// GENERIC-NEXT: %13 = "memref.rank"(%arg4) : (memref<*xf32>) -> index
// GENERIC-NEXT: %14 = "memref.rank"(%0) : (memref<4xf32>) -> index
// GENERIC-NEXT: %15 = "memref.cast"(%0) : (memref<4xf32>) -> memref<?xf32>
// GENERIC-NEXT: %16 = "memref.cast"(%0) : (memref<4xf32>) -> memref<*xf32>
// GENERIC-NEXT: %17 = "memref.cast"(%arg4) : (memref<*xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %18 = "memref.cast"(%2) : (memref<?x4xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>>
// GENERIC-NEXT: %19 = "memref.cast"(%18) : (memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[4, 1]>>
// GENERIC-NEXT: "memref.copy"(%0, %0) : (memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "memref.copy"(%arg4, %16) : (memref<*xf32>, memref<*xf32>) -> ()
// GENERIC-NEXT: "memref.copy"(%15, %0) : (memref<?xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "memref.copy"(%arg4, %2) : (memref<*xf32>, memref<?x4xf32>) -> ()
// GENERIC-NEXT: %20 = "memref.get_global"() <{name = @c}> : () -> memref<2xi32>
// GENERIC-NEXT: %21 = "memref.get_global"() <{name = @sp}> : () -> memref<2x2xf16, 1>
// GENERIC-NEXT: "memref.dealloc"(%0) : (memref<4xf32>) -> ()
// GENERIC-NEXT: "memref.dealloc"(%arg4) : (memref<*xf32>) -> ()
// GENERIC-NEXT: "memref.alloca_scope"() ({
// GENERIC-NEXT: %24 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT: "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "memref.alloca_scope"() ({
// GENERIC-NEXT: "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT: }) {foo.z} : () -> ()
// GENERIC-NEXT: %22:2 = "memref.alloca_scope"() ({
// GENERIC-NEXT: %23 = "memref.alloca_scope"() ({
// GENERIC-NEXT: "memref.alloca_scope.return"(%arg3) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: "memref.alloca_scope.return"(%23, %arg2) {foo.r} : (f32, index) -> ()
// GENERIC-NEXT: }) : () -> (f32, index)
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
