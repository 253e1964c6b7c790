//! Canonicalization patterns of the affine ops, following upstream's `AffineOps.cpp`:
//! composition of `affine.apply` producers into their users and simplification from the
//! operands' ranges (`SimplifyAffineOp`), dead `else` removal, always-true/false
//! conditions and the `affine.min`/`affine.max` patterns. Replacement ops are made with
//! the ops' typed builders. The bound and condition folds of `affine.for` and `affine.if`
//! are the ops' fold hooks (`loop_fold.rs`), as upstream.

use std::sync::Arc;

use strata_ir::Context;
use strata_ir::affine::flatten::flat_without_locals;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::ir::{BlockId, Body, OpId, ValueDef, ValueId};
use strata_pass::rewrite::{
    FnPattern, PatternRewriter, RewriteFn, register_canonicalization_pattern,
};

use super::compose::compose_and_canonicalize;
use super::ops::{
    ApplyOp, IfOp, LoadOp, MaxOp, MinOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp, map_attr,
};
use super::simplify_operands::simplify_map_with_operands;

/// Registers the canonicalization patterns.
pub(super) fn register(ctx: &Context) {
    let patterns: [(&'static str, &'static str, RewriteFn); 18] = [
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
pub(super) fn entry_block(body: &Body, op: OpId, index: usize) -> Option<BlockId> {
    let &region = body.regions(op).get(index)?;
    body.blocks(region).first().copied()
}

/// Whether `block` holds exactly one op (a region body of only its terminator).
pub(super) fn holds_one_op(body: &Body, block: BlockId) -> bool {
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

// ---- affine.if ----

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
    let store = ctx.affine();
    let d = store.map_data(map);
    let mut exprs: Vec<AffineExpr> = Vec::new();
    for &e in d.results.iter() {
        if !exprs.contains(&e) {
            exprs.push(e);
        }
    }
    let new = store.map(d.num_dims, d.num_symbols, &exprs);
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
