//! Canonicalization patterns of the affine ops, following upstream's `AffineOps.cpp`:
//! composition of `affine.apply` producers into their users and simplification from the
//! operands' ranges (`SimplifyAffineOp`),
//! loop-bound folding, empty-loop removal, dead `else` removal, always-true/false
//! conditions and the `affine.min`/`affine.max` patterns. Replacement ops are made with
//! the ops' typed builders; in-place updates go through the rewriter.

use std::sync::Arc;

use strata_ir::affine::flatten::{bound_for_expr, flat_without_locals};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, AffineStore, IntegerSet};
use strata_ir::ir::{BlockId, Body, OpId, ValueDef, ValueId};
use strata_ir::matchers::constant_i64;
use strata_ir::{Attribute, Context};
use strata_pass::rewrite::{
    FnPattern, PatternRewriter, RewriteFn, register_canonicalization_pattern,
};

use super::compose::{
    Exprs, apply_producer, canonicalize_exprs, compose_and_canonicalize, compose_map_and_operands,
};
use super::fold::eval_partial;
use super::ops::{
    ApplyOp, ForOp, IfOp, LoadOp, MaxOp, MinOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp,
    for_segments, for_step, map_attr, map_attribute, set_attribute, trip_count, with_prop,
};
use super::simplify_operands::simplify_map_with_operands;

/// Registers the canonicalization patterns.
pub(super) fn register(ctx: &Context) {
    let patterns: [(&'static str, &'static str, RewriteFn); 21] = [
        (ApplyOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (LoadOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (StoreOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (PrefetchOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (VectorLoadOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (VectorStoreOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (
            MinOp::NAME,
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        ),
        (
            MinOp::NAME,
            "DeduplicateAffineMinMaxExpressions",
            dedup_min_max,
        ),
        (MinOp::NAME, "MergeAffineMinMaxOp", merge_min_max),
        (MinOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (
            MinOp::NAME,
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            min_max_term_order,
        ),
        (
            MaxOp::NAME,
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        ),
        (
            MaxOp::NAME,
            "DeduplicateAffineMinMaxExpressions",
            dedup_min_max,
        ),
        (MaxOp::NAME, "MergeAffineMinMaxOp", merge_min_max),
        (MaxOp::NAME, "SimplifyAffineOp", simplify_affine_op),
        (
            MaxOp::NAME,
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            min_max_term_order,
        ),
        (ForOp::NAME, "AffineForFoldBounds", for_bounds),
        (ForOp::NAME, "AffineForEmptyLoopFolder", for_empty_loop),
        (IfOp::NAME, "AffineIfFoldCondition", if_condition),
        (IfOp::NAME, "SimplifyDeadElse", simplify_dead_else),
        (IfOp::NAME, "AlwaysTrueOrFalseIf", always_true_or_false_if),
    ];
    for (root, name, rewrite) in patterns {
        register_canonicalization_pattern(
            ctx,
            Arc::new(FnPattern {
                root,
                name,
                rewrite,
            }),
        );
    }
}

// ---- helpers for rebuilding ops ----

/// Sets `op`'s operands and properties in place (upstream's folds update the op through
/// its setters rather than rebuilding it, so the producers of dropped operands are not
/// revisited).
fn update_in_place(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    operands: Vec<ValueId>,
    props: Attribute,
) {
    rewriter.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        b.op_mut(op).properties = Some(props);
    });
}

/// Replaces `op`, an `affine.apply`, `affine.min`, `affine.max`, `affine.load`,
/// `affine.store`, `affine.vector_load`, `affine.vector_store` or `affine.prefetch`, by an op of the same kind (`as_apply`: an `affine.apply`) with access
/// or value map `map` over `map_operands`, made by its typed builder as upstream's
/// builders do (discardable attributes are dropped). Returns false for any other op.
fn replace_with_map_op(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    as_apply: bool,
    map: AffineMap,
    map_operands: &[ValueId],
) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let loc = body.op(op).loc;
    let new = if as_apply || ApplyOp::isa(ctx, body, op) {
        ApplyOp::build_from_map(rewriter, loc, map, map_operands).id()
    } else if MinOp::isa(ctx, body, op) {
        MinOp::build_from_map(rewriter, loc, map, map_operands).id()
    } else if MaxOp::isa(ctx, body, op) {
        MaxOp::build_from_map(rewriter, loc, map, map_operands).id()
    } else if let Some(load) = LoadOp::cast(ctx, body, op) {
        let memref = load.memref(body);
        LoadOp::build_from_map(rewriter, loc, memref, map, map_operands).id()
    } else if let Some(store) = StoreOp::cast(ctx, body, op) {
        let (value, memref) = (store.value(body), store.memref(body));
        StoreOp::build_from_map(rewriter, loc, value, memref, map, map_operands).id()
    } else if let Some(load) = VectorLoadOp::cast(ctx, body, op) {
        let (ty, memref) = (body.value_type(load.result(body)), load.memref(body));
        VectorLoadOp::build_from_map(rewriter, loc, ty, memref, map, map_operands).id()
    } else if let Some(store) = VectorStoreOp::cast(ctx, body, op) {
        let (value, memref) = (store.value(body), store.memref(body));
        VectorStoreOp::build_from_map(rewriter, loc, value, memref, map, map_operands).id()
    } else if let Some(prefetch) = PrefetchOp::cast(ctx, body, op) {
        let memref = prefetch.memref(body);
        let is_write = prefetch.is_write_value(ctx, body);
        let hint = prefetch.locality_hint_value(ctx, body) as u32;
        let data = prefetch.is_data_cache_value(ctx, body);
        PrefetchOp::build_from_map(
            rewriter,
            loc,
            memref,
            map,
            map_operands,
            is_write,
            hint,
            data,
        )
        .id()
    } else {
        return false;
    };
    let results: Vec<ValueId> = rewriter.body().results(new).collect();
    rewriter.replace_op(op, &results);
    true
}

/// The first block of `op`'s region `index`, if there is one.
fn entry_block(body: &Body, op: OpId, index: usize) -> Option<BlockId> {
    let &region = body.regions(op).get(index)?;
    body.blocks(region).first().copied()
}

/// Whether `block` holds exactly one op (a region body of only its terminator).
fn holds_one_op(body: &Body, block: BlockId) -> bool {
    body.first_op(block).is_some() && body.first_op(block) == body.last_op(block)
}

/// The index of the first map operand of a map-using op (after a load's memref, after a
/// store's value and memref).
fn first_map_operand(ctx: &Context, body: &Body, op: OpId) -> usize {
    if LoadOp::isa(ctx, body, op)
        || VectorLoadOp::isa(ctx, body, op)
        || PrefetchOp::isa(ctx, body, op)
    {
        1
    } else if StoreOp::isa(ctx, body, op) || VectorStoreOp::isa(ctx, body, op) {
        2
    } else {
        0
    }
}

// ---- SimplifyAffineOp ----

/// Composes `affine.apply` producers into apply/load/store/min/max maps and
/// canonicalizes the map and operands.
fn simplify_affine_op(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return false;
    };
    let first = first_map_operand(ctx, body, op);
    let all: Vec<ValueId> = body.operands(op).collect();
    if all.len() < first || all.len() - first != ctx.affine().map_data(map).num_inputs() as usize {
        return false;
    }
    let old = all[first..].to_vec();
    let mut operands = old.clone();
    let new_map = compose_and_canonicalize(ctx, body, map, &mut operands);
    let new_map = simplify_map_with_operands(ctx, body, new_map, &operands);
    if new_map == map && operands == old {
        return false;
    }
    replace_with_map_op(rewriter, op, false, new_map, &operands)
}

// ---- affine.for ----

pub(super) fn iv_lower_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let for_op = iv_owner(ctx, body, v)?;
    ctx.affine()
        .single_constant_result(map_attr(ctx, body, for_op, "lowerBoundMap")?)
}

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
            Some(ub - 1 - (ub - lb - 1).rem_euclid(step))
        }
        None => Some(ub - 1),
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

fn remove_duplicate_exprs(store: &AffineStore, map: AffineMap) -> AffineMap {
    let d = store.map_data(map);
    let mut out: Vec<AffineExpr> = Vec::new();
    for &e in d.results.iter() {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    store.map(d.num_dims, d.num_symbols, &out)
}

/// Folds constant loop bounds and canonicalizes bound maps (upstream's in-place
/// `AffineForOp::fold`: `foldLoopBounds` + `canonicalizeLoopBounds`).
fn for_bounds(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    match fold_for_bounds(rewriter.ctx(), rewriter.body(), op) {
        Some((operands, props)) => {
            update_in_place(rewriter, op, operands, props);
            true
        }
        None => false,
    }
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
    nlb = remove_duplicate_exprs(store, nlb);
    let nub = simplify_min_max_with_operands(ctx, body, ub, &nub_ops, false);
    let mut nub = compose_and_canonicalize(ctx, body, nub, &mut nub_ops);
    nub = remove_duplicate_exprs(store, nub);
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

/// Removes loops whose body is only the terminator (MLIR's `AffineForEmptyLoopFolder`).
fn for_empty_loop(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    match fold_empty_loop(rewriter.ctx(), rewriter.body(), op) {
        Some(values) => {
            rewriter.replace_op(op, &values);
            true
        }
        None => false,
    }
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

// ---- affine.if ----

/// Composes `affine.apply` producers into the condition and canonicalizes it (upstream's
/// in-place `AffineIfOp::fold`).
fn if_condition(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    match fold_if_condition(rewriter.ctx(), rewriter.body(), op) {
        Some((operands, props)) => {
            update_in_place(rewriter, op, operands, props);
            true
        }
        None => false,
    }
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

/// Drops an `else` block holding only its terminator (no results).
fn simplify_dead_else(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let body = rewriter.body();
    if body.num_results(op) != 0 {
        return false;
    }
    let Some(block) = entry_block(body, op, 1).filter(|&b| holds_one_op(body, b)) else {
        return false;
    };
    rewriter.erase_block(block);
    rewriter.modify_op_in_place(op, |_| {});
    true
}

/// Inlines the taken branch of an `affine.if` whose condition is trivially true or false.
fn always_true_or_false_if(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let store = ctx.affine();
    let Some(set) = IfOp(op).integer_set(ctx, body) else {
        return false;
    };
    let sd = store.set_data(set);
    let trivially_true = sd.num_constraints() == 1
        && sd.eq_flags[0]
        && store.as_constant(sd.constraints[0]) == Some(0);
    let region_index = if store.is_empty_set(set) {
        let has_else = body
            .regions(op)
            .get(1)
            .is_some_and(|&r| !body.blocks(r).is_empty());
        if body.num_results(op) == 0 && !has_else {
            rewriter.erase_op(op);
            return true;
        }
        1
    } else if trivially_true {
        0
    } else {
        return false;
    };
    let Some(block) = entry_block(body, op, region_index) else {
        return false;
    };
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let values: Vec<ValueId> = body.operands(term).collect();
    if values.len() != body.num_results(op) {
        return false;
    }
    let Some(parent_block) = body.op_block(op) else {
        return false;
    };
    rewriter.inline_block_before(block, parent_block, Some(op), &[]);
    rewriter.replace_op(op, &values);
    rewriter.erase_op(term);
    true
}

// ---- affine.min / affine.max ----

/// A single-result min/max is an `affine.apply`.
fn single_result_min_max(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return false;
    };
    if ctx.affine().map_data(map).num_results() != 1 {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    replace_with_map_op(rewriter, op, true, map, &operands)
}

/// Replaces a min/max by one of the same kind with `map` and `operands`.
fn replace_min_max(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    map: AffineMap,
    operands: Vec<ValueId>,
) {
    replace_with_map_op(rewriter, op, false, map, &operands);
}

/// Removes duplicate results of a min/max map.
fn dedup_min_max(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return false;
    };
    let new = remove_duplicate_exprs(ctx.affine(), map);
    if ctx.affine().map_data(new).num_results() == ctx.affine().map_data(map).num_results() {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    replace_min_max(rewriter, op, new, operands);
    true
}

/// Merges min/max producers used as plain identifiers into the consumer.
fn merge_min_max(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let store = ctx.affine();
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return false;
    };
    let d = store.map_data(map);
    let operands: Vec<ValueId> = body.operands(op).collect();
    if operands.len() != d.num_inputs() as usize {
        return false;
    }
    let nd = d.num_dims as usize;
    // A producer of the same kind (interned names compare in O(1)).
    let kind = body.op(op).name;
    let producer = |v: ValueId| -> Option<OpId> {
        match body.value(v).def {
            ValueDef::Result { op: p, .. } if body.op(p).name == kind => {
                let pm = map_attr(ctx, body, p, "map")?;
                (store.map_data(pm).num_inputs() as usize == body.num_operands(p)).then_some(p)
            }
            _ => None,
        }
    };
    let mut new_dims = operands[..nd].to_vec();
    let mut new_syms = operands[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for &e in d.results.iter() {
        let v = match store.kind(e) {
            AffineExprKind::Symbol(p) => operands.get(nd + p as usize).copied(),
            AffineExprKind::Dim(p) => operands.get(p as usize).copied(),
            _ => None,
        };
        if let Some(p) = v.and_then(producer) {
            producers.push(p);
            continue;
        }
        exprs.push(e);
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_d, mut used_s) = (d.num_dims, d.num_symbols);
    for p in producers {
        let Some(pm) = map_attr(ctx, body, p, "map") else {
            return false;
        };
        let pd = store.map_data(pm);
        let pops: Vec<ValueId> = body.operands(p).collect();
        let pnd = pd.num_dims as usize;
        new_dims.extend_from_slice(&pops[..pnd]);
        new_syms.extend_from_slice(&pops[pnd..]);
        let dr: Vec<_> = (0..pd.num_dims).map(|i| store.dim(used_d + i)).collect();
        let sr: Vec<_> = (0..pd.num_symbols)
            .map(|i| store.symbol(used_s + i))
            .collect();
        for &e in pd.results.iter() {
            exprs.push(store.replace_dims_and_symbols(e, &dr, &sr));
        }
        used_d += pd.num_dims;
        used_s += pd.num_symbols;
    }
    let new_map = store.map(used_d, used_s, &exprs);
    new_dims.extend(new_syms);
    replace_min_max(rewriter, op, new_map, new_dims);
    true
}

/// Orders min/max results by their flattened coefficients (MLIR's
/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`); only pure results without local
/// variables qualify.
fn min_max_term_order(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let store = ctx.affine();
    let Some(map) = map_attr(ctx, body, op, "map") else {
        return false;
    };
    let d = store.map_data(map);
    let mut flat = Vec::with_capacity(d.num_results());
    for &e in d.results.iter() {
        if !store.is_pure_affine(e) {
            return false;
        }
        let Some((mut ids, c)) = flat_without_locals(store, e, d.num_dims, d.num_symbols) else {
            return false;
        };
        ids.push(c);
        flat.push(ids);
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..flat.len()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let exprs: Vec<AffineExpr> = perm.iter().map(|&i| d.results[i]).collect();
    let new_map = store.map(d.num_dims, d.num_symbols, &exprs);
    let operands: Vec<ValueId> = body.operands(op).collect();
    replace_min_max(rewriter, op, new_map, operands);
    true
}
