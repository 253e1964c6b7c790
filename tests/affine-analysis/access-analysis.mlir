// --test-affine-access-analysis: invariance and contiguity of accesses along the
// surrounding affine.for loops; expected remarks from mlir-opt 22.
// RUN: strata-opt %s --test-affine-access-analysis -mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null

func.func @access(%A: memref<?x?xf32>, %B: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      // expected-remark @below {{contiguous along loop 1}}
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      // expected-remark @below {{contiguous along loop 0}}
      %b = affine.load %A[%j, %i] : memref<?x?xf32>
      // Two subscripts vary along loop 1; only the outer one along loop 0.
      %c = affine.load %A[%i + %j, %j] : memref<?x?xf32>
      // expected-remark @below {{contiguous along loop 0}}
      // expected-remark @below {{invariant along loop 1}}
      %d = affine.load %B[%i floordiv 4] : memref<?xf32>
      // expected-remark @below {{invariant along loop 0}}
      // expected-remark @below {{invariant along loop 1}}
      %e = affine.load %B[%n] : memref<?xf32>
      %k = affine.apply affine_map<(d0) -> (d0 mod 2)>(%j)
      // expected-remark @below {{invariant along loop 0}}
      // expected-remark @below {{contiguous along loop 1}}
      affine.store %a, %B[%k] : memref<?xf32>
      // expected-remark @below {{contiguous along loop 1}}
      %v = affine.vector_load %A[%i, %j * 2] : memref<?x?xf32>, vector<4xf32>
      // Two occurrences of a varying operand count twice: not contiguous along loop 0.
      // expected-remark @below {{invariant along loop 1}}
      %w = affine.load %B[%i floordiv 4 * 4 + %i mod 4] : memref<?xf32>
      affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
        affine.parallel (%p) = (0) to (4) {
          // expected-remark @below {{invariant along loop 0}}
          // expected-remark @below {{contiguous along loop 1}}
          %x = affine.load %A[%p, %j] : memref<?x?xf32>
        }
      }
    }
  }
  // Not in a loop nest: nothing to report.
  %y = affine.load %B[0] : memref<?xf32>
  return
}
