//! Folds and canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index`, as upstream registers them: constant basis values become
//! static, constants fold, unit extents and leading zeros are dropped, and
//! delinearizations and linearizations over matching bases cancel.
//!
//! One deliberate difference: a constant basis value that is not positive is not made
//! static in a delinearization (upstream does, which makes the op invalid and crashes
//! mlir-opt's constant folding with a division by zero).

use std::sync::Arc;

use strata_dialects::arith::ConstantOp;
use strata_ir::Context;
use strata_ir::ir::{Body, InsertionPoint, OpId, ValueDef, ValueId};
use strata_ir::matchers::{constant_i64, scalar_int_value};
use strata_ir::registry::FoldResult;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Location};
use strata_ods::{i32_array_attr, i64_array, i64_array_attr};
use strata_pass::rewrite::{
    FnPattern, PatternRewriter, RewriteFn, register_canonicalization_pattern,
};

use super::ops::{ApplyOp, BasisElem, DelinearizeIndexOp, LinearizeIndexOp, index_attr, with_prop};

/// The `i64` value of a constant attribute.
fn attr_i64(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    scalar_int_value(ctx, a?)?.to_i64_checked()
}

/// The constant value of a basis element, static or a constant value.
fn basis_const(ctx: &Context, body: &Body, b: Option<BasisElem>) -> Option<i64> {
    match b? {
        BasisElem::Static(s) => Some(s),
        BasisElem::Value(v) => constant_i64(ctx, body, v),
    }
}

/// Moves the dynamic basis values with constants in `consts` (which `keep` rejects not)
/// into the static basis of `op`, whose dynamic basis starts at operand `first`. Returns
/// whether any moved; `segments` gives the operand segment sizes to update, if the op
/// has them (the first group's size).
fn fold_constant_basis(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    first: usize,
    consts: &[Option<i64>],
    accept: impl Fn(i64) -> bool,
    segments: Option<i32>,
) -> bool {
    let Some(statics) =
        strata_ir::symbols::op_attr(ctx, body, op, "static_basis").and_then(|a| i64_array(ctx, a))
    else {
        return false;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !consts.iter().flatten().any(|&c| accept(c)) {
        return false;
    }
    let mut new_operands = operands[..first].to_vec();
    let mut new_static = Vec::with_capacity(statics.len());
    let mut k = 0;
    for &s in &statics {
        if s != DYNAMIC {
            new_static.push(s);
            continue;
        }
        let c = consts.get(k).copied().flatten().filter(|&c| accept(c));
        match c {
            Some(c) => new_static.push(c),
            None => {
                new_static.push(DYNAMIC);
                if let Some(&v) = operands.get(first + k) {
                    new_operands.push(v);
                }
            }
        }
        k += 1;
    }
    let dynamic = (new_operands.len() - first) as i32;
    body.set_operands(op, &new_operands);
    let mut props = with_prop(
        ctx,
        body.op(op).properties,
        "static_basis",
        i64_array_attr(ctx, &new_static),
    );
    if let Some(n) = segments {
        props = with_prop(
            ctx,
            Some(props),
            "operandSegmentSizes",
            i32_array_attr(ctx, &[n, dynamic]),
        );
    }
    body.op_mut(op).properties = Some(props);
    true
}

/// `affine.delinearize_index`: constant basis values become static; one result is the
/// input; a constant input over a static basis folds.
pub(crate) fn fold_delinearize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let d = DelinearizeIndexOp(op);
    let basis = d.mixed_basis(ctx, body)?;
    let consts: Vec<Option<i64>> = operands[1..].iter().map(|&a| attr_i64(ctx, a)).collect();
    if fold_constant_basis(ctx, body, op, 1, &consts, |c| c > 0, None) {
        return Some(vec![]);
    }
    if body.num_results(op) == 1 {
        return Some(vec![FoldResult::Value(d.linear_index(body))]);
    }
    let mut high = attr_i64(ctx, operands[0])?;
    if operands.len() > 1 {
        return None;
    }
    let mut statics: Vec<i64> = basis
        .iter()
        .map(|b| match *b {
            BasisElem::Static(s) => s,
            BasisElem::Value(_) => DYNAMIC,
        })
        .collect();
    if d.has_outer_bound(ctx, body) {
        statics.remove(0);
    }
    let mut out = Vec::with_capacity(statics.len() + 1);
    for &m in statics.iter().rev() {
        if m <= 0 {
            return None;
        }
        out.push(FoldResult::Attr(index_attr(ctx, high.rem_euclid(m))));
        high = high.div_euclid(m);
    }
    out.push(FoldResult::Attr(index_attr(ctx, high)));
    out.reverse();
    Some(out)
}

/// `affine.linearize_index`: constant basis values become static; no index is zero, one
/// index itself; constant indices over a static basis fold.
pub(crate) fn fold_linearize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let l = LinearizeIndexOp(op);
    let indices = l.multi_index(ctx, body);
    let n = indices.len();
    l.mixed_basis(ctx, body)?;
    let consts: Vec<Option<i64>> = operands[n..].iter().map(|&a| attr_i64(ctx, a)).collect();
    if fold_constant_basis(ctx, body, op, n, &consts, |_| true, Some(n as i32)) {
        return Some(vec![]);
    }
    if n == 0 {
        return Some(vec![FoldResult::Attr(index_attr(ctx, 0))]);
    }
    if n == 1 {
        return Some(vec![FoldResult::Value(indices[0])]);
    }
    let values = operands[..n]
        .iter()
        .map(|&a| attr_i64(ctx, a))
        .collect::<Option<Vec<i64>>>()?;
    if operands.len() > n {
        return None;
    }
    let statics = l.mixed_basis(ctx, body)?;
    let (mut result, mut stride) = (0i64, 1i64);
    for (b, &v) in statics.iter().rev().zip(values.iter().rev()) {
        let BasisElem::Static(len) = *b else {
            return None;
        };
        result = result.wrapping_add(v.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if !l.has_outer_bound(ctx, body) {
        result = result.wrapping_add(values[0].wrapping_mul(stride));
    }
    Some(vec![FoldResult::Attr(index_attr(ctx, result))])
}

// ---- patterns ----

/// Registers the canonicalization patterns, in upstream's order.
pub(super) fn register(ctx: &Context) {
    let patterns: [(&'static str, &'static str, RewriteFn); 6] = [
        (
            DelinearizeIndexOp::NAME,
            "CancelDelinearizeOfLinearizeDisjointExactTail",
            cancel_delinearize_of_linearize,
        ),
        (
            DelinearizeIndexOp::NAME,
            "DropUnitExtentBasis",
            drop_unit_extent_basis,
        ),
        (
            DelinearizeIndexOp::NAME,
            "SplitDelinearizeSpanningLastLinearizeArg",
            split_delinearize,
        ),
        (
            LinearizeIndexOp::NAME,
            "CancelLinearizeOfDelinearizePortion",
            cancel_linearize_of_delinearize,
        ),
        (
            LinearizeIndexOp::NAME,
            "DropLinearizeLeadingZero",
            drop_linearize_leading_zero,
        ),
        (
            LinearizeIndexOp::NAME,
            "DropLinearizeUnitComponentsIfDisjointOrZero",
            drop_linearize_unit_components,
        ),
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

/// The `affine.linearize_index disjoint` defining `v`, if any.
fn disjoint_linearize(ctx: &Context, body: &Body, v: ValueId) -> Option<LinearizeIndexOp> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let lin = LinearizeIndexOp::cast(ctx, body, op)?;
    lin.is_disjoint(ctx, body).then_some(lin)
}

/// The results of `op`.
fn results(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

/// An `index` constant `value` before the insertion point.
fn index_constant(rw: &mut PatternRewriter<'_, '_>, loc: Location, value: i64) -> ValueId {
    let attr = index_attr(rw.ctx(), value);
    ConstantOp::build(rw, loc, attr).result(rw.body())
}

/// Delinearizing a disjoint linearization: the trailing basis elements the two share
/// cancel (all of them: the linearized indices themselves).
fn cancel_delinearize_of_linearize(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let d = DelinearizeIndexOp(op);
    let Some(lin) = disjoint_linearize(ctx, body, d.linear_index(body)) else {
        return false;
    };
    let (Some(lin_basis), Some(delin_basis)) =
        (lin.mixed_basis(ctx, body), d.mixed_basis(ctx, body))
    else {
        return false;
    };
    let ins = lin.multi_index(ctx, body);
    let matches = lin_basis
        .iter()
        .rev()
        .zip(delin_basis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    if matches == 0 {
        return false;
    }
    let n_results = body.num_results(op);
    if matches == lin_basis.len() && matches == delin_basis.len() && ins.len() == n_results {
        rw.replace_op(op, &ins);
        return true;
    }
    let lin_outer = lin.has_outer_bound(ctx, body);
    let delin_outer = d.has_outer_bound(ctx, body);
    let (lin_loc, delin_loc) = (body.op(lin.0).loc, body.op(op).loc);
    let keep = ins.len() - matches;
    let mut new_lin_basis: Vec<Option<BasisElem>> = lin_basis[..lin_basis.len() - matches]
        .iter()
        .map(|&b| Some(b))
        .collect();
    if !lin_outer {
        new_lin_basis.insert(0, None);
    }
    let new_lin = LinearizeIndexOp::build_mixed(rw, lin_loc, &ins[..keep], &new_lin_basis, true);
    let new_lin = new_lin.linear_index(rw.body());
    let mut new_delin_basis: Vec<Option<BasisElem>> = delin_basis[..delin_basis.len() - matches]
        .iter()
        .map(|&b| Some(b))
        .collect();
    if !delin_outer {
        new_delin_basis.insert(0, None);
    }
    let new_delin = DelinearizeIndexOp::build_mixed(rw, delin_loc, new_lin, &new_delin_basis);
    let mut merged = results(rw.body(), new_delin.0);
    merged.extend_from_slice(&ins[keep..]);
    if merged.len() != n_results {
        return false;
    }
    rw.replace_op(op, &merged);
    true
}

/// Results over unit extents are zero; the others come from a delinearization over the
/// remaining basis.
fn drop_unit_extent_basis(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let d = DelinearizeIndexOp(op);
    let Some(padded) = d.padded_basis(ctx, body) else {
        return false;
    };
    if padded.len() != body.num_results(op) {
        return false;
    }
    let unit: Vec<bool> = padded
        .iter()
        .map(|&b| basis_const(ctx, body, b) == Some(1))
        .collect();
    if !unit.contains(&true) {
        return false;
    }
    let loc = body.op(op).loc;
    let linear = d.linear_index(body);
    let zero = index_constant(rw, loc, 0);
    let new_basis: Vec<Option<BasisElem>> = padded
        .iter()
        .zip(&unit)
        .filter(|(_, u)| !**u)
        .map(|(b, _)| *b)
        .collect();
    let mut rest = if new_basis.is_empty() {
        Vec::new()
    } else {
        let new = DelinearizeIndexOp::build_mixed(rw, loc, linear, &new_basis);
        results(rw.body(), new.0)
    }
    .into_iter();
    let replacements: Vec<ValueId> = unit
        .iter()
        .map(|&u| if u { Some(zero) } else { rest.next() })
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
    if replacements.len() != unit.len() {
        return false;
    }
    rw.replace_op(op, &replacements);
    true
}

/// Delinearizing a disjoint linearization whose last extent is the product of the last
/// (two or more) delinearization extents: the last index is delinearized on its own.
fn split_delinearize(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let d = DelinearizeIndexOp(op);
    let Some(lin) = disjoint_linearize(ctx, body, d.linear_index(body)) else {
        return false;
    };
    let (Some(lin_basis), Some(delin_basis)) =
        (lin.mixed_basis(ctx, body), d.mixed_basis(ctx, body))
    else {
        return false;
    };
    let Some(target) = basis_const(ctx, body, lin_basis.last().copied()) else {
        return false;
    };
    let (mut product, mut count) = (1i64, 0usize);
    for &b in delin_basis.iter().rev() {
        let Some(c) = basis_const(ctx, body, Some(b)) else {
            return false;
        };
        product = product.saturating_mul(c);
        count += 1;
        if product >= target {
            break;
        }
    }
    if product != target || count < 2 {
        return false;
    }
    let ins = lin.multi_index(ctx, body);
    let Some((&last, front)) = ins.split_last() else {
        return false;
    };
    let lin_outer = lin.has_outer_bound(ctx, body);
    let delin_outer = d.has_outer_bound(ctx, body);
    let (lin_loc, loc) = (body.op(lin.0).loc, body.op(op).loc);
    let n_results = body.num_results(op);
    let mut front_basis: Vec<Option<BasisElem>> = lin_basis[..lin_basis.len() - 1]
        .iter()
        .map(|&b| Some(b))
        .collect();
    if !lin_outer {
        front_basis.insert(0, None);
    }
    let new_lin = LinearizeIndexOp::build_mixed(rw, lin_loc, front, &front_basis, true);
    let new_lin = new_lin.linear_index(rw.body());
    let split_at = delin_basis.len() - count;
    let mut head_basis: Vec<Option<BasisElem>> =
        delin_basis[..split_at].iter().map(|&b| Some(b)).collect();
    if !delin_outer {
        head_basis.insert(0, None);
    }
    let head = DelinearizeIndexOp::build_mixed(rw, loc, new_lin, &head_basis);
    let tail_basis: Vec<Option<BasisElem>> =
        delin_basis[split_at..].iter().map(|&b| Some(b)).collect();
    let tail = DelinearizeIndexOp::build_mixed(rw, loc, last, &tail_basis);
    let mut all = results(rw.body(), head.0);
    all.extend(results(rw.body(), tail.0));
    if all.len() != n_results {
        return false;
    }
    rw.replace_op(op, &all);
    true
}

/// A run of a linearization's indices that are consecutive results of one
/// delinearization over the same extents.
struct Run {
    delin: DelinearizeIndexOp,
    lin_start: usize,
    delin_start: usize,
    len: usize,
}

/// The product of basis elements (upstream's `computeProduct`): unknown if any is
/// unbounded, a constant if all are constant, else an `affine.apply` of the product
/// created before the insertion point.
fn basis_product(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    terms: &[Option<BasisElem>],
) -> Option<BasisElem> {
    let ctx = rw.ctx();
    let store = ctx.affine();
    let mut expr = store.constant(1);
    let mut symbols = Vec::new();
    for &t in terms {
        let t = t?;
        match basis_const(ctx, rw.body(), Some(t)) {
            Some(c) => expr = store.mul(expr, store.constant(c)),
            None => {
                let BasisElem::Value(v) = t else {
                    return None;
                };
                expr = store.mul(expr, store.symbol(symbols.len() as u32));
                symbols.push(v);
            }
        }
    }
    if let Some(c) = store.as_constant(expr) {
        return Some(BasisElem::Static(c));
    }
    let map = store.map(0, symbols.len() as u32, &[expr]);
    let apply = ApplyOp::build_from_map(rw, loc, map, &symbols);
    Some(BasisElem::Value(apply.result(rw.body())))
}

/// Linearizing consecutive results of a delinearization over the same extents: the run
/// becomes one index (the delinearization's input when the run covers it whole, else a
/// merged result of a new delinearization).
fn cancel_linearize_of_delinearize(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = LinearizeIndexOp(op);
    let Some(lin_basis) = l.padded_basis(ctx, body) else {
        return false;
    };
    let ins = l.multi_index(ctx, body);
    if lin_basis.len() != ins.len() {
        return false;
    }
    let disjoint = l.is_disjoint(ctx, body);
    let mut runs: Vec<Run> = Vec::new();
    let mut i = 0;
    while i < ins.len() {
        let ValueDef::Result { op: def, index } = body.value(ins[i]).def else {
            i += 1;
            continue;
        };
        let Some(delin) = DelinearizeIndexOp::cast(ctx, body, def) else {
            i += 1;
            continue;
        };
        let delin_start = index as usize;
        let Some(delin_basis) = delin.padded_basis(ctx, body) else {
            i += 1;
            continue;
        };
        let first_delin = delin_basis.get(delin_start).copied().flatten();
        let first_lin = lin_basis[i];
        let bounds_match = delin_basis.get(delin_start).copied() == Some(first_lin);
        let both_at_front = i == 0 && delin_start == 0;
        let known_by_disjoint = disjoint && delin_start == 0 && first_delin.is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let outs = body.num_results(def);
        let mut j = 1;
        while i + j < ins.len() && delin_start + j < outs {
            if ins[i + j] != body.result(def, delin_start + j) {
                break;
            }
            if lin_basis[i + j] != delin_basis[delin_start + j] {
                break;
            }
            j += 1;
        }
        if j <= 1 || runs.iter().any(|r| r.delin == delin) {
            i += 1;
            continue;
        }
        runs.push(Run {
            delin,
            lin_start: i,
            delin_start,
            len: j,
        });
        i += j;
    }
    if runs.is_empty() {
        return false;
    }
    let lin_loc = body.op(op).loc;
    let saved = rw.insertion_point();
    let mut replacements: Vec<Option<(OpId, Vec<ValueId>)>> = Vec::new();
    let mut new_ins = Vec::with_capacity(ins.len());
    let mut new_basis = Vec::with_capacity(ins.len());
    let mut prev_end = 0;
    for r in &runs {
        new_ins.extend_from_slice(&ins[prev_end..r.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..r.lin_start]);
        prev_end = r.lin_start + r.len;
        let delin_op = r.delin.0;
        rw.set_insertion_point(InsertionPoint::Before(delin_op));
        let loc = rw.body().op(delin_op).loc;
        let to_merge = &lin_basis[r.lin_start..r.lin_start + r.len];
        let size = basis_product(rw, loc, to_merge);
        let body = rw.body();
        let linear = r.delin.linear_index(body);
        if r.len == body.num_results(delin_op) {
            new_ins.push(linear);
            new_basis.push(size);
            replacements.push(None);
            continue;
        }
        let Some(mut delin_basis) = r.delin.padded_basis(ctx, body) else {
            return false;
        };
        delin_basis.splice(r.delin_start..r.delin_start + r.len, [size]);
        let new_delin = DelinearizeIndexOp::build_mixed(rw, loc, linear, &delin_basis);
        let combined = rw.body().result(new_delin.0, r.delin_start);
        let residual = DelinearizeIndexOp::build_mixed(rw, loc, combined, to_merge);
        let new_results = results(rw.body(), new_delin.0);
        let mut merged = new_results[..r.delin_start].to_vec();
        merged.extend(results(rw.body(), residual.0));
        merged.extend_from_slice(&new_results[r.delin_start + 1..]);
        replacements.push(Some((delin_op, merged)));
        new_ins.push(combined);
        new_basis.push(size);
    }
    new_ins.extend_from_slice(&ins[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    let new = LinearizeIndexOp::build_mixed(rw, lin_loc, &new_ins, &new_basis, disjoint);
    let v = new.linear_index(rw.body());
    rw.replace_op(op, &[v]);
    for (delin_op, merged) in replacements.into_iter().flatten() {
        rw.replace_op(delin_op, &merged);
    }
    true
}

/// A leading zero index is dropped (with its extent, if bounded).
fn drop_linearize_leading_zero(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = LinearizeIndexOp(op);
    let ins = l.multi_index(ctx, body);
    let Some(&lead) = ins.first() else {
        return false;
    };
    if constant_i64(ctx, body, lead) != Some(0) {
        return false;
    }
    if ins.len() == 1 {
        rw.replace_op(op, &[lead]);
        return true;
    }
    let Some(mut basis) = l.mixed_basis(ctx, body) else {
        return false;
    };
    if l.has_outer_bound(ctx, body) {
        basis.remove(0);
    }
    let padded: Vec<Option<BasisElem>> = basis.into_iter().map(Some).collect();
    let disjoint = l.is_disjoint(ctx, body);
    let loc = body.op(op).loc;
    let new = LinearizeIndexOp::build_mixed(rw, loc, &ins[1..], &padded, disjoint);
    let v = new.linear_index(rw.body());
    rw.replace_op(op, &[v]);
    true
}

/// Indices over unit extents are dropped when the op is `disjoint` or they are zero.
fn drop_linearize_unit_components(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let l = LinearizeIndexOp(op);
    let ins = l.multi_index(ctx, body);
    let Some(basis) = l.mixed_basis(ctx, body) else {
        return false;
    };
    let disjoint = l.is_disjoint(ctx, body);
    let mut new_ins = Vec::with_capacity(ins.len());
    let mut new_basis: Vec<Option<BasisElem>> = Vec::with_capacity(ins.len());
    let mut rest = &ins[..];
    if !l.has_outer_bound(ctx, body) {
        let Some((&first, tail)) = ins.split_first() else {
            return false;
        };
        new_ins.push(first);
        new_basis.push(None);
        rest = tail;
    }
    for (&index, &b) in rest.iter().zip(&basis) {
        let unit = basis_const(ctx, body, Some(b)) == Some(1);
        if unit && (disjoint || constant_i64(ctx, body, index) == Some(0)) {
            continue;
        }
        new_ins.push(index);
        new_basis.push(Some(b));
    }
    if new_ins.len() == ins.len() {
        return false;
    }
    let loc = body.op(op).loc;
    if new_ins.is_empty() {
        let zero = index_constant(rw, loc, 0);
        rw.replace_op(op, &[zero]);
        return true;
    }
    let new = LinearizeIndexOp::build_mixed(rw, loc, &new_ins, &new_basis, disjoint);
    let v = new.linear_index(rw.body());
    rw.replace_op(op, &[v]);
    true
}
