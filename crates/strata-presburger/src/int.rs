//! `Int`: an exact integer that computes in `i64` and moves to a big integer on overflow.
//!
//! Every operation uses checked `i64` arithmetic; when it overflows the operation is redone
//! with `num_bigint::BigInt`, and big results that fit in `i64` move back to the small form.
//! There is no way to get a wrapped or truncated value out of this type.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// An exact integer: `i64` while it fits, arbitrary precision otherwise.
///
/// Invariant: the `Big` form never holds a value that fits in `i64`, so equality and
/// hashing can compare the representation.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Int(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(i64),
    Big(Box<BigInt>),
}

impl Int {
    /// Zero.
    pub const ZERO: Int = Int(Repr::Small(0));
    /// One.
    pub const ONE: Int = Int(Repr::Small(1));

    /// Builds from a big integer (normalizing to the small form when it fits).
    pub fn from_big(b: BigInt) -> Int {
        match b.to_i64() {
            Some(v) => Int(Repr::Small(v)),
            None => Int(Repr::Big(Box::new(b))),
        }
    }

    /// The value as a big integer.
    pub fn to_big(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Big(b) => (**b).clone(),
        }
    }

    /// The value as `i64`, when it fits.
    pub fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small(v) => Some(*v),
            Repr::Big(_) => None,
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0))
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        matches!(self.0, Repr::Small(1))
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        match &self.0 {
            Repr::Small(v) => v.signum() as i32,
            Repr::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// Whether the value is strictly negative.
    pub fn is_negative(&self) -> bool {
        self.signum() < 0
    }

    /// Whether the value is strictly positive.
    pub fn is_positive(&self) -> bool {
        self.signum() > 0
    }

    /// The absolute value.
    pub fn abs(&self) -> Int {
        if self.is_negative() {
            -self
        } else {
            self.clone()
        }
    }

    /// Greatest common divisor (non-negative; `gcd(0, 0) = 0`).
    pub fn gcd(&self, other: &Int) -> Int {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => {
                let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
                while b != 0 {
                    let t = a % b;
                    a = b;
                    b = t;
                }
                match i64::try_from(a) {
                    Ok(v) => Int(Repr::Small(v)),
                    Err(_) => Int::from_big(BigInt::from(a)),
                }
            }
            _ => Int::from_big(big_gcd(self.to_big().abs(), other.to_big().abs())),
        }
    }

    /// Least common multiple (non-negative).
    pub fn lcm(&self, other: &Int) -> Int {
        if self.is_zero() || other.is_zero() {
            return Int::ZERO;
        }
        let g = self.gcd(other);
        (self.abs().exact_div(&g)) * other.abs()
    }

    /// Division rounding toward negative infinity. Panics on a zero divisor (a caller bug).
    pub fn floor_div(&self, d: &Int) -> Int {
        assert!(!d.is_zero(), "Int::floor_div by zero");
        match (&self.0, &d.0) {
            (Repr::Small(a), Repr::Small(b)) if !(*a == i64::MIN && *b == -1) => {
                let (q, r) = (a / b, a % b);
                Int(Repr::Small(if r != 0 && ((r < 0) != (*b < 0)) {
                    q - 1
                } else {
                    q
                }))
            }
            (Repr::Big(a), Repr::Big(b)) => Int::from_big(a.div_floor(b)),
            (Repr::Big(a), Repr::Small(b)) => Int::from_big(a.div_floor(&BigInt::from(*b))),
            _ => Int::from_big(self.to_big().div_floor(&d.to_big())),
        }
    }

    /// Division rounding toward positive infinity.
    pub fn ceil_div(&self, d: &Int) -> Int {
        -((-self).floor_div(d))
    }

    /// Exact division (the caller knows `d` divides `self`).
    pub fn exact_div(&self, d: &Int) -> Int {
        self.floor_div(d)
    }

    /// The remainder of floor division, with the sign of `d` (`self mod d`).
    pub fn floor_mod(&self, d: &Int) -> Int {
        self - &(self.floor_div(d) * d)
    }

    /// The value parsed from decimal digits with an optional leading minus sign.
    pub fn parse(s: &str) -> Option<Int> {
        if let Ok(v) = s.parse::<i64>() {
            return Some(Int(Repr::Small(v)));
        }
        s.parse::<BigInt>().ok().map(Int::from_big)
    }

    /// The number of bits of the absolute value (`0` for zero).
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => u64::from(64 - v.unsigned_abs().leading_zeros()),
            Repr::Big(b) => b.bits(),
        }
    }

    /// The value as `f64` (approximate; for heuristics only).
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            Repr::Small(v) => *v as f64,
            Repr::Big(b) => b.to_f64().unwrap_or(f64::MAX),
        }
    }
}

impl From<i64> for Int {
    fn from(v: i64) -> Int {
        Int(Repr::Small(v))
    }
}

impl From<i32> for Int {
    fn from(v: i32) -> Int {
        Int(Repr::Small(v as i64))
    }
}

impl From<BigInt> for Int {
    fn from(v: BigInt) -> Int {
        Int::from_big(v)
    }
}

impl Default for Int {
    fn default() -> Int {
        Int::ZERO
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(v) => write!(f, "{v}"),
            Repr::Big(b) => write!(f, "{b}"),
        }
    }
}

impl fmt::Debug for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Ord for Int {
    fn cmp(&self, other: &Int) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            (Repr::Big(a), Repr::Big(b)) => (**a).cmp(&**b),
            // A big value is outside the `i64` range: its sign decides.
            (Repr::Big(a), Repr::Small(_)) => {
                if a.is_negative() {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            (Repr::Small(_), Repr::Big(b)) => {
                if b.is_negative() {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            }
        }
    }
}

impl PartialOrd for Int {
    fn partial_cmp(&self, other: &Int) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

macro_rules! binop {
    ($tr:ident, $m:ident, $checked:ident, $big:tt, $atr:ident, $am:ident) => {
        impl $tr<&Int> for &Int {
            type Output = Int;
            fn $m(self, rhs: &Int) -> Int {
                // Big operands by reference (no copies); an overflowing `i64` operation is
                // exact in `i128`.
                match (&self.0, &rhs.0) {
                    (Repr::Small(a), Repr::Small(b)) => match a.$checked(*b) {
                        Some(v) => Int(Repr::Small(v)),
                        None => Int::from_big(BigInt::from((*a as i128) $big (*b as i128))),
                    },
                    (Repr::Big(a), Repr::Big(b)) => Int::from_big(&**a $big &**b),
                    (Repr::Big(a), Repr::Small(b)) => Int::from_big(&**a $big *b),
                    (Repr::Small(a), Repr::Big(b)) => Int::from_big(BigInt::from(*a) $big &**b),
                }
            }
        }
        impl $tr<Int> for Int {
            type Output = Int;
            fn $m(self, rhs: Int) -> Int {
                (&self).$m(&rhs)
            }
        }
        impl $tr<&Int> for Int {
            type Output = Int;
            fn $m(self, rhs: &Int) -> Int {
                (&self).$m(rhs)
            }
        }
        impl $tr<Int> for &Int {
            type Output = Int;
            fn $m(self, rhs: Int) -> Int {
                self.$m(&rhs)
            }
        }
        impl $atr<&Int> for Int {
            fn $am(&mut self, rhs: &Int) {
                *self = (&*self).$m(rhs);
            }
        }
        impl $atr<Int> for Int {
            fn $am(&mut self, rhs: Int) {
                *self = (&*self).$m(&rhs);
            }
        }
    };
}

binop!(Add, add, checked_add, +, AddAssign, add_assign);
binop!(Sub, sub, checked_sub, -, SubAssign, sub_assign);
binop!(Mul, mul, checked_mul, *, MulAssign, mul_assign);

impl Neg for &Int {
    type Output = Int;
    fn neg(self) -> Int {
        match &self.0 {
            Repr::Small(v) => match v.checked_neg() {
                Some(n) => Int(Repr::Small(n)),
                None => Int::from_big(-BigInt::from(*v)),
            },
            Repr::Big(b) => Int::from_big(-(**b).clone()),
        }
    }
}

impl Neg for Int {
    type Output = Int;
    fn neg(self) -> Int {
        -&self
    }
}

/// The gcd of two machine words.
fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// The gcd of two non-negative big integers by Lehmer's algorithm: the quotients of a run
/// of Euclid's steps are found from the leading 62 bits alone and applied to the full
/// numbers at once (a run stops as soon as the leading bits cannot decide a quotient);
/// when no step is decided, one full remainder is taken. Once the smaller operand fits in
/// a machine word, one remainder and machine arithmetic finish.
fn big_gcd(mut a: BigInt, mut b: BigInt) -> BigInt {
    loop {
        if a < b {
            std::mem::swap(&mut a, &mut b);
        }
        if b.is_zero() {
            return a;
        }
        if let Some(y) = b.to_u64() {
            let x = (&a % &b)
                .to_u64()
                .expect("a remainder below a word fits a word");
            return BigInt::from(gcd_u64(y, x));
        }
        let shift = a.bits().saturating_sub(62);
        let mut x = (&a >> shift).to_i128().expect("62 bits");
        let mut y = (&b >> shift).to_i128().expect("62 bits");
        // Cofactors: the run maps (a, b) to (ca a + cb b, cc a + cd b).
        let (mut ca, mut cb, mut cc, mut cd) = (1i128, 0i128, 0i128, 1i128);
        while y + cc != 0 && y + cd != 0 {
            let q = (x + ca) / (y + cc);
            if q != (x + cb) / (y + cd) {
                break;
            }
            (ca, cc) = (cc, ca - q * cc);
            (cb, cd) = (cd, cb - q * cd);
            (x, y) = (y, x - q * y);
        }
        if cb == 0 {
            let r = &a % &b;
            a = b;
            b = r;
        } else {
            let na = &a * BigInt::from(ca) + &b * BigInt::from(cb);
            let nb = &a * BigInt::from(cc) + &b * BigInt::from(cd);
            a = na;
            b = nb;
        }
    }
}

/// The gcd of all entries of a slice (0 for an all-zero slice).
pub fn gcd_slice(v: &[Int]) -> Int {
    gcd_slice_with(&Int::ZERO, v)
}

/// The gcd of `seed` and all entries of `v` (a row's denominator and its entries: a
/// small seed keeps every big entry's cost at one division).
pub fn gcd_slice_with(seed: &Int, v: &[Int]) -> Int {
    // The small entries first, in machine arithmetic; then every big entry costs one
    // division by the (small) gcd so far. Without small entries, the smallest big one
    // starts (Euclid's cost follows the smaller operand).
    let mut g: u64 = match seed.0 {
        Repr::Small(a) => a.unsigned_abs(),
        Repr::Big(_) => 0,
    };
    if g == 1 {
        return Int::ONE;
    }
    for x in v {
        if let Repr::Small(a) = x.0
            && a != 0
        {
            let mut b = a.unsigned_abs();
            while b != 0 {
                let t = g % b;
                g = b;
                b = t;
            }
            if g == 1 {
                return Int::ONE;
            }
        }
    }
    let mut acc = if g != 0 {
        Int::from_big(BigInt::from(g))
    } else {
        match v
            .iter()
            .chain(std::iter::once(seed))
            .filter_map(|x| match &x.0 {
                Repr::Big(b) => Some(b),
                Repr::Small(_) => None,
            })
            .min_by_key(|b| b.bits())
        {
            Some(b) => Int::from_big(b.abs()),
            None => return Int::ZERO,
        }
    };
    for x in v.iter().chain(std::iter::once(seed)) {
        if let Repr::Big(_) = x.0 {
            acc = acc.gcd(x);
            if acc.is_one() {
                break;
            }
        }
    }
    acc
}

impl Zero for Int {
    fn zero() -> Int {
        Int::ZERO
    }
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
}

impl One for Int {
    fn one() -> Int {
        Int::ONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_lengths() {
        assert_eq!(Int::ZERO.bits(), 0);
        assert_eq!(Int::from(-1).bits(), 1);
        assert_eq!(Int::from(255).bits(), 8);
        assert_eq!(Int::from(i64::MIN).bits(), 64);
        let big = &Int::from(i64::MAX) * &Int::from(4);
        assert_eq!(big.bits(), 65);
    }

    #[test]
    fn overflow_moves_to_big_and_back() {
        let a = Int::from(i64::MAX);
        let b = &a + &Int::ONE;
        assert_eq!(b.to_i64(), None);
        assert_eq!(b.to_string(), "9223372036854775808");
        let c = &b - &Int::ONE;
        assert_eq!(c.to_i64(), Some(i64::MAX));
        let m = Int::from(i64::MIN);
        assert_eq!((-&m).to_string(), "9223372036854775808");
        assert_eq!((&m * &Int::from(-1)).to_string(), "9223372036854775808");
        assert_eq!(
            m.floor_div(&Int::from(-1)).to_string(),
            "9223372036854775808"
        );
        assert_eq!(m.abs().to_string(), "9223372036854775808");
        assert_eq!(
            Int::from(i64::MIN).gcd(&Int::from(i64::MIN)).to_string(),
            "9223372036854775808"
        );
    }

    #[test]
    fn floor_and_ceil_division_agree_with_bigint() {
        let vals = [
            -7i64,
            -6,
            -1,
            0,
            1,
            5,
            6,
            7,
            i64::MIN,
            i64::MAX,
            i64::MIN + 1,
        ];
        let divs = [-3i64, -2, -1, 1, 2, 3, i64::MAX, i64::MIN];
        for &a in &vals {
            for &d in &divs {
                let (ia, id) = (Int::from(a), Int::from(d));
                let (ba, bd) = (BigInt::from(a), BigInt::from(d));
                assert_eq!(ia.floor_div(&id).to_big(), ba.div_floor(&bd), "{a} / {d}");
                assert_eq!(
                    ia.ceil_div(&id).to_big(),
                    -((-&ba).div_floor(&bd)),
                    "{a} / {d}"
                );
                assert_eq!(ia.floor_mod(&id).to_big(), ba.mod_floor(&bd), "{a} mod {d}");
            }
        }
    }

    #[test]
    fn products_are_exact() {
        let a = Int::from(1i64 << 62);
        let p = &a * &a;
        assert_eq!(
            p.to_big(),
            BigInt::from(1i64 << 62) * BigInt::from(1i64 << 62)
        );
        assert_eq!(p.exact_div(&a), a);
        assert!(p > a);
        assert_eq!(
            Int::parse("-123456789012345678901234567890")
                .unwrap()
                .to_string(),
            "-123456789012345678901234567890"
        );
    }

    #[test]
    fn gcd_of_big_and_mixed_operands_agrees_with_bigint() {
        let vals = [
            "0",
            "7",
            "-12",
            "9223372036854775807",
            "-9223372036854775808",
            "410320147299958784",
            "7460918249489679782992640153062529511435141416956723200",
            "-55665301125568147659432083791220478492432548195864523468693248",
            "340282366920938463463374607431768211456",
        ];
        for a in vals {
            for b in vals {
                let (x, y) = (Int::parse(a).unwrap(), Int::parse(b).unwrap());
                let want = x.to_big().gcd(&y.to_big());
                assert_eq!(x.gcd(&y).to_big(), want, "gcd({a}, {b})");
                for c in vals {
                    let z = Int::parse(c).unwrap();
                    let want = want.gcd(&z.to_big());
                    let got = gcd_slice(&[x.clone(), z.clone(), y.clone()]);
                    assert_eq!(got.to_big(), want, "gcd_slice({a}, {c}, {b})");
                    for (seed, rest) in [(&x, [&z, &y]), (&z, [&x, &y]), (&y, [&x, &z])] {
                        let rest = [rest[0].clone(), rest[1].clone()];
                        let got = gcd_slice_with(seed, &rest);
                        assert_eq!(got.to_big(), want, "gcd_slice_with({a}, {c}, {b})");
                    }
                }
            }
        }
    }

    #[test]
    fn lehmer_gcd_agrees_with_bigint_on_random_operands() {
        // A fixed linear congruential sequence of limbs: operands of 1 to 8 limbs sharing
        // random common factors.
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            state
        };
        let mut big = |limbs: u64| -> BigInt {
            let mut v = BigInt::from(0);
            for _ in 0..limbs {
                v = (v << 64) + BigInt::from(next());
            }
            v
        };
        for i in 0..400u64 {
            let common = big(1 + i % 3);
            let a = big(1 + i % 5) * &common;
            let b = big(1 + (i / 5) % 4) * &common
                + if i % 7 == 0 {
                    BigInt::from(0)
                } else {
                    big(i % 2)
                };
            assert_eq!(big_gcd(a.clone(), b.clone()), a.gcd(&b), "gcd({a}, {b})");
            let (x, y) = (Int::from_big(-a.clone()), Int::from_big(b.clone()));
            assert_eq!(x.gcd(&y).to_big(), a.gcd(&b));
        }
    }
}
