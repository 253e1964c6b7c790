//! Unit tests of the LLVM type converter and the memref descriptor builders.

use strata_asm::parser::parse_type_str;
use strata_asm::printer::type_to_string;
use strata_ir::Context;
use strata_ir::ir::{Body, InsertionPoint, OpBuilder};

use super::*;

fn ctx() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    strata_llvm::register(&ctx);
    ctx
}

fn conv(ctx: &Context, opts: LowerToLlvmOptions, text: &str) -> Option<String> {
    let ty = parse_type_str(ctx, text).expect("type parses");
    let tc = LlvmTypeConverter::new(opts);
    tc.convert_type(ctx, ty).map(|t| type_to_string(ctx, t))
}

#[test]
fn builtin_types() {
    let ctx = ctx();
    let d = LowerToLlvmOptions::default();
    let cases = [
        ("i32", "i32"),
        ("si8", "i8"),
        ("ui16", "i16"),
        ("index", "i64"),
        ("f32", "f32"),
        ("f8E4M3FN", "i8"),
        ("f4E2M1FN", "i4"),
        ("complex<f32>", "!llvm.struct<(f32, f32)>"),
        ("(i32) -> f32", "!llvm.ptr"),
        ("vector<4xf32>", "vector<4xf32>"),
        ("vector<f32>", "vector<1xf32>"),
        ("vector<2x3xindex>", "!llvm.array<2 x vector<3xi64>>"),
        ("vector<2x[4]xf32>", "!llvm.array<2 x vector<[4]xf32>>"),
        (
            "memref<4x?xf32>",
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>",
        ),
        ("memref<f32>", "!llvm.struct<(ptr, ptr, i64)>"),
        (
            "memref<4xf32, strided<[2], offset: ?>, 3>",
            "!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>",
        ),
        ("memref<*xf32>", "!llvm.struct<(i64, ptr)>"),
        ("!llvm.ptr", "!llvm.ptr"),
        ("!llvm.struct<(index, i32)>", "!llvm.struct<(i64, i32)>"),
    ];
    for (from, to) in cases {
        assert_eq!(conv(&ctx, d, from).as_deref(), Some(to), "{from}");
    }
    assert_eq!(conv(&ctx, d, "vector<[2]x4xf32>"), None);
    assert_eq!(conv(&ctx, d, "tensor<4xf32>"), None);
    assert_eq!(conv(&ctx, d, "memref<4xf32, \"gpu\">"), None);
    let narrow = d.with_index_bitwidth(32);
    assert_eq!(
        conv(&ctx, narrow, "memref<?xindex>").as_deref(),
        Some("!llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>")
    );
}

#[test]
fn signatures() {
    let ctx = ctx();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    let fty = parse_type_str(&ctx, "(memref<?xf32>, index) -> (i32, memref<2xf32>)").unwrap();
    let (llvm, conv) = tc
        .convert_function_signature(&ctx, fty, false, false)
        .unwrap();
    assert_eq!(
        type_to_string(&ctx, llvm),
        "!llvm.func<struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> (ptr, ptr, i64, i64, i64, i64)>"
    );
    assert_eq!(conv.converted_types().len(), 6);
    // memref<?xf32> has a dynamic size: no bare pointer, the signature fails.
    assert!(
        tc.convert_function_signature(&ctx, fty, false, true)
            .is_none()
    );
    let fty2 = parse_type_str(&ctx, "(memref<2xf32>) -> memref<2xf32>").unwrap();
    let (bare2, _) = tc
        .convert_function_signature(&ctx, fty2, false, true)
        .unwrap();
    assert_eq!(type_to_string(&ctx, bare2), "!llvm.func<ptr (ptr)>");
    let (cw, st) = tc.convert_function_type_c_wrapper(&ctx, fty).unwrap();
    assert_eq!(type_to_string(&ctx, cw), "!llvm.func<void (ptr, ptr, i64)>");
    assert!(st.is_some());
}

#[test]
fn descriptor_pack_and_read() {
    let ctx = ctx();
    let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
    let mty = parse_type_str(&ctx, "memref<?x4xf32>").unwrap();
    let sty = tc.convert_type(&ctx, mty).unwrap();
    let fields = tc.memref_descriptor_fields(&ctx, mty, true).unwrap();
    assert_eq!(fields.len(), 7);
    let mut body = Body::new();
    let block = body.new_block();
    let loc = ctx.unknown_loc();
    let args: Vec<_> = fields
        .iter()
        .map(|&t| body.add_block_arg(block, t, loc))
        .collect();
    let mut b = OpBuilder::at(&ctx, &mut body, InsertionPoint::AtEnd(block));
    let packed = MemRefDescriptor::pack_fields(&mut b, loc, sty, &args);
    assert_eq!(b.body().value_type(packed), sty);
    let d = MemRefDescriptor::new(packed);
    assert_eq!(d.rank(&b), 2);
    let s = d.size(&mut b, loc, 1);
    assert_eq!(
        b.body().value_type(s),
        ctx.integer_type(64, strata_ir::Signedness::Signless)
    );
    let all = d.unpack(&mut b, loc);
    assert_eq!(all.len(), 7);
    // poison + 7 inserts + 1 + 7 extracts
    assert_eq!(body.block_ops(block).count(), 16);
}
