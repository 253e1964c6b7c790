// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// The llvm dialect's debug-info attributes and loop annotations print as mlir-opt 22
// prints them: parameters at their default omitted, nested attributes through their
// aliases, parameters of a known attribute class without their prefix, distinct ids
// numbered in printing order, several flags quoted. Each attribute appears with its
// optional parameters set and unset; #rec is a recursive composite type (recId and
// an isRecSelf reference). tests/bytecode.rs round-trips this file through bytecode.

#file = #llvm.di_file<"main.c" in "/src">
#file2 = #llvm.di_file<"inc \"q\".h" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "clang", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Rust, file = #file2, isOptimized = false, emissionKind = LineTablesOnly>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#void = #llvm.di_basic_type<name = "void">
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #int, sizeInBits = 64, alignInBits = 32, offsetInBits = 8, dwarfAddressSpace = 1, extraData = #int>
#member = #llvm.di_derived_type<tag = DW_TAG_member, dwarfAddressSpace = 0>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #ptr>
#sty2 = #llvm.di_subroutine_type<>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "_main", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #sty>
#sp2 = #llvm.di_subprogram<scope = #file, name = "decl">
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 5, column = 7>
#block2 = #llvm.di_lexical_block<scope = #sp>
#bfile = #llvm.di_lexical_block_file<scope = #block, file = #file, discriminator = 2>
#bfile2 = #llvm.di_lexical_block_file<scope = #block, discriminator = 0>
#var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 6, arg = 1, alignInBits = 32, type = #int, flags = Artificial>
#var2 = #llvm.di_local_variable<scope = #sp>
#label = #llvm.di_label<scope = #sp, name = "l", file = #file, line = 9>
#label2 = #llvm.di_label<scope = #sp>
#ns = #llvm.di_namespace<name = "n", scope = #file, exportSymbols = true>
#ns2 = #llvm.di_namespace<exportSymbols = false>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "_g", file = #file, line = 1, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 64>
#gv2 = #llvm.di_global_variable<file = #file, line = 0, type = #int>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_constu(4), DW_OP_plus, DW_OP_stack_value]>>
#gve2 = #llvm.di_global_variable_expression<var = #gv2>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #ns, file = #file, line = 2, name = "m", elements = #ns2>
#ie2 = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #sp, entity = #gv>
#sr = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64, upperBound = #var, stride = #llvm.di_expression<[DW_OP_deref]>>
#sr2 = #llvm.di_subrange<>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #file, line = 3, scope = #file, baseType = #int, flags = Vector, sizeInBits = 128, alignInBits = 32, elements = #sr, #sr2>
#arr2 = #llvm.di_composite_type<tag = DW_TAG_array_type, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <>, allocated = <[DW_OP_lit0]>, associated = <[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_fragment(0, 16), DW_OP_breg3(2), DW_OP_reg31]>>
#rself = #llvm.di_composite_type<recId = distinct[5]<>, isRecSelf = true>
#rmember = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #rself>
#rec = #llvm.di_composite_type<recId = distinct[5]<>, tag = DW_TAG_structure_type, name = "node", elements = #rmember>
#expr = #llvm.di_expression<>
#both = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, dataLocation = <[DW_OP_deref]>, elements = #sr2>
#la = #llvm.loop_annotation<disableNonforced = false, vectorize = #llvm.loop_vectorize<disable = true, width = 4 : i32>, interleave = #llvm.loop_interleave<count = 2 : i32>, unroll = #llvm.loop_unroll<disable = false, full = true>, unrollAndJam = #llvm.loop_unroll_and_jam<count = 8 : i32>, licm = #llvm.loop_licm<disable = true>, distribute = #llvm.loop_distribute<disable = true>, pipeline = #llvm.loop_pipeline<initiationinterval = 3 : i32>, peeled = #llvm.loop_peeled<count = 1 : i32>, unswitch = #llvm.loop_unswitch<partialDisable = true>, mustProgress = true, isVectorized = false, startLoc = loc(fused<#sp>["main.c":1:2]), endLoc = loc(fused["main.c":3:4, "main.c":5:6]), parallelAccesses = #llvm.access_group<id = distinct[6]<>>, #llvm.access_group<id = distinct[7]<>>>
#la2 = #llvm.loop_annotation<>
"test.op"() {a = #cu2, b = #void, c = #member, d = #sty2, e = #sp2, f = #block2, g = #bfile, h = #bfile2, i = #var, j = #var2, k = #label, l = #label2} : () -> ()
"test.op"() {a = #gve, b = #gve2, c = #ie, d = #ie2, e = #arr, f = #arr2, g = #rec, h = #expr, i = #la, j = #la2, k = #both} : () -> ()

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<name = "void">
// CHECK-NEXT: #di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <>, allocated = <[DW_OP_lit0]>, associated = <[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_fragment(0, 16), DW_OP_breg3(2), DW_OP_reg31]>>
// CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<recId = distinct[2]<>, isRecSelf = true>
// CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, dwarfAddressSpace = 0>
// CHECK-NEXT: #di_file = #llvm.di_file<"inc \22q\22.h" in "">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"main.c" in "/src">
// CHECK-NEXT: #di_namespace = #llvm.di_namespace<exportSymbols = false>
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<>
// CHECK-NEXT: #loc = loc("main.c":1:2)
// CHECK-NEXT: #loc1 = loc("main.c":3:4)
// CHECK-NEXT: #loc2 = loc("main.c":5:6)
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<>
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 2 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 1 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<initiationinterval = 3 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = false, full = true>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<count = 8 : i32>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true, width = 4 : i32>
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[3]<>, sourceLanguage = DW_LANG_Rust, file = #di_file, isOptimized = false, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_compile_unit1 = #llvm.di_compile_unit<id = distinct[4]<>, sourceLanguage = DW_LANG_C11, file = #di_file1, producer = "clang", isOptimized = true, emissionKind = Full, nameTableKind = GNU>
// CHECK-NEXT: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type1, dataLocation = <[DW_OP_deref]>, elements = #llvm.di_subrange<>>
// CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #di_basic_type1, sizeInBits = 64, alignInBits = 32, offsetInBits = 8, dwarfAddressSpace = 1, extraData = #di_basic_type1>
// CHECK-NEXT: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_composite_type1>
// CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<file = #di_file1, line = 0, type = #di_basic_type1>
// CHECK-NEXT: #di_namespace1 = #llvm.di_namespace<name = "n", scope = #di_file1, exportSymbols = true>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_file1, name = "decl">
// CHECK-NEXT: #loc3 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: #di_composite_type3 = #llvm.di_composite_type<recId = distinct[2]<>, tag = DW_TAG_structure_type, name = "node", elements = #di_derived_type2>
// CHECK-NEXT: #di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit1, name = "g", linkageName = "_g", file = #di_file1, line = 1, type = #di_basic_type1, isLocalToUnit = true, isDefined = true, alignInBits = 64>
// CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable>
// CHECK-NEXT: #di_subroutine_type1 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_basic_type1, #di_derived_type1>
// CHECK-NEXT: #di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <[DW_OP_constu(4), DW_OP_plus, DW_OP_stack_value]>>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit1, scope = #di_file1, name = "main", linkageName = "_main", file = #di_file1, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1>
// CHECK-NEXT: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram1, entity = #di_namespace1, file = #di_file1, line = 2, name = "m", elements = #di_namespace>
// CHECK-NEXT: #di_imported_entity1 = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #di_subprogram1, entity = #di_global_variable1>
// CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_subprogram1, name = "l", file = #di_file1, line = 9>
// CHECK-NEXT: #di_label1 = #llvm.di_label<scope = #di_subprogram1>
// CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1>
// CHECK-NEXT: #di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file1, line = 5, column = 7>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram1>
// CHECK-NEXT: #loc4 = loc(fused<#di_subprogram1>[#loc])
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block1, file = #di_file1, discriminator = 2>
// CHECK-NEXT: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_lexical_block1, discriminator = 0>
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "x", file = #di_file1, line = 6, arg = 1, alignInBits = 32, type = #di_basic_type1, flags = Artificial>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = false, vectorize = #loop_vectorize, interleave = #loop_interleave, unroll = #loop_unroll, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch, mustProgress = true, isVectorized = false, startLoc = #loc4, endLoc = #loc3, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: #di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #di_file1, line = 3, scope = #di_file1, baseType = #di_basic_type1, flags = Vector, sizeInBits = 128, alignInBits = 32, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64, upperBound = #di_local_variable1, stride = #llvm.di_expression<[DW_OP_deref]>>, #llvm.di_subrange<>>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() {a = #di_compile_unit, b = #di_basic_type, c = #di_derived_type, d = #di_subroutine_type, e = #di_subprogram, f = #di_lexical_block, g = #di_lexical_block_file, h = #di_lexical_block_file1, i = #di_local_variable1, j = #di_local_variable, k = #di_label, l = #di_label1} : () -> ()
// CHECK-NEXT:   "test.op"() {a = #di_global_variable_expression1, b = #di_global_variable_expression, c = #di_imported_entity, d = #di_imported_entity1, e = #di_composite_type4, f = #di_composite_type, g = #di_composite_type3, h = #llvm.di_expression<>, i = #loop_annotation1, j = #loop_annotation, k = #di_composite_type2} : () -> ()
// CHECK-NEXT: }
