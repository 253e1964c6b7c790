// llvm dialect folds under canonicalize, as mlir-opt 22 has them: constant shl/or/zext,
// icmp eq/ne of a value with itself and of an alloca against null, identity and
// round-trip bitcast/addrspacecast, getelementptr by zero and with constant dynamic
// indices, extractvalue through insertvalue chains and nested extractvalues, and the
// deduplication and hoisting of constants, undef, poison and zero. CHECK lines are
// mlir-opt's output.
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

llvm.func @use_i32(i32)
llvm.func @use_i64(i64)
llvm.func @use_i1(i1)
llvm.func @use_ptr(!llvm.ptr)

llvm.func @int_folds(%a: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i32) : i32
  %0 = llvm.shl %c5, %c1 : i32
  %1 = llvm.shl %c5, %c40 : i32
  %2 = llvm.or %c5, %c1 : i32
  %3 = llvm.or %a, %c1 : i32
  %4 = llvm.zext %c5 : i32 to i64
  %5 = llvm.add %c5, %c1 : i32
  llvm.call @use_i32(%0) : (i32) -> ()
  llvm.call @use_i32(%1) : (i32) -> ()
  llvm.call @use_i32(%2) : (i32) -> ()
  llvm.call @use_i32(%3) : (i32) -> ()
  llvm.call @use_i64(%4) : (i64) -> ()
  llvm.call @use_i32(%5) : (i32) -> ()
  llvm.return
}

llvm.func @icmp_folds(%a: i64, %v: vector<4xi8>) -> vector<4xi1> {
  %0 = llvm.icmp "eq" %a, %a : i64
  %1 = llvm.icmp "ne" %a, %a : i64
  %2 = llvm.icmp "slt" %a, %a : i64
  %3 = llvm.icmp "ne" %v, %v : vector<4xi8>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.icmp "eq" %p, %null : !llvm.ptr
  %5 = llvm.icmp "ne" %null, %p : !llvm.ptr
  llvm.call @use_i1(%0) : (i1) -> ()
  llvm.call @use_i1(%1) : (i1) -> ()
  llvm.call @use_i1(%2) : (i1) -> ()
  llvm.call @use_i1(%4) : (i1) -> ()
  llvm.call @use_i1(%5) : (i1) -> ()
  llvm.return %3 : vector<4xi1>
}

llvm.func @cast_folds(%x: f32, %p: !llvm.ptr) {
  %0 = llvm.bitcast %x : f32 to i32
  %1 = llvm.bitcast %0 : i32 to f32
  %2 = llvm.bitcast %1 : f32 to i32
  %3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr
  llvm.call @use_i32(%2) : (i32) -> ()
  llvm.call @use_ptr(%4) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @gep_folds(%p: !llvm.ptr, %i: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr inbounds %p[%i, %c2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %3 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %4 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.call @use_ptr(%0) : (!llvm.ptr) -> ()
  llvm.call @use_ptr(%1) : (!llvm.ptr) -> ()
  llvm.call @use_ptr(%2) : (!llvm.ptr) -> ()
  llvm.call @use_ptr(%3) : (!llvm.ptr) -> ()
  llvm.call @use_ptr(%4) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @extractvalue_folds(%a: i64, %b: i64, %p: !llvm.ptr, %s: !llvm.struct<(ptr, i64, array<2 x i64>)>) {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %2 = llvm.insertvalue %a, %1[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %3 = llvm.insertvalue %b, %2[2, 0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %6 = llvm.extractvalue %3[2, 0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %7 = llvm.extractvalue %3[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %8 = llvm.extractvalue %s[2] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %9 = llvm.extractvalue %8[1] : !llvm.array<2 x i64>
  %10 = llvm.insertvalue %a, %s[1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %11 = llvm.extractvalue %10[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  llvm.call @use_i64(%4) : (i64) -> ()
  llvm.call @use_ptr(%5) : (!llvm.ptr) -> ()
  llvm.call @use_i64(%6) : (i64) -> ()
  llvm.call @use_i64(%7) : (i64) -> ()
  llvm.call @use_i64(%9) : (i64) -> ()
  llvm.call @use_i64(%11) : (i64) -> ()
  llvm.return
}

llvm.func @constants(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.mlir.undef : i32
  %2 = llvm.mlir.poison : i32
  %3 = llvm.mlir.zero : !llvm.ptr
  llvm.call @use_i32(%0) : (i32) -> ()
  llvm.call @use_i32(%1) : (i32) -> ()
  llvm.call @use_i32(%2) : (i32) -> ()
  llvm.call @use_ptr(%3) : (!llvm.ptr) -> ()
  llvm.br ^bb2
^bb2:
  %4 = llvm.mlir.constant(7 : i32) : i32
  %5 = llvm.mlir.undef : i32
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.mlir.constant(7 : i64) : i64
  llvm.call @use_i32(%4) : (i32) -> ()
  llvm.call @use_i32(%5) : (i32) -> ()
  llvm.call @use_ptr(%6) : (!llvm.ptr) -> ()
  llvm.call @use_i64(%7) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @branches(%a: i32) -> i32 {
  %true = llvm.mlir.constant(true) : i1
  llvm.cond_br %true, ^bb1, ^bb2(%a : i32)
^bb1:
  llvm.br ^bb2(%a : i32)
^bb2(%x: i32):
  llvm.return %x : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @use_i32(i32)
// CHECK-NEXT:   llvm.func @use_i64(i64)
// CHECK-NEXT:   llvm.func @use_i1(i1)
// CHECK-NEXT:   llvm.func @use_ptr(!llvm.ptr)
// CHECK-NEXT:   llvm.func @int_folds(%arg0: i32) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(40 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:     %5 = llvm.shl %2, %3 : i32
// CHECK-NEXT:     %6 = llvm.or %arg0, %1 : i32
// CHECK-NEXT:     %7 = llvm.add %2, %1 : i32
// CHECK-NEXT:     llvm.call @use_i32(%4) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%5) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%2) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%6) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%7) : (i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @icmp_folds(%arg0: i64, %arg1: vector<4xi8>) -> vector<4xi1> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(dense<false> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT:     %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %2 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:     %3 = llvm.icmp "slt" %arg0, %arg0 : i64
// CHECK-NEXT:     llvm.call @use_i1(%1) : (i1) -> ()
// CHECK-NEXT:     llvm.call @use_i1(%2) : (i1) -> ()
// CHECK-NEXT:     llvm.call @use_i1(%3) : (i1) -> ()
// CHECK-NEXT:     llvm.call @use_i1(%2) : (i1) -> ()
// CHECK-NEXT:     llvm.call @use_i1(%1) : (i1) -> ()
// CHECK-NEXT:     llvm.return %0 : vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cast_folds(%arg0: f32, %arg1: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT:     llvm.call @use_i32(%0) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @gep_folds(%arg0: !llvm.ptr, %arg1: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4294967296 : i64) : i64
// CHECK-NEXT:     %1 = llvm.getelementptr inbounds %arg0[%arg1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT:     %2 = llvm.getelementptr %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %3 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.call @use_ptr(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @extractvalue_folds(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.struct<(ptr, i64, array<2 x i64>)>) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i64
// CHECK-NEXT:     %1 = llvm.extractvalue %arg3[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %arg3[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
// CHECK-NEXT:     llvm.call @use_i64(%arg0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%arg2) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%arg1) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%1) : (i64) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%2) : (i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @constants(%arg0: i1) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.poison : i32
// CHECK-NEXT:     %3 = llvm.mlir.undef : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.call @use_i32(%4) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%3) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%2) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.call @use_i32(%4) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_i32(%3) : (i32) -> ()
// CHECK-NEXT:     llvm.call @use_ptr(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @use_i64(%0) : (i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @branches(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     llvm.cond_br %0, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
