// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Which check reports first when several fail, as mlir-opt 22 orders them: predicate
// traits before region constraints, an op's own verifier before its nested ops, parent
// traits before the terminator's position.

func.func @for_bound_types_before_region(%a: i32, %b: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @parallel_iv_type_before_body(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %b, %c) ({
  ^bb0(%i: f32):
    scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator_before_body(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%a) to (%b) step (%c) {
    %f = arith.constant 1.0 : f32
    // expected-note@+1 {{terminator here}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @reduce_parent_before_position(%f: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%f : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
  return
}

// -----

"foo.op"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  %t = arith.constant true
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%t)
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  %f = arith.constant 1.0 : f32
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %f : f32
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// affine.yield checks its parent in its own verifier, after the position.
"foo.op"() ({
  // expected-error@+1 {{'affine.yield' op must be the last operation in the parent block}}
  affine.yield
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {}
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
  "foo.x"() : () -> ()
}) : () -> ()
