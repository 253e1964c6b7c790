// vector.print (operand, punctuation, strings), vector.shape_cast and vector.shuffle in
// custom and generic form, and the shape_cast folds under canonicalize. Expected output
// from mlir-opt 22.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

func.func @prints(%v: vector<4xf32>, %w: vector<2x3xi8>, %z: vector<f64>, %s: i32, %x: index, %h: f16) {
  vector.print %v : vector<4xf32>
  vector.print %w : vector<2x3xi8> punctuation <comma>
  vector.print %z : vector<f64> punctuation <no_punctuation>
  vector.print %s : i32 punctuation <open>
  vector.print %x : index punctuation <close>
  vector.print %h : f16 punctuation <newline>
  vector.print punctuation <comma>
  vector.print str "tab\09quote\22 newline\n"
  vector.print str "x" {foo = 1 : i64}
  vector.print {bar}
  return
}

func.func @shapes(%v: vector<2x3xf32>, %a: vector<4xf32>, %b: vector<2xf32>) -> (vector<6xf32>, vector<3x2xf32>, vector<5xf32>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %0 : vector<6xf32> to vector<3x2xf32>
  %2 = vector.shuffle %a, %b [0, 5, -1, 2, 4] : vector<4xf32>, vector<2xf32>
  return %0, %1, %2 : vector<6xf32>, vector<3x2xf32>, vector<5xf32>
}

func.func @fold_shape_casts(%v: vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
  %3 = vector.shape_cast %v : vector<2x3xf32> to vector<2x3xf32>
  %s = arith.constant dense<7> : vector<2x2xi32>
  %4 = vector.shape_cast %s : vector<2x2xi32> to vector<4xi32>
  return %0, %2, %3, %4 : vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>
}

func.func @fold_extract_of_0d(%z: vector<f64>, %i: index) -> f64 {
  %0 = vector.shape_cast %z : vector<f64> to vector<1xf64>
  %1 = vector.extract %0[%i] : f64 from vector<1xf64>
  return %1 : f64
}

// CHECK: module {
// CHECK-NEXT:   func.func @prints(%arg0: vector<4xf32>, %arg1: vector<2x3xi8>, %arg2: vector<f64>, %arg3: i32, %arg4: index, %arg5: f16) {
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg1 : vector<2x3xi8> punctuation <comma>
// CHECK-NEXT:     vector.print %arg2 : vector<f64> punctuation <no_punctuation>
// CHECK-NEXT:     vector.print %arg3 : i32 punctuation <open>
// CHECK-NEXT:     vector.print %arg4 : index punctuation <close>
// CHECK-NEXT:     vector.print %arg5 : f16
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     vector.print str "tab\09quote\22 newline\0A"
// CHECK-NEXT:     vector.print str "x" {foo = 1 : i64}
// CHECK-NEXT:     vector.print {bar}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: vector<2x3xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>) -> (vector<6xf32>, vector<3x2xf32>, vector<5xf32>) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %0 : vector<6xf32> to vector<3x2xf32>
// CHECK-NEXT:     %2 = vector.shuffle %arg1, %arg2 [0, 5, -1, 2, 4] : vector<4xf32>, vector<2xf32>
// CHECK-NEXT:     return %0, %1, %2 : vector<6xf32>, vector<3x2xf32>, vector<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fold_shape_casts(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>
// CHECK-NEXT:     %0 = vector.shape_cast %cst : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT:     %1 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:     %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<6xf32>
// CHECK-NEXT:     %3 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<2x3xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<7> : vector<2x2xi32>
// CHECK-NEXT:     %4 = vector.shape_cast %cst_0 : vector<2x2xi32> to vector<4xi32>
// CHECK-NEXT:     return %0, %2, %3, %4 : vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fold_extract_of_0d(%arg0: vector<f64>, %arg1: index) -> f64 {
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<f64> to vector<1xf64>
// CHECK-NEXT:     %1 = vector.extract %0[%arg1] : f64 from vector<1xf64>
// CHECK-NEXT:     return %1 : f64
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xf32>, vector<2x3xi8>, vector<f64>, i32, index, f16) -> (), sym_name = "prints"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: vector<4xf32>, %arg7: vector<2x3xi8>, %arg8: vector<f64>, %arg9: i32, %arg10: index, %arg11: f16):
// GENERIC-NEXT:     "vector.print"(%arg6) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// GENERIC-NEXT:     "vector.print"(%arg7) <{punctuation = #vector.punctuation<comma>}> : (vector<2x3xi8>) -> ()
// GENERIC-NEXT:     "vector.print"(%arg8) <{punctuation = #vector.punctuation<no_punctuation>}> : (vector<f64>) -> ()
// GENERIC-NEXT:     "vector.print"(%arg9) <{punctuation = #vector.punctuation<open>}> : (i32) -> ()
// GENERIC-NEXT:     "vector.print"(%arg10) <{punctuation = #vector.punctuation<close>}> : (index) -> ()
// GENERIC-NEXT:     "vector.print"(%arg11) <{punctuation = #vector.punctuation<newline>}> : (f16) -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "tab\09quote\22 newline\0A"}> : () -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> {foo = 1 : i64} : () -> ()
// GENERIC-NEXT:     "vector.print"() <{punctuation = #vector.punctuation<newline>}> {bar} : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x3xf32>, vector<4xf32>, vector<2xf32>) -> (vector<6xf32>, vector<3x2xf32>, vector<5xf32>), sym_name = "shapes"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: vector<2x3xf32>, %arg4: vector<4xf32>, %arg5: vector<2xf32>):
// GENERIC-NEXT:     %9 = "vector.shape_cast"(%arg3) : (vector<2x3xf32>) -> vector<6xf32>
// GENERIC-NEXT:     %10 = "vector.shape_cast"(%9) : (vector<6xf32>) -> vector<3x2xf32>
// GENERIC-NEXT:     %11 = "vector.shuffle"(%arg4, %arg5) <{mask = array<i64: 0, 5, -1, 2, 4>}> : (vector<4xf32>, vector<2xf32>) -> vector<5xf32>
// GENERIC-NEXT:     "func.return"(%9, %10, %11) : (vector<6xf32>, vector<3x2xf32>, vector<5xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>), sym_name = "fold_shape_casts"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: vector<2x3xf32>):
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>}> : () -> vector<2x3xf32>
// GENERIC-NEXT:     %3 = "vector.shape_cast"(%2) : (vector<2x3xf32>) -> vector<6xf32>
// GENERIC-NEXT:     %4 = "vector.shape_cast"(%arg2) : (vector<2x3xf32>) -> vector<3x2xf32>
// GENERIC-NEXT:     %5 = "vector.shape_cast"(%4) : (vector<3x2xf32>) -> vector<6xf32>
// GENERIC-NEXT:     %6 = "vector.shape_cast"(%arg2) : (vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC-NEXT:     %7 = "arith.constant"() <{value = dense<7> : vector<2x2xi32>}> : () -> vector<2x2xi32>
// GENERIC-NEXT:     %8 = "vector.shape_cast"(%7) : (vector<2x2xi32>) -> vector<4xi32>
// GENERIC-NEXT:     "func.return"(%3, %5, %6, %8) : (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<f64>, index) -> f64, sym_name = "fold_extract_of_0d"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<f64>, %arg1: index):
// GENERIC-NEXT:     %0 = "vector.shape_cast"(%arg0) : (vector<f64>) -> vector<1xf64>
// GENERIC-NEXT:     %1 = "vector.extract"(%0, %arg1) <{static_position = array<i64: -9223372036854775808>}> : (vector<1xf64>, index) -> f64
// GENERIC-NEXT:     "func.return"(%1) : (f64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: module {
// CANON-NEXT:   func.func @prints(%arg0: vector<4xf32>, %arg1: vector<2x3xi8>, %arg2: vector<f64>, %arg3: i32, %arg4: index, %arg5: f16) {
// CANON-NEXT:     vector.print %arg0 : vector<4xf32>
// CANON-NEXT:     vector.print %arg1 : vector<2x3xi8> punctuation <comma>
// CANON-NEXT:     vector.print %arg2 : vector<f64> punctuation <no_punctuation>
// CANON-NEXT:     vector.print %arg3 : i32 punctuation <open>
// CANON-NEXT:     vector.print %arg4 : index punctuation <close>
// CANON-NEXT:     vector.print %arg5 : f16
// CANON-NEXT:     vector.print punctuation <comma>
// CANON-NEXT:     vector.print str "tab\09quote\22 newline\0A"
// CANON-NEXT:     vector.print str "x" {foo = 1 : i64}
// CANON-NEXT:     vector.print {bar}
// CANON-NEXT:     return
// CANON-NEXT:   }
// CANON-NEXT:   func.func @shapes(%arg0: vector<2x3xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>) -> (vector<6xf32>, vector<3x2xf32>, vector<5xf32>) {
// CANON-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CANON-NEXT:     %1 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<3x2xf32>
// CANON-NEXT:     %2 = vector.shuffle %arg1, %arg2 [0, 5, -1, 2, 4] : vector<4xf32>, vector<2xf32>
// CANON-NEXT:     return %0, %1, %2 : vector<6xf32>, vector<3x2xf32>, vector<5xf32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @fold_shape_casts(%arg0: vector<2x3xf32>) -> (vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>) {
// CANON-NEXT:     %cst = arith.constant dense<7> : vector<4xi32>
// CANON-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : vector<6xf32>
// CANON-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CANON-NEXT:     return %cst_0, %0, %arg0, %cst : vector<6xf32>, vector<6xf32>, vector<2x3xf32>, vector<4xi32>
// CANON-NEXT:   }
// CANON-NEXT:   func.func @fold_extract_of_0d(%arg0: vector<f64>, %arg1: index) -> f64 {
// CANON-NEXT:     %0 = vector.extract %arg0[] : f64 from vector<f64>
// CANON-NEXT:     return %0 : f64
// CANON-NEXT:   }
// CANON-NEXT: }
