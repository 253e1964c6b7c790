//! Constrained floating-point intrinsics: `llvm.intr.experimental.constrained.fptrunc`,
//! a truncation with an explicit rounding mode and floating-point exception behaviour
//! (what `arith.truncf` with a rounding mode lowers to), and the two enum attributes.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context};
use strata_ods::{AttrConstraint, op};

use crate::constraints::LlvmAny;

/// An `i64` enum case attribute printed as a keyword.
fn enum_case(ctx: &Context, attr: Attribute, cases: &[(&str, i64)]) -> Option<usize> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => {
            let v = value.to_i64_checked()?;
            cases.iter().position(|c| c.1 == v)
        }
        _ => None,
    }
}

fn enum_attr(ctx: &Context, value: i64) -> Attribute {
    ctx.integer_attr(ctx.builtin_types().i64, ApInt::from_i64(64, value))
}

fn parse_enum(
    p: &mut OpAsmParser<'_, '_, '_>,
    name: &str,
    cases: &'static [(&'static str, i64)],
    keywords: &'static [&'static str],
) -> Result<Attribute, Diagnostic> {
    let offset = p.offset();
    match p.parse_optional_keyword_or_string_of(keywords) {
        Some(k) => {
            let v = cases.iter().find(|c| c.0 == k).map_or(0, |c| c.1);
            Ok(enum_attr(p.ctx(), v))
        }
        None => Err(p.error_at(
            offset,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                keywords.join(", ")
            ),
        )),
    }
}

/// LLVM's rounding modes (`llvm::RoundingMode`), keyword and value. `invalid` is stored
/// as 8, as mlir-opt 22 does, and fails verification ("whose minimum value is 0").
pub const ROUNDING_MODES: [(&str, i64); 7] = [
    ("towardzero", 0),
    ("tonearest", 1),
    ("upward", 2),
    ("downward", 3),
    ("tonearestaway", 4),
    ("dynamic", 7),
    ("invalid", 8),
];
const ROUNDING_KEYWORDS: [&str; 7] = [
    "towardzero",
    "tonearest",
    "upward",
    "downward",
    "tonearestaway",
    "dynamic",
    "invalid",
];

/// LLVM's floating-point exception behaviours, keyword and value.
pub const FP_EXCEPTION_BEHAVIORS: [(&str, i64); 3] = [("ignore", 0), ("maytrap", 1), ("strict", 2)];
const FP_EXCEPTION_KEYWORDS: [&str; 3] = ["ignore", "maytrap", "strict"];

/// `#llvm.rounding_mode` as stored by the constrained intrinsics: an `i64` case.
pub struct RoundingModeAttr;
impl AttrConstraint for RoundingModeAttr {
    const SUMMARY: &'static str = "LLVM Rounding Mode whose minimum value is 0";
    /// The property holds only the enum's cases.
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        enum_case(ctx, attr, &ROUNDING_MODES).is_some()
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        enum_case(ctx, attr, &ROUNDING_MODES).is_some_and(|i| ROUNDING_MODES[i].1 != 8)
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> Result<Attribute, Diagnostic> {
        parse_enum(p, name, &ROUNDING_MODES, &ROUNDING_KEYWORDS)
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match enum_case(p.ctx(), attr, &ROUNDING_MODES) {
            Some(i) => p.write(ROUNDING_MODES[i].0),
            None => p.print_attribute(attr),
        }
    }
}

/// The floating-point exception behaviour of the constrained intrinsics: an `i64` case.
pub struct FpExceptionBehaviorAttr;
impl AttrConstraint for FpExceptionBehaviorAttr {
    const SUMMARY: &'static str = "LLVM Exception Behavior";
    /// The property holds only the enum's cases.
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        enum_case(ctx, attr, &FP_EXCEPTION_BEHAVIORS).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> Result<Attribute, Diagnostic> {
        parse_enum(p, name, &FP_EXCEPTION_BEHAVIORS, &FP_EXCEPTION_KEYWORDS)
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        match enum_case(p.ctx(), attr, &FP_EXCEPTION_BEHAVIORS) {
            Some(i) => p.write(FP_EXCEPTION_BEHAVIORS[i].0),
            None => p.print_attribute(attr),
        }
    }
}

/// The `roundingmode` attribute of LLVM rounding mode value `value`.
pub fn rounding_mode_attr(ctx: &Context, value: i64) -> Attribute {
    enum_attr(ctx, value)
}

/// The `fpExceptionBehavior` attribute of value `value`.
pub fn fp_exception_behavior_attr(ctx: &Context, value: i64) -> Attribute {
    enum_attr(ctx, value)
}

op! {
    /// Float truncation with an explicit rounding mode.
    ///
    /// Truncates a float (or vector of floats) to a narrower float type rounding as
    /// `roundingmode` says, with the floating-point exception behaviour
    /// `fpExceptionBehavior` (LLVM's `llvm.experimental.constrained.fptrunc`).
    ///
    /// ```mlir
    /// llvm.func @trunc(%x: f32) -> f16 {
    ///   %0 = llvm.intr.experimental.constrained.fptrunc %x downward ignore : f32 to f16
    ///   llvm.return %0 : f16
    /// }
    /// ```
    pub struct ConstrainedFPTruncOp = "llvm.intr.experimental.constrained.fptrunc" {
        traits: [pure],
        operands: [arg_0: LlvmAny],
        attrs: [roundingmode: RoundingModeAttr, fpExceptionBehavior: FpExceptionBehaviorAttr],
        results: [res: LlvmAny],
        format: "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
    }
}
