// UPSTREAM-BUG: an scf.forall with shared outputs (not bufferized) can't become scf.for
// or scf.parallel. mlir-opt 22 --scf-forall-to-for erases the loop without replacing its
// result and crashes verifying the func.return; --scf-forall-to-parallel fails with a
// "'<<NULL TYPE>>'" return operand error. Strata reports the loop it can't convert, as
// convert-scf-to-cf does in both tools (mlir-opt's located "failed to legalize" error).
// RUN: strata-opt %s --split-input-file --scf-forall-to-for --verify-diagnostics
// RUN: strata-opt %s --split-input-file --scf-forall-to-parallel --verify-diagnostics
// RUN: strata-opt %s --split-input-file --convert-scf-to-cf --verify-diagnostics

func.func @outs(%t: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (10) shared_outs(%o = %t) -> tensor<10xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<10xf32>
}
