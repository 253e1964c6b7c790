// inline through the call/callable interfaces: calls nested in other dialects' regions
// (scf.if) and callees holding region ops (scf.for) inline; multi-block callees inline
// only into regions that may hold several blocks (scf.execute_region, not scf.if);
// `no_inline` callees stay; nested symbol tables are processed on their own; an unknown
// call location leaves the inlined locations alone. Recursion: calls between two
// callables calling each other are not inlined, a call into such a cycle from outside is
// expanded once per iteration (inline history stops each round), up to max-iterations.
// Expected output checked against mlir-opt 22.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline=max-iterations=1 | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @unknown_loc(
// LOC-NEXT:    %0 = arith.addi %arg0, %arg0 : i32 loc(#[[L:loc[0-9]+]])
// LOC: #[[L]] = loc("callee.c":1:1)

// CHECK: module {
// CHECK-NEXT:   func.func @in_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %c3_i32 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_loop(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:       %1 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @even(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @odd(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @odd(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @even(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @even(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_in_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %2 = func.call @multi(%true, %arg1) : (i1, i32) -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.select %arg0, %0, %c0_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @noinl_callee(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_noinl(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @noinl_callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:       %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:       return %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unknown_loc(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @b(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @b(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ONE: {{//}} -----
// ONE-NEXT: module {
// ONE-NEXT:   func.func private @b(%arg0: i32) -> i32 {
// ONE-NEXT:     %0 = call @b(%arg0) : (i32) -> i32
// ONE-NEXT:     return %0 : i32
// ONE-NEXT:   }
// ONE-NEXT:   func.func @top(%arg0: i32) -> i32 {
// ONE-NEXT:     %0 = call @b(%arg0) : (i32) -> i32
// ONE-NEXT:     return %0 : i32
// ONE-NEXT:   }
// ONE-NEXT: }

module {
  func.func private @leaf(%a: i32) -> i32 {
    %c = arith.constant 3 : i32
    %r = arith.addi %a, %c : i32
    return %r : i32
  }
  func.func @in_if(%c: i1, %a: i32) -> i32 {
    %0 = scf.if %c -> (i32) {
      %x = func.call @leaf(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    return %0 : i32
  }
  func.func private @with_loop(%n: index, %a: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
      %y = arith.muli %acc, %acc : i32
      scf.yield %y : i32
    }
    return %r : i32
  }
  func.func @use_loop(%n: index, %a: i32) -> i32 {
    %0 = call @with_loop(%n, %a) : (index, i32) -> i32
    return %0 : i32
  }
  func.func private @even(%a: i32) -> i32 {
    %0 = call @odd(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func private @odd(%a: i32) -> i32 {
    %0 = call @even(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func @use_rec(%a: i32) -> i32 {
    %0 = call @even(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func private @multi(%c: i1, %a: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    return %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    return %z : i32
  }
  func.func @multi_in_if(%c: i1, %a: i32) -> i32 {
    %0 = scf.if %c -> (i32) {
      %x = func.call @multi(%c, %a) : (i1, i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %1 = scf.execute_region -> i32 {
      %y = func.call @multi(%c, %0) : (i1, i32) -> i32
      scf.yield %y : i32
    }
    return %1 : i32
  }
  func.func private @noinl_callee(%a: i32) -> i32 attributes {no_inline} {
    return %a : i32
  }
  func.func @use_noinl(%a: i32) -> i32 {
    %0 = call @noinl_callee(%a) : (i32) -> i32
    return %0 : i32
  }
  module @inner {
    func.func private @f(%a: i32) -> i32 {
      %0 = arith.muli %a, %a : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %0 = call @f(%a) : (i32) -> i32
      return %0 : i32
    }
    func.func @h(%a: i32) -> i32 {
      return %a : i32
    }
  }
  func.func private @unknown_loc_callee(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc("callee.c":1:1)
    return %0 : i32
  }
  func.func @unknown_loc(%a: i32) -> i32 {
    %0 = call @unknown_loc_callee(%a) : (i32) -> i32 loc(unknown)
    return %0 : i32
  }
}
// -----
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @top(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
