//! Folds and canonicalization patterns of the `scf` dialect, as upstream registers them:
//! `scf.for` (forwarded iter args, trivial loops), `scf.if` (unused results, static
//! conditions, selects, condition propagation, yielded conditions, consecutive and nested
//! ifs, empty else), `scf.while` (condition truth, unused results and arguments),
//! `scf.execute_region` (single-block inlining) and constant `scf.index_switch`.

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{
    BlockId, Body, InsertionPoint, OpId, OperationState, RegionId, ValueDef, ValueId,
};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Location, Signedness, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{constant_attr, constant_bool, constant_int, switch_cases};

/// Registers the `scf` canonicalization patterns into `ctx`, in upstream's order.
pub(super) fn register(ctx: &Context) {
    let patterns: [Arc<dyn RewritePattern>; 14] = [
        Arc::new(ForOpIterArgsFolder),
        Arc::new(SimplifyTrivialLoops),
        Arc::new(CombineIfs),
        Arc::new(CombineNestedIfs),
        Arc::new(ConditionPropagation),
        Arc::new(ConvertTrivialIfToSelect),
        Arc::new(RemoveEmptyElseBranch),
        Arc::new(RemoveStaticCondition),
        Arc::new(RemoveUnusedResults),
        Arc::new(ReplaceIfYieldWithConditionOrValue),
        Arc::new(WhileConditionTruth),
        Arc::new(WhileUnusedResult),
        Arc::new(WhileRemoveUnusedArgs),
        Arc::new(SingleBlockExecuteInliner),
    ];
    for p in patterns {
        register_canonicalization_pattern(ctx, p);
    }
}

// ---- helpers ----

fn is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op(op).name) == name
}

fn region(body: &Body, op: OpId, i: usize) -> Option<RegionId> {
    body.regions(op).get(i).copied()
}

/// The single block of region `i` of `op`.
fn block(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    let r = region(body, op, i)?;
    match body.blocks(r) {
        [b] => Some(*b),
        _ => None,
    }
}

/// The terminator of region `i` of `op` if it is an `scf.yield`.
fn yield_of(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<OpId> {
    let t = body.last_op(block(body, op, i)?)?;
    is(ctx, body, t, "scf.yield").then_some(t)
}

fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

fn value_loc(body: &Body, v: ValueId, fallback: Location) -> Location {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.op(op).loc,
        ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
        _ => fallback,
    }
}

/// The region holding the definition of `v`.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    let b = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op_block(op)?,
        ValueDef::BlockArg { block, .. } => block,
        _ => return None,
    };
    body.block_region(b)
}

/// Whether `op` is nested (at any depth) in `region`.
fn region_contains(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        let Some(parent) = body.region_parent(r) else {
            return false;
        };
        cur = parent;
    }
}

/// Creates an op before the insertion point and returns it.
fn create(
    rw: &mut PatternRewriter<'_, '_>,
    name: &str,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    regions: usize,
    loc: Location,
) -> OpId {
    let ctx = rw.ctx();
    let state = OperationState::new(ctx.op_name(name), loc)
        .operands(operands)
        .results(results)
        .regions(regions);
    rw.create(state)
}

fn create_value(
    rw: &mut PatternRewriter<'_, '_>,
    name: &str,
    operands: Vec<ValueId>,
    ty: Type,
    loc: Location,
) -> ValueId {
    let op = create(rw, name, operands, vec![ty], 0, loc);
    rw.body().result(op, 0)
}

fn bool_constant(rw: &mut PatternRewriter<'_, '_>, value: bool, loc: Location) -> ValueId {
    let ctx = rw.ctx();
    let i1 = ctx.integer_type(1, Signedness::Signless);
    let attr = ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(value)));
    let state = OperationState::new(ctx.op_name("arith.constant"), loc)
        .property(ctx, "value", attr)
        .results(vec![i1]);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// Appends a new block with arguments to region `i` of `op`.
fn add_block(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    i: usize,
    args: &[(Type, Location)],
) -> BlockId {
    rw.modify_op_in_place(op, |body| {
        let b = body.new_block();
        if let Some(&r) = body.regions(op).get(i) {
            body.append_block(r, b);
        }
        for &(t, l) in args {
            body.add_block_arg(b, t, l);
        }
        b
    })
}

/// Moves the blocks of `src` to the start of region `i` of `dst` (MLIR's
/// `inlineRegionBefore(src, dst.region, dst.region.begin())`).
fn move_region(rw: &mut PatternRewriter<'_, '_>, src: RegionId, dst: OpId, i: usize) {
    rw.modify_op_in_place(dst, |body| {
        if let Some(&r) = body.regions(dst).get(i) {
            body.move_blocks(src, r, 0);
        }
    });
}

/// Replaces the `scf.yield` `y` by one yielding `values`.
fn replace_yield(rw: &mut PatternRewriter<'_, '_>, y: OpId, values: Vec<ValueId>) {
    let loc = rw.body().op(y).loc;
    rw.set_insertion_point(InsertionPoint::Before(y));
    create(rw, "scf.yield", values, vec![], 0, loc);
    rw.erase_op(y);
}

/// Inlines the single block of `region` before `op` with `args` for its arguments and
/// replaces `op` by the values its terminator forwards.
fn replace_op_with_region(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> bool {
    let body = rw.body();
    let (Some(&src), Some(dest)) = (body.blocks(region).first(), body.op_block(op)) else {
        return false;
    };
    let Some(t) = body.last_op(src) else {
        return false;
    };
    if body.num_operands(t) != body.num_results(op) || body.block_args(src).len() != args.len() {
        return false;
    }
    let results = operands(body, t);
    rw.inline_block_before(src, dest, Some(op), args);
    rw.replace_op(op, &results);
    rw.erase_op(t);
    true
}

// ---- scf.if fold ----

/// `scf.if` fold: `if (xor c, true)` with an `else` swaps its regions and uses `c`.
pub(super) fn fold_if(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let (then, els) = (region(body, op, 0)?, region(body, op, 1)?);
    if body.blocks(els).is_empty() || body.blocks(then).is_empty() {
        return None;
    }
    let ValueDef::Result { op: x, .. } = body.value(body.operand(op, 0)).def else {
        return None;
    };
    if !is(ctx, body, x, "arith.xori") || body.num_operands(x) != 2 {
        return None;
    }
    let one = constant_attr(ctx, body, body.operand(x, 1)).is_some_and(|a| {
        matches!(ctx.attr_data(a), strata_ir::AttrData::Integer { value, .. } if value.is_all_ones())
    });
    if !one {
        return None;
    }
    let lhs = body.operand(x, 0);
    body.set_operand(op, 0, lhs);
    let then_blocks = body.blocks(then).to_vec();
    body.move_blocks(els, then, 0);
    for (i, b) in then_blocks.into_iter().enumerate() {
        body.move_block(b, els, i);
    }
    Some(vec![])
}

// ---- scf.for ----

/// Drops iter args that are forwarded unchanged (or unused with an unused result).
struct ForOpIterArgsFolder;

impl RewritePattern for ForOpIterArgsFolder {
    fn root(&self) -> Option<&str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &str {
        "ForOpIterArgsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(y) = yield_of(ctx, body, op, 0) else {
            return false;
        };
        let Some(old_block) = block(body, op, 0) else {
            return false;
        };
        let n = body.num_results(op);
        let all = operands(body, op);
        let args = body.block_args(old_block).to_vec();
        let yields = operands(body, y);
        if all.len() != n + 3 || args.len() != n + 1 || yields.len() != n {
            return false;
        }
        let mut keep = Vec::new();
        let mut new_inits = Vec::new();
        let mut transfer: Vec<Option<ValueId>> = vec![None];
        let mut results: Vec<Option<ValueId>> = Vec::new();
        for i in 0..n {
            let (init, arg, res, yv) = (all[3 + i], args[1 + i], body.result(op, i), yields[i]);
            let forwarded = arg == yv
                || (body.uses(arg).is_empty() && (init == yv || body.uses(res).is_empty()));
            keep.push(!forwarded);
            if forwarded {
                transfer.push(Some(init));
                results.push(Some(init));
            } else {
                new_inits.push(init);
                transfer.push(None);
                results.push(None);
            }
        }
        if keep.iter().all(|&k| k) {
            return false;
        }
        let loc = body.op(op).loc;
        let (props, attrs) = (body.op(op).properties, body.op(op).attributes);
        let iv_ty = body.value_type(args[0]);
        let arg_locs: Vec<(Type, Location)> = std::iter::once((iv_ty, loc))
            .chain(
                new_inits
                    .iter()
                    .map(|&v| (body.value_type(v), value_loc(body, v, loc))),
            )
            .collect();
        let types: Vec<Type> = new_inits.iter().map(|&v| body.value_type(v)).collect();
        rw.set_insertion_point(InsertionPoint::Before(op));
        let state = OperationState::new(ctx.op_name("scf.for"), loc)
            .operands(all[..3].iter().copied().chain(new_inits.iter().copied()))
            .results(types)
            .regions(1)
            .properties(props)
            .attributes(attrs);
        let new_for = rw.create(state);
        let new_block = add_block(rw, new_for, 0, &arg_locs);
        let new_args = rw.body().block_args(new_block).to_vec();
        transfer[0] = Some(new_args[0]);
        let mut k = 0;
        for i in 0..n {
            if transfer[1 + i].is_none() {
                transfer[1 + i] = Some(new_args[1 + k]);
                results[i] = Some(rw.body().result(new_for, k));
                k += 1;
            }
        }
        let transfer: Vec<ValueId> = transfer.into_iter().flatten().collect();
        let results: Vec<ValueId> = results.into_iter().flatten().collect();
        rw.merge_blocks(old_block, new_block, &transfer);
        let Some(merged) = rw.body().last_op(new_block) else {
            return true;
        };
        let kept: Vec<ValueId> = operands(rw.body(), merged)
            .into_iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| v)
            .collect();
        replace_yield(rw, merged, kept);
        rw.replace_op(op, &results);
        true
    }
}

/// The constant difference `ub - lb` (both constants, or `ub = lb + c`).
fn const_diff(ctx: &Context, body: &Body, lb: ValueId, ub: ValueId) -> Option<i128> {
    if let (Some(l), Some(u)) = (constant_int(ctx, body, lb), constant_int(ctx, body, ub)) {
        let width = match ctx.type_data(body.value_type(lb)) {
            strata_ir::TypeData::Integer { width, .. } => *width,
            _ => 64,
        };
        let d = u.wrapping_sub(l);
        // Wrap to the bit width, then sign-extend (APInt subtraction, getSExtValue).
        let d = if width >= 128 {
            d
        } else {
            let shift = 128 - width;
            (d << shift) >> shift
        };
        return Some(d);
    }
    let ValueDef::Result { op, .. } = body.value(ub).def else {
        return None;
    };
    if !is(ctx, body, op, "arith.addi") || body.num_operands(op) != 2 {
        return None;
    }
    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
    if a == lb {
        constant_int(ctx, body, b)
    } else if b == lb {
        constant_int(ctx, body, a)
    } else {
        None
    }
}

/// Removes loops that do not run, inlines loops that run once, and replaces empty loops
/// yielding outer values.
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let all = operands(body, op);
        if all.len() < 3 || all.len() - 3 != body.num_results(op) {
            return false;
        }
        let inits = all[3..].to_vec();
        let (lb, ub, step) = (all[0], all[1], all[2]);
        if lb == ub {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some(diff) = const_diff(ctx, body, lb, ub) else {
            return false;
        };
        if diff <= 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some(step) = constant_int(ctx, body, step) else {
            return false;
        };
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if step >= diff {
            let mut args = vec![lb];
            args.extend(inits);
            return replace_op_with_region(rw, op, r, &args);
        }
        let Some(b) = block(body, op, 0) else {
            return false;
        };
        let Some(y) = yield_of(ctx, body, op, 0) else {
            return false;
        };
        if body.first_op(b) != Some(y) {
            return false;
        }
        let yielded = operands(body, y);
        let inside = body.block_args(b);
        if yielded.iter().any(|v| inside.contains(v)) {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

// ---- scf.if ----

struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "RemoveUnusedResults"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let used: Vec<usize> = (0..body.num_results(op))
            .filter(|&i| !body.uses(body.result(op, i)).is_empty())
            .collect();
        if used.len() == body.num_results(op) {
            return false;
        }
        let (Some(_), Some(_)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else {
            return false;
        };
        let (Some(b0), Some(b1)) = (block(body, op, 0), block(body, op, 1)) else {
            return false;
        };
        let types: Vec<Type> = used
            .iter()
            .map(|&i| body.value_type(body.result(op, i)))
            .collect();
        let cond = body.operand(op, 0);
        let loc = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new_if = create(rw, "scf.if", vec![cond], types, 2, loc);
        for (i, src) in [(0, b0), (1, b1)] {
            let dest = add_block(rw, new_if, i, &[]);
            rw.merge_blocks(src, dest, &[]);
            let Some(y) = rw.body().last_op(dest) else {
                continue;
            };
            let ops = operands(rw.body(), y);
            let kept = used.iter().filter_map(|&k| ops.get(k).copied()).collect();
            replace_yield(rw, y, kept);
        }
        let mut reps: Vec<ValueId> = rw.body().results(op).collect();
        for (k, &i) in used.iter().enumerate() {
            reps[i] = rw.body().result(new_if, k);
        }
        rw.replace_op(op, &reps);
        true
    }
}

struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(c) = constant_bool(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        let (Some(then), Some(els)) = (region(body, op, 0), region(body, op, 1)) else {
            return false;
        };
        if c {
            replace_op_with_region(rw, op, then, &[])
        } else if !body.blocks(els).is_empty() {
            replace_op_with_region(rw, op, els, &[])
        } else {
            rw.erase_op(op);
            true
        }
    }
}

struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let n = body.num_results(op);
        if n == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else {
            return false;
        };
        let (then, els) = (body.regions(op)[0], body.regions(op)[1]);
        let (tv, ev) = (operands(body, ty), operands(body, ey));
        if tv.len() != n || ev.len() != n {
            return false;
        }
        let inner = |t: ValueId, e: ValueId| {
            value_region(body, t) == Some(then) || value_region(body, e) == Some(els)
        };
        let non_hoistable: Vec<Type> = tv
            .iter()
            .zip(&ev)
            .filter(|(t, e)| inner(**t, **e))
            .map(|(t, _)| body.value_type(*t))
            .collect();
        if non_hoistable.len() == n {
            return false;
        }
        let keep: Vec<bool> = tv.iter().zip(&ev).map(|(t, e)| inner(*t, *e)).collect();
        let cond = body.operand(op, 0);
        let loc = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let rep = create(rw, "scf.if", vec![cond], non_hoistable, 2, loc);
        move_region(rw, then, rep, 0);
        move_region(rw, els, rep, 1);
        rw.set_insertion_point(InsertionPoint::Before(rep));
        let mut results = Vec::new();
        let (mut ty_vals, mut ey_vals) = (Vec::new(), Vec::new());
        for i in 0..n {
            let (t, e) = (tv[i], ev[i]);
            if keep[i] {
                results.push(rw.body().result(rep, ty_vals.len()));
                ty_vals.push(t);
                ey_vals.push(e);
            } else if t == e {
                results.push(t);
            } else {
                let tt = rw.body().value_type(t);
                results.push(create_value(rw, "arith.select", vec![cond, t, e], tt, loc));
            }
        }
        replace_yield(rw, ty, ty_vals);
        replace_yield(rw, ey, ey_vals);
        rw.replace_op(op, &results);
        true
    }
}

struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "ConditionPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let cond = body.operand(op, 0);
        if constant_attr(ctx, body, cond).is_some() {
            return false;
        }
        let (Some(then), Some(els)) = (region(body, op, 0), region(body, op, 1)) else {
            return false;
        };
        let loc = body.op(op).loc;
        // Upstream walks the use list newest first.
        let uses: Vec<(OpId, usize)> = body
            .uses(cond)
            .iter()
            .rev()
            .map(|u| (u.op, u.operand as usize))
            .collect();
        let (mut t, mut f) = (None, None);
        let mut changed = false;
        for (user, idx) in uses {
            let in_then = region_contains(rw.body(), then, user);
            let in_else = !in_then && region_contains(rw.body(), els, user);
            if !in_then && !in_else {
                continue;
            }
            changed = true;
            rw.set_insertion_point(InsertionPoint::Before(op));
            let c = if in_then {
                *t.get_or_insert_with(|| bool_constant(rw, true, loc))
            } else {
                *f.get_or_insert_with(|| bool_constant(rw, false, loc))
            };
            rw.modify_op_in_place(user, |b| b.set_operand(user, idx, c));
        }
        changed
    }
}

struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else {
            return false;
        };
        let (tv, ev) = (operands(body, ty), operands(body, ey));
        let cond = body.operand(op, 0);
        let loc = body.op(op).loc;
        let i1 = ctx.integer_type(1, Signedness::Signless);
        let mut changed = false;
        for (i, (&t, &e)) in tv.iter().zip(&ev).enumerate() {
            let r = rw.body().result(op, i);
            let used = !rw.body().uses(r).is_empty();
            if t == e {
                if used {
                    rw.replace_all_uses_with(r, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tb), Some(eb)) = (
                constant_bool(ctx, rw.body(), t),
                constant_bool(ctx, rw.body(), e),
            ) else {
                continue;
            };
            if !tb && eb && used {
                rw.set_insertion_point(InsertionPoint::Before(op));
                let one = bool_constant(rw, true, loc);
                let not = create_value(rw, "arith.xori", vec![cond, one], i1, loc);
                rw.replace_all_uses_with(r, not);
                changed = true;
            }
            if tb && !eb && used {
                rw.replace_all_uses_with(r, cond);
                changed = true;
            }
        }
        changed
    }
}

/// The value `xori(x, true)` negates, if `v` is one.
fn negated(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    if !is(ctx, body, op, "arith.xori") || body.num_operands(op) != 2 {
        return None;
    }
    let one = constant_attr(ctx, body, body.operand(op, 1)).is_some_and(|a| {
        matches!(ctx.attr_data(a), strata_ir::AttrData::Integer { value, .. } if value.is_all_ones())
    });
    one.then(|| body.operand(op, 0))
}

struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "CombineIfs"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, next: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(prev) = body.prev_op(next) else {
            return false;
        };
        if !is(ctx, body, prev, "scf.if") {
            return false;
        }
        let (pc, nc) = (body.operand(prev, 0), body.operand(next, 0));
        let next_else_exists = block(body, next, 1).is_some();
        let (mut next_then, mut next_else) = (None, None);
        if nc == pc {
            next_then = block(body, next, 0);
            if next_else_exists {
                next_else = block(body, next, 1);
            }
        }
        if negated(ctx, body, nc) == Some(pc) || negated(ctx, body, pc) == Some(nc) {
            next_else = block(body, next, 0);
            next_then = if next_else_exists {
                block(body, next, 1)
            } else {
                None
            };
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let Some(prev_then_yield) = yield_of(ctx, body, prev, 0) else {
            return false;
        };
        let prev_else_yield = yield_of(ctx, body, prev, 1);
        let then_vals = operands(body, prev_then_yield);
        let else_vals = prev_else_yield
            .map(|y| operands(body, y))
            .unwrap_or_default();
        // Uses of prev's results inside next's regions take the yielded values.
        let n_prev = body.num_results(prev);
        for i in 0..n_prev.min(then_vals.len()).min(else_vals.len()) {
            let r = rw.body().result(prev, i);
            let uses: Vec<(OpId, usize)> = rw
                .body()
                .uses(r)
                .iter()
                .map(|u| (u.op, u.operand as usize))
                .collect();
            for (user, idx) in uses {
                let b = rw.body();
                let in_region = |blk: Option<BlockId>| {
                    blk.and_then(|x| b.block_region(x))
                        .is_some_and(|reg| region_contains(b, reg, user))
                };
                if in_region(next_then) {
                    let v = then_vals[i];
                    rw.modify_op_in_place(user, |b| b.set_operand(user, idx, v));
                } else if in_region(next_else) {
                    let v = else_vals[i];
                    rw.modify_op_in_place(user, |b| b.set_operand(user, idx, v));
                }
            }
        }
        let body = rw.body();
        let mut types: Vec<Type> = body.results(prev).map(|v| body.value_type(v)).collect();
        types.extend(body.results(next).map(|v| body.value_type(v)));
        let loc = body.op(next).loc;
        let (pt, pe) = (body.regions(prev)[0], body.regions(prev)[1]);
        rw.set_insertion_point(InsertionPoint::Before(next));
        let comb = create(rw, "scf.if", vec![pc], types, 2, loc);
        move_region(rw, pt, comb, 0);
        if let Some(nt) = next_then {
            let Some(cb) = block(rw.body(), comb, 0) else {
                return true;
            };
            let (Some(y1), Some(y2)) = (rw.body().last_op(cb), rw.body().last_op(nt)) else {
                return true;
            };
            let y2_loc = rw.body().op(y2).loc;
            rw.merge_blocks(nt, cb, &[]);
            let mut vals = operands(rw.body(), y1);
            vals.extend(operands(rw.body(), y2));
            rw.set_insertion_point(InsertionPoint::AtEnd(cb));
            create(rw, "scf.yield", vals, vec![], 0, y2_loc);
            rw.erase_op(y1);
            rw.erase_op(y2);
        }
        move_region(rw, pe, comb, 1);
        if let Some(ne) = next_else {
            let comb_else = block(rw.body(), comb, 1);
            match comb_else {
                None => {
                    if let Some(r) = rw.body().block_region(ne) {
                        move_region(rw, r, comb, 1);
                    }
                }
                Some(cb) => {
                    let (Some(y1), Some(y2)) = (rw.body().last_op(cb), rw.body().last_op(ne))
                    else {
                        return true;
                    };
                    let y2_loc = rw.body().op(y2).loc;
                    rw.merge_blocks(ne, cb, &[]);
                    let mut vals = operands(rw.body(), y1);
                    vals.extend(operands(rw.body(), y2));
                    rw.set_insertion_point(InsertionPoint::AtEnd(cb));
                    create(rw, "scf.yield", vals, vec![], 0, y2_loc);
                    rw.erase_op(y1);
                    rw.erase_op(y2);
                }
            }
        }
        let all: Vec<ValueId> = rw.body().results(comb).collect();
        let (pv, nv) = all.split_at(n_prev.min(all.len()));
        rw.replace_op(prev, pv);
        rw.replace_op(next, nv);
        true
    }
}

struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "RemoveEmptyElseBranch"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_results(op) != 0 {
            return false;
        }
        let Some(eb) = block(body, op, 1) else {
            return false;
        };
        if body.first_op(eb).is_none() || body.first_op(eb) != body.last_op(eb) {
            return false;
        }
        let d = body.op(op);
        let state = OperationState::new(d.name, d.loc)
            .operands(operands(body, op))
            .regions(2)
            .properties(d.properties)
            .attributes(d.attributes);
        let then = body.regions(op)[0];
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new_if = rw.create(state);
        move_region(rw, then, new_if, 0);
        rw.erase_op(op);
        true
    }
}

struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &str {
        "CombineNestedIfs"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(tb) = block(body, op, 0) else {
            return false;
        };
        let Some(then_yield) = yield_of(ctx, body, op, 0) else {
            return false;
        };
        let Some(nested) = body.first_op(tb) else {
            return false;
        };
        if body.next_op(nested) != Some(then_yield) || !is(ctx, body, nested, "scf.if") {
            return false;
        }
        let single = |b: BlockId| body.first_op(b).is_some() && body.first_op(b) == body.last_op(b);
        if block(body, op, 1).is_some_and(|b| !single(b)) {
            return false;
        }
        if block(body, nested, 1).is_some_and(|b| !single(b)) {
            return false;
        }
        let Some(nested_then_yield) = yield_of(ctx, body, nested, 0) else {
            return false;
        };
        let nested_else_yield = yield_of(ctx, body, nested, 1);
        let mut then_vals = operands(body, then_yield);
        let else_vals = yield_of(ctx, body, op, 1)
            .map(|y| operands(body, y))
            .unwrap_or_default();
        let then_region = body.regions(op)[0];
        let mut upgrade = Vec::new();
        for (i, v) in then_vals.clone().into_iter().enumerate() {
            if let ValueDef::Result { op: d, index } = body.value(v).def
                && d == nested
            {
                let Some(ney) = nested_else_yield else {
                    return false;
                };
                let idx = index as usize;
                if body.operands(ney).nth(idx) != else_vals.get(i).copied() {
                    return false;
                }
                let Some(tv) = body.operands(nested_then_yield).nth(idx) else {
                    return false;
                };
                then_vals[i] = tv;
                continue;
            }
            if value_region(body, v) == Some(then_region) {
                return false;
            }
            upgrade.push(i);
        }
        if !upgrade.is_empty() && else_vals.len() != then_vals.len() {
            return false;
        }
        let loc = body.op(op).loc;
        let (oc, nc) = (body.operand(op, 0), body.operand(nested, 0));
        let types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        let Some(ntb) = block(body, nested, 0) else {
            return false;
        };
        let i1 = ctx.integer_type(1, Signedness::Signless);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new_cond = create_value(rw, "arith.andi", vec![oc, nc], i1, loc);
        let new_if = create(rw, "scf.if", vec![new_cond], types, 2, loc);
        let nb = add_block(rw, new_if, 0, &[]);
        let mut results: Vec<ValueId> = rw.body().results(new_if).collect();
        rw.set_insertion_point(InsertionPoint::Before(new_if));
        for &i in &upgrade {
            let t = rw.body().value_type(then_vals[i]);
            results[i] = create_value(
                rw,
                "arith.select",
                vec![oc, then_vals[i], else_vals[i]],
                t,
                loc,
            );
        }
        rw.merge_blocks(ntb, nb, &[]);
        if let Some(y) = rw.body().last_op(nb) {
            replace_yield(rw, y, then_vals);
        }
        if !else_vals.is_empty() {
            let eb = add_block(rw, new_if, 1, &[]);
            rw.set_insertion_point(InsertionPoint::AtEnd(eb));
            create(rw, "scf.yield", else_vals, vec![], 0, loc);
        }
        rw.replace_op(op, &results);
        true
    }
}

// ---- scf.while ----

fn condition_of(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let t = body.last_op(block(body, op, 0)?)?;
    is(ctx, body, t, "scf.condition").then_some(t)
}

/// Uses of the condition forwarded to the `after` region become `true` there.
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &str {
        "WhileConditionTruth"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(term) = condition_of(ctx, body, op) else {
            return false;
        };
        let Some(ab) = block(body, op, 1) else {
            return false;
        };
        let targs = operands(body, term);
        let cond = targs[0];
        let after = body.block_args(ab).to_vec();
        let loc = body.op(op).loc;
        let mut t = None;
        let mut replaced = false;
        for (&v, &a) in targs[1..].iter().zip(&after) {
            if v == cond && !rw.body().uses(a).is_empty() {
                rw.set_insertion_point(InsertionPoint::Before(op));
                let c = *t.get_or_insert_with(|| bool_constant(rw, true, loc));
                rw.replace_all_uses_with(a, c);
                replaced = true;
            }
        }
        replaced
    }
}

/// Builds a new `scf.while` with `results` types and `inits`, empty regions.
fn new_while(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    results: Vec<Type>,
    inits: Vec<ValueId>,
) -> OpId {
    let d = rw.body().op(op);
    let (loc, props, attrs) = (d.loc, d.properties, d.attributes);
    let state = OperationState::new(rw.ctx().op_name("scf.while"), loc)
        .operands(inits)
        .results(results)
        .regions(2)
        .properties(props)
        .attributes(attrs);
    rw.set_insertion_point(InsertionPoint::Before(op));
    rw.create(state)
}

/// Drops results unused both outside and in the `after` region.
struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &str {
        "WhileUnusedResult"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(term) = condition_of(ctx, body, op) else {
            return false;
        };
        let (Some(bb), Some(ab)) = (block(body, op, 0), block(body, op, 1)) else {
            return false;
        };
        let targs = operands(body, term);
        let after = body.block_args(ab).to_vec();
        let n = body.num_results(op);
        if after.len() != n || targs.len() != n + 1 {
            return false;
        }
        let mut kept = Vec::new();
        for (i, &a) in after.iter().enumerate() {
            let r = body.result(op, i);
            if !(body.uses(r).is_empty() && body.uses(a).is_empty()) {
                kept.push(i);
            }
        }
        if kept.len() == n {
            return false;
        }
        let new_args: Vec<ValueId> = std::iter::once(targs[0])
            .chain(kept.iter().map(|&i| targs[1 + i]))
            .collect();
        let types: Vec<Type> = kept
            .iter()
            .map(|&i| body.value_type(body.result(op, i)))
            .collect();
        let locs: Vec<(Type, Location)> = kept
            .iter()
            .map(|&i| (body.value_type(body.result(op, i)), body.op(op).loc))
            .collect();
        let inits = operands(body, op);
        let tloc = body.op(term).loc;
        rw.set_insertion_point(InsertionPoint::Before(term));
        create(rw, "scf.condition", new_args, vec![], 0, tloc);
        rw.erase_op(term);
        let w = new_while(rw, op, types, inits);
        let nab = add_block(rw, w, 1, &locs);
        let before_region = rw.body().block_region(bb);
        if let Some(r) = before_region {
            move_region(rw, r, w, 0);
        }
        let new_after = rw.body().block_args(nab).to_vec();
        let mut args: Vec<ValueId> = after.clone();
        let mut reps: Vec<ValueId> = rw.body().results(op).collect();
        for (k, &i) in kept.iter().enumerate() {
            args[i] = new_after[k];
            reps[i] = rw.body().result(w, k);
        }
        rw.merge_blocks(ab, nab, &args);
        rw.replace_op(op, &reps);
        true
    }
}

/// Drops `before` arguments without uses (with their inits and yielded values).
struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &str {
        "WhileRemoveUnusedArgs"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let (Some(bb), Some(ab)) = (block(body, op, 0), block(body, op, 1)) else {
            return false;
        };
        let Some(y) = yield_of(ctx, body, op, 1) else {
            return false;
        };
        let before = body.block_args(bb).to_vec();
        let yields = operands(body, y);
        let inits = operands(body, op);
        if before.len() != yields.len() || before.len() != inits.len() {
            return false;
        }
        if !before.iter().any(|&a| body.uses(a).is_empty()) {
            return false;
        }
        let mut new_yields = Vec::new();
        let mut new_inits = Vec::new();
        let mut erase = Vec::new();
        for (i, &a) in before.iter().enumerate() {
            if body.uses(a).is_empty() {
                erase.push(i);
            } else {
                new_yields.push(yields[i]);
                new_inits.push(inits[i]);
            }
        }
        let types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        let loc = body.op(op).loc;
        let before_locs: Vec<(Type, Location)> = new_inits
            .iter()
            .map(|&v| (body.value_type(v), value_loc(body, v, loc)))
            .collect();
        let after_locs: Vec<(Type, Location)> =
            types.iter().map(|&t| (t, body.op(op).loc)).collect();
        rw.modify_op_in_place(op, |b| b.erase_block_args(bb, &erase));
        let w = new_while(rw, op, types, new_inits);
        let nbb = add_block(rw, w, 0, &before_locs);
        let nab = add_block(rw, w, 1, &after_locs);
        replace_yield(rw, y, new_yields);
        let a1 = rw.body().block_args(nbb).to_vec();
        rw.merge_blocks(bb, nbb, &a1);
        let a2 = rw.body().block_args(nab).to_vec();
        rw.merge_blocks(ab, nab, &a2);
        let reps: Vec<ValueId> = rw.body().results(w).collect();
        rw.replace_op(op, &reps);
        true
    }
}

// ---- scf.execute_region ----

/// Inlines a single-block `scf.execute_region` (unless `no_inline`).
struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }
    fn debug_name(&self) -> &str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if strata_ir::symbols::op_attr(ctx, body, op, "no_inline").is_some() {
            return false;
        }
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if body.blocks(r).len() != 1 {
            return false;
        }
        replace_op_with_region(rw, op, r, &[])
    }
}

// ---- scf.index_switch ----

/// `scf.index_switch` fold on a constant argument: the matching region's ops move before
/// the switch and its results become the yielded values.
pub(super) fn fold_index_switch(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let c = constant_int(ctx, body, body.operand(op, 0))?;
    let cases = switch_cases(ctx, body, op);
    let index = cases
        .iter()
        .position(|&v| i128::from(v) == c)
        .map_or(0, |i| i + 1);
    let b = block(body, op, index)?;
    let t = body.last_op(b)?;
    if body.num_operands(t) != body.num_results(op) {
        return None;
    }
    let results: Vec<FoldResult> = body.operands(t).map(FoldResult::Value).collect();
    let ops: Vec<OpId> = body.block_ops(b).filter(|&o| o != t).collect();
    for o in ops {
        body.move_op_before(o, op);
    }
    Some(results)
}
