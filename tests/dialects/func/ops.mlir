// func dialect: custom and generic printing, identical to mlir-opt 22, and round trips
// (generic output parsed back prints the same custom form).
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Declarations: visibility, argument and result attributes, parenthesized results.
func.func private @ext(i32 {foo.a}, f32) -> (i32 {foo.r = 1 : i32})
func.func nested @ext_fn() -> ((i32) -> i32)
func.func private @ext_multi(index) -> (i32, i64)
func.func private @ext_none()

// A definition: named arguments become entry-block arguments (printed %argN),
// `attributes {...}`, calls, constants (named %f), indirect calls and returns, which
// need no `func.` prefix inside a function.
func.func @f(%a: i32, %b: f32 {foo.bar}) -> (i32, f32) attributes {foo.x = 3} {
  %0:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)
  %c = func.constant @f : (i32, f32) -> (i32, f32)
  %r:2 = call_indirect %c(%a, %b) : (i32, f32) -> (i32, f32)
  func.call @g() {no_inline} : () -> ()
  %e = constant @ext_none : () -> ()
  func.call_indirect %e() : () -> ()
  return %0#0, %r#1 : i32, f32
}

func.func public @g() {
  func.return
}

// Aliases used in signatures and attributes are collected from the custom form.
#map = affine_map<(d0) -> (d0 + 1)>
!t = tuple<i32, f32>
func.func @aliases(%arg0: !t {foo.m = #map}, %x: memref<4xf32, #map>) -> (!t {foo.z}) attributes {foo.q = #map} {
  return %arg0 : !t
}

// Quoted symbol names, several blocks, nested unregistered ops.
func.func @"quoted name"(%a: i32) -> i32 {
  %f = func.constant @"quoted name" : (i32) -> i32
  %0 = "foo.x"(%a) : (i32) -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.op"() ({
    "foo.y"() : () -> ()
  }) : () -> ()
  return %0 : i32
}

// Generic spellings parse too; nested modules are symbol tables of their own.
"func.func"() <{function_type = (i64) -> i64, sym_name = "generic"}> ({
^bb0(%arg0: i64):
  "func.return"(%arg0) : (i64) -> ()
}) : () -> ()
module @m {
  func.func @k() {
    return
  }
}

// CHECK: {{^}}#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: {{^}}module {
// CHECK-LABEL: {{^}}  func.func private @ext(i32 {foo.a}, f32) -> (i32 {foo.r = 1 : i32})
// CHECK-LABEL: {{^}}  func.func nested @ext_fn() -> ((i32) -> i32)
// CHECK-LABEL: {{^}}  func.func private @ext_multi(index) -> (i32, i64)
// CHECK-LABEL: {{^}}  func.func private @ext_none()
// CHECK-LABEL: {{^}}  func.func @f(%arg0: i32, %arg1: f32 {foo.bar}) -> (i32, f32) attributes {foo.x = 3 : i64} {
// CHECK-NEXT: {{^}}    %0:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: {{^}}    %f = constant @f : (i32, f32) -> (i32, f32)
// CHECK-NEXT: {{^}}    %1:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: {{^}}    call @g() {no_inline} : () -> ()
// CHECK-NEXT: {{^}}    %f_0 = constant @ext_none : () -> ()
// CHECK-NEXT: {{^}}    call_indirect %f_0() : () -> ()
// CHECK-NEXT: {{^}}    return %0#0, %1#1 : i32, f32
// CHECK-NEXT: {{^}}  }
// CHECK-LABEL: {{^}}  func.func public @g() {
// CHECK-NEXT: {{^}}    return
// CHECK-NEXT: {{^}}  }
// CHECK-LABEL: {{^}}  func.func @aliases(%arg0: tuple<i32, f32> {foo.m = #map}, %arg1: memref<4xf32, #map>) -> (tuple<i32, f32> {foo.z}) attributes {foo.q = #map} {
// CHECK-NEXT: {{^}}    return %arg0 : tuple<i32, f32>
// CHECK-NEXT: {{^}}  }
// CHECK-LABEL: {{^}}  func.func @"quoted name"(%arg0: i32) -> i32 {
// CHECK-NEXT: {{^}}    %f = constant @"quoted name" : (i32) -> i32
// CHECK-NEXT: {{^}}    %0 = "foo.x"(%arg0) : (i32) -> i32
// CHECK-NEXT: {{^}}    "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: {{^}}  ^bb1:  // pred: ^bb0
// CHECK-NEXT: {{^}}    "foo.op"() ({
// CHECK-NEXT: {{^}}      "foo.y"() : () -> ()
// CHECK-NEXT: {{^}}    }) : () -> ()
// CHECK-NEXT: {{^}}    return %0 : i32
// CHECK-NEXT: {{^}}  }
// CHECK-LABEL: {{^}}  func.func @generic(%arg0: i64) -> i64 {
// CHECK-NEXT: {{^}}    return %arg0 : i64
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  module @m {
// CHECK-LABEL: {{^}}    func.func @k() {
// CHECK-NEXT: {{^}}      return
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}

// GENERIC: {{^}}#map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: {{^}}"builtin.module"() ({
// GENERIC-NEXT: {{^}}  "func.func"() <{arg_attrs = [{foo.a}, {}], function_type = (i32, f32) -> i32, res_attrs = [{foo.r = 1 : i32}], sym_name = "ext", sym_visibility = "private"}> ({
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "ext_fn", sym_visibility = "nested"}> ({
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = (index) -> (i32, i64), sym_name = "ext_multi", sym_visibility = "private"}> ({
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = () -> (), sym_name = "ext_none", sym_visibility = "private"}> ({
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{arg_attrs = [{}, {foo.bar}], function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
// GENERIC-NEXT: {{^}}  ^bb0(%arg4: i32, %arg5: f32):
// GENERIC-NEXT: {{^}}    %2:2 = "func.call"(%arg4, %arg5) <{callee = @f}> : (i32, f32) -> (i32, f32)
// GENERIC-NEXT: {{^}}    %3 = "func.constant"() <{value = @f}> : () -> ((i32, f32) -> (i32, f32))
// GENERIC-NEXT: {{^}}    %4:2 = "func.call_indirect"(%3, %arg4, %arg5) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
// GENERIC-NEXT: {{^}}    "func.call"() <{callee = @g, no_inline}> : () -> ()
// GENERIC-NEXT: {{^}}    %5 = "func.constant"() <{value = @ext_none}> : () -> (() -> ())
// GENERIC-NEXT: {{^}}    "func.call_indirect"(%5) : (() -> ()) -> ()
// GENERIC-NEXT: {{^}}    "func.return"(%2#0, %4#1) : (i32, f32) -> ()
// GENERIC-NEXT: {{^}}  }) {foo.x = 3 : i64} : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "public"}> ({
// GENERIC-NEXT: {{^}}    "func.return"() : () -> ()
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{arg_attrs = [{foo.m = #map}, {}], function_type = (tuple<i32, f32>, memref<4xf32, #map>) -> tuple<i32, f32>, res_attrs = [{foo.z}], sym_name = "aliases"}> ({
// GENERIC-NEXT: {{^}}  ^bb0(%arg2: tuple<i32, f32>, %arg3: memref<4xf32, #map>):
// GENERIC-NEXT: {{^}}    "func.return"(%arg2) : (tuple<i32, f32>) -> ()
// GENERIC-NEXT: {{^}}  }) {foo.q = #map} : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = (i32) -> i32, sym_name = "quoted name"}> ({
// GENERIC-NEXT: {{^}}  ^bb0(%arg1: i32):
// GENERIC-NEXT: {{^}}    %0 = "func.constant"() <{value = @"quoted name"}> : () -> ((i32) -> i32)
// GENERIC-NEXT: {{^}}    %1 = "foo.x"(%arg1) : (i32) -> i32
// GENERIC-NEXT: {{^}}    "foo.br"()[^bb1] : () -> ()
// GENERIC-NEXT: {{^}}  ^bb1:  // pred: ^bb0
// GENERIC-NEXT: {{^}}    "foo.op"() ({
// GENERIC-NEXT: {{^}}      "foo.y"() : () -> ()
// GENERIC-NEXT: {{^}}    }) : () -> ()
// GENERIC-NEXT: {{^}}    "func.return"(%1) : (i32) -> ()
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "func.func"() <{function_type = (i64) -> i64, sym_name = "generic"}> ({
// GENERIC-NEXT: {{^}}  ^bb0(%arg0: i64):
// GENERIC-NEXT: {{^}}    "func.return"(%arg0) : (i64) -> ()
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}  "builtin.module"() <{sym_name = "m"}> ({
// GENERIC-NEXT: {{^}}    "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
// GENERIC-NEXT: {{^}}      "func.return"() : () -> ()
// GENERIC-NEXT: {{^}}    }) : () -> ()
// GENERIC-NEXT: {{^}}  }) : () -> ()
// GENERIC-NEXT: {{^}}}) : () -> ()
