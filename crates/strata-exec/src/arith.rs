//! The `arith` dialect's semantics on scalars: integer arithmetic modulo 2^n at every
//! width (a `u64` fast path up to 64 bits, [`ApInt`] beyond), the cases that give poison
//! (overflow under `nsw`/`nuw`, shifts by the width or more, inexact `exact` ops, float to
//! integer conversions out of range) and the ones that trap (division by zero, signed
//! division overflow), comparisons and conversions.

use std::cmp::Ordering;
use std::rc::Rc;

use strata_ir::apint::ApInt;

use crate::floats::{self, FBin};
use crate::prepare::{Cast, Extended, IBin};
use crate::value::{ScalarTy, Value};

/// What an integer op gives when it does not produce a value (one byte, so that results
/// come back in registers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The result is poison.
    Poison,
    /// Immediate undefined behaviour.
    Trap(Trap),
}

/// Immediate undefined behaviour of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trap {
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// `INT_MIN / -1` (and its remainder and rounding variants).
    SignedDivisionOverflow,
    /// An integer to float conversion of more than 128 bits.
    WideConversion,
    /// An `arith::AtomicRMWKind` case that does not exist.
    UnknownKind,
}

impl Trap {
    /// The error message.
    pub fn message(self) -> &'static str {
        match self {
            Trap::DivisionByZero => "division by zero",
            Trap::SignedDivisionOverflow => "signed division overflow",
            Trap::WideConversion => "integer to float conversion wider than 128 bits",
            Trap::UnknownKind => "unknown atomic_rmw kind",
        }
    }
}

/// The bits of a scalar as `u128` (floats and integers up to 128 bits).
pub fn bits128(v: &Value) -> u128 {
    match v {
        Value::Bits(b) => u128::from(*b),
        Value::Wide(a) => {
            let w = a.words();
            u128::from(w[0]) | (u128::from(w.get(1).copied().unwrap_or(0)) << 64)
        }
        _ => 0,
    }
}

/// A scalar of `ty` from its bits (truncated to the width).
pub fn from_bits128(ty: ScalarTy, v: u128) -> Value {
    let w = ty.bits();
    if w <= 64 {
        Value::Bits((v as u64) & mask(w))
    } else {
        Value::Wide(Rc::new(ApInt::from_u128(w, v)))
    }
}

/// An integer value as an [`ApInt`] of width `w`.
pub fn to_apint(v: &Value, w: u32) -> ApInt {
    match v {
        Value::Bits(b) => ApInt::from_u64(w, *b),
        Value::Wide(a) => (**a).clone(),
        _ => ApInt::zero(w),
    }
}

/// An [`ApInt`] as a value.
pub fn from_apint(a: ApInt) -> Value {
    if a.width() <= 64 {
        Value::Bits(a.low_u64())
    } else {
        Value::Wide(Rc::new(a))
    }
}

#[inline]
fn mask(w: u32) -> u64 {
    if w >= 64 { u64::MAX } else { (1u64 << w) - 1 }
}

#[inline]
fn sext(v: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((v << s) as i64) >> s
}

#[inline]
fn fits_signed(v: i128, w: u32) -> bool {
    let min = -(1i128 << (w - 1));
    let max = (1i128 << (w - 1)) - 1;
    (min..=max).contains(&v)
}

/// An integer binary op on `ty` (`nsw`/`nuw`/`exact` as on the op).
pub fn ibin(
    op: IBin,
    ty: ScalarTy,
    (nsw, nuw, exact): (bool, bool, bool),
    a: &Value,
    b: &Value,
) -> Result<Value, Fault> {
    let w = ty.bits();
    if w > 64 {
        return ibin_wide(op, w, (nsw, nuw, exact), &to_apint(a, w), &to_apint(b, w))
            .map(from_apint);
    }
    let (Value::Bits(x), Value::Bits(y)) = (a, b) else {
        return Err(Fault::Poison);
    };
    ibin64(op, w, (nsw, nuw, exact), *x, *y).map(Value::Bits)
}

/// [`ibin`] on integers of `w <= 64` bits (zero-extended bits).
#[inline]
pub fn ibin64(
    op: IBin,
    w: u32,
    (nsw, nuw, exact): (bool, bool, bool),
    x: u64,
    y: u64,
) -> Result<u64, Fault> {
    let m = mask(w);
    // Plain wrapping arithmetic first: the bulk of every program.
    if !nsw && !nuw {
        match op {
            IBin::Add => return Ok(x.wrapping_add(y) & m),
            IBin::Sub => return Ok(x.wrapping_sub(y) & m),
            IBin::Mul => return Ok(x.wrapping_mul(y) & m),
            IBin::And => return Ok(x & y),
            IBin::Or => return Ok(x | y),
            IBin::Xor => return Ok(x ^ y),
            _ => {}
        }
    }
    ibin64_rest(op, w, (nsw, nuw, exact), x, y)
}

#[inline(never)]
fn ibin64_rest(
    op: IBin,
    w: u32,
    (nsw, nuw, exact): (bool, bool, bool),
    x: u64,
    y: u64,
) -> Result<u64, Fault> {
    let m = mask(w);
    let (sx, sy) = (i128::from(sext(x, w)), i128::from(sext(y, w)));
    let (ux, uy) = (u128::from(x), u128::from(y));
    let poison_if = |c: bool, v: u64| if c { Err(Fault::Poison) } else { Ok(v & m) };
    let signed_min = 1u64 << (w - 1);
    match op {
        IBin::Add => poison_if(
            (nsw && !fits_signed(sx + sy, w)) || (nuw && ux + uy > u128::from(m)),
            x.wrapping_add(y),
        ),
        IBin::Sub => poison_if(
            (nsw && !fits_signed(sx - sy, w)) || (nuw && x < y),
            x.wrapping_sub(y),
        ),
        IBin::Mul => poison_if(
            (nsw && !fits_signed(sx * sy, w)) || (nuw && ux * uy > u128::from(m)),
            x.wrapping_mul(y),
        ),
        IBin::DivU | IBin::RemU | IBin::CeilDivU => {
            if y == 0 {
                return Err(Fault::Trap(Trap::DivisionByZero));
            }
            match op {
                IBin::DivU => poison_if(exact && !x.is_multiple_of(y), x / y),
                IBin::RemU => Ok(x % y),
                _ => Ok(x.div_ceil(y)),
            }
        }
        IBin::DivS | IBin::RemS | IBin::CeilDivS | IBin::FloorDivS => {
            if y == 0 {
                return Err(Fault::Trap(Trap::DivisionByZero));
            }
            if x == signed_min && y == m {
                return Err(Fault::Trap(Trap::SignedDivisionOverflow));
            }
            let (q, r) = (sx / sy, sx % sy);
            let v = match op {
                IBin::DivS => {
                    if exact && r != 0 {
                        return Err(Fault::Poison);
                    }
                    q
                }
                IBin::RemS => r,
                IBin::CeilDivS => {
                    if r != 0 && ((r > 0) == (sy > 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
                _ => {
                    if r != 0 && ((r < 0) != (sy < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
            };
            Ok((v as u64) & m)
        }
        IBin::And => Ok(x & y),
        IBin::Or => Ok(x | y),
        IBin::Xor => Ok(x ^ y),
        IBin::Shl => {
            if y >= u64::from(w) {
                return Err(Fault::Poison);
            }
            let r = (x << y) & m;
            poison_if(
                (nuw && (r >> y) != x) || (nsw && (sext(r, w) >> y) != sext(x, w)),
                r,
            )
        }
        IBin::ShrU => {
            if y >= u64::from(w) {
                return Err(Fault::Poison);
            }
            poison_if(exact && (x & ((1u64 << y) - 1)) != 0, x >> y)
        }
        IBin::ShrS => {
            if y >= u64::from(w) {
                return Err(Fault::Poison);
            }
            poison_if(
                exact && (x & ((1u64 << y) - 1)) != 0,
                (sext(x, w) >> y) as u64,
            )
        }
        IBin::MaxS => Ok(if sx >= sy { x } else { y }),
        IBin::MinS => Ok(if sx <= sy { x } else { y }),
        IBin::MaxU => Ok(x.max(y)),
        IBin::MinU => Ok(x.min(y)),
    }
}

fn ibin_wide(
    op: IBin,
    w: u32,
    (nsw, nuw, exact): (bool, bool, bool),
    x: &ApInt,
    y: &ApInt,
) -> Result<ApInt, Fault> {
    let poison_if = |c: bool, v: ApInt| if c { Err(Fault::Poison) } else { Ok(v) };
    match op {
        IBin::Add => {
            let (r, so) = x.sadd_overflow(y);
            let (_, uo) = x.uadd_overflow(y);
            poison_if((nsw && so) || (nuw && uo), r)
        }
        IBin::Sub => {
            let (r, so) = x.ssub_overflow(y);
            let (_, uo) = x.usub_overflow(y);
            poison_if((nsw && so) || (nuw && uo), r)
        }
        IBin::Mul => {
            let (r, so) = x.smul_overflow(y);
            let (_, uo) = x.umul_overflow(y);
            poison_if((nsw && so) || (nuw && uo), r)
        }
        IBin::DivU | IBin::RemU | IBin::CeilDivU => {
            let (q, r) = x.udivrem(y).ok_or(Fault::Trap(Trap::DivisionByZero))?;
            match op {
                IBin::DivU => poison_if(exact && !r.is_zero(), q),
                IBin::RemU => Ok(r),
                _ => Ok(if r.is_zero() {
                    q
                } else {
                    q.add(&ApInt::one(w))
                }),
            }
        }
        IBin::DivS | IBin::RemS | IBin::CeilDivS | IBin::FloorDivS => {
            if y.is_zero() {
                return Err(Fault::Trap(Trap::DivisionByZero));
            }
            if x.is_signed_min() && y.is_all_ones() {
                return Err(Fault::Trap(Trap::SignedDivisionOverflow));
            }
            let (q, r) = x.sdivrem(y).ok_or(Fault::Trap(Trap::DivisionByZero))?;
            match op {
                IBin::DivS => poison_if(exact && !r.is_zero(), q),
                IBin::RemS => Ok(r),
                IBin::CeilDivS => Ok(if !r.is_zero() && (r.is_negative() == y.is_negative()) {
                    q.add(&ApInt::one(w))
                } else {
                    q
                }),
                _ => Ok(if !r.is_zero() && (r.is_negative() != y.is_negative()) {
                    q.sub(&ApInt::one(w))
                } else {
                    q
                }),
            }
        }
        IBin::And => Ok(x.and(y)),
        IBin::Or => Ok(x.or(y)),
        IBin::Xor => Ok(x.xor(y)),
        IBin::Shl | IBin::ShrU | IBin::ShrS => {
            if y.ucmp(&ApInt::from_u64(w, u64::from(w))) != Ordering::Less {
                return Err(Fault::Poison);
            }
            let s = y.low_u64() as u32;
            match op {
                IBin::Shl => {
                    let r = x.shl(s);
                    poison_if((nuw && r.lshr(s) != *x) || (nsw && r.ashr(s) != *x), r)
                }
                IBin::ShrU => poison_if(
                    exact && x.shl(w - s).lshr(w - s).count_ones() != 0 && s > 0,
                    x.lshr(s),
                ),
                _ => poison_if(
                    exact && x.shl(w - s).lshr(w - s).count_ones() != 0 && s > 0,
                    x.ashr(s),
                ),
            }
        }
        IBin::MaxS => Ok(if x.scmp(y) != Ordering::Less {
            x.clone()
        } else {
            y.clone()
        }),
        IBin::MinS => Ok(if x.scmp(y) != Ordering::Greater {
            x.clone()
        } else {
            y.clone()
        }),
        IBin::MaxU => Ok(if x.ucmp(y) != Ordering::Less {
            x.clone()
        } else {
            y.clone()
        }),
        IBin::MinU => Ok(if x.ucmp(y) != Ordering::Greater {
            x.clone()
        } else {
            y.clone()
        }),
    }
}

/// `arith.cmpi` with predicate case `pred`.
pub fn icmp(pred: u64, ty: ScalarTy, a: &Value, b: &Value) -> bool {
    let w = ty.bits();
    let (s, u) = if w <= 64 {
        let (Value::Bits(x), Value::Bits(y)) = (a, b) else {
            return false;
        };
        (sext(*x, w).cmp(&sext(*y, w)), x.cmp(y))
    } else {
        let (x, y) = (to_apint(a, w), to_apint(b, w));
        (x.scmp(&y), x.ucmp(&y))
    };
    match pred {
        0 => u == Ordering::Equal,
        1 => u != Ordering::Equal,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        _ => u != Ordering::Less,
    }
}

/// `arith.cmpf` with predicate case `pred`.
pub fn fcmp(pred: u64, ty: ScalarTy, a: &Value, b: &Value) -> bool {
    let ScalarTy::Float(k) = ty else {
        return false;
    };
    let o = floats::compare(k, bits128(a), bits128(b));
    let unordered = o.is_none();
    let ordered_is = |f: fn(Ordering) -> bool| o.is_some_and(f);
    match pred {
        0 => false,
        1 => ordered_is(|o| o == Ordering::Equal),
        2 => ordered_is(|o| o == Ordering::Greater),
        3 => ordered_is(|o| o != Ordering::Less),
        4 => ordered_is(|o| o == Ordering::Less),
        5 => ordered_is(|o| o != Ordering::Greater),
        6 => ordered_is(|o| o != Ordering::Equal),
        7 => !unordered,
        8 => unordered || ordered_is(|o| o == Ordering::Equal),
        9 => unordered || ordered_is(|o| o == Ordering::Greater),
        10 => unordered || ordered_is(|o| o != Ordering::Less),
        11 => unordered || ordered_is(|o| o == Ordering::Less),
        12 => unordered || ordered_is(|o| o != Ordering::Greater),
        13 => unordered || ordered_is(|o| o != Ordering::Equal),
        14 => unordered,
        _ => true,
    }
}

/// A float binary op.
pub fn fbin(op: FBin, ty: ScalarTy, a: &Value, b: &Value) -> Value {
    let ScalarTy::Float(k) = ty else {
        return Value::Bits(0);
    };
    from_bits128(ty, floats::binary(k, op, bits128(a), bits128(b)))
}

/// `arith.negf`.
pub fn fneg(ty: ScalarTy, a: &Value) -> Value {
    let ScalarTy::Float(k) = ty else {
        return a.clone();
    };
    from_bits128(ty, floats::negate(k, bits128(a)))
}

/// The two results of `addui_extended` (sum, overflow), `mulsi_extended` and
/// `mului_extended` (low, high).
pub fn extended(op: Extended, ty: ScalarTy, a: &Value, b: &Value) -> (Value, Value) {
    let w = ty.bits();
    let (x, y) = (to_apint(a, w), to_apint(b, w));
    match op {
        Extended::AddU => {
            let (r, o) = x.uadd_overflow(&y);
            (from_apint(r), Value::bool(o))
        }
        Extended::MulS | Extended::MulU => {
            let ext = |v: &ApInt| {
                if op == Extended::MulS {
                    v.sext(2 * w)
                } else {
                    v.zext(2 * w)
                }
            };
            let p = ext(&x).mul(&ext(&y));
            (from_apint(p.trunc(w)), from_apint(p.lshr(w).trunc(w)))
        }
    }
}

/// Integer conversions between widths of at most 64 bits on a scalar, without
/// [`ApInt`]; `None` for anything else (the general [`cast`] handles it).
#[inline]
pub fn int_cast_fast(op: Cast, from: ScalarTy, to: ScalarTy, a: &Value) -> Option<Value> {
    let Value::Bits(x) = a else {
        return None;
    };
    if matches!(from, ScalarTy::Float(_)) || matches!(to, ScalarTy::Float(_)) {
        return None;
    }
    let (fw, tw) = (from.bits(), to.bits());
    if fw > 64 || tw > 64 || fw == 0 {
        return None;
    }
    let signed = match op {
        Cast::ExtS | Cast::IndexCast => true,
        Cast::ExtU | Cast::Trunc | Cast::IndexCastU => false,
        _ => return None,
    };
    let v = if tw > fw && signed {
        sext(*x, fw) as u64
    } else {
        *x
    };
    Some(Value::Bits(v & mask(tw)))
}

/// A conversion.
pub fn cast(op: Cast, from: ScalarTy, to: ScalarTy, a: &Value) -> Result<Value, Fault> {
    let (fw, tw) = (from.bits(), to.bits());
    let int = |signed: bool| -> Value {
        let x = to_apint(a, fw);
        from_apint(match tw.cmp(&fw) {
            Ordering::Less => x.trunc(tw),
            Ordering::Equal => x,
            Ordering::Greater if signed => x.sext(tw),
            Ordering::Greater => x.zext(tw),
        })
    };
    Ok(match op {
        Cast::ExtS | Cast::IndexCast => int(true),
        Cast::ExtU | Cast::Trunc | Cast::IndexCastU => int(false),
        Cast::Bitcast => a.clone(),
        Cast::SIToFP | Cast::UIToFP => {
            let ScalarTy::Float(k) = to else {
                return Err(Fault::Poison);
            };
            if fw > 128 {
                return Err(Fault::Trap(Trap::WideConversion));
            }
            from_bits128(to, floats::from_int(k, bits128(a), fw, op == Cast::SIToFP))
        }
        Cast::FPToSI | Cast::FPToUI => {
            let ScalarTy::Float(k) = from else {
                return Err(Fault::Poison);
            };
            let v = floats::to_int(k, bits128(a), tw, op == Cast::FPToSI).ok_or(Fault::Poison)?;
            from_bits128(to, v)
        }
        Cast::ExtF | Cast::TruncF => {
            let (ScalarTy::Float(fk), ScalarTy::Float(tk)) = (from, to) else {
                return Err(Fault::Poison);
            };
            from_bits128(to, floats::convert(fk, tk, bits128(a)))
        }
    })
}

/// Combines `a` (the current value) with `b` as `arith::AtomicRMWKind` case `kind` does
/// (`memref.atomic_rmw`, `affine.parallel` reductions).
pub fn rmw(kind: u64, ty: ScalarTy, a: &Value, b: &Value) -> Result<Value, Fault> {
    let plain = (false, false, false);
    Ok(match kind {
        0 => fbin(FBin::Add, ty, a, b),
        1 => ibin(IBin::Add, ty, plain, a, b)?,
        2 => ibin(IBin::And, ty, plain, a, b)?,
        3 => b.clone(),
        4 => fbin(FBin::Maximum, ty, a, b),
        5 => fbin(FBin::MaxNum, ty, a, b),
        6 => ibin(IBin::MaxS, ty, plain, a, b)?,
        7 => ibin(IBin::MaxU, ty, plain, a, b)?,
        8 => fbin(FBin::Minimum, ty, a, b),
        9 => fbin(FBin::MinNum, ty, a, b),
        10 => ibin(IBin::MinS, ty, plain, a, b)?,
        11 => ibin(IBin::MinU, ty, plain, a, b)?,
        12 => fbin(FBin::Mul, ty, a, b),
        13 => ibin(IBin::Mul, ty, plain, a, b)?,
        14 => ibin(IBin::Or, ty, plain, a, b)?,
        15 => ibin(IBin::Xor, ty, plain, a, b)?,
        _ => return Err(Fault::Trap(Trap::UnknownKind)),
    })
}

/// The identity of reduction kind `kind` at `ty` (MLIR's `getIdentityValueAttr`), if any.
pub fn rmw_identity(kind: u64, ty: ScalarTy) -> Option<Value> {
    let w = ty.bits();
    let int = |a: ApInt| Some(from_apint(a));
    let float = |v: f64| match ty {
        ScalarTy::Float(k) => Some(from_bits128(ty, floats::from_f64(k, v))),
        _ => None,
    };
    match kind {
        0 => float(0.0),
        1 | 7 | 14 | 15 => int(ApInt::zero(w)),
        2 | 11 => int(ApInt::all_ones(w)),
        4 => float(f64::NEG_INFINITY),
        5 | 9 => float(f64::NAN),
        6 => int(ApInt::signed_min(w)),
        8 => float(f64::INFINITY),
        10 => int(ApInt::signed_max(w)),
        12 => float(1.0),
        13 => int(ApInt::one(w)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn add(w: u32, x: u64, y: u64, nsw: bool, nuw: bool) -> Option<u64> {
        match ibin(
            IBin::Add,
            ScalarTy::Int(w),
            (nsw, nuw, false),
            &Value::Bits(x),
            &Value::Bits(y),
        ) {
            Ok(Value::Bits(v)) => Some(v),
            _ => None,
        }
    }

    #[test]
    fn wraparound_and_flags() {
        assert_eq!(add(8, 200, 100, false, false), Some(44));
        assert_eq!(add(8, 200, 100, false, true), None);
        assert_eq!(add(8, 127, 1, true, false), None);
        assert_eq!(add(8, 127, 1, false, true), Some(128));
        assert_eq!(add(1, 1, 1, false, false), Some(0));
        assert_eq!(add(64, u64::MAX, 1, false, false), Some(0));
    }

    #[test]
    fn division_traps() {
        let t = ScalarTy::Int(8);
        let r = ibin(
            IBin::DivS,
            t,
            (false, false, false),
            &Value::Bits(0x80),
            &Value::Bits(0xff),
        );
        assert!(matches!(r, Err(Fault::Trap(Trap::SignedDivisionOverflow))));
        let r = ibin(
            IBin::RemU,
            t,
            (false, false, false),
            &Value::Bits(3),
            &Value::Bits(0),
        );
        assert!(matches!(r, Err(Fault::Trap(Trap::DivisionByZero))));
        let r = ibin(
            IBin::FloorDivS,
            t,
            (false, false, false),
            &Value::Bits(0xf9),
            &Value::Bits(2),
        );
        assert!(matches!(r, Ok(Value::Bits(0xfc)))); // -7 floordiv 2 = -4
        let r = ibin(
            IBin::CeilDivS,
            t,
            (false, false, false),
            &Value::Bits(7),
            &Value::Bits(2),
        );
        assert!(matches!(r, Ok(Value::Bits(4))));
    }

    #[test]
    fn wide_integers() {
        let t = ScalarTy::Int(100);
        let max = from_apint(ApInt::all_ones(100));
        let r = ibin(
            IBin::Add,
            t,
            (false, false, false),
            &max,
            &from_apint(ApInt::one(100)),
        );
        assert!(matches!(r, Ok(Value::Wide(ref a)) if a.is_zero()));
    }
}
