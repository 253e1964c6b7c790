// symbol-dce run on nested modules: symbols of a public nested module are not
// hidden, so its `nested` symbols stay; private modules hide theirs. The output is the
// same with and without threads. Checked against mlir-opt 22 (which is run here
// without threads; it keeps the same symbols with them).
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' --mlir-disable-threading | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     module @pubmod {
// CHECK-NEXT:       func.func nested @n1() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func private @p1() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func @user() {
// CHECK-NEXT:         "foo.x"() {r = @p1} : () -> ()
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     module {
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @f() {
// CHECK-NEXT:       "foo.y"() {r = @g} : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @g()
// CHECK-NEXT:     func.func @main() {
// CHECK-NEXT:       "foo.z"() {r = [@f, @pubmod::@n1]} : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     module @priv2 attributes {sym_visibility = "private"} {
// CHECK-NEXT:       func.func @pub4() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     "foo.ref"() {r = @priv2} : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
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
}
