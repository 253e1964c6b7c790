// mem2reg: single-element memref.alloca slots whose only uses are memref.load and
// memref.store in the alloca's region become SSA values; stores merging at a block get a
// block argument (the iterated dominance frontier, unused ones dropped); a load before any
// store reads ub.poison. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg=region-simplify=false | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE

// PIPE: mem2reg{region-simplify=true}

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @f(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^b3
^b2:
  cf.br ^b3
^b3:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}
// CHECK-LABEL: func.func @g(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @g(%v: f32) -> f32 {
  %a = memref.alloca() : memref<1x1xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0, %c0] : memref<1x1xf32>
  %x = memref.load %a[%c0, %c0] : memref<1x1xf32>
  return %x : f32
}
// CHECK-LABEL: func.func @h() -> index {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @h() -> index {
  %a = memref.alloca() : memref<index>
  %x = memref.load %a[] : memref<index>
  return %x : index
}
// CHECK-LABEL: func.func @k() -> vector<2xf32> {
// CHECK-NEXT: %0 = ub.poison : vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
func.func @k() -> vector<2xf32> {
  %a = memref.alloca() : memref<vector<2xf32>>
  %x = memref.load %a[] : memref<vector<2xf32>>
  return %x : vector<2xf32>
}
// CHECK-LABEL: func.func @a() -> memref<i32> {
// CHECK-NEXT: %0 = ub.poison : memref<i32>
// CHECK-NEXT: return %0 : memref<i32>
// CHECK-NEXT: }
func.func @a() -> memref<i32> {
  %a = memref.alloca() : memref<memref<i32>>
  %x = memref.load %a[] : memref<memref<i32>>
  return %x : memref<i32>
}
// CHECK-LABEL: func.func @b() -> complex<f32> {
// CHECK-NEXT: %0 = ub.poison : complex<f32>
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-NEXT: }
func.func @b() -> complex<f32> {
  %a = memref.alloca() : memref<complex<f32>>
  %x = memref.load %a[] : memref<complex<f32>>
  return %x : complex<f32>
}
// CHECK-LABEL: func.func @d(%arg0: index) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%arg0] : memref<2xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @d(%i: index) -> i32 {
  %a = memref.alloca() : memref<2xi32>
  %x = memref.load %a[%i] : memref<2xi32>
  return %x : i32
}
// CHECK-LABEL: func.func @e(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @e(%i: index) -> i32 {
  %a = memref.alloca() : memref<1xi32, 1>
  %x = memref.load %a[%i] : memref<1xi32, 1>
  return %x : i32
}
// CHECK-LABEL: func.func @f2(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @f2(%i: index) -> i32 {
  %a = memref.alloca() : memref<1xi32, strided<[5], offset: 3>>
  %x = memref.load %a[%i] : memref<1xi32, strided<[5], offset: 3>>
  return %x : i32
}
// CHECK-LABEL: func.func @h2() -> vector<2xi32> {
// CHECK-NEXT: %0 = ub.poison : vector<2xi32>
// CHECK-NEXT: return %0 : vector<2xi32>
// CHECK-NEXT: }
func.func @h2() -> vector<2xi32> {
  %a = memref.alloca() : memref<vector<2xi32>>
  %x = memref.load %a[] : memref<vector<2xi32>>
  return %x : vector<2xi32>
}
// CHECK-LABEL: func.func @f3(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%1, %arg2 : i32, i32)
// CHECK-NEXT: ^bb3(%2: i32, %3: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: ^bb4(%5: i32):  // no predecessors
// CHECK-NEXT: cf.br ^bb3(%1, %0 : i32, i32)
// CHECK-NEXT: }
func.func @f3(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  memref.store %w, %b[] : memref<i32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  memref.store %v, %a[] : memref<i32>
  memref.store %v, %b[] : memref<i32>
  cf.br ^b3
^b2:
  cf.br ^b3
^b3:
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<i32>
  %z = arith.addi %x, %y : i32
  return %z : i32
^dead(%q: i32):
  cf.br ^b3
}
// CHECK-LABEL: func.func @u(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @u(%c: i1, %v: i32) {
  cf.cond_br %c, ^b1(%v : i32), ^b1(%v : i32)
^b1(%q: i32):
  return
}
// CHECK-LABEL: func.func @f4(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @f4(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.if %c {
    %x = memref.load %a[] : memref<i32>
    "foo.use"(%x) : (i32) -> ()
  }
  %y = memref.load %a[] : memref<i32>
  return %y : i32
}
// CHECK-LABEL: func.func @g2(%arg0: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: "foo.use"(%alloca) : (memref<i32>) -> ()
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @g2(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %x = memref.load %a[] : memref<i32>
  memref.store %x, %a[] : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %y = memref.load %a[] : memref<i32>
  %z = memref.load %a[] : memref<i32>
  "foo.use"(%a) : (memref<i32>) -> ()
  return %y : i32
}
// CHECK-LABEL: func.func @k2(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @k2(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %x = memref.load %a[] : memref<i32>
  memref.store %x, %a[] : memref<i32>
  %y = memref.load %a[] : memref<i32>
  return %y : i32
}
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0, %arg1 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %1, %1 : i32
// CHECK-NEXT: %4 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @loop(%n: index, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[] : memref<i32>
  cf.br ^head(%c0 : index)
^head(%i: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %x = memref.load %a[] : memref<i32>
  %y = arith.addi %x, %x : i32
  memref.store %y, %a[] : memref<i32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2 : index)
^exit:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
// CHECK-LABEL: func.func @same(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%arg2 : i32), ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @same(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  memref.store %w, %a[] : memref<i32>
  cf.cond_br %c, ^b3, ^b3
^b2:
  cf.br ^b3
^b3:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
// CHECK-LABEL: func.func @unused_merge(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused_merge(%c: i1, %v: i32) {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^b3
^b2:
  cf.br ^b3
^b3:
  return
}
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch(%f: i32, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.switch %f : i32, [
    default: ^b1,
    1: ^b2
  ]
^b1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^b3
^b2:
  memref.store %w, %a[] : memref<i32>
  cf.br ^b3
^b3:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
// CHECK-LABEL: func.func @nonbranch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT: "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT: "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @nonbranch(%v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  "foo.br"()[^b1, ^b2] : () -> ()
^b1:
  memref.store %w, %a[] : memref<i32>
  "foo.br"()[^b2] : () -> ()
^b2:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @nested(%c: i1, %v: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %x = memref.load %a[] : memref<f32>
    scf.yield %x : f32
  } else {
    scf.yield %v : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @ptrs(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @ptrs(%v: f32) -> f32 {
  %a = memref.alloca() : memref<f32>
  %b = memref.alloca() : memref<memref<f32>>
  memref.store %v, %a[] : memref<f32>
  memref.store %a, %b[] : memref<memref<f32>>
  %p = memref.load %b[] : memref<memref<f32>>
  %x = memref.load %p[] : memref<f32>
  return %x : f32
}
// CHECK-LABEL: func.func @two(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %1, %0 : i32, i32, i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1, %arg1, %arg1 : i32, i32, i32)
// CHECK-NEXT: ^bb2(%2: i32, %3: i32, %4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %3, %4 : i32, i32
// CHECK-NEXT: }
func.func @two(%c: i1, %v: i32) -> (i32, i32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  cf.cond_br %c, ^b1, ^b2(%v : i32)
^b1:
  memref.store %v, %b[] : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.br ^b2(%v : i32)
^b2(%q: i32):
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<i32>
  return %x, %y : i32, i32
}
// CHECK-LABEL: func.func @selfload(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.br ^bb2(%c3_i32 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @selfload(%c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %x = memref.load %a[] : memref<i32>
  memref.store %x, %a[] : memref<i32>
  cf.cond_br %c, ^b1, ^b2
^b1:
  %k = arith.constant 3 : i32
  memref.store %k, %a[] : memref<i32>
  cf.br ^b2
^b2:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
