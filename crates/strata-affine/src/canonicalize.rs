//! Folds and canonicalization patterns of the affine ops, following upstream's
//! `AffineOps.cpp`: composition of `affine.apply` producers into their users
//! (`SimplifyAffineOp`), `canonicalizeMapAndOperands`, constant folds, loop-bound folding,
//! empty-loop removal, dead `else` removal, always-true/false conditions and the
//! `affine.min`/`affine.max` patterns.

use std::sync::Arc;

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, AffineStore, IntegerSet};
use strata_ir::ir::{BlockId, Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, OpName, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{
    APPLY, FOR, IF, LOAD, MAX, MIN, STORE, for_segments, for_step, index_attr, map_attr,
    map_attribute, set_attr, trip_count,
};
use super::valid::{constant_int, is_valid_dim, is_valid_symbol};
use strata_ir::affine::flatten::{bound_for_expr, flat_without_locals, simplify_affine_map};

/// Registers the canonicalization patterns.
pub(super) fn register(ctx: &Context) {
    let patterns: [(&'static str, &'static str, RewriteFn); 18] = [
        (APPLY, "SimplifyAffineOp", simplify_affine_op),
        (LOAD, "SimplifyAffineOp", simplify_affine_op),
        (STORE, "SimplifyAffineOp", simplify_affine_op),
        (
            MIN,
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        ),
        (MIN, "DeduplicateAffineMinMaxExpressions", dedup_min_max),
        (MIN, "MergeAffineMinMaxOp", merge_min_max),
        (MIN, "SimplifyAffineOp", simplify_affine_op),
        (
            MIN,
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            min_max_term_order,
        ),
        (
            MAX,
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        ),
        (MAX, "DeduplicateAffineMinMaxExpressions", dedup_min_max),
        (MAX, "MergeAffineMinMaxOp", merge_min_max),
        (MAX, "SimplifyAffineOp", simplify_affine_op),
        (
            MAX,
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            min_max_term_order,
        ),
        (FOR, "AffineForFoldBounds", for_bounds),
        (FOR, "AffineForEmptyLoopFolder", for_empty_loop),
        (IF, "AffineIfFoldCondition", if_condition),
        (IF, "SimplifyDeadElse", simplify_dead_else),
        (IF, "AlwaysTrueOrFalseIf", always_true_or_false_if),
    ];
    for (root, name, rewrite) in patterns {
        register_canonicalization_pattern(
            ctx,
            Arc::new(AffinePattern {
                root,
                name,
                rewrite,
            }),
        );
    }
}

/// The body of a pattern: rewrites `op` through the rewriter and returns whether it did
/// (the IR is unchanged on `false`).
type RewriteFn = fn(&mut PatternRewriter<'_, '_>, OpId) -> bool;

/// A pattern of this file: a rewrite function applied to the ops named `root`.
struct AffinePattern {
    root: &'static str,
    /// Upstream's pattern name.
    name: &'static str,
    rewrite: RewriteFn,
}

impl RewritePattern for AffinePattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        (self.rewrite)(rewriter, op)
    }
}

// ---- map and operand canonicalization ----

/// The dimensions, symbols and expressions of a map or of an integer set's constraints.
struct Exprs {
    num_dims: u32,
    num_symbols: u32,
    exprs: Vec<AffineExpr>,
}

impl Exprs {
    fn of_map(store: &AffineStore, map: AffineMap) -> Self {
        let d = store.map_data(map);
        Exprs {
            num_dims: d.num_dims,
            num_symbols: d.num_symbols,
            exprs: d.results.to_vec(),
        }
    }

    fn to_map(&self, store: &AffineStore) -> AffineMap {
        store.map(self.num_dims, self.num_symbols, &self.exprs)
    }

    fn replace(
        &mut self,
        store: &AffineStore,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        nd: u32,
        ns: u32,
    ) {
        for e in &mut self.exprs {
            *e = store.replace_dims_and_symbols(*e, dims, syms);
        }
        self.num_dims = nd;
        self.num_symbols = ns;
    }
}

/// MLIR's `canonicalizeMapOrSetAndOperands`: promotes dimension operands that are valid
/// symbols to symbols, demotes symbol operands that are only valid dimensions to
/// dimensions, drops unused operands, merges duplicates and folds constant
/// symbols into the expressions.
fn canonicalize_exprs(ctx: &Context, body: &Body, m: &mut Exprs, operands: &mut Vec<ValueId>) {
    let store = ctx.affine();
    if operands.is_empty() || operands.len() != (m.num_dims + m.num_symbols) as usize {
        return;
    }
    // Promote dims that are valid symbols.
    let nd = m.num_dims as usize;
    let old_syms = m.num_symbols;
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_remap = Vec::with_capacity(nd);
    let mut next_dim = 0u32;
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, body, v) {
                dim_remap.push(store.symbol(old_syms + promoted.len() as u32));
                promoted.push(v);
            } else {
                dim_remap.push(store.dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    let np = promoted.len() as u32;
    result.extend(promoted);
    *operands = result;
    m.replace(store, &dim_remap, &[], next_dim, old_syms + np);
    demote_symbols(ctx, body, m, operands);

    // Used inputs.
    let (nd, ns) = (m.num_dims as usize, m.num_symbols as usize);
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for &e in &m.exprs {
        store.walk(e, |x| match store.kind(x) {
            AffineExprKind::Dim(p) => {
                if let Some(u) = used_dims.get_mut(p as usize) {
                    *u = true;
                }
            }
            AffineExprKind::Symbol(p) => {
                if let Some(u) = used_syms.get_mut(p as usize) {
                    *u = true;
                }
            }
            _ => {}
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let (dim_operands, sym_operands) = operands.split_at(nd);
    let (dim_remap, next) = merge_used_inputs(
        store,
        dim_operands,
        &used_dims,
        |_| None,
        |i| store.dim(i),
        &mut result,
    );
    let (sym_remap, next_sym) = merge_used_inputs(
        store,
        sym_operands,
        &used_syms,
        |v| constant_int(ctx, body, v),
        |i| store.symbol(i),
        &mut result,
    );
    m.replace(store, &dim_remap, &sym_remap, next, next_sym);
    *operands = result;
}

/// The replacements of one kind of inputs (dimensions or symbols) when dropping the unused
/// ones (replaced by 0), folding those whose operand has a `constant`, and merging those
/// whose operand repeats; kept operands are appended to `kept`. Also returns the number of
/// inputs left, made by `input`.
fn merge_used_inputs(
    store: &AffineStore,
    operands: &[ValueId],
    used: &[bool],
    constant: impl Fn(ValueId) -> Option<i64>,
    input: impl Fn(u32) -> AffineExpr,
    kept: &mut Vec<ValueId>,
) -> (Vec<AffineExpr>, u32) {
    let mut remap = vec![store.constant(0); used.len()];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for (i, (&v, _)) in operands
        .iter()
        .zip(used)
        .enumerate()
        .filter(|(_, (_, u))| **u)
    {
        if let Some(c) = constant(v) {
            remap[i] = store.constant(c);
        } else if let Some(&(_, e)) = seen.iter().find(|(s, _)| *s == v) {
            remap[i] = e;
        } else {
            remap[i] = input(next);
            next += 1;
            kept.push(v);
            seen.push((v, remap[i]));
        }
    }
    (remap, next)
}

/// The replacements of inputs when dropping the `None` slots (replaced by 0); the values
/// of the others are appended to `operands`, numbered by `input`. Also returns their
/// number.
fn compact_inputs(
    store: &AffineStore,
    slots: &[Option<ValueId>],
    input: impl Fn(u32) -> AffineExpr,
    operands: &mut Vec<ValueId>,
) -> (Vec<AffineExpr>, u32) {
    let mut remap = Vec::with_capacity(slots.len());
    let mut next = 0u32;
    for slot in slots {
        match slot {
            Some(v) => {
                remap.push(input(next));
                next += 1;
                operands.push(*v);
            }
            None => remap.push(store.constant(0)),
        }
    }
    (remap, next)
}

/// MLIR's `legalizeDemotedDims`, the inverse of the promotion above: symbol operands
/// that are valid dimensions but no valid symbols (an `affine.for` induction variable
/// that took a callee argument's place after inlining) become new dimensions after the
/// existing ones; the remaining symbols keep their order.
fn demote_symbols(ctx: &Context, body: &Body, m: &mut Exprs, operands: &mut Vec<ValueId>) {
    let store = ctx.affine();
    let nd = m.num_dims as usize;
    if operands.len() != nd + m.num_symbols as usize {
        return;
    }
    let demote: Vec<bool> = operands[nd..]
        .iter()
        .map(|&v| is_valid_dim(ctx, body, v) && !is_valid_symbol(ctx, body, v))
        .collect();
    if !demote.contains(&true) {
        return;
    }
    let mut result = operands[..nd].to_vec();
    let mut kept = Vec::new();
    let mut sym_remap = Vec::with_capacity(demote.len());
    let (mut next_dim, mut next_sym) = (m.num_dims, 0u32);
    for (&v, &d) in operands[nd..].iter().zip(&demote) {
        if d {
            sym_remap.push(store.dim(next_dim));
            next_dim += 1;
            result.push(v);
        } else {
            sym_remap.push(store.symbol(next_sym));
            next_sym += 1;
            kept.push(v);
        }
    }
    result.extend(kept);
    *operands = result;
    m.replace(store, &[], &sym_remap, next_dim, next_sym);
}

/// MLIR's `canonicalizeMapAndOperands`.
pub(crate) fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &mut Vec<ValueId>,
) -> AffineMap {
    let store = ctx.affine();
    let mut m = Exprs::of_map(store, map);
    canonicalize_exprs(ctx, body, &mut m, operands);
    m.to_map(store)
}

fn apply_producer(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } if ctx.op_name_str(body.op(op).name) == APPLY => Some(op),
        _ => None,
    }
}

/// MLIR's `composeAffineMapAndOperands`: substitutes the maps of `affine.apply` ops
/// producing operands, then canonicalizes and simplifies.
pub(crate) fn compose_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &mut Vec<ValueId>,
) -> AffineMap {
    let store = ctx.affine();
    let data = store.map_data(map);
    if data.num_results() == 0 || operands.len() != data.num_inputs() as usize {
        let m = canonicalize_map_and_operands(ctx, body, map, operands);
        return simplify_affine_map(store, m);
    }
    let nd = data.num_dims as usize;
    let mut dims: Vec<Option<ValueId>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    let mut m = Exprs::of_map(store, map);
    let mut budget = 10_000usize;
    'outer: loop {
        for pos in 0..dims.len() + syms.len() {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                dims[pos]
            } else {
                syms[pos - dims.len()]
            };
            let Some(v) = slot else { continue };
            let Some(apply) = apply_producer(ctx, body, v) else {
                continue;
            };
            let Some(amap) = map_attr(ctx, body, apply, "map") else {
                continue;
            };
            if store.map_data(amap).num_results() != 1
                || store.map_data(amap).num_inputs() as usize != body.num_operands(apply)
            {
                continue;
            }
            budget = budget.saturating_sub(1);
            if budget == 0 {
                break 'outer;
            }
            if is_dim {
                dims[pos] = None;
            } else {
                syms[pos - dims.len()] = None;
            }
            let mut aops: Vec<ValueId> = body.operands(apply).collect();
            let amap = canonicalize_map_and_operands(ctx, body, amap, &mut aops);
            let ad = store.map_data(amap);
            let (and, ans) = (ad.num_dims as usize, ad.num_symbols as usize);
            let shift_d: Vec<_> = (0..and)
                .map(|i| store.dim((dims.len() + i) as u32))
                .collect();
            let shift_s: Vec<_> = (0..ans)
                .map(|i| store.symbol((syms.len() + i) as u32))
                .collect();
            let repl = store.replace_dims_and_symbols(ad.results[0], &shift_d, &shift_s);
            dims.extend(aops[..and].iter().map(|&v| Some(v)));
            syms.extend(aops[and..].iter().map(|&v| Some(v)));
            let (mut dr, mut sr): (Vec<_>, Vec<_>) = (
                (0..m.num_dims).map(|i| store.dim(i)).collect(),
                (0..m.num_symbols).map(|i| store.symbol(i)).collect(),
            );
            if is_dim {
                dr[pos] = repl;
            } else {
                sr[pos - m.num_dims as usize] = repl;
            }
            m.replace(store, &dr, &sr, dims.len() as u32, syms.len() as u32);
            continue 'outer;
        }
        break;
    }
    operands.clear();
    let (dr, nd2) = compact_inputs(store, &dims, |i| store.dim(i), operands);
    let (sr, ns2) = compact_inputs(store, &syms, |i| store.symbol(i), operands);
    m.replace(store, &dr, &sr, nd2, ns2);
    canonicalize_exprs(ctx, body, &mut m, operands);
    simplify_affine_map(store, m.to_map(store))
}

/// Upstream's usual steps on a map and its operands: `composeAffineMapAndOperands`, then
/// `canonicalizeMapAndOperands`.
fn compose_and_canonicalize(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &mut Vec<ValueId>,
) -> AffineMap {
    let map = compose_map_and_operands(ctx, body, map, operands);
    canonicalize_map_and_operands(ctx, body, map, operands)
}

// ---- helpers for rebuilding ops ----

/// `props` with entry `name` set to `value`.
fn with_prop(ctx: &Context, props: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    ctx.dictionary_attr(entries)
}

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

/// Replaces `op` by a new op named `name` with `operands`, `results` and the single
/// property `map`, as upstream's builders do (discardable attributes are dropped).
fn replace_with_map_op(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    name: OpName,
    map: AffineMap,
    operands: Vec<ValueId>,
    results: Vec<Type>,
) {
    let ctx = rewriter.ctx();
    let mut state = OperationState::new(name, rewriter.body().op(op).loc)
        .operands(operands)
        .results(results);
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttribute {
        name: ctx.ident("map"),
        value: map_attribute(ctx, map),
    }]));
    rewriter.replace_op_with_new(op, state);
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

fn name_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op(op).name)
}

/// The index of the first map operand of a map-using op (after the memref and value).
fn first_map_operand(name: &str) -> usize {
    match name {
        LOAD => 1,
        STORE => 2,
        _ => 0,
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
    let first = first_map_operand(name_of(ctx, body, op));
    let all: Vec<ValueId> = body.operands(op).collect();
    if all.len() < first || all.len() - first != ctx.affine().map_data(map).num_inputs() as usize {
        return false;
    }
    let old = all[first..].to_vec();
    let mut operands = old.clone();
    let new_map = compose_and_canonicalize(ctx, body, map, &mut operands);
    if new_map == map && operands == old {
        return false;
    }
    let mut new_operands = all[..first].to_vec();
    new_operands.extend(operands);
    let name = body.op(op).name;
    let results = body.results(op).map(|r| body.value_type(r)).collect();
    replace_with_map_op(rewriter, op, name, new_map, new_operands, results);
    true
}

// ---- folds ----

/// The integer value of a constant attribute.
fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// Evaluates `expr` if every input it uses has a constant.
fn eval_partial(
    store: &AffineStore,
    expr: AffineExpr,
    nd: u32,
    consts: &[Option<i64>],
) -> Option<i64> {
    let mut ok = true;
    store.walk(expr, |x| match store.kind(x) {
        AffineExprKind::Dim(p) => ok &= consts.get(p as usize).copied().flatten().is_some(),
        AffineExprKind::Symbol(p) => {
            ok &= consts.get((nd + p) as usize).copied().flatten().is_some()
        }
        _ => {}
    });
    if !ok {
        return None;
    }
    let vals: Vec<i64> = consts.iter().map(|c| c.unwrap_or(0)).collect();
    let (d, s) = vals.split_at((nd as usize).min(vals.len()));
    store.eval_expr(expr, d, s)
}

/// `affine.apply`: an identifier result is that operand; a constant map folds.
pub(super) fn fold_apply(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let store = ctx.affine();
    let map = map_attr(ctx, body, op, "map")?;
    let data = store.map_data(map);
    if data.num_results() != 1 || data.num_inputs() as usize != body.num_operands(op) {
        return None;
    }
    let e = data.results[0];
    match store.kind(e) {
        AffineExprKind::Dim(p) => {
            return Some(vec![FoldResult::Value(body.operand(op, p as usize))]);
        }
        AffineExprKind::Symbol(p) => {
            return Some(vec![FoldResult::Value(
                body.operand(op, (data.num_dims + p) as usize),
            )]);
        }
        _ => {}
    }
    let consts: Vec<Option<i64>> = operands.iter().map(|&a| attr_int(ctx, a)).collect();
    let v = eval_partial(store, e, data.num_dims, &consts)?;
    Some(vec![FoldResult::Attr(index_attr(ctx, v))])
}

/// `affine.min`/`affine.max`: constant results fold; a partially constant map is
/// updated in place.
pub(super) fn fold_min_max(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let store = ctx.affine();
    let map = map_attr(ctx, body, op, "map")?;
    let data = store.map_data(map);
    if data.num_inputs() as usize != body.num_operands(op) {
        return None;
    }
    let consts: Vec<Option<i64>> = operands.iter().map(|&a| attr_int(ctx, a)).collect();
    let mut exprs = Vec::with_capacity(data.num_results());
    let mut values = Vec::new();
    for &e in data.results.iter() {
        match eval_partial(store, e, data.num_dims, &consts) {
            Some(v) => {
                exprs.push(store.constant(v));
                values.push(v);
            }
            None => exprs.push(e),
        }
    }
    let folded = store.map(data.num_dims, data.num_symbols, &exprs);
    let fd = store.map_data(folded);
    if fd.num_symbols == 1
        && fd.num_results() == 1
        && store.as_symbol(fd.results[0]) == Some(0)
        && body.num_operands(op) > 0
    {
        return Some(vec![FoldResult::Value(body.operand(op, 0))]);
    }
    if values.len() != exprs.len() || values.is_empty() {
        if folded == map {
            return None;
        }
        let props = with_prop(
            ctx,
            body.op(op).properties,
            "map",
            map_attribute(ctx, folded),
        );
        body.op_mut(op).properties = Some(props);
        return Some(vec![]);
    }
    let v = if name_of(ctx, body, op) == MIN {
        values.iter().copied().min()
    } else {
        values.iter().copied().max()
    }?;
    Some(vec![FoldResult::Attr(index_attr(ctx, v))])
}

/// `affine.load(memref.cast)`: not folded yet (the memref cast fold lives with memref).
pub(super) fn fold_load(
    _: &Context,
    _: &mut Body,
    _: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    None
}

/// `affine.store(memref.cast)`: not folded yet.
pub(super) fn fold_store(
    _: &Context,
    _: &mut Body,
    _: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    None
}

/// `affine.for` with a zero trip count and results folds to its inits.
pub(super) fn fold_for(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if body.num_results(op) == 0 || trip_count(ctx, body, op) != Some(0) {
        return None;
    }
    let [_, _, inits] = for_segments(ctx, body, op)?;
    if inits.len() != body.num_results(op) {
        return None;
    }
    Some(
        inits
            .map(|i| FoldResult::Value(body.operand(op, i)))
            .collect(),
    )
}

// ---- affine.for ----

fn iv_lower_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let for_op = iv_owner(ctx, body, v)?;
    ctx.affine()
        .single_constant_result(map_attr(ctx, body, for_op, "lowerBoundMap")?)
}

fn iv_upper_bound(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
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
fn iv_owner(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    let ValueDef::BlockArg { block, index } = body.value(v).def else {
        return None;
    };
    let op = body.region_parent(body.block_region(block)?)?;
    (index == 0 && name_of(ctx, body, op) == FOR).then_some(op)
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
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let store = ctx.affine();
    let Some([lb_r, ub_r, init_r]) = for_segments(ctx, body, op) else {
        return false;
    };
    let (Some(lb0), Some(ub0)) = (
        map_attr(ctx, body, op, "lowerBoundMap"),
        map_attr(ctx, body, op, "upperBoundMap"),
    ) else {
        return false;
    };
    let all: Vec<ValueId> = body.operands(op).collect();
    let mut lb_ops = all[lb_r].to_vec();
    let mut ub_ops = all[ub_r].to_vec();
    if store.map_data(lb0).num_inputs() as usize != lb_ops.len()
        || store.map_data(ub0).num_inputs() as usize != ub_ops.len()
        || store.map_data(lb0).num_results() == 0
        || store.map_data(ub0).num_results() == 0
    {
        return false;
    }
    let (mut lb, mut ub) = (lb0, ub0);
    let mut changed = false;
    // foldLoopBounds.
    let fold_bound = |map: AffineMap, ops: &[ValueId], lower: bool| -> Option<i64> {
        if store.single_constant_result(map).is_some() {
            return None;
        }
        let consts: Vec<Option<i64>> = ops.iter().map(|&v| constant_int(ctx, body, v)).collect();
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
        return false;
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
    update_in_place(rewriter, op, operands, props);
    true
}

/// Removes loops whose body is only the terminator (MLIR's `AffineForEmptyLoopFolder`).
fn for_empty_loop(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let Some(block) = entry_block(body, op, 0) else {
        return false;
    };
    let Some(last) = body.last_op(block).filter(|_| holds_one_op(body, block)) else {
        return false;
    };
    if body.num_results(op) == 0 {
        // Upstream reports success without changing anything here; the loop is
        // erased as trivially dead when its body has no effect.
        return false;
    }
    let Some([_, _, init_r]) = for_segments(ctx, body, op) else {
        return false;
    };
    let inits: Vec<ValueId> = init_r.map(|i| body.operand(op, i)).collect();
    let tc = trip_count(ctx, body, op);
    if tc == Some(0) {
        rewriter.replace_op(op, &inits);
        return true;
    }
    let iter_args: Vec<ValueId> = body.block_args(block).iter().skip(1).copied().collect();
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, y) in body.operands(last).enumerate() {
        match iter_args.iter().position(|&a| a == y) {
            None => {
                outside = true;
                repl.push(y);
            }
            Some(pos) => {
                if pos != i {
                    out_of_order = true;
                }
                let Some(&init) = inits.get(pos) else {
                    return false;
                };
                repl.push(init);
            }
        }
    }
    if repl.len() != body.num_results(op) {
        return false;
    }
    if tc.is_none() && (outside || out_of_order) {
        return false;
    }
    if tc.is_some_and(|t| t >= 2) && out_of_order {
        return false;
    }
    rewriter.replace_op(op, &repl);
    true
}

// ---- affine.if ----

/// Composes `affine.apply` producers into the condition and canonicalizes it (upstream's
/// in-place `AffineIfOp::fold`).
fn if_condition(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let store = ctx.affine();
    let Some(set) = set_attr(ctx, body, op) else {
        return false;
    };
    let sd = store.set_data(set);
    let old: Vec<ValueId> = body.operands(op).collect();
    if old.len() != sd.num_inputs() as usize {
        return false;
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
        return false;
    }
    let new_set: IntegerSet = store.integer_set(m.num_dims, m.num_symbols, &m.exprs, &eq);
    if new_set == set && operands == old {
        return false;
    }
    let props = with_prop(
        ctx,
        body.op(op).properties,
        "condition",
        ctx.intern_attr(AttrData::IntegerSet(new_set)),
    );
    update_in_place(rewriter, op, operands, props);
    true
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
    let Some(set) = set_attr(ctx, body, op) else {
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
    let index = ctx.index_type();
    replace_with_map_op(rewriter, op, ctx.op_name(APPLY), map, operands, vec![index]);
    true
}

/// Replaces a min/max by one of the same kind with `map` and `operands`.
fn replace_min_max(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    map: AffineMap,
    operands: Vec<ValueId>,
) {
    let name = rewriter.body().op(op).name;
    let index = rewriter.ctx().index_type();
    replace_with_map_op(rewriter, op, name, map, operands, vec![index]);
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
    let name = name_of(ctx, body, op);
    let producer = |v: ValueId| -> Option<OpId> {
        match body.value(v).def {
            ValueDef::Result { op: p, .. } if name_of(ctx, body, p) == name => {
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
