//! Unit tests of the verifier: structural rules, dominance, symbol uses, region traits
//! and threading, with mlir-opt 22's messages.

use super::*;
use crate::attributes::NamedAttribute;
use crate::ir::{OperationState, Successor};
use crate::registry::Traits;

fn checked_verify(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.num_operands(op) != 0 {
        Err("'test.checked' op requires zero operands".into())
    } else {
        Ok(())
    }
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect("test");
    let reg = |name: &'static str, traits: Traits| {
        ctx.register_op(OpInfo {
            name,
            traits,
            verify: None,
            inherent_attrs: &[],
            ..Default::default()
        })
    };
    reg(
        "test.func",
        Traits {
            isolated_from_above: true,
            ..Traits::default()
        },
    );
    reg(
        "test.ret",
        Traits {
            terminator: true,
            ..Traits::default()
        },
    );
    reg(
        "test.graph",
        Traits {
            graph_regions: true,
            no_terminator: true,
            ..Traits::default()
        },
    );
    reg(
        "test.single",
        Traits {
            single_block: true,
            ..Traits::default()
        },
    );
    reg("test.plain", Traits::default());
    ctx.register_op(OpInfo {
        name: "test.checked",
        traits: Traits::default(),
        verify: Some(checked_verify),
        inherent_attrs: &[],
        ..Default::default()
    });
    ctx
}

fn loc(ctx: &Context, line: u32) -> Location {
    ctx.file_loc("t.mlir", line, 1)
}

fn st(
    ctx: &Context,
    name: &str,
    operands: &[ValueId],
    results: usize,
    line: u32,
) -> OperationState {
    OperationState {
        name: ctx.op_name(name),
        loc: loc(ctx, line),
        operands: operands.to_vec(),
        result_types: vec![ctx.builtin_types().i32; results],
        successors: vec![],
        regions: vec![],
        properties: None,
        attributes: ctx.empty_dictionary(),
        child_body: None,
    }
}

fn add(body: &mut Body, block: BlockId, state: OperationState) -> OpId {
    let op = body.create_op(state);
    body.append_op(block, op);
    op
}

fn region(body: &mut Body, blocks: usize) -> (RegionId, Vec<BlockId>) {
    let r = body.new_region();
    let bs: Vec<BlockId> = (0..blocks).map(|_| body.new_block()).collect();
    for &b in &bs {
        body.append_block(r, b);
    }
    (r, bs)
}

fn br(ctx: &Context, name: &str, targets: &[BlockId], line: u32) -> OperationState {
    let mut s = st(ctx, name, &[], 0, line);
    s.successors = targets
        .iter()
        .map(|&block| Successor {
            block,
            num_operands: 0,
        })
        .collect();
    s
}

/// `builtin.module` at line 1 around `inner` (whose region 0 is its body).
fn module(ctx: &Context, inner: Body) -> OwnedOp {
    let mut body = Body::new();
    let mut s = st(ctx, "builtin.module", &[], 0, 1);
    s.regions = vec![RegionId(0)];
    s.child_body = Some(Box::new(inner));
    let op = body.create_op(s);
    OwnedOp { body, op }
}

/// A module body: one region, one block.
fn module_body() -> (Body, BlockId) {
    let mut b = Body::new();
    let (_, bs) = region(&mut b, 1);
    (b, bs[0])
}

/// An isolated `name` op in `parent` whose child body is `child` (region 0).
fn isolated(
    ctx: &Context,
    parent: &mut Body,
    block: BlockId,
    name: &str,
    child: Body,
    line: u32,
) -> OpId {
    let mut s = st(ctx, name, &[], 0, line);
    s.regions = vec![RegionId(0)];
    s.child_body = Some(Box::new(child));
    add(parent, block, s)
}

/// A `test.func` body: region 0 with `blocks` blocks.
fn func_body(blocks: usize) -> (Body, Vec<BlockId>) {
    let mut b = Body::new();
    let (_, bs) = region(&mut b, blocks);
    (b, bs)
}

fn show_loc(ctx: &Context, l: Location) -> String {
    match ctx.attr_data(l.attr(ctx)) {
        AttrData::FileLineColLoc { line, .. } => format!("{line}"),
        _ => "?".into(),
    }
}

/// Diagnostics as `line: error: message` / `line: note: message` strings.
fn render(ctx: &Context, r: Result<(), Vec<Diagnostic>>) -> Vec<String> {
    let mut out = Vec::new();
    for d in r.err().unwrap_or_default() {
        out.push(format!(
            "{}: {}: {}",
            show_loc(ctx, d.loc),
            d.severity.label(),
            d.message
        ));
        for n in d.notes {
            out.push(format!(
                "{}: {}: {}",
                show_loc(ctx, n.loc),
                n.severity.label(),
                n.message
            ));
        }
    }
    out
}

/// Verifies a module whose single `test.func` (line 2) has body `f`.
fn check_func(ctx: &Context, f: Body) -> Vec<String> {
    let (mut m, mb) = module_body();
    isolated(ctx, &mut m, mb, "test.func", f, 2);
    render(ctx, verify(ctx, &module(ctx, m)))
}

#[test]
fn valid_ir_verifies() {
    let ctx = context();
    let (mut f, b) = func_body(2);
    let arg = f.add_block_arg(b[0], ctx.builtin_types().i32, loc(&ctx, 2));
    let a = add(&mut f, b[0], st(&ctx, "foo.a", &[arg], 1, 3));
    let va = f.result(a, 0);
    // Nested region using values from above.
    let (r, rb) = region(&mut f, 1);
    add(&mut f, rb[0], st(&ctx, "foo.use", &[va, arg], 0, 5));
    let mut s = st(&ctx, "foo.wrap", &[], 0, 4);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], br(&ctx, "foo.br", &[b[1]], 6));
    add(&mut f, b[1], st(&ctx, "foo.use", &[va], 0, 7));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 8));
    assert_eq!(check_func(&ctx, f), Vec::<String>::new());
}

#[test]
fn use_before_def_in_same_block() {
    let ctx = context();
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    let u = add(&mut f, b[0], st(&ctx, "foo.use", &[tmp], 1, 3));
    let d = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 4));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    let _ = u;
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 5));
    assert_eq!(
        check_func(&ctx, f),
        [
            "3: error: operand #0 does not dominate this use",
            "4: note: operand defined here (op in the same block)"
        ]
    );
}

#[test]
fn self_use_is_invalid_in_ssa_and_valid_in_graph_regions() {
    let ctx = context();
    for (owner, expect_error) in [("test.func", true), ("test.graph", false)] {
        let mut inner = Body::new();
        let (_, b) = region(&mut inner, 1);
        let tmp = inner.new_detached_value(ctx.builtin_types().i32);
        let x = add(&mut inner, b[0], st(&ctx, "foo.x", &[tmp], 1, 3));
        let vx = inner.result(x, 0);
        inner.replace_all_uses(tmp, vx);
        if owner == "test.func" {
            add(&mut inner, b[0], st(&ctx, "test.ret", &[], 0, 4));
        }
        let mut outer = Body::new();
        let mut s = st(&ctx, owner, &[], 0, 1);
        s.regions = vec![RegionId(0)];
        s.child_body = Some(Box::new(inner));
        let op = outer.create_op(s);
        let got = render(&ctx, verify(&ctx, &OwnedOp { body: outer, op }));
        if expect_error {
            assert_eq!(
                got,
                [
                    "3: error: operand #0 does not dominate this use",
                    "3: note: operand defined here (op in the same block)"
                ]
            );
        } else {
            assert!(got.is_empty(), "{got:?}");
        }
    }
}

/// Builds `foo.r` (line 3, `results` results) holding one block with `foo.use(v)`
/// (line 4) where `v` comes from `make_operand`.
fn nested_use(f: &mut Body, ctx: &Context, block: BlockId, results: usize, v: ValueId) -> OpId {
    let (r, rb) = region(f, 1);
    add(f, rb[0], st(ctx, "foo.use", &[v], 0, 4));
    let mut s = st(ctx, "foo.r", &[], results, 3);
    s.regions = vec![r];
    add(f, block, s)
}

#[test]
fn use_in_nested_region_of_later_def_and_of_own_result() {
    let ctx = context();
    // Later def in the parent block.
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    nested_use(&mut f, &ctx, b[0], 0, tmp);
    let d = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 5));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        [
            "4: error: operand #0 does not dominate this use",
            "5: note: operand defined here (op in a parent region)"
        ]
    );
    // The enclosing op's own result.
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    let r = nested_use(&mut f, &ctx, b[0], 1, tmp);
    let vr = f.result(r, 0);
    f.replace_all_uses(tmp, vr);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        [
            "4: error: operand #0 does not dominate this use",
            "3: note: operand defined here (op in a parent region)"
        ]
    );
}

#[test]
fn defs_in_child_and_sibling_regions() {
    let ctx = context();
    // Def inside a nested region, used after the op in the parent block.
    let (mut f, b) = func_body(1);
    let (r, rb) = region(&mut f, 1);
    let d = add(&mut f, rb[0], st(&ctx, "foo.def", &[], 1, 4));
    let arg = f.add_block_arg(rb[0], ctx.builtin_types().i32, loc(&ctx, 3));
    let mut s = st(&ctx, "foo.r", &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    let vd = f.result(d, 0);
    add(&mut f, b[0], st(&ctx, "foo.use", &[vd, arg], 0, 5));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        [
            "5: error: operand #0 does not dominate this use",
            "4: note: operand defined here (op in a child region)"
        ]
    );
    // Sibling regions of one op; then a block argument of the sibling.
    for use_arg in [false, true] {
        let (mut f, b) = func_body(1);
        let (r1, b1) = region(&mut f, 1);
        let arg = f.add_block_arg(b1[0], ctx.builtin_types().i32, loc(&ctx, 3));
        let d = add(&mut f, b1[0], st(&ctx, "foo.def", &[], 1, 4));
        let v = if use_arg { arg } else { f.result(d, 0) };
        let (r2, b2) = region(&mut f, 1);
        add(&mut f, b2[0], st(&ctx, "foo.use", &[v], 0, 5));
        let mut s = st(&ctx, "foo.r", &[], 0, 3);
        s.regions = vec![r1, r2];
        add(&mut f, b[0], s);
        add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 6));
        let note = if use_arg {
            "3: note: operand defined as a block argument (block #0 neither in a parent nor in a child region)"
        } else {
            "4: note: operand defined here (op is neither in a parent nor in a child region)"
        };
        assert_eq!(
            check_func(&ctx, f),
            ["5: error: operand #0 does not dominate this use", note]
        );
    }
    // A block argument of a child region used in the parent.
    let (mut f, b) = func_body(1);
    let (r, rb) = region(&mut f, 1);
    let arg = f.add_block_arg(rb[0], ctx.builtin_types().i32, loc(&ctx, 3));
    let mut s = st(&ctx, "foo.r", &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], st(&ctx, "foo.use", &[arg], 0, 5));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        [
            "5: error: operand #0 does not dominate this use",
            "3: note: operand defined as a block argument (block #0 in a child region)"
        ]
    );
}

#[test]
fn cross_block_uses_and_block_arguments() {
    let ctx = context();
    // ^bb0: br ^bb2; ^bb1: use(%x); ret; ^bb2: %x = def; br ^bb1  -- bb2 dominates bb1: valid.
    let (mut f, b) = func_body(3);
    add(&mut f, b[0], br(&ctx, "test.ret", &[b[2]], 3));
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, b[1], st(&ctx, "foo.use", &[tmp], 0, 5));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 6));
    let d = add(&mut f, b[2], st(&ctx, "foo.def", &[], 1, 8));
    add(&mut f, b[2], br(&ctx, "test.ret", &[b[1]], 9));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    assert!(check_func(&ctx, f).is_empty());

    // ^bb0: br ^bb1, ^bb2; ^bb1: %x = def; ret; ^bb2: use(%x) -- invalid, same region.
    let (mut f, b) = func_body(3);
    add(&mut f, b[0], br(&ctx, "test.ret", &[b[1], b[2]], 3));
    let d = add(&mut f, b[1], st(&ctx, "foo.def", &[], 1, 5));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 6));
    let vd = f.result(d, 0);
    add(&mut f, b[2], st(&ctx, "foo.use", &[vd], 0, 8));
    add(&mut f, b[2], st(&ctx, "test.ret", &[], 0, 9));
    assert_eq!(
        check_func(&ctx, f),
        [
            "8: error: operand #0 does not dominate this use",
            "5: note: operand defined here (op in the same region)"
        ]
    );

    // A block argument of a non-dominating block, used directly and in a nested region:
    // the note points at the function (the owner of the region, in the parent body).
    for nested in [false, true] {
        let (mut f, b) = func_body(3);
        add(&mut f, b[0], br(&ctx, "test.ret", &[b[1], b[2]], 3));
        let arg = f.add_block_arg(b[1], ctx.builtin_types().i32, loc(&ctx, 4));
        add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 5));
        if nested {
            nested_use(&mut f, &ctx, b[2], 0, arg);
        } else {
            add(&mut f, b[2], st(&ctx, "foo.use", &[arg], 0, 4));
        }
        add(&mut f, b[2], st(&ctx, "test.ret", &[], 0, 9));
        let region = if nested {
            "a parent region"
        } else {
            "the same region"
        };
        assert_eq!(
            check_func(&ctx, f),
            [
                "4: error: operand #0 does not dominate this use".to_string(),
                format!("2: note: operand defined as a block argument (block #1 in {region})")
            ]
        );
    }
}

#[test]
fn unreachable_blocks() {
    let ctx = context();
    // ^bb0: ret; ^bb1: use(%x); %x = def; ret   -- unreachable: no error.
    let (mut f, b) = func_body(2);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 3));
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, b[1], st(&ctx, "foo.use", &[tmp], 0, 5));
    let d = add(&mut f, b[1], st(&ctx, "foo.def", &[], 1, 6));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 7));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    assert!(check_func(&ctx, f).is_empty());
    // The same with the use nested in an op of the unreachable block: reported (the
    // nested block is reachable in its own region; same-block order decides).
    let (mut f, b) = func_body(2);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 3));
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    nested_use(&mut f, &ctx, b[1], 0, tmp);
    let d = add(&mut f, b[1], st(&ctx, "foo.def", &[], 1, 6));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 7));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    assert_eq!(
        check_func(&ctx, f),
        [
            "4: error: operand #0 does not dominate this use",
            "6: note: operand defined here (op in a parent region)"
        ]
    );
    // A def in an unreachable block does not dominate a reachable use.
    let (mut f, b) = func_body(2);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, b[0], st(&ctx, "foo.use", &[tmp], 0, 3));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 4));
    let d = add(&mut f, b[1], st(&ctx, "foo.def", &[], 1, 6));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 7));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    assert_eq!(
        check_func(&ctx, f),
        [
            "3: error: operand #0 does not dominate this use",
            "6: note: operand defined here (op in the same region)"
        ]
    );
}

/// `op` (line 3) with one region of `blocks` blocks, the first holding use-before-def
/// (lines 4, 5), each block ending in `term`, inside a function.
fn region_kind_case(ctx: &Context, op: &str, blocks: usize, term: Option<&str>) -> Vec<String> {
    let (mut f, b) = func_body(1);
    let (r, rb) = region(&mut f, blocks);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, rb[0], st(ctx, "foo.use", &[tmp], 0, 4));
    let d = add(&mut f, rb[0], st(ctx, "foo.def", &[], 1, 5));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    for (i, &blk) in rb.iter().enumerate() {
        if let Some(t) = term {
            let targets: Vec<BlockId> = rb.get(i + 1).copied().into_iter().collect();
            add(&mut f, blk, br(ctx, t, &targets, 6));
        }
    }
    let mut s = st(ctx, op, &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], st(ctx, "test.ret", &[], 0, 7));
    check_func(ctx, f)
}

#[test]
fn region_kinds() {
    let ctx = context();
    let err = [
        "4: error: operand #0 does not dominate this use",
        "5: note: operand defined here (op in the same block)",
    ];
    // Registered op without graph trait: SSA.
    assert_eq!(
        region_kind_case(&ctx, "test.plain", 1, Some("test.ret")),
        err
    );
    // Registered graph region, unregistered single-block region: no dominance.
    assert!(region_kind_case(&ctx, "test.graph", 1, None).is_empty());
    assert!(region_kind_case(&ctx, "foo.r", 1, None).is_empty());
    // Unregistered multi-block regions have SSA dominance.
    assert_eq!(region_kind_case(&ctx, "foo.r", 2, Some("foo.br")), err);
    // A graph-region module body: order does not matter at the top level.
    let (mut m, mb) = module_body();
    let tmp = m.new_detached_value(ctx.builtin_types().i32);
    add(&mut m, mb, st(&ctx, "foo.use", &[tmp], 0, 2));
    let d = add(&mut m, mb, st(&ctx, "foo.def", &[], 1, 3));
    let vd = m.result(d, 0);
    m.replace_all_uses(tmp, vd);
    assert!(verify(&ctx, &module(&ctx, m)).is_ok());
}

#[test]
fn block_structure_errors() {
    let ctx = context();
    // Empty block in a multi-block region of an unregistered op: error at the op.
    assert_eq!(
        region_kind_case_empty(&ctx, "foo.r", 2),
        ["3: error: empty block: expect at least a terminator"]
    );
    // An unregistered op's single empty block is fine; a registered op's is not.
    assert!(region_kind_case_empty(&ctx, "foo.r", 1).is_empty());
    assert_eq!(
        region_kind_case_empty(&ctx, "test.plain", 1),
        ["3: error: empty block: expect at least a terminator"]
    );
    assert!(region_kind_case_empty(&ctx, "test.graph", 1).is_empty());
    // The function's own empty body: the location is the function's (parent body).
    let (f, _) = func_body(1);
    assert_eq!(
        check_func(&ctx, f),
        ["2: error: empty block: expect at least a terminator"]
    );

    // A terminator in the middle.
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 3));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 4));
    assert_eq!(
        check_func(&ctx, f),
        ["3: error: 'test.ret' op must be the last operation in the parent block"]
    );

    // Successors in the middle (registered or not).
    for name in ["test.ret", "foo.br"] {
        let (mut f, b) = func_body(2);
        add(&mut f, b[0], br(&ctx, name, &[b[1]], 3));
        add(&mut f, b[0], st(&ctx, "foo.x", &[], 0, 4));
        add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 5));
        assert_eq!(
            check_func(&ctx, f),
            ["3: error: operation with block successors must terminate its parent block"]
        );
    }

    // A registered non-terminator at the end; unregistered ops might be terminators.
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "test.plain", &[], 1, 3));
    assert_eq!(
        check_func(&ctx, f),
        ["3: error: block with no terminator, has \"test.plain\""]
    );
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "foo.x", &[], 1, 3));
    assert!(check_func(&ctx, f).is_empty());

    // Branch to the entry block.
    let (mut f, b) = func_body(2);
    add(&mut f, b[0], br(&ctx, "test.ret", &[b[1]], 3));
    add(&mut f, b[1], br(&ctx, "test.ret", &[b[0]], 4));
    assert_eq!(
        check_func(&ctx, f),
        ["2: error: entry block of region may not have predecessors"]
    );
    // ... also from within a single-block region.
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], br(&ctx, "foo.br", &[b[0]], 3));
    assert_eq!(
        check_func(&ctx, f),
        ["2: error: entry block of region may not have predecessors"]
    );

    // Branch into another region.
    let (mut f, b) = func_body(2);
    let (r, rb) = region(&mut f, 1);
    add(&mut f, rb[0], st(&ctx, "test.ret", &[], 0, 4));
    let mut s = st(&ctx, "foo.r", &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], br(&ctx, "test.ret", &[rb[0]], 5));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        ["5: error: 'test.ret' op branching to block of a different region"],
        "branches from other regions do not count as predecessors of entry blocks"
    );
    let (mut f, b) = func_body(2);
    let (r, rb) = region(&mut f, 2);
    add(&mut f, rb[0], br(&ctx, "test.ret", &[rb[1]], 4));
    add(&mut f, rb[1], st(&ctx, "test.ret", &[], 0, 4));
    let mut s = st(&ctx, "foo.r", &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], br(&ctx, "test.ret", &[rb[1]], 5));
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 6));
    assert_eq!(
        check_func(&ctx, f),
        ["5: error: 'test.ret' op branching to block of a different region"]
    );
}

/// `op` (line 3) with one region of `blocks` empty blocks, inside a function.
fn region_kind_case_empty(ctx: &Context, op: &str, blocks: usize) -> Vec<String> {
    let (mut f, b) = func_body(1);
    let (r, _) = region(&mut f, blocks);
    let mut s = st(ctx, op, &[], 0, 3);
    s.regions = vec![r];
    add(&mut f, b[0], s);
    add(&mut f, b[0], st(ctx, "test.ret", &[], 0, 7));
    check_func(ctx, f)
}

#[test]
fn trait_and_hook_errors() {
    let ctx = context();
    assert_eq!(
        region_kind_case_empty(&ctx, "test.single", 2),
        ["3: error: 'test.single' op expects region #0 to have 0 or 1 blocks"]
    );
    assert_eq!(
        region_kind_case_empty(&ctx, "test.single", 1),
        ["3: error: 'test.single' op expects a non-empty block"]
    );
    assert_eq!(
        region_kind_case_empty(&ctx, "test.graph", 2),
        ["3: error: 'test.graph' op expects graph region #0 to have 0 or 1 blocks"]
    );
    // The op's own verify hook, with its message as given.
    let (mut f, b) = func_body(1);
    let d = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 3));
    let vd = f.result(d, 0);
    add(&mut f, b[0], st(&ctx, "test.checked", &[vd], 0, 4));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 5));
    assert_eq!(
        check_func(&ctx, f),
        ["4: error: 'test.checked' op requires zero operands"]
    );
    // An unresolved operand.
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, b[0], st(&ctx, "foo.use", &[tmp], 0, 3));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 4));
    assert_eq!(check_func(&ctx, f), ["3: error: null operand found"]);
}

#[test]
fn unregistered_ops() {
    let ctx = context();
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "test.nope", &[], 0, 3));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 4));
    assert_eq!(
        check_func(&ctx, f),
        [
            "3: error: unregistered operation 'test.nope' found in dialect ('test') that does not allow unknown operations"
        ]
    );
    ctx.set_allow_unregistered_dialects(false);
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "foo.x", &[], 0, 3));
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 4));
    assert_eq!(
        check_func(&ctx, f),
        [
            "3: error: 'foo.x' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
        ]
    );
}

fn sym(ctx: &Context, name: &str, value: Attribute, line: u32, in_props: bool) -> OperationState {
    let mut s = st(ctx, "foo.sym", &[], 0, line);
    let dict = ctx.dictionary_attr(vec![NamedAttribute {
        name: ctx.ident(name),
        value,
    }]);
    if in_props {
        s.properties = Some(dict);
    } else {
        s.attributes = dict;
    }
    s
}

#[test]
fn symbol_tables() {
    let ctx = context();
    let s = |x: &str| ctx.string_attr(x.as_bytes());
    let (mut m, mb) = module_body();
    add(&mut m, mb, sym(&ctx, "sym_name", s("f"), 2, false));
    add(&mut m, mb, sym(&ctx, "sym_name", s("g"), 3, true));
    add(&mut m, mb, sym(&ctx, "sym_name", s("f"), 4, false));
    add(&mut m, mb, sym(&ctx, "sym_name", s("f"), 5, false));
    assert_eq!(
        render(&ctx, verify(&ctx, &module(&ctx, m))),
        [
            "4: error: redefinition of symbol named 'f'",
            "2: note: see existing symbol definition here"
        ]
    );
    // Properties shadow attributes; typed strings and non-strings are different names.
    let (mut m, mb) = module_body();
    let mut both = sym(&ctx, "sym_name", s("x"), 2, true);
    both.attributes = ctx.dictionary_attr(vec![NamedAttribute {
        name: ctx.ident("sym_name"),
        value: s("y"),
    }]);
    add(&mut m, mb, both);
    add(&mut m, mb, sym(&ctx, "sym_name", s("y"), 3, false));
    let typed = ctx.intern_attr(AttrData::String {
        value: b"y".as_slice().into(),
        ty: ctx.builtin_types().i32,
    });
    add(&mut m, mb, sym(&ctx, "sym_name", typed, 4, false));
    add(&mut m, mb, sym(&ctx, "sym_name", ctx.unit_attr(), 5, false));
    add(&mut m, mb, sym(&ctx, "sym_name", ctx.unit_attr(), 6, false));
    assert!(verify(&ctx, &module(&ctx, m)).is_ok());
    // Unregistered ops are not symbol tables.
    let mut inner = Body::new();
    let (_, b) = region(&mut inner, 1);
    add(&mut inner, b[0], sym(&ctx, "sym_name", s("f"), 2, false));
    add(&mut inner, b[0], sym(&ctx, "sym_name", s("f"), 3, false));
    let mut outer = Body::new();
    let mut st0 = st(&ctx, "foo.table", &[], 0, 1);
    st0.regions = vec![RegionId(0)];
    st0.child_body = Some(Box::new(inner));
    let op = outer.create_op(st0);
    assert!(verify(&ctx, &OwnedOp { body: outer, op }).is_ok());
}

/// A `test.func` body with one use-before-def at `line` (def at `line + 1`).
fn bad_func(ctx: &Context, line: u32) -> Body {
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    add(&mut f, b[0], st(ctx, "foo.use", &[tmp], 0, line));
    let d = add(&mut f, b[0], st(ctx, "foo.def", &[], 1, line + 1));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    add(&mut f, b[0], st(ctx, "test.ret", &[], 0, line + 2));
    f
}

#[test]
fn error_collection_order() {
    let ctx = context();
    // module { f1 (bad); wrap { f2 (bad) }; module { f3 (bad); f4 (bad) }; f5 (bad); f5 again }
    let build = || {
        let (mut m, mb) = module_body();
        isolated(&ctx, &mut m, mb, "test.func", bad_func(&ctx, 10), 2);
        let (r, rb) = region(&mut m, 1);
        isolated(&ctx, &mut m, rb[0], "test.func", bad_func(&ctx, 20), 3);
        let mut s = st(&ctx, "foo.wrap", &[], 0, 4);
        s.regions = vec![r];
        let wrap = add(&mut m, mb, s);
        let (mut n, nb) = module_body();
        isolated(&ctx, &mut n, nb, "test.func", bad_func(&ctx, 30), 5);
        isolated(&ctx, &mut n, nb, "test.func", bad_func(&ctx, 40), 6);
        isolated(&ctx, &mut m, mb, "builtin.module", n, 7);
        isolated(&ctx, &mut m, mb, "test.func", bad_func(&ctx, 50), 8);
        (m, wrap)
    };
    // The wrapper's isolated child is verified when the wrapper is exited, and its
    // failure stops the module's walk.
    let (m, _) = build();
    assert_eq!(
        render(&ctx, verify(&ctx, &module(&ctx, m))),
        [
            "20: error: operand #0 does not dominate this use",
            "21: note: operand defined here (op in the same block)"
        ]
    );
    // Without it, every isolated child reports its first error, in order.
    let (mut m, wrap) = build();
    m.erase_op(wrap);
    let got = render(&ctx, verify(&ctx, &module(&ctx, m)));
    let errors: Vec<&String> = got.iter().filter(|l| l.contains("error")).collect();
    assert_eq!(
        errors,
        [
            "10: error: operand #0 does not dominate this use",
            "30: error: operand #0 does not dominate this use",
            "40: error: operand #0 does not dominate this use",
            "50: error: operand #0 does not dominate this use"
        ]
    );
}

#[test]
fn printer_notes() {
    let ctx = context();
    let printer = |ctx: &Context, body: &Body, op: OpId| {
        let name = ctx.op_name_str(body.op(op).name);
        if body.regions(op).is_empty() {
            format!("\"{name}\"() : () -> ()")
        } else {
            format!("\"{name}\"() ({{\n}})")
        }
    };
    let opts = VerifyOptions {
        print_op: Some(&printer),
        ..VerifyOptions::default()
    };
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "test.plain", &[], 0, 3));
    let (mut m, mb) = module_body();
    isolated(&ctx, &mut m, mb, "test.func", f, 2);
    assert_eq!(
        render(&ctx, verify_with(&ctx, &module(&ctx, m), &opts)),
        [
            "3: error: block with no terminator, has \"test.plain\"() : () -> ()",
            "3: note: see current operation: \"test.plain\"() : () -> ()"
        ]
    );
    // Multi-line ops start on a new line; the dominance note follows the op note.
    let (mut m, mb) = module_body();
    add(
        &mut m,
        mb,
        sym(&ctx, "sym_name", ctx.string_attr(b"f"), 2, false),
    );
    isolated(&ctx, &mut m, mb, "test.func", bad_func(&ctx, 10), 3);
    let mut s = sym(&ctx, "sym_name", ctx.string_attr(b"f"), 4, false);
    let (r, _) = region(&mut m, 0);
    s.regions = vec![r];
    add(&mut m, mb, s);
    let got = render(&ctx, verify_with(&ctx, &module(&ctx, m), &opts));
    assert_eq!(
        got,
        [
            "10: error: operand #0 does not dominate this use",
            "10: note: see current operation: \"foo.use\"() : () -> ()",
            "11: note: operand defined here (op in the same block)"
        ]
    );
    let (mut m, mb) = module_body();
    add(
        &mut m,
        mb,
        sym(&ctx, "sym_name", ctx.string_attr(b"f"), 2, false),
    );
    let mut s = sym(&ctx, "sym_name", ctx.string_attr(b"f"), 4, false);
    let (r, _) = region(&mut m, 0);
    s.regions = vec![r];
    add(&mut m, mb, s);
    assert_eq!(
        render(&ctx, verify_with(&ctx, &module(&ctx, m), &opts)),
        [
            "4: error: redefinition of symbol named 'f'",
            "4: note: see current operation: \n\"foo.sym\"() ({\n})",
            "2: note: see existing symbol definition here"
        ]
    );
    // No op notes when disabled.
    let (mut f, b) = func_body(1);
    add(&mut f, b[0], st(&ctx, "test.plain", &[], 0, 3));
    let (mut m, mb) = module_body();
    isolated(&ctx, &mut m, mb, "test.func", f, 2);
    let quiet = VerifyOptions {
        print_op_on_diagnostic: false,
        ..opts
    };
    assert_eq!(
        render(&ctx, verify_with(&ctx, &module(&ctx, m), &quiet)),
        ["3: error: block with no terminator, has \"test.plain\"() : () -> ()"]
    );
}

#[test]
fn verify_op_on_nested_op() {
    let ctx = context();
    let (mut f, b) = func_body(1);
    let tmp = f.new_detached_value(ctx.builtin_types().i32);
    let r = nested_use(&mut f, &ctx, b[0], 0, tmp);
    let d = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 5));
    let vd = f.result(d, 0);
    f.replace_all_uses(tmp, vd);
    let got = render(&ctx, verify_op(&ctx, &f, r));
    assert_eq!(
        got,
        [
            "4: error: operand #0 does not dominate this use",
            "5: note: operand defined here (op in a parent region)"
        ]
    );
    assert!(verify_op(&ctx, &f, d).is_ok());
}

#[test]
fn deep_nesting_does_not_overflow() {
    let ctx = context();
    // 50k nested non-isolated regions, the innermost using a value from the top.
    let (mut f, b) = func_body(1);
    let d = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 3));
    let vd = f.result(d, 0);
    let (r0, rb0) = region(&mut f, 1);
    let mut s = st(&ctx, "foo.r", &[], 0, 4);
    s.regions = vec![r0];
    add(&mut f, b[0], s);
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 5));
    let mut cur = rb0[0];
    for _ in 0..50_000 {
        let (r, rb) = region(&mut f, 1);
        let mut s = st(&ctx, "foo.r", &[], 0, 6);
        s.regions = vec![r];
        add(&mut f, cur, s);
        cur = rb[0];
    }
    add(&mut f, cur, st(&ctx, "foo.use", &[vd], 0, 7));
    assert!(check_func(&ctx, f).is_empty());

    // 5k nested isolated modules, the innermost invalid.
    let (mut inner, ib) = module_body();
    isolated(&ctx, &mut inner, ib, "test.func", bad_func(&ctx, 10), 2);
    for _ in 0..5_000 {
        let (mut m, mb) = module_body();
        isolated(&ctx, &mut m, mb, "builtin.module", inner, 3);
        inner = m;
    }
    let got = render(&ctx, verify(&ctx, &module(&ctx, inner)));
    assert_eq!(got[0], "10: error: operand #0 does not dominate this use");
    assert_eq!(got.len(), 2);
}

#[test]
fn large_inputs_and_parallel_order() {
    let ctx = context();
    // A 200k-op block chaining each op to the previous one, plus a late bad use.
    let (mut f, b) = func_body(1);
    let first = add(&mut f, b[0], st(&ctx, "foo.def", &[], 1, 3));
    let mut prev = f.result(first, 0);
    for _ in 0..200_000 {
        let o = add(&mut f, b[0], st(&ctx, "foo.op", &[prev, prev], 1, 4));
        prev = f.result(o, 0);
    }
    add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 5));
    assert!(check_func(&ctx, f).is_empty());

    // Many functions, every 100th invalid: parallel and sequential agree.
    let build = || {
        let (mut m, mb) = module_body();
        for i in 0..3000u32 {
            let f = if i % 100 == 7 {
                bad_func(&ctx, 10 + i * 10)
            } else {
                let (mut f, b) = func_body(1);
                let mut prev = None;
                for _ in 0..5 {
                    let ops: Vec<ValueId> = prev.into_iter().collect();
                    let o = add(&mut f, b[0], st(&ctx, "foo.op", &ops, 1, 4));
                    prev = Some(f.result(o, 0));
                }
                add(&mut f, b[0], st(&ctx, "test.ret", &[], 0, 5));
                f
            };
            isolated(&ctx, &mut m, mb, "test.func", f, 2);
        }
        module(&ctx, m)
    };
    let root = build();
    let par = verify_with(
        &ctx,
        &root,
        &VerifyOptions {
            parallel: true,
            ..VerifyOptions::default()
        },
    );
    let seq = verify_with(
        &ctx,
        &root,
        &VerifyOptions {
            parallel: false,
            ..VerifyOptions::default()
        },
    );
    assert_eq!(par, seq);
    assert_eq!(par.map_err(|d| d.len()), Err(30));
}

/// A branch hook forwarding every operand to the single successor.
fn forward_all(
    _: &Context,
    _: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    (num_successors == 1).then(|| vec![num_operands as u32])
}

/// `test.fwd %v -> ^bb1(args)` checked against `^bb1`'s argument types `args`.
fn branch_case(args: &[crate::types::Type]) -> Vec<String> {
    let ctx = context();
    ctx.register_op(OpInfo {
        name: "test.fwd",
        traits: Traits {
            terminator: true,
            ..Traits::default()
        },
        successor_operands: Some(forward_all),
        ..Default::default()
    });
    let (mut f, b) = func_body(2);
    for &t in args {
        f.add_block_arg(b[1], t, loc(&ctx, 5));
    }
    let v = add(&mut f, b[0], st(&ctx, "test.plain", &[], 1, 3));
    let v = f.result(v, 0);
    let mut s = br(&ctx, "test.fwd", &[b[1]], 4);
    s.operands = vec![v];
    s.successors[0].num_operands = 1;
    add(&mut f, b[0], s);
    add(&mut f, b[1], st(&ctx, "test.ret", &[], 0, 6));
    check_func(&ctx, f)
}

#[test]
fn branch_operands_match_successor_arguments() {
    let ctx = context();
    let (i32t, i64t) = (ctx.builtin_types().i32, ctx.builtin_types().i64);
    assert!(branch_case(&[i32t]).is_empty());
    assert_eq!(
        branch_case(&[])[0],
        "4: error: branch has 1 operands for successor #0, but target block has 0"
    );
    assert_eq!(
        branch_case(&[i32t, i32t])[0],
        "4: error: branch has 1 operands for successor #0, but target block has 2"
    );
    assert_eq!(
        branch_case(&[i64t])[0],
        "4: error: type mismatch for bb argument #0 of successor #0"
    );
}
