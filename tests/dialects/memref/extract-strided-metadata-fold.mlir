// memref.extract_strided_metadata fold: used offset/size/stride results fixed by the
// source type become arith.constants created by the fold itself, so SCCP (which runs
// folds) creates them too, leaving the users of those constants unfolded, as mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --sccp | FileCheck %s --check-prefix=SCCP
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CHECK

func.func @esm(%s: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index) {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %x = arith.addi %sz#1, %sz#1 : index
  return %o, %sz#1, %st#0, %x : index, index, index, index
}

func.func @esm_rank0(%z: memref<f32, strided<[], offset: 3>>) -> index {
  %b2, %o2 = memref.extract_strided_metadata %z : memref<f32, strided<[], offset: 3>> -> memref<f32>, index
  "foo.use"(%o2) : (index) -> ()
  return %o2 : index
}

// SCCP-LABEL: func.func @esm(%arg0: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index) {
// SCCP-NEXT: %c16 = arith.constant 16 : index
// SCCP-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// SCCP-NEXT: %0 = arith.addi %c16, %c16 : index
// SCCP-NEXT: return %offset, %c16, %strides#0, %0 : index, index, index, index
// SCCP-NEXT: }
// SCCP-LABEL: func.func @esm_rank0(%arg0: memref<f32, strided<[], offset: 3>>) -> index {
// SCCP-NEXT: %c3 = arith.constant 3 : index
// SCCP-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32, strided<[], offset: 3>> -> memref<f32>, index
// SCCP-NEXT: "foo.use"(%c3) : (index) -> ()
// SCCP-NEXT: return %c3 : index
// SCCP-NEXT: }

// CHECK-LABEL: func.func @esm(%arg0: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %offset, %c16, %strides#0, %c32 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @esm_rank0(%arg0: memref<f32, strided<[], offset: 3>>) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: "foo.use"(%c3) : (index) -> ()
// CHECK-NEXT: return %c3 : index
// CHECK-NEXT: }
