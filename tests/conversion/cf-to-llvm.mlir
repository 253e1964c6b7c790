// convert-cf-to-llvm: branches with converted destination signatures, switch, assertions
// (message globals, puts and abort declarations at the start of the module).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-cf-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

func.func @branches(%a: i32, %b: index, %c: i1) -> index {
  cf.assert %c, "boom"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 {tag}
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  cf.switch %a : i32, [
    default: ^bb3(%b : index),
    42: ^bb3(%b : index),
    7: ^bb4
  ]
^bb3(%y: index):
  cf.cond_br %c, ^bb5(%y, %b : index, index), ^bb5(%b, %y : index, index)
^bb4:
  cf.assert %c, "second \"quoted\" message"
  cf.br ^bb3(%b : index)
^bb5(%p: index, %q: index):
  return %p : index
}

func.func @weights(%c: i1, %v: vector<2x2xf32>) -> vector<2x2xf32> {
  cf.cond_br %c, ^bb1(%v : vector<2x2xf32>), ^bb1(%v : vector<2x2xf32>) {branch_weights = array<i32: 3, 5>}
^bb1(%w: vector<2x2xf32>):
  return %w : vector<2x2xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<24xi8>) {addr_space = 0 : i32} : !llvm.array<24 x i8>
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:   func.func @branches(%arg0: i32, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb1, ^bb8
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb2(%arg0 : i32), ^bb3 {tag}
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     llvm.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb4(%0 : i64) [
// CHECK-NEXT:       42: ^bb4(%0 : i64),
// CHECK-NEXT:       7: ^bb5
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4(%2: i64):  // 3 preds: ^bb3, ^bb3, ^bb6
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb7(%2, %0 : i64, i64), ^bb7(%0, %2 : i64, i64)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb6, ^bb9
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     llvm.br ^bb4(%0 : i64)
// CHECK-NEXT:   ^bb7(%3: i64, %4: i64):  // 2 preds: ^bb4, ^bb4
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT:     return %5 : index
// CHECK-NEXT:   ^bb8:  // pred: ^bb0
// CHECK-NEXT:     %6 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:     llvm.call @puts(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb9:  // pred: ^bb5
// CHECK-NEXT:     %8 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:     %9 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<24 x i8>
// CHECK-NEXT:     llvm.call @puts(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @weights(%arg0: i1, %arg1: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:     llvm.cond_br %arg0 weights([3, 5]), ^bb1(%0 : !llvm.array<2 x vector<2xf32>>), ^bb1(%0 : !llvm.array<2 x vector<2xf32>>)
// CHECK-NEXT:   ^bb1(%1: !llvm.array<2 x vector<2xf32>>):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT:     return %2 : vector<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 32, 34, 113, 117, 111, 116, 101, 100, 34, 32, 109, 101, 115, 115, 97, 103, 101, 0]> : tensor<24xi8>) {addr_space = 0 : i32} : !llvm.array<24 x i8>
// IDX32-NEXT:   llvm.func @abort()
// IDX32-NEXT:   llvm.func @puts(!llvm.ptr)
// IDX32-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// IDX32-NEXT:   func.func @branches(%arg0: i32, %arg1: index, %arg2: i1) -> index {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT:     llvm.cond_br %arg2, ^bb1, ^bb8
// IDX32-NEXT:   ^bb1:  // pred: ^bb0
// IDX32-NEXT:     llvm.cond_br %arg2, ^bb2(%arg0 : i32), ^bb3 {tag}
// IDX32-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// IDX32-NEXT:     llvm.br ^bb3
// IDX32-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// IDX32-NEXT:     llvm.switch %arg0 : i32, ^bb4(%0 : i32) [
// IDX32-NEXT:       42: ^bb4(%0 : i32),
// IDX32-NEXT:       7: ^bb5
// IDX32-NEXT:     ]
// IDX32-NEXT:   ^bb4(%2: i32):  // 3 preds: ^bb3, ^bb3, ^bb6
// IDX32-NEXT:     llvm.cond_br %arg2, ^bb7(%2, %0 : i32, i32), ^bb7(%0, %2 : i32, i32)
// IDX32-NEXT:   ^bb5:  // pred: ^bb3
// IDX32-NEXT:     llvm.cond_br %arg2, ^bb6, ^bb9
// IDX32-NEXT:   ^bb6:  // pred: ^bb5
// IDX32-NEXT:     llvm.br ^bb4(%0 : i32)
// IDX32-NEXT:   ^bb7(%3: i32, %4: i32):  // 2 preds: ^bb4, ^bb4
// IDX32-NEXT:     %5 = builtin.unrealized_conversion_cast %3 : i32 to index
// IDX32-NEXT:     return %5 : index
// IDX32-NEXT:   ^bb8:  // pred: ^bb0
// IDX32-NEXT:     %6 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// IDX32-NEXT:     %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// IDX32-NEXT:     llvm.call @puts(%7) : (!llvm.ptr) -> ()
// IDX32-NEXT:     llvm.call @abort() : () -> ()
// IDX32-NEXT:     llvm.unreachable
// IDX32-NEXT:   ^bb9:  // pred: ^bb5
// IDX32-NEXT:     %8 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// IDX32-NEXT:     %9 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<24 x i8>
// IDX32-NEXT:     llvm.call @puts(%9) : (!llvm.ptr) -> ()
// IDX32-NEXT:     llvm.call @abort() : () -> ()
// IDX32-NEXT:     llvm.unreachable
// IDX32-NEXT:   }
// IDX32-NEXT:   func.func @weights(%arg0: i1, %arg1: vector<2x2xf32>) -> vector<2x2xf32> {
// IDX32-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// IDX32-NEXT:     llvm.cond_br %arg0 weights([3, 5]), ^bb1(%0 : !llvm.array<2 x vector<2xf32>>), ^bb1(%0 : !llvm.array<2 x vector<2xf32>>)
// IDX32-NEXT:   ^bb1(%1: !llvm.array<2 x vector<2xf32>>):  // 2 preds: ^bb0, ^bb0
// IDX32-NEXT:     %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// IDX32-NEXT:     return %2 : vector<2x2xf32>
// IDX32-NEXT:   }
// IDX32-NEXT: }
