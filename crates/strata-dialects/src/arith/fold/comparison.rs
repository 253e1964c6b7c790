//! Folders of the comparisons (`cmpi`, `cmpf`, with the predicate evaluation they share
//! with canonicalization) and of `select`.

use std::cmp::Ordering;

use rustc_apfloat::Float;
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, TypeData};

use super::{
    Folded, arity, attr, bool_attr, element_type, ext_source, float_value, int_elements,
    int_elements_attr, int_value, int_width, operand_int, result_type, rhs_is, value, zip_elements,
};
use crate::arith::attrs::cmpi::{EQ, NE, SGE, SLE, UGE, ULE};
use crate::arith::attrs::predicate_attr;
use crate::arith::{CmpIOp, defining};

// ---- comparisons ----

/// The `i64` predicate case of a comparison.
fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    int_value(ctx, op_attr(ctx, body, op, "predicate")?)?.to_u64_checked()
}

/// Applies `cmpi` predicate case `p` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
pub(crate) fn cmpi_apply(p: u64, a: &ApInt, b: &ApInt) -> Option<bool> {
    let s = a.scmp(b);
    let u = a.ucmp(b);
    Some(match p {
        0 => u == Ordering::Equal,
        1 => u != Ordering::Equal,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        9 => u != Ordering::Less,
        _ => return None,
    })
}

/// The `cmpi` predicate with its operands swapped.
fn cmpi_swapped(p: u64) -> u64 {
    match p {
        2 => 4,
        3 => 5,
        4 => 2,
        5 => 3,
        6 => 8,
        7 => 9,
        8 => 6,
        9 => 7,
        p => p,
    }
}

/// Replaces the inherent `predicate` of `op` by case `p`.
fn set_predicate(ctx: &Context, body: &mut Body, op: OpId, p: u64) {
    let Some(props) = body.op(op).properties else {
        return;
    };
    let new = predicate_attr(ctx, p);
    let entries: Vec<NamedAttribute> = ctx
        .dictionary_entries(props)
        .iter()
        .map(|e| {
            if ctx.ident_str(e.name) == "predicate" {
                NamedAttribute {
                    name: e.name,
                    value: new,
                }
            } else {
                *e
            }
        })
        .collect();
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// `cmpi` of equal operands, constant operands (moved to the right first), and
/// `cmpi ne/eq (ext %b : i1), 0`.
pub(crate) fn fold_cmpi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let p = predicate(ctx, body, op)?;
    let ty = result_type(body, op);
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        let v = matches!(p, EQ | SLE | SGE | ULE | UGE);
        return attr(bool_attr(ctx, ty, v));
    }
    if rhs_is(ctx, operands, 1, ApInt::is_zero)
        && let Some(src) = ext_source(ctx, body, lhs)
        && p == NE
        && int_width(ctx, element_type(ctx, body.value_type(src))) == Some(1)
    {
        return value(src);
    }
    let is_i1 = int_width(ctx, element_type(ctx, body.value_type(lhs))) == Some(1);
    // `cmpi ne, %b, false` and `cmpi eq, %b, true` on `i1` are `%b`.
    if is_i1 && p == NE && rhs_is(ctx, operands, 1, ApInt::is_zero) {
        return value(lhs);
    }
    if is_i1 && p == EQ && rhs_is(ctx, operands, 1, ApInt::is_one) {
        return value(lhs);
    }
    let a = operands.first().copied().flatten();
    let b = operands.get(1).copied().flatten();
    if a.is_some() && b.is_none() {
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        set_predicate(ctx, body, op, cmpi_swapped(p));
        return Some(vec![FoldResult::Value(body.result(op, 0))]);
    }
    let a = int_elements(ctx, a?)?;
    let b = int_elements(ctx, b?)?;
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(ApInt::from_u64(1, cmpi_apply(p, &x, &y)? as u64));
    }
    attr(int_elements_attr(ctx, ty, out))
}

/// Applies `cmpf` predicate case `p` to two floats of `kind`.
pub(crate) fn cmpf_apply(kind: FloatKind, p: u64, a: u128, b: u128) -> Option<bool> {
    // Formats `rustc_apfloat` lacks are narrower than `f64`, so `f64` compares them exactly.
    let ord: Option<Ordering> = with_float!(
        kind, T => Some(T::from_bits(a).partial_cmp(&T::from_bits(b))),
        _ => (kind != FloatKind::F8E8M0FNU)
            .then(|| float::to_f64(kind, a).partial_cmp(&float::to_f64(kind, b)))
    )?;
    let (lt, eq, gt, un) = match ord {
        Some(Ordering::Less) => (true, false, false, false),
        Some(Ordering::Equal) => (false, true, false, false),
        Some(Ordering::Greater) => (false, false, true, false),
        None => (false, false, false, true),
    };
    Some(match p {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => lt || gt,
        7 => !un,
        8 => un || eq,
        9 => un || gt,
        10 => un || gt || eq,
        11 => un || lt,
        12 => un || lt || eq,
        13 => !eq,
        14 => un,
        15 => true,
        _ => return None,
    })
}

/// `cmpf` of scalar constants (a NaN operand decides alone).
pub(crate) fn fold_cmpf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let p = predicate(ctx, body, op)?;
    let scalar = |i: usize| {
        let a = (*operands.get(i)?)?;
        matches!(ctx.attr_data(a), AttrData::Float { .. })
            .then(|| float_value(ctx, a))
            .flatten()
    };
    let is_nan =
        |v: Option<(FloatKind, u128)>| v.is_some_and(|(k, bits)| strata_ir::float::is_nan(k, bits));
    let (mut a, mut b) = (scalar(0), scalar(1));
    if is_nan(a) {
        b = a;
    }
    if is_nan(b) {
        a = b;
    }
    let ((k, a), (_, b)) = (a?, b?);
    let v = cmpf_apply(k, p, a, b)?;
    attr(Some(ctx.integer_attr(
        ctx.builtin_types().i1,
        ApInt::from_u64(1, v as u64),
    )))
}

// ---- select ----

/// `select(c, x, x) -> x`, `select(true/false, a, b)`, `select(c, true, false) -> c`.
pub(crate) fn fold_select(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 3)?;
    let (c, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    if t == f {
        return value(t);
    }
    if let Some(cv) = operand_int(ctx, operands, 0) {
        return value(if cv.is_zero() { f } else { t });
    }
    let poison = Some(crate::ub::poison_attr(ctx));
    if operands.get(1) == Some(&poison) {
        return value(f);
    }
    if operands.get(2) == Some(&poison) {
        return value(t);
    }
    let ty = result_type(body, op);
    if matches!(ctx.type_data(ty), TypeData::Integer { width: 1, .. })
        && rhs_is(ctx, operands, 1, ApInt::is_one)
        && rhs_is(ctx, operands, 2, ApInt::is_zero)
    {
        return value(c);
    }
    if let Some(folded) = select_elements(ctx, operands) {
        return attr(Some(folded));
    }
    // `select(cmpi eq, x, y), x, y` is `y`; with `ne` it is `x` (either operand order).
    if let Some(cmp) = defining::<CmpIOp>(ctx, body, c, 2) {
        let (l, r) = (cmp.lhs(body), cmp.rhs(body));
        if (l == t && r == f) || (r == t && l == f) {
            match predicate(ctx, body, cmp.id()) {
                Some(EQ) => return value(f),
                Some(NE) => return value(t),
                _ => {}
            }
        }
    }
    None
}

/// `select` of constant dense operands under a constant dense condition: the elements
/// picked one by one.
fn select_elements(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    let dense = |i: usize| match ctx.attr_data((*operands.get(i)?)?) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Numeric { splat, raw },
        } => Some((*ty, *splat, raw)),
        _ => None,
    };
    let ((_, c_splat, cond), (ty, t_splat, t), (_, f_splat, f)) = (dense(0)?, dense(1)?, dense(2)?);
    let (TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. }) = ctx.type_data(ty)
    else {
        return None;
    };
    let n = usize::try_from(shape.iter().product::<i64>()).ok()?;
    let width = ctx.dense_element_bytes(element_type(ctx, ty))?;
    let pick = |raw: &[u8], splat: bool, i: usize, w: usize| -> Option<Vec<u8>> {
        let at = if splat { 0 } else { i * w };
        raw.get(at..at + w).map(<[u8]>::to_vec)
    };
    let mut out = Vec::with_capacity(n * width);
    for i in 0..n {
        let c = pick(cond, c_splat, i, 1)?;
        let chosen = if c[0] & 1 == 1 {
            (t, t_splat)
        } else {
            (f, f_splat)
        };
        out.extend(pick(chosen.0, chosen.1, i, width)?);
    }
    let splat = n > 0 && out.chunks(width).all(|e| e == &out[..width]);
    if splat {
        out.truncate(width);
    }
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat,
            raw: out.into_boxed_slice(),
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::float::parse_literal;

    fn f(kind: FloatKind, text: &str) -> u128 {
        let (neg, t) = match text.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, text),
        };
        parse_literal(kind, t, neg).expect("literal")
    }

    #[test]
    fn cmpf_predicates() {
        use FloatKind::F64;
        let nan = 0x7FF8000000000000u128;
        let one = f(F64, "1.0");
        let two = f(F64, "2.0");
        // oeq, une, ord, uno, olt, uge on (1, 2), (nan, nan), (1, 1).
        assert_eq!(cmpf_apply(F64, 1, nan, nan), Some(false));
        assert_eq!(cmpf_apply(F64, 13, one, one), Some(false));
        assert_eq!(cmpf_apply(F64, 7, nan, one), Some(false));
        assert_eq!(cmpf_apply(F64, 14, nan, one), Some(true));
        assert_eq!(cmpf_apply(F64, 4, one, two), Some(true));
        assert_eq!(cmpf_apply(F64, 10, one, two), Some(false));
        assert_eq!(cmpf_apply(F64, 10, nan, two), Some(true));
        assert_eq!(cmpf_apply(F64, 0, one, one), Some(false));
        assert_eq!(cmpf_apply(F64, 15, nan, nan), Some(true));
    }

    #[test]
    fn cmpi_at_any_width() {
        let t = ApInt::from_u64(1, 1);
        let fl = ApInt::zero(1);
        // i1: true is -1 signed, 1 unsigned.
        assert_eq!(cmpi_apply(2, &t, &fl), Some(true)); // slt
        assert_eq!(cmpi_apply(6, &t, &fl), Some(false)); // ult
        let a = ApInt::from_i64(7, -1);
        let b = ApInt::from_i64(7, 63);
        assert_eq!(cmpi_apply(2, &a, &b), Some(true));
        assert_eq!(cmpi_apply(8, &a, &b), Some(true)); // ugt
        let min = ApInt::signed_min(1000);
        let max = ApInt::signed_max(1000);
        assert_eq!(cmpi_apply(4, &min, &max), Some(false)); // sgt
        assert_eq!(cmpi_apply(9, &min, &max), Some(true)); // uge
        assert_eq!(cmpi_apply(0, &min, &min), Some(true));
        assert_eq!(cmpi_apply(10, &min, &min), None);
        for p in 0..10 {
            assert_eq!(cmpi_swapped(cmpi_swapped(p)), p);
        }
    }
}
