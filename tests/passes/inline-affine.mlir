// Legality of inlining with the affine dialect's inliner interface. The callees are
// not optimized first (`default-pipeline=`), so each case shows the rule alone.

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline='default-pipeline=' | FileCheck %s

// A callee storing through `memref.store` is not inlined into an `affine.for` body: the
// affine dialect does not understand its effect. It is inlined into a function body.

// CHECK-LABEL: func.func @store_into_affine_for
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      func.call @store(%{{.*}}, %[[I]], %{{.*}}) : (memref<10xf32>, index, f32) -> ()
// CHECK-LABEL: func.func @store_into_func
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:    return
func.func private @store(%m: memref<10xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<10xf32>
  return
}
func.func @store_into_affine_for(%m: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    func.call @store(%m, %i, %v) : (memref<10xf32>, index, f32) -> ()
  }
  return
}
func.func @store_into_func(%m: memref<10xf32>, %i: index, %v: f32) {
  func.call @store(%m, %i, %v) : (memref<10xf32>, index, f32) -> ()
  return
}

// -----

// An `affine.load` only goes into an affine scope (a function body) or an affine
// structure, where its index stays a valid dimension; never into an `scf.for` body.

// CHECK-LABEL: func.func @aload_into_scf_for
// CHECK:         scf.for
// CHECK-NEXT:      func.call @aload
// CHECK-LABEL: func.func @aload_into_affine_for
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<10xf32>
// CHECK-NEXT:      "foo.use"(%[[V]]) : (f32) -> ()
// CHECK-LABEL: func.func @aload_into_affine_if
// CHECK-NEXT:    affine.if #{{.*}}(%arg1) {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:      "foo.use"(%[[V]]) : (f32) -> ()
// CHECK-LABEL: func.func @aload_into_func
// CHECK-NEXT:    %[[V:.*]] = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:    return %[[V]] : f32
func.func private @aload(%m: memref<10xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i] : memref<10xf32>
  return %0 : f32
}
func.func @aload_into_scf_for(%m: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = func.call @aload(%m, %i) : (memref<10xf32>, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func @aload_into_affine_for(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %0 = func.call @aload(%m, %i) : (memref<10xf32>, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func @aload_into_affine_if(%m: memref<10xf32>, %n: index) {
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) {
    %0 = func.call @aload(%m, %n) : (memref<10xf32>, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func @aload_into_func(%m: memref<10xf32>, %n: index) -> f32 {
  %0 = func.call @aload(%m, %n) : (memref<10xf32>, index) -> f32
  return %0 : f32
}

// -----

// Affine ops nested in other ops of the callee are checked against the destination
// too: an `scf.for` holding an `affine.load` goes into a function body, not into an
// `scf.for` body (nor into an `affine.for`, whose callees' ops must declare no effect).

// CHECK-LABEL: func.func @nested_into_func
// CHECK-NEXT:    scf.for %{{.*}} = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:      affine.store %[[V]], %arg0[%arg2] : memref<10xf32>
// CHECK-LABEL: func.func @nested_into_scf_for
// CHECK:         scf.for
// CHECK-NEXT:      func.call @nested
// CHECK-LABEL: func.func @nested_into_affine_for
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      func.call @nested
func.func private @nested(%m: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = affine.load %m[%lb] : memref<10xf32>
    affine.store %0, %m[%ub] : memref<10xf32>
  }
  return
}
func.func @nested_into_func(%m: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  func.call @nested(%m, %lb, %ub, %s) : (memref<10xf32>, index, index, index) -> ()
  return
}
func.func @nested_into_scf_for(%m: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    func.call @nested(%m, %lb, %ub, %s) : (memref<10xf32>, index, index, index) -> ()
  }
  return
}
func.func @nested_into_affine_for(%m: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  affine.for %i = 0 to 10 {
    func.call @nested(%m, %lb, %ub, %s) : (memref<10xf32>, index, index, index) -> ()
  }
  return
}

// -----

// A callee with an affine loop goes into a function body but not into an `affine.for`
// (the loop declares only recursive effects).

// CHECK-LABEL: func.func @loop_into_affine_for
// CHECK:         affine.for
// CHECK-NEXT:      func.call @loop
// CHECK-LABEL: func.func @loop_into_func
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.store %arg1, %arg0[%[[J]]] : memref<10xf32>
func.func private @loop(%m: memref<10xf32>, %v: f32) {
  affine.for %j = 0 to 4 {
    affine.store %v, %m[%j] : memref<10xf32>
  }
  return
}
func.func @loop_into_affine_for(%m: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    func.call @loop(%m, %v) : (memref<10xf32>, f32) -> ()
  }
  return
}
func.func @loop_into_func(%m: memref<10xf32>, %v: f32) {
  func.call @loop(%m, %v) : (memref<10xf32>, f32) -> ()
  return
}

// -----

// `affine.apply` has no memory effect, so a callee made of applies is inlined into an
// affine structure whatever its operands; but an access indexed by a value the callee
// computes (other than a constant or a `dim`) would lose its dimension status. Call
// operands bound to arguments used as indices must be valid dimensions at the call.

// CHECK-LABEL: func.func @apply_into_affine_for
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      %[[A:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:      "foo.use"(%[[A]]) : (index) -> ()
// CHECK-LABEL: func.func @computed_index_into_affine_for
// CHECK:         affine.for
// CHECK-NEXT:      func.call @computed_index
// CHECK-LABEL: func.func @constant_and_dim_index_into_affine_for
// CHECK:         affine.for
// CHECK-NEXT:      %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[D:.*]] = memref.dim %arg0, %[[C0]] : memref<?xf32>
// CHECK-NEXT:      affine.load %arg0[%[[C3]] + %[[D]]] : memref<?xf32>
// CHECK-LABEL: func.func @dim_args_into_affine_for
// CHECK:         scf.for
// CHECK-NEXT:      %[[D:.*]] = memref.dim
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %arg0[%[[D]]] : memref<?xf32>
func.func private @apply(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  return %0 : index
}
func.func @apply_into_affine_for() {
  affine.for %i = 0 to 10 {
    %0 = func.call @apply(%i) : (index) -> index
    "foo.use"(%0) : (index) -> ()
  }
  return
}
func.func private @computed_index(%m: memref<10xf32>, %i: index) -> f32 {
  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %0 = affine.load %m[%j] : memref<10xf32>
  return %0 : f32
}
func.func @computed_index_into_affine_for(%m: memref<10xf32>) {
  affine.for %i = 0 to 9 {
    %0 = func.call @computed_index(%m, %i) : (memref<10xf32>, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func private @constant_and_dim_index(%m: memref<?xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %0 = affine.load %m[%c3 + %d] : memref<?xf32>
  return %0 : f32
}
func.func @constant_and_dim_index_into_affine_for(%m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %0 = func.call @constant_and_dim_index(%m) : (memref<?xf32>) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func private @aload_dyn(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i] : memref<?xf32>
  return %0 : f32
}
func.func @dim_args_into_affine_for(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %e = memref.dim %m, %c0 : memref<?xf32>
    affine.for %i = 0 to 10 {
      %0 = func.call @aload_dyn(%m, %e) : (memref<?xf32>, index) -> f32
      "foo.use"(%0) : (f32) -> ()
    }
  }
  return
}

// -----

// Multi-block callees go into function bodies (with branches), never into affine
// structures, whose regions have one block.

// CHECK-LABEL: func.func @multi_into_affine_for
// CHECK:         affine.for
// CHECK-NEXT:      func.call @multi
// CHECK-LABEL: func.func @multi_into_affine_if
// CHECK:         affine.if
// CHECK-NEXT:      func.call @multi
// CHECK-LABEL: func.func @multi_into_func
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return
func.func private @multi(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
func.func @multi_into_affine_for(%c: i1) {
  affine.for %i = 0 to 10 {
    func.call @multi(%c) : (i1) -> ()
  }
  return
}
func.func @multi_into_affine_if(%c: i1, %n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    func.call @multi(%c) : (i1) -> ()
  }
  return
}
func.func @multi_into_func(%c: i1) {
  func.call @multi(%c) : (i1) -> ()
  return
}

// -----

// Pure callees go into affine structures; reads through `memref.load` and calls do not.

// CHECK-LABEL: func.func @pure_into_affine_if
// CHECK:         affine.if
// CHECK-NEXT:      arith.addi
// CHECK-LABEL: func.func @mload_into_affine_if
// CHECK:         affine.if
// CHECK-NEXT:      func.call @mload
// CHECK-LABEL: func.func @call_into_affine_for
// CHECK:         affine.for
// CHECK-NEXT:      func.call @calls
func.func private @pure(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @pure_into_affine_if(%a: i32, %n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    %0 = func.call @pure(%a) : (i32) -> i32
    "foo.use"(%0) : (i32) -> ()
  }
  return
}
func.func private @mload(%m: memref<10xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<10xf32>
  return %0 : f32
}
func.func @mload_into_affine_if(%m: memref<10xf32>, %n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    %0 = func.call @mload(%m, %n) : (memref<10xf32>, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func private @external()
func.func private @calls() {
  func.call @external() : () -> ()
  return
}
func.func @call_into_affine_for() {
  affine.for %i = 0 to 10 {
    func.call @calls() : () -> ()
  }
  return
}
