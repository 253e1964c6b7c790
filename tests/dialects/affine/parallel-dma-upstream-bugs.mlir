// UPSTREAM-BUG: affine.parallel and affine.dma_* ops whose operands or attributes do not
// match their maps. mlir-opt 22 checks neither the operand count of affine.parallel (its
// verifier reads past the operand list — a missing lower bound operand is reported as
// "operand cannot be used as a symbol" by chance — and its printer crashes with a segfault
// in AffineParallelOp::print) nor the map attributes of the DMA ops (a missing map is a
// segfault) nor the operand count of affine.dma_wait (a short list is a segfault, extra
// operands are silently dropped when printing). Strata reports each case. Not validated
// against mlir-opt; the differential test skips this file.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @missing_upper_operand() {
  // expected-error @+1 {{'affine.parallel' op expected 1 operands for the lower (0) and upper (1) bounds maps, but found 0}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_lower_operand() {
  // expected-error @+1 {{'affine.parallel' op expected 1 operands for the lower (1) and upper (0) bounds maps, but found 0}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @extra_operand(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected 0 operands for the lower (0) and upper (0) bounds maps, but found 1}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @dma_wait_without_map(%t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'affine.dma_wait' op requires attribute 'tag_map'}}
  "affine.dma_wait"(%t, %n) : (memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_wait_short(%t: memref<1xi32>) {
  // expected-error @+1 {{'affine.dma_wait' op incorrect number of operands}}
  "affine.dma_wait"(%t) {tag_map = affine_map<() -> (0)>} : (memref<1xi32>) -> ()
  return
}

// -----

func.func @dma_wait_extra(%t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'affine.dma_wait' op incorrect number of operands}}
  "affine.dma_wait"(%t, %n, %n) {tag_map = affine_map<() -> (0)>} : (memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_start_without_tag_map(%m: memref<4x4xf32>, %d: memref<4x4xf32, 2>, %t: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'affine.dma_start' op requires attribute 'tag_map'}}
  "affine.dma_start"(%m, %n, %d, %n, %t, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>} : (memref<4x4xf32>, index, memref<4x4xf32, 2>, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_start_short(%m: memref<4x4xf32>, %n: index) {
  // expected-error @+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n) {dst_map = affine_map<(d0) -> (d0, 0)>, src_map = affine_map<(d0) -> (d0, 0)>, tag_map = affine_map<() -> (0)>} : (memref<4x4xf32>, index) -> ()
  return
}
