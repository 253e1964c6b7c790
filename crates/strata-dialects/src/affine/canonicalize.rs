//! Folds and canonicalization patterns of the affine ops, following upstream's
//! `AffineOps.cpp`: composition of `affine.apply` producers into their users
//! (`SimplifyAffineOp`), `canonicalizeMapAndOperands`, constant folds, loop-bound folding,
//! empty-loop removal, dead `else` removal, always-true/false conditions and the
//! `affine.min`/`affine.max` patterns.

use std::sync::Arc;

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, AffineStore, IntegerSet};
use strata_ir::ir::{Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::flatten::{bound_for_expr, flat_without_locals, simplify_affine_map};
use super::ops::{
    APPLY, FOR, IF, LOAD, MAX, MIN, STORE, for_segments, for_step, index_attr, map_attr,
    map_attribute, set_attr, trip_count,
};
use super::valid::{constant_int, is_valid_dim, is_valid_symbol};

/// Registers the canonicalization patterns.
pub(super) fn register(ctx: &Context) {
    let patterns: Vec<Arc<dyn RewritePattern>> = vec![
        Arc::new(SimplifyAffineOp(APPLY)),
        Arc::new(SimplifyAffineOp(LOAD)),
        Arc::new(SimplifyAffineOp(STORE)),
        Arc::new(SingleResultMinMax(MIN)),
        Arc::new(DedupMinMax(MIN)),
        Arc::new(MergeMinMax(MIN)),
        Arc::new(SimplifyAffineOp(MIN)),
        Arc::new(MinMaxTermOrder(MIN)),
        Arc::new(SingleResultMinMax(MAX)),
        Arc::new(DedupMinMax(MAX)),
        Arc::new(MergeMinMax(MAX)),
        Arc::new(SimplifyAffineOp(MAX)),
        Arc::new(MinMaxTermOrder(MAX)),
        Arc::new(ForBounds),
        Arc::new(ForEmptyLoop),
        Arc::new(IfCondition),
        Arc::new(SimplifyDeadElse),
        Arc::new(AlwaysTrueOrFalseIf),
    ];
    for p in patterns {
        register_canonicalization_pattern(ctx, p);
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
    let mut dim_remap = vec![store.constant(0); nd];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        if let Some(&(_, e)) = seen.iter().find(|(s, _)| *s == v) {
            dim_remap[i] = e;
        } else {
            dim_remap[i] = store.dim(next);
            next += 1;
            result.push(v);
            seen.push((v, dim_remap[i]));
        }
    }
    let mut sym_remap = vec![store.constant(0); ns];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_sym = 0u32;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = constant_int(ctx, body, v) {
            sym_remap[i] = store.constant(c);
            continue;
        }
        if let Some(&(_, e)) = seen.iter().find(|(s, _)| *s == v) {
            sym_remap[i] = e;
        } else {
            sym_remap[i] = store.symbol(next_sym);
            next_sym += 1;
            result.push(v);
            seen.push((v, sym_remap[i]));
        }
    }
    m.replace(store, &dim_remap, &sym_remap, next, next_sym);
    *operands = result;
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
    let (mut nd2, mut ns2) = (0u32, 0u32);
    let mut dr = Vec::with_capacity(dims.len());
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(store.dim(nd2));
                nd2 += 1;
                operands.push(*v);
            }
            None => dr.push(store.constant(0)),
        }
    }
    let mut sr = Vec::with_capacity(syms.len());
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(store.symbol(ns2));
                ns2 += 1;
                operands.push(*v);
            }
            None => sr.push(store.constant(0)),
        }
    }
    m.replace(store, &dr, &sr, nd2, ns2);
    canonicalize_exprs(ctx, body, &mut m, operands);
    simplify_affine_map(store, m.to_map(store))
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

/// A copy of `op`'s state (name, location, discardable attributes, properties, result
/// types) with `operands`; no regions.
fn state_like(body: &Body, op: OpId, operands: Vec<ValueId>) -> OperationState {
    let d = body.op(op);
    let mut s = OperationState::new(d.name, d.loc)
        .operands(operands)
        .results(
            body.results(op)
                .map(|r| body.value_type(r))
                .collect::<Vec<_>>(),
        );
    s.properties = d.properties;
    s.attributes = d.attributes;
    s
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
struct SimplifyAffineOp(&'static str);

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "SimplifyAffineOp"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(map) = map_attr(ctx, body, op, "map") else {
            return false;
        };
        let first = first_map_operand(self.0);
        let all: Vec<ValueId> = body.operands(op).collect();
        if all.len() < first
            || all.len() - first != ctx.affine().map_data(map).num_inputs() as usize
        {
            return false;
        }
        let old = all[first..].to_vec();
        let mut operands = old.clone();
        let new_map = compose_map_and_operands(ctx, body, map, &mut operands);
        let new_map = canonicalize_map_and_operands(ctx, body, new_map, &mut operands);
        if new_map == map && operands == old {
            return false;
        }
        let mut new_operands = all[..first].to_vec();
        new_operands.extend(operands);
        // The op is rebuilt from its map and operands only, as upstream's builders do.
        let mut state = state_like(body, op, new_operands);
        state.attributes = ctx.empty_dictionary();
        state.properties = Some(ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("map"),
            value: map_attribute(ctx, new_map),
        }]));
        rewriter.replace_op_with_new(op, state);
        true
    }
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
    let mut kept = Vec::new();
    for (i, &e0) in results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lbs[i], ubs[i])
            && l == u
        {
            e = store.constant(l);
        }
        let redundant = if is_max {
            let Some(ui) = ubs[i] else {
                kept.push(e);
                continue;
            };
            lbs.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i {
                    return false;
                }
                if other > ui {
                    return true;
                }
                if other < ui {
                    return false;
                }
                !(ubs[pos].is_some()
                    && lbs[i].is_some()
                    && lbs[i] == ubs[i]
                    && Some(other) == ubs[pos]
                    && i < pos)
            })
        } else {
            let Some(li) = lbs[i] else {
                kept.push(e);
                continue;
            };
            ubs.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i {
                    return false;
                }
                if other < li {
                    return true;
                }
                if other > li {
                    return false;
                }
                !(lbs[pos].is_some()
                    && ubs[i].is_some()
                    && lbs[i] == ubs[i]
                    && Some(other) == lbs[pos]
                    && i < pos)
            })
        };
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
struct ForBounds;

impl RewritePattern for ForBounds {
    fn root(&self) -> Option<&str> {
        Some(FOR)
    }

    fn debug_name(&self) -> &str {
        "AffineForFoldBounds"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
            let consts: Vec<Option<i64>> =
                ops.iter().map(|&v| constant_int(ctx, body, v)).collect();
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
        let mut nlb = compose_map_and_operands(ctx, body, lb, &mut nlb_ops);
        nlb = canonicalize_map_and_operands(ctx, body, nlb, &mut nlb_ops);
        nlb = simplify_min_max_with_operands(ctx, body, nlb, &nlb_ops, true);
        let mut nub = simplify_min_max_with_operands(ctx, body, ub, &nub_ops, false);
        nlb = remove_duplicate_exprs(store, nlb);
        nub = compose_map_and_operands(ctx, body, nub, &mut nub_ops);
        nub = canonicalize_map_and_operands(ctx, body, nub, &mut nub_ops);
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
        if !changed
            || store.map_data(lb).num_results() == 0
            || store.map_data(ub).num_results() == 0
        {
            return false;
        }
        let inits = all[init_r].to_vec();
        let segs = [lb_ops.len() as i32, ub_ops.len() as i32, inits.len() as i32];
        let mut operands = lb_ops;
        operands.extend(ub_ops);
        operands.extend(inits);
        let mut props = body.op(op).properties;
        props = Some(with_prop(
            ctx,
            props,
            "lowerBoundMap",
            map_attribute(ctx, lb),
        ));
        props = Some(with_prop(
            ctx,
            props,
            "upperBoundMap",
            map_attribute(ctx, ub),
        ));
        let props = with_prop(
            ctx,
            props,
            "operandSegmentSizes",
            crate::ods::i32_array_attr(ctx, &segs),
        );
        update_in_place(rewriter, op, operands, props);
        true
    }
}

/// Removes loops whose body is only the terminator (MLIR's `AffineForEmptyLoopFolder`).
struct ForEmptyLoop;

impl RewritePattern for ForEmptyLoop {
    fn root(&self) -> Option<&str> {
        Some(FOR)
    }

    fn debug_name(&self) -> &str {
        "AffineForEmptyLoopFolder"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(&region) = body.regions(op).first() else {
            return false;
        };
        let Some(&block) = body.blocks(region).first() else {
            return false;
        };
        let (Some(first), Some(last)) = (body.first_op(block), body.last_op(block)) else {
            return false;
        };
        if first != last {
            return false;
        }
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
}

// ---- affine.if ----

/// Composes `affine.apply` producers into the condition and canonicalizes it (upstream's
/// in-place `AffineIfOp::fold`).
struct IfCondition;

impl RewritePattern for IfCondition {
    fn root(&self) -> Option<&str> {
        Some(IF)
    }

    fn debug_name(&self) -> &str {
        "AffineIfFoldCondition"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
}

/// Drops an `else` block holding only its terminator (no results).
struct SimplifyDeadElse;

impl RewritePattern for SimplifyDeadElse {
    fn root(&self) -> Option<&str> {
        Some(IF)
    }

    fn debug_name(&self) -> &str {
        "SimplifyDeadElse"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rewriter.body();
        if body.num_results(op) != 0 {
            return false;
        }
        let Some(&els) = body.regions(op).get(1) else {
            return false;
        };
        let Some(&block) = body.blocks(els).first() else {
            return false;
        };
        if body.first_op(block).is_none() || body.first_op(block) != body.last_op(block) {
            return false;
        }
        rewriter.erase_block(block);
        rewriter.modify_op_in_place(op, |_| {});
        true
    }
}

/// Inlines the taken branch of an `affine.if` whose condition is trivially true or false.
struct AlwaysTrueOrFalseIf;

impl RewritePattern for AlwaysTrueOrFalseIf {
    fn root(&self) -> Option<&str> {
        Some(IF)
    }

    fn debug_name(&self) -> &str {
        "AlwaysTrueOrFalseIf"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
        let Some(&region) = body.regions(op).get(region_index) else {
            return false;
        };
        let Some(&block) = body.blocks(region).first() else {
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
}

// ---- affine.min / affine.max ----

/// A single-result min/max is an `affine.apply`.
struct SingleResultMinMax(&'static str);

impl RewritePattern for SingleResultMinMax {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "CanonicalizeSingleResultAffineMinMaxOp"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let Some(map) = map_attr(ctx, body, op, "map") else {
            return false;
        };
        if ctx.affine().map_data(map).num_results() != 1 {
            return false;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut state = OperationState::new(ctx.op_name(APPLY), body.op(op).loc)
            .operands(operands)
            .result(ctx.index_type());
        state.properties = Some(ctx.dictionary_attr(vec![NamedAttribute {
            name: ctx.ident("map"),
            value: map_attribute(ctx, map),
        }]));
        rewriter.replace_op_with_new(op, state);
        true
    }
}

/// Replaces a min/max by one of the same kind with `map` and `operands`.
fn replace_min_max(
    rewriter: &mut PatternRewriter<'_, '_>,
    op: OpId,
    map: AffineMap,
    operands: Vec<ValueId>,
) {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let mut state = OperationState::new(body.op(op).name, body.op(op).loc)
        .operands(operands)
        .result(ctx.index_type());
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttribute {
        name: ctx.ident("map"),
        value: map_attribute(ctx, map),
    }]));
    rewriter.replace_op_with_new(op, state);
}

/// Removes duplicate results of a min/max map.
struct DedupMinMax(&'static str);

impl RewritePattern for DedupMinMax {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "DeduplicateAffineMinMaxExpressions"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
}

/// Merges min/max producers used as plain identifiers into the consumer.
struct MergeMinMax(&'static str);

impl RewritePattern for MergeMinMax {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "MergeAffineMinMaxOp"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
        let producer = |v: ValueId| -> Option<OpId> {
            match body.value(v).def {
                ValueDef::Result { op: p, .. } if name_of(ctx, body, p) == self.0 => {
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
}

/// Orders min/max results by their flattened coefficients (MLIR's
/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`); only pure results without local
/// variables qualify.
struct MinMaxTermOrder(&'static str);

impl RewritePattern for MinMaxTermOrder {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "CanonicalizeAffineMinMaxOpExprAndTermOrder"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
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
            let Some((mut ids, c)) = flat_without_locals(store, e, d.num_dims, d.num_symbols)
            else {
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
}
