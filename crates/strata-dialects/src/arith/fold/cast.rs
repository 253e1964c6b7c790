//! Folders of the casts: integer extension and truncation, `index_cast(ui)`, the
//! conversions between integers and floats (exact, at any width), `bitcast` and float
//! extension and truncation (exact conversions only, NaN payloads as APFloat).

use rustc_apfloat::ieee::Double;
use rustc_apfloat::{Float, Round};
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};

use super::{
    Folded, arity, attr, element_type, ext_source, float_elements, float_elements_attr,
    int_elements, int_elements_attr, int_width, is_shaped, poison_operand, result_type, value,
};
use crate::arith::{ExtFOp, ExtSIOp, ExtUIOp, TruncFOp, TruncIOp, defining};

// ---- casts ----

/// Folds a cast of an integer constant with `f(value, result width)`.
fn int_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(&ApInt, u32) -> ApInt,
) -> Folded {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let w = int_width(ctx, element_type(ctx, ty))?;
    let out = a.iter().map(|x| f(x, w)).collect();
    attr(int_elements_attr(ctx, ty, out))
}

/// `a` sign-extended or truncated to `w` bits.
pub(super) fn sext_or_trunc(a: &ApInt, w: u32) -> ApInt {
    if w >= a.width() {
        a.sext(w)
    } else {
        a.trunc(w)
    }
}

/// `index_cast` of a constant: sign-extended or truncated.
pub(crate) fn fold_index_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    int_cast(ctx, body, op, operands, sext_or_trunc)
}

/// `extsi(extsi(x)) -> extsi(x)` (in place), constants.
pub(crate) fn fold_extsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(d) = defining::<ExtSIOp>(ctx, body, body.operand(op, 0), 1) {
        let src = d.input(body);
        body.set_operand(op, 0, src);
        return value(body.result(op, 0));
    }
    int_cast(ctx, body, op, operands, |a, w| a.sext(w))
}

/// `extui(extui(x)) -> extui(x)` (in place), constants.
pub(crate) fn fold_extui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(d) = defining::<ExtUIOp>(ctx, body, body.operand(op, 0), 1) {
        let src = d.input(body);
        body.set_operand(op, 0, src);
        return value(body.result(op, 0));
    }
    int_cast(ctx, body, op, operands, |a, w| a.zext(w))
}

/// `trunci(ext(a))` -> `a` or `trunci(a)`, `trunci(trunci(a)) -> trunci(a)`, constants.
pub(crate) fn fold_trunci(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let input = body.operand(op, 0);
    if let Some(src) = ext_source(ctx, body, input) {
        let dst_ty = result_type(body, op);
        let sw = int_width(ctx, element_type(ctx, body.value_type(src)));
        let dw = int_width(ctx, element_type(ctx, dst_ty));
        if sw > dw {
            body.set_operand(op, 0, src);
            return value(body.result(op, 0));
        }
        if body.value_type(src) == dst_ty {
            return value(src);
        }
    } else if let Some(d) = defining::<TruncIOp>(ctx, body, input, 1) {
        let src = d.input(body);
        body.set_operand(op, 0, src);
        return value(body.result(op, 0));
    }
    int_cast(ctx, body, op, operands, |a, w| a.trunc(w))
}

/// Signed integer to float with round to nearest even, at any width (`None` for
/// `f8E8M0FNU`).
pub(crate) fn sitofp_value(kind: FloatKind, a: &ApInt) -> Option<u128> {
    if kind == FloatKind::F8E8M0FNU {
        return None;
    }
    let neg = a.is_negative();
    let w = a.width() + 1;
    let m = if neg { a.sext(w).neg() } else { a.zext(w) };
    // Rounds the magnitude to odd at `keep` bits: exact in the working format, and
    // `keep >= p + 2` makes the final rounding to the target's `p` bits correct.
    let reduce = |keep: u32| -> Option<(u128, u32)> {
        let shift = m.active_bits().saturating_sub(keep);
        let sticky = shift > 0 && m.count_trailing_zeros() < shift;
        Some((m.lshr(shift).to_u128_checked()? | sticky as u128, shift))
    };
    with_float!(kind, T => {
        let (top, shift) = reduce(127)?;
        let x = T::from_u128_r(top, Round::NearestTiesToEven)
            .value
            .scalbn(i32::try_from(shift).ok()?);
        Some((if neg { -x } else { x }).to_bits())
    }, _ => {
        // The formats rustc_apfloat lacks have at most 11 significand bits; any value
        // scaled past 2^900 overflows them all the same way.
        let (top, shift) = reduce(53)?;
        let x = top as f64 * 2f64.powi(shift.min(900) as i32);
        Some(float::from_f64(kind, if neg { -x } else { x }))
    })
}

/// `sitofp` of a constant.
pub(crate) fn fold_sitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let kind = ctx.float_kind(element_type(ctx, ty))?;
    let out = a
        .iter()
        .map(|x| sitofp_value(kind, x))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

// ---- unsigned conversions, `index_castui`, `bitcast`, float casts ----

/// `uitofp` of a constant (the value zero-extended one bit, then converted as signed).
pub(crate) fn fold_uitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let a = int_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let kind = ctx.float_kind(element_type(ctx, ty))?;
    let out = a
        .iter()
        .map(|x| sitofp_value(kind, &x.zext(x.width() + 1)))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

/// `index_castui` of a constant: zero-extended or truncated.
pub(crate) fn fold_index_castui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    int_cast(ctx, body, op, operands, |a, w| {
        if w >= a.width() {
            a.zext(w)
        } else {
            a.trunc(w)
        }
    })
}

/// `bitcast`: constants, then the `CastOpInterface` fold of a cast to its own type.
pub(crate) fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    bitcast_constant(ctx, body, op, operands).or_else(|| {
        let input = body.operand(op, 0);
        (body.value_type(input) == result_type(body, op)).then(|| vec![FoldResult::Value(input)])
    })
}

/// `bitcast` of a scalar integer or float constant.
fn bitcast_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let input = (*operands.first()?)?;
    let ty = result_type(body, op);
    if is_shaped(ctx, ty) {
        return bitcast_dense(ctx, input, ty);
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let bits: ApInt = match ctx.attr_data(input) {
        AttrData::Integer { value, .. } => value.clone(),
        AttrData::Float { ty: t, bits } => {
            let w = ctx.float_kind(*t)?.bit_width();
            ApInt::from_u128(w, *bits)
        }
        _ => return None,
    };
    match ctx.type_data(ty) {
        TypeData::Float(k) if k.bit_width() == bits.width() => {
            attr(Some(ctx.intern_attr(AttrData::Float {
                ty,
                bits: bits.to_u128_checked()?,
            })))
        }
        TypeData::Integer { width, .. } if *width == bits.width() => {
            attr(Some(ctx.integer_attr(ty, bits)))
        }
        _ => None,
    }
}

/// `bitcast` of dense elements: the same bytes read as the result's element type (MLIR's
/// `DenseElementsAttr::bitcast`; the element widths are equal, as the verifier requires).
fn bitcast_dense(ctx: &Context, input: Attribute, ty: Type) -> Folded {
    let AttrData::DenseElements { ty: from, data } = ctx.attr_data(input) else {
        return None;
    };
    let (from_elem, to_elem) = (element_type(ctx, *from), element_type(ctx, ty));
    if ctx.int_or_float_bit_width(from_elem)? != ctx.int_or_float_bit_width(to_elem)?
        || !matches!(data, DenseData::Numeric { .. })
    {
        return None;
    }
    attr(Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.clone(),
    })))
}

/// `fptosi`/`fptoui` of one value: rounded toward zero, `None` for a NaN or a value out of
/// the `width`-bit range (or a width over 128).
fn fp_to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<ApInt> {
    if width > 128 || width == 0 {
        return None;
    }
    let w = width as usize;
    let convert = |f: &dyn Fn(&mut bool) -> (rustc_apfloat::Status, u128)| {
        let mut e = false;
        let (status, v) = f(&mut e);
        (status != rustc_apfloat::Status::INVALID_OP).then_some(v)
    };
    let v = with_float!(kind, T => {
        let x = T::from_bits(bits);
        convert(&|e| if signed {
            let r = x.to_i128_r(w, Round::TowardZero, e);
            (r.status, r.value as u128)
        } else {
            let r = x.to_u128_r(w, Round::TowardZero, e);
            (r.status, r.value)
        })
    }, _ => {
        let x = Double::from_bits(float::to_f64(kind, bits).to_bits() as u128);
        convert(&|e| if signed {
            let r = x.to_i128_r(w, Round::TowardZero, e);
            (r.status, r.value as u128)
        } else {
            let r = x.to_u128_r(w, Round::TowardZero, e);
            (r.status, r.value)
        })
    })?;
    Some(ApInt::from_u128(width, v))
}

/// `fptosi`/`fptoui` of a constant.
fn fold_fp_to_int(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Folded {
    arity(body, op, 1)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let ty = result_type(body, op);
    let w = int_width(ctx, element_type(ctx, ty))?;
    let out = vals
        .into_iter()
        .map(|v| fp_to_int(k, v, w, signed))
        .collect::<Option<Vec<_>>>()?;
    attr(int_elements_attr(ctx, ty, out))
}

/// `fptosi` of a constant.
pub(crate) fn fold_fptosi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fp_to_int(ctx, body, op, operands, true)
}

/// `fptoui` of a constant.
pub(crate) fn fold_fptoui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fp_to_int(ctx, body, op, operands, false)
}

/// LLVM's `(maxExponent, minExponent, precision)` of a float format.
fn semantics(kind: FloatKind) -> (i32, i32, u32) {
    let (max, min) = match kind {
        FloatKind::F16 | FloatKind::F8E5M2 => (15, -14),
        FloatKind::BF16 | FloatKind::F32 | FloatKind::TF32 => (127, -126),
        FloatKind::F64 => (1023, -1022),
        FloatKind::F80 | FloatKind::F128 => (16383, -16382),
        FloatKind::F8E4M3 => (7, -6),
        FloatKind::F8E4M3FN => (8, -6),
        FloatKind::F8E5M2FNUZ => (15, -15),
        FloatKind::F8E4M3FNUZ => (7, -7),
        FloatKind::F8E4M3B11FNUZ => (4, -10),
        FloatKind::F8E3M4 => (3, -2),
        FloatKind::F4E2M1FN | FloatKind::F6E2M3FN => (2, 0),
        FloatKind::F6E3M2FN => (4, -2),
        FloatKind::F8E8M0FNU => (127, -127),
    };
    (max, min, kind.precision())
}

/// Whether every value of format `a` is a value of format `b` (LLVM's
/// `APFloatBase::isRepresentableBy`).
fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    let ((amax, amin, ap), (bmax, bmin, bp)) = (semantics(a), semantics(b));
    amax <= bmax && amin >= bmin && ap <= bp
}

/// A float value converted exactly to another format: `None` if the conversion rounds,
/// overflows or signals (a signaling NaN), as upstream's `convertFloatValue`. Formats
/// `rustc_apfloat` lacks go through `f64` and never fold NaNs.
fn convert_exact(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    fn go<S: rustc_apfloat::FloatConvert<T>, T: Float>(bits: u128) -> Option<u128> {
        let mut loses = false;
        let r = S::from_bits(bits).convert(&mut loses);
        (r.status == rustc_apfloat::Status::OK && !loses).then(|| r.value.to_bits())
    }
    let direct = with_float!(from, S => with_float!(to, T => Some(go::<S, T>(bits))));
    if let Some(r) = direct {
        return r;
    }
    if from.precision() > 53 || to.precision() > 53 {
        return None;
    }
    if float::is_nan(from, bits) {
        return convert_nan(from, to, bits);
    }
    let v = float::to_f64(from, bits);
    if v.is_nan() || (v.is_infinite() && !to.has_inf()) {
        return None;
    }
    let r = float::from_f64(to, v);
    let back = float::to_f64(to, r);
    (back == v && back.is_sign_negative() == v.is_sign_negative()).then_some(r)
}

/// A NaN of a format `rustc_apfloat` lacks (or converted to one), as `APFloat::convert`:
/// the sign and payload carry over with the payload shifted by the precision difference;
/// a signaling NaN, lost payload bits or a target without IEEE NaNs (other than `f80`,
/// left alone) mean no fold. The NaN-as-negative-zero formats hold the canonical quiet
/// NaN, `f8E8M0FNU` an empty payload (which becomes an infinity, as upstream).
fn convert_nan(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    use FloatKind as K;
    let ieee = |k: FloatKind| {
        matches!(
            k,
            K::F16
                | K::BF16
                | K::F32
                | K::F64
                | K::F128
                | K::TF32
                | K::F8E5M2
                | K::F8E4M3
                | K::F8E3M4
        )
    };
    let (pf, pt) = (from.precision(), to.precision());
    let (sign, payload) = match from {
        K::F8E5M2FNUZ | K::F8E4M3FNUZ | K::F8E4M3B11FNUZ => (false, 1u128 << (pf - 2)),
        K::F8E8M0FNU => (false, 0),
        _ if ieee(from) || from == K::F8E4M3FN => {
            let payload = bits & ((1u128 << (pf - 1)) - 1);
            if ieee(from) && payload >> (pf - 2) == 0 {
                return None;
            }
            (bits >> (from.bit_width() - 1) & 1 == 1, payload)
        }
        _ => return None,
    };
    if !ieee(to) {
        return None;
    }
    let payload = if pt >= pf {
        payload << (pt - pf)
    } else {
        let shift = pf - pt;
        if payload & ((1u128 << shift) - 1) != 0 {
            return None;
        }
        payload >> shift
    };
    let width = to.bit_width();
    let exp_mask = ((1u128 << (width - pt)) - 1) << (pt - 1);
    Some(u128::from(sign) << (width - 1) | exp_mask | payload)
}

/// Whether `op`'s `fastmath` attribute sets `contract`.
fn has_contract(ctx: &Context, body: &Body, op: OpId) -> bool {
    op_attr(ctx, body, op, "fastmath")
        .is_some_and(|a| crate::arith::attrs::fastmath_has(ctx, a, "contract"))
}

/// `truncf(extf(a))` -> `a` or `truncf(a)` when the extension is lossless, then constants
/// (see [`fold_float_constant`]).
pub(crate) fn fold_truncf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let ty = result_type(body, op);
    let input = body.operand(op, 0);
    if let Some(d) = defining::<ExtFOp>(ctx, body, input, 1) {
        let src = d.in_(body);
        let sk = ctx.float_kind(element_type(ctx, body.value_type(src)))?;
        let mk = ctx.float_kind(element_type(ctx, body.value_type(input)))?;
        let dk = ctx.float_kind(element_type(ctx, ty))?;
        if representable_by(sk, mk) {
            if sk.bit_width() > dk.bit_width() {
                body.set_operand(op, 0, src);
                return value(body.result(op, 0));
            }
            if sk == dk {
                return value(src);
            }
        }
    }
    fold_float_constant(ctx, body, op, operands)
}

/// `extf(truncf(a))` -> `a` when both carry `contract`, then constants (see
/// [`fold_float_constant`]).
pub(crate) fn fold_extf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    let ty = result_type(body, op);
    if let Some(d) = defining::<TruncFOp>(ctx, body, body.operand(op, 0), 1)
        && body.value_type(d.in_(body)) == ty
        && has_contract(ctx, body, d.id())
        && has_contract(ctx, body, op)
    {
        return value(d.in_(body));
    }
    fold_float_constant(ctx, body, op, operands)
}

/// `extf`/`truncf` of a constant, when the conversion is exact (upstream folds only then,
/// so the rounding mode does not matter).
fn fold_float_constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let ty = result_type(body, op);
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let to = ctx.float_kind(element_type(ctx, ty))?;
    let out = vals
        .into_iter()
        .map(|v| convert_exact(k, to, v))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, ty, out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::float::format;

    #[test]
    fn sitofp_matches_mlir_opt() {
        use FloatKind::*;
        let v = sitofp_value(F32, &ApInt::from_i64(32, -5)).unwrap();
        assert_eq!(format(F32, v), "-5.000000e+00");
        // Overflow to infinity.
        let v = sitofp_value(F16, &ApInt::from_i64(64, 123456789)).unwrap();
        assert_eq!(format(F16, v), "0x7C00");
        let v = sitofp_value(F80, &ApInt::from_i128(128, -12345678901234567890)).unwrap();
        assert_eq!(format(F80, v), "0xC03EAB54A98CEB1F0AD2");
        // Beyond i128: -2^999 is exact in f64; i1000 MIN overflows f32 to -inf.
        let v = sitofp_value(F64, &ApInt::signed_min(1000)).unwrap();
        assert_eq!(strata_ir::float::to_f64(F64, v), -(2f64.powi(999)));
        let v = sitofp_value(F32, &ApInt::signed_min(1000)).unwrap();
        assert_eq!(format(F32, v), "0xFF800000");
    }
}
