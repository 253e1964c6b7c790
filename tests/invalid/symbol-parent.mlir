// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// A named symbol directly inside a registered op that is not a symbol table is rejected
// (MLIR's SymbolOpInterface verifier), also when the symbol is isolated from above.

func.func @func_in_func() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @nested() {
    return
  }
  return
}

// -----

func.func @func_in_region_op() {
  scf.execute_region {
    // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func private @inner()
    scf.yield
  }
  return
}

// -----

func.func @global_in_func() {
  // expected-error @+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @g : memref<2xf32>
  return
}

// -----

// Under an unregistered op, or a module (a symbol table), symbols are fine.
"foo.op"() ({
  func.func private @y()
}) : () -> ()
module @outer {
  module @inner {
    func.func private @x()
  }
}
