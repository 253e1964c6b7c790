// arith dialect (ops declared with `op!`): custom and generic printing identical to
// mlir-opt 22, and round trips through both forms.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Constants: result names follow the value (`%c42_i32`, `%c0` for index, `%true`,
// `%cst` for floats and elements).
// CHECK-LABEL: func.func @constants()
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %c7_i8 = arith.constant {foo.bar} 7 : i8
// GENERIC-LABEL: sym_name = "constants"
// GENERIC: %{{[0-9]+}} = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = 7 : i8}> {foo.bar} : () -> i8
func.func @constants() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 0 : index
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 1.0 : f32
  %5 = arith.constant dense<1> : vector<4xi32>
  %6 = arith.constant {foo.bar} 7 : i8
  return
}

// Integer binary ops; overflow flags print in canonical order, `none` is elided in the
// custom form and materialized in the generic form; `exact` is a unit attribute.
// CHECK-LABEL: func.func @int_ops
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %5 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %11 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %12 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.addi %arg2, %arg2 {foo.x = 1 : i32} : vector<4xi32>
// CHECK-NEXT: %14 = arith.subi %arg3, %arg3 : index
// GENERIC-LABEL: sym_name = "int_ops"
// GENERIC: %{{[0-9]+}} = "arith.addi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.subi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.muli"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.divsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.divui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.remsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.remui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.andi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.ori"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.xori"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.shli"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.shrsi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.shrui"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.addi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> {foo.x = 1 : i32} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.subi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
func.func @int_ops(%a: i32, %b: i32, %v: vector<4xi32>, %i: index) {
  %0 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b overflow<nsw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b exact : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b overflow<nuw> : i32
  %11 = arith.shrsi %a, %b exact : i32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.addi %v, %v {foo.x = 1 : i32} : vector<4xi32>
  %14 = arith.subi %i, %i overflow<none> : index
  return
}

// Float binary ops with fast-math flags (`fast` is all of them; listed flags have no
// space after the comma).
// CHECK-LABEL: func.func @float_ops
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.addf %arg2, %arg2 fastmath<fast> : tensor<2xf64>
// GENERIC-LABEL: sym_name = "float_ops"
// GENERIC: %{{[0-9]+}} = "arith.addf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.subf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.mulf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.divf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.addf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
func.func @float_ops(%x: f32, %y: f32, %t: tensor<2xf64>) {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %x, %y fastmath<ninf,nnan> : f32
  %2 = arith.mulf %x, %y : f32
  %3 = arith.divf %x, %y fastmath<none> : f32
  %4 = arith.addf %t, %t fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : tensor<2xf64>
  return
}

// Comparisons (predicates as keywords, i64 cases in the generic form; the result is
// i1 in the operands' shape) and select.
// CHECK-LABEL: func.func @compare_select
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %arg5, %arg5 : vector<4xi32>
// CHECK-NEXT: %2 = arith.cmpf oeq, %arg2, %arg3 fastmath<nnan> : f32
// CHECK-NEXT: %3 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT: %4 = arith.select %arg4, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.select %1, %arg5, %arg5 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %6 = arith.select %arg4, %arg5, %arg5 {foo} : vector<4xi32>
// GENERIC-LABEL: sym_name = "compare_select"
// GENERIC: %{{[0-9]+}} = "arith.cmpi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %{{[0-9]+}} = "arith.cmpi"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.cmpf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<nnan>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %{{[0-9]+}} = "arith.cmpf"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %{{[0-9]+}} = "arith.select"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) : (i1, i32, i32) -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.select"(%{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.select"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) {foo} : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
func.func @compare_select(%a: i32, %b: i32, %x: f32, %y: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi uge, %v, %v : vector<4xi32>
  %2 = arith.cmpf oeq, %x, %y fastmath<nnan> : f32
  %3 = arith.cmpf true, %x, %y : f32
  %4 = arith.select %c, %a, %b : i32
  %5 = arith.select %1, %v, %v : vector<4xi1>, vector<4xi32>
  %6 = arith.select %c, %v, %v {foo} : vector<4xi32>
  return
}

// Casts: `$input : type to type`; trunci has overflow flags.
// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %2 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %3 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %4 = arith.extui %arg2 : vector<2xi8> to vector<2xi16>
// CHECK-NEXT: %5 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %6 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i1
// GENERIC-LABEL: sym_name = "casts"
// GENERIC: %{{[0-9]+}} = "arith.index_cast"(%arg{{[0-9]+}}) : (i32) -> index
// GENERIC-NEXT: %{{[0-9]+}} = "arith.index_cast"(%arg{{[0-9]+}}) : (index) -> i64
// GENERIC-NEXT: %{{[0-9]+}} = "arith.sitofp"(%arg{{[0-9]+}}) : (i32) -> f32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.extsi"(%arg{{[0-9]+}}) : (i32) -> i64
// GENERIC-NEXT: %{{[0-9]+}} = "arith.extui"(%arg{{[0-9]+}}) : (vector<2xi8>) -> vector<2xi16>
// GENERIC-NEXT: %{{[0-9]+}} = "arith.trunci"(%arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT: %{{[0-9]+}} = "arith.trunci"(%arg{{[0-9]+}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32) -> i1
func.func @casts(%a: i32, %i: index, %v: vector<2xi8>) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.sitofp %a : i32 to f32
  %3 = arith.extsi %a : i32 to i64
  %4 = arith.extui %v : vector<2xi8> to vector<2xi16>
  %5 = arith.trunci %a : i32 to i8
  %6 = arith.trunci %a overflow<nsw, nuw> : i32 to i1
  return
}

// Negative constants keep the `-` in their names.
// CHECK-LABEL: func.func @negative_constants()
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-42_i32 = arith.constant -42 : i32
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: return %c-1_i64, %c-42_i32, %c-3 : i64, i32, index
func.func @negative_constants() -> (i64, i32, index) {
  %a = arith.constant -1 : i64
  %b = arith.constant -42 : i32
  %c = arith.constant -3 : index
  return %a, %b, %c : i64, i32, index
}
