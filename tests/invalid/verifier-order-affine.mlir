// RUN: strata-opt %s --split-input-file --verify-diagnostics
// affine.for/if check their terminator after the ops inside them (MLIR's
// SingleBlockImplicitTerminator is a region trait): the misplaced op reports first.

func.func @return_inside_for() {
  affine.for %i = 1 to 100 {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @yield_of_scf_inside_if(%c: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%c) {
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}
