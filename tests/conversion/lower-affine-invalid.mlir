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

// -----

// Inside an affine.for the loop still becomes scf.for, and the access left behind then
// fails the verifier: its index is no valid dimension any more (mlir-opt 22 gives the
// same two errors).
func.func @div_in_loop(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @+2 {{division by non-positive value is not supported}}
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%i floordiv -2] : memref<10xf32>
  }
  return
}
