// scf.forall and scf.forall.in_parallel: parser and verifier diagnostics with mlir-opt 22's
// messages (checked against mlir-opt with --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @results_outputs(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @region_args(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @iv_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @out_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @ub_count() {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 5>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @step_count() {
  // expected-error @+1 {{expected 1 step values, got 0}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @dynamic_count() {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @dynamic_lb(%n: index) {
  // expected-error @+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @terminator() {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'foo.term'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_ops(%m: memref<4xf32>, %v: f32) {
  scf.forall (%i) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      memref.store %v, %m[%i] : memref<4xf32>
    }
  }
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}

// -----

func.func @in_parallel_last(%m: memref<4xf32>, %v: f32) {
  scf.forall (%i) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op must be the last operation in the parent block}}
    scf.forall.in_parallel {
    }
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// -----

func.func @memref_out(%m: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @bound_type(%n: i32) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (i32) -> ()
  return
}

// -----

func.func @mapping_rank() {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @mapping_masks() {
  // expected-error @+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<1>, #gpu.mask<2>]}
  return
}

// -----

func.func @mapping_kind() {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [1]}
  return
}

// -----

func.func @mapping_dim() {
  // expected-error @+3 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
  // expected-error @+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<w>]}
  return
}

// -----

func.func @iv_count() {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (4) {
  }
  return
}

// -----

func.func @outs_without_types(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @missing_step(%n: index) {
  // expected-error @+1 {{expected 'step'}}
  scf.forall (%i) = (0) to (%n) {
  }
  return
}

// -----

func.func @bad_list(%n: index) {
  // expected-error @+2 {{custom op 'scf.forall' expected SSA value or integer}}
  // expected-error @+1 {{expected '(' in dynamic index list}}
  scf.forall (%i) in [%n] {
  }
  return
}

// -----

func.func @region_blocks() {
  // expected-error @+1 {{'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  }) : () -> ()
  return
}
