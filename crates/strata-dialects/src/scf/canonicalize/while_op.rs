//! `scf.while` canonicalization: the condition is `true` in the `after` region, repeated
//! (or negated) comparisons of the condition fold there, and condition operands follow
//! the order of the `before` arguments.

use std::sync::Arc;

use strata_ir::ir::{Body, InsertionPoint, OpId, ValueDef, ValueId};
use strata_ir::matchers::scalar_int_value;
use strata_ir::{Context, Location, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{block, bool_constant, operands, value_loc};
use crate::arith::CmpIOp;
use crate::scf::ops::{ConditionOp, WhileOp};

/// The `scf.while` patterns, in upstream's order.
pub(super) fn patterns() -> [Arc<dyn RewritePattern>; 3] {
    [
        Arc::new(WhileConditionTruth),
        Arc::new(WhileCmpCond),
        Arc::new(WhileOpAlignBeforeArgs),
    ]
}

/// The `scf.condition` ending the single `before` block of `op`.
fn condition_of(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let t = body.last_op(block(body, op, 0)?)?;
    ConditionOp::isa(ctx, body, t).then_some(t)
}

/// Uses of the condition forwarded to the `after` region become `true` there.
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::NAME)
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
    let cmp = CmpIOp::cast(ctx, body, op)?;
    if body.num_operands(op) != 2 {
        return None;
    }
    scalar_int_value(ctx, cmp.predicate(ctx, body)?)?.to_i64_checked()
}

/// In the `after` region, an `arith.cmpi` repeating (or negating) the `arith.cmpi`
/// computing the condition over forwarded values becomes `true` (or `false`).
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::NAME)
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
        Some(WhileOp::NAME)
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
        ConditionOp::build(rw, tloc, cond, &before);
        rw.erase_op(term);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let (w, nbb, nab) =
            WhileOp::build_with_blocks(rw, loc, &types, &inits, &before_locs, &after_locs);
        let w = w.id();
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
