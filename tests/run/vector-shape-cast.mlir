// vector.shape_cast of constants (folded) and of arguments (moved in rows, slices and
// single elements), printed with vector.print: the interpreter runs the ops directly, the
// Cranelift backend after Strata's convert-vector-to-llvm.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s
// RUN: strata-run %s -e main --entry-point-result=void --backend=cranelift | FileCheck %s
// Lowered to the llvm dialect by Strata's passes, then interpreted:
// RUN: strata-opt %s --expand-realloc --scf-forall-to-for --arith-expand --lower-affine --convert-vector-to-scf --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | strata-run - -e main --entry-point-result=void --backend=interp | FileCheck %s

func.func @casts(%v: vector<2x3xf32>, %w: vector<4x6xi32>, %x: vector<12xi32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
  %s = arith.constant dense<7> : vector<2x2xi32>
  %3 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  %4 = vector.shape_cast %w : vector<4x6xi32> to vector<6x4xi32>
  %5 = vector.shape_cast %x : vector<12xi32> to vector<3x4xi32>
  %6 = vector.shape_cast %5 : vector<3x4xi32> to vector<2x6xi32>
  vector.print %0 : vector<6xf32>
  vector.print %1 : vector<3x2xf32>
  vector.print %2 : vector<6xf32>
  vector.print %3 : vector<4xi32>
  vector.print %4 : vector<6x4xi32>
  vector.print %5 : vector<3x4xi32>
  vector.print %6 : vector<2x6xi32>
  return
}

func.func @main() {
  %v = arith.constant dense<[[0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]> : vector<2x3xf32>
  %w = arith.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23]]> : vector<4x6xi32>
  %x = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]> : vector<12xi32>
  call @casts(%v, %w, %x) : (vector<2x3xf32>, vector<4x6xi32>, vector<12xi32>) -> ()
  return
}

// CHECK: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 0.5, 1.5 ), ( 2.5, 3.5 ), ( 4.5, 5.5 ) )
// CHECK-NEXT: ( 0.5, 1.5, 2.5, 3.5, 4.5, 5.5 )
// CHECK-NEXT: ( 7, 7, 7, 7 )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ), ( 8, 9, 10, 11 ), ( 12, 13, 14, 15 ), ( 16, 17, 18, 19 ), ( 20, 21, 22, 23 ) )
// CHECK-NEXT: ( ( 100, 101, 102, 103 ), ( 104, 105, 106, 107 ), ( 108, 109, 110, 111 ) )
// CHECK-NEXT: ( ( 100, 101, 102, 103, 104, 105 ), ( 106, 107, 108, 109, 110, 111 ) )
