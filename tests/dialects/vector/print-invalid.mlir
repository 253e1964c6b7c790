// Verifier and parser errors of vector.print, vector.shape_cast and vector.shuffle, with
// mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @string_and_source(%x: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %x : f32 str "a"
  return
}

// -----

func.func @string_and_punctuation() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "a" punctuation <comma>
  return
}

// -----

func.func @memref_source(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @twice(%x: f32) {
  // expected-error @+1 {{custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive}}
  vector.print %x : f32 punctuation <comma> punctuation <comma>
  return
}

// -----

func.func @bad_property() {
  // expected-error @+1 {{invalid properties {punctuation = 3 : i32} for op vector.print: Invalid attribute `punctuation` in property conversion: 3 : i32}}
  "vector.print"() <{punctuation = 3 : i32}> : () -> ()
  return
}

// -----

func.func @cast_count(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (6) and result (5)}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>
  return
}

// -----

func.func @cast_element(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xi32>
  return
}

// -----

func.func @cast_scalable(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (0) and result (1)}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<[6]xf32>
  return
}

// -----

func.func @cast_scalar(%v: vector<2x3xf32>) {
  // expected-error @+1 {{custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to f32
  return
}

// -----

func.func @shuffle_range(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, 9] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_element(%a: vector<4xf32>, %c: vector<4xi32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %a, %c [0, 1] : vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @shuffle_rank(%m: vector<2x3xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %m, %a [1, 0] : vector<2x3xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_scalable(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %v, %v [1, 0] : vector<[4]xf32>, vector<[4]xf32>
  return
}
