// Parser diagnostics of affine maps over SSA values at mlir-opt 22's columns (a missing
// token is reported right after the previous one, across spaces, newlines and comments;
// follow-up errors such as "missing operand of negation" come out too), and loop
// induction variables already referenced in their own bounds or defined before
// ("region entry argument ... is already in use"). CHECK lines are mlir-opt's stderr.
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @a(%m: memref<8x8xf32>, %i: index, %j: index) {
  affine.parallel (%x) = (%i) to (min // comment
     %j) { }
  return
}
// -----
func.func @b(%m: memref<8x8xf32>, %i: index, %j: index) {
  %v = affine.load %m[%i, %j
    : memref<8x8xf32>
  return
}
// -----
func.func @c(%m: memref<8x8xf32>, %i: index, %j: index) {
  affine.for %x = max   %i to 8 { }
  return
}
// -----
func.func @d(%m: memref<8x8xf32>, %i: index, %j: index) {
  affine.for %x = 0 to min affine_map<(d0) -> (d0)>   %i { }
  return
}
// -----
func.func @e(%m: memref<8x8xf32>, %i: index, %j: index) {
  affine.parallel (%x) = (%i) to (8) step   2 { }
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %i: index, %j: index) {
  %v = affine.load %m   %i] : memref<8x8xf32>
  return
}
// -----
func.func @g(%m: memref<8x8xf32>, %i: index, %j: index) {
  %v = affine.load %m[%i + (%j   ] : memref<8x8xf32>
  return
}
// -----
func.func @h(%m: memref<8x8xf32>, %i: index, %j: index) {
  %d:2 = affine.delinearize_index %i into   %j : index, index
  return
}
// -----
func.func @f(%m: memref<8xf32>) {
  affine.parallel (%i) = (%i) to (8) {
  }
  return
}
// -----
func.func @g(%m: memref<8xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, %j) to (8, 8) {
  }
  return
}
// -----
func.func @h(%m: memref<8xf32>, %n: index) {
  affine.parallel (%i, %i) = (0, 0) to (8, 8) {
  }
  return
}
// -----
func.func @k(%m: memref<8xf32>, %n: index) {
  affine.parallel (%i) = (0) to (%i) {
  }
  return
}
// -----
func.func @l(%m: memref<8xf32>, %n: index) {
  affine.parallel (%i) = (0) to (symbol(%i)) {
  }
  return
}
// -----
func.func @neg(%m: memref<8x8xf32>, %i: index) {
  %v = affine.load %m[%i, -] : memref<8x8xf32>
  return
}
// -----
func.func @outer_name(%n: index) {
  affine.for %n = 0 to 8 {
  }
  return
}

// CHECK: {{.*}}ssa-map-diagnostics.mlir:9:38: error: expected '(' in affine map
// CHECK: {{.*}}ssa-map-diagnostics.mlir:15:29: error: expected ']' in affine map
// CHECK: {{.*}}ssa-map-diagnostics.mlir:26:52: error: expected '(' in operand list
// CHECK: {{.*}}ssa-map-diagnostics.mlir:31:42: error: expected '(' in affine map
// CHECK: {{.*}}ssa-map-diagnostics.mlir:36:22: error: expected '[' in affine map
// CHECK: {{.*}}ssa-map-diagnostics.mlir:41:31: error: expected ')'
// CHECK: {{.*}}ssa-map-diagnostics.mlir:46:42: error: expected '(' in dynamic index list
// CHECK: {{.*}}ssa-map-diagnostics.mlir:46:10: error: custom op 'affine.delinearize_index' expected SSA value or integer
// CHECK: {{.*}}ssa-map-diagnostics.mlir:51:20: error: region entry argument '%i' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:51:27: note: previously referenced here
// CHECK: {{.*}}ssa-map-diagnostics.mlir:57:24: error: region entry argument '%j' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:57:34: note: previously referenced here
// CHECK: {{.*}}ssa-map-diagnostics.mlir:63:24: error: region entry argument '%i' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:63:20: note: previously referenced here
// CHECK: {{.*}}ssa-map-diagnostics.mlir:69:20: error: region entry argument '%i' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:69:34: note: previously referenced here
// CHECK: {{.*}}ssa-map-diagnostics.mlir:75:20: error: region entry argument '%i' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:75:41: note: previously referenced here
// CHECK: {{.*}}ssa-map-diagnostics.mlir:81:28: error: expected affine expression
// CHECK: {{.*}}ssa-map-diagnostics.mlir:81:28: error: missing operand of negation
// CHECK: {{.*}}ssa-map-diagnostics.mlir:86:14: error: region entry argument '%n' is already in use
// CHECK: {{.*}}ssa-map-diagnostics.mlir:85:23: note: previously referenced here
