// tensor.parallel_insert_slice and what scf.forall.in_parallel may hold: verifier and
// parser diagnostics with mlir-opt 22's messages (checked with mlir-opt
// --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @not_a_shared_output(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @outside_in_parallel(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @in_other_loop(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
    tensor.parallel_insert_slice %s into %t[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  }
  return
}

// -----

func.func @size_mismatch(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @rank_too_large(%t: tensor<8x16xf32>, %s: tensor<4x4x1xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1] : tensor<4x4x1xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @element_type(%t: tensor<8x16xf32>, %s: tensor<4x4xf16>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1] : tensor<4x4xf16> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @out_of_bounds(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
      tensor.parallel_insert_slice %s into %o[%i, 14] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @offset_out_of_bounds(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{offset 1 is out-of-bounds: 16 >= 16}}
      tensor.parallel_insert_slice %s into %o[%i, 16] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @other_op_in_terminator(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
      %c = arith.constant 1 : index
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @mixed_ranks(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
      tensor.parallel_insert_slice %s into %o[%i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @too_many(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected 2 offset values, got 3}}
      tensor.parallel_insert_slice %s into %o[%i, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @negative_offset(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
      tensor.parallel_insert_slice %s into %o[%i, -1] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @unranked_source(%t: tensor<8x16xf32>, %s: tensor<*xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{custom op 'tensor.parallel_insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1] : tensor<*xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @dynamic_count(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %i: index) -> tensor<8x16xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
      "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>, index) -> ()
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @missing_attr(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op requires attribute 'static_offsets'}}
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>) -> ()
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @with_result(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op requires zero results}}
      %x = "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>) -> (index)
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @index_operands(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %i: i32) -> tensor<8x16xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op operand #2 must be variadic of index, but got 'i32'}}
      "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x16xf32>, i32) -> ()
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @missing_into(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected 'into'}}
      tensor.parallel_insert_slice %s, %o[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

func.func @missing_list(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      // expected-error @+2 {{expected SSA value or integer}}
      // expected-error @+1 {{expected '[' in dynamic index list}}
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
