//! Unit tests of the `std` op views: the generated builders make the ops the old syntax
//! parses to, and `upgrade-legacy-std` rewrites them through the target dialects'
//! builders.

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::ir::{InsertionPoint, OpBuilder, OwnedOp};
use strata_ir::{Context, TypeData};

use super::ops::{AddIOp, AllocOp, CmpIOp, DimOp, LoadOp, SelectOp, StoreOp, attr_i64, i64_attr};
use super::upgrade_legacy_std;

fn context() -> Context {
    let ctx = Context::new();
    crate::register_all(&ctx);
    ctx
}

/// Parses old text (bare names resolve to `std`) and verifies it.
fn parse(ctx: &Context, text: &str) -> OwnedOp {
    let options = ParseOptions {
        fallback_dialect: Some("std"),
        ..ParseOptions::default()
    };
    let op = parse_source(ctx, &Source { name: "t", text }, &options).unwrap();
    strata_ir::verifier::verify(ctx, &op).unwrap();
    op
}

fn print(ctx: &Context, op: &OwnedOp) -> String {
    let mut out = String::new();
    print_top_level(ctx, op, &PrintOptions::default(), &mut out);
    out
}

#[test]
fn builders_make_what_the_parser_makes() {
    let ctx = context();
    let mut op = parse(
        &ctx,
        "func @f(%m: memref<4x?xi32>, %i: index, %a: i32) {\n  return\n}\n",
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
    let (m, i, a) = (args[0], args[1], args[2]);
    let i32_ty = ctx.builtin_types().i32;
    let dynamic = ctx.intern_type(TypeData::MemRef {
        shape: vec![strata_ir::types::DYNAMIC].into(),
        element: i32_ty,
        layout: None,
        memory_space: None,
    });
    let mut b = OpBuilder::at(&ctx, fb, InsertionPoint::Before(ret));
    let sum = AddIOp::build(&mut b, loc, a, a).result(b.body());
    let cmp = CmpIOp::build(&mut b, loc, sum, a, i64_attr(&ctx, 2));
    let c = cmp.result(b.body());
    let chosen = SelectOp::build(&mut b, loc, c, sum, a).result(b.body());
    let x = LoadOp::build(&mut b, loc, m, &[i, i]).result(b.body());
    StoreOp::build(&mut b, loc, chosen, m, &[i, i]);
    let d = DimOp::build(&mut b, loc, m, i64_attr(&ctx, 1));
    let n = d.result(b.body());
    let alloc = AllocOp::build(&mut b, loc, dynamic, &[n], &[]);
    assert_eq!(alloc.dynamic_sizes(&ctx, b.body()), vec![n]);
    assert_eq!(
        d.index(&ctx, b.body()).and_then(|v| attr_i64(&ctx, v)),
        Some(1)
    );
    assert_eq!(b.body().value_type(x), i32_ty);
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    let text = print(&ctx, &op);
    assert_eq!(
        text,
        "module {\n  std.func @f(%arg0: memref<4x?xi32>, %arg1: index, %arg2: i32) {\n    \
         %0 = addi %arg2, %arg2 : i32\n    \
         %1 = cmpi \"slt\", %0, %arg2 : i32\n    \
         %2 = select %1, %0, %arg2 : i32\n    \
         %3 = load %arg0[%arg1, %arg1] : memref<4x?xi32>\n    \
         store %2, %arg0[%arg1, %arg1] : memref<4x?xi32>\n    \
         %4 = dim %arg0, 1 : memref<4x?xi32>\n    \
         %5 = alloc(%4) : memref<?xi32>\n    \
         return\n  }\n}\n"
    );
    // The custom form reads back to the same ops.
    assert_eq!(print(&ctx, &parse(&ctx, &text)), text);
}

#[test]
fn upgrade_rebuilds_every_op_in_todays_dialects() {
    let ctx = context();
    let mut op = parse(
        &ctx,
        "func @callee(i32) -> i32\n\
         func @f(%a: i32, %c: i1, %m: memref<4xi32>, %t: tensor<*xi32>, %i: index) -> i32 {\n  \
           %0 = call @callee(%a) {foo.note} : (i32) -> i32\n  \
           %1 = dim %m, 0 : memref<4xi32>\n  \
           %2 = extract_element %t[%i] : tensor<*xi32>\n  \
           %3 = alloc_static(16) : memref<4xi32>\n  \
           cond_br %c, ^bb1(%0 : i32), ^bb1(%2 : i32)\n\
         ^bb1(%x: i32):\n  \
           return %x : i32\n\
         }\n",
    );
    let body = op.body.regions_body_mut(op.op);
    upgrade_legacy_std(&ctx, body);
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    assert_eq!(
        print(&ctx, &op),
        "module {\n  func.func private @callee(i32) -> i32\n  \
         func.func @f(%arg0: i32, %arg1: i1, %arg2: memref<4xi32>, %arg3: tensor<*xi32>, %arg4: index) -> i32 {\n    \
         %0 = call @callee(%arg0) {foo.note} : (i32) -> i32\n    \
         %c0 = arith.constant 0 : index\n    \
         %dim = memref.dim %arg2, %c0 : memref<4xi32>\n    \
         %cast = tensor.cast %arg3 : tensor<*xi32> to tensor<?xi32>\n    \
         %extracted = tensor.extract %cast[%arg4] : tensor<?xi32>\n    \
         %alloc = memref.alloc() {std.base_address = 16 : i64} : memref<4xi32>\n    \
         cf.cond_br %arg1, ^bb1(%0 : i32), ^bb1(%extracted : i32)\n  \
         ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0\n    \
         return %1 : i32\n  }\n}\n"
    );
}
