//! Canonical maps and operands (upstream's `canonicalizeMapAndOperands` and
//! `composeAffineMapAndOperands`): promoting and demoting dimensions and symbols, dropping
//! unused and duplicate operands, folding constant symbols, and composing the maps of
//! `affine.apply` producers into a user's map, and cancelling `affine.delinearize_index`
//! results that the map puts back together. Used by canonicalization, later by the
//! analyses and loop transformations.

use strata_ir::Context;
use strata_ir::Location;
use strata_ir::affine::flatten::simplify_affine_map;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, AffineStore};
use strata_ir::ir::{Body, Builder, ValueDef, ValueId};

use super::ops::{ApplyOp, BasisElem, DelinearizeIndexOp};
use super::valid::{is_valid_dim, is_valid_symbol};
use strata_ir::matchers::constant_i64;

/// The dimensions, symbols and expressions of a map or of an integer set's constraints.
pub(crate) struct Exprs {
    pub(crate) num_dims: u32,
    pub(crate) num_symbols: u32,
    pub(crate) exprs: Vec<AffineExpr>,
}

impl Exprs {
    pub(crate) fn of_map(store: &AffineStore, map: AffineMap) -> Self {
        let d = store.map_data(map);
        Exprs {
            num_dims: d.num_dims,
            num_symbols: d.num_symbols,
            exprs: d.results.to_vec(),
        }
    }

    pub(crate) fn to_map(&self, store: &AffineStore) -> AffineMap {
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
pub(crate) fn canonicalize_exprs(
    ctx: &Context,
    body: &Body,
    m: &mut Exprs,
    operands: &mut Vec<ValueId>,
) {
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
        |v| constant_i64(ctx, body, v),
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

/// The `affine.apply` defining `v`, if any.
pub(crate) fn apply_producer(ctx: &Context, body: &Body, v: ValueId) -> Option<ApplyOp> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => ApplyOp::cast(ctx, body, op),
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
            let Some(amap) = apply.affine_map(ctx, body) else {
                continue;
            };
            let mut aops = apply.map_operands(body);
            if store.map_data(amap).num_results() != 1
                || store.map_data(amap).num_inputs() as usize != aops.len()
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
    cancel_delinearize(ctx, body, &mut m, &dims, &mut syms);
    operands.clear();
    let (dr, nd2) = compact_inputs(store, &dims, |i| store.dim(i), operands);
    let (sr, ns2) = compact_inputs(store, &syms, |i| store.symbol(i), operands);
    m.replace(store, &dr, &sr, nd2, ns2);
    canonicalize_exprs(ctx, body, &mut m, operands);
    simplify_affine_map(store, m.to_map(store))
}

/// Upstream's usual steps on a map and its operands: `composeAffineMapAndOperands`, then
/// `canonicalizeMapAndOperands`.
pub(crate) fn compose_and_canonicalize(
    ctx: &Context,
    body: &Body,
    map: AffineMap,
    operands: &mut Vec<ValueId>,
) -> AffineMap {
    let map = compose_map_and_operands(ctx, body, map, operands);
    canonicalize_map_and_operands(ctx, body, map, operands)
}

/// An `index` quantity known as a constant or held by an SSA value (MLIR's `OpFoldResult`
/// of `index` type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexOfr {
    /// A constant.
    Const(i64),
    /// An SSA value of `index` type.
    Value(ValueId),
}

impl IndexOfr {
    /// MLIR's `getAsOpFoldResult`: the constant defining `v`, if any, else `v`.
    pub fn of_value(ctx: &Context, body: &Body, v: ValueId) -> IndexOfr {
        constant_i64(ctx, body, v).map_or(IndexOfr::Value(v), IndexOfr::Const)
    }
}

/// MLIR's `makeComposedFoldedAffineApply` on a one-result `map` whose inputs are
/// `operands` (dimensions, then symbols): constant operands are folded into the map, the
/// maps of `affine.apply` producers composed in and the result canonicalized; a result
/// that is one of the operands or a constant is returned as such, otherwise an
/// `affine.apply` is created at `b`'s insertion point.
pub fn make_composed_folded_apply(
    b: &mut impl Builder,
    loc: Location,
    map: AffineMap,
    operands: &[IndexOfr],
) -> IndexOfr {
    let ctx = b.ctx();
    let store = ctx.affine();
    let data = store.map_data(map);
    let nd = data.num_dims as usize;
    // `foldAttributesIntoMap`.
    let mut values = Vec::new();
    let (mut dims, mut syms) = (Vec::new(), Vec::new());
    let (mut nd2, mut ns2) = (0u32, 0u32);
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let e = match *o {
            IndexOfr::Const(c) => store.constant(c),
            IndexOfr::Value(v) => {
                values.push(v);
                if is_dim {
                    nd2 += 1;
                    store.dim(nd2 - 1)
                } else {
                    ns2 += 1;
                    store.symbol(ns2 - 1)
                }
            }
        };
        if is_dim {
            dims.push(e);
        } else {
            syms.push(e);
        }
    }
    let map = store.replace_dims_and_symbols_in_map(map, &dims, &syms, nd2, ns2);
    let body = b.body();
    let map = compose_map_and_operands(ctx, body, map, &mut values);
    // `AffineApplyOp::fold`.
    let d = store.map_data(map);
    if d.num_results() == 1 && d.num_inputs() as usize == values.len() {
        let e = d.results[0];
        match store.kind(e) {
            AffineExprKind::Dim(p) => return IndexOfr::Value(values[p as usize]),
            AffineExprKind::Symbol(p) => {
                return IndexOfr::Value(values[(d.num_dims + p) as usize]);
            }
            _ => {}
        }
        let consts: Vec<Option<i64>> = values.iter().map(|&v| constant_i64(ctx, body, v)).collect();
        if let Some(c) = super::fold::eval_partial(store, e, d.num_dims, &consts) {
            return IndexOfr::Const(c);
        }
    }
    let apply = ApplyOp::build_from_map(b, loc, map, &values);
    IndexOfr::Value(apply.result(b.body()))
}

/// Where the map puts every result `r_i` of an `affine.delinearize_index` (static basis)
/// back together as a sum `... + r_0 * S_0 + ... + r_n * S_n + ...` (`S_i`: the product of
/// the basis elements after `i`), that part of the sum becomes the delinearized linear
/// index, a new last symbol (upstream's cancellation of delinearizations reversed by the
/// map). Results used as several operands count at their last position.
fn cancel_delinearize(
    ctx: &Context,
    body: &Body,
    m: &mut Exprs,
    dims: &[Option<ValueId>],
    syms: &mut Vec<Option<ValueId>>,
) {
    let store = ctx.affine();
    if m.num_dims as usize != dims.len() || m.num_symbols as usize != syms.len() {
        return;
    }
    let mut seen: Vec<DelinearizeIndexOp> = Vec::new();
    for v in dims.iter().chain(syms.iter()).flatten() {
        if let ValueDef::Result { op, .. } = body.value(*v).def
            && let Some(d) = DelinearizeIndexOp::cast(ctx, body, op)
            && !seen.iter().any(|s| s.0 == d.0)
        {
            seen.push(d);
        }
    }
    for delin in seen {
        let n = body.num_results(delin.0);
        let mut res_exprs: Vec<Option<AffineExpr>> = vec![None; n];
        let inputs = dims
            .iter()
            .enumerate()
            .map(|(i, v)| (v, store.dim(i as u32)))
            .chain(
                syms.iter()
                    .enumerate()
                    .map(|(i, v)| (v, store.symbol(i as u32))),
            );
        for (v, e) in inputs {
            if let Some(v) = v
                && let ValueDef::Result { op, index } = body.value(*v).def
                && op == delin.0
            {
                res_exprs[index as usize] = Some(e);
            }
        }
        let Some(res_exprs) = res_exprs.into_iter().collect::<Option<Vec<_>>>() else {
            continue;
        };
        let Some(strides) = static_strides(ctx, body, delin, n) else {
            continue;
        };
        let terms: Vec<AffineExpr> = res_exprs
            .iter()
            .zip(&strides)
            .map(|(&e, &s)| {
                if s == 1 {
                    e
                } else {
                    store.mul(e, store.constant(s))
                }
            })
            .collect();
        let lin = store.symbol(syms.len() as u32);
        let mut changed = false;
        let exprs: Vec<AffineExpr> = m
            .exprs
            .iter()
            .map(|&e| replace_sum(store, e, &terms, lin, &mut changed))
            .collect();
        if changed {
            m.exprs = exprs;
            m.num_symbols += 1;
            syms.push(body.operands(delin.0).next());
        }
    }
}

/// The stride of each of the `n` results of `delin` (the product of the basis elements
/// after it), if the basis is static and has one or no element per result.
fn static_strides(
    ctx: &Context,
    body: &Body,
    delin: DelinearizeIndexOp,
    n: usize,
) -> Option<Vec<i64>> {
    let basis: Vec<i64> = delin
        .mixed_basis(ctx, body)?
        .into_iter()
        .map(|b| match b {
            BasisElem::Static(s) => Some(s),
            BasisElem::Value(_) => None,
        })
        .collect::<Option<_>>()?;
    if basis.len() != n && basis.len() + 1 != n {
        return None;
    }
    let mut strides = vec![1i64; n];
    let mut acc = 1i64;
    for i in (0..n).rev() {
        strides[i] = acc;
        let pos = i as isize - (n - basis.len()) as isize;
        if pos >= 0 {
            acc = acc.checked_mul(basis[pos as usize])?;
        }
    }
    Some(strides)
}

/// `expr` with every sum that contains all of `terms` (as summands) rewritten to hold
/// `lin` in their place; sets `changed` when it rewrote one.
fn replace_sum(
    store: &AffineStore,
    expr: AffineExpr,
    terms: &[AffineExpr],
    lin: AffineExpr,
    changed: &mut bool,
) -> AffineExpr {
    let Some((op, l, r)) = store.kind(expr).as_binary() else {
        return expr;
    };
    if !matches!(store.kind(expr), AffineExprKind::Add(..)) {
        let (nl, nr) = (
            replace_sum(store, l, terms, lin, changed),
            replace_sum(store, r, terms, lin, changed),
        );
        return if (nl, nr) == (l, r) {
            expr
        } else {
            store.binary(op, nl, nr)
        };
    }
    let mut summands = Vec::new();
    let mut stack = vec![expr];
    while let Some(e) = stack.pop() {
        match store.kind(e) {
            AffineExprKind::Add(a, b) => stack.extend([b, a]),
            _ => summands.push(e),
        }
    }
    let before = summands.clone();
    for s in &mut summands {
        *s = replace_sum(store, *s, terms, lin, changed);
    }
    let mut used = vec![false; summands.len()];
    let all_found =
        terms.iter().all(
            |t| match (0..summands.len()).find(|&j| !used[j] && summands[j] == *t) {
                Some(j) => {
                    used[j] = true;
                    true
                }
                None => false,
            },
        );
    if !all_found {
        if summands == before {
            return expr;
        }
        return summands
            .into_iter()
            .reduce(|a, b| store.add(a, b))
            .unwrap_or(expr);
    }
    *changed = true;
    summands
        .into_iter()
        .zip(used)
        .filter(|&(_, u)| !u)
        .map(|(s, _)| s)
        .fold(lin, |acc, s| store.add(acc, s))
}
