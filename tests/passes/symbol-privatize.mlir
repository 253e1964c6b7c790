// symbol-privatize: symbols directly in the op become private unless named in
// `exclude`; nested modules' symbols, unregistered ops and already non-public symbols
// are handled as mlir-opt 22 does (nested visibility becomes private too).
// RUN: strata-opt %s --allow-unregistered-dialect --symbol-privatize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --symbol-privatize=exclude=a,m | FileCheck %s --check-prefix=EXCL
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(symbol-privatize{exclude={b,e}})' | FileCheck %s --check-prefix=BRACES
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-privatize))' | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s --allow-unregistered-dialect --symbol-privatize=exclude=a,b --symbol-privatize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE

// PIPE:      builtin.module(
// PIPE-NEXT:   symbol-privatize{exclude={a,b}},
// PIPE-NEXT:   symbol-privatize{}
// PIPE-NEXT: )

// CHECK: module {
// CHECK-NEXT:   func.func private @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @b()
// CHECK-NEXT:   func.func private @c() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @d()
// CHECK-NEXT:   module @m attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @inner() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.sym"() {sym_name = "u"} : () -> ()
// CHECK-NEXT:   func.func private @e() attributes {foo.z = 1 : i64} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// EXCL: module {
// EXCL-NEXT:   func.func @a() {
// EXCL-NEXT:     return
// EXCL-NEXT:   }
// EXCL-NEXT:   func.func private @b()
// EXCL-NEXT:   func.func private @c() {
// EXCL-NEXT:     return
// EXCL-NEXT:   }
// EXCL-NEXT:   func.func private @d()
// EXCL-NEXT:   module @m {
// EXCL-NEXT:     func.func @inner() {
// EXCL-NEXT:       return
// EXCL-NEXT:     }
// EXCL-NEXT:   }
// EXCL-NEXT:   module {
// EXCL-NEXT:   }
// EXCL-NEXT:   "foo.sym"() {sym_name = "u"} : () -> ()
// EXCL-NEXT:   func.func private @e() attributes {foo.z = 1 : i64} {
// EXCL-NEXT:     return
// EXCL-NEXT:   }
// EXCL-NEXT: }

// BRACES: module {
// BRACES-NEXT:   func.func private @a() {
// BRACES-NEXT:     return
// BRACES-NEXT:   }
// BRACES-NEXT:   func.func private @b()
// BRACES-NEXT:   func.func private @c() {
// BRACES-NEXT:     return
// BRACES-NEXT:   }
// BRACES-NEXT:   func.func private @d()
// BRACES-NEXT:   module @m attributes {sym_visibility = "private"} {
// BRACES-NEXT:     func.func @inner() {
// BRACES-NEXT:       return
// BRACES-NEXT:     }
// BRACES-NEXT:   }
// BRACES-NEXT:   module {
// BRACES-NEXT:   }
// BRACES-NEXT:   "foo.sym"() {sym_name = "u"} : () -> ()
// BRACES-NEXT:   func.func @e() attributes {foo.z = 1 : i64} {
// BRACES-NEXT:     return
// BRACES-NEXT:   }
// BRACES-NEXT: }

// NESTED: module {
// NESTED-NEXT:   func.func @a() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func private @b()
// NESTED-NEXT:   func.func nested @c() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func private @d()
// NESTED-NEXT:   module @m {
// NESTED-NEXT:     func.func private @inner() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module {
// NESTED-NEXT:   }
// NESTED-NEXT:   "foo.sym"() {sym_name = "u"} : () -> ()
// NESTED-NEXT:   func.func @e() attributes {foo.z = 1 : i64} {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }

module {
  func.func @a() { return }
  func.func private @b()
  func.func nested @c() { return }
  func.func private @d()
  module @m {
    func.func @inner() { return }
  }
  module {
  }
  "foo.sym"() {sym_name = "u"} : () -> ()
  func.func @e() attributes {foo.z = 1} { return }
}
