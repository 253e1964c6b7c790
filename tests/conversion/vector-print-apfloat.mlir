// convert-vector-to-llvm on vector.print of the small float formats: the bits (the
// type converter makes them integers) zero-extended to i64 and printApFloat called with
// LLVM's number of the format; signed/unsigned and odd-width integers to printI64 /
// printU64; tf32, integers wider than 64 bits and vectors (convert-vector-to-scf's
// business) stay. Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @p(%a: vector<4xsi4>, %b: vector<[4]xf32>, %c: f8E4M3FN, %d: vector<2xf8E5M2>, %e: i4, %f: ui4, %g: vector<2x[4]xi32>, %h: si8, %i: i2, %j: ui1, %k: i7, %l: i65, %m: f8E8M0FNU, %n: tf32, %o: f4E2M1FN) {
  vector.print %a : vector<4xsi4>
  vector.print %b : vector<[4]xf32>
  vector.print %c : f8E4M3FN
  vector.print %d : vector<2xf8E5M2>
  vector.print %e : i4
  vector.print %f : ui4
  vector.print %g : vector<2x[4]xi32>
  vector.print %h : si8
  vector.print %i : i2
  vector.print %j : ui1
  vector.print %k : i7
  vector.print %l : i65
  vector.print %m : f8E8M0FNU
  vector.print %n : tf32
  vector.print %o : f4E2M1FN
  return
}
func.func @q(%a: f6E3M2FN, %b: f6E2M3FN, %c: f8E3M4, %d: f8E4M3, %e: f8E4M3FNUZ, %f: f8E4M3B11FNUZ, %g: f8E5M2FNUZ, %j: tf32, %k: f8E5M2) {
  vector.print %a : f6E3M2FN
  vector.print %b : f6E2M3FN punctuation <comma>
  vector.print %c : f8E3M4
  vector.print %d : f8E4M3
  vector.print %e : f8E4M3FNUZ
  vector.print %f : f8E4M3B11FNUZ
  vector.print %g : f8E5M2FNUZ
  vector.print %j : tf32
  vector.print %k : f8E5M2 punctuation <no_punctuation>
  return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printApFloat(i32, i64)
// CHECK-NEXT:   func.func @p(%arg0: vector<4xsi4>, %arg1: vector<[4]xf32>, %arg2: f8E4M3FN, %arg3: vector<2xf8E5M2>, %arg4: i4, %arg5: ui4, %arg6: vector<2x[4]xi32>, %arg7: si8, %arg8: i2, %arg9: ui1, %arg10: i7, %arg11: i65, %arg12: f8E8M0FNU, %arg13: tf32, %arg14: f4E2M1FN) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg14 : f4E2M1FN to i4
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg12 : f8E8M0FNU to i8
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg9 : ui1 to i1
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg7 : si8 to i8
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg5 : ui4 to i4
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %arg2 : f8E4M3FN to i8
// CHECK-NEXT:     vector.print %arg0 : vector<4xsi4>
// CHECK-NEXT:     vector.print %arg1 : vector<[4]xf32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:     %7 = llvm.zext %5 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%6, %7) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg3 : vector<2xf8E5M2>
// CHECK-NEXT:     %8 = arith.extsi %arg4 : i4 to i64
// CHECK-NEXT:     llvm.call @printI64(%8) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %9 = arith.extui %4 : i4 to i64
// CHECK-NEXT:     llvm.call @printU64(%9) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg6 : vector<2x[4]xi32>
// CHECK-NEXT:     %10 = arith.extsi %3 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%10) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %11 = arith.extsi %arg8 : i2 to i64
// CHECK-NEXT:     llvm.call @printI64(%11) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %12 = arith.extui %2 : i1 to i64
// CHECK-NEXT:     llvm.call @printU64(%12) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %13 = arith.extsi %arg10 : i7 to i64
// CHECK-NEXT:     llvm.call @printI64(%13) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg11 : i65
// CHECK-NEXT:     %14 = llvm.mlir.constant(15 : i32) : i32
// CHECK-NEXT:     %15 = llvm.zext %1 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%14, %15) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg13 : tf32
// CHECK-NEXT:     %16 = llvm.mlir.constant(18 : i32) : i32
// CHECK-NEXT:     %17 = llvm.zext %0 : i4 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%16, %17) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @q(%arg0: f6E3M2FN, %arg1: f6E2M3FN, %arg2: f8E3M4, %arg3: f8E4M3, %arg4: f8E4M3FNUZ, %arg5: f8E4M3B11FNUZ, %arg6: f8E5M2FNUZ, %arg7: tf32, %arg8: f8E5M2) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg8 : f8E5M2 to i8
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg6 : f8E5M2FNUZ to i8
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg5 : f8E4M3B11FNUZ to i8
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg4 : f8E4M3FNUZ to i8
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg3 : f8E4M3 to i8
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %arg2 : f8E3M4 to i8
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %arg1 : f6E2M3FN to i6
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %arg0 : f6E3M2FN to i6
// CHECK-NEXT:     %8 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:     %9 = llvm.zext %7 : i6 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%8, %9) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %10 = llvm.mlir.constant(17 : i32) : i32
// CHECK-NEXT:     %11 = llvm.zext %6 : i6 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%10, %11) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %12 = llvm.mlir.constant(13 : i32) : i32
// CHECK-NEXT:     %13 = llvm.zext %5 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%12, %13) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %14 = llvm.mlir.constant(9 : i32) : i32
// CHECK-NEXT:     %15 = llvm.zext %4 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%14, %15) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %16 = llvm.mlir.constant(11 : i32) : i32
// CHECK-NEXT:     %17 = llvm.zext %3 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%16, %17) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %18 = llvm.mlir.constant(12 : i32) : i32
// CHECK-NEXT:     %19 = llvm.zext %2 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%18, %19) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %20 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %21 = llvm.zext %1 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%20, %21) : (i32, i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     vector.print %arg7 : tf32
// CHECK-NEXT:     %22 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %23 = llvm.zext %0 : i8 to i64
// CHECK-NEXT:     llvm.call @printApFloat(%22, %23) : (i32, i64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
