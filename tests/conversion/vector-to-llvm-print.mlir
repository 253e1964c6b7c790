// convert-vector-to-llvm (and convert-to-llvm) on vector.print: scalars become calls of
// printI64/printU64 (extended with arith.extui/extsi, index unsigned), printF16/printBF16
// (bit-cast to i16), printF32/printF64; punctuation becomes printNewline, printComma,
// printOpen, printClose; strings become private globals printed by printString. The
// declarations and globals are created at the start of the module in mlir-opt's order.
// Vector prints and i128 are left alone. Also the shape_cast-to-1-D and shuffle lowerings.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=TOLLVM

func.func @scalars(%a: i1, %b: i8, %c: i32, %d: i64, %e: index, %f: f16, %g: bf16, %h: f32, %i: f64, %j: ui8, %k: si16, %l: ui64, %n: ui32, %o: si64, %q: i2, %t: ui1) {
  vector.print %a : i1
  vector.print %b : i8 punctuation <comma>
  vector.print %c : i32 punctuation <open>
  vector.print %d : i64 punctuation <close>
  vector.print %e : index punctuation <no_punctuation>
  vector.print %f : f16
  vector.print %g : bf16
  vector.print %h : f32
  vector.print %i : f64
  vector.print %j : ui8
  vector.print %k : si16
  vector.print %l : ui64
  vector.print %n : ui32
  vector.print %o : si64
  vector.print %q : i2
  vector.print %t : ui1
  return
}

func.func @punctuation_and_strings() {
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print punctuation <no_punctuation>
  vector.print str "a"
  vector.print str "a"
  vector.print str "tab\09end\n"
  vector.print
  return
}

func.func @left_alone(%v: vector<4xf32>, %w: i128) {
  vector.print %v : vector<4xf32>
  vector.print %w : i128
  return
}

func.func @shape_casts(%w: vector<2x3x2xf32>, %x: vector<1x1x1xi8>, %y: vector<4x1xf32>, %z: vector<1x4xi32>, %i: vector<3x2xindex>) -> (vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xindex>) {
  %0 = vector.shape_cast %w : vector<2x3x2xf32> to vector<12xf32>
  %1 = vector.shape_cast %x : vector<1x1x1xi8> to vector<1xi8>
  %2 = vector.shape_cast %y : vector<4x1xf32> to vector<4xf32>
  %3 = vector.shape_cast %z : vector<1x4xi32> to vector<4xi32>
  %4 = vector.shape_cast %i : vector<3x2xindex> to vector<6xindex>
  return %0, %1, %2, %3, %4 : vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xindex>
}

func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<6xf32> {
  %0 = vector.shuffle %a, %b [0, 5, -1, 2, 7, 3] : vector<4xf32>, vector<4xf32>
  return %0 : vector<6xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_1(dense<[116, 97, 98, 9, 101, 110, 100, 10, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT:   llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT:   llvm.func @printF64(f64)
// CHECK-NEXT:   llvm.func @printF32(f32)
// CHECK-NEXT:   llvm.func @printBF16(i16)
// CHECK-NEXT:   llvm.func @printF16(i16)
// CHECK-NEXT:   llvm.func @printU64(i64)
// CHECK-NEXT:   llvm.func @printClose()
// CHECK-NEXT:   llvm.func @printOpen()
// CHECK-NEXT:   llvm.func @printComma()
// CHECK-NEXT:   llvm.func @printNewline()
// CHECK-NEXT:   llvm.func @printI64(i64)
// CHECK-NEXT:   func.func @scalars(%arg0: i1, %arg1: i8, %arg2: i32, %arg3: i64, %arg4: index, %arg5: f16, %arg6: bf16, %arg7: f32, %arg8: f64, %arg9: ui8, %arg10: si16, %arg11: ui64, %arg12: ui32, %arg13: si64, %arg14: i2, %arg15: ui1) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg15 : ui1 to i1
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg13 : si64 to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg12 : ui32 to i32
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg11 : ui64 to i64
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg10 : si16 to i16
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %arg9 : ui8 to i8
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %7 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT:     llvm.call @printI64(%7) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %8 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     llvm.call @printI64(%8) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %9 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT:     llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     llvm.call @printI64(%arg3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printU64(%6) : (i64) -> ()
// CHECK-NEXT:     %10 = llvm.bitcast %arg5 : f16 to i16
// CHECK-NEXT:     llvm.call @printF16(%10) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %11 = llvm.bitcast %arg6 : bf16 to i16
// CHECK-NEXT:     llvm.call @printBF16(%11) : (i16) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF32(%arg7) : (f32) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printF64(%arg8) : (f64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %12 = arith.extui %5 : i8 to i64
// CHECK-NEXT:     llvm.call @printU64(%12) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %13 = arith.extsi %4 : i16 to i64
// CHECK-NEXT:     llvm.call @printI64(%13) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printU64(%3) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %14 = arith.extui %2 : i32 to i64
// CHECK-NEXT:     llvm.call @printU64(%14) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     llvm.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %15 = arith.extsi %arg14 : i2 to i64
// CHECK-NEXT:     llvm.call @printI64(%15) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     %16 = arith.extui %0 : i1 to i64
// CHECK-NEXT:     llvm.call @printU64(%16) : (i64) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @punctuation_and_strings() {
// CHECK-NEXT:     llvm.call @printOpen() : () -> ()
// CHECK-NEXT:     llvm.call @printClose() : () -> ()
// CHECK-NEXT:     llvm.call @printComma() : () -> ()
// CHECK-NEXT:     %0 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:     llvm.call @printString(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %2 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT:     llvm.call @printString(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %4 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
// CHECK-NEXT:     llvm.call @printString(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @printNewline() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @left_alone(%arg0: vector<4xf32>, %arg1: i128) {
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg1 : i128
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shape_casts(%arg0: vector<2x3x2xf32>, %arg1: vector<1x1x1xi8>, %arg2: vector<4x1xf32>, %arg3: vector<1x4xi32>, %arg4: vector<3x2xindex>) -> (vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xindex>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : vector<3x2xindex> to !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : vector<1x4xi32> to !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : vector<1x1x1xi8> to !llvm.array<1 x array<1 x vector<1xi8>>>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT:     %5 = ub.poison : vector<6xindex>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : vector<6xindex> to vector<6xi64>
// CHECK-NEXT:     %7 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %8 = ub.poison : vector<12xf32>
// CHECK-NEXT:     %9 = llvm.extractvalue %4[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %10 = llvm.shufflevector %9, %9 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %11 = llvm.shufflevector %10, %8 [0, 1, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32> 
// CHECK-NEXT:     %12 = llvm.extractvalue %4[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %14 = llvm.shufflevector %13, %11 [12, 13, 0, 1, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32> 
// CHECK-NEXT:     %15 = llvm.extractvalue %4[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %16 = llvm.shufflevector %15, %15 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %17 = llvm.shufflevector %16, %14 [12, 13, 14, 15, 0, 1, 18, 19, 20, 21, 22, 23] : vector<12xf32> 
// CHECK-NEXT:     %18 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %19 = llvm.shufflevector %18, %18 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %17 [12, 13, 14, 15, 16, 17, 0, 1, 20, 21, 22, 23] : vector<12xf32> 
// CHECK-NEXT:     %21 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %22 = llvm.shufflevector %21, %21 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %23 = llvm.shufflevector %22, %20 [12, 13, 14, 15, 16, 17, 18, 19, 0, 1, 22, 23] : vector<12xf32> 
// CHECK-NEXT:     %24 = llvm.extractvalue %4[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>> 
// CHECK-NEXT:     %25 = llvm.shufflevector %24, %24 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
// CHECK-NEXT:     %26 = llvm.shufflevector %25, %23 [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 0, 1] : vector<12xf32> 
// CHECK-NEXT:     %27 = llvm.extractvalue %3[0, 0] : !llvm.array<1 x array<1 x vector<1xi8>>> 
// CHECK-NEXT:     %28 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>> 
// CHECK-NEXT:     %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %30 = llvm.extractelement %28[%29 : i64] : vector<1xf32>
// CHECK-NEXT:     %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %32 = llvm.insertelement %30, %7[%31 : i64] : vector<4xf32>
// CHECK-NEXT:     %33 = llvm.extractvalue %2[1] : !llvm.array<4 x vector<1xf32>> 
// CHECK-NEXT:     %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %35 = llvm.extractelement %33[%34 : i64] : vector<1xf32>
// CHECK-NEXT:     %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %37 = llvm.insertelement %35, %32[%36 : i64] : vector<4xf32>
// CHECK-NEXT:     %38 = llvm.extractvalue %2[2] : !llvm.array<4 x vector<1xf32>> 
// CHECK-NEXT:     %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %40 = llvm.extractelement %38[%39 : i64] : vector<1xf32>
// CHECK-NEXT:     %41 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %42 = llvm.insertelement %40, %37[%41 : i64] : vector<4xf32>
// CHECK-NEXT:     %43 = llvm.extractvalue %2[3] : !llvm.array<4 x vector<1xf32>> 
// CHECK-NEXT:     %44 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:     %45 = llvm.extractelement %43[%44 : i64] : vector<1xf32>
// CHECK-NEXT:     %46 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:     %47 = llvm.insertelement %45, %42[%46 : i64] : vector<4xf32>
// CHECK-NEXT:     %48 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi32>> 
// CHECK-NEXT:     %49 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi64>> 
// CHECK-NEXT:     %50 = llvm.shufflevector %49, %49 [0, 1, 0, 0, 0, 0] : vector<2xi64> 
// CHECK-NEXT:     %51 = llvm.shufflevector %50, %6 [0, 1, 8, 9, 10, 11] : vector<6xi64> 
// CHECK-NEXT:     %52 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi64>> 
// CHECK-NEXT:     %53 = llvm.shufflevector %52, %52 [0, 1, 0, 0, 0, 0] : vector<2xi64> 
// CHECK-NEXT:     %54 = llvm.shufflevector %53, %51 [6, 7, 0, 1, 10, 11] : vector<6xi64> 
// CHECK-NEXT:     %55 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi64>> 
// CHECK-NEXT:     %56 = llvm.shufflevector %55, %55 [0, 1, 0, 0, 0, 0] : vector<2xi64> 
// CHECK-NEXT:     %57 = llvm.shufflevector %56, %54 [6, 7, 8, 9, 0, 1] : vector<6xi64> 
// CHECK-NEXT:     %58 = builtin.unrealized_conversion_cast %57 : vector<6xi64> to vector<6xindex>
// CHECK-NEXT:     return %26, %27, %47, %48, %58 : vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<6xf32> {
// CHECK-NEXT:     %0 = llvm.shufflevector %arg0, %arg1 [0, 5, -1, 2, 7, 3] : vector<4xf32> 
// CHECK-NEXT:     return %0 : vector<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// TOLLVM: module {
// TOLLVM-NEXT:   llvm.mlir.global private constant @vector_print_str_1(dense<[116, 97, 98, 9, 101, 110, 100, 10, 0]> : tensor<9xi8>) {addr_space = 0 : i32} : !llvm.array<9 x i8>
// TOLLVM-NEXT:   llvm.mlir.global private constant @vector_print_str_0(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// TOLLVM-NEXT:   llvm.func @printString(!llvm.ptr)
// TOLLVM-NEXT:   llvm.mlir.global private constant @vector_print_str(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// TOLLVM-NEXT:   llvm.func @printF64(f64)
// TOLLVM-NEXT:   llvm.func @printF32(f32)
// TOLLVM-NEXT:   llvm.func @printBF16(i16)
// TOLLVM-NEXT:   llvm.func @printF16(i16)
// TOLLVM-NEXT:   llvm.func @printU64(i64)
// TOLLVM-NEXT:   llvm.func @printClose()
// TOLLVM-NEXT:   llvm.func @printOpen()
// TOLLVM-NEXT:   llvm.func @printComma()
// TOLLVM-NEXT:   llvm.func @printNewline()
// TOLLVM-NEXT:   llvm.func @printI64(i64)
// TOLLVM-NEXT:   llvm.func @scalars(%arg0: i1, %arg1: i8, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: f16, %arg6: bf16, %arg7: f32, %arg8: f64, %arg9: i8, %arg10: i16, %arg11: i64, %arg12: i32, %arg13: i64, %arg14: i2, %arg15: i1) {
// TOLLVM-NEXT:     %0 = llvm.zext %arg0 : i1 to i64
// TOLLVM-NEXT:     llvm.call @printI64(%0) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %1 = llvm.sext %arg1 : i8 to i64
// TOLLVM-NEXT:     llvm.call @printI64(%1) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:     %2 = llvm.sext %arg2 : i32 to i64
// TOLLVM-NEXT:     llvm.call @printI64(%2) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     llvm.call @printI64(%arg3) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printU64(%arg4) : (i64) -> ()
// TOLLVM-NEXT:     %3 = llvm.bitcast %arg5 : f16 to i16
// TOLLVM-NEXT:     llvm.call @printF16(%3) : (i16) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %4 = llvm.bitcast %arg6 : bf16 to i16
// TOLLVM-NEXT:     llvm.call @printBF16(%4) : (i16) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.call @printF32(%arg7) : (f32) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.call @printF64(%arg8) : (f64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %5 = llvm.zext %arg9 : i8 to i64
// TOLLVM-NEXT:     llvm.call @printU64(%5) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %6 = llvm.sext %arg10 : i16 to i64
// TOLLVM-NEXT:     llvm.call @printI64(%6) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.call @printU64(%arg11) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %7 = llvm.zext %arg12 : i32 to i64
// TOLLVM-NEXT:     llvm.call @printU64(%7) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.call @printI64(%arg13) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %8 = llvm.sext %arg14 : i2 to i64
// TOLLVM-NEXT:     llvm.call @printI64(%8) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     %9 = llvm.zext %arg15 : i1 to i64
// TOLLVM-NEXT:     llvm.call @printU64(%9) : (i64) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.return
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @punctuation_and_strings() {
// TOLLVM-NEXT:     llvm.call @printOpen() : () -> ()
// TOLLVM-NEXT:     llvm.call @printClose() : () -> ()
// TOLLVM-NEXT:     llvm.call @printComma() : () -> ()
// TOLLVM-NEXT:     %0 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// TOLLVM-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// TOLLVM-NEXT:     llvm.call @printString(%1) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %2 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// TOLLVM-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// TOLLVM-NEXT:     llvm.call @printString(%3) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %4 = llvm.mlir.addressof @vector_print_str_1 : !llvm.ptr
// TOLLVM-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
// TOLLVM-NEXT:     llvm.call @printString(%5) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     llvm.call @printNewline() : () -> ()
// TOLLVM-NEXT:     llvm.return
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @left_alone(%arg0: vector<4xf32>, %arg1: i128) {
// TOLLVM-NEXT:     vector.print %arg0 : vector<4xf32>
// TOLLVM-NEXT:     vector.print %arg1 : i128
// TOLLVM-NEXT:     llvm.return
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @shape_casts(%arg0: !llvm.array<2 x array<3 x vector<2xf32>>>, %arg1: !llvm.array<1 x array<1 x vector<1xi8>>>, %arg2: !llvm.array<4 x vector<1xf32>>, %arg3: !llvm.array<1 x vector<4xi32>>, %arg4: !llvm.array<3 x vector<2xi64>>) -> !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> {
// TOLLVM-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : !llvm.array<3 x vector<2xi64>> to vector<3x2xindex>
// TOLLVM-NEXT:     %1 = builtin.unrealized_conversion_cast %arg3 : !llvm.array<1 x vector<4xi32>> to vector<1x4xi32>
// TOLLVM-NEXT:     %2 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<4 x vector<1xf32>> to vector<4x1xf32>
// TOLLVM-NEXT:     %3 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<1 x array<1 x vector<1xi8>>> to vector<1x1x1xi8>
// TOLLVM-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x array<3 x vector<2xf32>>> to vector<2x3x2xf32>
// TOLLVM-NEXT:     %5 = vector.shape_cast %4 : vector<2x3x2xf32> to vector<12xf32>
// TOLLVM-NEXT:     %6 = vector.shape_cast %3 : vector<1x1x1xi8> to vector<1xi8>
// TOLLVM-NEXT:     %7 = vector.shape_cast %2 : vector<4x1xf32> to vector<4xf32>
// TOLLVM-NEXT:     %8 = vector.shape_cast %1 : vector<1x4xi32> to vector<4xi32>
// TOLLVM-NEXT:     %9 = vector.shape_cast %0 : vector<3x2xindex> to vector<6xindex>
// TOLLVM-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : vector<6xindex> to vector<6xi64>
// TOLLVM-NEXT:     %11 = llvm.mlir.poison : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)>
// TOLLVM-NEXT:     %12 = llvm.insertvalue %5, %11[0] : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> 
// TOLLVM-NEXT:     %13 = llvm.insertvalue %6, %12[1] : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> 
// TOLLVM-NEXT:     %14 = llvm.insertvalue %7, %13[2] : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> 
// TOLLVM-NEXT:     %15 = llvm.insertvalue %8, %14[3] : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> 
// TOLLVM-NEXT:     %16 = llvm.insertvalue %10, %15[4] : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)> 
// TOLLVM-NEXT:     llvm.return %16 : !llvm.struct<(vector<12xf32>, vector<1xi8>, vector<4xf32>, vector<4xi32>, vector<6xi64>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<6xf32> {
// TOLLVM-NEXT:     %0 = llvm.shufflevector %arg0, %arg1 [0, 5, -1, 2, 7, 3] : vector<4xf32> 
// TOLLVM-NEXT:     llvm.return %0 : vector<6xf32>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT: }
