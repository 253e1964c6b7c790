// RUN: strata-opt %s --remove-dead-values --split-input-file --allow-unregistered-dialect | FileCheck %s

// A private function loses the arguments it does not need and the results no caller
// uses (with the matching call operands and results, and argument/result attributes);
// dead pure ops go, ops with memory effects stay.

// CHECK-LABEL: func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-LABEL: func @main(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[R0:.*]] = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[R1:.*]] = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R0]], %[[R1]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-LABEL: func private @nocall() {
// CHECK-NEXT:    return
// CHECK-LABEL: func private @attrs(%arg0: i32 {foo.a}) -> (i32 {foo.s}) {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func @use_attrs
// CHECK-NEXT:    %[[R:.*]] = call @attrs(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func @unused_in_public(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func @effects
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    call_indirect
// CHECK-NEXT:    "foo.unknown"
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    return
func.func private @f(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  return %x, %b : i32, i32
}
func.func @main(%p: i32, %q: i32) -> i32 {
  %r:2 = call @f(%p, %q, %q) : (i32, i32, i32) -> (i32, i32)
  %r2:2 = call @f(%p, %q, %q) : (i32, i32, i32) -> (i32, i32)
  %dead = arith.muli %p, %q : i32
  %s = arith.addi %r#0, %r2#0 : i32
  return %s : i32
}
func.func private @nocall(%a: i32) -> i32 {
  return %a : i32
}
func.func private @attrs(%a: i32 {foo.a}, %b: i32 {foo.b}) -> (i32 {foo.r}, i32 {foo.s}) {
  return %b, %a : i32, i32
}
func.func @use_attrs(%x: i32) -> i32 {
  %r:2 = call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}
func.func @unused_in_public(%p: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %p, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  return %p : i32
}
func.func @effects(%m: memref<4xi32>, %f: (i32) -> i32, %x: i32) {
  %a = memref.alloc() : memref<4xi32>
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %u = "foo.unknown"(%x) : (i32) -> i32
  %c0 = arith.constant 0 : index
  %l = memref.load %m[%c0] : memref<4xi32>
  memref.store %x, %m[%c0] : memref<4xi32>
  return
}

// -----

// Branch operands that are dead go with the block arguments they feed; a block argument
// fed a value that is live anyway stays, and so do branch conditions.

// CHECK-LABEL: func @cfg
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    cf.br ^bb2(%[[X]] : i32)
// CHECK-NEXT:  ^bb2(%[[Z:.*]]: i32):
// CHECK-NEXT:    return %[[Z]] : i32
// CHECK-LABEL: func @cfg_live_operand
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-LABEL: func private @multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg2 : i32
// CHECK-LABEL: func private @h(%arg0: i1, %arg1: i32) -> i32 {
func.func @cfg(%c: i1, %p: i32, %q: i32) -> i32 {
  %d = arith.addi %p, %q : i32
  cf.cond_br %c, ^a(%p, %d : i32, i32), ^b(%q : i32)
^a(%x: i32, %y: i32):
  %u = arith.addi %y, %y : i32
  cf.br ^b(%x : i32)
^b(%z: i32):
  return %z : i32
}
func.func @cfg_live_operand(%c: i1, %p: i32, %q: i32) -> i32 {
  cf.cond_br %c, ^a(%p, %q : i32, i32), ^b(%q : i32)
^a(%x: i32, %y: i32):
  cf.br ^b(%x : i32)
^b(%z: i32):
  return %z : i32
}
func.func private @multi(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %b : i32, i32
^y:
  return %b, %a : i32, i32
}
func.func @use_multi(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = call @multi(%c, %x, %y) : (i1, i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func private @h(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^x, ^y
^x:
  cf.br ^z
^y:
  cf.br ^z
^z:
  return %a : i32
}
func.func @use_h(%c: i1, %p: i32) -> i32 {
  %s = call @h(%c, %p) : (i1, i32) -> i32
  return %s : i32
}

// -----

// A region-branch op without memory effects whose results are all dead is erased.

// CHECK-LABEL: func @if_dead
// CHECK-NEXT:    return %arg1 : i32
func.func @if_dead(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %x : i32
}

// -----

// Reading memory or allocating does not make an op's operands needed: such an op whose
// operands are otherwise unused is erased with them; one whose operands are needed
// elsewhere stays.

// CHECK-LABEL: func @reads(%arg0: index, %arg1: memref<4xi32>, %arg2: index) {
// CHECK-NEXT:    return
// CHECK-LABEL: func @kept
// CHECK-NEXT:    memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:    memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:    "foo.keep"(%arg0, %arg1, %arg2)
// CHECK-NEXT:    return
func.func @reads(%n: index, %m: memref<4xi32>, %i: index) {
  %a = memref.alloc(%n) : memref<?xi32>
  %l = memref.load %m[%i] : memref<4xi32>
  return
}
func.func @kept(%n: index, %m: memref<4xi32>, %i: index) {
  %a = memref.alloc(%n) : memref<?xi32>
  %l = memref.load %m[%i] : memref<4xi32>
  "foo.keep"(%n, %m, %i) : (index, memref<4xi32>, index) -> ()
  return
}
