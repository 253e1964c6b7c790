//! Folds of the affine ops (upstream's `fold` methods): `affine.apply` of an identifier
//! or of constants, `affine.min`/`affine.max` of constants (or partially constant maps
//! updated in place); those of `affine.for` and `affine.if` are in `loop_fold.rs`.

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineStore};
use strata_ir::ir::{Body, OpId};
use strata_ir::matchers::scalar_int_value;
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context};

use super::ops::{ApplyOp, MinOp, index_attr, map_attr, map_attribute, with_prop};

/// The `i64` value of a constant integer attribute.
fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    scalar_int_value(ctx, a?)?.to_i64_checked()
}

/// Evaluates `expr` (of a map with `nd` dimensions) if every input it uses has a
/// constant in `consts` (dimensions, then symbols).
pub(crate) fn eval_partial(
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
pub(crate) fn fold_apply(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let store = ctx.affine();
    let apply = ApplyOp(op);
    let map = apply.affine_map(ctx, body)?;
    let map_operands = apply.map_operands(body);
    let data = store.map_data(map);
    if data.num_results() != 1 || data.num_inputs() as usize != map_operands.len() {
        return None;
    }
    let e = data.results[0];
    match store.kind(e) {
        AffineExprKind::Dim(p) => {
            return Some(vec![FoldResult::Value(map_operands[p as usize])]);
        }
        AffineExprKind::Symbol(p) => {
            return Some(vec![FoldResult::Value(
                map_operands[(data.num_dims + p) as usize],
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
pub(crate) fn fold_min_max(
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
    let v = if MinOp::isa(ctx, body, op) {
        values.iter().copied().min()
    } else {
        values.iter().copied().max()
    }?;
    Some(vec![FoldResult::Attr(index_attr(ctx, v))])
}
