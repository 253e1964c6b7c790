// Builtin shaped types (vector, tensor, memref) in generic op syntax.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Non-identity affine layouts get `#map` aliases, numbered in order of first use.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>
// CHECK-NEXT: "builtin.module"() ({

// Vectors: fixed, multi-dimensional, scalable, 0-d, index and small-float elements.
// CHECK-NEXT: %0 = "foo.op"() : () -> vector<4xf32>
%v0 = "foo.op"() : () -> vector<4xf32>
// CHECK-NEXT: %1 = "foo.op"() : () -> vector<2x3x4xi8>
%v1 = "foo.op"() : () -> vector<2x3x4xi8>
// CHECK-NEXT: %2 = "foo.op"() : () -> vector<1xi1>
%v2 = "foo.op"() : () -> vector<1xi1>
// CHECK-NEXT: %3 = "foo.op"() : () -> vector<[4]xf32>
%v3 = "foo.op"() : () -> vector<[4]xf32>
// CHECK-NEXT: %4 = "foo.op"() : () -> vector<[4]x[8]xf32>
%v4 = "foo.op"() : () -> vector<[4]x[8]xf32>
// CHECK-NEXT: %5 = "foo.op"() : () -> vector<2x[4]xi1>
%v5 = "foo.op"() : () -> vector<2x[4]xi1>
// CHECK-NEXT: %6 = "foo.op"() : () -> vector<[2]x4xf16>
%v6 = "foo.op"() : () -> vector<[2]x4xf16>
// CHECK-NEXT: %7 = "foo.op"() : () -> vector<f32>
%v7 = "foo.op"() : () -> vector<f32>
// CHECK-NEXT: %8 = "foo.op"() : () -> vector<4xindex>
%v8 = "foo.op"() : () -> vector<4xindex>
// CHECK-NEXT: %9 = "foo.op"() : () -> vector<1xf8E5M2>
%v9 = "foo.op"() : () -> vector<1xf8E5M2>
// CHECK-NEXT: %10 = "foo.op"() : () -> vector<8xbf16>
%v10 = "foo.op"() : () -> vector<8xbf16>
// CHECK-NEXT: %11 = "foo.op"() : () -> vector<16xi1000>
%v11 = "foo.op"() : () -> vector<16xi1000>
// CHECK-NEXT: %12 = "foo.op"() : () -> vector<2xsi8>
%v12 = "foo.op"() : () -> vector<2xsi8>

// Ranked tensors: static, dynamic, zero-sized, 0-d.
// CHECK-NEXT: %13 = "foo.op"() : () -> tensor<4xf32>
%t0 = "foo.op"() : () -> tensor<4xf32>
// CHECK-NEXT: %14 = "foo.op"() : () -> tensor<?x4x?xf32>
%t1 = "foo.op"() : () -> tensor<?x4x?xf32>
// CHECK-NEXT: %15 = "foo.op"() : () -> tensor<0xi32>
%t2 = "foo.op"() : () -> tensor<0xi32>
// CHECK-NEXT: %16 = "foo.op"() : () -> tensor<0x?x0xf32>
%t3 = "foo.op"() : () -> tensor<0x?x0xf32>
// CHECK-NEXT: %17 = "foo.op"() : () -> tensor<f32>
%t4 = "foo.op"() : () -> tensor<f32>
// CHECK-NEXT: %18 = "foo.op"() : () -> tensor<1x1x1x1x1x1x1x1xi8>
%t5 = "foo.op"() : () -> tensor<1x1x1x1x1x1x1x1xi8>
// CHECK-NEXT: %19 = "foo.op"() : () -> tensor<9223372036854775807xi8>
%t6 = "foo.op"() : () -> tensor<9223372036854775807xi8>
// Unranked tensors.
// CHECK-NEXT: %20 = "foo.op"() : () -> tensor<*xf32>
%t7 = "foo.op"() : () -> tensor<*xf32>
// CHECK-NEXT: %21 = "foo.op"() : () -> tensor<*xi1>
%t8 = "foo.op"() : () -> tensor<*xi1>
// Tensors with an encoding attribute (any attribute).
// CHECK-NEXT: %22 = "foo.op"() : () -> tensor<4xf32, "enc">
%t9 = "foo.op"() : () -> tensor<4xf32, "enc">
// CHECK-NEXT: %23 = "foo.op"() : () -> tensor<?xf32, {a = 1 : i64}>
%t10 = "foo.op"() : () -> tensor<?xf32, {a = 1}>
// CHECK-NEXT: %24 = "foo.op"() : () -> tensor<2x2xi8, #foo.enc<1>>
%t11 = "foo.op"() : () -> tensor<2x2xi8, #foo.enc<1>>
// CHECK-NEXT: %25 = "foo.op"() : () -> tensor<f32, 5 : i8>
%t12 = "foo.op"() : () -> tensor<f32, 5 : i8>
// Unlike a memref memory space, an integer encoding is printed with its i64 type.
// CHECK-NEXT: %26 = "foo.op"() : () -> tensor<4xf32, 0 : i64>
%t12b = "foo.op"() : () -> tensor<4xf32, 0>
// Tensor element types: complex, vector, index, dialect types (tuples are rejected).
// CHECK-NEXT: %27 = "foo.op"() : () -> tensor<4x4xcomplex<f32>>
%t13 = "foo.op"() : () -> tensor<4x4xcomplex<f32>>
// CHECK-NEXT: %28 = "foo.op"() : () -> tensor<4xvector<4xf32>>
%t14 = "foo.op"() : () -> tensor<4xvector<4xf32>>
// CHECK-NEXT: %29 = "foo.op"() : () -> tensor<?xindex>
%t15 = "foo.op"() : () -> tensor<?xindex>
// CHECK-NEXT: %30 = "foo.op"() : () -> tensor<3x!foo.elt>
%t16 = "foo.op"() : () -> tensor<3x!foo.elt>

// Memrefs: static, dynamic, 0-d, zero-sized.
// CHECK-NEXT: %31 = "foo.op"() : () -> memref<4xf32>
%m0 = "foo.op"() : () -> memref<4xf32>
// CHECK-NEXT: %32 = "foo.op"() : () -> memref<?x4xf32>
%m1 = "foo.op"() : () -> memref<?x4xf32>
// CHECK-NEXT: %33 = "foo.op"() : () -> memref<f32>
%m2 = "foo.op"() : () -> memref<f32>
// CHECK-NEXT: %34 = "foo.op"() : () -> memref<0xf32>
%m3 = "foo.op"() : () -> memref<0xf32>
// Unranked memrefs, with and without a memory space.
// CHECK-NEXT: %35 = "foo.op"() : () -> memref<*xf32>
%m4 = "foo.op"() : () -> memref<*xf32>
// CHECK-NEXT: %36 = "foo.op"() : () -> memref<*xf32, 1>
%m5 = "foo.op"() : () -> memref<*xf32, 1>
// Memory spaces: integers (0 is the default and dropped), typed integers, strings.
// CHECK-NEXT: %37 = "foo.op"() : () -> memref<4xf32, 3>
%m6 = "foo.op"() : () -> memref<4xf32, 3>
// CHECK-NEXT: %38 = "foo.op"() : () -> memref<4xf32>
%m7 = "foo.op"() : () -> memref<4xf32, 0>
// CHECK-NEXT: %39 = "foo.op"() : () -> memref<4xf32, 1 : i8>
%m8 = "foo.op"() : () -> memref<4xf32, 1 : i8>
// CHECK-NEXT: %40 = "foo.op"() : () -> memref<4xf32, "gpu">
%m9 = "foo.op"() : () -> memref<4xf32, "gpu">
// CHECK-NEXT: %41 = "foo.op"() : () -> memref<*xi8>
%m10 = "foo.op"() : () -> memref<*xi8, 0>
// Any zero integer memory space is dropped, whatever its type.
// CHECK-NEXT: %42 = "foo.op"() : () -> memref<4xf32>
%m10b = "foo.op"() : () -> memref<4xf32, 0 : i32>
// CHECK-NEXT: %43 = "foo.op"() : () -> memref<4xf32, strided<[1]>>
%m10c = "foo.op"() : () -> memref<4xf32, strided<[1], offset: 0>, 0>
// The identity affine layout is dropped; other affine layouts are aliased.
// CHECK-NEXT: %44 = "foo.op"() : () -> memref<4x4xf32>
%m11 = "foo.op"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
// CHECK-NEXT: %45 = "foo.op"() : () -> memref<4x4xf32, #map>
%m12 = "foo.op"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
// CHECK-NEXT: %46 = "foo.op"() : () -> memref<4xf32, 1>
%m13 = "foo.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0)>, 1>
// CHECK-NEXT: %47 = "foo.op"() : () -> memref<4xf32, #map1>
%m14 = "foo.op"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
// CHECK-NEXT: %48 = "foo.op"() : () -> memref<4x8xf32, #map2, 2>
%m15 = "foo.op"() : () -> memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>, 2>
// Strided layouts, including dynamic strides/offsets; an identity strided layout is kept,
// a zero offset is dropped.
// CHECK-NEXT: %49 = "foo.op"() : () -> memref<4xf32, strided<[1]>>
%m16 = "foo.op"() : () -> memref<4xf32, strided<[1]>>
// CHECK-NEXT: %50 = "foo.op"() : () -> memref<4x4xf32, strided<[4, 1], offset: 2>>
%m17 = "foo.op"() : () -> memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: %51 = "foo.op"() : () -> memref<?x?xf32, strided<[?, ?], offset: ?>>
%m18 = "foo.op"() : () -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %52 = "foo.op"() : () -> memref<4xf32, strided<[?]>, 2>
%m19 = "foo.op"() : () -> memref<4xf32, strided<[?]>, 2>
// CHECK-NEXT: %53 = "foo.op"() : () -> memref<4x4xf32, strided<[4, 1]>>
%m20 = "foo.op"() : () -> memref<4x4xf32, strided<[4, 1], offset: 0>>
// CHECK-NEXT: %54 = "foo.op"() : () -> memref<2x3xf32, strided<[1, 2]>>
%m21 = "foo.op"() : () -> memref<2x3xf32, strided<[1, 2]>>
// CHECK-NEXT: %55 = "foo.op"() : () -> memref<f32, strided<[], offset: 3>>
%m22 = "foo.op"() : () -> memref<f32, strided<[], offset: 3>>
// Memref element types: vectors, memrefs, complex, index.
// CHECK-NEXT: %56 = "foo.op"() : () -> memref<4xvector<4xf32>>
%m23 = "foo.op"() : () -> memref<4xvector<4xf32>>
// CHECK-NEXT: %57 = "foo.op"() : () -> memref<4xmemref<4xf32>>
%m24 = "foo.op"() : () -> memref<4xmemref<4xf32>>
// CHECK-NEXT: %58 = "foo.op"() : () -> memref<4xcomplex<f32>>
%m25 = "foo.op"() : () -> memref<4xcomplex<f32>>
// CHECK-NEXT: %59 = "foo.op"() : () -> memref<4xindex>
%m26 = "foo.op"() : () -> memref<4xindex>
// CHECK-NEXT: %60 = "foo.op"() : () -> memref<2xvector<[4]xi1>>
%m27 = "foo.op"() : () -> memref<2xvector<[4]xi1>>

// Shaped types as block argument types.
// CHECK-NEXT: "foo.region"() ({
"foo.region"() ({
^bb0(%a: vector<[4]xf32>, %b: tensor<*xf32>, %c: memref<?xf32, strided<[?], offset: ?>>):
  "foo.use"(%a, %b, %c) : (vector<[4]xf32>, tensor<*xf32>, memref<?xf32, strided<[?], offset: ?>>) -> ()
}) : () -> ()
// CHECK-NEXT: ^bb0(%arg0: vector<[4]xf32>, %arg1: tensor<*xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>):
// CHECK-NEXT: "foo.use"(%arg0, %arg1, %arg2) : (vector<[4]xf32>, tensor<*xf32>, memref<?xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: }) : () -> ()

// CHECK-NEXT: }) : () -> ()
