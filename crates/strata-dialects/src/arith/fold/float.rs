//! Folders of the float arithmetic ops: `addf`, `subf`, `mulf`, `divf`, `remf`, `negf`
//! and the min/max ops, computed exactly as APFloat for every format.

use rustc_apfloat::{Float, Round};
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{Body, OpId};
use strata_ir::{AttrData, Attribute, Context};

use super::{
    Folded, arity, attr, float_elements, float_elements_attr, operand_float, or_commute,
    poison_operand, result_type, value, zip_elements,
};
use crate::arith::{NegFOp, defining};

// ---- float binary ops ----

/// Float arithmetic: `+ - * /` (`op` 0..4) on two values of `kind`, rounding to nearest even.
/// Formats `rustc_apfloat` lacks have at most 11 significand bits, so computing in `f64`
/// (53 bits, at least `2p + 2`) and rounding again gives the correctly rounded result.
pub(crate) fn float_binary(kind: FloatKind, op: u8, a: u128, b: u128) -> Option<u128> {
    with_float!(kind, T => {
        let (x, y) = (T::from_bits(a), T::from_bits(b));
        let r = match op {
            0 => x.add_r(y, Round::NearestTiesToEven),
            1 => x.sub_r(y, Round::NearestTiesToEven),
            2 => x.mul_r(y, Round::NearestTiesToEven),
            _ => x.div_r(y, Round::NearestTiesToEven),
        };
        Some(r.value.to_bits())
    }, _ => {
        // `f8E8M0FNU` (no sign, no zero) is left to a faithful model.
        if kind.precision() > 24 || kind == FloatKind::F8E8M0FNU {
            return None;
        }
        let (x, y) = (float::to_f64(kind, a), float::to_f64(kind, b));
        let r = match op {
            0 => x + y,
            1 => x - y,
            2 => x * y,
            _ => x / y,
        };
        if r.is_nan() {
            // APFloat's default NaN is positive; a format without NaN has no encoding for
            // it (mlir-opt prints an unencodable value), so that is not folded.
            return kind.has_nan().then(|| float::from_f64(kind, f64::NAN));
        }
        Some(float::from_f64(kind, r))
    })
}

/// Whether `(kind, bits)` equals `v` (`-0.0` distinct from `0.0`).
fn float_is(kind: FloatKind, bits: u128, v: f64) -> bool {
    strata_ir::float::from_f64(kind, v) == bits
        && !strata_ir::float::is_nan(kind, bits)
        && strata_ir::float::to_f64(kind, bits).is_sign_negative() == v.is_sign_negative()
}

/// Shared float binary fold: the identity `x op identity -> x`, then constants.
fn fold_float(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    which: u8,
    identity: f64,
) -> Folded {
    if let Some((k, bits)) = operand_float(ctx, operands, 1)
        && float_is(k, bits, identity)
    {
        return value(body.operand(op, 0));
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
    let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
    if k != k2 {
        return None;
    }
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(float_binary(k, which, x, y)?);
    }
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

/// `addf(x, -0.0) -> x`, constants.
pub(crate) fn fold_addf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    let f = fold_float(ctx, body, op, operands, 0, -0.0);
    or_commute(body, op, operands, f)
}

/// `subf(x, +0.0) -> x`, constants.
pub(crate) fn fold_subf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_float(ctx, body, op, operands, 1, 0.0)
}

/// `mulf(x, 1.0) -> x`, constants.
pub(crate) fn fold_mulf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    // `mulf(x, ±0) -> ±0` when NaNs and the sign of zero may be ignored.
    if let Some((k, bits)) = operand_float(ctx, operands, 1)
        && (float_is(k, bits, 0.0) || float_is(k, bits, -0.0))
        && has_fastmath(ctx, body, op, &["nnan", "nsz"])
    {
        return value(body.operand(op, 1));
    }
    let f = fold_float(ctx, body, op, operands, 2, 1.0);
    or_commute(body, op, operands, f)
}

/// Whether `op`'s `#arith.fastmath<...>` flags include all of `flags` (`fast` has all).
fn has_fastmath(ctx: &Context, body: &Body, op: OpId, flags: &[&str]) -> bool {
    let Some(a) = strata_ir::symbols::op_attr(ctx, body, op, "fastmath") else {
        return false;
    };
    let AttrData::Opaque { body: text, .. } = ctx.attr_data(a) else {
        return false;
    };
    let set: Vec<&str> = text
        .trim_start_matches("fastmath<")
        .trim_end_matches('>')
        .split(',')
        .map(str::trim)
        .collect();
    set.contains(&"fast") || flags.iter().all(|f| set.contains(f))
}

/// `divf(x, 1.0) -> x`, constants.
pub(crate) fn fold_divf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    fold_float(ctx, body, op, operands, 3, 1.0)
}

// ---- negation, min/max ----

/// `negf(negf(x)) -> x`, constants.
pub(crate) fn fold_negf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 1)?;
    if let Some(d) = defining::<NegFOp>(ctx, body, body.operand(op, 0), 1) {
        return value(d.operand(body));
    }
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, vals) = float_elements(ctx, (*operands.first()?)?)?;
    let out = vals
        .into_iter()
        .map(|v| with_float!(k, T => Some((-T::from_bits(v)).to_bits())))
        .collect::<Option<Vec<_>>>()?;
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

/// Which float min/max op a fold is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum FMinMax {
    /// `maximumf` (NaN-propagating).
    Maximum,
    /// `minimumf` (NaN-propagating).
    Minimum,
    /// `maxnumf` (NaN-ignoring).
    MaxNum,
    /// `minnumf` (NaN-ignoring).
    MinNum,
}

/// A quiet NaN (the top significand bit set) or a non-NaN.
fn is_quiet_or_number(kind: FloatKind, bits: u128) -> bool {
    if !float::is_nan(kind, bits) || !kind.has_inf() {
        return true;
    }
    bits >> (kind.precision() - 2) & 1 == 1
}

/// LLVM's `maximum`/`minimum`/`maxnum`/`minnum` on two values (`None`: not modelled).
fn fminmax(kind: FloatKind, which: FMinMax, a: u128, b: u128) -> Option<u128> {
    if kind.precision() > 53 || !is_quiet_or_number(kind, a) || !is_quiet_or_number(kind, b) {
        return None;
    }
    let (x, y) = (float::to_f64(kind, a), float::to_f64(kind, b));
    let max = matches!(which, FMinMax::Maximum | FMinMax::MaxNum);
    if x.is_nan() || y.is_nan() {
        let propagate = matches!(which, FMinMax::Maximum | FMinMax::Minimum);
        return Some(match (x.is_nan(), propagate) {
            (true, true) | (false, false) => a,
            (false, true) | (true, false) => b,
        });
    }
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        return Some(if x.is_sign_negative() == max { b } else { a });
    }
    Some(if max {
        if x < y { b } else { a }
    } else if y < x {
        b
    } else {
        a
    })
}

/// `op(x, x) -> x`, `maximumf(x, -inf)`/`minimumf(x, +inf)`/`maxnumf(x, NaN)`/
/// `minnumf(x, NaN)` -> `x`, constants, then the `Commutative` trait fold.
pub(crate) fn fold_fminmax(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    which: FMinMax,
) -> Folded {
    arity(body, op, 2)?;
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let f = (|| {
        if lhs == rhs {
            return value(rhs);
        }
        if let Some((k, bits)) = operand_float(ctx, operands, 1) {
            let v = float::to_f64(k, bits);
            let neutral = match which {
                FMinMax::Maximum => k.has_inf() && v == f64::NEG_INFINITY,
                FMinMax::Minimum => k.has_inf() && v == f64::INFINITY,
                FMinMax::MaxNum | FMinMax::MinNum => v.is_nan(),
            };
            if neutral {
                return value(lhs);
            }
        }
        if let Some(p) = poison_operand(ctx, operands) {
            return Some(p);
        }
        let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
        let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
        if k != k2 {
            return None;
        }
        let mut out = Vec::new();
        for (x, y) in zip_elements(a, b)? {
            out.push(fminmax(k, which, x, y)?);
        }
        attr(float_elements_attr(ctx, result_type(body, op), out))
    })();
    or_commute(body, op, operands, f)
}

/// `maximumf` fold.
pub(crate) fn fold_maximumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::Maximum)
}

/// `minimumf` fold.
pub(crate) fn fold_minimumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::Minimum)
}

/// `maxnumf` fold.
pub(crate) fn fold_maxnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::MaxNum)
}

/// `minnumf` fold.
pub(crate) fn fold_minnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    fold_fminmax(ctx, body, op, operands, FMinMax::MinNum)
}

/// `remf` of constants (C `fmod`: the result has the sign of the dividend).
pub(crate) fn fold_remf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    arity(body, op, 2)?;
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (k, a) = float_elements(ctx, (*operands.first()?)?)?;
    let (k2, b) = float_elements(ctx, (*operands.get(1)?)?)?;
    if k != k2 {
        return None;
    }
    let mut out = Vec::new();
    for (x, y) in zip_elements(a, b)? {
        out.push(
            with_float!(k, T => Some(T::from_bits(x).c_fmod(T::from_bits(y)).value.to_bits()))?,
        );
    }
    attr(float_elements_attr(ctx, result_type(body, op), out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::float::{format, parse_literal};

    fn f(kind: FloatKind, text: &str) -> u128 {
        let (neg, t) = match text.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, text),
        };
        parse_literal(kind, t, neg).expect("literal")
    }

    /// Float arithmetic, printed as mlir-opt 22 prints the folded constants.
    #[test]
    fn float_folds_match_mlir_opt() {
        use FloatKind::*;
        let cases: &[(FloatKind, u8, &str, &str, &str)] = &[
            (F32, 3, "1.0", "3.0", "0.333333343"),
            (F16, 3, "1.0", "3.0", "3.332520e-01"),
            (BF16, 3, "1.0", "3.0", "3.339840e-01"),
            (F64, 0, "0.1", "0.2", "0.30000000000000004"),
            (F80, 3, "1.0", "3.0", "0.333333333333333333342"),
            (
                F128,
                3,
                "1.0",
                "7.0",
                "0.14285714285714285714285714285714285",
            ),
            (F8E5M2, 2, "1.5", "1.5", "2.000000e+00"),
            (F8E4M3FN, 0, "448.0", "448.0", "0x7F"),
            (F32, 0, "1.5", "1.5", "3.000000e+00"),
        ];
        for &(kind, op, a, b, want) in cases {
            let r = float_binary(kind, op, f(kind, a), f(kind, b)).expect("folds");
            assert_eq!(format(kind, r), want, "{kind:?} {a} op{op} {b}");
        }
        // inf - inf is the default NaN.
        let inf = 0x7FF0000000000000u128;
        assert_eq!(
            format(F64, float_binary(F64, 1, inf, inf).unwrap()),
            "0x7FF8000000000000"
        );
        // Formats rustc_apfloat lacks go through f64 (see fold-float-kinds.mlir).
        assert_eq!(
            format(
                F8E4M3,
                float_binary(F8E4M3, 3, f(F8E4M3, "1.0"), f(F8E4M3, "3.0")).unwrap()
            ),
            "3.437500e-01"
        );
        // 0 / 0 is APFloat's positive default NaN.
        assert_eq!(
            format(F8E4M3, float_binary(F8E4M3, 3, 0, 0).unwrap()),
            "0x7C"
        );
        // No NaN encoding: not folded; f8E8M0FNU is not folded at all.
        assert_eq!(float_binary(F4E2M1FN, 3, 0, 0), None);
        assert_eq!(float_binary(F8E8M0FNU, 2, 0x7F, 0x7F), None);
    }
}
