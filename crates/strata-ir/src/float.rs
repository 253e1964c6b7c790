//! MLIR's builtin floating-point types (`f16` … `f8E8M0FNU`): their spellings and formats,
//! and conversion between bit patterns, literal text and `f64` exactly as mlir-opt 22 parses
//! and prints a `FloatAttr`.
//!
//! Values are carried as bit patterns in a `u128` (the low [`FloatKind::bit_width`] bits).
//! One exception: `f8E8M0FNU` has no sign bit, yet MLIR's `APFloat` keeps a sign flag for
//! it (`-1.0 : f8E8M0FNU` prints back as `-1.000000e+00`), so for that kind bit 8 holds
//! the flag. And the finite-only kinds (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`) can still hold an
//! infinity when an overflowing literal (`1.e400`) is converted to them: `APFloat` keeps it,
//! encodes it as a signed zero and prints it in hex (`0x0`, `0x8`); bit `bit_width` marks it.
//!
//! Conversions from `f64` use `rustc_apfloat` (LLVM's `APFloat` ported) for the formats it
//! implements (f16, bf16, f32, f64, f80, f128, f8E5M2, f8E4M3FN); the other formats are
//! small (at most 19 bits) and are rounded here from a (significand, exponent) pair.
//! Printing is a port of `APFloat::toString` over that pair (fast paths in `u128`), with
//! its read-back check done by std's correctly rounded parsers where they apply.
//! Everything was checked against mlir-opt 22 (see the tests).

use core::fmt;

use num_bigint::BigUint;
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, Quad, Single, X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert};

/// A builtin floating-point type of MLIR 22.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f16`: IEEE binary16.
    F16,
    /// `bf16`: bfloat16.
    BF16,
    /// `f32`: IEEE binary32.
    F32,
    /// `f64`: IEEE binary64.
    F64,
    /// `f80`: x87 extended precision (explicit integer bit).
    F80,
    /// `f128`: IEEE binary128.
    F128,
    /// `tf32`: 19-bit TensorFloat-32 (8 exponent, 10 mantissa bits).
    TF32,
    /// `f8E5M2`: IEEE-like, with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like, with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinities; NaN is all ones.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinities, no negative zero; NaN is `0x80`; bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: like `f8E4M3FNUZ` with bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like, with infinities and NaNs.
    F8E3M4,
    /// `f4E2M1FN`: finite only (no infinities, no NaN).
    F4E2M1FN,
    /// `f6E2M3FN`: finite only.
    F6E2M3FN,
    /// `f6E3M2FN`: finite only.
    F6E3M2FN,
    /// `f8E8M0FNU`: unsigned powers of two 2^-127..2^127, no zero; NaN is `0xFF`.
    F8E8M0FNU,
}

/// How a format represents infinities and NaNs (LLVM's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NonFinite {
    /// Infinities and NaNs in the all-ones exponent, as IEEE 754.
    Ieee,
    /// No infinities; one NaN encoding.
    NanOnly,
    /// Neither infinities nor NaNs.
    FiniteOnly,
}

/// The parameters of a format with an implicit integer bit (all but `f80`).
#[derive(Clone, Copy, Debug)]
struct Layout {
    /// Storage width.
    bits: u32,
    /// Significand bits including the implicit integer bit.
    precision: u32,
    /// Largest exponent of a finite value.
    max_exp: i32,
    /// Exponent of the smallest normal value.
    min_exp: i32,
    nonfinite: NonFinite,
    /// NaN is encoded as negative zero (the FNUZ formats), so there is no -0.
    nan_is_neg_zero: bool,
    /// `f8E8M0FNU`: no sign bit, no zero, exponent-only.
    e8m0: bool,
}

impl Layout {
    const fn new(bits: u32, precision: u32, max_exp: i32, min_exp: i32) -> Layout {
        Layout {
            bits,
            precision,
            max_exp,
            min_exp,
            nonfinite: NonFinite::Ieee,
            nan_is_neg_zero: false,
            e8m0: false,
        }
    }
    const fn nan_only(mut self, neg_zero: bool) -> Layout {
        self.nonfinite = NonFinite::NanOnly;
        self.nan_is_neg_zero = neg_zero;
        self
    }
    const fn finite_only(mut self) -> Layout {
        self.nonfinite = NonFinite::FiniteOnly;
        self
    }

    fn mant_bits(&self) -> u32 {
        self.precision - 1
    }
    fn exp_bits(&self) -> u32 {
        self.bits - u32::from(!self.e8m0) - self.mant_bits()
    }
    fn max_field(&self) -> u128 {
        (1u128 << self.exp_bits()) - 1
    }
    fn mant_mask(&self) -> u128 {
        (1u128 << self.mant_bits()) - 1
    }
    /// Where the sign lives: the top bit, or bit 8 (a flag beyond the format) for E8M0.
    fn sign_bit(&self) -> u128 {
        if self.e8m0 {
            1 << 8
        } else {
            1 << (self.bits - 1)
        }
    }
    /// For finite-only formats, the flag bit marking an infinity `APFloat` kept.
    fn inf_flag(&self) -> u128 {
        if self.nonfinite == NonFinite::FiniteOnly {
            1 << self.bits
        } else {
            0
        }
    }
    /// The NaN that a largest all-ones significand at `max_exp` would collide with.
    fn nan_at_max(&self) -> bool {
        self.nonfinite == NonFinite::NanOnly && !self.nan_is_neg_zero && !self.e8m0
    }
}

/// A decoded value of a [`Layout`] format: `sig * 2^exp` for finite values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decoded {
    Zero { neg: bool },
    Inf { neg: bool },
    NaN { neg: bool, payload: u128 },
    Finite { neg: bool, sig: u128, exp: i32 },
}

const ALL_KINDS: [FloatKind; 18] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
    FloatKind::F80,
    FloatKind::F128,
    FloatKind::TF32,
    FloatKind::F8E5M2,
    FloatKind::F8E4M3,
    FloatKind::F8E4M3FN,
    FloatKind::F8E5M2FNUZ,
    FloatKind::F8E4M3FNUZ,
    FloatKind::F8E4M3B11FNUZ,
    FloatKind::F8E3M4,
    FloatKind::F4E2M1FN,
    FloatKind::F6E2M3FN,
    FloatKind::F6E3M2FN,
    FloatKind::F8E8M0FNU,
];

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = ALL_KINDS;

    /// The type's spelling in MLIR text.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
        }
    }

    /// The kind spelled `s` (case-sensitive, as MLIR's lexer), if any.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        ALL_KINDS.iter().copied().find(|k| k.keyword() == s)
    }

    /// The storage width in bits (`tf32` is 19, `f80` is 80).
    pub fn bit_width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::TF32 => 19,
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            _ => 8,
        }
    }

    /// Significand precision in bits, including the integer bit (LLVM's `precision`).
    pub fn precision(self) -> u32 {
        match self {
            FloatKind::F80 => 64,
            k => k.layout().precision,
        }
    }

    /// Whether the format has infinities.
    pub fn has_inf(self) -> bool {
        self == FloatKind::F80 || self.layout().nonfinite == NonFinite::Ieee
    }

    /// Whether the format has NaNs.
    pub fn has_nan(self) -> bool {
        self == FloatKind::F80 || self.layout().nonfinite != NonFinite::FiniteOnly
    }

    /// The format parameters. `f80` (explicit integer bit) has no valid layout here; its
    /// entry is only used for precision-independent questions.
    fn layout(self) -> Layout {
        match self {
            FloatKind::F16 => Layout::new(16, 11, 15, -14),
            FloatKind::BF16 => Layout::new(16, 8, 127, -126),
            FloatKind::F32 => Layout::new(32, 24, 127, -126),
            FloatKind::F64 => Layout::new(64, 53, 1023, -1022),
            FloatKind::F80 => Layout::new(80, 64, 16383, -16382),
            FloatKind::F128 => Layout::new(128, 113, 16383, -16382),
            FloatKind::TF32 => Layout::new(19, 11, 127, -126),
            FloatKind::F8E5M2 => Layout::new(8, 3, 15, -14),
            FloatKind::F8E4M3 => Layout::new(8, 4, 7, -6),
            FloatKind::F8E4M3FN => Layout::new(8, 4, 8, -6).nan_only(false),
            FloatKind::F8E5M2FNUZ => Layout::new(8, 3, 15, -15).nan_only(true),
            FloatKind::F8E4M3FNUZ => Layout::new(8, 4, 7, -7).nan_only(true),
            FloatKind::F8E4M3B11FNUZ => Layout::new(8, 4, 4, -10).nan_only(true),
            FloatKind::F8E3M4 => Layout::new(8, 5, 3, -2),
            FloatKind::F4E2M1FN => Layout::new(4, 2, 2, 0).finite_only(),
            FloatKind::F6E2M3FN => Layout::new(6, 4, 2, 0).finite_only(),
            FloatKind::F6E3M2FN => Layout::new(6, 3, 4, -2).finite_only(),
            FloatKind::F8E8M0FNU => {
                let mut l = Layout::new(8, 1, 127, -127).nan_only(false);
                l.e8m0 = true;
                l
            }
        }
    }

    /// Mask of the bits a value of this kind may use (including E8M0's sign flag).
    fn value_mask(self) -> u128 {
        match self {
            FloatKind::F128 => !0,
            FloatKind::F8E8M0FNU => 0x1FF,
            FloatKind::F4E2M1FN | FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => {
                (2u128 << self.bit_width()) - 1
            }
            k => (1u128 << k.bit_width()) - 1,
        }
    }
}

impl fmt::Display for FloatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// Why a float literal was rejected; [`FloatLiteralError::message`] is mlir-opt's wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatLiteralError {
    /// A decimal integer (`1`) given for a float type. mlir-opt attaches the note
    /// [`FloatLiteralError::NOTE_ADD_DOT`].
    DecimalInteger,
    /// `-0x...` for a float type.
    NegativeHex,
    /// A hex literal with more significant bits than the type.
    HexOutOfRange,
    /// Text that is not a float literal (not produced by MLIR's lexer).
    Malformed,
}

impl FloatLiteralError {
    /// The note mlir-opt attaches to [`FloatLiteralError::DecimalInteger`].
    pub const NOTE_ADD_DOT: &'static str = "add a trailing dot to make the literal a float";

    /// The diagnostic mlir-opt emits (at the literal token, after any `-`).
    pub fn message(self) -> &'static str {
        match self {
            FloatLiteralError::DecimalInteger => {
                "unexpected decimal integer literal for a floating point value"
            }
            FloatLiteralError::NegativeHex => {
                "hexadecimal float literal should not have a leading minus"
            }
            FloatLiteralError::HexOutOfRange => "hexadecimal float constant out of range for type",
            FloatLiteralError::Malformed => "expected floating point literal",
        }
    }
}

impl fmt::Display for FloatLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for FloatLiteralError {}

/// Runs `$body` with `$t` bound to the `rustc_apfloat` type of `$kind`, or evaluates
/// `$other` for kinds it does not implement.
macro_rules! with_native {
    ($kind:expr, $t:ident => $body:expr, _ => $other:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $t = Half;
                $body
            }
            FloatKind::BF16 => {
                type $t = BFloat;
                $body
            }
            FloatKind::F32 => {
                type $t = Single;
                $body
            }
            FloatKind::F64 => {
                type $t = Double;
                $body
            }
            FloatKind::F80 => {
                type $t = X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $t = Quad;
                $body
            }
            FloatKind::F8E5M2 => {
                type $t = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $t = Float8E4M3FN;
                $body
            }
            _ => $other,
        }
    };
}

// ----- public entry points ---------------------------------------------------------------

/// Parses a float literal token for `kind` as mlir-opt does: a float literal (contains
/// `.`) goes through [`parse_decimal`]; an integer token must be hex and goes through
/// [`from_hex_literal`].
pub fn parse_literal(
    kind: FloatKind,
    text: &str,
    negative: bool,
) -> Result<u128, FloatLiteralError> {
    if text.bytes().all(|c| c.is_ascii_digit()) || text.starts_with("0x") {
        from_hex_literal(kind, text, negative)
    } else {
        parse_decimal(kind, text, negative)
    }
}

/// Converts a decimal float literal (`1.5`, `2.`, `1.0e-3`; `negative` for a preceding
/// `-`) to `kind`. Like mlir-opt, the text is first rounded to the nearest `f64` (overflow
/// gives infinity, underflow zero; never an error), and that `f64` is then rounded to
/// `kind` ([`from_f64`]), so values can be double-rounded exactly as upstream does.
pub fn parse_decimal(
    kind: FloatKind,
    text: &str,
    negative: bool,
) -> Result<u128, FloatLiteralError> {
    if !is_decimal_float(text) {
        return Err(FloatLiteralError::Malformed);
    }
    let v: f64 = text.parse().map_err(|_| FloatLiteralError::Malformed)?;
    Ok(from_f64(kind, if negative { -v } else { v }))
}

/// `digits . [digits] [(e|E) [+|-] digits]`, MLIR's float literal token.
fn is_decimal_float(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > start
    };
    if !digits(&mut i) {
        return false;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        digits(&mut i);
    } else {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

/// Converts an integer token used as a float literal, as mlir-opt does: it must be hex
/// (`0x7FC00000`), not negated, and have no more significant bits than the type; the
/// bits are taken as the value's encoding.
pub fn from_hex_literal(
    kind: FloatKind,
    text: &str,
    negative: bool,
) -> Result<u128, FloatLiteralError> {
    let b = text.as_bytes();
    if !(b.len() > 1 && b[1] == b'x') {
        return Err(if b.iter().all(u8::is_ascii_digit) && !b.is_empty() {
            FloatLiteralError::DecimalInteger
        } else {
            FloatLiteralError::Malformed
        });
    }
    if negative {
        return Err(FloatLiteralError::NegativeHex);
    }
    let digits = &text[2..];
    if b[0] != b'0' || digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(FloatLiteralError::Malformed);
    }
    let sig = digits.trim_start_matches('0');
    let active = match sig.as_bytes().first() {
        None => 0,
        Some(c) => {
            let lead = (*c as char).to_digit(16).unwrap_or(0);
            (sig.len() as u64 - 1) * 4 + u64::from(32 - lead.leading_zeros())
        }
    };
    if active > u64::from(kind.bit_width()) {
        return Err(FloatLiteralError::HexOutOfRange);
    }
    let v = u128::from_str_radix(if sig.is_empty() { "0" } else { sig }, 16)
        .map_err(|_| FloatLiteralError::HexOutOfRange)?;
    Ok(from_bits(kind, v))
}

/// The value whose encoding is the low [`FloatKind::bit_width`] bits of `bits`, normalized
/// the way `APFloat` re-encodes it (only `f80` has encodings that change: unnormals and
/// pseudo-NaNs become NaNs). Any E8M0 sign flag is dropped, as for a hex literal.
pub fn from_bits(kind: FloatKind, bits: u128) -> u128 {
    let bits = if kind == FloatKind::F128 {
        bits
    } else {
        bits & ((1u128 << kind.bit_width()) - 1)
    };
    if kind == FloatKind::F80 {
        return X87DoubleExtended::from_bits(bits).to_bits();
    }
    bits
}

/// Like [`from_hex_literal`] for an already-parsed [`crate::apint::ApInt`] (e.g. an
/// element of a dense literal): errors when it has more significant bits than the type.
pub fn from_apint_bits(
    kind: FloatKind,
    v: &crate::apint::ApInt,
) -> Result<u128, FloatLiteralError> {
    if v.active_bits() > kind.bit_width() {
        return Err(FloatLiteralError::HexOutOfRange);
    }
    let bits = v.zext(128).to_u128_checked().unwrap_or(0);
    Ok(from_bits(kind, bits))
}

/// Prints a value exactly as mlir-opt prints a `FloatAttr`'s value: the 6-digit scientific
/// form (`1.500000e+00`) when it reads back as the same value; otherwise `APFloat`'s
/// default form with the format's full precision (`0.66666666666666663`,
/// `1.0000000000000000818E-5`) when it contains a `.`; otherwise (e.g. `123456789.0 : f64`,
/// whose default form is `123456789`), and always for NaN and infinities, the bits in hex
/// (`0x419D6F3454000000`, `0x7FC00000`: upper-case, no leading zeros).
pub fn format(kind: FloatKind, bits: u128) -> String {
    let bits = bits & kind.value_mask();
    let Some((neg, sig, exp)) = finite_parts(kind, bits) else {
        return hex(kind, bits);
    };
    let s = to_decimal(neg, sig, exp, 6, 0, false);
    if reparses_to(kind, bits, &s) {
        return s;
    }
    // `toString()` with its defaults: the format's natural precision, padding 3.
    let natural = 2 + kind.precision() as usize * 59 / 196;
    let s = to_decimal(neg, sig, exp, natural, 3, true);
    if s.contains('.') { s } else { hex(kind, bits) }
}

/// The 6-digit scientific form of a finite value (`1.500000e+00`, APFloat's
/// `toString(6, 0, false)`), without checking that it reads back as the same value;
/// `None` for NaNs and infinities. LLVM's IR printer starts from this form.
pub fn scientific6(kind: FloatKind, bits: u128) -> Option<String> {
    let (neg, sig, exp) = finite_parts(kind, bits & kind.value_mask())?;
    Some(to_decimal(neg, sig, exp, 6, 0, false))
}

fn hex(kind: FloatKind, bits: u128) -> String {
    let b = if kind == FloatKind::F128 {
        bits
    } else {
        bits & ((1u128 << kind.bit_width()) - 1)
    };
    format!("0x{b:X}")
}

/// A finite value as `(negative, sig, exp)` meaning `sig * 2^exp` (`sig == 0` for
/// zeros); `None` for NaNs and infinities.
fn finite_parts(kind: FloatKind, bits: u128) -> Option<(bool, u128, i32)> {
    if kind == FloatKind::F80 {
        if !X87DoubleExtended::from_bits(bits).is_finite() {
            return None;
        }
        let neg = bits >> 79 & 1 == 1;
        let field = (bits >> 64) as i32 & 0x7FFF;
        let sig = bits & u128::from(u64::MAX);
        // Denormals and pseudo-denormals (field 0) share the exponent of field 1.
        return Some((neg, sig, field.max(1) - 16383 - 63));
    }
    match decode(&kind.layout(), bits) {
        Decoded::NaN { .. } | Decoded::Inf { .. } => None,
        Decoded::Zero { neg } => Some((neg, 0, 0)),
        Decoded::Finite { neg, sig, exp } => Some((neg, sig, exp)),
    }
}

/// Whether `APFloat(semantics, text)` (correctly rounded) is bitwise the value `bits`.
fn reparses_to(kind: FloatKind, bits: u128, text: &str) -> bool {
    match kind {
        // std's parsers are correctly rounded too, and much faster.
        FloatKind::F64 => text
            .parse::<f64>()
            .is_ok_and(|v| u128::from(v.to_bits()) == bits),
        FloatKind::F32 => text
            .parse::<f32>()
            .is_ok_and(|v| u128::from(v.to_bits()) == bits),
        FloatKind::F80 => text
            .parse::<X87DoubleExtended>()
            .is_ok_and(|v| v.bitwise_eq(X87DoubleExtended::from_bits(bits))),
        FloatKind::F128 => text
            .parse::<Quad>()
            .is_ok_and(|v| v.bitwise_eq(Quad::from_bits(bits))),
        _ => {
            // Through the nearest f64 (exact for all these formats' values), unless that
            // lands exactly between two values of the format: only then can rounding
            // twice differ from rounding the decimal directly.
            let l = kind.layout();
            if let Ok(d) = text.parse::<f64>() {
                let (b, tie) = generic_from_f64(&l, d);
                if !tie {
                    return b == bits;
                }
            }
            parse_exact(&l, text) == Some(bits)
        }
    }
}

/// `5^n` for `n <= 55` (the largest that fits a `u128`).
fn pow5(n: u32) -> Option<u128> {
    5u128.checked_pow(n)
}

/// LLVM's `APFloat::toString(precision, max_padding, truncate_zero)` for the value
/// `-1^neg * sig * 2^exp`: exact decimal digits of the value, of which the lowest are
/// first dropped (truncated) until about `precision` digits remain, then rounded half-up
/// to `precision` digits; scientific notation when more than `max_padding` zeros would be
/// needed (always when it is 0); `truncate_zero == false` pads the fraction to
/// `precision` digits and writes `e+NN` instead of `E+N`.
fn to_decimal(
    neg: bool,
    sig: u128,
    exp: i32,
    precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let mut out = String::with_capacity(24);
    if neg {
        out.push('-');
    }
    if sig == 0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    // Ignore trailing binary zeros, then make the value an integer N times 10^e10.
    let tz = sig.trailing_zeros();
    let (sig, exp) = (sig >> tz, exp + tz as i32);
    let required = (precision * 196).div_ceil(59);
    let (digits_value, mut e10) = scaled_digits(sig, exp, required);
    let mut digits = digits_value.into_bytes();
    // Drop trailing decimal zeros.
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        e10 += 1;
    }
    // Round half-up to `precision` digits.
    if digits.len() > precision {
        let cut = digits.len() - precision;
        let round_up = digits[precision] >= b'5';
        digits.truncate(precision);
        e10 += cut as i64;
        if round_up {
            while digits.last() == Some(&b'9') {
                digits.pop();
                e10 += 1;
            }
            match digits.last_mut() {
                Some(d) => *d += 1,
                None => digits.push(b'1'),
            }
        } else {
            while digits.len() > 1 && digits.last() == Some(&b'0') {
                digits.pop();
                e10 += 1;
            }
        }
    }
    let n = digits.len();
    let scientific = if max_padding == 0 {
        true
    } else if e10 >= 0 {
        e10 as usize > max_padding || n + e10 as usize > precision
    } else {
        let msd = e10 + n as i64 - 1;
        msd < 0 && (-msd) as usize > max_padding
    };
    if scientific {
        let e = e10 + n as i64 - 1;
        out.push(digits[0] as char);
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            out.push_str(text(&digits[1..]));
        }
        if !truncate_zero && precision > n - 1 {
            for _ in 0..precision - n + 1 {
                out.push('0');
            }
        }
        use fmt::Write;
        let _ = if truncate_zero {
            write!(out, "E{e:+}")
        } else {
            write!(out, "e{e:+03}")
        };
    } else if e10 >= 0 {
        out.push_str(text(&digits));
        for _ in 0..e10 {
            out.push('0');
        }
    } else {
        let unit = (-e10) as usize;
        if unit < n {
            out.push_str(text(&digits[..n - unit]));
            out.push('.');
            out.push_str(text(&digits[n - unit..]));
        } else {
            out.push_str("0.");
            for _ in n..unit {
                out.push('0');
            }
            out.push_str(text(&digits));
        }
    }
    out
}

/// ASCII digits as a `&str`.
fn text(d: &[u8]) -> &str {
    core::str::from_utf8(d).unwrap_or("")
}

/// The decimal digits of `floor(N / 10^d)` and `d + e`, where `sig * 2^exp == N * 10^e`
/// (`N = sig << exp, e = 0` for `exp >= 0`; `N = sig * 5^-exp, e = exp` otherwise) and
/// `d` drops digits while `N` has more than `required` bits, as LLVM computes it:
/// `d = (bits(N) - required) * 59 / 196`.
fn scaled_digits(sig: u128, exp: i32, required: usize) -> (String, i64) {
    let sig_bits = 128 - sig.leading_zeros() as usize;
    if exp >= 0 {
        let exp = exp as u32;
        let bits = sig_bits + exp as usize;
        let d = bits.saturating_sub(required) * 59 / 196;
        // floor(sig * 2^exp / 10^d) = floor((sig * 2^(exp-d) or sig / 2^(d-exp)) / 5^d).
        if let Some(p5) = pow5(d as u32) {
            let d32 = d as u32;
            let num = if exp >= d32 {
                (bits - d <= 128).then(|| sig << (exp - d32))
            } else {
                Some(sig >> (d32 - exp))
            };
            if let Some(num) = num {
                return ((num / p5).to_string(), d as i64);
            }
        }
        let n = BigUint::from(sig) << exp;
        let q = n / BigUint::from(10u32).pow(d as u32);
        return (q.to_string(), d as i64);
    }
    let t = exp.unsigned_abs();
    // bits(sig * 5^t), from logarithms when clearly away from an integer.
    let log2 = (sig as f64).log2() + f64::from(t) * core::f64::consts::LOG2_10 - f64::from(t);
    let frac = log2 - log2.floor();
    let bits = if (1e-9..1.0 - 1e-9).contains(&frac) {
        log2.floor() as usize + 1
    } else {
        (BigUint::from(sig) * BigUint::from(5u32).pow(t)).bits() as usize
    };
    let d = bits.saturating_sub(required) * 59 / 196;
    let d32 = d as u32;
    // floor(sig * 5^t / 10^d): = floor(sig * 5^(t-d) / 2^d) when t >= d, else
    // floor(floor(sig / 2^d) / 5^(d-t)).
    if t >= d32 {
        if let Some(num) = pow5(t - d32).and_then(|p| sig.checked_mul(p))
            && d32 < 128
        {
            return ((num >> d32).to_string(), i64::from(exp) + d as i64);
        }
    } else if let Some(p5) = pow5(d32 - t) {
        let num = if d32 < 128 { sig >> d32 } else { 0 };
        return ((num / p5).to_string(), i64::from(exp) + d as i64);
    }
    let n = BigUint::from(sig) * BigUint::from(5u32).pow(t);
    let q = n / BigUint::from(10u32).pow(d32);
    (q.to_string(), i64::from(exp) + d as i64)
}

fn negate_if<T: Float>(v: T, neg: bool) -> T {
    if neg { -v } else { v }
}

/// `sig * 2^exp` as a `Double`; exact for every generic format's values.
fn exact_double(sig: u128, exp: i32) -> Double {
    Double::from_u128(sig).value.scalbn(exp)
}

/// The value as the nearest `f64` (exact for every kind narrower than `f64`). For
/// `f8E8M0FNU` the sign flag gives the sign.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let bits = bits & kind.value_mask();
    let d: Double = with_native!(kind, T => {
        let mut lost = false;
        let v: Double = T::from_bits(bits).convert(&mut lost).value;
        v
    }, _ => {
        let l = kind.layout();
        match decode(&l, bits) {
            Decoded::Zero { neg } => negate_if(Double::ZERO, neg),
            Decoded::Inf { neg } => negate_if(Double::INFINITY, neg),
            Decoded::NaN { neg, payload } => {
                let shifted = payload << (52 - l.mant_bits());
                negate_if(Double::qnan(Some(shifted)), neg)
            }
            Decoded::Finite { neg, sig, exp } => negate_if(exact_double(sig, exp), neg),
        }
    });
    f64::from_bits(d.to_bits() as u64)
}

/// Rounds an `f64` to `kind` (nearest, ties to even), as `APFloat::convert` does:
/// overflow gives infinity, NaN (formats without infinity) or the largest finite value
/// (formats without NaN); FNUZ formats turn -0 into +0; `f8E8M0FNU` turns zero and
/// underflow into its smallest value 2^-127. NaN payloads keep their high bits; a NaN
/// converted to a format without NaN gives +0 (as `APFloat` does).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    let d = Double::from_bits(u128::from(v.to_bits()));
    with_native!(kind, T => {
        let mut lost = false;
        let r: T = d.convert(&mut lost).value;
        r.to_bits()
    }, _ => {
        let l = kind.layout();
        let neg = v.is_sign_negative();
        if v.is_nan() {
            let payload = (u128::from(v.to_bits()) & ((1 << 52) - 1)) >> (52 - l.mant_bits());
            return nan_bits(&l, neg, payload);
        }
        generic_from_f64(&l, v).0
    })
}

/// Rounds a non-NaN `f64` to a [`Layout`] format; also tells whether it was a tie.
fn generic_from_f64(l: &Layout, v: f64) -> (u128, bool) {
    let neg = v.is_sign_negative();
    if v.is_infinite() {
        return (inf_bits(l, neg), false);
    }
    if v == 0.0 {
        return (zero_bits(l, neg), false);
    }
    let raw = v.to_bits();
    let field = ((raw >> 52) & 0x7FF) as i32;
    let mant = u128::from(raw & ((1 << 52) - 1));
    let (sig, exp) = if field == 0 {
        (mant, -1074)
    } else {
        (mant | (1 << 52), field - 1075)
    };
    round_bits_tie(l, neg, sig, i64::from(exp), false)
}

/// Whether the value is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    to_f64(kind, bits).is_nan()
}

/// Whether the value is an infinity (including one a finite-only kind holds, see the
/// module doc).
pub fn is_infinite(kind: FloatKind, bits: u128) -> bool {
    to_f64(kind, bits).is_infinite()
}

// ----- the generic (small-format) engine -------------------------------------------------

fn decode(l: &Layout, bits: u128) -> Decoded {
    let neg = bits & l.sign_bit() != 0;
    let mant = bits & l.mant_mask();
    let field = (bits >> l.mant_bits()) & l.max_field();
    if l.e8m0 {
        return if field == l.max_field() {
            Decoded::NaN { neg, payload: 0 }
        } else {
            Decoded::Finite {
                neg,
                sig: 1,
                exp: field as i32 + l.min_exp,
            }
        };
    }
    if bits & l.inf_flag() != 0 {
        return Decoded::Inf { neg };
    }
    match l.nonfinite {
        NonFinite::Ieee if field == l.max_field() => {
            return if mant == 0 {
                Decoded::Inf { neg }
            } else {
                Decoded::NaN { neg, payload: mant }
            };
        }
        NonFinite::NanOnly if l.nan_is_neg_zero && neg && field == 0 && mant == 0 => {
            return Decoded::NaN { neg, payload: 0 };
        }
        NonFinite::NanOnly
            if !l.nan_is_neg_zero && field == l.max_field() && mant == l.mant_mask() =>
        {
            return Decoded::NaN { neg, payload: 0 };
        }
        _ => {}
    }
    let p1 = l.mant_bits() as i32;
    if field == 0 {
        if mant == 0 {
            Decoded::Zero { neg }
        } else {
            Decoded::Finite {
                neg,
                sig: mant,
                exp: l.min_exp - p1,
            }
        }
    } else {
        Decoded::Finite {
            neg,
            sig: mant | (1 << p1),
            exp: field as i32 + l.min_exp - 1 - p1,
        }
    }
}

fn zero_bits(l: &Layout, neg: bool) -> u128 {
    if l.e8m0 {
        // No zero: APFloat makes the smallest normalized value, positive.
        0
    } else if l.nan_is_neg_zero || !neg {
        0
    } else {
        l.sign_bit()
    }
}

fn nan_bits(l: &Layout, neg: bool, payload: u128) -> u128 {
    let sign = if neg { l.sign_bit() } else { 0 };
    match l.nonfinite {
        NonFinite::Ieee => {
            let quiet = 1u128 << (l.mant_bits() - 1);
            sign | (l.max_field() << l.mant_bits()) | quiet | (payload & l.mant_mask())
        }
        NonFinite::NanOnly if l.nan_is_neg_zero => l.sign_bit(),
        NonFinite::NanOnly => sign | (l.max_field() << l.mant_bits()) | l.mant_mask(),
        NonFinite::FiniteOnly => 0,
    }
}

fn largest_bits(l: &Layout, neg: bool) -> u128 {
    let sign = if neg { l.sign_bit() } else { 0 };
    let (field, mant) = match l.nonfinite {
        NonFinite::Ieee => (l.max_field() - 1, l.mant_mask()),
        _ if l.e8m0 => (l.max_field() - 1, 0),
        _ if l.nan_at_max() => (l.max_field(), l.mant_mask() - 1),
        _ => (l.max_field(), l.mant_mask()),
    };
    sign | (field << l.mant_bits()) | mant
}

/// An infinity converted to the format: itself, NaN without infinities, and for
/// finite-only formats the flagged signed zero (see the module doc).
fn inf_bits(l: &Layout, neg: bool) -> u128 {
    let sign = if neg { l.sign_bit() } else { 0 };
    match l.nonfinite {
        NonFinite::FiniteOnly => l.inf_flag() | sign,
        _ => overflow_bits(l, neg),
    }
}

fn overflow_bits(l: &Layout, neg: bool) -> u128 {
    let sign = if neg { l.sign_bit() } else { 0 };
    match l.nonfinite {
        NonFinite::Ieee => sign | (l.max_field() << l.mant_bits()),
        NonFinite::NanOnly => nan_bits(l, neg, 0),
        NonFinite::FiniteOnly => largest_bits(l, neg),
    }
}

/// Rounds `sig * 2^exp` (plus a nonzero fraction below bit 0 when `sticky`) to the
/// format, nearest with ties to even, and encodes it.
fn round_bits(l: &Layout, neg: bool, sig: u128, exp: i64, sticky: bool) -> u128 {
    round_bits_tie(l, neg, sig, exp, sticky).0
}

/// [`round_bits`], also telling whether the value was exactly halfway between two
/// neighbours (so rounding it again from a wider format could differ).
fn round_bits_tie(l: &Layout, neg: bool, sig: u128, exp: i64, sticky: bool) -> (u128, bool) {
    let mut tie = false;
    let bits = round_bits_inner(l, neg, sig, exp, sticky, &mut tie);
    (bits, tie)
}

fn round_bits_inner(
    l: &Layout,
    neg: bool,
    sig: u128,
    exp: i64,
    sticky: bool,
    tie: &mut bool,
) -> u128 {
    if sig == 0 {
        return zero_bits(l, neg);
    }
    let p = i64::from(l.precision);
    let msb = i64::from(127 - sig.leading_zeros());
    let top = msb + exp;
    let mut lsb = (top - (p - 1)).max(i64::from(l.min_exp) - (p - 1));
    let shift = lsb - exp;
    let mut kept = if shift <= 0 {
        // Exact: the value has no bits below the format's last place (shift >= -127
        // because the kept value has at most `p` bits).
        sig << (-shift)
    } else {
        let kept = if shift >= 128 { 0 } else { sig >> shift };
        let half_pos = shift - 1;
        let half = half_pos < 128 && (sig >> half_pos) & 1 == 1;
        let below = if half_pos == 0 {
            false
        } else if half_pos >= 128 {
            true
        } else {
            sig & ((1u128 << half_pos) - 1) != 0
        };
        let rest = below || sticky;
        *tie = half && !rest;
        if half && (rest || kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    if kept == 1u128 << p {
        kept >>= 1;
        lsb += 1;
    }
    if kept == 0 {
        return zero_bits(l, neg);
    }
    let top = lsb + i64::from(127 - kept.leading_zeros());
    let all_ones = (1u128 << p) - 1;
    if top > i64::from(l.max_exp)
        || (top == i64::from(l.max_exp) && l.nan_at_max() && kept == all_ones)
    {
        return overflow_bits(l, neg);
    }
    let sign = if neg { l.sign_bit() } else { 0 };
    if l.e8m0 {
        return sign | (top - i64::from(l.min_exp)) as u128;
    }
    if kept < 1u128 << (p - 1) {
        // Subnormal: lsb is the minimum, the exponent field is 0.
        return sign | kept;
    }
    let field = (top - i64::from(l.min_exp) + 1) as u128;
    sign | (field << l.mant_bits()) | (kept & l.mant_mask())
}

/// Correctly rounds a decimal string (as `APFloat`'s `toString` writes them: optional
/// `-`, digits with an optional `.`, optional `e`/`E` exponent) directly to the format,
/// as `APFloat(semantics, text)` does. `None` for text it does not understand.
fn parse_exact(l: &Layout, text: &str) -> Option<u128> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (mantissa, exp10) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], body[i + 1..].parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits = Vec::with_capacity(int_part.len() + frac_part.len());
    for c in int_part.bytes().chain(frac_part.bytes()) {
        if !c.is_ascii_digit() {
            return None;
        }
        digits.push(c - b'0');
    }
    if digits.is_empty() || exp10.unsigned_abs() > 100_000 {
        return None;
    }
    let d = BigUint::from_radix_be(&digits, 10)?;
    let k = exp10 - frac_part.len() as i64;
    if d.bits() == 0 {
        return Some(zero_bits(l, neg));
    }
    const KEEP: u64 = 124;
    let (q, mut exp2, mut sticky) = if k >= 0 {
        (d * BigUint::from(5u32).pow(k as u32), k, false)
    } else {
        let m = (-k) as u32;
        let den = BigUint::from(5u32).pow(m);
        let s = (KEEP + den.bits()).saturating_sub(d.bits());
        let num = d << s;
        let q = &num / &den;
        let sticky = &q * &den != num;
        (q, -i64::from(m) - s as i64, sticky)
    };
    // Reduce to at most KEEP bits, folding the dropped bits into `sticky`.
    let extra = q.bits().saturating_sub(KEEP);
    let q = if extra > 0 {
        let kept = &q >> extra;
        sticky |= (&kept << extra) != q;
        exp2 += extra as i64;
        kept
    } else {
        q
    };
    let digits64 = q.to_u64_digits();
    let lo = u128::from(digits64.first().copied().unwrap_or(0));
    let hi = u128::from(digits64.get(1).copied().unwrap_or(0));
    Some(round_bits(l, neg, (hi << 64) | lo, exp2, sticky))
}

#[cfg(test)]
mod tests;
