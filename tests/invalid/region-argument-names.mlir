// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Region arguments named in a custom op's syntax (mlir-opt 22's parser messages), and
// names shared with the regions of isolated-from-above ops: MLIR's name scopes are not
// isolated there, so a name visible from an enclosing region can't be defined again.

func.func @result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 7 {
  }
  return
}

// -----

func.func @no_percent() {
  affine.for i = 1 to 10 { // expected-error {{expected SSA operand}}
  }
  return
}

// -----

func.func @iv_used_in_its_bound() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = affine_map<(d0) -> (d0 floordiv 4)>(%i) to 10 {
  }
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
func.func @iv_shadows_argument(%x: index) {
  // expected-error@+1 {{region entry argument '%x' is already in use}}
  affine.for %x = 0 to 10 {
  }
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
func.func @function_argument_shadows(%a: index) {
  "foo.op"() ({
    // expected-error@+1 {{region entry argument '%a' is already in use}}
    func.func private @inner(%a: index) {
      return
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-note@+1 {{previously defined here}}
func.func @redefined_in_isolated_region(%a: index) {
  "foo.op"() ({
    func.func private @inner() {
      // expected-error@+1 {{redefinition of SSA value '%a'}}
      %a = arith.constant 0 : index
      return
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Sibling functions may reuse names.
func.func private @first(%a: index) -> index {
  %b = arith.addi %a, %a : index
  return %b : index
}
func.func private @second(%a: index) -> index {
  %b = arith.muli %a, %a : index
  return %b : index
}
