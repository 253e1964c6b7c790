// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Verifier messages and their order as mlir-opt 22 gives them, where upstream's own
// tests showed Strata differing.

// Scalable and fixed vector dimensions are different shapes.
func.func @scalable_to_fixed(%a: vector<[4]xi32>) -> vector<4xi64> {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<[4]xi32> to vector<4xi64>
  return %0 : vector<4xi64>
}

// -----

func.func @trunci_scalable(%a: vector<[4]xi64>) -> vector<4xi32> {
  // expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %0 = arith.trunci %a : vector<[4]xi64> to vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

// On tensors, the casts' tensor-dimension predicate is checked before the shape trait.
func.func @extsi_tensor(%a: tensor<4xi32>) -> tensor<8xi64> {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<4xi32> to tensor<8xi64>
  return %0 : tensor<8xi64>
}

// -----

func.func @trunci_tensor(%a: tensor<4xi64>) -> tensor<8xi32> {
  // expected-error @+1 {{'arith.trunci' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.trunci %a : tensor<4xi64> to tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

func.func @index_cast_tensor(%a: tensor<4xi32>) -> tensor<8xindex> {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %a : tensor<4xi32> to tensor<8xindex>
  return %0 : tensor<8xindex>
}

// -----

func.func @sitofp_tensor(%a: tensor<4xi32>) -> tensor<8xf32> {
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.sitofp %a : tensor<4xi32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Function argument and result attributes must be dialect attributes.
// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @argument_attribute(%a: i32 {foo = 1}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func @result_attribute() -> (i32 {bar}) {
  %c = arith.constant 0 : i32
  return %c : i32
}
