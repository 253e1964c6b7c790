//! Float arithmetic on every format Strata parses, as the LLVM lowering computes it on
//! x86-64: `f32`/`f64` natively; `f16`, `bf16` and the small formats in `f32` (or `f64`)
//! and rounded back once (exact: the wider format has at least `2p + 2` bits, so the
//! double rounding is harmless); `f80`/`f128` through `rustc_apfloat`.

use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, Round};
use strata_ir::float::{self, FloatKind};

/// A binary float operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FBin {
    /// `addf`
    Add,
    /// `subf`
    Sub,
    /// `mulf`
    Mul,
    /// `divf`
    Div,
    /// `remf` (C's `fmod`)
    Rem,
    /// `maximumf` (NaN-propagating, -0 < +0)
    Maximum,
    /// `minimumf`
    Minimum,
    /// `maxnumf` (NaN-ignoring)
    MaxNum,
    /// `minnumf`
    MinNum,
}

/// The host float types `f32` and `f64`, computed on natively.
trait Native:
    Copy
    + PartialEq
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Rem<Output = Self>
{
    const NAN: Self;
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn max(self, other: Self) -> Self;
    fn min(self, other: Self) -> Self;
}

macro_rules! native {
    ($t:ty) => {
        impl Native for $t {
            const NAN: Self = <$t>::NAN;
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn max(self, other: Self) -> Self {
                <$t>::max(self, other)
            }
            fn min(self, other: Self) -> Self {
                <$t>::min(self, other)
            }
        }
    };
}

native!(f32);
native!(f64);

/// A NaN made from non-NaN operands is APFloat's (and LLVM constant folding's) default
/// NaN, positive, rather than x86's negative one: results do not depend on the host.
fn native_op<T: Native>(op: FBin, x: T, y: T) -> T {
    let r = native_raw(op, x, y);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        T::NAN
    } else {
        r
    }
}

fn native_raw<T: Native>(op: FBin, x: T, y: T) -> T {
    match op {
        FBin::Add => x + y,
        FBin::Sub => x - y,
        FBin::Mul => x * y,
        FBin::Div => x / y,
        FBin::Rem => x % y,
        FBin::Maximum => {
            if x.is_nan() || y.is_nan() {
                x + y
            } else if x == y {
                if x.is_sign_negative() { y } else { x }
            } else {
                x.max(y)
            }
        }
        FBin::Minimum => {
            if x.is_nan() || y.is_nan() {
                x + y
            } else if x == y {
                if x.is_sign_negative() { x } else { y }
            } else {
                x.min(y)
            }
        }
        FBin::MaxNum => x.max(y),
        FBin::MinNum => x.min(y),
    }
}

fn apfloat_op<T: Float>(op: FBin, x: T, y: T) -> T {
    let r = Round::NearestTiesToEven;
    match op {
        FBin::Add => x.add_r(y, r).value,
        FBin::Sub => x.sub_r(y, r).value,
        FBin::Mul => x.mul_r(y, r).value,
        FBin::Div => x.div_r(y, r).value,
        FBin::Rem => x.c_fmod(y).value,
        FBin::Maximum => {
            if x.is_nan() || y.is_nan() {
                if x.is_nan() { x } else { y }
            } else {
                x.maximum(y)
            }
        }
        FBin::Minimum => {
            if x.is_nan() || y.is_nan() {
                if x.is_nan() { x } else { y }
            } else {
                x.minimum(y)
            }
        }
        FBin::MaxNum => x.max(y),
        FBin::MinNum => x.min(y),
    }
}

/// `op` on two values of `kind` (bit patterns).
pub fn binary(kind: FloatKind, op: FBin, a: u128, b: u128) -> u128 {
    match kind {
        FloatKind::F32 => u128::from(
            native_op::<f32>(op, f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        ),
        FloatKind::F64 => u128::from(
            native_op::<f64>(op, f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        ),
        FloatKind::F80 => apfloat_op(
            op,
            X87DoubleExtended::from_bits(a),
            X87DoubleExtended::from_bits(b),
        )
        .to_bits(),
        FloatKind::F128 => apfloat_op(op, Quad::from_bits(a), Quad::from_bits(b)).to_bits(),
        _ if kind.precision() <= 11 || matches!(kind, FloatKind::BF16) => {
            // Promoted to f32 and rounded back, as LLVM legalizes half-precision math.
            let x = float::to_f64(kind, a) as f32;
            let y = float::to_f64(kind, b) as f32;
            float::from_f64(kind, f64::from(native_op::<f32>(op, x, y)))
        }
        _ => {
            let x = float::to_f64(kind, a);
            let y = float::to_f64(kind, b);
            float::from_f64(kind, native_op::<f64>(op, x, y))
        }
    }
}

/// The value as an `f64` (exact for formats up to `f64`; `f80`/`f128` rounded).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    match kind {
        FloatKind::F32 => f64::from(f32::from_bits(bits as u32)),
        FloatKind::F64 => f64::from_bits(bits as u64),
        _ => float::to_f64(kind, bits),
    }
}

/// Rounds an `f64` to `kind` (nearest, ties to even).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    match kind {
        FloatKind::F32 => u128::from((v as f32).to_bits()),
        FloatKind::F64 => u128::from(v.to_bits()),
        _ => float::from_f64(kind, v),
    }
}

/// Converts between formats (`extf`/`truncf`), rounding to nearest even.
pub fn convert(from: FloatKind, to: FloatKind, bits: u128) -> u128 {
    if from == to {
        return bits;
    }
    if matches!(from, FloatKind::F80 | FloatKind::F128)
        || matches!(to, FloatKind::F80 | FloatKind::F128)
    {
        return convert_wide(from, to, bits);
    }
    // Every other format converts exactly into f64; one rounding to the target.
    from_f64(to, to_f64(from, bits))
}

fn convert_wide(from: FloatKind, to: FloatKind, bits: u128) -> u128 {
    use rustc_apfloat::FloatConvert;
    fn go<S: FloatConvert<T>, T: Float>(bits: u128) -> u128 {
        let mut loses = false;
        S::from_bits(bits).convert(&mut loses).value.to_bits()
    }
    match (from, to) {
        (FloatKind::F80, FloatKind::F128) => go::<X87DoubleExtended, Quad>(bits),
        (FloatKind::F128, FloatKind::F80) => go::<Quad, X87DoubleExtended>(bits),
        (FloatKind::F80, _) => from_f64(to, go_double::<X87DoubleExtended>(bits)),
        (FloatKind::F128, _) => from_f64(to, go_double::<Quad>(bits)),
        (_, FloatKind::F80) => {
            let d =
                rustc_apfloat::ieee::Double::from_bits(u128::from(to_f64(from, bits).to_bits()));
            let mut loses = false;
            let r: X87DoubleExtended = d.convert(&mut loses).value;
            r.to_bits()
        }
        _ => {
            let d =
                rustc_apfloat::ieee::Double::from_bits(u128::from(to_f64(from, bits).to_bits()));
            let mut loses = false;
            let r: Quad = d.convert(&mut loses).value;
            r.to_bits()
        }
    }
}

fn go_double<S: rustc_apfloat::FloatConvert<rustc_apfloat::ieee::Double>>(bits: u128) -> f64 {
    let mut loses = false;
    let d: rustc_apfloat::ieee::Double = S::from_bits(bits).convert(&mut loses).value;
    f64::from_bits(d.to_bits() as u64)
}

/// Whether the value is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    match kind {
        FloatKind::F80 => X87DoubleExtended::from_bits(bits).is_nan(),
        FloatKind::F128 => Quad::from_bits(bits).is_nan(),
        _ => to_f64(kind, bits).is_nan(),
    }
}

/// Compares two values: `None` if unordered.
pub fn compare(kind: FloatKind, a: u128, b: u128) -> Option<std::cmp::Ordering> {
    match kind {
        FloatKind::F80 => {
            X87DoubleExtended::from_bits(a).partial_cmp(&X87DoubleExtended::from_bits(b))
        }
        FloatKind::F128 => Quad::from_bits(a).partial_cmp(&Quad::from_bits(b)),
        _ => to_f64(kind, a).partial_cmp(&to_f64(kind, b)),
    }
}

/// Negation: flips the sign bit (formats without a sign bit keep their value).
pub fn negate(kind: FloatKind, bits: u128) -> u128 {
    match kind {
        FloatKind::F8E8M0FNU => bits,
        FloatKind::F8E5M2FNUZ | FloatKind::F8E4M3FNUZ | FloatKind::F8E4M3B11FNUZ => {
            // No negative zero: -0 is the NaN encoding, so zero stays zero.
            if bits == 0 {
                0
            } else {
                bits ^ (1 << (kind.bit_width() - 1))
            }
        }
        _ => bits ^ (1u128 << (kind.bit_width() - 1)),
    }
}

/// `fptosi`/`fptoui`: toward zero; `None` (poison) for NaN or out of range.
pub fn to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<u128> {
    if width == 0 || width > 128 {
        return None;
    }
    let mut exact = false;
    let w = width as usize;
    macro_rules! conv {
        ($x:expr) => {{
            let x = $x;
            if signed {
                let r = x.to_i128_r(w, Round::TowardZero, &mut exact);
                (r.status != rustc_apfloat::Status::INVALID_OP).then(|| {
                    let v = r.value as u128;
                    if w == 128 { v } else { v & ((1u128 << w) - 1) }
                })
            } else {
                let r = x.to_u128_r(w, Round::TowardZero, &mut exact);
                (r.status != rustc_apfloat::Status::INVALID_OP).then_some(r.value)
            }
        }};
    }
    match kind {
        FloatKind::F80 => conv!(X87DoubleExtended::from_bits(bits)),
        FloatKind::F128 => conv!(Quad::from_bits(bits)),
        _ => conv!(rustc_apfloat::ieee::Double::from_bits(u128::from(
            to_f64(kind, bits).to_bits()
        ))),
    }
}

/// `sitofp`/`uitofp` of a `width`-bit integer (zero-extended bits `v`), rounded to nearest.
pub fn from_int(kind: FloatKind, v: u128, width: u32, signed: bool) -> u128 {
    let negative = signed && width > 0 && (v >> (width - 1)) & 1 == 1;
    let r = Round::NearestTiesToEven;
    macro_rules! conv {
        ($t:ty) => {{
            if negative {
                let ext = if width >= 128 {
                    v
                } else {
                    v | (!0u128 << width)
                };
                <$t>::from_i128_r(ext as i128, r).value.to_bits()
            } else {
                <$t>::from_u128_r(v, r).value.to_bits()
            }
        }};
    }
    match kind {
        FloatKind::F80 => conv!(X87DoubleExtended),
        FloatKind::F128 => conv!(Quad),
        FloatKind::F64 => conv!(rustc_apfloat::ieee::Double),
        FloatKind::F32 => conv!(rustc_apfloat::ieee::Single),
        FloatKind::F16 => conv!(rustc_apfloat::ieee::Half),
        FloatKind::BF16 => conv!(rustc_apfloat::ieee::BFloat),
        _ => {
            // Small formats: exact through a 128-bit float, then one rounding.
            let q = conv!(Quad);
            let d = go_double::<Quad>(q);
            from_f64(kind, d)
        }
    }
}
