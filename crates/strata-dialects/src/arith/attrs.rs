//! The `arith` attribute constraints: `#arith.overflow<...>`, `#arith.fastmath<...>` (kept
//! as opaque dialect attributes, printed `overflow<nsw, nuw>` in the custom form), the
//! `cmpi`/`cmpf` predicate enums (64-bit integers, printed as keywords) with their cases,
//! and `truncf`'s rounding mode (a 32-bit integer printed as a keyword).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context};

use strata_ods::AttrConstraint;

type PResult<T> = Result<T, Diagnostic>;

/// The opaque attribute `#arith.<body>`.
fn arith_attr(ctx: &Context, body: String) -> Attribute {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("arith"),
        body: body.into(),
        ty: None,
    })
}

/// The text after `#arith.<mnemonic>` of an opaque arith attribute, e.g. `<nsw>`.
fn arith_params<'c>(ctx: &'c Context, attr: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(attr) {
        AttrData::Opaque {
            dialect,
            body,
            ty: None,
        } if ctx.ident_str(*dialect) == "arith" => body
            .strip_prefix(mnemonic)
            .filter(|r| r.starts_with('<') && r.ends_with('>')),
        _ => None,
    }
}

/// Parses `<flag, flag...>` of a bit enum, returning the set bits.
fn parse_flags(
    p: &mut OpAsmParser<'_, '_, '_>,
    flags: &[(&'static str, u32)],
    enum_name: &str,
) -> PResult<u32> {
    p.parse_punct(Punct::Less)?;
    let mut bits = 0;
    loop {
        let offset = p.offset();
        let names: Vec<&'static str> = flags.iter().map(|f| f.0).collect();
        match p.parse_optional_keyword_or_string_of(&names) {
            Some(k) => bits |= flags.iter().find(|f| f.0 == k).map_or(0, |f| f.1),
            None => {
                return Err(p.error_at(
                    offset,
                    format!("expected {enum_name} to be one of: {}", names.join(", ")),
                ));
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::Greater)?;
    Ok(bits)
}

/// `none`, `all` (if given and every bit is set) or the set flags joined by `sep`.
fn flags_text(bits: u32, flags: &[(&str, u32)], all: Option<&str>, sep: &str) -> String {
    let singles: Vec<&(&str, u32)> = flags
        .iter()
        .filter(|f| f.1 != 0 && f.1.is_power_of_two())
        .collect();
    let full: u32 = singles.iter().map(|f| f.1).sum();
    if bits == 0 {
        return "none".into();
    }
    if let Some(a) = all
        && bits == full
    {
        return a.into();
    }
    singles
        .iter()
        .filter(|f| bits & f.1 != 0)
        .map(|f| f.0)
        .collect::<Vec<_>>()
        .join(sep)
}

const OVERFLOW: &[(&str, u32)] = &[("none", 0), ("nsw", 1), ("nuw", 2)];
const FASTMATH: &[(&str, u32)] = &[
    ("none", 0),
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
    ("fast", 127),
];

/// `#arith.overflow<none|nsw|nuw|nsw, nuw>`, default `none`.
pub struct OverflowFlags;
impl AttrConstraint for OverflowFlags {
    const SUMMARY: &'static str = "Integer overflow arith flags";
    /// The property holds only valid cases (upstream's attribute class).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        arith_params(ctx, attr, "overflow").is_some()
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(arith_attr(ctx, "overflow<none>".into()))
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> PResult<Attribute> {
        let bits = parse_flags(p, OVERFLOW, "::mlir::arith::IntegerOverflowFlags")?;
        let text = flags_text(bits, OVERFLOW, None, ", ");
        Ok(arith_attr(p.ctx(), format!("overflow<{text}>")))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        if let Some(s) = arith_params(p.ctx(), attr, "overflow") {
            p.write(s);
        }
    }
}

/// `#arith.fastmath<none|fast|reassoc,nnan,...>`, default `none`.
pub struct FastMath;
impl AttrConstraint for FastMath {
    const SUMMARY: &'static str = "Floating point fast math flags";
    /// The property holds only valid cases (upstream's attribute class).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        arith_params(ctx, attr, "fastmath").is_some()
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(arith_attr(ctx, "fastmath<none>".into()))
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> PResult<Attribute> {
        let bits = parse_flags(p, FASTMATH, "::mlir::arith::FastMathFlags")?;
        let text = flags_text(bits, FASTMATH, Some("fast"), ",");
        Ok(arith_attr(p.ctx(), format!("fastmath<{text}>")))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        if let Some(s) = arith_params(p.ctx(), attr, "fastmath") {
            p.write(s);
        }
    }
}

/// Whether a `#arith.fastmath<...>` attribute sets `flag` (`fast` sets every flag).
pub(crate) fn fastmath_has(ctx: &Context, attr: Attribute, flag: &str) -> bool {
    arith_params(ctx, attr, "fastmath").is_some_and(|s| {
        s[1..s.len() - 1]
            .split(',')
            .map(str::trim)
            .any(|f| f == flag || f == "fast")
    })
}

/// The value of an `i64` enum case attribute.
fn enum_case(ctx: &Context, attr: Attribute, cases: usize) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i64 => value
            .to_u64_checked()
            .map(|v| v as usize)
            .filter(|v| *v < cases),
        _ => None,
    }
}

fn parse_case(
    p: &mut OpAsmParser<'_, '_, '_>,
    name: &str,
    cases: &[&'static str],
) -> PResult<Attribute> {
    let offset = p.offset();
    match p.parse_optional_keyword_or_string_of(cases) {
        Some(k) => {
            let i = cases.iter().position(|c| *c == k).unwrap_or(0);
            Ok(predicate_attr(p.ctx(), i as u64))
        }
        None => Err(p.error_at(
            offset,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                cases.join(", ")
            ),
        )),
    }
}

const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// `arith.cmpi`'s predicate: an `i64` case printed as a keyword (`slt`).
pub struct CmpIPredicate;
impl AttrConstraint for CmpIPredicate {
    const SUMMARY: &'static str =
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";
    /// The property holds only valid cases (upstream's attribute class).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        enum_case(ctx, attr, CMPI.len()).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> PResult<Attribute> {
        parse_case(p, name, CMPI)
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match enum_case(p.ctx(), attr, CMPI.len()) {
            Some(i) => p.write(CMPI[i]),
            None => p.print_attribute(attr),
        }
    }
}

/// `arith.cmpf`'s predicate: an `i64` case printed as a keyword (`oeq`).
pub struct CmpFPredicate;
impl AttrConstraint for CmpFPredicate {
    const SUMMARY: &'static str = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";
    /// The property holds only valid cases (upstream's attribute class).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        enum_case(ctx, attr, CMPF.len()).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> PResult<Attribute> {
        parse_case(p, name, CMPF)
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match enum_case(p.ctx(), attr, CMPF.len()) {
            Some(i) => p.write(CMPF[i]),
            None => p.print_attribute(attr),
        }
    }
}

/// The predicate attribute of `cmpi`/`cmpf` case `case` (an `i64` integer).
pub(crate) fn predicate_attr(ctx: &Context, case: u64) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_u64(64, case))
}

/// The cases of `arith.cmpi`'s predicate ([`CmpIPredicate`]), by value.
pub(crate) mod cmpi {
    /// `eq`
    pub const EQ: u64 = 0;
    /// `ne`
    pub const NE: u64 = 1;
    /// `slt`
    pub const SLT: u64 = 2;
    /// `sle`
    pub const SLE: u64 = 3;
    /// `sgt`
    pub const SGT: u64 = 4;
    /// `sge`
    pub const SGE: u64 = 5;
    /// `ult`
    pub const ULT: u64 = 6;
    /// `ule`
    pub const ULE: u64 = 7;
    /// `ugt`
    pub const UGT: u64 = 8;
    /// `uge`
    pub const UGE: u64 = 9;
}

/// The cases of `arith.cmpf`'s predicate ([`CmpFPredicate`]) that patterns create.
pub(crate) mod cmpf {
    /// `ugt`
    pub const UGT: u64 = 9;
    /// `ult`
    pub const ULT: u64 = 11;
    /// `une`
    pub const UNE: u64 = 13;
    /// `uno`
    pub const UNO: u64 = 14;
}

/// The inverse of a `cmpi` predicate case (eq/ne, slt/sge, sle/sgt, ult/uge, ule/ugt).
pub(crate) fn invert_cmpi(p: u64) -> u64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        p => p,
    }
}

// ---- rounding mode ----

const ROUNDING: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// The case of a rounding mode attribute (an `i32` below [`ROUNDING`]'s length).
pub(crate) fn rounding_case(ctx: &Context, attr: Attribute) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value } if *ty == ctx.builtin_types().i32 => value
            .to_u64_checked()
            .map(|v| v as usize)
            .filter(|v| *v < ROUNDING.len()),
        _ => None,
    }
}

/// The rounding mode attribute of case `case`.
pub(crate) fn rounding_attr(ctx: &Context, case: usize) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i32, ApInt::from_u64(32, case as u64))
}

/// `arith.truncf`'s rounding mode: an `i32` case printed as a keyword (`to_nearest_even`).
pub struct RoundingMode;
impl AttrConstraint for RoundingMode {
    const SUMMARY: &'static str = "Floating point rounding mode";
    /// The property holds only valid cases (upstream's attribute class).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        rounding_case(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> Result<Attribute, Diagnostic> {
        let offset = p.offset();
        match Self::parse_optional(p, name)? {
            Some(a) => Ok(a),
            None => Err(p.error_at(
                offset,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                    ROUNDING.join(", ")
                ),
            )),
        }
    }
    fn parse_optional(
        p: &mut OpAsmParser<'_, '_, '_>,
        _name: &str,
    ) -> Result<Option<Attribute>, Diagnostic> {
        Ok(p.parse_optional_keyword_or_string_of(ROUNDING).map(|k| {
            let i = ROUNDING.iter().position(|c| *c == k).unwrap_or(0);
            rounding_attr(p.ctx(), i)
        }))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match rounding_case(p.ctx(), attr) {
            Some(i) => p.write(ROUNDING[i]),
            None => p.print_attribute(attr),
        }
    }
}
