// vector.bitcast: verifier errors with mlir-opt 22's wording (ranks, outer dimensions,
// bits of the minor 1-D vectors and of 0-D elements).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @rank(%v: vector<2x4xi8>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<2x4xi8> to vector<8xi8>
  return
}

// -----

func.func @outer(%v: vector<2x4xi8>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xi8> to vector<4x2xi16>
  return
}

// -----

func.func @minor(%v: vector<4xi8>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xi8> to vector<3xi16>
  return
}

// -----

func.func @zero_d(%v: vector<i8>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<i8> to vector<i16>
  return
}

// -----

func.func @not_vector(%v: i32) {
  // expected-error @+1 {{custom op 'vector.bitcast' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = vector.bitcast %v : i32 to vector<4xi8>
  return
}
