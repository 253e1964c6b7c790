// Interpreter throughput benchmark (issue 15: >= 50 M ops/s): a 300^3 scalar scf.for nest
// with an i64 reduction. Run: strata-run bench/interp-loop-nest.mlir -e main
// --entry-point-result=void --print-steps (the step count is the number of executed ops).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%ai = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %rj = scf.for %j = %c0 to %n step %c1 iter_args(%aj = %ai) -> (i64) {
      %jj = arith.index_cast %j : index to i64
      %ij = arith.muli %ii, %jj : i64
      %rk = scf.for %k = %c0 to %n step %c1 iter_args(%a = %aj) -> (i64) {
        %kk = arith.index_cast %k : index to i64
        %x = arith.muli %kk, %ij : i64
        %y = arith.addi %a, %x : i64
        %z = arith.xori %y, %kk : i64
        scf.yield %z : i64
      }
      scf.yield %rk : i64
    }
    scf.yield %rj : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
