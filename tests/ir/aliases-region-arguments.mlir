// The attributes of a region argument (a function definition's argument attributes) are
// printed but not collected for aliases, as mlir-opt does: they print in full unless
// something else gave them an alias. Declarations' argument attributes, result attributes
// and function attributes are collected.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @d(%arg0: i32 {x.a = affine_map<(d0) -> (d0 + 1)>, x.b = distinct[0]<>, x.l = loc("f":1:2)}) -> (i32 {x.r = #map}) attributes {x.f = #map1} {
func.func @d(%a: i32 {x.a = affine_map<(d0) -> (d0 + 1)>, x.b = distinct[0]<unit>, x.l = loc("f":1:2)}) -> (i32 {x.r = affine_map<(d0) -> (d0 + 2)>}) attributes {x.f = affine_map<(d0) -> (d0 + 3)>} {
  return %a : i32
}
// CHECK:   func.func private @e(i32 {x.a = #map2}) -> (i32 {x.r = #map3})
func.func private @e(i32 {x.a = affine_map<(d0) -> (d0 + 4)>}) -> (i32 {x.r = affine_map<(d0) -> (d0 + 5)>})
// CHECK:   func.func @g(%arg0: i32 {x.a = #map3}) {
func.func @g(%a: i32 {x.a = affine_map<(d0) -> (d0 + 5)>}) {
  return
}
