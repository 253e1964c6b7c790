// convert-func-to-llvm under the bare-pointer calling convention: a function taking or
// returning unranked memrefs cannot be converted and stays a func.func, while a
// func.constant naming it still becomes an llvm.mlir.addressof, which then fails to
// verify. mlir-opt 22 reports the same error (the pass_robustness allow-list points here).
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --verify-diagnostics

func.func @same_twice(%m: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  return %m, %m : memref<*xf32>, memref<*xf32>
}

func.func @take_address(%x: i32) -> i32 {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %f = constant @same_twice : (memref<*xf32>) -> (memref<*xf32>, memref<*xf32>)
  return %x : i32
}
