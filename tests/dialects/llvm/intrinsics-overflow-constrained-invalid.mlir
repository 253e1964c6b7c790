// llvm dialect: verifier and parse errors of llvm.intr.uadd.with.overflow and
// llvm.intr.experimental.constrained.fptrunc, with mlir-opt 22's wording.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.uadd.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.uadd.with.overflow"(%a, %a) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @f(%b: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %1 = llvm.intr.experimental.constrained.fptrunc %b bogus ignore : f32 to f16
  llvm.return
}

// -----

llvm.func @f(%b: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %1 = llvm.intr.experimental.constrained.fptrunc %b tonearest never : f32 to f16
  llvm.return
}

// -----

llvm.func @f(%b: f32) {
  // expected-error @+1 {{invalid properties {fpExceptionBehavior = 0 : i64, roundingmode = 5 : i64} for op llvm.intr.experimental.constrained.fptrunc: Invalid attribute `roundingmode` in property conversion: 5 : i64}}
  %1 = "llvm.intr.experimental.constrained.fptrunc"(%b) <{fpExceptionBehavior = 0 : i64, roundingmode = 5 : i64}> : (f32) -> f16
  llvm.return
}

// -----

llvm.func @f(%b: f32) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0}}
  %1 = llvm.intr.experimental.constrained.fptrunc %b invalid ignore : f32 to f16
  llvm.return
}
