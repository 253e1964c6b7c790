//! More `arith` canonicalization patterns of MLIR 22: `select` of a negated condition,
//! `index_castui`/`bitcast` chains, `trunci(shrsi)`, `truncf` of int-to-float casts,
//! `mulf`/`divf` of two negations, and `cmpf` of an int-to-float cast against a float
//! constant rewritten as an integer comparison (or a constant).

use std::cmp::Ordering;
use std::sync::Arc;

use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, FloatConvert};
use strata_ir::apint::ApInt;
use strata_ir::float::{self, FloatKind};
use strata_ir::ir::{InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Context, Location, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::canonicalize::{def_named, fused_with, operands_of, replace_with_at};
use super::fold::{int_value, sitofp_value};

/// Registers the patterns rooted on `arith.select` that upstream adds between
/// `RedundantSelectTrue` and `SelectI1ToNot`.
pub(super) fn register_select(ctx: &Context) {
    register_canonicalization_pattern(ctx, Arc::new(SelectNotCond));
}

/// Registers the other patterns of this file (each is alone on its root or cannot overlap
/// with the patterns of `canonicalize.rs` on the same root).
pub(super) fn register(ctx: &Context) {
    register_canonicalization_pattern(ctx, Arc::new(IndexCastUIOfIndexCastUI));
    register_canonicalization_pattern(ctx, Arc::new(IndexCastUIOfExtUI));
    register_canonicalization_pattern(ctx, Arc::new(BitcastOfBitcast));
    register_canonicalization_pattern(ctx, Arc::new(TruncIShrSIToTrunciShrUI));
    for (inner, name) in [
        ("arith.sitofp", "TruncFSIToFPToSIToFP"),
        ("arith.uitofp", "TruncFUIToFPToUIToFP"),
    ] {
        register_canonicalization_pattern(ctx, Arc::new(TruncFOfIntToFP { inner, name }));
    }
    for (root, name) in [("arith.mulf", "MulFOfNegF"), ("arith.divf", "DivFOfNegF")] {
        register_canonicalization_pattern(ctx, Arc::new(BinaryOfNegF { root, name }));
    }
    register_canonicalization_pattern(ctx, Arc::new(CmpFIntToFPConst));
}

/// The op defining `v` if it is an `arith.constant` holding a scalar integer attribute.
fn scalar_int_const(rw: &PatternRewriter<'_, '_>, v: ValueId) -> Option<(OpId, ApInt)> {
    let c = def_named(rw, v, "arith.constant", 0)?;
    let a = op_attr(rw.ctx(), rw.body(), c, "value")?;
    match rw.ctx().attr_data(a) {
        AttrData::Integer { value, .. } => Some((c, value.clone())),
        _ => None,
    }
}

/// `select(xori(p, -1), a, b)` -> `select(p, b, a)` (scalar all-ones constant only).
struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }

    fn debug_name(&self) -> &str {
        "SelectNotCond"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 3) else {
            return false;
        };
        let Some(not) = def_named(rw, ops[0], "arith.xori", 2) else {
            return false;
        };
        let (p, ones) = (rw.body().operand(not, 0), rw.body().operand(not, 1));
        let Some((c, value)) = scalar_int_const(rw, ones) else {
            return false;
        };
        if !value.is_all_ones() {
            return false;
        }
        // As upstream's generated pattern: the root's location fused with the constant's.
        let loc = fused_with(rw, op, &[c]);
        replace_with_at(rw, op, "arith.select", vec![p, ops[2], ops[1]], loc);
        true
    }
}

/// `index_castui(index_castui(x))` -> `x` when `x` has the result's type.
struct IndexCastUIOfIndexCastUI;

impl RewritePattern for IndexCastUIOfIndexCastUI {
    fn root(&self) -> Option<&str> {
        Some("arith.index_castui")
    }

    fn debug_name(&self) -> &str {
        "IndexCastUIOfIndexCastUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(inner) = def_named(rw, ops[0], "arith.index_castui", 1) else {
            return false;
        };
        let body = rw.body();
        let x = body.operand(inner, 0);
        if body.value_type(x) != body.value_type(body.result(op, 0)) {
            return false;
        }
        rw.replace_op(op, &[x]);
        true
    }
}

/// `root(inner(x))` -> `root(x)` for a one-operand `root` and `inner`.
fn skip_inner(rw: &mut PatternRewriter<'_, '_>, op: OpId, root: &str, inner: &str) -> bool {
    let Some(ops) = operands_of(rw, op, 1) else {
        return false;
    };
    let Some(inner) = def_named(rw, ops[0], inner, 1) else {
        return false;
    };
    let x = rw.body().operand(inner, 0);
    let loc = fused_with(rw, op, &[inner]);
    replace_with_at(rw, op, root, vec![x], loc);
    true
}

/// `index_castui(extui(x))` -> `index_castui(x)`.
struct IndexCastUIOfExtUI;

impl RewritePattern for IndexCastUIOfExtUI {
    fn root(&self) -> Option<&str> {
        Some("arith.index_castui")
    }

    fn debug_name(&self) -> &str {
        "IndexCastUIOfExtUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        skip_inner(rw, op, "arith.index_castui", "arith.extui")
    }
}

/// `bitcast(bitcast(x))` -> `bitcast(x)`.
struct BitcastOfBitcast;

impl RewritePattern for BitcastOfBitcast {
    fn root(&self) -> Option<&str> {
        Some("arith.bitcast")
    }

    fn debug_name(&self) -> &str {
        "BitcastOfBitcast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        skip_inner(rw, op, "arith.bitcast", "arith.bitcast")
    }
}

/// The bit width of an integer or float type or of its elements (`None` otherwise, as
/// upstream's `getScalarOrElementWidth` returning -1).
fn scalar_or_element_width(ctx: &Context, ty: strata_ir::Type) -> Option<u32> {
    let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => ctx.float_kind(elem).map(|k| k.bit_width()),
    }
}

/// `trunci(shrsi(x, c))` -> `trunci(shrui(x, c))` when `c` is the number of truncated
/// bits (only bits shifted in from above the kept ones differ).
struct TruncIShrSIToTrunciShrUI;

impl RewritePattern for TruncIShrSIToTrunciShrUI {
    fn root(&self) -> Option<&str> {
        Some("arith.trunci")
    }

    fn debug_name(&self) -> &str {
        "TruncIShrSIToTrunciShrUI"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 1) else {
            return false;
        };
        let Some(shr) = def_named(rw, ops[0], "arith.shrsi", 2) else {
            return false;
        };
        let body = rw.body();
        let (x, amount) = (body.operand(shr, 0), body.operand(shr, 1));
        let Some(c) = def_named(rw, amount, "arith.constant", 0) else {
            return false;
        };
        let Some(c_attr) = op_attr(ctx, body, c, "value") else {
            return false;
        };
        let res_ty = body.value_type(body.result(op, 0));
        let (Some(from), Some(to)) = (
            scalar_or_element_width(ctx, body.value_type(x)),
            scalar_or_element_width(ctx, res_ty),
        ) else {
            return false;
        };
        let Some(shift) = int_value(ctx, c_attr) else {
            return false;
        };
        if from < to || shift.to_u64_checked() != Some(u64::from(from - to)) {
            return false;
        }
        let x_ty = body.value_type(x);
        let flags = op_attr(ctx, body, op, "overflowFlags");
        let loc = fused_with(rw, op, &[c]);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let cst = rw.create(
            OperationState::new(ctx.op_name("arith.constant"), loc)
                .property(ctx, "value", c_attr)
                .result(x_ty),
        );
        let cst = rw.body().result(cst, 0);
        let shrui = rw.create(
            OperationState::new(ctx.op_name("arith.shrui"), loc)
                .operands(vec![x, cst])
                .result(x_ty),
        );
        let shrui = rw.body().result(shrui, 0);
        let mut state = OperationState::new(ctx.op_name("arith.trunci"), loc)
            .operands(vec![shrui])
            .result(res_ty);
        if let Some(flags) = flags {
            state = state.property(ctx, "overflowFlags", flags);
        }
        rw.replace_op_with_new(op, state);
        true
    }
}

/// `truncf(sitofp(x))` -> `sitofp(x)` and `truncf(uitofp(x))` -> `uitofp(x)` when the
/// `truncf` has no rounding mode.
struct TruncFOfIntToFP {
    inner: &'static str,
    name: &'static str,
}

impl RewritePattern for TruncFOfIntToFP {
    fn root(&self) -> Option<&str> {
        Some("arith.truncf")
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        if op_attr(rw.ctx(), rw.body(), op, "roundingmode").is_some() {
            return false;
        }
        skip_inner(rw, op, self.inner, self.inner)
    }
}

/// `mulf(negf(x), negf(y))` -> `mulf(x, y)` and the same for `divf`, keeping the root's
/// fastmath flags.
struct BinaryOfNegF {
    root: &'static str,
    name: &'static str,
}

impl RewritePattern for BinaryOfNegF {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let (Some(a), Some(b)) = (
            def_named(rw, ops[0], "arith.negf", 1),
            def_named(rw, ops[1], "arith.negf", 1),
        ) else {
            return false;
        };
        let body = rw.body();
        let (x, y) = (body.operand(a, 0), body.operand(b, 0));
        if body.value_type(x) != body.value_type(y) {
            return false;
        }
        let ty = body.value_type(body.result(op, 0));
        let fmf = op_attr(ctx, body, op, "fastmath");
        let loc = fused_with(rw, op, &[a, b]);
        let mut state = OperationState::new(ctx.op_name(self.root), loc)
            .operands(vec![x, y])
            .result(ty);
        if let Some(fmf) = fmf {
            state = state.property(ctx, "fastmath", fmf);
        }
        rw.replace_op_with_new(op, state);
        true
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

/// `cmpi` predicate cases.
const EQ: u64 = 0;
const NE: u64 = 1;
const SLT: u64 = 2;
const SLE: u64 = 3;
const SGT: u64 = 4;
const SGE: u64 = 5;
const ULT: u64 = 6;
const ULE: u64 = 7;
const UGT: u64 = 8;
const UGE: u64 = 9;

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
struct CmpFIntToFPConst;

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&str> {
        Some("arith.cmpf")
    }

    fn debug_name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let Some(c) = def_named(rw, ops[1], "arith.constant", 0) else {
            return false;
        };
        let body = rw.body();
        let Some((kind, bits)) =
            op_attr(ctx, body, c, "value").and_then(|a| match ctx.attr_data(a) {
                AttrData::Float { ty, bits } => Some((ctx.float_kind(*ty)?, *bits)),
                _ => None,
            })
        else {
            return false;
        };
        let (cast, unsigned) = if let Some(si) = def_named(rw, ops[0], "arith.sitofp", 1) {
            (si, false)
        } else if let Some(ui) = def_named(rw, ops[0], "arith.uitofp", 1) {
            (ui, true)
        } else {
            return false;
        };
        let body = rw.body();
        let x = body.operand(cast, 0);
        let x_ty = body.value_type(x);
        let TypeData::Integer { width, .. } = ctx.type_data(x_ty) else {
            return false;
        };
        let width = *width;
        let Some(p) = op_attr(ctx, body, op, "predicate")
            .and_then(|a| int_value(ctx, a))
            .and_then(|v| v.to_u64_checked())
        else {
            return false;
        };
        let Some(rewrite) = cmpf_int_to_fp(kind, bits, p, width, unsigned) else {
            return false;
        };
        let loc: Location = body.op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let state = match rewrite {
            CmpFRewrite::Const(v) => {
                let i1 = ctx.builtin_types().i1;
                let attr = ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(v)));
                OperationState::new(ctx.op_name("arith.constant"), loc)
                    .property(ctx, "value", attr)
                    .result(i1)
            }
            CmpFRewrite::CmpI(pred, value) => {
                let attr = ctx.integer_attr(x_ty, value);
                let cst = rw.create(
                    OperationState::new(ctx.op_name("arith.constant"), loc)
                        .property(ctx, "value", attr)
                        .result(x_ty),
                );
                let cst = rw.body().result(cst, 0);
                let i64t = ctx.builtin_types().i64;
                OperationState::new(ctx.op_name("arith.cmpi"), loc)
                    .operands(vec![x, cst])
                    .result(ctx.builtin_types().i1)
                    .property(
                        ctx,
                        "predicate",
                        ctx.integer_attr(i64t, ApInt::from_u64(64, pred)),
                    )
            }
        };
        rw.replace_op_with_new(op, state);
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
