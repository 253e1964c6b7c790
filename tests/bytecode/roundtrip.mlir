// MLIR bytecode round trips through Strata at several versions: builtin types and
// attributes (affine map, strided layout, scalable vector, i1 and string elements, symbol
// references), properties of registered and unregistered ops, fused/callsite/name
// locations and ranges, block arguments with locations, a dense_resource blob. CHECK lines
// are mlir-opt 22's output for this file; before version 5, unregistered ops lose their
// properties (as with mlir-opt's own writer).
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=0 | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=V0

#loc = loc("a.mlir":1:2)
module attributes {test.attr = [1 : i32, 2.5 : f64, "s", @sym::@nested, unit, affine_map<(d0) -> (d0 + 1)>]} {
  func.func private @decl(i32) -> i32 attributes {llvm.linkage = 1 : i64}
  func.func @f(%a: i32 loc("arg":3:4), %m: memref<4x?xf32, strided<[?, 1], offset: ?>, 2>, %v: vector<[4]x2xf32>) -> (i32, tensor<2xi1>) {
    %c = arith.constant dense<[true, false]> : tensor<2xi1>
    "foo.str"() {s = dense<"str"> : tensor<2x!tdl.unknown>} : () -> ()
    %x = arith.addi %a, %a overflow<nsw> : i32 loc(fused<"meta">["f.mlir":1:1, "g.mlir":2:2 to 3:3])
    %y = arith.muli %x, %a : i32 loc(callsite("callee"("c.mlir":5:6) at #loc))
    %z = func.call @decl(%y) : (i32) -> i32
    "foo.bar"(%z, %z) <{p = 1 : i64}> {d = dense_resource<blob> : tensor<2xi32>} : (i32, i32) -> ()
    %cmp = arith.cmpi slt, %x, %y : i32
    cf.cond_br %cmp, ^bb1(%x : i32), ^bb1(%y : i32)
  ^bb1(%r: i32):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      "foo.use"(%r, %i) : (i32, index) -> ()
    }
    return %r, %c : i32, tensor<2xi1>
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: #loc3 = loc("arg":3:4)
// CHECK: #loc4 = loc("{{.*}}roundtrip.mlir":14:40)
// CHECK: #loc5 = loc("{{.*}}roundtrip.mlir":14:92)
// CHECK: #loc16 = loc("{{.*}}roundtrip.mlir":23:8)
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: module attributes {test.attr = [1 : i32, 2.500000e+00, "s", @sym::@nested, unit, #map]} {
// CHECK:   func.func private @decl(i32) -> i32 attributes {llvm.linkage = 1 : i64} loc(#loc1)
// CHECK:   func.func @f(%arg0: i32 loc("arg":3:4), %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>, 2> loc("{{.*}}roundtrip.mlir":14:40), %arg2: vector<[4]x2xf32> loc("{{.*}}roundtrip.mlir":14:92)) -> (i32, tensor<2xi1>) {
// CHECK:     %cst = arith.constant dense<[true, false]> : tensor<2xi1> loc(#loc6)
// CHECK:     "foo.str"() {s = dense<"str"> : tensor<2x!tdl.unknown>} : () -> () loc(#loc7)
// CHECK:     %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32 loc(#loc23)
// CHECK:     %1 = arith.muli %0, %arg0 : i32 loc(#loc25)
// CHECK:     %2 = call @decl(%1) : (i32) -> i32 loc(#loc12)
// V0:     "foo.bar"(%2, %2) {d = dense_resource<blob> : tensor<2xi32>} : (i32, i32) -> () loc(#loc13)
// CHECK:     "foo.bar"(%2, %2) <{p = 1 : i64}> {d = dense_resource<blob> : tensor<2xi32>} : (i32, i32) -> () loc(#loc13)
// CHECK:     %3 = arith.cmpi slt, %0, %1 : i32 loc(#loc14)
// CHECK:     cf.cond_br %3, ^bb1(%0 : i32), ^bb1(%1 : i32) loc(#loc15)
// CHECK:   ^bb1(%4: i32 loc("{{.*}}roundtrip.mlir":23:8)):  // 2 preds: ^bb0, ^bb0
// CHECK:     %c0 = arith.constant 0 : index loc(#loc17)
// CHECK:     %c1 = arith.constant 1 : index loc(#loc18)
// CHECK:     %c4 = arith.constant 4 : index loc(#loc19)
// CHECK:     scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK:       "foo.use"(%4, %arg3) : (i32, index) -> () loc(#loc21)
// CHECK:     } loc(#loc20)
// CHECK:     return %4, %cst : i32, tensor<2xi1> loc(#loc22)
// CHECK:   } loc(#loc2)
// CHECK: } loc(#loc)
// CHECK: #loc = loc("{{.*}}roundtrip.mlir":12:1)
// CHECK: #loc1 = loc("{{.*}}roundtrip.mlir":13:3)
// CHECK: #loc2 = loc("{{.*}}roundtrip.mlir":14:3)
// CHECK: #loc6 = loc("{{.*}}roundtrip.mlir":15:10)
// CHECK: #loc7 = loc("{{.*}}roundtrip.mlir":16:5)
// CHECK: #loc8 = loc("f.mlir":1:1)
// CHECK: #loc9 = loc("g.mlir":2:2 to 3:3)
// CHECK: #loc10 = loc("c.mlir":5:6)
// CHECK: #loc11 = loc("a.mlir":1:2)
// CHECK: #loc12 = loc("{{.*}}roundtrip.mlir":19:10)
// CHECK: #loc13 = loc("{{.*}}roundtrip.mlir":20:5)
// CHECK: #loc14 = loc("{{.*}}roundtrip.mlir":21:12)
// CHECK: #loc15 = loc("{{.*}}roundtrip.mlir":22:5)
// CHECK: #loc17 = loc("{{.*}}roundtrip.mlir":24:11)
// CHECK: #loc18 = loc("{{.*}}roundtrip.mlir":25:11)
// CHECK: #loc19 = loc("{{.*}}roundtrip.mlir":26:11)
// CHECK: #loc20 = loc("{{.*}}roundtrip.mlir":27:5)
// CHECK: #loc21 = loc("{{.*}}roundtrip.mlir":28:7)
// CHECK: #loc22 = loc("{{.*}}roundtrip.mlir":30:5)
// CHECK: #loc23 = loc(fused<"meta">[#loc8, #loc9])
// CHECK: #loc24 = loc("callee"(#loc10))
// CHECK: #loc25 = loc(callsite(#loc24 at #loc11))
// CHECK: {-#
// CHECK:   dialect_resources: {
// CHECK:     builtin: {
// CHECK:       blob: "0x040000000100000002000000"
// CHECK:     }
// CHECK:   }
// CHECK: #-}
// V0: blob: "0x040000000100000002000000"
