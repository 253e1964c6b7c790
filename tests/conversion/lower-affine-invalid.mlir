// lower-affine reports a modulo or division by a non-positive constant where it expands
// the map, with mlir-opt 22's messages, without failing the pass: the op stays.
// RUN: strata-opt %s --split-input-file --lower-affine --verify-diagnostics

func.func @mod_negative(%i: index) -> index {
  // expected-error @+1 {{modulo by non-positive value is not supported}}
  %x = affine.apply affine_map<(d0) -> (d0 mod -2)>(%i)
  return %x : index
}

// -----

func.func @div_negative(%m: memref<10xf32>, %i: index) -> (index, f32) {
  // expected-error @+1 {{division by non-positive value is not supported}}
  %x = affine.apply affine_map<(d0) -> (d0 floordiv -3)>(%i)
  // expected-error @+1 {{division by non-positive value is not supported}}
  %v = affine.load %m[%i ceildiv -2] : memref<10xf32>
  return %x, %v : index, f32
}
