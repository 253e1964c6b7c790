//! Unit tests of the memref op views: the generated builders make the ops the parser makes,
//! and the typed views read them back.

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::ir::{InsertionPoint, OpBuilder, OwnedOp};
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, TypeData};
use strata_ods::i64_array_attr;

use super::{AllocOp, CastOp, DeallocOp, DimOp, LoadOp, StoreOp, SubViewOp};

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    let op = parse_source(ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
    strata_ir::verifier::verify(ctx, &op).unwrap();
    op
}

fn print(ctx: &Context, op: &OwnedOp, generic: bool) -> String {
    let mut out = String::new();
    let options = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(ctx, op, &options, &mut out);
    out
}

#[test]
fn builders_make_what_the_parser_makes() {
    let ctx = Context::new();
    crate::register_all(&ctx);
    let mut op = parse(
        &ctx,
        "func.func @f(%m: memref<8x16xf32>, %i: index) {\n  return\n}\n",
    );
    let module_body = op.body.regions_body_mut(op.op);
    let module_region = module_body.regions(op.op)[0];
    let func = module_body
        .first_op(module_body.blocks(module_region)[0])
        .unwrap();
    let region = module_body.regions(func)[0];
    let fb = module_body.regions_body_mut(func);
    let block = fb.blocks(region)[0];
    let args = fb.block_args(block).to_vec();
    let ret = fb.last_op(block).unwrap();
    let loc = fb.op(ret).loc;
    let (m, i) = (args[0], args[1]);
    let f32_ty = ctx.builtin_types().f32;
    let memref_of = |shape: &[i64]| {
        ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            element: f32_ty,
            layout: None,
            memory_space: None,
        })
    };
    let mut b = OpBuilder::at(&ctx, fb, InsertionPoint::Before(ret));
    let load = LoadOp::build(&mut b, loc, m, &[i, i], None, None);
    let x = load.result(b.body());
    let store = StoreOp::build(&mut b, loc, x, m, &[i, i], None, None);
    CastOp::build(&mut b, loc, memref_of(&[DYNAMIC, 16]), m);
    let alloc = AllocOp::build(&mut b, loc, memref_of(&[DYNAMIC]), &[i], &[], None);
    let buffer = alloc.memref(b.body());
    DimOp::build(&mut b, loc, ctx.index_type(), buffer, i);
    let strided = ctx.intern_attr(strata_ir::AttrData::Strided {
        strides: vec![16, 1].into(),
        offset: DYNAMIC,
    });
    let window = ctx.intern_type(TypeData::MemRef {
        shape: vec![4, 4].into(),
        element: f32_ty,
        layout: Some(strided),
        memory_space: None,
    });
    let (offsets, sizes, strides) = (
        i64_array_attr(&ctx, &[DYNAMIC, 0]),
        i64_array_attr(&ctx, &[4, 4]),
        i64_array_attr(&ctx, &[1, 1]),
    );
    let sv = SubViewOp::build(
        &mut b,
        loc,
        window,
        m,
        &[i],
        &[],
        &[],
        offsets,
        sizes,
        strides,
    );
    DeallocOp::build(&mut b, loc, buffer);
    let body = b.body();
    assert_eq!(store.memref(body), m);
    assert_eq!(store.indices(body), vec![i, i]);
    assert_eq!(sv.offsets(&ctx, body), vec![i]);
    assert_eq!(sv.source(&ctx, body), m);
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    let expected = parse(
        &ctx,
        "func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.load %m[%i, %i] : memref<8x16xf32>
  memref.store %0, %m[%i, %i] : memref<8x16xf32>
  %1 = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  %2 = memref.alloc(%i) : memref<?xf32>
  %3 = memref.dim %2, %i : memref<?xf32>
  %4 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  memref.dealloc %2 : memref<?xf32>
  return
}
",
    );
    for generic in [false, true] {
        assert_eq!(print(&ctx, &op, generic), print(&ctx, &expected, generic));
    }
}
