// cse: pure ops equal to a dominating one are replaced (func.constant and
// arith.constant here); unused pure ops are erased; ops in sibling blocks, in
// regions of unregistered ops (which might be isolated from above) and unregistered ops
// are left alone. Expected output checked against mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

func.func private @g()
func.func @same() -> (() -> (), () -> ()) {
  %0 = func.constant @g : () -> ()
  %1 = func.constant @g : () -> ()
  return %0, %1 : () -> (), () -> ()
}
func.func @dead() {
  %0 = func.constant @g : () -> ()
  return
}
func.func @nested() {
  %0 = arith.constant 1 : i32
  "foo.region"() ({
    %1 = arith.constant 1 : i32
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  "foo.use"(%0) : (i32) -> ()
  return
}
func.func @siblings(%c: i1) {
  "foo.cond_br"()[^a, ^b] : () -> ()
^a:
  %0 = func.constant @g : () -> ()
  "foo.use"(%0) : (() -> ()) -> ()
  "foo.br"()[^c] : () -> ()
^b:
  %1 = func.constant @g : () -> ()
  "foo.use"(%1) : (() -> ()) -> ()
  "foo.br"()[^c] : () -> ()
^c:
  %2 = func.constant @g : () -> ()
  "foo.use"(%2) : (() -> ()) -> ()
  return
}
func.func @dominated() {
  %0 = func.constant @g : () -> ()
  "foo.use"(%0) : (() -> ()) -> ()
  "foo.br"()[^a] : () -> ()
^a:
  %1 = func.constant @g : () -> ()
  "foo.use"(%1) : (() -> ()) -> ()
  return
}
func.func @unregistered() {
  %0 = "foo.pure"() : () -> i32
  %1 = "foo.pure"() : () -> i32
  "foo.use"(%0, %1) : (i32, i32) -> ()
  return
}
func.func @isolated() {
  %0 = arith.constant 1 : i32
  "foo.use"(%0) : (i32) -> ()
  "foo.isolated"() ({
    %1 = arith.constant 1 : i32
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func private @g()
// CHECK-LABEL: func.func @same() -> (() -> (), () -> ()) {
// CHECK-NEXT: %f = constant @g : () -> ()
// CHECK-NEXT: return %f, %f : () -> (), () -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "foo.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @siblings(%arg0: i1) {
// CHECK-NEXT: "foo.cond_br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %f = constant @g : () -> ()
// CHECK-NEXT: "foo.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT: "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %f_0 = constant @g : () -> ()
// CHECK-NEXT: "foo.use"(%f_0) : (() -> ()) -> ()
// CHECK-NEXT: "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %f_1 = constant @g : () -> ()
// CHECK-NEXT: "foo.use"(%f_1) : (() -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dominated() {
// CHECK-NEXT: %f = constant @g : () -> ()
// CHECK-NEXT: "foo.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%f) : (() -> ()) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unregistered() {
// CHECK-NEXT: %0 = "foo.pure"() : () -> i32
// CHECK-NEXT: %1 = "foo.pure"() : () -> i32
// CHECK-NEXT: "foo.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @isolated() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT: "foo.isolated"() ({
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
