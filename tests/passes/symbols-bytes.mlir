// Symbols whose names are not UTF-8: custom syntax, verification of symbol uses, and the
// symbol passes tell them apart by their bytes.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --inline --symbol-dce | FileCheck %s --check-prefix=INLINE

// Symbol names of ops with custom syntax (module, func, memref.global) and the symbol
// uses that must find them: distinct byte strings are distinct symbols.
module @"top\FF" {
  func.func private @"\FF"() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  func.func private @"\FE"() -> i32 {
    %c = arith.constant 2 : i32
    return %c : i32
  }
  func.func private @"\EF\BF\BD"() -> i32 {
    %c = arith.constant 3 : i32
    return %c : i32
  }
  memref.global "private" @"g\80" : memref<2xi32> = dense<[1, 2]>
  func.func @"caller\C4"() -> (i32, i32, i32, memref<2xi32>) {
    %a = func.call @"\FF"() : () -> i32
    %b = func.call @"\FE"() : () -> i32
    %c = func.call @"\EF\BF\BD"() : () -> i32
    %m = memref.get_global @"g\80" : memref<2xi32>
    return %a, %b, %c, %m : i32, i32, i32, memref<2xi32>
  }
  "foo.symbol_user"() {ref = @"mod\FF"::@"f\80"} : () -> ()
  module @"mod\FF" {
    func.func nested @"f\80"()
    func.func private @"unused\80"()
  }
}

// CHECK: module @"top\FF" {
// CHECK-NEXT:   func.func private @"\FF"() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @"\FE"() -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     return %c2_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @"\EF\BF\BD"() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @"g\80" : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT:   func.func @"caller\C4"() -> (i32, i32, i32, memref<2xi32>) {
// CHECK-NEXT:     %0 = call @"\FF"() : () -> i32
// CHECK-NEXT:     %1 = call @"\FE"() : () -> i32
// CHECK-NEXT:     %2 = call @"\EF\BF\BD"() : () -> i32
// CHECK-NEXT:     %3 = memref.get_global @"g\80" : memref<2xi32>
// CHECK-NEXT:     return %0, %1, %2, %3 : i32, i32, i32, memref<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.symbol_user"() {ref = @"mod\FF"::@"f\80"} : () -> ()
// CHECK-NEXT:   module @"mod\FF" {
// CHECK-NEXT:     func.func nested @"f\80"()
// CHECK-NEXT:     func.func private @"unused\80"()
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "top\FF"}> ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "\FF", sym_visibility = "private"}> ({
// GENERIC-NEXT:     %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:     "func.return"(%6) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "\FE", sym_visibility = "private"}> ({
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GENERIC-NEXT:     "func.return"(%5) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "\EF\BF\BD", sym_visibility = "private"}> ({
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// GENERIC-NEXT:     "func.return"(%4) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "g\80", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i32, i32, i32, memref<2xi32>), sym_name = "caller\C4"}> ({
// GENERIC-NEXT:     %0 = "func.call"() <{callee = @"\FF"}> : () -> i32
// GENERIC-NEXT:     %1 = "func.call"() <{callee = @"\FE"}> : () -> i32
// GENERIC-NEXT:     %2 = "func.call"() <{callee = @"\EF\BF\BD"}> : () -> i32
// GENERIC-NEXT:     %3 = "memref.get_global"() <{name = @"g\80"}> : () -> memref<2xi32>
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3) : (i32, i32, i32, memref<2xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.symbol_user"() {ref = @"mod\FF"::@"f\80"} : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "mod\FF"}> ({
// GENERIC-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "f\80", sym_visibility = "nested"}> ({
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "unused\80", sym_visibility = "private"}> ({
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// INLINE: module @"top\FF" {
// INLINE-NEXT:   memref.global "private" @"g\80" : memref<2xi32> = dense<[1, 2]>
// INLINE-NEXT:   func.func @"caller\C4"() -> (i32, i32, i32, memref<2xi32>) {
// INLINE-NEXT:     %c1_i32 = arith.constant 1 : i32
// INLINE-NEXT:     %c2_i32 = arith.constant 2 : i32
// INLINE-NEXT:     %c3_i32 = arith.constant 3 : i32
// INLINE-NEXT:     %0 = memref.get_global @"g\80" : memref<2xi32>
// INLINE-NEXT:     return %c1_i32, %c2_i32, %c3_i32, %0 : i32, i32, i32, memref<2xi32>
// INLINE-NEXT:   }
// INLINE-NEXT:   "foo.symbol_user"() {ref = @"mod\FF"::@"f\80"} : () -> ()
// INLINE-NEXT:   module @"mod\FF" {
// INLINE-NEXT:     func.func nested @"f\80"()
// INLINE-NEXT:   }
// INLINE-NEXT: }
