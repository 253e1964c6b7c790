// Integer and float arithmetic with branches and a switch, fully lowered to the llvm
// dialect by the to-llvm pipeline (llvm_lowering.rs translates it and runs llc).
// RUN: strata-opt %s --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts | FileCheck %s
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: func.func
// CHECK: llvm.func
func.func @arith(%a: i32, %b: i32, %x: f32, %y: f64) -> f64 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.ceildivsi %1, %b : i32
  %3 = arith.floordivsi %2, %a : i32
  %4 = arith.sitofp %3 : i32 to f32
  %5 = arith.addf %4, %x fastmath<fast> : f32
  %6 = arith.extf %5 : f32 to f64
  %7 = arith.maximumf %6, %y : f64
  %c = arith.cmpf olt, %7, %y : f64
  cf.cond_br %c, ^bb1(%7 : f64), ^bb2
^bb1(%v: f64):
  return %v : f64
^bb2:
  %i = arith.index_cast %a : i32 to index
  %s = arith.trunci %b : i32 to i8
  cf.switch %s : i8, [
    default: ^bb3,
    3: ^bb1(%6 : f64)
  ]
^bb3:
  return %y : f64
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %t = arith.addi %acc, %i : index
    %p = ub.poison : index
    %s = arith.select %true, %t, %p : index
    scf.yield %s : index
  }
  return %r : index
}
