//! Integer range inference of the `arith` ops (MLIR's `InferIntRangeInterface`
//! implementations in `ArithOps` / `InferIntRangeCommon`), attached as the open
//! [`InferIntRange`] interface: constants, add/sub/mul, div/rem, min/max, and/or/xor,
//! shifts, extensions, truncation, index casts, `cmpi` and `select`. Each result range
//! is the tightest the operand ranges allow within these rules; anything else is
//! every value of the type.

use strata_ir::int_range::{
    ForwardedOperandFn, InferIntRange, IntRange, OperandRanges, range_width,
};
use strata_ir::ir::{Body, OpId};
use strata_ir::matchers::int_value;
use strata_ir::symbols::op_attr;
use strata_ir::{Attribute, Context};

use super::attrs::cmpi;

type Ranges = Vec<Option<IntRange>>;

/// The analysed width of `op`'s first result.
fn result_width(ctx: &Context, body: &Body, op: OpId) -> Option<u32> {
    range_width(ctx, body.value_type(body.result(op, 0)))
}

/// Both operands of a binary op, of the result's width.
fn two(ops: OperandRanges<'_>) -> Option<(IntRange, IntRange)> {
    Some(((*ops.first()?)?, (*ops.get(1)?)?))
}

fn constant(ctx: &Context, body: &Body, op: OpId, _: OperandRanges<'_>) -> Ranges {
    let w = result_width(ctx, body, op);
    let value: Option<Attribute> = op_attr(ctx, body, op, "value");
    let r = w.and_then(|w| {
        let v = int_value(ctx, value?)?;
        if !matches!(ctx.attr_data(value?), strata_ir::AttrData::Integer { .. }) {
            return None;
        }
        Some(IntRange::constant(
            w,
            v.to_u64_checked().map(u128::from).or_else(|| {
                v.to_i64_checked()
                    .map(|s| IntRange::to_unsigned(w, s as i128))
            })?,
        ))
    });
    vec![r]
}

/// Applies a binary rule to the operands when the result is analysed.
fn binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ops: OperandRanges<'_>,
    f: fn(u32, IntRange, IntRange) -> IntRange,
) -> Ranges {
    let r = match (result_width(ctx, body, op), two(ops)) {
        (Some(w), Some((a, b))) => Some(f(w, a, b)),
        _ => None,
    };
    vec![r]
}

fn signed_or_max(w: u32, lo: i128, hi: i128) -> (i128, i128) {
    if lo < IntRange::smin_of(w) || hi > IntRange::smax_of(w) {
        (IntRange::smin_of(w), IntRange::smax_of(w))
    } else {
        (lo, hi)
    }
}

fn unsigned_or_max(w: u32, lo: i128, hi: i128) -> (u128, u128) {
    if lo < 0 || hi > IntRange::umax_of(w) as i128 {
        (0, IntRange::umax_of(w))
    } else {
        (lo as u128, hi as u128)
    }
}

fn add(w: u32, a: IntRange, b: IntRange) -> IntRange {
    let u = unsigned_or_max(
        w,
        a.umin as i128 + b.umin as i128,
        a.umax as i128 + b.umax as i128,
    );
    let s = signed_or_max(w, a.smin + b.smin, a.smax + b.smax);
    IntRange::from_both(w, u, s)
}

fn sub(w: u32, a: IntRange, b: IntRange) -> IntRange {
    let u = unsigned_or_max(
        w,
        a.umin as i128 - b.umax as i128,
        a.umax as i128 - b.umin as i128,
    );
    let s = signed_or_max(w, a.smin - b.smax, a.smax - b.smin);
    IntRange::from_both(w, u, s)
}

fn mul(w: u32, a: IntRange, b: IntRange) -> IntRange {
    let u = match (a.umax.checked_mul(b.umax), a.umin.checked_mul(b.umin)) {
        (Some(hi), Some(lo)) if hi <= IntRange::umax_of(w) => (lo, hi),
        _ => (0, IntRange::umax_of(w)),
    };
    let corners = [
        a.smin * b.smin,
        a.smin * b.smax,
        a.smax * b.smin,
        a.smax * b.smax,
    ];
    let lo = corners.iter().copied().min().unwrap_or(0);
    let hi = corners.iter().copied().max().unwrap_or(0);
    IntRange::from_both(w, u, signed_or_max(w, lo, hi))
}

fn divui(w: u32, a: IntRange, b: IntRange) -> IntRange {
    // Division by zero is undefined: the divisor is at least 1.
    let bmin = b.umin.max(1);
    let bmax = b.umax.max(1);
    IntRange::from_unsigned(w, a.umin / bmax, a.umax / bmin)
}

fn divsi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if a.smin >= 0 && b.smin >= 0 {
        let bmin = b.smin.max(1);
        let bmax = b.smax.max(1);
        return IntRange::from_signed(w, a.smin / bmax, a.smax / bmin);
    }
    IntRange::max(w)
}

fn remui(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if b.umin > 0 && a.umax < b.umin {
        return a;
    }
    let hi = b.umax.saturating_sub(1).min(a.umax);
    IntRange::from_unsigned(w, 0, hi)
}

fn remsi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if a.smin >= 0 && b.smin > 0 {
        if a.smax < b.smin {
            return a;
        }
        return IntRange::from_signed(w, 0, (b.smax - 1).min(a.smax));
    }
    IntRange::max(w)
}

fn minsi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    IntRange::from_signed(w, a.smin.min(b.smin), a.smax.min(b.smax))
}
fn maxsi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    IntRange::from_signed(w, a.smin.max(b.smin), a.smax.max(b.smax))
}
fn minui(w: u32, a: IntRange, b: IntRange) -> IntRange {
    IntRange::from_unsigned(w, a.umin.min(b.umin), a.umax.min(b.umax))
}
fn maxui(w: u32, a: IntRange, b: IntRange) -> IntRange {
    IntRange::from_unsigned(w, a.umin.max(b.umin), a.umax.max(b.umax))
}

/// All ones up to the highest set bit of `x`.
fn mask_up_to(x: u128) -> u128 {
    if x == 0 {
        0
    } else {
        u128::MAX >> x.leading_zeros()
    }
}

fn andi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if let (Some(x), Some(y)) = (a.constant_value(), b.constant_value()) {
        return IntRange::constant(w, x & y);
    }
    IntRange::from_unsigned(w, 0, a.umax.min(b.umax))
}
fn ori(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if let (Some(x), Some(y)) = (a.constant_value(), b.constant_value()) {
        return IntRange::constant(w, x | y);
    }
    IntRange::from_unsigned(w, a.umin.max(b.umin), mask_up_to(a.umax | b.umax))
}
fn xori(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if let (Some(x), Some(y)) = (a.constant_value(), b.constant_value()) {
        return IntRange::constant(w, x ^ y);
    }
    IntRange::from_unsigned(w, 0, mask_up_to(a.umax | b.umax))
}

fn shli(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if b.umax >= u128::from(w) {
        return IntRange::max(w);
    }
    let (lo, hi) = (a.umin << b.umin, a.umax << b.umax);
    if hi > IntRange::umax_of(w) {
        return IntRange::max(w);
    }
    IntRange::from_unsigned(w, lo, hi)
}
fn shrui(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if b.umax >= u128::from(w) {
        return IntRange::max(w);
    }
    IntRange::from_unsigned(w, a.umin >> b.umax, a.umax >> b.umin)
}
fn shrsi(w: u32, a: IntRange, b: IntRange) -> IntRange {
    if b.umax >= u128::from(w) {
        return IntRange::max(w);
    }
    let (l, h) = (b.umin as u32, b.umax as u32);
    let lo = (a.smin >> l).min(a.smin >> h);
    let hi = (a.smax >> l).max(a.smax >> h);
    IntRange::from_signed(w, lo, hi)
}

macro_rules! binary_fns {
    ($($name:ident => $rule:ident),* $(,)?) => {
        $(fn $name(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
            binary(ctx, body, op, ops, $rule)
        })*
    };
}
binary_fns! {
    infer_add => add, infer_sub => sub, infer_mul => mul, infer_divui => divui,
    infer_divsi => divsi, infer_remui => remui, infer_remsi => remsi, infer_minsi => minsi,
    infer_maxsi => maxsi, infer_minui => minui, infer_maxui => maxui, infer_and => andi,
    infer_or => ori, infer_xor => xori, infer_shl => shli, infer_shrui => shrui,
    infer_shrsi => shrsi,
}

/// A cast keeping the signed (`signed`) or unsigned value of the operand.
fn cast(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>, signed: bool) -> Ranges {
    let (Some(w), Some(Some(a))) = (result_width(ctx, body, op), ops.first()) else {
        return vec![None];
    };
    let r = if signed {
        IntRange::from_signed(w, a.smin, a.smax)
    } else {
        IntRange::from_unsigned(w, a.umin, a.umax)
    };
    vec![Some(r)]
}

fn infer_extsi(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    cast(ctx, body, op, ops, true)
}
fn infer_extui(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    cast(ctx, body, op, ops, false)
}

/// Truncation: the unsigned bounds when they fit, else the signed ones, else anything.
fn infer_trunc(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    let (Some(w), Some(Some(a))) = (result_width(ctx, body, op), ops.first()) else {
        return vec![None];
    };
    let u = IntRange::from_unsigned(w, a.umin, a.umax);
    let s = IntRange::from_signed(w, a.smin, a.smax);
    vec![Some(u.intersect(s))]
}

/// `index_cast`: sign-extends when widening, truncates when narrowing.
fn infer_index_cast(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    let (Some(w), Some(Some(a))) = (result_width(ctx, body, op), ops.first()) else {
        return vec![None];
    };
    if w >= a.width {
        cast(ctx, body, op, ops, true)
    } else {
        infer_trunc(ctx, body, op, ops)
    }
}

/// `index_castui`: zero-extends when widening, truncates when narrowing.
fn infer_index_castui(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    let (Some(w), Some(Some(a))) = (result_width(ctx, body, op), ops.first()) else {
        return vec![None];
    };
    if w >= a.width {
        cast(ctx, body, op, ops, false)
    } else {
        infer_trunc(ctx, body, op, ops)
    }
}

/// Whether `p` holds for every pair of values of `a` and `b` (`Some(true)`), for none
/// (`Some(false)`), or it depends.
fn evaluate(p: u64, a: IntRange, b: IntRange) -> Option<bool> {
    let always = |p: u64| match p {
        cmpi::EQ => a.constant_value().is_some() && a.constant_value() == b.constant_value(),
        cmpi::NE => a.umax < b.umin || b.umax < a.umin || a.smax < b.smin || b.smax < a.smin,
        cmpi::SLT => a.smax < b.smin,
        cmpi::SLE => a.smax <= b.smin,
        cmpi::SGT => a.smin > b.smax,
        cmpi::SGE => a.smin >= b.smax,
        cmpi::ULT => a.umax < b.umin,
        cmpi::ULE => a.umax <= b.umin,
        cmpi::UGT => a.umin > b.umax,
        cmpi::UGE => a.umin >= b.umax,
        _ => false,
    };
    let inverse = match p {
        cmpi::EQ => cmpi::NE,
        cmpi::NE => cmpi::EQ,
        cmpi::SLT => cmpi::SGE,
        cmpi::SLE => cmpi::SGT,
        cmpi::SGT => cmpi::SLE,
        cmpi::SGE => cmpi::SLT,
        cmpi::ULT => cmpi::UGE,
        cmpi::ULE => cmpi::UGT,
        cmpi::UGT => cmpi::ULE,
        cmpi::UGE => cmpi::ULT,
        _ => return None,
    };
    if always(p) {
        Some(true)
    } else if always(inverse) {
        Some(false)
    } else {
        None
    }
}

fn infer_cmpi(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    let Some(w) = result_width(ctx, body, op) else {
        return vec![None];
    };
    let p = op_attr(ctx, body, op, "predicate")
        .and_then(|a| int_value(ctx, a))
        .and_then(|v| v.to_u64_checked());
    let r = match (p, two(ops)) {
        (Some(p), Some((a, b))) => match evaluate(p, a, b) {
            Some(v) => IntRange::constant(w, u128::from(v)),
            None => IntRange::max(w),
        },
        _ => IntRange::max(w),
    };
    vec![Some(r)]
}

fn infer_select(ctx: &Context, body: &Body, op: OpId, ops: OperandRanges<'_>) -> Ranges {
    let Some(_) = result_width(ctx, body, op) else {
        return vec![None];
    };
    let (Some(t), Some(f)) = (ops.get(1).copied().flatten(), ops.get(2).copied().flatten()) else {
        return vec![None];
    };
    let r = match ops
        .first()
        .copied()
        .flatten()
        .and_then(|c| c.constant_value())
    {
        Some(1) => t,
        Some(0) => f,
        _ => t.union(f),
    };
    vec![Some(r)]
}

/// `x % c` is `x` when `0 <= x < c` (MLIR's `DeleteTrivialRem`).
fn rem_forwards(_: &Context, _: &Body, _: OpId, ops: OperandRanges<'_>) -> Option<usize> {
    let (a, b) = two(ops)?;
    let c = b.constant_value()?;
    (c > 0 && a.umax < c && a.smin >= 0).then_some(0)
}

/// Attaches the inference to the `arith` ops.
pub(crate) fn register(ctx: &Context) {
    type Infer = fn(&Context, &Body, OpId, OperandRanges<'_>) -> Ranges;
    let table: &[(&str, Infer)] = &[
        ("arith.constant", constant),
        ("arith.addi", infer_add),
        ("arith.subi", infer_sub),
        ("arith.muli", infer_mul),
        ("arith.divui", infer_divui),
        ("arith.divsi", infer_divsi),
        ("arith.remui", infer_remui),
        ("arith.remsi", infer_remsi),
        ("arith.minsi", infer_minsi),
        ("arith.maxsi", infer_maxsi),
        ("arith.minui", infer_minui),
        ("arith.maxui", infer_maxui),
        ("arith.andi", infer_and),
        ("arith.ori", infer_or),
        ("arith.xori", infer_xor),
        ("arith.shli", infer_shl),
        ("arith.shrui", infer_shrui),
        ("arith.shrsi", infer_shrsi),
        ("arith.extsi", infer_extsi),
        ("arith.extui", infer_extui),
        ("arith.trunci", infer_trunc),
        ("arith.index_cast", infer_index_cast),
        ("arith.index_castui", infer_index_castui),
        ("arith.cmpi", infer_cmpi),
        ("arith.select", infer_select),
    ];
    for &(name, infer) in table {
        let forwarded_operand: Option<ForwardedOperandFn> =
            matches!(name, "arith.remui" | "arith.remsi").then_some(rem_forwards as _);
        ctx.attach_op_interface(
            name,
            InferIntRange {
                infer,
                forwarded_operand,
            },
        );
    }
}
