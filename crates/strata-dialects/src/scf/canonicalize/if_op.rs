//! `scf.if` canonicalization: static conditions, selects for hoistable yields, condition
//! propagation into the regions, yielded conditions, consecutive ifs on the same (or the
//! negated) condition, nested ifs and empty `else` regions.

use std::sync::Arc;

use strata_ir::Type;
use strata_ir::ir::{BlockId, InsertionPoint, OpId, ValueDef, ValueId};
use strata_ir::matchers::{constant_attr, constant_bool};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{
    add_block, block, bool_constant, move_region, operands, region, region_contains,
    replace_op_with_region, replace_yield, value_region, yield_of,
};
use crate::arith::{AndIOp, SelectOp, XOrIOp};
use crate::scf::fold::negated;
use crate::scf::ops::{IfOp, YieldOp};

/// The `scf.if` patterns, in upstream's order.
pub(super) fn patterns() -> [Arc<dyn RewritePattern>; 7] {
    [
        Arc::new(CombineIfs),
        Arc::new(CombineNestedIfs),
        Arc::new(ConditionPropagation),
        Arc::new(ConvertTrivialIfToSelect),
        Arc::new(RemoveEmptyElseBranch),
        Arc::new(RemoveStaticCondition),
        Arc::new(ReplaceIfYieldWithConditionOrValue),
    ]
}

/// An `scf.if` on a constant condition becomes the region that runs (or nothing).
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(c) = constant_bool(ctx, body, IfOp(op).condition(body)) else {
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

/// Yielded values defined outside the regions become `arith.select`s (or the value
/// itself when both regions yield it); the `scf.if` keeps the other results.
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
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
        let (then, els) = (IfOp(op).then_region(body), IfOp(op).else_region(body));
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
        let cond = IfOp(op).condition(body);
        let loc = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let rep = IfOp::build(rw, loc, &non_hoistable, cond).id();
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
                results.push(SelectOp::build(rw, loc, tt, cond, t, e).result(rw.body()));
            }
        }
        replace_yield(rw, ty, ty_vals);
        replace_yield(rw, ey, ey_vals);
        rw.replace_op(op, &results);
        true
    }
}

/// Uses of the condition inside `then` become `true`, inside `else` `false`.
struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "ConditionPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let cond = IfOp(op).condition(body);
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

/// Results yielding the same value in both regions become that value; results yielding
/// `true`/`false` (or `false`/`true`) become the condition (or its negation).
struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
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
        let cond = IfOp(op).condition(body);
        let loc = body.op(op).loc;
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
                let not = XOrIOp::build(rw, loc, cond, one).result(rw.body());
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

/// Two consecutive `scf.if`s on the same (or the negated) condition become one.
struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
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
        if !IfOp::isa(ctx, body, prev) {
            return false;
        }
        let (pc, nc) = (IfOp(prev).condition(body), IfOp(next).condition(body));
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
        let (pt, pe) = (IfOp(prev).then_region(body), IfOp(prev).else_region(body));
        rw.set_insertion_point(InsertionPoint::Before(next));
        let comb = IfOp::build(rw, loc, &types, pc).id();
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
            YieldOp::build(rw, y2_loc, &vals);
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
                    YieldOp::build(rw, y2_loc, &vals);
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

/// An `else` region holding only its `scf.yield` is dropped (ifs without results).
struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
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
        let if_op = IfOp(op);
        let d = body.op(op);
        let state = IfOp::state(rw.ctx(), body, d.loc, &[], if_op.condition(body))
            .properties(d.properties)
            .attributes(d.attributes);
        let then = if_op.then_region(body);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new_if = rw.create(state);
        move_region(rw, then, new_if, 0);
        rw.erase_op(op);
        true
    }
}

/// An `scf.if` whose `then` region holds only another `scf.if` becomes one `scf.if` on
/// the conjunction of the conditions.
struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&str> {
        Some(IfOp::NAME)
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
        if body.next_op(nested) != Some(then_yield) || !IfOp::isa(ctx, body, nested) {
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
        let then_region = IfOp(op).then_region(body);
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
        let (oc, nc) = (IfOp(op).condition(body), IfOp(nested).condition(body));
        let types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        let Some(ntb) = block(body, nested, 0) else {
            return false;
        };
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new_cond = AndIOp::build(rw, loc, oc, nc).result(rw.body());
        let new_if = IfOp::build(rw, loc, &types, new_cond).id();
        let nb = add_block(rw, new_if, 0, &[]);
        let mut results: Vec<ValueId> = rw.body().results(new_if).collect();
        rw.set_insertion_point(InsertionPoint::Before(new_if));
        for &i in &upgrade {
            let t = rw.body().value_type(then_vals[i]);
            results[i] =
                SelectOp::build(rw, loc, t, oc, then_vals[i], else_vals[i]).result(rw.body());
        }
        rw.merge_blocks(ntb, nb, &[]);
        if let Some(y) = rw.body().last_op(nb) {
            replace_yield(rw, y, then_vals);
        }
        if !else_vals.is_empty() {
            let eb = add_block(rw, new_if, 1, &[]);
            rw.set_insertion_point(InsertionPoint::AtEnd(eb));
            YieldOp::build(rw, loc, &else_vals);
        }
        rw.replace_op(op, &results);
        true
    }
}
