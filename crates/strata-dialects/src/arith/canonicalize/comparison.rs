//! Patterns rooted on the comparisons and their negation: `xori(cmpi, true)` to the
//! inverted comparison, `cmpi eq/ne` of two extensions, and `cmpf` of an int-to-float
//! cast against a float constant rewritten as an integer comparison (or a constant).

use std::cmp::Ordering;

use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, FloatConvert};
use strata_ir::apint::ApInt;
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{InsertionPoint, OpId};
use strata_ir::matchers::{float_value, int_value, scalar_int_value};
use strata_ir::{AttrData, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::cast::Ext;
use super::{arith_constant, def, fused_with, operands_of, replace_by, result_of};
use crate::arith::attrs::cmpi::{EQ, NE, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT};
use crate::arith::attrs::{invert_cmpi, predicate_attr};
use crate::arith::fold::sitofp_value;
use crate::arith::{CmpFOp, CmpIOp, ConstantOp, SIToFPOp, UIToFPOp, XOrIOp};

/// `xori(cmpi(p, a, b), true)` -> `cmpi(!p, a, b)` (upstream has no `cmpf` counterpart).
pub(super) struct XOrINotCmp;

impl RewritePattern for XOrINotCmp {
    fn root(&self) -> Option<&str> {
        Some(XOrIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "XOrINotCmpI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 2 {
            return false;
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        // The constant must be the scalar `true`.
        let Some((_, value)) = arith_constant(rw, rhs) else {
            return false;
        };
        if !scalar_int_value(ctx, value).is_some_and(|v| v.width() == 1 && v.is_one()) {
            return false;
        }
        let Some(cmp) = def::<CmpIOp>(rw, lhs, 2) else {
            return false;
        };
        let body = rw.body();
        let Some(p) = cmp
            .predicate(ctx, body)
            .and_then(|a| int_value(ctx, a))
            .and_then(|v| v.to_u64_checked())
        else {
            return false;
        };
        let pred = predicate_attr(ctx, invert_cmpi(p));
        let (a, b) = (cmp.lhs(body), cmp.rhs(body));
        let loc = fused_with(rw, op, &[cmp.0]);
        replace_by(rw, op, |rw| CmpIOp::build(rw, loc, a, b, pred));
        true
    }
}

/// `cmpi(eq|ne, ext(a), ext(b))` -> `cmpi(eq|ne, a, b)` (both `extsi` or both `extui`, same
/// source type).
pub(super) struct CmpIOfExt;

impl RewritePattern for CmpIOfExt {
    fn root(&self) -> Option<&str> {
        Some(CmpIOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CmpIExt"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some(pred) = CmpIOp(op).predicate(ctx, rw.body()) else {
            return false;
        };
        if !int_value(ctx, pred).is_some_and(|p| p.is_zero() || p.is_one()) {
            return false;
        }
        for ext in [Ext::Unsigned, Ext::Signed] {
            let (Some(a), Some(b)) = (ext.def(rw, ops[0]), ext.def(rw, ops[1])) else {
                continue;
            };
            let body = rw.body();
            let (x, y) = (body.operand(a, 0), body.operand(b, 0));
            if body.value_type(x) != body.value_type(y) {
                return false;
            }
            let loc = fused_with(rw, op, &[a, b]);
            replace_by(rw, op, |rw| CmpIOp::build(rw, loc, x, y, pred));
            return true;
        }
        false
    }
}

// ---- cmpf(int-to-float(x), constant) ----

/// An exact float value: a NaN, an infinity, a zero, or `±mant * 2^(top - 127)` with
/// bit 127 of `mant` set (so `top` is the value's binary exponent, as `ilogb`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Exact {
    Nan,
    Inf { neg: bool },
    Zero,
    Finite { neg: bool, top: i64, mant: u128 },
}

impl Exact {
    /// `±sig * 2^exp`, normalized.
    fn new(neg: bool, sig: u128, exp: i64) -> Exact {
        if sig == 0 {
            return Exact::Zero;
        }
        let lz = sig.leading_zeros();
        Exact::Finite {
            neg,
            top: exp + 127 - i64::from(lz),
            mant: sig << lz,
        }
    }

    /// Decodes a value of `kind` (`None` for `f8E8M0FNU`, which upstream's rewrite cannot
    /// produce values of either).
    fn decode(kind: FloatKind, bits: u128) -> Option<Exact> {
        match kind {
            FloatKind::F8E8M0FNU => None,
            FloatKind::F80 | FloatKind::F128 => {
                let q = if kind == FloatKind::F80 {
                    let mut lost = false;
                    let v: Quad = X87DoubleExtended::from_bits(bits).convert(&mut lost).value;
                    v
                } else {
                    Quad::from_bits(bits)
                };
                if q.is_nan() {
                    return Some(Exact::Nan);
                }
                let neg = q.is_negative();
                if q.is_infinite() {
                    return Some(Exact::Inf { neg });
                }
                let qb = q.to_bits();
                let field = ((qb >> 112) & 0x7FFF) as i64;
                let m = qb & ((1u128 << 112) - 1);
                Some(if field == 0 {
                    Exact::new(neg, m, -16382 - 112)
                } else {
                    Exact::new(neg, m | (1 << 112), field - 16383 - 112)
                })
            }
            _ => {
                let d = float::to_f64(kind, bits);
                if d.is_nan() {
                    return Some(Exact::Nan);
                }
                let neg = d.is_sign_negative();
                if d.is_infinite() {
                    return Some(Exact::Inf { neg });
                }
                let raw = d.to_bits();
                let field = ((raw >> 52) & 0x7FF) as i64;
                let m = u128::from(raw & ((1 << 52) - 1));
                Some(if field == 0 {
                    Exact::new(neg, m, -1074)
                } else {
                    Exact::new(neg, m | (1 << 52), field - 1075)
                })
            }
        }
    }

    /// The value of integer `v` (signed or unsigned) in `kind`, rounded to nearest even.
    fn from_int(kind: FloatKind, v: &ApInt, signed: bool) -> Option<Exact> {
        let bits = if signed {
            sitofp_value(kind, v)?
        } else {
            sitofp_value(kind, &v.zext(v.width() + 1))?
        };
        Exact::decode(kind, bits)
    }

    /// Whether the value is negative (a negative zero is decoded as plain zero; upstream
    /// only asks this of non-zero values).
    fn is_negative(self) -> bool {
        matches!(
            self,
            Exact::Inf { neg: true } | Exact::Finite { neg: true, .. }
        )
    }

    /// The ordering of two values (`None` if one is a NaN).
    fn compare(self, other: Exact) -> Option<Ordering> {
        use Exact::*;
        let sign = |neg: bool| {
            if neg {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        };
        Some(match (self, other) {
            (Nan, _) | (_, Nan) => return None,
            (Inf { neg: a }, Inf { neg: b }) => b.cmp(&a),
            (Inf { neg }, _) => sign(neg),
            (_, Inf { neg }) => sign(neg).reverse(),
            (Zero, Zero) => Ordering::Equal,
            (Zero, Finite { neg, .. }) => sign(neg).reverse(),
            (Finite { neg, .. }, Zero) => sign(neg),
            (
                Finite {
                    neg: na,
                    top: ta,
                    mant: ma,
                },
                Finite {
                    neg: nb,
                    top: tb,
                    mant: mb,
                },
            ) => {
                if na != nb {
                    sign(na)
                } else {
                    let mag = (ta, ma).cmp(&(tb, mb));
                    if na { mag.reverse() } else { mag }
                }
            }
        })
    }

    /// `self < other`.
    fn lt(self, other: Exact) -> bool {
        self.compare(other) == Some(Ordering::Less)
    }

    /// Whether the value is an integer.
    fn is_integral(self) -> bool {
        match self {
            Exact::Zero => true,
            Exact::Finite { top, mant, .. } => top >= 127 || (top >= 0 && mant << (top + 1) == 0),
            _ => false,
        }
    }

    /// The value rounded toward zero to a `width`-bit integer, `None` where
    /// `APFloat::convertToInteger` reports an invalid operation.
    fn to_int(self, width: u32, signed: bool) -> Option<ApInt> {
        let (neg, top, mant) = match self {
            Exact::Zero => return Some(ApInt::zero(width)),
            Exact::Finite { neg, top, mant } => (neg, top, mant),
            _ => return None,
        };
        let magnitude = if top < 0 {
            ApInt::zero(width)
        } else {
            if top + 1 > i64::from(width) {
                return None;
            }
            if top <= 127 {
                ApInt::from_u128(width, mant >> (127 - top))
            } else {
                ApInt::from_u128(width, mant).shl(u32::try_from(top - 127).ok()?)
            }
        };
        let bits = width - magnitude.count_leading_zeros();
        if neg {
            if !signed {
                return magnitude.is_zero().then_some(magnitude);
            }
            // At most 2^(width-1).
            if bits == width && !magnitude.is_signed_min() {
                return None;
            }
            Some(magnitude.neg())
        } else if bits >= width + u32::from(!signed) {
            None
        } else {
            Some(magnitude)
        }
    }

    /// `ilogb`: the binary exponent (`i64::MAX` for infinities, very negative for zero).
    fn ilogb(self) -> i64 {
        match self {
            Exact::Finite { top, .. } => top,
            Exact::Inf { .. } => i64::MAX,
            _ => i64::MIN,
        }
    }
}

/// The exponent of the largest finite value of `kind` (LLVM's `maxExponent`).
fn max_exponent(kind: FloatKind) -> i64 {
    match kind {
        FloatKind::F16 | FloatKind::F8E5M2 | FloatKind::F8E5M2FNUZ => 15,
        FloatKind::BF16 | FloatKind::F32 | FloatKind::TF32 | FloatKind::F8E8M0FNU => 127,
        FloatKind::F64 => 1023,
        FloatKind::F80 | FloatKind::F128 => 16383,
        FloatKind::F8E4M3 | FloatKind::F8E4M3FNUZ => 7,
        FloatKind::F8E4M3FN => 8,
        FloatKind::F8E4M3B11FNUZ | FloatKind::F6E3M2FN => 4,
        FloatKind::F8E3M4 => 3,
        FloatKind::F4E2M1FN | FloatKind::F6E2M3FN => 2,
    }
}

/// The `cmpi` predicate of an ordered or unordered `cmpf` predicate (`None` for
/// `false`, `ord`, `uno`, `true`).
fn int_predicate(p: u64, unsigned: bool) -> Option<u64> {
    let pick = |u, s| if unsigned { u } else { s };
    Some(match p {
        1 | 8 => EQ,
        2 | 9 => pick(UGT, SGT),
        3 | 10 => pick(UGE, SGE),
        4 | 11 => pick(ULT, SLT),
        5 | 12 => pick(ULE, SLE),
        6 | 13 => NE,
        _ => return None,
    })
}

/// What `cmpf(p, int-to-float(x), c)` becomes.
enum CmpFRewrite {
    /// A boolean constant.
    Const(bool),
    /// `cmpi(pred, x, value)`.
    CmpI(u64, ApInt),
}

/// Upstream's `CmpFIntToFPConst` decision for predicate case `p`, an integer of `width`
/// bits converted to `kind` (signed unless `unsigned`) and the constant `rhs_bits`.
fn cmpf_int_to_fp(
    kind: FloatKind,
    rhs_bits: u128,
    p: u64,
    width: u32,
    unsigned: bool,
) -> Option<CmpFRewrite> {
    let rhs = Exact::decode(kind, rhs_bits)?;
    if rhs == Exact::Nan || width == 0 {
        return None;
    }
    let mantissa_width = i64::from(kind.precision());
    let value_bits = i64::from(if unsigned { width } else { width - 1 });
    if i64::from(width) > mantissa_width {
        // The conversion may round: give up where that can change the comparison.
        if let Exact::Inf { .. } = rhs {
            if max_exponent(kind) < value_bits {
                return None;
            }
        } else {
            let e = rhs.ilogb();
            if mantissa_width <= e && e <= value_bits {
                return None;
            }
        }
    }
    let mut pred = match p {
        7 => return Some(CmpFRewrite::Const(true)),
        14 => return Some(CmpFRewrite::Const(false)),
        // Upstream reaches `llvm_unreachable` for `false`/`true` (mlir-opt 22 crashes).
        p => int_predicate(p, unsigned)?,
    };
    // Constants beyond the integer range decide the comparison.
    let (max, min) = if unsigned {
        (ApInt::all_ones(width), ApInt::zero(width))
    } else {
        (ApInt::signed_max(width), ApInt::signed_min(width))
    };
    let (lt_pred, gt_pred) = if unsigned { (ULT, UGT) } else { (SLT, SGT) };
    let max_f = Exact::from_int(kind, &max, !unsigned)?;
    if max_f.lt(rhs) {
        return Some(CmpFRewrite::Const(
            pred == NE || pred == lt_pred || pred == lt_pred + 1,
        ));
    }
    let min_f = Exact::from_int(kind, &min, !unsigned)?;
    if rhs.lt(min_f) {
        return Some(CmpFRewrite::Const(
            pred == NE || pred == gt_pred || pred == gt_pred + 1,
        ));
    }
    let rhs_int = rhs.to_int(width, !unsigned)?;
    if rhs != Exact::Zero && !rhs.is_integral() {
        // A fractional constant: adjust the predicate (the integer is rounded toward
        // zero) or decide the comparison.
        let neg = rhs.is_negative();
        match pred {
            NE => return Some(CmpFRewrite::Const(true)),
            EQ => return Some(CmpFRewrite::Const(false)),
            ULE if neg => return Some(CmpFRewrite::Const(false)),
            SLE if neg => pred = SLT,
            ULT if neg => return Some(CmpFRewrite::Const(false)),
            ULT => pred = ULE,
            SLT if !neg => pred = SLE,
            UGT if neg => return Some(CmpFRewrite::Const(true)),
            SGT if neg => pred = SGE,
            UGE if neg => return Some(CmpFRewrite::Const(true)),
            UGE => pred = UGT,
            SGE if !neg => pred = SGT,
            _ => {}
        }
    }
    Some(CmpFRewrite::CmpI(pred, rhs_int))
}

/// `cmpf(p, sitofp(x) or uitofp(x), c)` with a scalar float constant `c` -> `cmpi` of `x`
/// against an integer constant, or a boolean constant, where the conversion cannot
/// change the outcome.
pub(super) struct CmpFIntToFPConst;

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&str> {
        Some(CmpFOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some((_, value)) = arith_constant(rw, ops[1]) else {
            return false;
        };
        let Some((kind, bits)) = matches!(ctx.attr_data(value), AttrData::Float { .. })
            .then(|| float_value(ctx, value))
            .flatten()
        else {
            return false;
        };
        let (x, unsigned) = if let Some(si) = def::<SIToFPOp>(rw, ops[0], 1) {
            (si.input(rw.body()), false)
        } else if let Some(ui) = def::<UIToFPOp>(rw, ops[0], 1) {
            (ui.in_(rw.body()), true)
        } else {
            return false;
        };
        let body = rw.body();
        let x_ty = body.value_type(x);
        let TypeData::Integer { width, .. } = ctx.type_data(x_ty) else {
            return false;
        };
        let width = *width;
        let Some(p) = CmpFOp(op)
            .predicate(ctx, body)
            .and_then(|a| int_value(ctx, a))
            .and_then(|v| v.to_u64_checked())
        else {
            return false;
        };
        let Some(rewrite) = cmpf_int_to_fp(kind, bits, p, width, unsigned) else {
            return false;
        };
        let loc = body.op(op).loc;
        match rewrite {
            CmpFRewrite::Const(v) => {
                let i1 = ctx.builtin_types().i1;
                let attr = ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(v)));
                replace_by(rw, op, |rw| ConstantOp::build(rw, loc, attr));
            }
            CmpFRewrite::CmpI(pred, value) => {
                rw.set_insertion_point(InsertionPoint::Before(op));
                let cst = ConstantOp::build(rw, loc, ctx.integer_attr(x_ty, value));
                let cst = result_of(rw, cst);
                let pred = predicate_attr(ctx, pred);
                replace_by(rw, op, |rw| CmpIOp::build(rw, loc, x, cst, pred));
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64_bits(v: f64) -> u128 {
        u128::from(v.to_bits())
    }

    fn decide(v: f64, p: u64, width: u32, unsigned: bool) -> Option<String> {
        cmpf_int_to_fp(FloatKind::F64, f64_bits(v), p, width, unsigned).map(|r| match r {
            CmpFRewrite::Const(b) => format!("{b}"),
            CmpFRewrite::CmpI(p, v) => format!("{p} {}", v.to_string_signed()),
        })
    }

    #[test]
    fn fractional_constants_adjust_the_predicate() {
        // olt 4.5 (signed) -> sle 4; olt -4.5 -> slt -4; ogt -4.5 (unsigned) -> true.
        assert_eq!(decide(4.5, 4, 32, false).as_deref(), Some("3 4"));
        assert_eq!(decide(-4.5, 4, 32, false).as_deref(), Some("2 -4"));
        assert_eq!(decide(-4.5, 2, 32, true).as_deref(), Some("true"));
        assert_eq!(decide(4.5, 1, 32, false).as_deref(), Some("false"));
    }

    #[test]
    fn out_of_range_constants_decide() {
        assert_eq!(decide(1e10, 4, 32, false).as_deref(), Some("true"));
        assert_eq!(decide(-1e10, 4, 32, false).as_deref(), Some("false"));
        assert_eq!(decide(f64::INFINITY, 6, 32, false).as_deref(), Some("true"));
        assert_eq!(decide(f64::NAN, 1, 32, false), None);
        // Lossy conversions near the constant are left alone.
        assert_eq!(decide(2f64.powi(60), 1, 64, false), None);
    }

    #[test]
    fn to_int_checks_the_range() {
        let e = Exact::new(true, 128, 0);
        assert_eq!(
            e.to_int(8, true).map(|v| v.to_string_signed()),
            Some("-128".into())
        );
        assert!(Exact::new(false, 128, 0).to_int(8, true).is_none());
        assert!(Exact::new(false, 255, 0).to_int(8, false).is_some());
        assert!(Exact::new(true, 1, -1).to_int(8, false).is_some());
        assert!(Exact::new(true, 1, 0).to_int(8, false).is_none());
    }
}
