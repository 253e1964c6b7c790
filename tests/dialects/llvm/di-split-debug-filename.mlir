// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// splitDebugFilename of #llvm.di_compile_unit. mlir-opt 22's bytecode encoding of the
// attribute has no field for it and drops it (upstream bug); Strata writes such a
// compile unit as text instead, so it survives (tests/bytecode.rs: known not
// byte-identical).

#file = #llvm.di_file<"a.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "cc", isOptimized = false, emissionKind = Full, splitDebugFilename = "a.dwo">
"test.op"() {cu = #cu} : () -> ()

// CHECK: #di_file = #llvm.di_file<"a.c" in "/tmp">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "cc", isOptimized = false, emissionKind = Full, splitDebugFilename = "a.dwo">
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() {cu = #di_compile_unit} : () -> ()
// CHECK-NEXT: }
