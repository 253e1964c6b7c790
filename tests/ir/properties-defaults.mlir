// Default-valued properties (ODS DefaultValuedAttr) are present on every registered op,
// whether it was read in custom or generic form, and the generic form prints them:
// arith overflow flags and fast-math flags, ub.poison's value, segment sizes (all zeros
// when absent). Optional ones with a default (memref nontemporal) and optional ones
// without (truncf/extf rounding mode and fast-math) stay absent; the custom form elides
// default values. Expected output from mlir-opt 22.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s | FileCheck %s --check-prefix=CUSTOM
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s --check-prefix=CUSTOM

func.func @arith_int(%a: i32, %b: i32, %v: vector<2xi64>) {
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
  %1 = "arith.subi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "arith.muli"(%v, %v) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  %3 = "arith.shli"(%a, %b) {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  %4 = "arith.trunci"(%a) : (i32) -> i8
  %5 = arith.addi %a, %b : i32
  %6 = arith.trunci %a overflow<nsw, nuw> : i32 to i16
  %7 = "arith.andi"(%a, %b) : (i32, i32) -> i32
  %8 = "arith.divsi"(%a, %b) : (i32, i32) -> i32
  return
}
func.func @arith_float(%x: f32, %y: f64) {
  %0 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  %1 = "arith.subf"(%x, %x) : (f32, f32) -> f32
  %2 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %3 = "arith.divf"(%x, %x) : (f32, f32) -> f32
  %4 = "arith.remf"(%x, %x) : (f32, f32) -> f32
  %5 = "arith.negf"(%y) : (f64) -> f64
  %6 = "arith.maximumf"(%x, %x) : (f32, f32) -> f32
  %7 = "arith.minnumf"(%x, %x) : (f32, f32) -> f32
  %8 = "arith.cmpf"(%x, %x) <{predicate = 3 : i64}> : (f32, f32) -> i1
  %9 = arith.cmpf olt, %x, %x fastmath<nnan> : f32
  %10 = arith.negf %x : f32
  %11 = "arith.truncf"(%y) : (f64) -> f32
  %12 = "arith.extf"(%x) : (f32) -> f64
  %13 = arith.truncf %y to_nearest_even : f64 to f32
  return
}
func.func @ub() -> (i32, f32) {
  %0 = "ub.poison"() : () -> i32
  %1 = ub.poison : f32
  return %0, %1 : i32, f32
}
func.func @memref(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f32
  %1 = "memref.load"(%m, %i) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  %2 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  "memref.store"(%v, %m, %i) : (f32, memref<4xf32>, index) -> ()
  memref.store %v, %m[%i] {nontemporal = false} : memref<4xf32>
  %3 = "memref.alloca"() : () -> memref<2xf32>
  %4 = memref.alloc() : memref<8xi8>
  return
}

// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, vector<2xi64>) -> (), sym_name = "arith_int"}> ({
// GENERIC: %21 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %22 = "arith.subi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %23 = "arith.muli"(%arg7, %arg7) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
// GENERIC-NEXT: %24 = "arith.shli"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %25 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT: %26 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %27 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32) -> i16
// GENERIC-NEXT: %28 = "arith.andi"(%arg5, %arg6) : (i32, i32) -> i32
// GENERIC-NEXT: %29 = "arith.divsi"(%arg5, %arg6) : (i32, i32) -> i32
// GENERIC-LABEL: "func.func"() <{function_type = (f32, f64) -> (), sym_name = "arith_float"}> ({
// GENERIC: %7 = "arith.addf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %8 = "arith.subf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %9 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %10 = "arith.divf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %11 = "arith.remf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %12 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// GENERIC-NEXT: %13 = "arith.maximumf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %14 = "arith.minnumf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %15 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %16 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %17 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %18 = "arith.truncf"(%arg4) : (f64) -> f32
// GENERIC-NEXT: %19 = "arith.extf"(%arg3) : (f32) -> f64
// GENERIC-NEXT: %20 = "arith.truncf"(%arg4) <{roundingmode = 0 : i32}> : (f64) -> f32
// GENERIC-LABEL: "func.func"() <{function_type = () -> (i32, f32), sym_name = "ub"}> ({
// GENERIC: %5 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT: %6 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC-LABEL: "func.func"() <{function_type = (memref<4xf32>, index, f32) -> (), sym_name = "memref"}> ({
// GENERIC: %0 = "memref.load"(%arg0, %arg1) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: %1 = "memref.load"(%arg0, %arg1) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: %2 = "memref.load"(%arg0, %arg1) <{nontemporal = true}> : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: "memref.store"(%arg2, %arg0, %arg1) : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: "memref.store"(%arg2, %arg0, %arg1) <{nontemporal = false}> : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
// GENERIC-NEXT: %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi8>

// CUSTOM-LABEL: func.func @arith_int(%arg0: i32, %arg1: i32, %arg2: vector<2xi64>) {
// CUSTOM-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CUSTOM-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CUSTOM-NEXT: %2 = arith.muli %arg2, %arg2 : vector<2xi64>
// CUSTOM-NEXT: %3 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CUSTOM-NEXT: %4 = arith.trunci %arg0 : i32 to i8
// CUSTOM-NEXT: %5 = arith.addi %arg0, %arg1 : i32
// CUSTOM-NEXT: %6 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i16
// CUSTOM-NEXT: %7 = arith.andi %arg0, %arg1 : i32
// CUSTOM-NEXT: %8 = arith.divsi %arg0, %arg1 : i32
// CUSTOM-LABEL: func.func @arith_float(%arg0: f32, %arg1: f64) {
// CUSTOM-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CUSTOM-NEXT: %1 = arith.subf %arg0, %arg0 : f32
// CUSTOM-NEXT: %2 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CUSTOM-NEXT: %3 = arith.divf %arg0, %arg0 : f32
// CUSTOM-NEXT: %4 = arith.remf %arg0, %arg0 : f32
// CUSTOM-NEXT: %5 = arith.negf %arg1 : f64
// CUSTOM-NEXT: %6 = arith.maximumf %arg0, %arg0 : f32
// CUSTOM-NEXT: %7 = arith.minnumf %arg0, %arg0 : f32
// CUSTOM-NEXT: %8 = arith.cmpf oge, %arg0, %arg0 : f32
// CUSTOM-NEXT: %9 = arith.cmpf olt, %arg0, %arg0 fastmath<nnan> : f32
// CUSTOM-NEXT: %10 = arith.negf %arg0 : f32
// CUSTOM-NEXT: %11 = arith.truncf %arg1 : f64 to f32
// CUSTOM-NEXT: %12 = arith.extf %arg0 : f32 to f64
// CUSTOM-NEXT: %13 = arith.truncf %arg1 to_nearest_even : f64 to f32
// CUSTOM-LABEL: func.func @ub() -> (i32, f32) {
// CUSTOM-NEXT: %0 = ub.poison : i32
// CUSTOM-NEXT: %1 = ub.poison : f32
// CUSTOM-LABEL: func.func @memref(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CUSTOM-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CUSTOM-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CUSTOM-NEXT: %2 = memref.load %arg0[%arg1] {nontemporal = true} : memref<4xf32>
// CUSTOM-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CUSTOM-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CUSTOM-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CUSTOM-NEXT: %alloc = memref.alloc() : memref<8xi8>
