// convert-scf-to-cf fails on what no pattern lowers (an scf.forall with shared outputs:
// only fully bufferized loops become scf.parallel), with mlir-opt's located error.
// RUN: strata-opt %s --convert-scf-to-cf --verify-diagnostics

func.func @forall_outs(%t: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (10) shared_outs(%o = %t) -> tensor<10xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<10xf32>
}
