// The llvm inliner interface on llvm.byval arguments: the caller copies the pointee into
// a new llvm.alloca at the start of the pointer's region's entry block (aligned to
// llvm.align and the type's preferred alignment in MLIR's default data layout) with an
// llvm.intr.memcpy of the type's size before the inlined code; a callee that only reads
// its arguments (memory_effects argMem = read) uses the original, after raising an
// alloca's alignment to the requested one (a block argument it cannot raise is copied).
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --inline | FileCheck %s
// RUN: strata-opt %s '--inline=default-pipeline=' | FileCheck %s --check-prefix=RAW

llvm.func @cal(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}, %q: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %0, %q : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @cal_aligned(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 16 : i64}) -> i64 {
  %0 = llvm.load %p : !llvm.ptr -> i64
  llvm.return %0 : i64
}
llvm.func @cal_ro(%p: !llvm.ptr {llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} {
  %0 = llvm.load %p : !llvm.ptr -> i64
  llvm.return %0 : i64
}
llvm.func @first(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.call @cal(%p, %q) : (!llvm.ptr, !llvm.ptr) -> i32
  %1 = llvm.call @cal_aligned(%p) : (!llvm.ptr) -> i64
  %2 = llvm.call @cal_ro(%q) : (!llvm.ptr) -> i64
  llvm.return %0 : i32
}
llvm.func @s1(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i64)>}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @s2(%p: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i32)>}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @s3(%p: !llvm.ptr {llvm.byval = !llvm.array<3 x i16>, llvm.align = 4 : i64}) -> i16 {
  %0 = llvm.load %p : !llvm.ptr -> i16
  llvm.store %0, %p : i16, !llvm.ptr
  llvm.return %0 : i16
}
llvm.func @ro(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 32 : i64}) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}
llvm.func @s4(%p: !llvm.ptr {llvm.byval = vector<3xf32>}) -> f32 {
  %0 = llvm.load %p : !llvm.ptr -> f32
  llvm.store %0, %p : f32, !llvm.ptr
  llvm.return %0 : f32
}
llvm.func @s5(%p: !llvm.ptr {llvm.byval = f80}) -> f80 {
  %0 = llvm.load %p : !llvm.ptr -> f80
  llvm.store %0, %p : f80, !llvm.ptr
  llvm.return %0 : f80
}
llvm.func @caller(%p: !llvm.ptr, %c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.call @s1(%p) : (!llvm.ptr) -> i32
  %1 = llvm.call @s2(%p) : (!llvm.ptr) -> i32
  %2 = llvm.call @s3(%p) : (!llvm.ptr) -> i16
  %3 = llvm.call @ro(%a) : (!llvm.ptr) -> i32
  %4 = llvm.call @ro(%p) : (!llvm.ptr) -> i32
  %5 = llvm.call @s4(%p) : (!llvm.ptr) -> f32
  %6 = llvm.call @s5(%p) : (!llvm.ptr) -> f80
  %s = llvm.add %0, %1 : i32
  %t = llvm.add %s, %3 : i32
  %u = llvm.add %t, %4 : i32
  llvm.return %u : i32
^bb2:
  llvm.return %one : i32
}
func.func @fcaller(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @s1(%p) : (!llvm.ptr) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @cal(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cal_aligned(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = i64}) -> i64 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cal_ro(%arg0: !llvm.ptr {llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @first(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %3 = llvm.alloca %2 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.alloca %2 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%4, %arg0, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %5 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %5, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%3, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.return %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @s1(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i64)>}) -> i32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @s2(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i32)>}) -> i32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @s3(%arg0: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.array<3 x i16>}) -> i16 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i16
// CHECK-NEXT:     llvm.store %0, %arg0 : i16, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ro(%arg0: !llvm.ptr {llvm.align = 32 : i64, llvm.byval = i32}) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @s4(%arg0: !llvm.ptr {llvm.byval = vector<3xf32>}) -> f32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %0, %arg0 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @s5(%arg0: !llvm.ptr {llvm.byval = f80}) -> f80 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f80
// CHECK-NEXT:     llvm.store %0, %arg0 : f80, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : f80
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(10 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(12 : i64) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %8 = llvm.alloca %7 x f80 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %9 = llvm.alloca %7 x vector<3xf32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %10 = llvm.alloca %7 x i32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %11 = llvm.alloca %7 x !llvm.array<3 x i16> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %12 = llvm.alloca %7 x !llvm.struct<packed (i8, i32)> {alignment = 1 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %13 = llvm.alloca %7 x !llvm.struct<(i32, i64)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.alloca %6 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "llvm.intr.memcpy"(%13, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %15 = llvm.load %13 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %15, %13 : i32, !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%12, %arg0, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %16 = llvm.load %12 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %16, %12 : i32, !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%11, %arg0, %3) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %17 = llvm.load %11 : !llvm.ptr -> i16
// CHECK-NEXT:     llvm.store %17, %11 : i16, !llvm.ptr
// CHECK-NEXT:     %18 = llvm.load %14 : !llvm.ptr -> i32
// CHECK-NEXT:     "llvm.intr.memcpy"(%10, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %19 = llvm.load %10 : !llvm.ptr -> i32
// CHECK-NEXT:     "llvm.intr.memcpy"(%9, %arg0, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %20 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.store %20, %9 : f32, !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%8, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %21 = llvm.load %8 : !llvm.ptr -> f80
// CHECK-NEXT:     llvm.store %21, %8 : f80, !llvm.ptr
// CHECK-NEXT:     %22 = llvm.add %15, %16 : i32
// CHECK-NEXT:     %23 = llvm.add %22, %18 : i32
// CHECK-NEXT:     %24 = llvm.add %23, %19 : i32
// CHECK-NEXT:     llvm.return %24 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fcaller(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(12 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x !llvm.struct<(i32, i64)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%2, %arg0, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %3, %2 : i32, !llvm.ptr
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RAW: module {
// RAW-NEXT:   llvm.func @cal(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}, %arg1: !llvm.ptr) -> i32 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %0, %arg1 : i32, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : i32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @cal_aligned(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = i64}) -> i64 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// RAW-NEXT:     llvm.return %0 : i64
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @cal_ro(%arg0: !llvm.ptr {llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i64
// RAW-NEXT:     llvm.return %0 : i64
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @first(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// RAW-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %1 = llvm.alloca %0 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %3 = llvm.alloca %2 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %4 = llvm.mlir.constant(7 : i32) : i32
// RAW-NEXT:     %5 = llvm.mlir.constant(16 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%3, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %6 = llvm.load %3 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %6, %arg1 : i32, !llvm.ptr
// RAW-NEXT:     %7 = llvm.mlir.constant(8 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%1, %arg0, %7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %8 = llvm.load %1 : !llvm.ptr -> i64
// RAW-NEXT:     %9 = llvm.load %arg1 : !llvm.ptr -> i64
// RAW-NEXT:     llvm.return %6 : i32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @s1(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i64)>}) -> i32 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %0, %arg0 : i32, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : i32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @s2(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i32)>}) -> i32 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %0, %arg0 : i32, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : i32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @s3(%arg0: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.array<3 x i16>}) -> i16 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i16
// RAW-NEXT:     llvm.store %0, %arg0 : i16, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : i16
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @ro(%arg0: !llvm.ptr {llvm.align = 32 : i64, llvm.byval = i32}) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.return %0 : i32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @s4(%arg0: !llvm.ptr {llvm.byval = vector<3xf32>}) -> f32 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f32
// RAW-NEXT:     llvm.store %0, %arg0 : f32, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : f32
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @s5(%arg0: !llvm.ptr {llvm.byval = f80}) -> f80 {
// RAW-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> f80
// RAW-NEXT:     llvm.store %0, %arg0 : f80, !llvm.ptr
// RAW-NEXT:     llvm.return %0 : f80
// RAW-NEXT:   }
// RAW-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: i1) -> i32 {
// RAW-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %1 = llvm.alloca %0 x f80 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %3 = llvm.alloca %2 x vector<3xf32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %4 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %5 = llvm.alloca %4 x i32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %6 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %7 = llvm.alloca %6 x !llvm.array<3 x i16> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %8 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %9 = llvm.alloca %8 x !llvm.struct<packed (i8, i32)> {alignment = 1 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %10 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %11 = llvm.alloca %10 x !llvm.struct<(i32, i64)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %12 = llvm.mlir.constant(1 : i32) : i32
// RAW-NEXT:     %13 = llvm.alloca %12 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
// RAW-NEXT:     llvm.cond_br %arg1, ^bb1, ^bb2
// RAW-NEXT:   ^bb1:  // pred: ^bb0
// RAW-NEXT:     %14 = llvm.mlir.constant(12 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%11, %arg0, %14) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %15 = llvm.load %11 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %15, %11 : i32, !llvm.ptr
// RAW-NEXT:     %16 = llvm.mlir.constant(5 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%9, %arg0, %16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %17 = llvm.load %9 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %17, %9 : i32, !llvm.ptr
// RAW-NEXT:     %18 = llvm.mlir.constant(6 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%7, %arg0, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %19 = llvm.load %7 : !llvm.ptr -> i16
// RAW-NEXT:     llvm.store %19, %7 : i16, !llvm.ptr
// RAW-NEXT:     %20 = llvm.load %13 : !llvm.ptr -> i32
// RAW-NEXT:     %21 = llvm.mlir.constant(4 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%5, %arg0, %21) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %22 = llvm.load %5 : !llvm.ptr -> i32
// RAW-NEXT:     %23 = llvm.mlir.constant(16 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%3, %arg0, %23) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %24 = llvm.load %3 : !llvm.ptr -> f32
// RAW-NEXT:     llvm.store %24, %3 : f32, !llvm.ptr
// RAW-NEXT:     %25 = llvm.mlir.constant(10 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%1, %arg0, %25) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %26 = llvm.load %1 : !llvm.ptr -> f80
// RAW-NEXT:     llvm.store %26, %1 : f80, !llvm.ptr
// RAW-NEXT:     %27 = llvm.add %15, %17 : i32
// RAW-NEXT:     %28 = llvm.add %27, %20 : i32
// RAW-NEXT:     %29 = llvm.add %28, %22 : i32
// RAW-NEXT:     llvm.return %29 : i32
// RAW-NEXT:   ^bb2:  // pred: ^bb0
// RAW-NEXT:     llvm.return %12 : i32
// RAW-NEXT:   }
// RAW-NEXT:   func.func @fcaller(%arg0: !llvm.ptr) -> i32 {
// RAW-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// RAW-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i32, i64)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
// RAW-NEXT:     %2 = llvm.mlir.constant(12 : i64) : i64
// RAW-NEXT:     "llvm.intr.memcpy"(%1, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// RAW-NEXT:     %3 = llvm.load %1 : !llvm.ptr -> i32
// RAW-NEXT:     llvm.store %3, %1 : i32, !llvm.ptr
// RAW-NEXT:     return %3 : i32
// RAW-NEXT:   }
// RAW-NEXT: }
