// vector.print of the small float formats (f8*, f6*, f4E2M1FN): scalars, vectors and
// punctuation; the lowering prints them with printApFloat (libmlir_apfloat_wrappers).
// RUN: strata-run %s -e main --entry-point-result=void --backend=interp | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// Lowered to the llvm dialect by Strata's passes, then interpreted:
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s

func.func @show(%a: f8E4M3FN, %b: f8E5M2, %c: f4E2M1FN, %d: f8E8M0FNU, %e: f8E4M3, %f: f6E3M2FN, %g: f6E2M3FN, %h: f8E4M3FNUZ, %i: f8E5M2FNUZ, %j: f8E4M3B11FNUZ, %k: f8E3M4) {
  vector.print %a : f8E4M3FN
  vector.print %b : f8E5M2 punctuation <comma>
  vector.print %c : f4E2M1FN punctuation <comma>
  vector.print %d : f8E8M0FNU
  vector.print %e : f8E4M3
  vector.print %f : f6E3M2FN
  vector.print %g : f6E2M3FN
  vector.print %h : f8E4M3FNUZ
  vector.print %i : f8E5M2FNUZ
  vector.print %j : f8E4M3B11FNUZ
  vector.print %k : f8E3M4
  return
}

func.func @main() {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.constant -3.0 : f8E5M2
  %c = arith.constant 0.5 : f4E2M1FN
  %d = arith.constant 4.0 : f8E8M0FNU
  %e = arith.constant 0.1 : f8E4M3
  %f = arith.constant -12.0 : f6E3M2FN
  %g = arith.constant 0.875 : f6E2M3FN
  %h = arith.constant 240.0 : f8E4M3FNUZ
  %i = arith.constant -0.0625 : f8E5M2FNUZ
  %j = arith.constant 3.25 : f8E4M3B11FNUZ
  %k = arith.constant 0.3 : f8E3M4
  call @show(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k) : (f8E4M3FN, f8E5M2, f4E2M1FN, f8E8M0FNU, f8E4M3, f6E3M2FN, f6E2M3FN, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4) -> ()
  %v = arith.constant dense<[1.0, 2.5, -448.0]> : vector<3xf8E4M3FN>
  vector.print %v : vector<3xf8E4M3FN>
  %w = arith.constant dense<[[1.0, -2.0], [4.0, 6.0]]> : vector<2x2xf4E2M1FN>
  vector.print %w : vector<2x2xf4E2M1FN>
  return
}

// CHECK: 1.5
// CHECK-NEXT: -3, 0.5, 4
// CHECK-NEXT: 0.101562
// CHECK-NEXT: -12
// CHECK-NEXT: 0.875
// CHECK-NEXT: 240
// CHECK-NEXT: -0.0625
// CHECK-NEXT: 3.25
// CHECK-NEXT: 0.296875
// CHECK-NEXT: ( 1, 2.5, -448 )
// CHECK-NEXT: ( ( 1, -2 ), ( 4, 6 ) )
