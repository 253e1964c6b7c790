// convert-func-to-llvm reports a function whose llvm.linkage is no #llvm.linkage and leaves it as func.func while its
// calls lower, so the verifier rejects them: mlir-opt 22's errors, in its order.
// RUN: strata-opt %s --convert-func-to-llvm --verify-diagnostics

// expected-error @below {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @f() attributes {llvm.linkage = 3 : i64}
func.func @g() {
  // expected-error @below {{'llvm.call' op 'f' does not reference a valid LLVM function or IFunc}}
  func.call @f() : () -> ()
  return
}
