// symbol-dce: private symbols (and nested-visibility ones, as the top-level module is
// hidden) with no use from a live op are erased, transitively; uses are SymbolRefs
// anywhere in attributes and properties, nested references mark every symbol on their
// path, references that do not resolve mark nothing. Unregistered ops are never
// symbols, so they stay and their references count. Expected output checked against
// mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(symbol-dce)' | FileCheck %s

// Calls, func.constant, nested references in arrays and dictionaries, private nested
// modules, references held by unregistered ops, unresolved nested references.
// CHECK: module {
// CHECK-NEXT:   func.func private @live_by_call()
// CHECK-NEXT:   func.func private @chain_a() {
// CHECK-NEXT:     call @chain_b() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @chain_b()
// CHECK-NEXT:   func.func @pub() {
// CHECK-NEXT:     call @live_by_call() : () -> ()
// CHECK-NEXT:     %f = constant @chain_a : () -> ()
// CHECK-NEXT:     "foo.use"() {x = [{y = @m::@inner}]} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @m attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func private @inner()
// CHECK-NEXT:     func.func @inner_pub() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.sym"() {r = @byunk, sym_name = "unk", sym_visibility = "private"} : () -> ()
// CHECK-NEXT:   func.func private @byunk()
// CHECK-NEXT:   "foo.use"() {r = @partial::@missing} : () -> ()
// CHECK-NEXT: }

module {
  func.func private @dead()
  func.func private @live_by_call()
  func.func private @chain_a() { func.call @chain_b() : () -> () 
    return }
  func.func private @chain_b()
  func.func nested @nest() { return }
  func.func @pub() {
    func.call @live_by_call() : () -> ()
    %0 = func.constant @chain_a : () -> ()
    "foo.use"() {x = [{y = @m::@inner}]} : () -> ()
    return
  }
  module @m attributes {sym_visibility = "private"} {
    func.func private @inner()
    func.func private @inner_dead()
    func.func @inner_pub() { return }
  }
  module @m2 attributes {sym_visibility = "private"} {
    func.func @p() { return }
  }
  module @m3 attributes {sym_visibility = "private", foo.x = @keep} {
    func.func @p() { return }
  }
  func.func private @keep()
  "foo.sym"() {sym_name = "unk", sym_visibility = "private", r = @byunk} : () -> ()
  func.func private @byunk()
  func.func private @partial()
  "foo.use"() {r = @partial::@missing} : () -> ()
}

// -----

// Public nested modules keep their public symbols; nested-visibility symbols are
// erased unless referenced; a private module is kept when referenced.
// CHECK: module {
// CHECK-NEXT:   module @pubmod {
// CHECK-NEXT:     func.func nested @n1() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @p1() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @user() {
// CHECK-NEXT:       "foo.x"() {r = @p1} : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @f() {
// CHECK-NEXT:     "foo.y"() {r = @g} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @g()
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     "foo.z"() {r = [@f, @pubmod::@n1]} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @priv2 attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @pub4() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.ref"() {r = @priv2} : () -> ()
// CHECK-NEXT: }

module {
  module @pubmod {
    func.func nested @n1() { return }
    func.func private @p1() { return }
    func.func @user() { "foo.x"() {r = @p1} : () -> () 
      return }
  }
  module {
    func.func nested @n2() { return }
  }
  func.func private @f() {
    "foo.y"() {r = @g} : () -> ()
    return
  }
  func.func private @g()
  func.func @main() {
    "foo.z"() {r = [@f, @pubmod::@n1]} : () -> ()
    return
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @n3() { return }
    func.func @pub3() { return }
  }
  module @priv2 attributes {sym_visibility = "private"} {
    func.func @pub4() { return }
  }
  "foo.ref"() {r = @priv2} : () -> ()
}

// -----

// The attributes of a live nested symbol table are uses in the enclosing table;
// the ops inside it resolve in their own table (@g there does not exist).
// CHECK: module {
// CHECK-NEXT:   func.func private @h()
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     "foo.x"() {r = @g} : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner2 attributes {foo.r = @h} {
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  func.func private @g()
  func.func private @h()
  module @inner {
    "foo.x"() {r = @g} : () -> ()
  }
  module @inner2 attributes {foo.r = @h} {
  }
}

// -----

// A symbol table nested in a function (under an op with two regions) is processed
// as the function is live.
// CHECK: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "foo.two"() ({
// CHECK-NEXT:       builtin.module {
// CHECK-NEXT:         func.func private @x()
// CHECK-NEXT:         func.func @y() {
// CHECK-NEXT:           "foo.use"() {r = @x} : () -> ()
// CHECK-NEXT:           return
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  func.func @f() {
    "foo.two"() ({
      builtin.module {
        func.func private @x()
        func.func @y() {
          "foo.use"() {r = @x} : () -> ()
          return
        }
        func.func private @z()
      }
    }, {
    }) : () -> ()
    return
  }
}
