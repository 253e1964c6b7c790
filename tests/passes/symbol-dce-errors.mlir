// symbol-dce fails when an op it collects uses from holds (or is) an unregistered op
// with exactly one region: such an op might be a symbol table. The error is reported
// at the op directly in the symbol table. Checked against mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce --verify-diagnostics
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE

// NOTABLE: symbol-dce-errors.mlir:[[@LINE+3]]:3: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

module {
  func.func private @g()
  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  func.func @main() {
    "foo.region"() ({
      "foo.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

module {
  func.func private @g()
  // expected-error@+1 {{operation contains potentially unknown symbol table}}
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
}

// -----

// A private function is not processed unless used, so its contents do not matter.
module {
  func.func private @g() {
    "foo.region"() ({
      "foo.yield"() : () -> ()
    }) : () -> ()
    return
  }
  "foo.tworegions"() ({
    "foo.yield"() {r = @h} : () -> ()
  }, {}) : () -> ()
  func.func private @h()
}
