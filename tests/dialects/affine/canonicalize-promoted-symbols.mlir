// Affine map and set canonicalization moves symbol operands that are valid dimensions
// but no valid symbols (an `affine.for` induction variable) to new dimensions after the
// existing ones, keeping the other symbols in order (upstream's `legalizeDemotedDims`,
// the inverse of promoting dimensions that are valid symbols). Such IR does not verify,
// so the direct cases are read with --mlir-very-unsafe-disable-verifier-on-parsing; the
// usual way to get it is inlining a callee using an argument as a symbol into an
// `affine.for` body, with the inliner's default canonicalization afterwards (last chunk).
// Expected output is mlir-opt 22's.

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --inline | FileCheck %s --check-prefix=INLINE

// CHECK-DAG: #[[MAP:.*]] = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-LABEL: func.func @apply
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      %[[A:.*]] = affine.apply #[[MAP]](%[[I]])
// CHECK-NEXT:      "foo.use"(%[[A]]) : (index) -> ()
func.func @apply(%n: index) {
  affine.for %i = 0 to 10 {
    %0 = "affine.apply"(%i) <{map = affine_map<()[s0] -> (s0 * 2 + 1)>}> : (index) -> index
    "foo.use"(%0) : (index) -> ()
  }
  return
}

// -----

// The demoted symbol follows the existing dimension; the valid symbol stays a symbol.

// CHECK-LABEL: func.func @load_mixed
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.load %arg0[%[[I]], symbol(%arg1), %[[J]]] : memref<10x10x10xf32>
func.func @load_mixed(%m: memref<10x10x10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = "affine.load"(%m, %i, %n, %j) <{map = affine_map<(d0)[s0, s1] -> (d0, s0, s1)>}> : (memref<10x10x10xf32>, index, index, index) -> f32
      "foo.use"(%0) : (f32) -> ()
    }
  }
  return
}

// -----

// A dimension that is a valid symbol and a symbol that is only a dimension trade places.

// CHECK-LABEL: func.func @store_swap
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.store %arg2, %arg0[%[[I]] + symbol(%arg1), %[[I]]] : memref<10x10xf32>
func.func @store_swap(%m: memref<10x10xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 10 {
    "affine.store"(%v, %m, %n, %i) <{map = affine_map<(d0)[s0] -> (d0 + s0, s0)>}> : (f32, memref<10x10xf32>, index, index) -> ()
  }
  return
}

// -----

// Once demoted, a value used as a dimension and as a symbol is one dimension; an
// unused demoted operand is dropped.

// CHECK-LABEL: func.func @dup
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.load %arg0[%[[I]] * 2] : memref<10xf32>
// CHECK-LABEL: func.func @unused
// CHECK:         affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT:      affine.load %arg0[symbol(%arg1)] : memref<10xf32>
func.func @dup(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (memref<10xf32>, index, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}
func.func @unused(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = "affine.load"(%m, %i, %n) <{map = affine_map<()[s0, s1] -> (s1)>}> : (memref<10xf32>, index, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}

// -----

// Integer sets, loop bounds and min/max maps.

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[UB:.*]] = affine_map<(d0)[s0] -> (s0, d0 + 4)>
// CHECK-DAG: #[[MIN:.*]] = affine_map<(d0)[s0] -> (s0, d0 + 2)>
// CHECK-DAG: #[[MAX:.*]] = affine_map<(d0)[s0] -> (s0, d0 - 1)>
// CHECK-DAG: #[[SET:.*]] = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// CHECK-LABEL: func.func @if_set
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.if #[[SET]](%[[I]])[%arg0] {
// CHECK-LABEL: func.func @for_bounds
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = #[[ID]](%[[I]]) to min #[[UB]](%[[I]])[%arg0] {
// CHECK-LABEL: func.func @min_max
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      %{{.*}} = affine.min #[[MIN]](%[[I]])[%arg0]
// CHECK-NEXT:      %{{.*}} = affine.max #[[MAX]](%[[I]])[%arg0]
func.func @if_set(%n: index) {
  affine.for %i = 0 to 10 {
    "affine.if"(%i, %n) <{condition = affine_set<()[s0, s1] : (s0 - s1 >= 0)>}> ({
      "foo.then"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
  }
  return
}
func.func @for_bounds(%n: index) {
  affine.for %i = 0 to 10 {
    "affine.for"(%i, %n, %i) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, upperBoundMap = affine_map<()[s0, s1] -> (s0, s1 + 4)>, step = 1 : index, operandSegmentSizes = array<i32: 1, 2, 0>}> ({
    ^bb0(%j: index):
      "foo.use"(%j) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
  }
  return
}
func.func @min_max(%n: index) {
  affine.for %i = 0 to 10 {
    %0 = "affine.min"(%n, %i) <{map = affine_map<()[s0, s1] -> (s0, s1 + 2)>}> : (index, index) -> index
    %1 = "affine.max"(%i, %n) <{map = affine_map<()[s0, s1] -> (s0 - 1, s1)>}> : (index, index) -> index
    "foo.use"(%0, %1) : (index, index) -> ()
  }
  return
}

// -----

// An `affine.apply` operand is composed first; its dimension stays a dimension.

// CHECK-LABEL: func.func @apply_operand
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.load %arg0[%[[I]] + symbol(%arg1) + 1] : memref<10xf32>
func.func @apply_operand(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %0 = "affine.load"(%m, %n, %a) <{map = affine_map<()[s0, s1] -> (s0 + s1)>}> : (memref<10xf32>, index, index) -> f32
    "foo.use"(%0) : (f32) -> ()
  }
  return
}

// -----

// Inlining: the callee's symbol arguments become the loop's induction variable.

// INLINE-LABEL: func.func @apply_operand
// INLINE:       // -----
// INLINE-DAG: #[[MIN:.*]] = affine_map<(d0)[s0] -> (s0, d0 + 2)>
// INLINE-DAG: #[[APPLY:.*]] = affine_map<(d0)[s0] -> (d0 * 3 + s0)>
// INLINE-LABEL: func.func @caller
// INLINE-NEXT:    affine.for %[[I:.*]] = 0 to 10 {
// INLINE-NEXT:      %[[V:.*]] = affine.load %arg0[%[[I]], symbol(%arg1)] : memref<10x10xf32>
// INLINE-NEXT:      affine.store %[[V]], %arg0[symbol(%arg1) + 1, %[[I]]] : memref<10x10xf32>
// INLINE-NEXT:      %[[MN:.*]] = affine.min #[[MIN]](%[[I]])[%arg1]
// INLINE-NEXT:      %[[AP:.*]] = affine.apply #[[APPLY]](%[[I]])[%arg1]
// INLINE-NEXT:      %[[S:.*]] = arith.addi %[[MN]], %[[AP]] : index
// INLINE-NEXT:      "foo.use"(%[[S]]) : (index) -> ()
// INLINE-NOT:     func.call
func.func private @callee(%m: memref<10x10xf32>, %i: index, %n: index) -> index {
  %0 = affine.load %m[symbol(%i), symbol(%n)] : memref<10x10xf32>
  affine.store %0, %m[symbol(%n) + 1, symbol(%i)] : memref<10x10xf32>
  %1 = affine.min affine_map<()[s0, s1] -> (s0 + 2, s1)>()[%i, %n]
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 * 3 + s1)>()[%i, %n]
  %3 = arith.addi %1, %2 : index
  return %3 : index
}
func.func @caller(%m: memref<10x10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = func.call @callee(%m, %i, %n) : (memref<10x10xf32>, index, index) -> index
    "foo.use"(%0) : (index) -> ()
  }
  return
}
