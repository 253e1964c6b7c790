// 1-D scalable vectors on the interpreter, which runs them with vscale = 1 (a scalable
// dimension [n] holds n elements): arithmetic, comparisons and selects, broadcasts,
// inserts and extracts at static and dynamic positions in loops to n * vscale, calls,
// bitcasts and prints.
// mlir-runner cannot run them on x86-64 (llc-22: "Cannot select ... vscale"):
// gen-checks.py makes the CHECK lines, and run_differential.rs compares, with mlir-runner
// running the same program with fixed-size vectors and vector.vscale = 1
// (SCALABLE-AS-FIXED). The compiled backends reject the program with a located error.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// Lowered to the llvm dialect by Strata's passes (llvm.intr.vscale; they leave the
// scalable vector.broadcast, which the interpreter runs among the llvm ops), then interpreted:
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: not strata-run %s -e main --entry-point-result=void --backend=cranelift 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: not strata-run %s -e main --entry-point-result=void --backend=llvm 2>&1 | FileCheck %s --check-prefix=COMPILED
// COMPILED: scalable-vectors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: scalable vectors need a target with vscale, and x86-64 has none

func.func @scale(%v: vector<[4]xi32>, %k: i32) -> vector<[4]xi32> {
  %b = vector.broadcast %k : i32 to vector<[4]xi32>
  %m = arith.muli %v, %b : vector<[4]xi32>
  return %m : vector<[4]xi32>
}

func.func @main() {
  %vs = vector.vscale
  vector.print %vs : index

  %three = arith.constant dense<3> : vector<[4]xi32>
  %seven = arith.constant 7 : i32
  %a = func.call @scale(%three, %seven) : (vector<[4]xi32>, i32) -> vector<[4]xi32>
  vector.print %a : vector<[4]xi32>

  // A ramp 0, 1, ..., n * vscale - 1 built by inserts at dynamic positions, and a mask
  // of its lanes below 2.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.muli %c4, %vs : index
  %zero = arith.constant dense<0> : vector<[4]xi32>
  %ramp = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (vector<[4]xi32>) {
    %k = arith.index_cast %i : index to i32
    %r = vector.insert %k, %acc[%i] : i32 into vector<[4]xi32>
    scf.yield %r : vector<[4]xi32>
  }
  vector.print %ramp : vector<[4]xi32>
  %two = arith.constant dense<2> : vector<[4]xi32>
  %low = arith.cmpi ult, %ramp, %two : vector<[4]xi32>
  vector.print %low : vector<[4]xi1>
  %mixed = arith.select %low, %a, %ramp : vector<[4]xi1>, vector<[4]xi32>
  vector.print %mixed : vector<[4]xi32>
  %first = vector.insert %seven, %mixed[0] : i32 into vector<[4]xi32>
  vector.print %first : vector<[4]xi32>

  // Sum of the lanes, read at dynamic positions.
  %c0i = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0i) -> (i64) {
    %e = vector.extract %mixed[%i] : i32 from vector<[4]xi32>
    %w = arith.extsi %e : i32 to i64
    %t = arith.addi %s, %w : i64
    scf.yield %t : i64
  }
  vector.print %sum : i64

  %f = arith.sitofp %a : vector<[4]xi32> to vector<[4]xf32>
  %half = arith.constant dense<0.5> : vector<[4]xf32>
  %g = arith.mulf %f, %half : vector<[4]xf32>
  vector.print %g : vector<[4]xf32>
  %gb = vector.bitcast %g : vector<[4]xf32> to vector<[4]xi32>
  vector.print %gb : vector<[4]xi32>

  %big = arith.constant dense<-2> : vector<[2]xi64>
  %neg = arith.cmpi slt, %big, %big : vector<[2]xi64>
  vector.print %neg : vector<[2]xi1>
  vector.print %big : vector<[2]xi64>
  return
}

// CHECK: 1
// CHECK-NEXT: ( 21, 21, 21, 21 )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 1, 1, 0, 0 )
// CHECK-NEXT: ( 21, 21, 2, 3 )
// CHECK-NEXT: ( 7, 21, 2, 3 )
// CHECK-NEXT: 47
// CHECK-NEXT: ( 10.5, 10.5, 10.5, 10.5 )
// CHECK-NEXT: ( 1093140480, 1093140480, 1093140480, 1093140480 )
// CHECK-NEXT: ( 0, 0 )
// CHECK-NEXT: ( -2, -2 )
