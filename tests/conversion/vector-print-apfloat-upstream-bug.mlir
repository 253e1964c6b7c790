// vector.print of f80 and f128 under convert-vector-to-llvm.
// UPSTREAM BUG: mlir-opt 22 sends every float format other than f16/bf16/f32/f64 to
// printApFloat through an `llvm.zext` of the value, which for f80/f128 (LLVM-compatible
// floats the type converter keeps) is a float: its verifier then rejects the output
// ("'llvm.zext' op operand #0 must be signless integer ..., but got 'f80'"). Strata
// leaves these prints alone, as for the other types no runtime function prints.
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s

func.func @wide(%a: f80, %b: f128, %c: f8E4M3FN) {
  vector.print %a : f80
  vector.print %b : f128
  vector.print %c : f8E4M3FN
  return
}

// CHECK-LABEL: llvm.func @printApFloat(i32, i64)
// CHECK-LABEL: func.func @wide(
// CHECK-SAME:      %[[A:.*]]: f80, %[[B:.*]]: f128, %[[C:.*]]: f8E4M3FN)
// CHECK:         %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[C]] : f8E4M3FN to i8
// CHECK-NEXT:    vector.print %[[A]] : f80
// CHECK-NEXT:    vector.print %[[B]] : f128
// CHECK-NEXT:    %[[SEM:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:    %[[EXT:.*]] = llvm.zext %[[BITS]] : i8 to i64
// CHECK-NEXT:    llvm.call @printApFloat(%[[SEM]], %[[EXT]]) : (i32, i64) -> ()
// CHECK-NEXT:    llvm.call @printNewline() : () -> ()
// CHECK-NEXT:    return
