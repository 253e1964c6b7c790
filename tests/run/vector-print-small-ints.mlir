// vector.print of vectors of signed, unsigned and odd-width integers (si4, ui4, i4, ui2,
// si16; 1-D, 2-D, 0-D): convert-vector-to-scf extends them to 8 bits or more
// (through signless integers and vector.bitcast for signed and unsigned ones) before
// printing element by element.
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// Lowered to the llvm dialect by Strata's passes, then interpreted:
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s

func.func @show(%a: vector<4xsi4>, %h: vector<3xi4>, %u: vector<2xui4>, %n: vector<2x2xsi4>, %z: vector<ui2>, %b: vector<3xsi16>) {
  vector.print %a : vector<4xsi4>
  vector.print %h : vector<3xi4>
  vector.print %u : vector<2xui4> punctuation <comma>
  vector.print %n : vector<2x2xsi4>
  vector.print %z : vector<ui2>
  vector.print %b : vector<3xsi16>
  return
}

func.func @main() {
  %a = arith.constant dense<[-8, -1, 0, 7]> : vector<4xi4>
  %h = arith.constant dense<[-3, 5, -8]> : vector<3xi4>
  %u = arith.constant dense<[15, 3]> : vector<2xi4>
  %n = arith.constant dense<[[1, -2], [-7, 6]]> : vector<2x2xi4>
  %z = arith.constant dense<3> : vector<i2>
  %b = arith.constant dense<[-32768, 12345, -1]> : vector<3xi16>
  %sa = builtin.unrealized_conversion_cast %a : vector<4xi4> to vector<4xsi4>
  %su = builtin.unrealized_conversion_cast %u : vector<2xi4> to vector<2xui4>
  %sn = builtin.unrealized_conversion_cast %n : vector<2x2xi4> to vector<2x2xsi4>
  %sz = builtin.unrealized_conversion_cast %z : vector<i2> to vector<ui2>
  %sb = builtin.unrealized_conversion_cast %b : vector<3xi16> to vector<3xsi16>
  call @show(%sa, %h, %su, %sn, %sz, %sb) : (vector<4xsi4>, vector<3xi4>, vector<2xui4>, vector<2x2xsi4>, vector<ui2>, vector<3xsi16>) -> ()
  return
}

// CHECK: ( -8, -1, 0, 7 )
// CHECK-NEXT: ( -3, 5, -8 )
// CHECK-NEXT: ( 15, 3 ), ( ( 1, -2 ), ( -7, 6 ) )
// CHECK-NEXT: ( 3 )
// CHECK-NEXT: ( -32768, 12345, -1 )
