//! Tests of the rewriter and the greedy driver on a tiny test dialect (`tst`) registered
//! in a fresh context: a constant, a folding add, a negation, a side-effecting op.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::apint::ApInt;
use strata_ir::ir::{Body, OpId, OperationState, OwnedOp, ValueDef, ValueId};
use strata_ir::registry::{DialectHooks, FoldResult, OpInfo, Traits};
use strata_ir::{AttrData, Attribute, Context, Location, Type};

use strata_pass::Pass;
use strata_pass::rewrite::*;
use strata_transforms::Cse;

fn prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let id = ctx.ident(name);
    let p = body.op(op).properties?;
    ctx.dictionary_entries(p)
        .iter()
        .find(|e| e.name == id)
        .map(|e| e.value)
}

fn int_of(ctx: &Context, a: Attribute) -> Option<(Type, i64)> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => Some((*ty, value.to_i64_checked()?)),
        _ => None,
    }
}

fn fold_const(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(prop(ctx, body, op, "value")?)])
}

fn fold_add(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    match operands {
        [Some(a), Some(b)] => {
            let (ty, x) = int_of(ctx, *a)?;
            let (_, y) = int_of(ctx, *b)?;
            let sum = ApInt::from_i64(32, x.wrapping_add(y));
            Some(vec![FoldResult::Attr(ctx.integer_attr(ty, sum))])
        }
        [_, Some(b)] if int_of(ctx, *b).is_some_and(|(_, v)| v == 0) => {
            Some(vec![FoldResult::Value(body.operand(op, 0))])
        }
        _ => None,
    }
}

/// Moves a constant first operand to the second position, in place.
fn fold_swap(
    _: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    match operands {
        [Some(_), None] => {
            let (a, b) = (body.operand(op, 0), body.operand(op, 1));
            body.set_operand(op, 0, b);
            body.set_operand(op, 1, a);
            Some(Vec::new())
        }
        _ => None,
    }
}

/// Folds to a string, which the dialect cannot materialize.
fn fold_to_string(
    ctx: &Context,
    _: &mut Body,
    _: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(ctx.string_attr(b"s"))])
}

fn materialize(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    int_of(ctx, value)?;
    let state = OperationState::new(ctx.op_name("tst.const"), loc)
        .property(ctx, "value", value)
        .result(ty);
    Some(body.create_op(state))
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect("tst");
    let pure = Traits {
        pure: true,
        ..Traits::default()
    };
    ctx.register_op(OpInfo {
        name: "tst.const",
        traits: Traits {
            constant_like: true,
            ..pure
        },
        inherent_attrs: &["value"],
        fold: Some(fold_const),
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "tst.add",
        traits: pure,
        fold: Some(fold_add),
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "tst.swap",
        traits: pure,
        fold: Some(fold_swap),
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "tst.str",
        traits: pure,
        fold: Some(fold_to_string),
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "tst.neg",
        traits: pure,
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "tst.effect",
        ..Default::default()
    });
    DialectHooks::register_constant_materializer(&ctx, "tst", materialize);
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

fn print(ctx: &Context, op: &OwnedOp, debug_info: bool) -> String {
    let mut out = String::new();
    let opts = PrintOptions {
        debug_info,
        ..Default::default()
    };
    print_top_level(ctx, op, &opts, &mut out);
    out
}

fn check_body(m: &OwnedOp) {
    let child = m.body.child_body(m.op).expect("module has a child body");
    child.check_use_lists().unwrap();
    child.check_links().unwrap();
}

/// Runs the greedy driver with `patterns` on the module parsed from `text`.
fn run(
    ctx: &Context,
    text: &str,
    patterns: PatternSet,
    config: GreedyConfig,
) -> (String, GreedyResult) {
    let mut m = parse(ctx, text);
    let frozen = patterns.freeze(ctx);
    let r = apply_patterns_greedily_on_op(ctx, &mut m.body, m.op, &frozen, config);
    check_body(&m);
    (print(ctx, &m, false), r)
}

/// `neg(neg(x))` → `x`.
struct DoubleNeg;
impl RewritePattern for DoubleNeg {
    fn root(&self) -> Option<&str> {
        Some("tst.neg")
    }
    fn debug_name(&self) -> &str {
        "double-neg"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let inner = rw.body().operand(op, 0);
        let ValueDef::Result { op: def, .. } = rw.body().value(inner).def else {
            return false;
        };
        if rw.body().op(def).name != rw.ctx().op_name("tst.neg") {
            return false;
        }
        let x = rw.body().operand(def, 0);
        rw.replace_op(op, &[x]);
        true
    }
}

// The unregistered `test.func` might be isolated from above, so constants stay in its
// entry block, as in a function.
const FOLD_INPUT: &str = r#"
"test.func"() ({
^bb0(%x: i32):
  %a = "tst.const"() <{value = 1 : i32}> : () -> i32
  %b = "tst.const"() <{value = 2 : i32}> : () -> i32
  %c = "tst.add"(%a, %b) : (i32, i32) -> i32
  %d = "tst.const"() <{value = 3 : i32}> : () -> i32
  %dead = "tst.add"(%x, %a) : (i32, i32) -> i32
  %e = "tst.add"(%x, %b) : (i32, i32) -> i32
  "tst.effect"(%c, %d, %e) : (i32, i32, i32) -> ()
}) : () -> ()
"#;

// Same shape and result as mlir-opt 22's --canonicalize on the arith equivalent.
const FOLD_OUTPUT: &str = r#"module {
  "test.func"() ({
  ^bb0(%arg0: i32):
    %0 = "tst.const"() <{value = 3 : i32}> : () -> i32
    %1 = "tst.const"() <{value = 2 : i32}> : () -> i32
    %2 = "tst.add"(%arg0, %1) : (i32, i32) -> i32
    "tst.effect"(%0, %0, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
}
"#;

#[test]
fn folds_materializes_dedups_and_removes_dead_ops() {
    let ctx = context();
    let (out, r) = run(&ctx, FOLD_INPUT, PatternSet::new(), GreedyConfig::default());
    assert_eq!(out, FOLD_OUTPUT);
    assert!(r.converged && r.changed);
    assert_eq!(r.iterations, 2);
    let bottom_up = GreedyConfig {
        top_down: false,
        ..GreedyConfig::default()
    };
    let (out, r) = run(&ctx, FOLD_INPUT, PatternSet::new(), bottom_up);
    assert_eq!(out, FOLD_OUTPUT);
    assert!(r.converged);
}

#[test]
fn constants_are_hoisted_in_reverse_order_and_deduplicated() {
    // The regions of the registered, non-isolated `tst.effect` belong to the enclosing
    // region, so nested constants are hoisted to the module's block; the regions of the
    // unregistered `test.region` keep theirs (it might be isolated from above).
    let ctx = context();
    let input = r#"
"tst.effect"() : () -> ()
%a = "tst.const"() <{value = 1 : i32}> : () -> i32
%b = "tst.const"() <{value = 2 : i32}> : () -> i32
"tst.effect"() ({
  %c = "tst.const"() <{value = 1 : i32}> : () -> i32
  %d = "tst.const"() <{value = 5 : i32}> : () -> i32
  "tst.effect"(%c, %d) : (i32, i32) -> ()
}) : () -> ()
"test.region"() ({
  %e = "tst.const"() <{value = 1 : i32}> : () -> i32
  "tst.effect"(%e) : (i32) -> ()
}) : () -> ()
"tst.effect"(%a, %b) : (i32, i32) -> ()
"#;
    let (out, r) = run(&ctx, input, PatternSet::new(), GreedyConfig::default());
    let expected = r#"module {
  %0 = "tst.const"() <{value = 5 : i32}> : () -> i32
  %1 = "tst.const"() <{value = 2 : i32}> : () -> i32
  %2 = "tst.const"() <{value = 1 : i32}> : () -> i32
  "tst.effect"() : () -> ()
  "tst.effect"() ({
    "tst.effect"(%2, %0) : (i32, i32) -> ()
  }) : () -> ()
  "test.region"() ({
    %3 = "tst.const"() <{value = 1 : i32}> : () -> i32
    "tst.effect"(%3) : (i32) -> ()
  }) : () -> ()
  "tst.effect"(%2, %1) : (i32, i32) -> ()
}
"#;
    assert_eq!(out, expected);
    assert!(r.converged);
    // Hoisted and deduplicated constants lose their location.
    let mut m = parse(&ctx, input);
    let frozen = PatternSet::new().freeze(&ctx);
    apply_patterns_greedily_on_op(&ctx, &mut m.body, m.op, &frozen, GreedyConfig::default());
    let text = print(&ctx, &m, true);
    let first = text.lines().nth(1).unwrap();
    assert!(
        first.contains("value = 5") && first.ends_with("loc(#loc1)"),
        "{text}"
    );
    assert!(text.contains("#loc1 = loc(unknown)"), "{text}");
    // A constant moved within its block keeps its location.
    let second = text.lines().nth(2).unwrap();
    assert!(
        second.contains("value = 2") && !second.ends_with("loc(#loc1)"),
        "{text}"
    );
}

#[test]
fn in_place_folds_and_failed_materialization() {
    let ctx = context();
    let input = r#"
"test.func"() ({
^bb0(%x: i32):
  %c = "tst.const"() <{value = 4 : i32}> : () -> i32
  %s = "tst.swap"(%c, %x) : (i32, i32) -> i32
  %t = "tst.str"(%x) : (i32) -> i32
  "tst.effect"(%s, %t) : (i32, i32) -> ()
}) : () -> ()
"#;
    let (out, r) = run(&ctx, input, PatternSet::new(), GreedyConfig::default());
    assert!(out.contains("%1 = \"tst.swap\"(%arg0, %0)"), "{out}");
    assert!(out.contains("%2 = \"tst.str\"(%arg0)"), "{out}");
    assert!(r.converged && r.changed);
}

#[test]
fn dead_pure_ops_are_removed_transitively_but_effects_stay() {
    let ctx = context();
    let input = r#"
"tst.effect"() ({
^bb0(%x: i32):
  %n1 = "tst.neg"(%x) : (i32) -> i32
  %n2 = "tst.neg"(%n1) : (i32) -> i32
  %n3 = "tst.neg"(%n2) : (i32) -> i32
  %u = "test.unknown"(%n3) : (i32) -> i32
  %k = "tst.neg"(%x) : (i32) -> i32
  "tst.effect"(%k) : (i32) -> ()
}) : () -> ()
"#;
    let config = GreedyConfig {
        fold: false,
        ..GreedyConfig::default()
    };
    let (out, _) = run(&ctx, input, PatternSet::new(), config);
    assert!(out.contains("%0 = \"tst.neg\"(%arg0)"), "{out}");
    assert!(out.contains("\"test.unknown\""), "{out}");
    assert_eq!(out.matches("tst.neg").count(), 4, "{out}");
    // Without the unknown user the chain is dead.
    let input = input.replace("%u = \"test.unknown\"(%n3) : (i32) -> i32\n", "");
    let (out, r) = run(&ctx, &input, PatternSet::new(), config);
    assert_eq!(out.matches("tst.neg").count(), 1, "{out}");
    assert!(r.changed && r.converged);
}

#[test]
fn patterns_rewrite_and_fold_identity() {
    let ctx = context();
    let input = r#"
"tst.effect"() ({
^bb0(%x: i32):
  %z = "tst.const"() <{value = 0 : i32}> : () -> i32
  %n1 = "tst.neg"(%x) : (i32) -> i32
  %n2 = "tst.neg"(%n1) : (i32) -> i32
  %s = "tst.add"(%n2, %z) : (i32, i32) -> i32
  "tst.effect"(%s) : (i32) -> ()
}) : () -> ()
"#;
    let mut patterns = PatternSet::new();
    patterns.add(DoubleNeg);
    let (out, r) = run(&ctx, input, patterns, GreedyConfig::default());
    assert!(out.contains("\"tst.effect\"(%arg0) : (i32) -> ()"), "{out}");
    assert!(
        !out.contains("tst.neg") && !out.contains("tst.add"),
        "{out}"
    );
    assert!(r.converged);
    // Filtering the pattern out keeps the negations (the add still folds away).
    let mut patterns = PatternSet::new();
    patterns.add(DoubleNeg);
    let (out, _) = run(
        &ctx,
        input,
        patterns.filtered(|n| n != "double-neg"),
        GreedyConfig::default(),
    );
    assert_eq!(out.matches("tst.neg").count(), 2, "{out}");
    assert!(!out.contains("tst.add"), "{out}");
}

/// Counts its applications; sets an attribute to a new value each time (never converges).
struct Churn(Arc<AtomicUsize>, u16);
impl RewritePattern for Churn {
    fn root(&self) -> Option<&str> {
        None
    }
    fn benefit(&self) -> u16 {
        self.1
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        if rw.body().op(op).name != rw.ctx().op_name("tst.effect")
            || rw.body().num_operands(op) != 0
        {
            return false;
        }
        let n = self.0.fetch_add(1, Ordering::SeqCst) as u64;
        let ctx = rw.ctx();
        let v = ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_u64(64, n));
        rw.modify_op_in_place(op, |b| b.set_discardable_attr(ctx, op, "n", v));
        true
    }
}

#[test]
fn iteration_and_rewrite_limits_report_non_convergence() {
    let ctx = context();
    let input = "\"tst.effect\"() : () -> ()\n";
    let count = Arc::new(AtomicUsize::new(0));
    let mut patterns = PatternSet::new();
    patterns.add(Churn(count.clone(), 1));
    let config = GreedyConfig {
        max_iterations: Some(3),
        max_num_rewrites: Some(5),
        ..GreedyConfig::default()
    };
    let (_, r) = run(&ctx, input, patterns.clone(), config);
    assert!(!r.converged && r.changed);
    assert_eq!(r.iterations, 3);
    // Each iteration stops after 5 rewrites (the op re-queues itself every time).
    assert_eq!(count.load(Ordering::SeqCst), 15);
}

/// Never matches; records that it was tried.
struct Probe(
    Arc<std::sync::Mutex<Vec<&'static str>>>,
    &'static str,
    Option<&'static str>,
    u16,
);
impl RewritePattern for Probe {
    fn root(&self) -> Option<&str> {
        self.2
    }
    fn benefit(&self) -> u16 {
        self.3
    }
    fn match_and_rewrite(&self, _: &mut PatternRewriter<'_, '_>, _: OpId) -> bool {
        self.0.lock().unwrap().push(self.1);
        false
    }
}

#[test]
fn patterns_are_tried_by_benefit() {
    let ctx = context();
    let log = Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut patterns = PatternSet::new();
    patterns.add(Probe(log.clone(), "any1", None, 1));
    patterns.add(Probe(log.clone(), "neg1", Some("tst.neg"), 1));
    patterns.add(Probe(log.clone(), "neg3", Some("tst.neg"), 3));
    patterns.add(Probe(log.clone(), "any2", None, 2));
    patterns.add(Probe(log.clone(), "add9", Some("tst.add"), 9));
    let input = r#"
"tst.effect"() ({
^bb0(%x: i32):
  %n = "tst.neg"(%x) : (i32) -> i32
  "tst.effect"(%n) : (i32) -> ()
}) : () -> ()
"#;
    let config = GreedyConfig {
        max_iterations: Some(1),
        ..GreedyConfig::default()
    };
    run(&ctx, input, patterns, config);
    let log = log.lock().unwrap();
    // Top-down: the outer op, then the neg, then the inner effect.
    assert_eq!(
        &log[..],
        &[
            "any2", "any1", "neg3", "any2", "neg1", "any1", "any2", "any1"
        ]
    );
}

/// Records every notification.
#[derive(Default)]
struct Recorder(Vec<String>);
impl RewriteListener for Recorder {
    fn op_inserted(&mut self, _: &Body, op: OpId) {
        self.0.push(format!("insert {op:?}"));
    }
    fn op_modified(&mut self, _: &Body, op: OpId) {
        self.0.push(format!("modify {op:?}"));
    }
    fn op_replaced(&mut self, _: &Body, op: OpId, _: &[ValueId]) {
        self.0.push(format!("replace {op:?}"));
    }
    fn op_erased(&mut self, _: &Body, op: OpId) {
        self.0.push(format!("erase {op:?}"));
    }
}

#[test]
fn rewriter_notifies_listener_and_keeps_use_lists() {
    let ctx = context();
    let input = r#"
%a = "tst.const"() <{value = 1 : i32}> : () -> i32
%n = "tst.neg"(%a) : (i32) -> i32
"tst.effect"(%n, %n) : (i32, i32) -> ()
"#;
    let mut m = parse(&ctx, input);
    let op = m.op;
    let region = m.body.regions(op)[0];
    let body = m.body.child_body_mut(op).unwrap();
    let block = body.blocks(region)[0];
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let (c, n, e) = (ops[0], ops[1], ops[2]);
    let mut rec = Recorder::default();
    {
        let mut rw = PatternRewriter::new(&ctx, body, &mut rec);
        rw.set_insertion_point(strata_ir::ir::InsertionPoint::Before(n));
        let a = rw.body().result(c, 0);
        let i32t = rw.body().value_type(a);
        let state = OperationState::new(ctx.op_name("tst.add"), ctx.unknown_loc())
            .operands([a, a])
            .result(i32t);
        let new = rw.replace_op_with_new(n, state);
        assert_eq!(rw.body().operand(e, 0), rw.body().result(new, 0));
        rw.erase_op(e);
    }
    body.check_use_lists().unwrap();
    body.check_links().unwrap();
    assert_eq!(
        rec.0,
        vec![
            "insert op3".to_string(),
            "replace op1".into(),
            "modify op2".into(),
            "modify op2".into(),
            "erase op1".into(),
            "erase op2".into(),
        ]
    );
}

#[test]
fn unreachable_blocks_are_erased() {
    let ctx = context();
    let input = r#"
"tst.effect"() ({
  "test.br"()[^b] : () -> ()
^dead:
  %v = "test.def"() : () -> i32
  "test.br"()[^dead2] : () -> ()
^dead2:
  "test.use"(%v) : (i32) -> ()
  "test.br"()[^dead] : () -> ()
^b:
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let (out, r) = run(&ctx, input, PatternSet::new(), GreedyConfig::default());
    assert!(
        !out.contains("test.def") && !out.contains("test.use"),
        "{out}"
    );
    assert!(out.contains("^bb1:  // pred: ^bb0"), "{out}");
    assert!(r.changed && r.converged);
}

fn run_cse(ctx: &Context, text: &str) -> (String, Vec<u64>) {
    let mut m = parse(ctx, text);
    let mut pass = Cse::default();
    pass.run(
        ctx,
        &mut m.body,
        m.op,
        &mut strata_pass::PassEnv::detached(),
    )
    .unwrap();
    check_body(&m);
    (
        print(ctx, &m, false),
        pass.counts().iter().map(|s| s.value).collect(),
    )
}

#[test]
fn cse_replaces_dominated_duplicates_across_nested_regions() {
    let ctx = context();
    let input = r#"
"tst.effect"() ({
^bb0(%x: i32):
  %a = "tst.neg"(%x) : (i32) -> i32
  %b = "tst.neg"(%x) : (i32) -> i32
  %c = "tst.add"(%a, %x) : (i32, i32) -> i32
  %dead = "tst.add"(%x, %x) : (i32, i32) -> i32
  "tst.effect"() ({
    %d = "tst.neg"(%x) : (i32) -> i32
    %e = "tst.add"(%b, %x) {tag} : (i32, i32) -> i32
    "tst.effect"(%d, %e) : (i32, i32) -> ()
  }) : () -> ()
  %f = "tst.add"(%b, %x) : (i32, i32) -> i32
  %u1 = "tst.effect"() : () -> i32
  %u2 = "tst.effect"() : () -> i32
  "tst.effect"(%a, %b, %c, %f, %u1, %u2) : (i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"#;
    let (out, stats) = run_cse(&ctx, input);
    let expected = r#"module {
  "tst.effect"() ({
  ^bb0(%arg0: i32):
    %0 = "tst.neg"(%arg0) : (i32) -> i32
    %1 = "tst.add"(%0, %arg0) : (i32, i32) -> i32
    "tst.effect"() ({
      %4 = "tst.add"(%0, %arg0) {tag} : (i32, i32) -> i32
      "tst.effect"(%0, %4) : (i32, i32) -> ()
    }) : () -> ()
    %2 = "tst.effect"() : () -> i32
    %3 = "tst.effect"() : () -> i32
    "tst.effect"(%0, %0, %1, %1, %2, %3) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}
"#;
    assert_eq!(out, expected);
    // b, d, f were CSE'd; `dead` was DCE'd.
    assert_eq!(stats, vec![3, 1]);
}

#[test]
fn cse_respects_dominance_between_blocks() {
    let ctx = context();
    let input = r#"
"tst.effect"() ({
^bb0(%x: i32):
  %a = "tst.neg"(%x) : (i32) -> i32
  "test.cond_br"(%a)[^l, ^r] : (i32) -> ()
^l:
  %b = "tst.neg"(%x) : (i32) -> i32
  %c = "tst.add"(%x, %x) : (i32, i32) -> i32
  "test.br"(%b, %c)[^j] : (i32, i32) -> ()
^r:
  %d = "tst.add"(%x, %x) : (i32, i32) -> i32
  "test.br"(%d)[^j] : (i32) -> ()
^j:
  %e = "tst.add"(%x, %x) : (i32, i32) -> i32
  "tst.effect"(%e) : (i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let (out, stats) = run_cse(&ctx, input);
    assert!(out.contains("\"test.br\"(%0, %1)[^bb3]"), "{out}");
    assert_eq!(out.matches("tst.add").count(), 3, "{out}");
    assert_eq!(stats, vec![1, 0]);
}
