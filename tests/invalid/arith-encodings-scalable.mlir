// RUN: strata-opt %s --split-input-file --verify-diagnostics
// arith's casts need equal tensor encodings; cmpi/cmpf results keep the operands'
// encoding; constants of scalable vectors must be splats (mlir-opt 22's messages).

func.func @extf_encodings(%x: tensor<2xf32, "foo">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64, "bar">' are cast incompatible}}
  %0 = arith.extf %x : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}

// -----

func.func @extsi_encoding_dropped(%x: tensor<2xi32, "foo">) {
  // expected-error@+1 {{'arith.extsi' op operand type 'tensor<2xi32, "foo">' and result type 'tensor<2xi64>' are cast incompatible}}
  %0 = arith.extsi %x : tensor<2xi32, "foo"> to tensor<2xi64>
  return
}

// -----

func.func @index_cast_encodings(%x: tensor<2xi32, "foo">) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'tensor<2xi32, "foo">' and result type 'tensor<2xindex, "bar">' are cast incompatible}}
  %0 = arith.index_cast %x : tensor<2xi32, "foo"> to tensor<2xindex, "bar">
  return
}

// -----

func.func @same_encoding_is_fine(%x: tensor<2xf32, "foo">) -> tensor<2xf64, "foo"> {
  %0 = arith.extf %x : tensor<2xf32, "foo"> to tensor<2xf64, "foo">
  return %0 : tensor<2xf64, "foo">
}

// -----

func.func @cmpi_result_encoding(%x: tensor<2xi32, "foo">) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%x, %x) {predicate = 0} : (tensor<2xi32, "foo">, tensor<2xi32, "foo">) -> tensor<2xi1>
  return
}

// -----

func.func @cmpf_result_shape(%a: vector<42xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %r = "arith.cmpf"(%a, %a) {predicate = 0} : (vector<42xf32>, vector<42xf32>) -> vector<41xi1>
  return
}

// -----

func.func @scalable_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return
}

// -----

func.func @scalable_2d_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %c = arith.constant dense<[[3, 3], [1, 1]]> : vector<2x[2]xi32>
  return
}

// -----

func.func @scalable_splats() -> (vector<[4]xi32>, vector<[2]xi32>) {
  %a = arith.constant dense<7> : vector<[4]xi32>
  %b = arith.constant dense<[5, 5]> : vector<[2]xi32>
  return %a, %b : vector<[4]xi32>, vector<[2]xi32>
}
