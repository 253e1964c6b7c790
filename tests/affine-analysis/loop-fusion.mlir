// --test-loop-fusion (dependence check and slice computation) on hand-written nests;
// expected remarks from mlir-opt 22.
// RUN: strata-opt %s --split-input-file --test-loop-fusion="test-loop-fusion-dependence-check test-loop-fusion-slice-computation" -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

// Producer-consumer: the consumer needs one producer iteration per iteration.
func.func @producer_consumer(%A: memref<10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  // expected-remark @below {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  // expected-remark @below {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j] : memref<10xf32>
    affine.store %v, %B[%j] : memref<10xf32>
  }
  return
}

// -----

// Transposed 2-D access: at depth 1 the producer's outer loop is not determined.
func.func @transposed(%A: memref<10x10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  // expected-remark @below {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (0), (d0) -> (10)] [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
  // expected-remark @below {{slice ( src loop: 1, dst loop: 0, depth: 2 : insert point: (2, 1) loop bounds: [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] )}}
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%i, %j] : memref<10x10xf32>
    }
  }
  // expected-remark @below {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (0), (d0) -> (10)] [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
  // expected-remark @below {{slice ( src loop: 0, dst loop: 1, depth: 2 : insert point: (2, 0) loop bounds: [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] )}}
  affine.for %k = 0 to 10 {
    affine.for %l = 0 to 10 {
      %v = affine.load %A[%l, %k] : memref<10x10xf32>
      affine.store %v, %B[%k] : memref<10xf32>
    }
  }
  return
}

// -----

// A shifted read: the slice runs the producer one iteration ahead, which it does not
// have at the last consumer iteration: an incorrect slice.
func.func @shifted(%A: memref<11xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  // expected-remark @below {{Incorrect slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (d0 - 1), (d0) -> (d0)] )}}
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<11xf32>
  }
  // expected-remark @below {{Incorrect slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0 + 1), (d0) -> (d0 + 2)] )}}
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j + 1] : memref<11xf32>
    affine.store %v, %B[%j] : memref<10xf32>
  }
  return
}

// -----

// An op between the nests writes what the first nest reads and the second writes:
// neither nest can move next to the other.
func.func @blocked(%A: memref<10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  // expected-remark @below {{block-level dependence preventing fusion of loop nest 0 into loop nest 1 at depth 0}}
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  %x = affine.load %A[0] : memref<10xf32>
  affine.store %x, %B[0] : memref<10xf32>
  // expected-remark @below {{block-level dependence preventing fusion of loop nest 1 into loop nest 0 at depth 0}}
  affine.for %j = 0 to 10 {
    %v = affine.load %B[%j] : memref<10xf32>
    affine.store %v, %A[%j] : memref<10xf32>
  }
  return
}

// -----

// Read-read only (siblings) on a sequential source loop: the slice takes the loop's
// whole range.
func.func @siblings(%A: memref<10xf32>, %B: memref<10xf32>, %C: memref<10xf32>) {
  // expected-remark @below {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 3) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] )}}
  affine.for %i = 1 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %C[%i - 1] : memref<10xf32>
    affine.store %w, %C[%i] : memref<10xf32>
  }
  // expected-remark @below {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (1), (d0) -> (10)] )}}
  affine.for %k = 0 to 10 {
    %v = affine.load %A[%k] : memref<10xf32>
    affine.store %v, %B[%k] : memref<10xf32>
  }
  return
}

// -----

// No common memref: nothing to report.
func.func @independent(%A: memref<10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    affine.store %cf, %B[%j] : memref<10xf32>
  }
  return
}

// -----

// An affine.if inside a nest: fusion is not attempted.
func.func @guarded(%A: memref<10xf32>) {
  %cf = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %cf, %A[%i] : memref<10xf32>
    }
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j] : memref<10xf32>
  }
  return
}
