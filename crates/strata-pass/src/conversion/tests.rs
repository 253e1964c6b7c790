//! Tests of the dialect conversion framework on unregistered `foo` ops and an isolated
//! `tst.func`: type conversion with signature conversion and materializations, pattern
//! rollback, full/partial/analysis modes and whole-conversion rollback.

use std::sync::Arc;

use strata_asm::printer::{PrintOptions, print_top_level, type_to_string};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::ir::{Body, OpId, OperationState, OwnedOp, ValueId};
use strata_ir::registry::{OpInfo, Traits};
use strata_ir::{AttrData, Context, Type};

use super::*;

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect("tst");
    ctx.register_op(OpInfo {
        name: "tst.func",
        traits: Traits {
            isolated_from_above: true,
            ..Traits::default()
        },
        ..Default::default()
    });
    ctx
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(
        ctx,
        &Source {
            name: "test.mlir",
            text,
        },
        &ParseOptions::default(),
    )
    .expect("test input parses")
}

fn print(ctx: &Context, op: &OwnedOp) -> String {
    let mut out = String::new();
    print_top_level(ctx, op, &PrintOptions::default(), &mut out);
    out
}

/// Checks use lists and links of every body below `body`.
fn check(body: &mut Body) {
    let mut stack = vec![body];
    while let Some(b) = stack.pop() {
        b.check_use_lists().expect("use lists");
        b.check_links().expect("links");
        stack.extend(b.child_bodies_mut());
    }
}

fn i32_to_i64(_ctx: &Context) -> TypeConverter {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_type_conversion(|ctx, ty| {
        (ty == ctx.builtin_types().i32).then(|| ctx.builtin_types().i64)
    });
    c
}

fn build(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    results: Vec<Type>,
) -> OpId {
    let ctx = rw.ctx();
    let loc = ctx.unknown_loc();
    rw.create(
        OperationState::new(ctx.op_name(name), loc)
            .operands(operands)
            .results(results),
    )
}

/// `from` -> `to` with the converted operands and converted result types.
struct Rename {
    from: &'static str,
    to: &'static str,
    converter: Arc<TypeConverter>,
    benefit: u16,
}

impl ConversionPattern for Rename {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let Some(results) = self.converter.convert_type_list(ctx, &types) else {
            return false;
        };
        let new = build(rw, self.to, adaptor.flat(), results);
        let values: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &values);
        true
    }
}

/// Converts the signature of `tst.func`: its `function_type` and its entry block.
struct FuncSignature(Arc<TypeConverter>);

impl ConversionPattern for FuncSignature {
    fn root(&self) -> Option<&str> {
        Some("tst.func")
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx();
        let Some(attr) = rw.body().discardable_attr(ctx, op, "function_type") else {
            return false;
        };
        let AttrData::Type(fty) = ctx.attr_data(attr) else {
            return false;
        };
        let strata_ir::TypeData::Function { inputs, results } = ctx.type_data(*fty) else {
            return false;
        };
        let (Some(ins), Some(outs)) = (
            self.0.convert_type_list(ctx, inputs),
            self.0.convert_type_list(ctx, results),
        ) else {
            return false;
        };
        let new_ty = ctx.type_attr(ctx.function_type(&ins, &outs));
        rw.modify_op_in_place(op, |b| {
            b.set_discardable_attr(ctx, op, "function_type", new_ty)
        });
        rw.convert_op_region_types(op, 0, &self.0, None)
    }
}

fn func_is_legal(conv: Arc<TypeConverter>) -> impl Fn(&Context, &Body, OpId) -> bool {
    move |ctx, body, op| {
        body.discardable_attr(ctx, op, "function_type")
            .and_then(|a| match ctx.attr_data(a) {
                AttrData::Type(t) => Some(conv.is_signature_legal(ctx, *t)),
                _ => None,
            })
            .unwrap_or(false)
    }
}

const FUNC: &str = r#""tst.func"() ({
^bb0(%a: i32, %b: i32):
  %0 = "foo.add"(%a, %b) : (i32, i32) -> i32
  %1 = "foo.keep"(%0) : (i32) -> i32
  "foo.ret"(%1, %a) : (i32, i32) -> ()
}) {function_type = (i32, i32) -> i32} : () -> ()
"#;

fn type_conversion_setup(
    ctx: &Context,
    conv: TypeConverter,
) -> (ConversionTarget, FrozenConversionPatternSet) {
    let conv = Arc::new(conv);
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("foo.keep")
        .add_legal_op("foo.add64")
        .add_legal_op("foo.ret64")
        .add_illegal_op("foo.add")
        .add_illegal_op("foo.ret")
        .add_dynamically_legal_op("tst.func", func_is_legal(conv.clone()));
    let mut set = ConversionPatternSet::new();
    set.add(FuncSignature(conv.clone()));
    for (from, to) in [("foo.add", "foo.add64"), ("foo.ret", "foo.ret64")] {
        set.add(Rename {
            from,
            to,
            converter: conv.clone(),
            benefit: 1,
        });
    }
    (target, set.freeze(ctx))
}

fn config() -> ConversionConfig {
    ConversionConfig {
        type_printer: Some(Arc::new(type_to_string)),
        ..ConversionConfig::default()
    }
}

#[test]
fn type_conversion_with_materializations() {
    let ctx = context();
    let mut conv = i32_to_i64(&ctx);
    conv.add_source_materialization(|ctx, b, ty, inputs, loc| {
        let op = b.create(
            OperationState::new(ctx.op_name("foo.trunc"), loc)
                .operands(inputs.iter().copied())
                .result(ty),
        );
        Some(b.body().result(op, 0))
    });
    conv.add_target_materialization(|ctx, b, ty, inputs, loc| {
        let op = b.create(
            OperationState::new(ctx.op_name("foo.ext"), loc)
                .operands(inputs.iter().copied())
                .result(ty),
        );
        Some(b.body().result(op, 0))
    });
    let (target, patterns) = type_conversion_setup(&ctx, conv);
    let mut m = parse(&ctx, FUNC);
    apply_full_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("converts");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        r#"module {
  "tst.func"() ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "foo.add64"(%arg0, %arg1) : (i64, i64) -> i64
    %1 = "foo.trunc"(%0) : (i64) -> i32
    %2 = "foo.keep"(%1) : (i32) -> i32
    %3 = "foo.ext"(%2) : (i32) -> i64
    "foo.ret64"(%3, %arg0) : (i64, i64) -> ()
  }) {function_type = (i64, i64) -> i64} : () -> ()
}
"#
    );
}

#[test]
fn target_materializations_see_the_original_type() {
    let ctx = context();
    let mut conv = i32_to_i64(&ctx);
    conv.add_source_materialization(|ctx, b, ty, inputs, loc| {
        let op = b.create(
            OperationState::new(ctx.op_name("foo.trunc"), loc)
                .operands(inputs.iter().copied())
                .result(ty),
        );
        Some(b.body().result(op, 0))
    });
    // Only a value whose original type is i32 gets the named materialization.
    conv.add_target_materialization_with_original(|ctx, b, ty, inputs, loc, original| {
        let i32t = ctx.integer_type(32, strata_ir::Signedness::Signless);
        (original == Some(i32t)).then(|| {
            let op = b.create(
                OperationState::new(ctx.op_name("foo.ext_i32"), loc)
                    .operands(inputs.iter().copied())
                    .result(ty),
            );
            b.body().result(op, 0)
        })
    });
    let (target, patterns) = type_conversion_setup(&ctx, conv);
    let mut m = parse(&ctx, FUNC);
    apply_full_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("converts");
    check(&mut m.body);
    assert!(print(&ctx, &m).contains(r#""foo.ext_i32"(%2) : (i32) -> i64"#));
}

#[test]
fn unresolved_materializations_stay_as_casts_or_fail() {
    let ctx = context();
    // Without materializations and build_materializations off, casts remain.
    let (target, patterns) = type_conversion_setup(&ctx, i32_to_i64(&ctx));
    let mut m = parse(&ctx, FUNC);
    let keep = ConversionConfig {
        build_materializations: false,
        ..config()
    };
    apply_partial_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &keep).expect("converts");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        r#"module {
  "tst.func"() ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "foo.add64"(%arg0, %arg1) : (i64, i64) -> i64
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
    %2 = "foo.keep"(%1) : (i32) -> i32
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i32) -> i64
    "foo.ret64"(%3, %arg0) : (i64, i64) -> ()
  }) {function_type = (i64, i64) -> i64} : () -> ()
}
"#
    );
    // With build_materializations on and no callback, the conversion fails.
    let mut m = parse(&ctx, FUNC);
    let err = apply_partial_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect_err("no materialization");
    assert_eq!(
        err.message,
        "failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion"
    );
}

#[test]
fn round_trip_casts_fold_away() {
    let ctx = context();
    // `foo.keep` is converted too: the i64 -> i32 -> i64 cast pairs fold away.
    let conv = Arc::new(i32_to_i64(&ctx));
    let (mut target, _) = type_conversion_setup(&ctx, i32_to_i64(&ctx));
    target.add_illegal_op("foo.keep").add_legal_op("foo.keep64");
    let mut set = ConversionPatternSet::new();
    set.add(FuncSignature(conv.clone()));
    for (from, to) in [
        ("foo.add", "foo.add64"),
        ("foo.keep", "foo.keep64"),
        ("foo.ret", "foo.ret64"),
    ] {
        set.add(Rename {
            from,
            to,
            converter: conv.clone(),
            benefit: 1,
        });
    }
    let mut m = parse(&ctx, FUNC);
    apply_full_conversion(
        &ctx,
        &mut m.body,
        m.op,
        &target,
        &set.freeze(&ctx),
        &config(),
    )
    .expect("converts");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        r#"module {
  "tst.func"() ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "foo.add64"(%arg0, %arg1) : (i64, i64) -> i64
    %1 = "foo.keep64"(%0) : (i64) -> i64
    "foo.ret64"(%1, %arg0) : (i64, i64) -> ()
  }) {function_type = (i64, i64) -> i64} : () -> ()
}
"#
    );
}

/// `foo.a` -> `foo.b` (which nothing legalizes) with benefit 2, else `foo.a` -> `foo.c`.
fn fallback_patterns(ctx: &Context) -> FrozenConversionPatternSet {
    let conv = Arc::new(i32_to_i64(ctx));
    let mut set = ConversionPatternSet::new();
    for (to, benefit) in [("foo.b", 2), ("foo.c", 1)] {
        set.add(Rename {
            from: "foo.a",
            to,
            converter: conv.clone(),
            benefit,
        });
    }
    set.freeze(ctx)
}

const SIMPLE: &str = r#"%0 = "foo.src"() : () -> i64
%1 = "foo.a"(%0) : (i64) -> i64
"foo.use"(%1) : (i64) -> ()
"#;

#[test]
fn failed_pattern_is_rolled_back() {
    let ctx = context();
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("foo.src")
        .add_legal_op("foo.use")
        .add_legal_op("foo.c")
        .add_illegal_op("foo.a")
        .add_illegal_op("foo.b");
    let mut m = parse(&ctx, SIMPLE);
    apply_full_conversion(
        &ctx,
        &mut m.body,
        m.op,
        &target,
        &fallback_patterns(&ctx),
        &config(),
    )
    .expect("the second pattern applies");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        r#"module {
  %0 = "foo.src"() : () -> i64
  %1 = "foo.c"(%0) : (i64) -> i64
  "foo.use"(%1) : (i64) -> ()
}
"#
    );
}

#[test]
fn full_and_partial_errors_roll_everything_back() {
    let ctx = context();
    let text = r#"%0 = "foo.src"() : () -> i64
%1 = "foo.a"(%0) : (i64) -> i64
%2 = "foo.stuck"(%1) : (i64) -> i64
"foo.use"(%2) : (i64) -> ()
"#;
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("foo.src")
        .add_legal_op("foo.use")
        .add_legal_op("foo.c")
        .add_illegal_op("foo.a");
    let patterns = fallback_patterns(&ctx);

    // Partial: foo.stuck has unknown legality, which is fine.
    let mut m = parse(&ctx, text);
    let r = apply_partial_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("partial conversion succeeds");
    assert_eq!(r.unconverted.len(), 1);
    assert!(print(&ctx, &m).contains("\"foo.c\"(%0)"));

    // Full: foo.stuck must be legalized; foo.a's conversion is undone.
    let mut m = parse(&ctx, text);
    let before = print(&ctx, &m);
    let err = apply_full_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect_err("foo.stuck cannot be legalized");
    assert_eq!(err.message, "failed to legalize operation 'foo.stuck'");
    check(&mut m.body);
    assert_eq!(print(&ctx, &m), before);

    // Partial with foo.stuck explicitly illegal.
    target.add_illegal_op("foo.stuck");
    let mut m = parse(&ctx, text);
    let err = apply_partial_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect_err("foo.stuck is illegal");
    assert_eq!(
        err.message,
        "failed to legalize operation 'foo.stuck' that was explicitly marked illegal"
    );
    check(&mut m.body);
    assert_eq!(print(&ctx, &m), before);
}

#[test]
fn analysis_conversion_leaves_ir_unchanged() {
    let ctx = context();
    let (target, patterns) = type_conversion_setup(&ctx, i32_to_i64(&ctx));
    let mut m = parse(&ctx, FUNC);
    let before = print(&ctx, &m);
    let legal = apply_analysis_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("analysis");
    check(&mut m.body);
    assert_eq!(print(&ctx, &m), before);
    // The module, the function and its four ops.
    assert_eq!(legal.len(), 5);
}

#[test]
fn target_legality_rules() {
    let ctx = context();
    let m = parse(&ctx, SIMPLE);
    let body = &m.body;
    let module_body = body.child_body(m.op).expect("module body");
    let ops: Vec<OpId> = module_body
        .blocks(body.regions(m.op)[0])
        .iter()
        .flat_map(|&b| module_body.block_ops(b))
        .collect();
    let mut t = ConversionTarget::new();
    t.add_illegal_dialect("foo").add_legal_op("foo.src");
    assert!(t.is_legal(&ctx, module_body, ops[0]).is_some());
    assert!(t.is_illegal(&ctx, module_body, ops[1]));
    t.mark_unknown_op_dynamically_legal(|_, _, _| true);
    assert!(t.is_illegal(&ctx, module_body, ops[1]));
    t.add_dynamically_legal_dialect("foo", |ctx, body, op| {
        ctx.op_name_str(body.op(op).name) == "foo.use"
    });
    assert!(t.is_legal(&ctx, module_body, ops[2]).is_some());
    assert!(t.is_illegal(&ctx, module_body, ops[1]));
    t.mark_op_recursively_legal("foo.use", None);
    assert_eq!(
        t.is_legal(&ctx, module_body, ops[2]),
        Some(LegalOpDetails {
            recursively_legal: true
        })
    );
}

/// Replaces `foo.a` by a `foo.b` holding a region with a block and an op in it, built
/// through the generic `Builder` interface (for rollback of created blocks).
struct RenameWithBody;

impl ConversionPattern for RenameWithBody {
    fn root(&self) -> Option<&str> {
        Some("foo.a")
    }
    fn benefit(&self) -> u16 {
        3
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        use strata_ir::ir::Builder;
        let ctx = rw.ctx();
        let body = rw.body();
        let loc = body.op(op).loc;
        let types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let ip = Builder::insertion_point(rw);
        let new = Builder::create(
            rw,
            OperationState::new(ctx.op_name("foo.b"), loc)
                .operands(operands)
                .results(types)
                .regions(1),
        );
        let region = rw.body().regions(new)[0];
        let ty = ctx.builtin_types().i64;
        Builder::create_block(rw, region, &[(ty, loc)]);
        Builder::create(rw, OperationState::new(ctx.op_name("foo.inner"), loc));
        if let Some(ip) = ip {
            Builder::set_insertion_point(rw, ip);
        }
        let values: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &values);
        true
    }
}

#[test]
fn created_blocks_are_rolled_back() {
    let ctx = context();
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("foo.src")
        .add_legal_op("foo.use")
        .add_legal_op("foo.c")
        .add_illegal_op("foo.a")
        .add_illegal_op("foo.b");
    let conv = Arc::new(i32_to_i64(&ctx));
    let mut set = ConversionPatternSet::new();
    set.add(RenameWithBody);
    set.add(Rename {
        from: "foo.a",
        to: "foo.c",
        converter: conv,
        benefit: 1,
    });
    let patterns = set.freeze(&ctx);
    let mut m = parse(&ctx, SIMPLE);
    apply_full_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("the fallback pattern applies");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        "module {\n  %0 = \"foo.src\"() : () -> i64\n  %1 = \"foo.c\"(%0) : (i64) -> i64\n  \"foo.use\"(%1) : (i64) -> ()\n}\n"
    );
}

/// Splits the block at `foo.a`, creates a block before the continuation, adds an
/// argument to the continuation, inlines `foo.a`'s region block (its argument replaced by
/// `foo.a`'s operand) into the first block, then fails: everything must be undone.
struct SplitInlineThenFail;

impl ConversionPattern for SplitInlineThenFail {
    fn root(&self) -> Option<&str> {
        Some("foo.a")
    }
    fn benefit(&self) -> u16 {
        3
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let body = rw.body();
        let (Some(block), Some(&region)) = (body.op_block(op), body.regions(op).first()) else {
            return false;
        };
        let Some(&inner) = body.blocks(region).first() else {
            return false;
        };
        let operand = body.operand(op, 0);
        let ty = body.value_type(operand);
        let loc = rw.ctx().unknown_loc();
        let cont = rw.split_block(block, Some(op));
        let Some(parent) = rw.body().block_region(block) else {
            return false;
        };
        rw.create_block_at(parent, 1, &[(ty, loc)]);
        rw.add_block_args(cont, &[ty], loc);
        assert!(rw.inline_block_before(inner, block, None, &[operand]));
        false
    }
}

#[test]
fn block_surgery_is_rolled_back() {
    let ctx = context();
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("foo.src")
        .add_legal_op("foo.use")
        .add_legal_op("foo.c")
        .add_illegal_op("foo.a");
    let conv = Arc::new(i32_to_i64(&ctx));
    let mut set = ConversionPatternSet::new();
    set.add(SplitInlineThenFail);
    set.add(Rename {
        from: "foo.a",
        to: "foo.c",
        converter: conv,
        benefit: 1,
    });
    let patterns = set.freeze(&ctx);
    let text = r#"%0 = "foo.src"() : () -> i64
%1 = "foo.a"(%0) ({
^bb0(%x: i64):
  "foo.use"(%x) : (i64) -> ()
}) : (i64) -> i64
"foo.use"(%1) : (i64) -> ()
"#;
    let mut m = parse(&ctx, text);
    apply_full_conversion(&ctx, &mut m.body, m.op, &target, &patterns, &config())
        .expect("the fallback pattern applies");
    check(&mut m.body);
    assert_eq!(
        print(&ctx, &m),
        "module {\n  %0 = \"foo.src\"() : () -> i64\n  %1 = \"foo.c\"(%0) : (i64) -> i64\n  \"foo.use\"(%1) : (i64) -> ()\n}\n"
    );
}
