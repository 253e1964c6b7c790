// arith dialect, extended arithmetic, rounding divisions, min/max and casts: verifier messages (declared
// constraints, AllTypesMatch, Elementwise, cast compatibility) and custom-form parse
// errors, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, vector<2xi1>)
  return
}

// -----

func.func @f(%v: vector<2xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%v, %v) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, i1)
  return
}

// -----

func.func @f(%v: vector<2xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = "arith.addui_extended"(%v, %v) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, tensor<2xi1>)
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.addui_extended %x, %x : f32, i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.mului_extended %x, %x : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = arith.mulsi_extended %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %l: i64) {
  // expected-error @+1 {{'arith.ceildivsi' op requires the same type for all operands and results}}
  %0 = "arith.ceildivsi"(%a, %l) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.ceildivsi %a, %a exact : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.maxsi %x, %x : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.maximumf %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%x) : (f32) -> f16
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.remf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.remf"(%x, %x) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = "arith.extf"(%x) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.extf"(%a) : (i32) -> f32
  return
}

// -----

func.func @f(%h: f16) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %h : f16 to f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.truncf"(%x) {fastmath = 1 : i32} : (f32) -> f16
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %x bogus : f32 to f16
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error @+1 {{'arith.truncf' op requires the same shape for all operands and results}}
  %0 = arith.truncf %x : vector<4xf32> to vector<2xf16>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.uitofp"(%x) : (f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.uitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptosi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptoui"(%x) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_castui %a : i32 to i64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_castui"(%x) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%a) : (i32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = "arith.bitcast"(%a) : (i32) -> vector<1xi32>
  return
}

// -----

func.func @f(%f4: f4E2M1FN, %a: i32) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "arith.scaling_extf"(%f4, %a) : (f4E2M1FN, i32) -> f32
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f32
  return
}

// -----

func.func @f(%x: vector<4xf32>, %s: vector<2xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_truncf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_truncf %x, %s : vector<4xf32>, vector<2xf8E8M0FNU> to vector<4xf4E2M1FN>
  return
}

// -----

func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.scaling_truncf"(%x, %s) {roundingmode = 2 : i64} : (f32, f8E8M0FNU) -> f4E2M1FN
  return
}

// -----

func.func @f(%t: tensor<*xi32>) {
  // expected-error @+1 {{'arith.uitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.uitofp %t : tensor<*xi32> to tensor<*xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'arith.truncf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.truncf %t : tensor<4xf32> to tensor<?xf16>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'memref<4xi32>' and result type 'memref<4xf16>' are cast incompatible}}
  %0 = arith.bitcast %m : memref<4xi32> to memref<4xf16>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<*xf32>'}}
  %0 = "arith.bitcast"(%m) : (memref<4xi32>) -> memref<*xf32>
  return
}

// -----

func.func @f(%h: f16) {
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %h : f16 to bf16
  return
}
