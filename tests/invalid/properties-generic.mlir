// Properties of registered ops read in generic form, as mlir-opt 22 reads them: ops
// without properties reject `<{...}>`, properties must convert to the op's storage.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @no_properties() {
  // expected-error @+1 {{invalid properties {bar = 2 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{bar = 2}> : () -> ()
}

// -----

func.func @empty_properties(%a: i32) {
  // expected-error @+1 {{invalid properties {} for op arith.andi: this operation does not support properties}}
  %0 = "arith.andi"(%a, %a) <{}> : (i32, i32) -> i32
  return
}

// -----

func.func @overflow(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 3 : i64} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i64}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 3}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%x, %x) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @cmpf(%x: f32) {
  // expected-error @+1 {{invalid properties {predicate = 99 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 99 : i64}}
  %0 = "arith.cmpf"(%x, %x) <{predicate = 99 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 1 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}

// -----

func.func @rounding(%y: f64) {
  // expected-error @+1 {{invalid properties {roundingmode = 1 : i64} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  %0 = "arith.truncf"(%y) <{roundingmode = 1 : i64}> : (f64) -> f32
  return
}

// -----

func.func @poison() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @exact(%a: i32) {
  // expected-error @+1 {{invalid properties {isExact = 1 : i64} for op arith.divsi: Invalid attribute `isExact` in property conversion: 1 : i64}}
  %0 = "arith.divsi"(%a, %a) <{isExact = 1}> : (i32, i32) -> i32
  return
}

// -----

func.func @in_attr_dict(%a: i32) {
  // Without `<{...}>`, inherent attributes of the dictionary are checked as constraints.
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 3} : (i32, i32) -> i32
  return
}
