//! The `ub` ops and attributes: `ub.poison` and its `#ub.poison` value.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context};
use strata_ods::{AnyType, AttrConstraint, op};

use super::fold::fold_poison;

/// The attribute `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("ub"),
        body: "poison".into(),
        ty: None,
    })
}

/// `ub.poison`'s value: a poison attribute (`#ub.poison`, the default).
pub struct PoisonAttr;
impl AttrConstraint for PoisonAttr {
    const SUMMARY: &'static str = "PoisonAttrInterface instance";
    /// The property holds only poison attributes (upstream's interface storage).
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        attr == poison_attr(ctx)
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(poison_attr(ctx))
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> Result<Attribute, Diagnostic> {
        let offset = p.offset();
        let attr = p.parse_attribute(None)?;
        if Self::check(p.ctx(), attr) {
            Ok(attr)
        } else {
            Err(p.error_at(offset, "invalid kind of attribute specified"))
        }
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        p.print_attribute(attr);
    }
}

op! {
    /// A poison value of any type.
    ///
    /// `ub.poison` produces a value with no defined content: whatever uses it may see any
    /// value, so folds may replace its users' results by poison or by any convenient
    /// value. Its `value` attribute is the poison attribute, `#ub.poison` by default,
    /// which the custom form leaves out. It is a constant and folds to that attribute.
    ///
    /// ```mlir
    /// func.func @undefined() -> (i32, vector<4xf32>) {
    ///   %0 = ub.poison : i32
    ///   %1 = ub.poison : vector<4xf32>
    ///   return %0, %1 : i32, vector<4xf32>
    /// }
    /// ```
    pub struct PoisonOp = "ub.poison" {
        traits: [pure, constant_like],
        attrs: [value: default PoisonAttr],
        results: [result: AnyType],
        format: "attr-dict (`<` $value^ `>`)? `:` type($result)",
        fold: fold_poison,
    }
}
