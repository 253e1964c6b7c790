//! Format features the `arith` ops do not use: variadic operands, functional-type,
//! groups anchored on an optional attribute or a variadic operand.

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::Context;
use strata_ir::ir::{WalkOrder, walk_all_iter};
use strata_ods::*;

op! {
    /// `test_ods.call %a(%b) tag 5 : i32 : (i32, f32) -> i64`
    pub struct TestCall = "test_ods.call" {
        operands: [callee: AnyType, args: variadic AnyType],
        attrs: [tag: optional TypedAttr],
        results: [res: AnyType],
        format: "$callee `(` $args `)` (`tag` $tag^)? attr-dict `:` functional-type(operands, results)",
    }
}

op! {
    /// `test_ods.ret %a, %b : i32, f32`
    pub struct TestRet = "test_ods.ret" {
        operands: [first: SignlessIntegerLike, rest: variadic FloatLike],
        format: "attr-dict $first (`,` `[` $rest^ `]` `:` type($rest))? `:` type($first)",
    }
}

op! {
    /// `test_ods.opt %a, %b : i32, f32` or `test_ods.opt`
    pub struct TestOpt = "test_ods.opt" {
        traits: [terminator],
        operands: [vals: variadic AnyType],
        info: { verify_symbol_uses: None },
        format: "attr-dict ($vals^ `:` type($vals))?",
    }
}

fn setup() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    ctx.register_dialect("test_ods");
    TestCall::register(&ctx);
    TestRet::register(&ctx);
    TestOpt::register(&ctx);
    ctx
}

fn run(ctx: &Context, text: &str, generic: bool) -> Result<String, String> {
    let source = Source { name: "t", text };
    let op = parse_source(ctx, &source, &ParseOptions::default()).map_err(|d| d.message)?;
    let mut out = String::new();
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(ctx, &op, &opts, &mut out);
    Ok(out)
}

#[test]
fn variadic_and_functional_type_round_trip() {
    let ctx = setup();
    let input = "func.func @f(%a: i32, %b: f32) {\n  %0 = test_ods.call %a(%b) tag 5 : i32 {x} : (i32, f32) -> i64\n  %1 = test_ods.call %b() : (f32) -> i8\n  test_ods.ret %a : i32\n  test_ods.ret %a , [%b, %b] : f32, f32 : i32\n  test_ods.opt\n  test_ods.opt {y} %a, %b : i32, f32\n}\n";
    let out = run(&ctx, input, false).unwrap();
    let want = "module {\n  func.func @f(%arg0: i32, %arg1: f32) {\n    %0 = test_ods.call %arg0(%arg1) tag 5 : i32 {x} : (i32, f32) -> i64\n    %1 = test_ods.call %arg1() : (f32) -> i8\n    test_ods.ret %arg0 : i32\n    test_ods.ret %arg0, [%arg1, %arg1] : f32, f32 : i32\n    test_ods.opt\n    test_ods.opt {y} %arg0, %arg1 : i32, f32\n  }\n}\n";
    assert_eq!(out, want);
    assert_eq!(run(&ctx, &out, false).unwrap(), want);
    let generic = run(&ctx, &out, true).unwrap();
    assert!(generic.contains(
        "%0 = \"test_ods.call\"(%arg0, %arg1) <{tag = 5 : i32}> {x} : (i32, f32) -> i64"
    ));
    assert_eq!(run(&ctx, &generic, false).unwrap(), want);
}

#[test]
fn accessors_and_verifier() {
    let ctx = setup();
    let text = "func.func @f(%a: i32, %b: f32) {\n  %0 = test_ods.call %a(%b, %b) : (i32, f32, f32) -> i64\n  test_ods.ret %a, [%b] : f32 : i32\n  return\n}\n";
    let op = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(call) = TestCall::cast(&ctx, body, id) {
            assert_eq!(call.args(body).len(), 2);
            assert_eq!(body.value_type(call.callee(body)), ctx.builtin_types().i32);
            assert!(call.tag(&ctx, body).is_none());
            assert_eq!(body.value_type(call.res(body)), ctx.builtin_types().i64);
            assert!(TestCall::__verify(&ctx, body, id).is_ok());
            found += 1;
        }
        if let Some(ret) = TestRet::cast(&ctx, body, id) {
            assert_eq!(ret.rest(body).len(), 1);
            assert_eq!(body.value_type(ret.first(body)), ctx.builtin_types().i32);
            found += 1;
        }
    }
    assert_eq!(found, 2);
    let info = ctx.op_info(ctx.op_name("test_ods.call")).unwrap();
    assert_eq!(info.inherent_attrs, &["tag"]);
    assert!(!info.traits.terminator);
    assert!(
        ctx.op_info(ctx.op_name("test_ods.opt"))
            .unwrap()
            .traits
            .terminator
    );
    // Variadic operand constraints are numbered across all operands.
    let bad = "func.func @f(%a: i32, %b: f32) {\n  test_ods.ret %a, [%b, %a] : f32, i32 : i32\n  return\n}\n";
    let op = parse_source(
        &ctx,
        &Source {
            name: "t",
            text: bad,
        },
        &ParseOptions::default(),
    )
    .unwrap();
    let mut err = None;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if TestRet::cast(&ctx, body, id).is_some() {
            err = TestRet::__verify(&ctx, body, id).err();
        }
    }
    assert_eq!(
        err.as_deref(),
        Some("'test_ods.ret' op operand #2 must be floating-point-like, but got 'i32'")
    );
}

#[test]
fn printing_unverified_ops_does_not_panic() {
    let ctx = setup();
    let text = "func.func @f(%a: i32) {\n  %0 = \"arith.addi\"(%a) : (i32) -> i32\n  %1 = \"arith.select\"() : () -> i32\n  \"arith.extsi\"() : () -> ()\n  \"test_ods.ret\"() : () -> ()\n  \"test_ods.call\"() : () -> ()\n  return\n}\n";
    // Parsing does not verify; the custom printers must cope with any shape.
    let out = run(&ctx, text, false).unwrap();
    assert!(out.contains("arith.addi %arg0"), "{out}");
}

#[test]
fn parse_errors() {
    let ctx = setup();
    let e = run(
        &ctx,
        "func.func @f(%a: i32) {\n  %0 = test_ods.call %a(%a : (i32) -> i64\n  return\n}\n",
        false,
    )
    .unwrap_err();
    assert_eq!(e, "expected ')'");
    let e = run(
        &ctx,
        "func.func @f(%a: i32) {\n  %0 = test_ods.call %a(%a) : (i32) -> i64\n  return\n}\n",
        false,
    )
    .unwrap_err();
    assert!(
        e.contains("number of operands and types do not match"),
        "{e}"
    );
}
