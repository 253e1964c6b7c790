// bufferization.to_tensor and bufferization.materialize_in_destination: custom and
// generic forms as mlir-opt 22 prints them, and round trips through both.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

func.func @to_tensor(%m: memref<4x?xf32>, %s: memref<4x?xf32, strided<[?, 1]>, 3>, %u: memref<*xi8>) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict : memref<4x?xf32> to tensor<4x?xf32>
  %2 = bufferization.to_tensor %m writable : memref<4x?xf32> to tensor<4x?xf32>
  %3 = bufferization.to_tensor %m restrict writable {x = 1} : memref<4x?xf32> to tensor<4x?xf32>
  %4 = bufferization.to_tensor %s : memref<4x?xf32, strided<[?, 1]>, 3> to tensor<4x?xf32>
  %5 = bufferization.to_tensor %u : memref<*xi8> to tensor<*xi8>
  %6 = "bufferization.to_tensor"(%m) <{writable}> : (memref<4x?xf32>) -> tensor<4x?xf32>
  %7 = "bufferization.to_tensor"(%m) {restrict} : (memref<4x?xf32>) -> tensor<4x?xf32>
  return
}

func.func @materialize(%t: tensor<4x?xf32>, %m: memref<?x8xf32>, %d: tensor<4x8xf32>, %ut: tensor<*xf32>, %um: memref<*xf32>) -> tensor<4x8xf32> {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
  bufferization.materialize_in_destination %ut in writable %um : (tensor<*xf32>, memref<*xf32>) -> ()
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4x?xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "bufferization.materialize_in_destination"(%t, %m) {writable} : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @to_tensor(%arg0: memref<4x?xf32>, %arg1: memref<4x?xf32, strided<[?, 1]>, 3>, %arg2: memref<*xi8>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 restrict : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg0 writable : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg0 restrict writable {x = 1 : i64} : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %arg1 : memref<4x?xf32, strided<[?, 1]>, 3> to tensor<4x?xf32>
// CHECK-NEXT: %5 = bufferization.to_tensor %arg2 : memref<*xi8> to tensor<*xi8>
// CHECK-NEXT: %6 = bufferization.to_tensor %arg0 writable : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %7 = bufferization.to_tensor %arg0 restrict : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize(%arg0: tensor<4x?xf32>, %arg1: memref<?x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<*xf32>, %arg4: memref<*xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg1 : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg3 in writable %arg4 : (tensor<*xf32>, memref<*xf32>) -> ()
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg2 : (tensor<4x?xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-LABEL: "func.func"() <{function_type = (memref<4x?xf32>, memref<4x?xf32, strided<[?, 1]>, 3>, memref<*xi8>) -> (), sym_name = "to_tensor"}> ({
// GENERIC-NEXT: ^bb0(%arg5: memref<4x?xf32>, %arg6: memref<4x?xf32, strided<[?, 1]>, 3>, %arg7: memref<*xi8>):
// GENERIC-NEXT: %1 = "bufferization.to_tensor"(%arg5) : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %2 = "bufferization.to_tensor"(%arg5) <{restrict}> : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %3 = "bufferization.to_tensor"(%arg5) <{writable}> : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %4 = "bufferization.to_tensor"(%arg5) <{restrict, writable}> {x = 1 : i64} : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %5 = "bufferization.to_tensor"(%arg6) : (memref<4x?xf32, strided<[?, 1]>, 3>) -> tensor<4x?xf32>
// GENERIC-NEXT: %6 = "bufferization.to_tensor"(%arg7) : (memref<*xi8>) -> tensor<*xi8>
// GENERIC-NEXT: %7 = "bufferization.to_tensor"(%arg5) <{writable}> : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %8 = "bufferization.to_tensor"(%arg5) <{restrict}> : (memref<4x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x?xf32>, memref<?x8xf32>, tensor<4x8xf32>, tensor<*xf32>, memref<*xf32>) -> tensor<4x8xf32>, sym_name = "materialize"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x?xf32>, %arg1: memref<?x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<*xf32>, %arg4: memref<*xf32>):
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg0, %arg1) <{writable}> : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg0, %arg1) <{restrict, writable}> : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg3, %arg4) <{writable}> : (tensor<*xf32>, memref<*xf32>) -> ()
// GENERIC-NEXT: %0 = "bufferization.materialize_in_destination"(%arg0, %arg2) : (tensor<4x?xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg0, %arg1) <{writable}> : (tensor<4x?xf32>, memref<?x8xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
