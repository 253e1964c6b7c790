//! Folds and canonicalization patterns of the `scf` dialect, as mlir-opt 22 registers them:
//! `scf.for` (trip-count based trivial loops), `scf.if` (static conditions, selects,
//! condition propagation, yielded conditions, consecutive and nested ifs, empty else),
//! `scf.while` (condition truth, repeated compares, argument alignment),
//! `scf.execute_region` (single-block inlining) and constant `scf.index_switch`; unused,
//! duplicate and forwarded values of all of them go through `region_branch`.

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{
    BlockId, Body, InsertionPoint, OpId, OperationState, RegionId, ValueDef, ValueId,
};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Location, Signedness, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{constant_int_i128 as constant_int, switch_cases};
use super::region_branch;
use strata_ir::matchers::{constant_attr, constant_bool};

/// Registers the `scf` canonicalization patterns into `ctx`, in upstream's order (each op's
/// own patterns, then the region-branch patterns for it).
pub(super) fn register(ctx: &Context) {
    let mut patterns: Vec<Arc<dyn RewritePattern>> = vec![Arc::new(SimplifyTrivialLoops)];
    patterns.extend(region_branch::patterns("scf.for"));
    patterns.extend([
        Arc::new(CombineIfs) as Arc<dyn RewritePattern>,
        Arc::new(CombineNestedIfs),
        Arc::new(ConditionPropagation),
        Arc::new(ConvertTrivialIfToSelect),
        Arc::new(RemoveEmptyElseBranch),
        Arc::new(RemoveStaticCondition),
        Arc::new(ReplaceIfYieldWithConditionOrValue),
    ]);
    patterns.extend(region_branch::patterns("scf.if"));
    patterns.extend([
        Arc::new(WhileConditionTruth) as Arc<dyn RewritePattern>,
        Arc::new(WhileCmpCond),
        Arc::new(WhileOpAlignBeforeArgs),
    ]);
    patterns.extend(region_branch::patterns("scf.while"));
    patterns.push(Arc::new(SingleBlockExecuteInliner));
    patterns.extend(region_branch::patterns("scf.execute_region"));
    patterns.extend(region_branch::patterns("scf.index_switch"));
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

/// The overflow-flag text of an `arith.addi` (`""` when it has none).
fn overflow_text(ctx: &Context, body: &Body, op: OpId) -> String {
    match strata_ir::symbols::op_attr(ctx, body, op, "overflowFlags").map(|a| ctx.attr_data(a)) {
        Some(strata_ir::AttrData::Opaque { body, .. }) => body.to_string(),
        _ => String::new(),
    }
}

/// Wraps `v` to `width` bits, as a signed (sign-extended) or unsigned value.
fn wrap(v: i128, width: u32, signed: bool) -> i128 {
    if width >= 128 {
        return v;
    }
    let shift = 128 - width;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u128) << shift >> shift) as i128
    }
}

/// The static trip count of an `scf.for` (upstream's `constantTripCount` with the loop's
/// signedness): `None` when unknown.
fn trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u128> {
    let all = operands(body, op);
    let (lb, ub, step) = (*all.first()?, *all.get(1)?, *all.get(2)?);
    if lb == ub {
        return Some(0);
    }
    let signed = strata_ir::symbols::op_attr(ctx, body, op, "unsignedCmp").is_none();
    let width = match ctx.type_data(body.value_type(lb)) {
        strata_ir::TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    let step = constant_int(ctx, body, step);
    if let Some(s) = step
        && s <= 0
    {
        return Some(0);
    }
    let diff = match (constant_int(ctx, body, lb), constant_int(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = (wrap(l, width, signed), wrap(u, width, signed));
            if u <= l {
                return Some(0);
            }
            wrap(u - l, width, signed)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let ValueDef::Result { op: add, .. } = body.value(ub).def else {
                return None;
            };
            if !is(ctx, body, add, "arith.addi") || body.num_operands(add) != 2 {
                return None;
            }
            let flags = overflow_text(ctx, body, add);
            if !flags.contains(if signed { "nsw" } else { "nuw" }) || body.operand(add, 0) != lb {
                return None;
            }
            constant_int(ctx, body, body.operand(add, 1))?
        }
    };
    if diff < 0 {
        return Some(0);
    }
    let step = wrap(step?, width, signed) as u128;
    let diff = diff as u128;
    Some(diff.div_ceil(step))
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
        let lb = all[0];
        let Some(tc) = trip_count(ctx, body, op) else {
            return false;
        };
        if tc == 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if tc == 1 {
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

/// `arith.cmpi`'s predicate number, if `op` is one.
fn cmpi_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    if !is(ctx, body, op, "arith.cmpi") || body.num_operands(op) != 2 {
        return None;
    }
    let a = strata_ir::symbols::op_attr(ctx, body, op, "predicate")?;
    match ctx.attr_data(a) {
        strata_ir::AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// In the `after` region, an `arith.cmpi` repeating (or negating) the `arith.cmpi`
/// computing the condition over forwarded values becomes `true` (or `false`).
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &str {
        "WhileCmpCond"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let (Some(term), Some(ab)) = (condition_of(ctx, body, op), block(body, op, 1)) else {
            return false;
        };
        let targs = operands(body, term);
        let Some(&cond) = targs.first() else {
            return false;
        };
        let ValueDef::Result { op: cmp, .. } = body.value(cond).def else {
            return false;
        };
        let Some(pred) = cmpi_predicate(ctx, body, cmp) else {
            return false;
        };
        let cmp_ops = [body.operand(cmp, 0), body.operand(cmp, 1)];
        let pairs: Vec<(ValueId, ValueId)> = targs[1..]
            .iter()
            .copied()
            .zip(body.block_args(ab).iter().copied())
            .collect();
        let mut changed = false;
        for (v, arg) in pairs {
            for idx in 0..2 {
                if v != cmp_ops[idx] {
                    continue;
                }
                // Latest uses first, as MLIR's use lists are walked.
                let mut users: Vec<OpId> = Vec::new();
                for u in rw.body().uses(arg).iter().rev() {
                    if !users.contains(&u.op) {
                        users.push(u.op);
                    }
                }
                for user in users {
                    let body = rw.body();
                    let Some(p2) = cmpi_predicate(ctx, body, user) else {
                        continue;
                    };
                    if body.operand(user, 1 - idx) != cmp_ops[1 - idx] {
                        continue;
                    }
                    let same = if p2 == pred {
                        true
                    } else if u64::try_from(pred)
                        .is_ok_and(|p| i64::try_from(crate::arith::invert_cmpi(p)) == Ok(p2))
                    {
                        false
                    } else {
                        continue;
                    };
                    let loc = body.op(user).loc;
                    // Upstream's `replaceOpWithNewOp` builds at the pattern's insertion
                    // point, before the `scf.while`, not at the replaced op.
                    rw.set_insertion_point(InsertionPoint::Before(op));
                    let c = bool_constant(rw, same, loc);
                    rw.replace_op(user, &[c]);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// When the `before` arguments are forwarded to `scf.condition` in another order, the
/// condition's operands (and the `after` arguments and results) are reordered to match.
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &str {
        "WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let (Some(bb), Some(ab)) = (block(body, op, 0), block(body, op, 1)) else {
            return false;
        };
        let Some(term) = condition_of(ctx, body, op) else {
            return false;
        };
        let targs = operands(body, term);
        let Some((&cond, targs)) = targs.split_first() else {
            return false;
        };
        let before = body.block_args(bb).to_vec();
        if before == targs || before.len() != targs.len() {
            return false;
        }
        if targs
            .iter()
            .enumerate()
            .any(|(i, v)| targs[..i].contains(v))
        {
            return false;
        }
        let n = before.len();
        if body.num_results(op) != n || body.block_args(ab).len() != n {
            return false;
        }
        // mapping[p] = the `before` argument forwarded as condition operand `p`.
        let mut mapping = vec![0; n];
        for (i, a) in before.iter().enumerate() {
            let Some(p) = targs.iter().position(|v| v == a) else {
                return false;
            };
            mapping[p] = i;
        }
        let loc = body.op(op).loc;
        let inits = operands(body, op);
        let mut types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        for (i, &j) in mapping.iter().enumerate() {
            types[j] = body.value_type(body.result(op, i));
        }
        let before_locs: Vec<(Type, Location)> = inits
            .iter()
            .map(|&v| (body.value_type(v), value_loc(body, v, loc)))
            .collect();
        let after_locs: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
        let tloc = body.op(term).loc;
        rw.set_insertion_point(InsertionPoint::Before(term));
        let mut new_args = vec![cond];
        new_args.extend(before.iter().copied());
        create(rw, "scf.condition", new_args, vec![], 0, tloc);
        rw.erase_op(term);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let w = create(rw, "scf.while", inits, types, 2, loc);
        let nbb = add_block(rw, w, 0, &before_locs);
        let nab = add_block(rw, w, 1, &after_locs);
        let new_before = rw.body().block_args(nbb).to_vec();
        let new_after = rw.body().block_args(nab).to_vec();
        let mut results = Vec::with_capacity(n);
        let mut after_args = Vec::with_capacity(n);
        for &j in &mapping {
            results.push(rw.body().result(w, j));
            after_args.push(new_after[j]);
        }
        rw.inline_block_before(bb, nbb, rw.body().first_op(nbb), &new_before);
        rw.inline_block_before(ab, nab, rw.body().first_op(nab), &after_args);
        rw.replace_op(op, &results);
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
