// convert-vector-to-scf on vector.print: a vector print becomes scf.for loops printing
// `open`, the elements separated by `comma`s and `close` (n-D and 0-D vectors flattened
// with vector.shape_cast, odd-width and i1 integers extended), then the op's own
// punctuation; scalar and string prints stay. full-unroll changes nothing here.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf=full-unroll | FileCheck %s

func.func @one_d(%v: vector<4xf32>, %s: f32) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  return
}

func.func @n_d(%w: vector<2x3xi8>, %a: vector<2x1x3xf32>, %b: vector<2x3x1xf32>) {
  vector.print %w : vector<2x3xi8> punctuation <comma>
  vector.print %a : vector<2x1x3xf32>
  vector.print %b : vector<2x3x1xf32> punctuation <no_punctuation>
  return
}

func.func @zero_d(%z: vector<f64>) {
  vector.print %z : vector<f64>
  return
}

func.func @extended(%m: vector<4xi1>, %n: vector<1x3xi1>, %q: vector<3xi3>, %r: vector<2xi17>, %u: vector<4xui8>, %x: vector<3x2xindex>) {
  vector.print %m : vector<4xi1>
  vector.print %n : vector<1x3xi1>
  vector.print %q : vector<3xi3>
  vector.print %r : vector<2xi17>
  vector.print %u : vector<4xui8>
  vector.print %x : vector<3x2xindex>
  return
}

func.func @constant() {
  %c = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : vector<2x2xf32>
  vector.print %c : vector<2x2xf32>
  vector.print str "end\n"
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @one_d(%arg0: vector<4xf32>, %arg1: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %0 = vector.extract %arg0[%arg2] : f32 from vector<4xf32>
// CHECK-NEXT:       vector.print %0 : f32 punctuation <no_punctuation>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg2, %c3 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print %arg1 : f32 punctuation <comma>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @n_d(%arg0: vector<2x3xi8>, %arg1: vector<2x1x3xf32>, %arg2: vector<2x3x1xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.shape_cast %arg0 : vector<2x3xi8> to vector<6xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %4 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:         %5 = arith.addi %arg4, %4 : index
// CHECK-NEXT:         %6 = vector.extract %0[%5] : i8 from vector<6xi8>
// CHECK-NEXT:         vector.print %6 : i8 punctuation <no_punctuation>
// CHECK-NEXT:         %7 = arith.cmpi ult, %arg4, %c2 : index
// CHECK-NEXT:         scf.if %7 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     %1 = vector.shape_cast %arg1 : vector<2x1x3xf32> to vector<6xf32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c1 step %c1 {
// CHECK-NEXT:         vector.print punctuation <open>
// CHECK-NEXT:         scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT:           %5 = arith.muli %arg4, %c3 : index
// CHECK-NEXT:           %6 = arith.addi %arg5, %5 : index
// CHECK-NEXT:           %7 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:           %8 = arith.addi %6, %7 : index
// CHECK-NEXT:           %9 = vector.extract %1[%8] : f32 from vector<6xf32>
// CHECK-NEXT:           vector.print %9 : f32 punctuation <no_punctuation>
// CHECK-NEXT:           %10 = arith.cmpi ult, %arg5, %c2 : index
// CHECK-NEXT:           scf.if %10 {
// CHECK-NEXT:             vector.print punctuation <comma>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         vector.print punctuation <close>
// CHECK-NEXT:         %4 = arith.cmpi ult, %arg4, %c0 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %2 = vector.shape_cast %arg2 : vector<2x3x1xf32> to vector<6xf32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         vector.print punctuation <open>
// CHECK-NEXT:         scf.for %arg5 = %c0 to %c1 step %c1 {
// CHECK-NEXT:           %5 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:           %6 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:           %7 = arith.addi %5, %6 : index
// CHECK-NEXT:           %8 = vector.extract %2[%7] : f32 from vector<6xf32>
// CHECK-NEXT:           vector.print %8 : f32 punctuation <no_punctuation>
// CHECK-NEXT:           %9 = arith.cmpi ult, %arg5, %c0 : index
// CHECK-NEXT:           scf.if %9 {
// CHECK-NEXT:             vector.print punctuation <comma>
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         vector.print punctuation <close>
// CHECK-NEXT:         %4 = arith.cmpi ult, %arg4, %c2 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %3 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT:       scf.if %3 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <no_punctuation>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_d(%arg0: vector<f64>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       %0 = vector.extract %arg0[] : f64 from vector<f64>
// CHECK-NEXT:       vector.print %0 : f64 punctuation <no_punctuation>
// CHECK-NEXT:       %1 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT:       scf.if %1 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extended(%arg0: vector<4xi1>, %arg1: vector<1x3xi1>, %arg2: vector<3xi3>, %arg3: vector<2xi17>, %arg4: vector<4xui8>, %arg5: vector<3x2xindex>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.extui %arg0 : vector<4xi1> to vector<4xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %6 = vector.extract %0[%arg6] : i8 from vector<4xi8>
// CHECK-NEXT:       vector.print %6 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %7 = arith.cmpi ult, %arg6, %c3 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %1 = arith.extui %arg1 : vector<1x3xi1> to vector<1x3xi8>
// CHECK-NEXT:     %2 = vector.shape_cast %1 : vector<1x3xi8> to vector<3xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c1 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT:         %7 = arith.muli %arg6, %c3 : index
// CHECK-NEXT:         %8 = arith.addi %arg7, %7 : index
// CHECK-NEXT:         %9 = vector.extract %2[%8] : i8 from vector<3xi8>
// CHECK-NEXT:         vector.print %9 : i8 punctuation <no_punctuation>
// CHECK-NEXT:         %10 = arith.cmpi ult, %arg7, %c2 : index
// CHECK-NEXT:         scf.if %10 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %6 = arith.cmpi ult, %arg6, %c0 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %3 = arith.extsi %arg2 : vector<3xi3> to vector<3xi8>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       %6 = vector.extract %3[%arg6] : i8 from vector<3xi8>
// CHECK-NEXT:       vector.print %6 : i8 punctuation <no_punctuation>
// CHECK-NEXT:       %7 = arith.cmpi ult, %arg6, %c2 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %4 = arith.extsi %arg3 : vector<2xi17> to vector<2xi32>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       %6 = vector.extract %4[%arg6] : i32 from vector<2xi32>
// CHECK-NEXT:       vector.print %6 : i32 punctuation <no_punctuation>
// CHECK-NEXT:       %7 = arith.cmpi ult, %arg6, %c1 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %6 = vector.extract %arg4[%arg6] : ui8 from vector<4xui8>
// CHECK-NEXT:       vector.print %6 : ui8 punctuation <no_punctuation>
// CHECK-NEXT:       %7 = arith.cmpi ult, %arg6, %c3 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     %5 = vector.shape_cast %arg5 : vector<3x2xindex> to vector<6xindex>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg7 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %7 = arith.muli %arg6, %c2 : index
// CHECK-NEXT:         %8 = arith.addi %arg7, %7 : index
// CHECK-NEXT:         %9 = vector.extract %5[%8] : index from vector<6xindex>
// CHECK-NEXT:         vector.print %9 : index punctuation <no_punctuation>
// CHECK-NEXT:         %10 = arith.cmpi ult, %arg7, %c1 : index
// CHECK-NEXT:         scf.if %10 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %6 = arith.cmpi ult, %arg6, %c2 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant() {
// CHECK-NEXT:     %cst = arith.constant dense<[1.500000e+00, 2.500000e+00, 3.500000e+00, 4.500000e+00]> : vector<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     scf.for %arg0 = %c0 to %c2 step %c1 {
// CHECK-NEXT:       vector.print punctuation <open>
// CHECK-NEXT:       scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT:         %1 = arith.muli %arg0, %c2 : index
// CHECK-NEXT:         %2 = arith.addi %arg1, %1 : index
// CHECK-NEXT:         %3 = vector.extract %cst[%2] : f32 from vector<4xf32>
// CHECK-NEXT:         vector.print %3 : f32 punctuation <no_punctuation>
// CHECK-NEXT:         %4 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT:         scf.if %4 {
// CHECK-NEXT:           vector.print punctuation <comma>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       vector.print punctuation <close>
// CHECK-NEXT:       %0 = arith.cmpi ult, %arg0, %c1 : index
// CHECK-NEXT:       scf.if %0 {
// CHECK-NEXT:         vector.print punctuation <comma>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print str "end\0A"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
