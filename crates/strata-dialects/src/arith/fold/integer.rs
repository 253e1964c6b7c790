//! Folders of the integer arithmetic ops: `addi`, `subi`, `muli`, the divisions and
//! remainders, the bitwise ops and shifts, min/max and the extended ops.

use std::cmp::Ordering;

use strata_ir::apint::ApInt;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Type};

use super::{
    Folded, arity, attr, const_int_binary, element_type, int_attr, int_elements, int_elements_attr,
    int_value, int_width, or_commute, poison_operand, result_type, rhs_is, value, zero_of,
    zip_elements,
};
use crate::arith::{AddIOp, AndIOp, ConstantOp, MulIOp, SubIOp, XOrIOp, defining};

/// Whether `v` is `xori(x, -1)` or `xori(-1, x)` (a bitwise not of `x`).
fn is_not_of(ctx: &Context, body: &Body, v: ValueId, x: ValueId) -> bool {
    let Some(d) = defining::<XOrIOp>(ctx, body, v, 2) else {
        return false;
    };
    // An `arith.constant` (not any constant-like op) of all ones.
    let all_ones = |w: ValueId| {
        defining_op(body, w)
            .and_then(|c| ConstantOp::cast(ctx, body, c))
            .and_then(|c| c.value(ctx, body))
            .and_then(|a| int_value(ctx, a))
            .is_some_and(|a| a.is_all_ones())
    };
    let (l, r) = (d.lhs(body), d.rhs(body));
    (l == x && all_ones(r)) || (r == x && all_ones(l))
}

/// All ones of the (static) integer-like type `ty`.
fn all_ones_of(ctx: &Context, ty: Type) -> Option<Attribute> {
    let w = int_width(ctx, element_type(ctx, ty))?;
    int_attr(ctx, ty, ApInt::all_ones(w))
}

// ---- integer binary ops ----

/// `addi(x, 0) -> x`, `addi(subi(a, b), b) -> a`, `addi(b, subi(a, b)) -> a`, constants.
pub(crate) fn fold_addi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = addi_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn addi_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    for (sub, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(d) = defining::<SubIOp>(ctx, body, sub, 2)
            && d.rhs(body) == other
        {
            return value(d.lhs(body));
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.add(b)))
}

/// `subi(x, x) -> 0`, `subi(x, 0) -> x`, `subi(addi(a, b), b) -> a`,
/// `subi(addi(a, b), a) -> b`, constants.
pub(crate) fn fold_subi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if let Some(d) = defining::<AddIOp>(ctx, body, lhs, 2) {
        if d.rhs(body) == rhs {
            return value(d.lhs(body));
        }
        if d.lhs(body) == rhs {
            return value(d.rhs(body));
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.sub(b)))
}

/// `muli(x, 0) -> 0`, `muli(x, 1) -> x`, constants.
pub(crate) fn fold_muli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = muli_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn muli_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(body.operand(op, 1));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.mul(b)))
}

/// `divui(x, 1) -> x`, constants (not by zero).
pub(crate) fn fold_divui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ctx, body, op, "nuw") {
        return value(v);
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.udiv(b))
}

/// `div(muli(a, b), b) -> a` (either order) when the multiplication carries the overflow
/// flag `flag` (`nuw` for unsigned, `nsw` for signed division).
fn div_of_mul(ctx: &Context, body: &Body, op: OpId, flag: &str) -> Option<ValueId> {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let mul = defining::<MulIOp>(ctx, body, lhs, 2)?;
    if !has_overflow_flag(ctx, body, mul.0, flag) {
        return None;
    }
    let (a, b) = (mul.lhs(body), mul.rhs(body));
    if a == rhs {
        Some(b)
    } else if b == rhs {
        Some(a)
    } else {
        None
    }
}

/// Whether `op`'s `#arith.overflow<...>` flags include `flag`.
fn has_overflow_flag(ctx: &Context, body: &Body, op: OpId, flag: &str) -> bool {
    let Some(a) = strata_ir::symbols::op_attr(ctx, body, op, "overflowFlags") else {
        return false;
    };
    match ctx.attr_data(a) {
        strata_ir::AttrData::Opaque { body, .. } => body
            .trim_start_matches("overflow<")
            .trim_end_matches('>')
            .split(',')
            .any(|f| f.trim() == flag),
        _ => false,
    }
}

/// `divsi(x, 1) -> x`, constants (not by zero, not `MIN / -1`).
pub(crate) fn fold_divsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ctx, body, op, "nsw") {
        return value(v);
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if a.is_signed_min() && b.is_all_ones() {
            return None;
        }
        a.sdiv(b)
    })
}

/// `remui(x, 1) -> 0`, constants (not by zero).
pub(crate) fn fold_remui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.urem(b))
}

/// `remsi(x, 1) -> 0`, constants (not by zero).
pub(crate) fn fold_remsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| a.srem(b))
}

/// `andi(x, 0) -> 0`, `andi(x, -1) -> x`, constants, then the `Idempotent` trait's
/// `andi(x, x) -> x` (after the op's own fold, as upstream: `andi(c, c)` gives a new
/// constant, not `c`).
pub(crate) fn fold_andi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = andi_inner(ctx, body, op, operands).or_else(|| idempotent(body, op));
    or_commute(body, op, operands, f)
}

/// MLIR's `Idempotent` trait fold: `op(x, x) -> x`.
fn idempotent(body: &Body, op: OpId) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs { value(lhs) } else { None }
}

fn andi_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(rhs);
    }
    if rhs_is(ctx, operands, 1, ApInt::is_all_ones) {
        return value(lhs);
    }
    // `andi(x, not(x))` and `andi(not(x), x)` are 0.
    if is_not_of(ctx, body, rhs, lhs) || is_not_of(ctx, body, lhs, rhs) {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    // `andi(x, andi(x, y)) -> andi(x, y)`, in any operand order.
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = defining::<AndIOp>(ctx, body, inner, 2)
            && (prev.lhs(body) == other || prev.rhs(body) == other)
        {
            return value(inner);
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.and(b)))
}

/// `ori(x, 0) -> x`, `ori(x, -1) -> -1`, constants, then `ori(x, x) -> x` (`Idempotent`).
pub(crate) fn fold_ori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = ori_inner(ctx, body, op, operands).or_else(|| idempotent(body, op));
    or_commute(body, op, operands, f)
}

fn ori_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if rhs_is(ctx, operands, 1, ApInt::is_all_ones) {
        return attr(operands[1]);
    }
    // `ori(x, not(x))` and `ori(not(x), x)` are all ones.
    if is_not_of(ctx, body, rhs, lhs) || is_not_of(ctx, body, lhs, rhs) {
        return attr(all_ones_of(ctx, result_type(body, op)));
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.or(b)))
}

/// `xori(x, 0) -> x`, `xori(x, x) -> 0`, `xori(xori(x, a), a) -> x`, constants.
pub(crate) fn fold_xori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = xori_inner(ctx, body, op, operands);
    or_commute(body, op, operands, f)
}

fn xori_inner(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if lhs == rhs {
        return attr(zero_of(ctx, result_type(body, op)));
    }
    // `xori(xori(x, a), a)`, `xori(a, xori(x, a))` and the operand-swapped forms are `x`.
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(d) = defining::<XOrIOp>(ctx, body, inner, 2) {
            if d.rhs(body) == other {
                return value(d.lhs(body));
            }
            if d.lhs(body) == other {
                return value(d.rhs(body));
            }
        }
    }
    const_int_binary(ctx, body, op, operands, |a, b| Some(a.xor(b)))
}

/// The shift amount `b` if it is less than the width (larger shifts are poison and are
/// not folded).
fn shift_amount(a: &ApInt, b: &ApInt) -> Option<u32> {
    // Every width `w` fits in `w` bits, so the comparison is exact.
    (b.ucmp(&ApInt::from_u64(b.width(), a.width() as u64)) == Ordering::Less)
        .then(|| b.as_shift_amount())
}

/// Shared fold of the shifts: `shift(x, 0) -> x`, constants with an in-range amount.
fn fold_shift(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: fn(&ApInt, u32) -> ApInt,
) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(body.operand(op, 0));
    }
    // Unlike the other binary ops, upstream's shifts do not fold poison operands.
    if poison_operand(ctx, operands).is_some() {
        return None;
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        shift_amount(a, b).map(|s| f(a, s))
    })
}

/// `shli`: see [`fold_shift`].
pub(crate) fn fold_shli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::shl)
}

/// `shrui`: see [`fold_shift`].
pub(crate) fn fold_shrui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::lshr)
}

/// `shrsi`: see [`fold_shift`].
pub(crate) fn fold_shrsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_shift(ctx, body, op, operands, ApInt::ashr)
}

// ---- min/max, rounding divisions, extended arithmetic ----

/// Integer min/max: `op(x, x) -> x`, `op(x, absorbing) -> absorbing`,
/// `op(x, neutral) -> x`, constants with `pick`, then the `Commutative` trait fold.
fn fold_int_minmax(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    absorbing: fn(&ApInt) -> bool,
    neutral: fn(&ApInt) -> bool,
    pick: fn(&ApInt, &ApInt) -> bool,
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let f = if lhs == rhs || rhs_is(ctx, operands, 1, absorbing) {
        value(rhs)
    } else if rhs_is(ctx, operands, 1, neutral) {
        value(lhs)
    } else {
        const_int_binary(ctx, body, op, operands, |a, b| {
            Some(if pick(a, b) { a.clone() } else { b.clone() })
        })
    };
    or_commute(body, op, operands, f)
}

fn is_signed_max(v: &ApInt) -> bool {
    *v == ApInt::signed_max(v.width())
}

/// `maxsi(x, x) -> x`, `maxsi(x, MAX) -> MAX`, `maxsi(x, MIN) -> x`, constants.
pub(crate) fn fold_maxsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        is_signed_max,
        ApInt::is_signed_min,
        |a, b| a.scmp(b) == Ordering::Greater,
    )
}

/// `maxui(x, x) -> x`, `maxui(x, -1) -> -1`, `maxui(x, 0) -> x`, constants.
pub(crate) fn fold_maxui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_all_ones,
        ApInt::is_zero,
        |a, b| a.ucmp(b) == Ordering::Greater,
    )
}

/// `minsi(x, x) -> x`, `minsi(x, MIN) -> MIN`, `minsi(x, MAX) -> x`, constants.
pub(crate) fn fold_minsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_signed_min,
        is_signed_max,
        |a, b| a.scmp(b) == Ordering::Less,
    )
}

/// `minui(x, x) -> x`, `minui(x, 0) -> 0`, `minui(x, -1) -> x`, constants.
pub(crate) fn fold_minui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_int_minmax(
        ctx,
        body,
        op,
        operands,
        ApInt::is_zero,
        ApInt::is_all_ones,
        |a, b| a.ucmp(b) == Ordering::Less,
    )
}

/// `ceildivui(x, 1) -> x`, constants (not by zero).
pub(crate) fn fold_ceildivui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        let (q, r) = a.udivrem(b)?;
        if r.is_zero() {
            return Some(q);
        }
        let (sum, overflow) = q.uadd_overflow(&ApInt::one(q.width()));
        (!overflow).then_some(sum)
    })
}

/// `ceildivsi(x, 1) -> x`, constants (not by zero, and not when upstream's intermediate
/// negation of a negative `MIN` operand overflows).
pub(crate) fn fold_ceildivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        if a.is_signed_min() || b.is_signed_min() {
            return None;
        }
        let (q, r) = a.sdivrem(b)?;
        if !r.is_zero() && a.is_negative() == b.is_negative() {
            Some(q.add(&ApInt::one(q.width())))
        } else {
            Some(q)
        }
    })
}

/// `floordivsi(x, 1) -> x`, constants (not by zero, not `MIN / -1`).
pub(crate) fn fold_floordivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(body.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ctx, body, op, "nsw") {
        return value(v);
    }
    const_int_binary(ctx, body, op, operands, |a, b| {
        if a.is_signed_min() && b.is_all_ones() {
            return None;
        }
        let (q, r) = a.sdivrem(b)?;
        if !r.is_zero() && a.is_negative() != b.is_negative() {
            Some(q.sub(&ApInt::one(q.width())))
        } else {
            Some(q)
        }
    })
}

/// Both results of a two-result op from two optional folds.
fn two(a: Option<FoldResult>, b: Option<FoldResult>) -> Folded {
    Some(vec![a?, b?])
}

/// `Some(())` if `op` has two operands and two results.
fn arity_2x2(body: &Body, op: OpId) -> Option<()> {
    (body.num_operands(op) == 2 && body.num_results(op) == 2).then_some(())
}

/// Commutative trait fold of a two-result op (a constant left operand moves right).
fn commute_2x2(body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    or_commute(body, op, operands, None)
}

/// `mului_extended(x, 0) -> 0, 0`, `mului_extended(x, 1) -> x, 0`, constants.
pub(crate) fn fold_mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    fold_mul_extended(ctx, body, op, operands, false).or_else(|| commute_2x2(body, op, operands))
}

/// `mulsi_extended(x, 0) -> 0, 0`, constants.
pub(crate) fn fold_mulsi_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    fold_mul_extended(ctx, body, op, operands, true).or_else(|| commute_2x2(body, op, operands))
}

fn fold_mul_extended(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Folded {
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        let z = operands[1]?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && rhs_is(ctx, operands, 1, ApInt::is_one) {
        let zero = zero_of(ctx, body.value_type(body.operand(op, 0)))?;
        return Some(vec![
            FoldResult::Value(body.operand(op, 0)),
            FoldResult::Attr(zero),
        ]);
    }
    let low = const_int_binary(ctx, body, op, operands, |a, b| Some(a.mul(b)))?;
    let high = const_int_binary(ctx, body, op, operands, |a, b| {
        let w = a.width();
        let (x, y) = if signed {
            (a.sext(2 * w), b.sext(2 * w))
        } else {
            (a.zext(2 * w), b.zext(2 * w))
        };
        Some(x.mul(&y).lshr(w).trunc(w))
    })?;
    two(low.into_iter().next(), high.into_iter().next())
}

/// `addui_extended(x, 0) -> x, false`, constants (the carry is `sum < lhs`).
pub(crate) fn fold_addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity_2x2(body, op)?;
    let overflow_ty = body.value_type(body.result(op, 1));
    if rhs_is(ctx, operands, 1, ApInt::is_zero) {
        let f = zero_of(ctx, overflow_ty)?;
        return Some(vec![
            FoldResult::Value(body.operand(op, 0)),
            FoldResult::Attr(f),
        ]);
    }
    let folded = (|| {
        let a = int_elements(ctx, (*operands.first()?)?)?;
        let b = int_elements(ctx, (*operands.get(1)?)?)?;
        let mut sums = Vec::new();
        let mut carries = Vec::new();
        for (x, y) in zip_elements(a, b)? {
            if x.width() != y.width() {
                return None;
            }
            let (s, c) = x.uadd_overflow(&y);
            sums.push(s);
            carries.push(ApInt::from_u64(1, c as u64));
        }
        let sum = int_elements_attr(ctx, body.value_type(body.result(op, 0)), sums)?;
        let carry = int_elements_attr(ctx, overflow_ty, carries)?;
        Some(vec![FoldResult::Attr(sum), FoldResult::Attr(carry)])
    })();
    folded.or_else(|| commute_2x2(body, op, operands))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::fold::cast::sext_or_trunc;

    fn big(width: u32, decimal: &str) -> ApInt {
        let mut v = ApInt::zero(width);
        let ten = ApInt::from_u64(width, 10);
        for d in decimal.bytes() {
            v = v.mul(&ten).add(&ApInt::from_u64(width, (d - b'0') as u64));
        }
        v
    }

    #[test]
    fn shifts_in_range_only() {
        let x = ApInt::from_u64(7, 63);
        assert_eq!(shift_amount(&x, &ApInt::from_u64(7, 6)), Some(6));
        assert_eq!(shift_amount(&x, &ApInt::from_u64(7, 7)), None);
        assert_eq!(shift_amount(&x, &ApInt::all_ones(7)), None);
        let t = ApInt::from_u64(1, 1);
        assert_eq!(shift_amount(&t, &ApInt::zero(1)), Some(0));
        assert_eq!(shift_amount(&t, &t), None);
        let w = ApInt::zero(1000);
        assert_eq!(shift_amount(&w, &ApInt::from_u64(1000, 999)), Some(999));
        assert_eq!(shift_amount(&w, &ApInt::from_u64(1000, 1000)), None);
        let huge = ApInt::one(1000).shl(900);
        assert_eq!(shift_amount(&w, &huge), None);
    }

    /// Wide constants as mlir-opt 22 folds them (see tests/dialects/arith/fold-wide.mlir).
    #[test]
    fn wide_integer_values() {
        let a = big(1000, "12345678901234567890123456789012345678901234567890");
        let b = big(1000, "98765432109876543210");
        assert_eq!(
            a.mul(&b).to_string_signed(),
            "1219326311370217952249657064224965706422496570642237463801111263526900"
        );
        assert_eq!(
            a.urem(&b).unwrap().to_string_signed(),
            "42607060205495273910"
        );
        let s = ApInt::from_u64(7, 63);
        assert_eq!(s.shl(6).to_string_signed(), "-64");
        assert_eq!(s.ashr(6).to_string_signed(), "0");
        let m = ApInt::signed_min(128);
        assert_eq!(
            m.sub(&ApInt::all_ones(128)).to_string_signed(),
            "-170141183460469231731687303715884105727"
        );
        assert_eq!(
            sext_or_trunc(&ApInt::from_u64(64, 100000), 16).to_string_signed(),
            "-31072"
        );
    }
}
