//! `ApInt`: a fixed-width two's-complement integer of any width from 0 to 2^24-1 bits, the
//! value of MLIR's `IntegerAttr`, with MLIR's literal parsing, printing and the wrapping
//! arithmetic that constant folding needs.
//!
//! All operations wrap modulo 2^width like LLVM's `APInt`. Widths up to 64 bits live in one
//! inline word and take fast paths; wider values use little-endian `u64` words (division
//! and decimal conversion of those go through `num-bigint`). Binary operations require
//! operands of equal width and panic otherwise (a caller bug, like an `APInt` assertion).

use core::cmp::Ordering;
use core::fmt;

use num_bigint::BigUint;
use smallvec::{SmallVec, smallvec};

/// The largest integer width MLIR accepts (`i16777215`); wider types are rejected with
/// "integer bitwidth is limited to 16777215 bits".
pub const MAX_WIDTH: u32 = (1 << 24) - 1;

/// The width `index` values are stored with (`IndexType::kInternalStorageBitWidth`).
pub const INDEX_WIDTH: u32 = 64;

type Words = SmallVec<[u64; 1]>;

/// A fixed-width two's-complement integer. Bits above `width` are always zero, so derived
/// equality and hashing compare values.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    /// Little-endian words; `max(1, ceil(width / 64))` of them.
    words: Words,
}

/// The type an integer literal is parsed for: the rules differ by signedness, and `index`
/// is 64 bits wide but rejects positive values with the sign bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralTarget {
    /// `iN`: accepts values in `[-(2^(N-1)), 2^N - 1]`.
    Signless(u32),
    /// `siN`: accepts values in `[-(2^(N-1)), 2^(N-1) - 1]`.
    Signed(u32),
    /// `uiN`: accepts values in `[0, 2^N - 1]`; a minus sign is its own error.
    Unsigned(u32),
    /// `index`: 64-bit, accepts values in `[-(2^63), 2^63 - 1]`.
    Index,
}

/// Why an integer literal was rejected; [`IntLiteralError::message`] is mlir-opt's wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntLiteralError {
    /// The value does not fit the type (also reported for malformed digits, as upstream).
    OutOfRange,
    /// A `-` before a literal for an unsigned type.
    NegativeUnsigned,
}

impl IntLiteralError {
    /// The diagnostic mlir-opt emits (at the literal token, after any `-`).
    pub fn message(self) -> &'static str {
        match self {
            IntLiteralError::OutOfRange => "integer constant out of range for attribute",
            IntLiteralError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type"
            }
        }
    }
}

impl fmt::Display for IntLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for IntLiteralError {}

fn num_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// Mask of the bits of the top word that belong to a value of `width` bits.
fn top_mask(width: u32) -> u64 {
    match width % 64 {
        0 if width == 0 => 0,
        0 => !0,
        r => (1u64 << r) - 1,
    }
}

fn mask64(width: u32) -> u64 {
    if width >= 64 { !0 } else { (1u64 << width) - 1 }
}

impl ApInt {
    // ----- construction -------------------------------------------------------------------

    /// Zero of the given width.
    pub fn zero(width: u32) -> ApInt {
        ApInt {
            width,
            words: smallvec![0; num_words(width)],
        }
    }

    /// One of the given width (zero when `width` is 0).
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u64(width, 1)
    }

    /// All bits set: `2^width - 1`, i.e. -1 as a signed value.
    pub fn all_ones(width: u32) -> ApInt {
        let mut r = ApInt {
            width,
            words: smallvec![!0; num_words(width)],
        };
        r.clear_unused_bits();
        r
    }

    /// The smallest signed value, `-(2^(width-1))` (zero when `width` is 0).
    pub fn signed_min(width: u32) -> ApInt {
        let mut r = ApInt::zero(width);
        if width > 0 {
            r.set_bit(width - 1, true);
        }
        r
    }

    /// The largest signed value, `2^(width-1) - 1` (zero when `width` is 0).
    pub fn signed_max(width: u32) -> ApInt {
        let mut r = ApInt::all_ones(width);
        if width > 0 {
            r.set_bit(width - 1, false);
        }
        r
    }

    /// `v` truncated to `width` bits (zero-extended when wider than 64).
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        let mut words: Words = smallvec![0; num_words(width)];
        words[0] = v;
        let mut r = ApInt { width, words };
        r.clear_unused_bits();
        r
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> ApInt {
        let fill = if v < 0 { !0 } else { 0 };
        let mut words: Words = smallvec![fill; num_words(width)];
        words[0] = v as u64;
        let mut r = ApInt { width, words };
        r.clear_unused_bits();
        r
    }

    /// `v` truncated to (or zero-extended to) `width` bits.
    pub fn from_u128(width: u32, v: u128) -> ApInt {
        ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> ApInt {
        let fill = if v < 0 { !0 } else { 0 };
        let mut words: Words = smallvec![fill; num_words(width).max(2)];
        words[0] = v as u64;
        words[1] = (v >> 64) as u64;
        words.truncate(num_words(width));
        let mut r = ApInt { width, words };
        r.clear_unused_bits();
        r
    }

    /// A value from little-endian words, truncated or zero-extended to `width` bits.
    pub fn from_words(width: u32, le_words: &[u64]) -> ApInt {
        let n = num_words(width);
        let mut words: Words = smallvec![0; n];
        for (dst, src) in words.iter_mut().zip(le_words) {
            *dst = *src;
        }
        let mut r = ApInt { width, words };
        r.clear_unused_bits();
        r
    }

    fn from_biguint(width: u32, v: &BigUint) -> ApInt {
        let digits = v.to_u64_digits();
        ApInt::from_words(width, &digits)
    }

    fn to_biguint(&self) -> BigUint {
        let mut digits = Vec::with_capacity(self.words.len() * 2);
        for w in &self.words {
            digits.push(*w as u32);
            digits.push((*w >> 32) as u32);
        }
        BigUint::new(digits)
    }

    fn clear_unused_bits(&mut self) {
        let mask = top_mask(self.width);
        if let Some(top) = self.words.last_mut() {
            *top &= mask;
        }
    }

    // ----- accessors ----------------------------------------------------------------------

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian words (at least one; bits above the width are zero).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The low 64 bits (zero-extended when narrower).
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.words[0] == 1 && self.words[1..].iter().all(|w| *w == 0)
    }

    /// Whether all `width` bits are set (-1 as a signed value; true for width 0).
    pub fn is_all_ones(&self) -> bool {
        *self == ApInt::all_ones(self.width)
    }

    /// Whether the sign bit (bit `width - 1`) is set; false for width 0.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// Whether this is the smallest signed value (only the sign bit set).
    pub fn is_signed_min(&self) -> bool {
        *self == ApInt::signed_min(self.width)
    }

    /// Bit `i` (false beyond the width).
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Sets bit `i` to `v` (ignored beyond the width).
    pub fn set_bit(&mut self, i: u32, v: bool) {
        if i >= self.width {
            return;
        }
        let w = &mut self.words[(i / 64) as usize];
        if v {
            *w |= 1 << (i % 64);
        } else {
            *w &= !(1 << (i % 64));
        }
    }

    /// The value as unsigned, if it is below 2^64.
    pub fn to_u64_checked(&self) -> Option<u64> {
        if self.words[1..].iter().all(|w| *w == 0) {
            Some(self.words[0])
        } else {
            None
        }
    }

    /// The value as signed, if it fits an `i64`.
    pub fn to_i64_checked(&self) -> Option<i64> {
        if self.width <= 64 {
            return Some(self.sext_low_u64() as i64);
        }
        let low = self.words[0] as i64;
        let fill = if low < 0 { !0u64 } else { 0 };
        // All bits above bit 63 (including the top of the width) must equal bit 63.
        let ext = self.sext(num_words(self.width) as u32 * 64);
        if ext.words[1..].iter().all(|w| *w == fill) {
            Some(low)
        } else {
            None
        }
    }

    /// The value as unsigned, if it is below 2^128.
    pub fn to_u128_checked(&self) -> Option<u128> {
        if self.words.len() > 2 && self.words[2..].iter().any(|w| *w != 0) {
            return None;
        }
        let hi = self.words.get(1).copied().unwrap_or(0);
        Some((u128::from(hi) << 64) | u128::from(self.words[0]))
    }

    /// The value as signed, if it fits an `i128`.
    pub fn to_i128_checked(&self) -> Option<i128> {
        if self.width <= 128 {
            let ext = self.sext(128);
            return Some(((u128::from(ext.words[1]) << 64) | u128::from(ext.words[0])) as i128);
        }
        if self.significant_bits() <= 128 {
            let ext = self.trunc(128);
            return Some(((u128::from(ext.words[1]) << 64) | u128::from(ext.words[0])) as i128);
        }
        None
    }

    /// For widths up to 64: the value sign-extended into a `u64`.
    fn sext_low_u64(&self) -> u64 {
        debug_assert!(self.width <= 64);
        let w = self.width;
        if w == 0 {
            0
        } else if w == 64 {
            self.words[0]
        } else {
            let sh = 64 - w;
            (((self.words[0] << sh) as i64) >> sh) as u64
        }
    }

    /// Number of leading zero bits within the width.
    pub fn count_leading_zeros(&self) -> u32 {
        let extra = num_words(self.width) as u32 * 64 - self.width;
        let mut n = 0;
        for w in self.words.iter().rev() {
            if *w == 0 {
                n += 64;
            } else {
                n += w.leading_zeros();
                break;
            }
        }
        n.min(num_words(self.width) as u32 * 64) - extra
    }

    /// Number of leading one bits within the width.
    pub fn count_leading_ones(&self) -> u32 {
        self.not().count_leading_zeros()
    }

    /// Number of trailing zero bits (the width when zero).
    pub fn count_trailing_zeros(&self) -> u32 {
        let mut n = 0;
        for w in &self.words {
            if *w == 0 {
                n += 64;
            } else {
                n += w.trailing_zeros();
                break;
            }
        }
        n.min(self.width)
    }

    /// Number of set bits.
    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// Bits needed for the unsigned value (`width - leading zeros`).
    pub fn active_bits(&self) -> u32 {
        self.width - self.count_leading_zeros()
    }

    /// Bits needed for the value as signed, including the sign bit.
    pub fn significant_bits(&self) -> u32 {
        let redundant = if self.is_negative() {
            self.count_leading_ones()
        } else {
            self.count_leading_zeros()
        };
        self.width - redundant + 1
    }

    // ----- MLIR literal parsing and printing ----------------------------------------------

    /// Parses an integer literal the way mlir-opt builds an `IntegerAttr` from one:
    /// `text` is the token spelling (decimal digits, or `0x` and hex digits of either
    /// case), `negative` whether a `-` token preceded it. Values that do not fit the target
    /// are errors; see [`LiteralTarget`] for each type's range (note `-0` is out of range,
    /// as upstream: the negated value must have its sign bit set).
    pub fn parse_literal(
        text: &str,
        negative: bool,
        target: LiteralTarget,
    ) -> Result<ApInt, IntLiteralError> {
        let (width, signed_check) = match target {
            LiteralTarget::Signless(w) => (w, false),
            LiteralTarget::Signed(w) => (w, true),
            LiteralTarget::Unsigned(w) => {
                if negative {
                    return Err(IntLiteralError::NegativeUnsigned);
                }
                (w, false)
            }
            LiteralTarget::Index => (INDEX_WIDTH, true),
        };
        let magnitude = parse_magnitude(text, width).ok_or(IntLiteralError::OutOfRange)?;
        if width == 0 {
            return if negative {
                Err(IntLiteralError::OutOfRange)
            } else {
                Ok(magnitude)
            };
        }
        if negative {
            let r = magnitude.neg();
            if !r.is_negative() {
                return Err(IntLiteralError::OutOfRange);
            }
            Ok(r)
        } else if signed_check && magnitude.is_negative() {
            Err(IntLiteralError::OutOfRange)
        } else {
            Ok(magnitude)
        }
    }

    /// The value as a signed decimal (how MLIR prints signless and signed integers).
    pub fn to_string_signed(&self) -> String {
        if self.width <= 64 {
            return (self.sext_low_u64() as i64).to_string();
        }
        if self.is_negative() {
            let mag = self.neg();
            let mut s = String::from("-");
            s.push_str(&mag.unsigned_decimal());
            s
        } else {
            self.unsigned_decimal()
        }
    }

    /// The value as an unsigned decimal (how MLIR prints unsigned integers).
    pub fn to_string_unsigned(&self) -> String {
        self.unsigned_decimal()
    }

    fn unsigned_decimal(&self) -> String {
        match self.words.len() {
            1 => self.words[0].to_string(),
            2 => ((u128::from(self.words[1]) << 64) | u128::from(self.words[0])).to_string(),
            _ => self.to_biguint().to_str_radix(10),
        }
    }

    /// The unsigned value in upper-case hex with a `0x` prefix (`0x0` for zero), as LLVM's
    /// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)` writes it.
    pub fn to_hex_literal(&self) -> String {
        let mut s = String::from("0x");
        let mut started = false;
        for w in self.words.iter().rev() {
            if started {
                s.push_str(&format!("{w:016X}"));
            } else if *w != 0 {
                s.push_str(&format!("{w:X}"));
                started = true;
            }
        }
        if !started {
            s.push('0');
        }
        s
    }

    // ----- bitwise and arithmetic ---------------------------------------------------------

    fn check_width(&self, rhs: &ApInt) {
        assert_eq!(self.width, rhs.width, "ApInt operands of different widths");
    }

    fn zip_words(&self, rhs: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
        self.check_width(rhs);
        let words = self
            .words
            .iter()
            .zip(&rhs.words)
            .map(|(a, b)| f(*a, *b))
            .collect();
        ApInt {
            width: self.width,
            words,
        }
    }

    /// Bitwise complement.
    pub fn not(&self) -> ApInt {
        let mut r = ApInt {
            width: self.width,
            words: self.words.iter().map(|w| !w).collect(),
        };
        r.clear_unused_bits();
        r
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &ApInt) -> ApInt {
        self.zip_words(rhs, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &ApInt) -> ApInt {
        self.zip_words(rhs, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &ApInt) -> ApInt {
        self.zip_words(rhs, |a, b| a ^ b)
    }

    /// Two's-complement negation (wrapping: the signed minimum negates to itself).
    pub fn neg(&self) -> ApInt {
        ApInt::zero(self.width).sub(self)
    }

    /// Wrapping addition.
    pub fn add(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        let mut r = self.clone();
        let mut carry = false;
        for (a, b) in r.words.iter_mut().zip(&rhs.words) {
            let (s1, c1) = a.overflowing_add(*b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *a = s2;
            carry = c1 || c2;
        }
        r.clear_unused_bits();
        r
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        let mut r = self.clone();
        let mut borrow = false;
        for (a, b) in r.words.iter_mut().zip(&rhs.words) {
            let (d1, b1) = a.overflowing_sub(*b);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            *a = d2;
            borrow = b1 || b2;
        }
        r.clear_unused_bits();
        r
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        if self.words.len() == 1 {
            return ApInt::from_u64(self.width, self.words[0].wrapping_mul(rhs.words[0]));
        }
        let n = self.words.len();
        let mut out: Words = smallvec![0; n];
        for i in 0..n {
            let a = u128::from(self.words[i]);
            if a == 0 {
                continue;
            }
            let mut carry: u128 = 0;
            for j in 0..n - i {
                let t = a * u128::from(rhs.words[j]) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        let mut r = ApInt {
            width: self.width,
            words: out,
        };
        r.clear_unused_bits();
        r
    }

    /// Unsigned quotient and remainder; `None` when dividing by zero.
    pub fn udivrem(&self, rhs: &ApInt) -> Option<(ApInt, ApInt)> {
        self.check_width(rhs);
        if rhs.is_zero() {
            return None;
        }
        match self.words.len() {
            1 => {
                let (a, b) = (self.words[0], rhs.words[0]);
                Some((
                    ApInt::from_u64(self.width, a / b),
                    ApInt::from_u64(self.width, a % b),
                ))
            }
            2 => {
                let a = self.to_u128_checked().unwrap_or(0);
                let b = rhs.to_u128_checked().unwrap_or(1);
                Some((
                    ApInt::from_u128(self.width, a / b),
                    ApInt::from_u128(self.width, a % b),
                ))
            }
            _ => {
                let (a, b) = (self.to_biguint(), rhs.to_biguint());
                let q = &a / &b;
                let r = a - &q * &b;
                Some((
                    ApInt::from_biguint(self.width, &q),
                    ApInt::from_biguint(self.width, &r),
                ))
            }
        }
    }

    /// Unsigned division; `None` when dividing by zero.
    pub fn udiv(&self, rhs: &ApInt) -> Option<ApInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    /// Unsigned remainder; `None` when dividing by zero.
    pub fn urem(&self, rhs: &ApInt) -> Option<ApInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    /// Signed quotient (rounded toward zero) and remainder (sign of the dividend); `None`
    /// when dividing by zero. The signed minimum divided by -1 wraps to itself.
    pub fn sdivrem(&self, rhs: &ApInt) -> Option<(ApInt, ApInt)> {
        self.check_width(rhs);
        let (ln, rn) = (self.is_negative(), rhs.is_negative());
        let a = if ln { self.neg() } else { self.clone() };
        let b = if rn { rhs.neg() } else { rhs.clone() };
        let (q, r) = a.udivrem(&b)?;
        let q = if ln != rn { q.neg() } else { q };
        let r = if ln { r.neg() } else { r };
        Some((q, r))
    }

    /// Signed division rounding toward zero; `None` when dividing by zero.
    pub fn sdiv(&self, rhs: &ApInt) -> Option<ApInt> {
        self.sdivrem(rhs).map(|(q, _)| q)
    }

    /// Signed remainder (takes the sign of the dividend); `None` when dividing by zero.
    pub fn srem(&self, rhs: &ApInt) -> Option<ApInt> {
        self.sdivrem(rhs).map(|(_, r)| r)
    }

    /// Shift left; amounts of `width` or more give zero.
    pub fn shl(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        if self.words.len() == 1 {
            return ApInt::from_u64(self.width, self.words[0] << amount);
        }
        let n = self.words.len();
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let mut out: Words = smallvec![0; n];
        for i in ws..n {
            let src = i - ws;
            let mut v = self.words[src] << bs;
            if bs != 0 && src > 0 {
                v |= self.words[src - 1] >> (64 - bs);
            }
            out[i] = v;
        }
        let mut r = ApInt {
            width: self.width,
            words: out,
        };
        r.clear_unused_bits();
        r
    }

    /// Logical shift right; amounts of `width` or more give zero.
    pub fn lshr(&self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        if self.words.len() == 1 {
            return ApInt::from_u64(self.width, self.words[0] >> amount);
        }
        let n = self.words.len();
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let mut out: Words = smallvec![0; n];
        for (i, o) in out.iter_mut().enumerate().take(n - ws) {
            let src = i + ws;
            let mut v = self.words[src] >> bs;
            if bs != 0 && src + 1 < n {
                v |= self.words[src + 1] << (64 - bs);
            }
            *o = v;
        }
        ApInt {
            width: self.width,
            words: out,
        }
    }

    /// Arithmetic shift right (fills with the sign bit); amounts of `width` or more give
    /// all sign bits.
    pub fn ashr(&self, amount: u32) -> ApInt {
        if !self.is_negative() {
            return self.lshr(amount);
        }
        if amount >= self.width {
            return ApInt::all_ones(self.width);
        }
        // Shift the complement logically and complement back: the vacated high bits of
        // the complement are zeros, which become ones.
        self.not().lshr(amount).not()
    }

    /// Rotate left by `amount` modulo the width.
    pub fn rotl(&self, amount: u32) -> ApInt {
        if self.width == 0 {
            return self.clone();
        }
        let a = amount % self.width;
        if a == 0 {
            return self.clone();
        }
        self.shl(a).or(&self.lshr(self.width - a))
    }

    /// Rotate right by `amount` modulo the width.
    pub fn rotr(&self, amount: u32) -> ApInt {
        if self.width == 0 {
            return self.clone();
        }
        let a = amount % self.width;
        self.rotl((self.width - a) % self.width)
    }

    /// Shift amount taken from another `ApInt`: its value, saturated to `u32::MAX`.
    pub fn as_shift_amount(&self) -> u32 {
        match self.to_u64_checked() {
            Some(v) => u32::try_from(v).unwrap_or(u32::MAX),
            None => u32::MAX,
        }
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &ApInt) -> Ordering {
        self.check_width(rhs);
        for (a, b) in self.words.iter().rev().zip(rhs.words.iter().rev()) {
            match a.cmp(b) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &ApInt) -> Ordering {
        self.check_width(rhs);
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            // Same sign: two's-complement order equals unsigned order.
            _ => self.ucmp(rhs),
        }
    }

    /// Keeps the low `width` bits; a wider `width` zero-extends instead.
    pub fn trunc(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.words)
    }

    /// Zero-extends to `width`; a narrower `width` truncates instead.
    pub fn zext(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.words)
    }

    /// Sign-extends to `width`; a narrower `width` truncates instead.
    pub fn sext(&self, width: u32) -> ApInt {
        if width <= self.width || !self.is_negative() {
            return ApInt::from_words(width, &self.words);
        }
        // Fill everything above the old width with ones.
        let mut r = ApInt::all_ones(width);
        let low = self.width;
        let full = (low / 64) as usize;
        r.words[..full].copy_from_slice(&self.words[..full]);
        if !low.is_multiple_of(64) {
            r.words[full] = (!0u64 << (low % 64)) | self.words[full];
        }
        r.clear_unused_bits();
        r
    }

    /// Signed addition and whether it overflowed.
    pub fn sadd_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Unsigned addition and whether it overflowed.
    pub fn uadd_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let ov = r.ucmp(rhs) == Ordering::Less;
        (r, ov)
    }

    /// Signed subtraction and whether it overflowed.
    pub fn ssub_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Unsigned subtraction and whether it overflowed (borrowed).
    pub fn usub_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        (self.sub(rhs), self.ucmp(rhs) == Ordering::Less)
    }

    /// Unsigned multiplication and whether it overflowed.
    pub fn umul_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        let w = self.width;
        let full = self.zext(2 * w).mul(&rhs.zext(2 * w));
        (full.trunc(w), full.active_bits() > w)
    }

    /// Signed multiplication and whether it overflowed.
    pub fn smul_overflow(&self, rhs: &ApInt) -> (ApInt, bool) {
        let w = self.width;
        let full = self.sext(2 * w).mul(&rhs.sext(2 * w));
        let r = full.trunc(w);
        (r.clone(), w > 0 && r.sext(2 * w) != full)
    }
}

/// Parses the digits of a literal into an unsigned value of `width` bits; `None` when the
/// text is malformed or the value needs more than `width` bits.
fn parse_magnitude(text: &str, width: u32) -> Option<ApInt> {
    let bytes = text.as_bytes();
    let is_hex = bytes.len() > 1 && bytes[1] == b'x';
    if is_hex {
        if bytes[0] != b'0' || bytes.len() < 3 {
            return None;
        }
        let digits = &bytes[2..];
        let first = digits
            .iter()
            .position(|c| *c != b'0')
            .unwrap_or(digits.len());
        let sig = &digits[first..];
        if digits.iter().any(|c| !c.is_ascii_hexdigit()) {
            return None;
        }
        if sig.is_empty() {
            return Some(ApInt::zero(width));
        }
        let lead = (sig[0] as char).to_digit(16)?;
        let bits = (sig.len() as u64 - 1) * 4 + u64::from(32 - lead.leading_zeros());
        if bits > u64::from(width) {
            return None;
        }
        let mut r = ApInt::zero(width);
        for (i, c) in sig.iter().rev().enumerate() {
            let d = u64::from((*c as char).to_digit(16)?);
            r.words[i / 16] |= d << ((i % 16) * 4);
        }
        return Some(r);
    }
    if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    if width <= 64 {
        let mut v: u64 = 0;
        for c in bytes {
            v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
        }
        return (v & !mask64(width) == 0).then(|| ApInt::from_u64(width, v));
    }
    // Wide: accumulate 19 digits at a time into words, giving up as soon as the value
    // needs more than `width` bits (it only grows).
    let mut acc: Vec<u64> = vec![0];
    for chunk in bytes.chunks(19) {
        let mut part: u64 = 0;
        for c in chunk {
            part = part * 10 + u64::from(c - b'0');
        }
        let scale = 10u64.pow(chunk.len() as u32);
        let mut carry = u128::from(part);
        for w in acc.iter_mut() {
            let t = u128::from(*w) * u128::from(scale) + carry;
            *w = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            acc.push(carry as u64);
        }
        while acc.len() > 1 && acc.last() == Some(&0) {
            acc.pop();
        }
        let top = *acc.last().unwrap_or(&0);
        let bits = (acc.len() as u64 - 1) * 64 + u64::from(64 - top.leading_zeros());
        if bits > u64::from(width) {
            return None;
        }
    }
    Some(ApInt::from_words(width, &acc))
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ApInt(i{} {})", self.width, self.to_hex_literal())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(text: &str, neg: bool, t: LiteralTarget) -> Result<String, IntLiteralError> {
        ApInt::parse_literal(text, neg, t).map(|v| match t {
            LiteralTarget::Unsigned(_) => v.to_string_unsigned(),
            _ => v.to_string_signed(),
        })
    }

    /// Expected values from mlir-opt 22:
    /// `echo '"foo.x"() {a = LIT : TY} : () -> ()' |
    ///  mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`.
    #[test]
    fn literals_match_mlir_opt() {
        use IntLiteralError::*;
        use LiteralTarget::*;
        let oor = Err(OutOfRange);
        let cases: &[(&str, bool, LiteralTarget, Result<&str, IntLiteralError>)] = &[
            ("256", false, Signless(8), oor),
            ("1", true, Unsigned(8), Err(NegativeUnsigned)),
            ("0", true, Unsigned(8), Err(NegativeUnsigned)),
            ("255", false, Signless(8), Ok("-1")),
            ("0xFF", false, Signless(8), Ok("-1")),
            ("0xfF", false, Signless(8), Ok("-1")),
            ("0x100", false, Signless(8), oor),
            ("0xFF", true, Signless(8), oor),
            ("129", true, Signless(8), oor),
            ("128", true, Signless(8), Ok("-128")),
            ("0", true, Signless(8), oor),
            ("007", false, Signless(8), Ok("7")),
            ("1", false, Signless(1), Ok("-1")), // printed `true` by the attribute printer
            ("1", true, Signless(1), Ok("-1")),
            ("2", false, Signless(1), oor),
            ("1", false, Signed(1), oor),
            ("1", true, Signed(1), Ok("-1")),
            ("1", false, Unsigned(1), Ok("1")),
            ("255", false, Signed(8), oor),
            ("128", false, Signed(8), oor),
            ("128", true, Signed(8), Ok("-128")),
            ("0x1F", false, Unsigned(8), Ok("31")),
            ("18446744073709551615", false, Index, oor),
            ("1", true, Index, Ok("-1")),
            (
                "9223372036854775807",
                false,
                Index,
                Ok("9223372036854775807"),
            ),
            (
                "9223372036854775808",
                true,
                Index,
                Ok("-9223372036854775808"),
            ),
            ("18446744073709551615", false, Signless(64), Ok("-1")),
            ("18446744073709551616", false, Signless(64), oor),
            ("0", false, Signless(0), Ok("0")),
            ("1", false, Signless(0), oor),
            ("0", true, Signless(0), oor),
            ("0x0", false, Signless(0), Ok("0")),
        ];
        for (text, neg, t, want) in cases {
            let got = lit(text, *neg, *t);
            assert_eq!(
                got.as_deref().map_err(|e| *e),
                *want,
                "{text} neg={neg} {t:?}"
            );
        }
    }

    /// Wide values, checked against mlir-opt 22 as above.
    #[test]
    fn wide_literals() {
        use LiteralTarget::*;
        let max_u128 = "340282366920938463463374607431768211455";
        assert_eq!(lit(max_u128, false, Signless(128)).unwrap(), "-1");
        assert_eq!(lit(max_u128, false, Unsigned(128)).unwrap(), max_u128);
        assert_eq!(
            lit("170141183460469231731687303715884105728", true, Signed(128)).unwrap(),
            "-170141183460469231731687303715884105728"
        );
        assert!(
            lit(
                "170141183460469231731687303715884105728",
                false,
                Signed(128)
            )
            .is_err()
        );
        let big = "123456789012345678901234567890123456789012345678901234567890";
        assert_eq!(lit(big, false, Signless(1000)).unwrap(), big);
        assert_eq!(lit(big, true, Signless(1000)).unwrap(), format!("-{big}"));
        assert_eq!(
            lit("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", false, Unsigned(136)).unwrap(),
            "87112285931760246646623899502532662132735"
        );
        assert!(
            lit(
                "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
                false,
                Unsigned(136)
            )
            .is_err()
        );
        assert_eq!(
            lit("0x0000000000000000000000000001", false, Signless(2)).unwrap(),
            "1"
        );
        assert!(lit(big, false, Signless(150)).is_err());
    }

    #[test]
    fn printing() {
        assert_eq!(ApInt::from_i64(8, -1).to_string_signed(), "-1");
        assert_eq!(ApInt::from_i64(8, -1).to_string_unsigned(), "255");
        assert_eq!(
            ApInt::from_i64(64, i64::MIN).to_string_signed(),
            "-9223372036854775808"
        );
        assert_eq!(ApInt::from_i64(100, -5).to_string_signed(), "-5");
        assert_eq!(
            ApInt::from_i64(100, -5).to_string_unsigned(),
            "1267650600228229401496703205371"
        );
        assert_eq!(
            ApInt::signed_min(200).to_string_signed(),
            format!("-{}", pow2_decimal(199))
        );
        assert_eq!(ApInt::all_ones(200).to_string_unsigned(), {
            let s = pow2_decimal(200);
            // 2^200 ends in ...376, so 2^200 - 1 ends in ...375.
            format!("{}5", &s[..s.len() - 1])
        });
        assert_eq!(ApInt::zero(0).to_string_signed(), "0");
        assert_eq!(
            ApInt::from_u64(80, 0x7FC00000).to_hex_literal(),
            "0x7FC00000"
        );
        assert_eq!(
            ApInt::from_u128(80, 0x7FFF_C000_0000_0000_0000).to_hex_literal(),
            "0x7FFFC000000000000000"
        );
        assert_eq!(ApInt::zero(32).to_hex_literal(), "0x0");
    }

    fn pow2_decimal(n: u32) -> String {
        (BigUint::from(1u32) << n).to_str_radix(10)
    }

    fn big(w: u32, v: i128) -> ApInt {
        ApInt::from_i128(w, v)
    }

    /// Checks every operation on widths 1..=130 against i128/u128 reference arithmetic on
    /// a grid of interesting values.
    #[test]
    fn arithmetic_matches_reference() {
        let samples: [i128; 14] = [
            0,
            1,
            2,
            3,
            -1,
            -2,
            7,
            100,
            -100,
            i64::MAX as i128,
            i64::MIN as i128,
            1 << 70,
            -(1 << 90),
            0x5555_5555_5555_5555_5555,
        ];
        for w in [1u32, 2, 7, 8, 13, 31, 32, 33, 63, 64, 65, 100, 127] {
            let m: u128 = if w == 128 { !0 } else { (1u128 << w) - 1 };
            let sx = |v: u128| -> i128 { ((v << (128 - w)) as i128) >> (128 - w) };
            for &a in &samples {
                for &b in &samples {
                    let (ua, ub) = (a as u128 & m, b as u128 & m);
                    let (sa, sb) = (sx(ua), sx(ub));
                    let (x, y) = (big(w, a), big(w, b));
                    let chk = |r: ApInt, want: u128, what: &str| {
                        assert_eq!(
                            r.to_u128_checked(),
                            Some(want & m),
                            "{what} w={w} a={a} b={b}"
                        );
                    };
                    chk(x.add(&y), ua.wrapping_add(ub), "add");
                    chk(x.sub(&y), ua.wrapping_sub(ub), "sub");
                    chk(x.mul(&y), ua.wrapping_mul(ub), "mul");
                    chk(x.and(&y), ua & ub, "and");
                    chk(x.or(&y), ua | ub, "or");
                    chk(x.xor(&y), ua ^ ub, "xor");
                    if let (Some(q), Some(r)) = (ua.checked_div(ub), ua.checked_rem(ub)) {
                        chk(x.udiv(&y).unwrap(), q, "udiv");
                        chk(x.urem(&y).unwrap(), r, "urem");
                        chk(x.sdiv(&y).unwrap(), sa.wrapping_div(sb) as u128, "sdiv");
                        chk(x.srem(&y).unwrap(), sa.wrapping_rem(sb) as u128, "srem");
                    } else {
                        assert!(x.udiv(&y).is_none() && x.srem(&y).is_none());
                    }
                    assert_eq!(x.ucmp(&y), ua.cmp(&ub));
                    assert_eq!(x.scmp(&y), sa.cmp(&sb));
                    let (_, ov) = x.sadd_overflow(&y);
                    let exact = sa + sb;
                    assert_eq!(ov, sx(exact as u128 & m) != exact, "sadd_ov w={w} {a} {b}");
                    let (_, ov) = x.smul_overflow(&y);
                    if let Some(exact) = sa.checked_mul(sb) {
                        assert_eq!(ov, sx(exact as u128 & m) != exact, "smul_ov w={w} {a} {b}");
                    }
                    let (_, ov) = x.umul_overflow(&y);
                    if let Some(exact) = ua.checked_mul(ub) {
                        assert_eq!(ov, exact > m, "umul_ov w={w} {a} {b}");
                    }
                    assert_eq!(x.uadd_overflow(&y).1, ua + ub > m);
                    assert_eq!(x.usub_overflow(&y).1, ua < ub);
                }
                let x = big(w, a);
                for sh in [0u32, 1, 5, 31, 63, 64, 65, 99, 126, 127, 128, 200] {
                    let l = if sh >= w {
                        0
                    } else {
                        ua_shl(a as u128 & m, sh)
                    };
                    assert_eq!(
                        x.shl(sh).to_u128_checked(),
                        Some(l & m),
                        "shl w={w} a={a} sh={sh}"
                    );
                    let r = if sh >= w { 0 } else { (a as u128 & m) >> sh };
                    assert_eq!(
                        x.lshr(sh).to_u128_checked(),
                        Some(r),
                        "lshr w={w} a={a} sh={sh}"
                    );
                    let s = sx(a as u128 & m) >> sh.min(127);
                    assert_eq!(
                        x.ashr(sh).to_u128_checked(),
                        Some(s as u128 & m),
                        "ashr w={w} a={a} sh={sh}"
                    );
                }
                assert_eq!(
                    x.neg().to_u128_checked(),
                    Some((a as u128).wrapping_neg() & m)
                );
                assert_eq!(x.not().to_u128_checked(), Some(!(a as u128) & m));
                assert_eq!(x.to_i128_checked(), Some(sx(a as u128 & m)));
                assert_eq!(
                    x.sext(128).to_u128_checked(),
                    Some(sx(a as u128 & m) as u128)
                );
                assert_eq!(x.zext(128).to_u128_checked(), Some(a as u128 & m));
                assert_eq!(x.trunc(5).to_u128_checked(), Some(a as u128 & m & 31));
                assert_eq!(x.count_ones(), (a as u128 & m).count_ones());
                assert_eq!(
                    x.count_leading_zeros(),
                    (a as u128 & m).leading_zeros() - (128 - w)
                );
                assert_eq!(
                    x.count_trailing_zeros(),
                    (a as u128 & m).trailing_zeros().min(w)
                );
                let rot = (w - 3 % w) % w;
                let want = if w == 0 {
                    0
                } else {
                    ((a as u128 & m) << (3 % w) | (a as u128 & m) >> rot) & m
                };
                assert_eq!(x.rotl(3).to_u128_checked(), Some(want), "rotl w={w} a={a}");
                assert_eq!(x.rotl(3).rotr(3), x);
            }
        }
    }

    fn ua_shl(v: u128, sh: u32) -> u128 {
        if sh >= 128 { 0 } else { v << sh }
    }

    #[test]
    fn wide_arithmetic() {
        // (2^199 + 12345) * 3 / 3 == 2^199 + 12345 in 300 bits; 2^299 wraps in sub.
        let w = 300;
        let a = ApInt::one(w).shl(199).add(&ApInt::from_u64(w, 12345));
        let three = ApInt::from_u64(w, 3);
        let p = a.mul(&three);
        assert_eq!(p.udiv(&three).unwrap(), a);
        assert!(p.urem(&three).unwrap().is_zero());
        assert_eq!(p.sub(&a).sub(&a), a);
        let neg = a.neg();
        assert!(neg.is_negative());
        assert_eq!(neg.sdiv(&three.neg()).unwrap(), a.udiv(&three).unwrap());
        assert_eq!(neg.sdiv(&three).unwrap(), a.udiv(&three).unwrap().neg());
        assert_eq!(
            neg.srem(&ApInt::from_u64(w, 7)).unwrap(),
            a.urem(&ApInt::from_u64(w, 7)).unwrap().neg()
        );
        assert_eq!(
            ApInt::signed_min(w).sdiv(&ApInt::all_ones(w)).unwrap(),
            ApInt::signed_min(w)
        );
        assert_eq!(ApInt::all_ones(w).lshr(299), ApInt::one(w));
        assert_eq!(ApInt::signed_min(w).ashr(299), ApInt::all_ones(w));
        assert_eq!(ApInt::from_i64(w, -7).sext(1000).to_string_signed(), "-7");
        assert_eq!(
            ApInt::from_i64(w, -7).zext(1000).trunc(w),
            ApInt::from_i64(w, -7)
        );
        assert_eq!(ApInt::from_i64(w, -7).to_i64_checked(), Some(-7));
        assert_eq!(a.to_i64_checked(), None);
        assert_eq!(a.to_u64_checked(), None);
        assert_eq!(a.active_bits(), 200);
        assert_eq!(ApInt::from_i64(w, -1).significant_bits(), 1);
        assert_eq!(ApInt::all_ones(16777215).count_ones(), 16777215);
    }
}
