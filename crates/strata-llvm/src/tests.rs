//! Unit tests of the llvm dialect's Rust API: type constructors and the convenience
//! builders the lowerings use make what the parser makes (expected texts are mlir-opt 22's
//! printing of the same ops).

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::ir::{InsertionPoint, OpBuilder, OwnedOp};
use strata_ir::{Context, Signedness};

use crate::ops::{AddOp, CallOp, ExtractValueOp, FuncOp, GEPOp, GepArg, InsertValueOp};
use crate::types::{
    array_type, func_type, identified_struct_type, ptr_type, struct_type, void_type,
};

fn context() -> Context {
    let ctx = Context::new();
    crate::register(&ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    let op = parse_source(ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
    strata_ir::verifier::verify(ctx, &op).unwrap();
    op
}

fn print(ctx: &Context, op: &OwnedOp) -> String {
    let mut out = String::new();
    print_top_level(ctx, op, &PrintOptions::default(), &mut out);
    out
}

#[test]
fn type_constructors_print_as_mlir_opt() {
    let ctx = context();
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let ptr = ptr_type(&ctx, 0);
    let dims = array_type(&ctx, i64t, 2).unwrap();
    let desc = struct_type(&ctx, &[ptr, ptr, i64t, dims, dims], false).unwrap();
    let text = |t| strata_asm::printer::type_to_string(&ctx, t);
    assert_eq!(
        text(desc),
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    );
    assert_eq!(text(ptr_type(&ctx, 3)), "!llvm.ptr<3>");
    let f = func_type(&ctx, void_type(&ctx), &[ptr], true).unwrap();
    assert_eq!(text(f), "!llvm.func<void (ptr, ...)>");
    // The parser gives the same handles.
    assert_eq!(
        strata_asm::parse_type_str(
            &ctx,
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
        )
        .unwrap(),
        desc
    );
    // Invalid element types and conflicting identified bodies are errors.
    assert!(array_type(&ctx, void_type(&ctx), 1).is_err());
    let a = identified_struct_type(&ctx, "node", Some(&[i64t]), false).unwrap();
    assert_eq!(text(a), "!llvm.struct<\"node\", (i64)>");
    assert!(identified_struct_type(&ctx, "node", Some(&[ptr]), false).is_err());
}

#[test]
fn builders_make_what_the_parser_makes() {
    let ctx = context();
    let mut op = parse(
        &ctx,
        "llvm.func @f(%p: !llvm.ptr, %i: i64) {\n  llvm.return\n}\n",
    );
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let ptr = ptr_type(&ctx, 0);
    let pair = struct_type(&ctx, &[i64t, ptr], false).unwrap();
    let module_body = op.body.regions_body_mut(op.op);
    let module_region = module_body.regions(op.op)[0];
    let module_block = module_body.blocks(module_region)[0];
    let func = module_body.first_op(module_block).unwrap();
    let loc = module_body.op(func).loc;
    {
        let region = module_body.regions(func)[0];
        let fb = module_body.regions_body_mut(func);
        let block = fb.blocks(region)[0];
        let args = fb.block_args(block).to_vec();
        let ret = fb.last_op(block).unwrap();
        let (p, i) = (args[0], args[1]);
        let mut b = OpBuilder::at(&ctx, fb, InsertionPoint::Before(ret));
        let sum = AddOp::build(&mut b, loc, i, i, None).res(b.body());
        let gep = GEPOp::build_mixed(
            &mut b,
            loc,
            ptr,
            pair,
            p,
            &[GepArg::Value(sum), GepArg::Const(1)],
            3,
        );
        let addr = gep.res(b.body());
        let undef = crate::ops::UndefOp::build(&mut b, loc, pair).res(b.body());
        let s = InsertValueOp::build(
            &mut b,
            loc,
            pair,
            undef,
            addr,
            strata_ods::i64_array_attr(&ctx, &[1]),
        )
        .res(b.body());
        ExtractValueOp::build(&mut b, loc, ptr, s, strata_ods::i64_array_attr(&ctx, &[1]));
        CallOp::build_direct(&mut b, loc, None, "g", &[addr]);
    }
    let g_ty = func_type(&ctx, void_type(&ctx), &[ptr], false).unwrap();
    let mut b = OpBuilder::at(&ctx, module_body, InsertionPoint::AtEnd(module_block));
    FuncOp::build_declaration(&mut b, loc, "g", g_ty);
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    assert_eq!(
        print(&ctx, &op),
        "module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) {
    %0 = llvm.add %arg1, %arg1 : i64
    %1 = llvm.getelementptr inbounds %arg0[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
    %2 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %3 = llvm.insertvalue %1, %2[1] : !llvm.struct<(i64, ptr)> 
    %4 = llvm.extractvalue %3[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @g(%1) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @g(!llvm.ptr)
}
"
    );
}

/// Debug-info attributes and a loop annotation (every bytecode kind of the dialect).
const DI_TEXT: &str = r#"
#f = #llvm.di_file<"x.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f, isOptimized = true, emissionKind = Full>
#t = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "t", sizeInBits = 8, encoding = DW_ATE_unsigned>
#d = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #t, dwarfAddressSpace = 2>
#s = #llvm.di_subroutine_type<types = #t, #d>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #f, name = "g", file = #f, line = 2, subprogramFlags = Definition, type = #s>
#self = #llvm.di_composite_type<recId = distinct[2]<>, isRecSelf = true>
#m = #llvm.di_derived_type<tag = DW_TAG_member, baseType = #self>
#c = #llvm.di_composite_type<recId = distinct[2]<>, tag = DW_TAG_structure_type, dataLocation = <[DW_OP_deref, DW_OP_LLVM_fragment(0, 8)]>, elements = #m, #llvm.di_subrange<count = 3 : i64>>
#b = #llvm.di_lexical_block<scope = #sp, line = 3>
#v = #llvm.di_local_variable<scope = #llvm.di_lexical_block_file<scope = #b, discriminator = 1>, name = "v", type = #c>
#gv = #llvm.di_global_variable<name = "gv", file = #f, line = 1, type = #t>
#n = #llvm.di_namespace<name = "n", exportSymbols = false>
#la = #llvm.loop_annotation<mustProgress = true, startLoc = loc(fused<#sp>["x.c":1:1]), parallelAccesses = #llvm.access_group<id = distinct[3]<>>>
module attributes {t.a = [#v, #llvm.di_global_variable_expression<var = #gv, expr = <>>, #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #n>, #llvm.di_label<scope = #sp, name = "l">, #la]} {
}
"#;

#[test]
fn debug_info_bytecode_round_trips_and_survives_mutation() {
    let ctx = context();
    let op = parse(&ctx, DI_TEXT);
    let text = print(&ctx, &op);
    let data = strata_bytecode::write(&ctx, &op, &Default::default()).unwrap();
    let back = strata_bytecode::read(&ctx, &data, "t.mlirbc").unwrap();
    assert_eq!(print(&ctx, &back), text);
    // Every single-byte change and every truncation reads or fails; none panics.
    for i in 0..data.len() {
        for delta in [1u8, 0x80, 0xff] {
            let mut d = data.clone();
            d[i] = d[i].wrapping_add(delta);
            let ctx = context();
            if let Ok(op) = strata_bytecode::read(&ctx, &d, "t.mlirbc") {
                print(&ctx, &op);
            }
        }
        let ctx = context();
        let _ = strata_bytecode::read(&ctx, &data[..i], "t.mlirbc");
    }
}
