//! Unit tests of the `scf` convenience builders: they make the ops the parser makes.

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{InsertionPoint, OwnedOp, ValueId};
use strata_pass::rewrite::PatternRewriter;

use super::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};

fn context() -> Context {
    let ctx = Context::new();
    crate::register_all(&ctx);
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

/// Builds with `f` before the `return` of the single function of `text` (given the
/// function's arguments), verifies and prints the module.
fn build_in(
    ctx: &Context,
    text: &str,
    f: impl FnOnce(&mut PatternRewriter<'_, '_>, &[ValueId]),
) -> String {
    let mut module = parse(ctx, text);
    let module_op = module.op;
    let module_body = module.body.regions_body(module_op);
    let entry = module_body.blocks(module_body.regions(module_op)[0])[0];
    let func = module_body.block_ops(entry).next().unwrap();
    let region = module_body.regions(func)[0];
    let inner = module
        .body
        .regions_body_mut(module_op)
        .regions_body_mut(func);
    let entry = inner.blocks(region)[0];
    let args = inner.block_args(entry).to_vec();
    let ret = inner.last_op(entry).unwrap();
    PatternRewriter::without_listener(ctx, inner, |rw| {
        rw.set_insertion_point(InsertionPoint::Before(ret));
        f(rw, &args);
    });
    strata_ir::verifier::verify(ctx, &module).unwrap();
    print(ctx, &module)
}

#[test]
fn convenience_builders_match_parsed_ops() {
    let ctx = context();
    let loc = ctx.unknown_loc();
    let i32t = ctx.builtin_types().i32;
    let head = "func.func @f(%lb: index, %ub: index, %c: i1, %x: i32) {\n";
    let built = build_in(&ctx, &format!("{head}  return\n}}\n"), |rw, args| {
        let (lb, ub, c, x) = (args[0], args[1], args[2], args[3]);
        // Without loop-carried values the body gets its `scf.yield`...
        ForOp::build_with_body(rw, loc, lb, ub, ub, &[]);
        // ...with them, the caller writes it.
        let for_op = ForOp::build_with_body(rw, loc, lb, ub, ub, &[x]);
        let ip = rw.insertion_point().unwrap();
        let body = rw.body();
        let block = body.blocks(for_op.region(body))[0];
        let acc = for_op.region_iter_args(body)[0];
        assert_eq!(
            for_op.induction_var(body),
            body.block_args(block).first().copied()
        );
        rw.set_insertion_point(InsertionPoint::AtEnd(block));
        YieldOp::build(rw, loc, &[acc]);
        rw.set_insertion_point(ip);
        // Blocks with their yields when there are no results.
        let if_op = IfOp::build_with_blocks(rw, loc, &[], c, true, true);
        assert!(if_op.then_block(rw.body()).is_some() && if_op.else_block(rw.body()).is_some());
        let (while_op, before, after) =
            WhileOp::build_with_blocks(rw, loc, &[i32t], &[x], &[(i32t, loc)], &[(i32t, loc)]);
        let arg = rw.body().block_args(before)[0];
        rw.set_insertion_point(InsertionPoint::AtEnd(before));
        ConditionOp::build(rw, loc, c, &[arg]);
        let arg = rw.body().block_args(after)[0];
        rw.set_insertion_point(InsertionPoint::AtEnd(after));
        YieldOp::build(rw, loc, &[arg]);
        assert!(while_op.condition_op(&ctx, rw.body()).is_some());
        assert_eq!(while_op.before_block(rw.body()), Some(before));
        assert_eq!(while_op.after_block(rw.body()), Some(after));
        rw.set_insertion_point(ip);
    });
    let expected = parse(
        &ctx,
        &format!(
            "{head}  scf.for %i = %lb to %ub step %ub {{\n  }}\n  %0 = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (i32) {{\n    scf.yield %a : i32\n  }}\n  scf.if %c {{\n  }} else {{\n  }}\n  %1 = scf.while (%a = %x) : (i32) -> i32 {{\n    scf.condition(%c) %a : i32\n  }} do {{\n  ^bb0(%b: i32):\n    scf.yield %b : i32\n  }}\n  return\n}}\n"
        ),
    );
    assert_eq!(built, print(&ctx, &expected));
}
