// llvm dialect: llvm.intr.uadd.with.overflow (generic form only) and
// llvm.intr.experimental.constrained.fptrunc (rounding mode and exception behaviour as
// keywords) in custom and generic form, identical to mlir-opt 22.
// RUN: strata-opt %s  | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.func @ops(%a: i32, %v: vector<4xi8>, %b: f32, %w: vector<2xf64>) {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%v, %v) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %2 = llvm.intr.experimental.constrained.fptrunc %b tonearest ignore : f32 to f16
  %3 = llvm.intr.experimental.constrained.fptrunc %b towardzero maytrap {fastmath = #arith.fastmath<nnan>} : f32 to bf16
  %4 = llvm.intr.experimental.constrained.fptrunc %w "dynamic" "strict" : vector<2xf64> to vector<2xf32>
  %5 = llvm.intr.experimental.constrained.fptrunc %b tonearestaway ignore : f32 to f16
  %6 = llvm.intr.experimental.constrained.fptrunc %b upward ignore : f32 to f16
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @ops(%arg0: i32, %arg1: vector<4xi8>, %arg2: f32, %arg3: vector<2xf64>) {
// CHECK-NEXT:     %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %1 = "llvm.intr.uadd.with.overflow"(%arg1, %arg1) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
// CHECK-NEXT:     %2 = llvm.intr.experimental.constrained.fptrunc %arg2 tonearest ignore : f32 to f16
// CHECK-NEXT:     %3 = llvm.intr.experimental.constrained.fptrunc %arg2 towardzero maytrap {fastmath = #arith.fastmath<nnan>} : f32 to bf16
// CHECK-NEXT:     %4 = llvm.intr.experimental.constrained.fptrunc %arg3 dynamic strict : vector<2xf64> to vector<2xf32>
// CHECK-NEXT:     %5 = llvm.intr.experimental.constrained.fptrunc %arg2 tonearestaway ignore : f32 to f16
// CHECK-NEXT:     %6 = llvm.intr.experimental.constrained.fptrunc %arg2 upward ignore : f32 to f16
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, vector<4xi8>, f32, vector<2xf64>)>, linkage = #llvm.linkage<external>, sym_name = "ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: vector<4xi8>, %arg2: f32, %arg3: vector<2xf64>):
// GENERIC-NEXT:     %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:     %1 = "llvm.intr.uadd.with.overflow"(%arg1, %arg1) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
// GENERIC-NEXT:     %2 = "llvm.intr.experimental.constrained.fptrunc"(%arg2) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f32) -> f16
// GENERIC-NEXT:     %3 = "llvm.intr.experimental.constrained.fptrunc"(%arg2) <{fpExceptionBehavior = 1 : i64, roundingmode = 0 : i64}> {fastmath = #arith.fastmath<nnan>} : (f32) -> bf16
// GENERIC-NEXT:     %4 = "llvm.intr.experimental.constrained.fptrunc"(%arg3) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (vector<2xf64>) -> vector<2xf32>
// GENERIC-NEXT:     %5 = "llvm.intr.experimental.constrained.fptrunc"(%arg2) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f32) -> f16
// GENERIC-NEXT:     %6 = "llvm.intr.experimental.constrained.fptrunc"(%arg2) <{fpExceptionBehavior = 0 : i64, roundingmode = 2 : i64}> : (f32) -> f16
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
