// ub dialect: `ub.poison` in custom and generic form, identical to mlir-opt 22 (the
// default `#ub.poison` value is elided in the custom form), and round trips.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @poison
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = ub.poison {foo.a} : tensor<?xindex>
// CHECK-NEXT: %4 = ub.poison : memref<2xi8>
// CHECK-NEXT: return %0 : i32
// GENERIC-LABEL: sym_name = "poison"
// GENERIC: %{{[0-9]+}} = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "ub.poison"() <{value = #ub.poison}> {foo.a} : () -> tensor<?xindex>
// GENERIC-NEXT: %{{[0-9]+}} = "ub.poison"() <{value = #ub.poison}> : () -> memref<2xi8>
func.func @poison() -> i32 {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = ub.poison <#ub.poison> : f32
  %3 = ub.poison {foo.a} : tensor<?xindex>
  %4 = "ub.poison"() <{value = #ub.poison}> : () -> memref<2xi8>
  return %0 : i32
}
