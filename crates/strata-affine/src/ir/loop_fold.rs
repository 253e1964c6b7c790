//! The in-place folds of `affine.for` and `affine.if` (upstream's `AffineForOp::fold` and
//! `AffineIfOp::fold`): constant loop bounds folded, `affine.apply` producers composed
//! into bound maps and conditions, maps, sets and operands canonicalized (valid symbols
//! become symbols, constants fold in, duplicates merge), and empty loops folded to what
//! they forward. As fold hooks they run wherever ops are folded: canonicalization, the
//! fold-only greedy runs of the lowerings and the conversion driver's fold before
//! patterns.

use strata_ir::affine::flatten::bound_for_expr;
use strata_ir::affine::{AffineExpr, AffineMap, AffineStore, IntegerSet};
use strata_ir::ir::{Body, OpId, ValueDef, ValueId};
use strata_ir::matchers::constant_i64;
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context};

use super::canonicalize::{entry_block, holds_one_op};
use super::compose::{
    Exprs, apply_producer, canonicalize_exprs, compose_and_canonicalize, compose_map_and_operands,
};
use super::fold::eval_partial;
use super::ops::{
    ForOp, IfOp, for_segments, for_step, map_attr, map_attribute, set_attribute, trip_count,
    with_prop,
};

/// `affine.for`'s fold hook (upstream's `AffineForOp::fold`): bounds folded and
/// canonicalized in place; a loop with results that never runs folds to its inits, and
/// one whose body is only the terminator to what it forwards.
pub(crate) fn fold_for(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let mut folded = false;
    if let Some((operands, props)) = fold_for_bounds(ctx, body, op) {
        body.set_operands(op, &operands);
        body.op_mut(op).properties = Some(props);
        folded = true;
    }
    if body.num_results(op) != 0 && trip_count(ctx, body, op) == Some(0) {
        let inits = ForOp(op).inits(ctx, body);
        if inits.len() == body.num_results(op) {
            return Some(inits.into_iter().map(FoldResult::Value).collect());
        }
    }
    if let Some(values) = fold_empty_loop(ctx, body, op) {
        return Some(values.into_iter().map(FoldResult::Value).collect());
    }
    folded.then(Vec::new)
}

/// `affine.if`'s fold hook (upstream's `AffineIfOp::fold`): the condition and its
/// operands canonicalized in place.
pub(crate) fn fold_if(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let (operands, props) = fold_if_condition(ctx, body, op)?;
    body.set_operands(op, &operands);
    body.op_mut(op).properties = Some(props);
    Some(Vec::new())
}

/// The constant lower bound of the `affine.for` whose induction variable is `v`.
pub(super) fn iv_lower_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let for_op = iv_owner(ctx, body, v)?;
    ctx.affine()
        .single_constant_result(map_attr(ctx, body, for_op, "lowerBoundMap")?)
}

/// The largest value the induction variable `v` of an `affine.for` with a constant upper
/// bound takes (the last step below the bound when the lower bound is constant too).
pub(super) fn iv_upper_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let for_op = iv_owner(ctx, body, v)?;
    let store = ctx.affine();
    let ub = store.single_constant_result(map_attr(ctx, body, for_op, "upperBoundMap")?)?;
    match store.single_constant_result(map_attr(ctx, body, for_op, "lowerBoundMap")?) {
        Some(lb) => {
            let step = for_step(ctx, body, for_op);
            if step <= 0 {
                return None;
            }
            // In i128: bounds near the ends of i64 must not overflow (none if it does not fit).
            let (ub, lb, step) = (i128::from(ub), i128::from(lb), i128::from(step));
            i64::try_from(ub - 1 - (ub - lb - 1).rem_euclid(step)).ok()
        }
        None => ub.checked_sub(1),
    }
}

/// The `affine.for` whose induction variable is `v`.
pub(super) fn iv_owner(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    let ValueDef::BlockArg { block, index } = body.value(v).def else {
        return None;
    };
    let op = body.region_parent(body.block_region(block)?)?;
    (index == 0 && ForOp::isa(ctx, body, op)).then_some(op)
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: drops results that can never be the
/// min (or max) given the constant bounds of loop induction variables.
fn simplify_min_max_with_operands(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &[ValueId],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map;
    }
    let store = ctx.affine();
    let data = store.map_data(map);
    let (nd, ns) = (data.num_dims, data.num_symbols);
    let clbs: Vec<Option<i64>> = operands
        .iter()
        .map(|&v| iv_lower_bound(ctx, body, v))
        .collect();
    let cubs: Vec<Option<i64>> = operands
        .iter()
        .map(|&v| iv_upper_bound(ctx, body, v))
        .collect();
    let results = data.results.to_vec();
    let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
    for &e in &results {
        if let Some(c) = store.as_constant(e) {
            lbs.push(Some(c));
            ubs.push(Some(c));
        } else {
            lbs.push(bound_for_expr(store, e, nd, ns, &clbs, &cubs, false));
            ubs.push(bound_for_expr(store, e, nd, ns, &clbs, &cubs, true));
        }
    }
    let (near, far) = if is_max { (&ubs, &lbs) } else { (&lbs, &ubs) };
    let beyond = |a: i64, b: i64| if is_max { a > b } else { a < b };
    let mut kept = Vec::new();
    for (i, &e0) in results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lbs[i], ubs[i])
            && l == u
        {
            e = store.constant(l);
        }
        // Result `i` is redundant when another result's `far` bound is beyond its `near`
        // one (for a max: another lower bound above its upper bound).
        let Some(near_i) = near[i] else {
            kept.push(e);
            continue;
        };
        let redundant = far.iter().enumerate().any(|(pos, &other)| {
            let Some(other) = other else { return false };
            if pos == i {
                return false;
            }
            if beyond(other, near_i) {
                return true;
            }
            if beyond(near_i, other) {
                return false;
            }
            !(near[pos].is_some()
                && far[i].is_some()
                && lbs[i] == ubs[i]
                && Some(other) == near[pos]
                && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    store.map(nd, ns, &kept)
}

/// `map` without results equal to the one before them (upstream's `removeDuplicateExprs`
/// uses `llvm::unique`, so only adjacent repeats go: `(d0, d1, d0)` stays).
fn remove_adjacent_duplicate_exprs(store: &AffineStore, map: AffineMap) -> AffineMap {
    let d = store.map_data(map);
    let mut out: Vec<AffineExpr> = d.results.to_vec();
    out.dedup();
    store.map(d.num_dims, d.num_symbols, &out)
}

/// The operands and properties `affine.for` `op` gets from upstream's in-place
/// `AffineForOp::fold` (`foldLoopBounds` + `canonicalizeLoopBounds`: constant bounds
/// folded, `affine.apply` producers composed into the bound maps, maps canonicalized);
/// `None` when it does not change. Lowerings fold this way before rewriting, as MLIR's
/// dialect conversion folds an op before applying patterns to it.
pub fn fold_for_bounds(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<ValueId>, Attribute)> {
    let store = ctx.affine();
    let [lb_r, ub_r, init_r] = for_segments(ctx, body, op)?;
    let (lb0, ub0) = (
        map_attr(ctx, body, op, "lowerBoundMap")?,
        map_attr(ctx, body, op, "upperBoundMap")?,
    );
    let all: Vec<ValueId> = body.operands(op).collect();
    let mut lb_ops = all[lb_r].to_vec();
    let mut ub_ops = all[ub_r].to_vec();
    if store.map_data(lb0).num_inputs() as usize != lb_ops.len()
        || store.map_data(ub0).num_inputs() as usize != ub_ops.len()
        || store.map_data(lb0).num_results() == 0
        || store.map_data(ub0).num_results() == 0
    {
        return None;
    }
    let (mut lb, mut ub) = (lb0, ub0);
    let mut changed = false;
    // foldLoopBounds.
    let fold_bound = |map: AffineMap, ops: &[ValueId], lower: bool| -> Option<i64> {
        if store.single_constant_result(map).is_some() {
            return None;
        }
        let consts: Vec<Option<i64>> = ops.iter().map(|&v| constant_i64(ctx, body, v)).collect();
        let d = store.map_data(map);
        let vals: Option<Vec<i64>> = d
            .results
            .iter()
            .map(|&e| eval_partial(store, e, d.num_dims, &consts))
            .collect();
        let vals = vals?;
        if lower {
            vals.into_iter().max()
        } else {
            vals.into_iter().min()
        }
    };
    if let Some(v) = fold_bound(lb, &lb_ops, true) {
        lb = store.constant_map(v);
        lb_ops.clear();
        changed = true;
    }
    if let Some(v) = fold_bound(ub, &ub_ops, false) {
        ub = store.constant_map(v);
        ub_ops.clear();
        changed = true;
    }
    // canonicalizeLoopBounds.
    let (prev_lb, prev_ub) = (lb, ub);
    let mut nlb_ops = lb_ops.clone();
    let mut nub_ops = ub_ops.clone();
    let mut nlb = compose_and_canonicalize(ctx, body, lb, &mut nlb_ops);
    nlb = simplify_min_max_with_operands(ctx, body, nlb, &nlb_ops, true);
    nlb = remove_adjacent_duplicate_exprs(store, nlb);
    let nub = simplify_min_max_with_operands(ctx, body, ub, &nub_ops, false);
    let mut nub = compose_and_canonicalize(ctx, body, nub, &mut nub_ops);
    nub = remove_adjacent_duplicate_exprs(store, nub);
    if nlb != prev_lb {
        lb = nlb;
        lb_ops = nlb_ops;
        changed = true;
    }
    if nub != prev_ub {
        ub = nub;
        ub_ops = nub_ops;
        changed = true;
    }
    if !changed || store.map_data(lb).num_results() == 0 || store.map_data(ub).num_results() == 0 {
        return None;
    }
    let inits = all[init_r].to_vec();
    let segs = [lb_ops.len() as i32, ub_ops.len() as i32, inits.len() as i32];
    let mut operands = lb_ops;
    operands.extend(ub_ops);
    operands.extend(inits);
    let props = body.op(op).properties;
    let props = with_prop(ctx, props, "lowerBoundMap", map_attribute(ctx, lb));
    let props = with_prop(ctx, Some(props), "upperBoundMap", map_attribute(ctx, ub));
    let segs = strata_ods::i32_array_attr(ctx, &segs);
    let props = with_prop(ctx, Some(props), "operandSegmentSizes", segs);
    Some((operands, props))
}

/// The values replacing the results of `affine.for` `op` when its body is only the
/// terminator (MLIR's `AffineForEmptyLoopFolder`, part of `AffineForOp::fold`): the
/// inits for a zero trip count, else what the yield forwards when that is known.
pub fn fold_empty_loop(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<ValueId>> {
    let block = entry_block(body, op, 0)?;
    let last = body.last_op(block).filter(|_| holds_one_op(body, block))?;
    if body.num_results(op) == 0 {
        // Upstream reports success without changing anything here; the loop is
        // erased as trivially dead when its body has no effect.
        return None;
    }
    let [_, _, init_r] = for_segments(ctx, body, op)?;
    let inits: Vec<ValueId> = init_r.map(|i| body.operand(op, i)).collect();
    let tc = trip_count(ctx, body, op);
    if tc == Some(0) {
        return Some(inits);
    }
    let iv = body.block_args(block).first().copied();
    let iter_args: Vec<ValueId> = body.block_args(block).iter().skip(1).copied().collect();
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, y) in body.operands(last).enumerate() {
        if Some(y) == iv {
            // The induction variable's last value is not computed (as in MLIR 22).
            return None;
        }
        match iter_args.iter().position(|&a| a == y) {
            None => {
                outside = true;
                repl.push(y);
            }
            Some(pos) => {
                if pos != i {
                    out_of_order = true;
                }
                let &init = inits.get(pos)?;
                repl.push(init);
            }
        }
    }
    if repl.len() != body.num_results(op) {
        return None;
    }
    if tc.is_none() && (outside || out_of_order) {
        return None;
    }
    if tc.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    Some(repl)
}

/// The operands and properties `affine.if` `op` gets from upstream's in-place
/// `AffineIfOp::fold` (`affine.apply` producers composed into the condition, set and
/// operands canonicalized); `None` when it does not change.
pub fn fold_if_condition(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<(Vec<ValueId>, Attribute)> {
    let store = ctx.affine();
    let set = IfOp(op).integer_set(ctx, body)?;
    let sd = store.set_data(set);
    let old: Vec<ValueId> = body.operands(op).collect();
    if old.len() != sd.num_inputs() as usize {
        return None;
    }
    let eq = sd.eq_flags.to_vec();
    let mut operands = old.clone();
    let mut m = Exprs {
        num_dims: sd.num_dims,
        num_symbols: sd.num_symbols,
        exprs: sd.constraints.to_vec(),
    };
    if old.iter().any(|&v| apply_producer(ctx, body, v).is_some()) {
        let map = m.to_map(store);
        let composed = compose_map_and_operands(ctx, body, map, &mut operands);
        m = Exprs::of_map(store, composed);
    }
    canonicalize_exprs(ctx, body, &mut m, &mut operands);
    if m.exprs.len() != eq.len() {
        return None;
    }
    let new_set: IntegerSet = store.integer_set(m.num_dims, m.num_symbols, &m.exprs, &eq);
    if new_set == set && operands == old {
        return None;
    }
    let props = with_prop(
        ctx,
        body.op(op).properties,
        "condition",
        set_attribute(ctx, new_set),
    );
    Some((operands, props))
}
