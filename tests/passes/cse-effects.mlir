// cse with memory effects and regions (MLIR 22 semantics): ops that only read memory are
// CSE'd against an equivalent op earlier in the same block when no op in between may
// write (allocations and frees don't count, unregistered ops do); allocations are never
// CSE'd; memory-effect-free ops with single-block regions are CSE'd when their regions
// are structurally equivalent (block arguments mapped); the surviving op takes the
// location of the erased one if its own is unknown. Expected output checked against
// mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --cse --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @loads(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return %0, %0, %1, %1 : i32, i32, i32, i32
func.func @loads(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @alloc_between(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT:    return %0, %0 : i32, i32
func.func @alloc_between(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %a = memref.alloc() : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @allocs(
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    return %alloc, %alloc_0
func.func @allocs() -> (memref<4xi32>, memref<4xi32>) {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  return %a, %b : memref<4xi32>, memref<4xi32>
}

// CHECK-LABEL: func.func @unknown_between(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    "foo.op"() : () -> ()
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return %0, %1 : i32, i32
func.func @unknown_between(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  "foo.op"() : () -> ()
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// A read in a dominated block, in a nested region, or after a region op with effects
// (scf.for has no effects of its own to describe) stays.
// CHECK-LABEL: func.func @other_block(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return %0, %1 : i32, i32
func.func @other_block(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @nested_load(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %1 = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:      memref.alloca_scope.return %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1 : i32, i32
func.func @nested_load(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %r = memref.alloca_scope -> (i32) {
    %1 = memref.load %m[%i] : memref<4xi32>
    memref.alloca_scope.return %1 : i32
  }
  return %0, %r : i32, i32
}

// CHECK-LABEL: func.func @reads_in_loop(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:      "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return %0, %1 : i32, i32
func.func @reads_in_loop(%m: memref<4xi32>, %i: index, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  scf.for %iv = %lb to %ub step %s {
    %x = memref.load %m[%i] : memref<4xi32>
    "foo.use"(%x) : (i32) -> ()
  }
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}

// Region ops: equal regions are CSE'd, different ones (another constant, operands in
// another order even for a commutative op, a read inside) are not.
// CHECK-LABEL: func.func @scopes(
// CHECK-NEXT:    %0 = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      memref.alloca_scope.return %c1_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      memref.alloca_scope.return %c2_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0, %1 : i32, i32, i32
func.func @scopes() -> (i32, i32, i32) {
  %0 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i32
    memref.alloca_scope.return %c : i32
  }
  %1 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i32
    memref.alloca_scope.return %c : i32
  }
  %2 = memref.alloca_scope -> (i32) {
    %c = arith.constant 2 : i32
    memref.alloca_scope.return %c : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @ifs(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %4 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %4 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %4 = memref.load %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %4 = memref.load %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0, %1, %2, %3 : i32, i32, i32, i32, i32
func.func @ifs(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>, %i: index) -> (i32, i32, i32, i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> (i32) {
    %x = arith.addi %b, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %3 = scf.if %c -> (i32) {
    %x = memref.load %m[%i] : memref<4xi32>
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %4 = scf.if %c -> (i32) {
    %x = memref.load %m[%i] : memref<4xi32>
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// Block arguments of equivalent regions correspond.
// CHECK-LABEL: func.func @fors(
// CHECK-NEXT:    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32)  : i32 {
// CHECK-NEXT:      %2 = arith.muli %arg5, %arg3 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32)  : i32 {
// CHECK-NEXT:      %2 = arith.muli %arg4, %arg3 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0, %1 : i32, i32, i32
func.func @fors(%lb: i32, %ub: i32, %s: i32, %a: i32) -> (i32, i32, i32) {
  %0 = scf.for %iv = %lb to %ub step %s iter_args(%acc = %a) -> (i32) : i32 {
    %x = arith.muli %acc, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.for %iv = %lb to %ub step %s iter_args(%acc = %a) -> (i32) : i32 {
    %x = arith.muli %acc, %a : i32
    scf.yield %x : i32
  }
  %2 = scf.for %iv = %lb to %ub step %s iter_args(%acc = %a) -> (i32) : i32 {
    %x = arith.muli %iv, %a : i32
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// LOC-LABEL: func.func @merged_loc(
// LOC-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xi32> loc(#[[L:loc[0-9]+]])
// LOC-NEXT:    return %0, %0 : i32, i32
// LOC: #[[L]] = loc("x.c":1:2)
func.func @merged_loc(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32> loc(unknown)
  %1 = memref.load %m[%i] : memref<4xi32> loc("x.c":1:2)
  return %0, %1 : i32, i32
}
