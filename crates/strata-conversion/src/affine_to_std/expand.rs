//! Affine expressions and the index ops as `arith` ops (MLIR's `expandAffineExpr`,
//! `expandAffineMap`, `lowerAffineDelinearizeIndexOp`, `lowerAffineLinearizeIndexOp`):
//! sums and products become `addi`/`muli`, `mod`, `floordiv` and `ceildiv` by a positive
//! divisor become branch-free `remsi`/`divsi` sequences, `min`/`max` bound lists become
//! linear chains of `minsi`/`maxsi`.

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Location};
use strata_pass::conversion::ConversionPatternRewriter;

use crate::arith_builder::{ArithBuilder, Overflow, cmpi};

/// Emits the ops computing `expr` over `dims` and `syms` (MLIR's `AffineApplyExpander`:
/// both operands of a sum or product are expanded before the op is built); `None` when a
/// `mod`/`floordiv`/`ceildiv` has a non-positive constant divisor, reported at the
/// builder's location with mlir-opt's message.
pub(crate) fn expand_expr(
    b: &mut ArithBuilder<'_, '_>,
    expr: AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> Option<ValueId> {
    let kind = b.ctx().affine().kind(expr);
    let non_positive = |b: &mut ArithBuilder<'_, '_>, rhs: AffineExpr, what: &str| {
        let bad = matches!(b.ctx().affine().kind(rhs), AffineExprKind::Constant(c) if c <= 0);
        if bad {
            let loc = b.loc;
            b.rw.emit_error(
                loc,
                format!("{what} by non-positive value is not supported"),
            );
        }
        bad
    };
    let both = |b: &mut ArithBuilder<'_, '_>, l: AffineExpr, r: AffineExpr| {
        let l = expand_expr(b, l, dims, syms);
        let r = expand_expr(b, r, dims, syms);
        Some((l?, r?))
    };
    match kind {
        AffineExprKind::Constant(c) => Some(b.index(c)),
        AffineExprKind::Dim(p) => dims.get(p as usize).copied(),
        AffineExprKind::Symbol(p) => syms.get(p as usize).copied(),
        AffineExprKind::Add(l, r) => {
            let (l, r) = both(b, l, r)?;
            Some(b.addi(l, r, Overflow::NONE))
        }
        AffineExprKind::Mul(l, r) => {
            let (l, r) = both(b, l, r)?;
            Some(b.muli(l, r, Overflow::NSW))
        }
        AffineExprKind::Mod(l, r) => {
            if non_positive(b, r, "modulo") {
                return None;
            }
            let (l, r) = both(b, l, r)?;
            let rem = b.remsi(l, r);
            let zero = b.index(0);
            let negative = b.cmpi(cmpi::SLT, rem, zero);
            let corrected = b.addi(rem, r, Overflow::NONE);
            Some(b.select(negative, corrected, rem))
        }
        AffineExprKind::FloorDiv(l, r) => {
            if non_positive(b, r, "division") {
                return None;
            }
            let (l, r) = both(b, l, r)?;
            let zero = b.index(0);
            let minus_one = b.index(-1);
            let negative = b.cmpi(cmpi::SLT, l, zero);
            let neg_dec = b.subi(minus_one, l);
            let dividend = b.select(negative, neg_dec, l);
            let quotient = b.divsi(dividend, r);
            let corrected = b.subi(minus_one, quotient);
            Some(b.select(negative, corrected, quotient))
        }
        AffineExprKind::CeilDiv(l, r) => {
            if non_positive(b, r, "division") {
                return None;
            }
            let (l, r) = both(b, l, r)?;
            let zero = b.index(0);
            let one = b.index(1);
            let non_pos = b.cmpi(cmpi::SLE, l, zero);
            let negated = b.subi(zero, l);
            let decremented = b.subi(l, one);
            let dividend = b.select(non_pos, negated, decremented);
            let quotient = b.divsi(dividend, r);
            let neg_q = b.subi(zero, quotient);
            let inc_q = b.addi(quotient, one, Overflow::NONE);
            Some(b.select(non_pos, neg_q, inc_q))
        }
    }
}

/// Emits the ops computing every result of `map` applied to `operands` (dimensions, then
/// symbols); `None` if one result can't be expanded.
pub(crate) fn expand_map(
    b: &mut ArithBuilder<'_, '_>,
    map: AffineMap,
    operands: &[ValueId],
) -> Option<Vec<ValueId>> {
    let data = b.ctx().affine().map_data(map).clone();
    let nd = (data.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut out = Vec::with_capacity(data.results.len());
    let mut ok = true;
    // As upstream, every result is expanded even after one fails.
    for &e in data.results.iter() {
        match expand_expr(b, e, dims, syms) {
            Some(v) => out.push(v),
            None => ok = false,
        }
    }
    ok.then_some(out)
}

/// The maximum (`max`) or minimum of the results of `map` over `operands`, as a linear
/// chain of `maxsi`/`minsi` (MLIR's `lowerAffineMapMax`/`lowerAffineMapMin`).
pub(crate) fn expand_map_reduce(
    b: &mut ArithBuilder<'_, '_>,
    map: AffineMap,
    operands: &[ValueId],
    max: bool,
) -> Option<ValueId> {
    let values = expand_map(b, map, operands)?;
    let mut it = values.into_iter();
    let mut acc = it.next()?;
    for v in it {
        acc = if max {
            b.maxsi(acc, v)
        } else {
            b.minsi(acc, v)
        };
    }
    Some(acc)
}

/// A basis element: a constant or a value.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Basis {
    /// A static extent.
    Static(i64),
    /// A dynamic extent.
    Value(ValueId),
}

/// The suffix products of `basis` (MLIR's `computeStrides` in the index-op expansion):
/// one stride per element, constants created for static parts.
fn strides(b: &mut ArithBuilder<'_, '_>, basis: &[Basis], non_negative: bool) -> Vec<ValueId> {
    let flags = if non_negative {
        Overflow::NSW_NUW
    } else {
        Overflow::NSW
    };
    let mut out = Vec::with_capacity(basis.len());
    let mut dynamic: Option<ValueId> = None;
    let mut stat: i64 = 1;
    for e in basis.iter().rev() {
        match *e {
            Basis::Value(v) => {
                dynamic = Some(match dynamic {
                    Some(d) => b.muli(d, v, flags),
                    None => v,
                });
            }
            Basis::Static(s) => stat = stat.wrapping_mul(s),
        }
        match dynamic {
            Some(d) if stat == 1 => out.push(d),
            _ => {
                let mut stride = b.index(stat);
                if let Some(d) = dynamic {
                    stride = b.muli(d, stride, flags);
                }
                out.push(stride);
            }
        }
    }
    out.reverse();
    out
}

/// The values of `affine.delinearize_index linear into (basis)` with `num_results`
/// results; `basis` has its outer bound dropped already.
pub(crate) fn delinearize(
    b: &mut ArithBuilder<'_, '_>,
    linear: ValueId,
    basis: &[Basis],
    num_results: usize,
) -> Vec<ValueId> {
    if num_results == 1 {
        return vec![linear];
    }
    let strides = strides(b, basis, true);
    let zero = b.index(0);
    let mut results = Vec::with_capacity(num_results);
    let (Some(&first), Some(&last)) = (strides.first(), strides.last()) else {
        return results;
    };
    results.push(b.floordivsi(linear, first));
    let modulo = |b: &mut ArithBuilder<'_, '_>, stride: ValueId| {
        let rem = b.remsi(linear, stride);
        let negative = b.cmpi(cmpi::SLT, rem, zero);
        let corrected = b.addi(rem, stride, Overflow::NSW);
        b.select(negative, corrected, rem)
    };
    for w in strides.windows(2) {
        let m = modulo(b, w[0]);
        results.push(b.divsi(m, w[1]));
    }
    results.push(modulo(b, last));
    results
}

/// How many enclosing loops (ops with loop regions, innermost first) `value` is defined
/// outside of, starting from `user` (MLIR's `numEnclosingInvariantLoops`).
fn invariant_loops(ctx: &Context, body: &Body, user: OpId, value: ValueId) -> usize {
    let def_parent = value_parent_op(body, value);
    let mut count = 0;
    let mut cur = user;
    while let Some(parent) = body.parent_op(cur) {
        let is_loop = ctx
            .op_info(body.op(parent).name)
            .is_some_and(|i| i.interfaces.loop_regions.is_some());
        if is_loop {
            // Defined inside the loop: the loop is an ancestor of the value's parent op.
            if def_parent.is_some_and(|d| is_ancestor(body, parent, d)) {
                break;
            }
            count += 1;
        }
        cur = parent;
    }
    count
}

/// The op whose region holds the definition of `value` (`None` at the top of the body).
fn value_parent_op(body: &Body, value: ValueId) -> Option<OpId> {
    use strata_ir::ir::ValueDef;
    let block = match body.value(value).def {
        ValueDef::Result { op, .. } => body.op_block(op)?,
        ValueDef::BlockArg { block, .. } => block,
        _ => return None,
    };
    let region = body.block_region(block)?;
    body.region_parent(region)
}

/// Whether `ancestor` is `op` or contains it.
fn is_ancestor(body: &Body, ancestor: OpId, mut op: OpId) -> bool {
    loop {
        if op == ancestor {
            return true;
        }
        match body.parent_op(op) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// The value of `affine.linearize_index [indices] by (basis)` (op `op`, whose
/// multi-index operands are `indices`); `basis` has its outer bound dropped already.
pub(crate) fn linearize(
    b: &mut ArithBuilder<'_, '_>,
    op: OpId,
    indices: &[ValueId],
    basis: &[Basis],
    disjoint: bool,
) -> Option<ValueId> {
    let Some((&last, init)) = indices.split_last() else {
        return Some(b.index(0));
    };
    let strides = strides(b, basis, disjoint);
    if strides.len() != init.len() {
        return None;
    }
    let mut scaled: Vec<(ValueId, usize)> = Vec::with_capacity(indices.len());
    for (&idx, &stride) in init.iter().zip(&strides) {
        let v = b.muli(idx, stride, Overflow::NSW);
        let n = invariant_loops(b.ctx(), b.rw.body(), op, idx);
        scaled.push((v, n));
    }
    let n = invariant_loops(b.ctx(), b.rw.body(), op, last);
    scaled.push((last, n));
    scaled.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    let mut it = scaled.into_iter();
    let mut acc = it.next()?.0;
    for (v, _) in it {
        acc = b.addi(acc, v, Overflow::NSW);
    }
    Some(acc)
}

/// An [`ArithBuilder`] at `loc` (helper for the patterns).
pub(crate) fn builder<'r, 'a>(
    rw: &'r mut ConversionPatternRewriter<'a>,
    loc: Location,
) -> ArithBuilder<'r, 'a> {
    ArithBuilder::new(rw, loc)
}
