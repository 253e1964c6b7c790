//! The `ub` dialect: `ub.poison` and its `#ub.poison` attribute, identical to mlir-opt 22.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, Type};

use strata_ods::{AnyType, AttrConstraint, op};

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
    /// `%0 = ub.poison : i32`: a poison value of any type.
    pub struct PoisonOp = "ub.poison" {
        traits: [pure, constant_like],
        attrs: [value: default PoisonAttr],
        results: [result: AnyType],
        format: "attr-dict (`<` $value^ `>`)? `:` type($result)",
        fold: fold_poison,
    }
}

/// `ub.poison` folds to its `value` attribute (it is constant-like).
fn fold_poison(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let value = op_attr(ctx, body, op, "value").unwrap_or_else(|| poison_attr(ctx));
    Some(vec![FoldResult::Attr(value)])
}

/// Materializes a poison attribute as `ub.poison` of type `ty` (upstream's
/// `UBDialect::materializeConstant`, also used by dialects whose folds produce poison);
/// `None` for any other attribute.
pub fn materialize_poison(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !PoisonAttr::check(ctx, value) {
        return None;
    }
    let state = OperationState::new(ctx.op_name(PoisonOp::NAME), loc)
        .property(ctx, "value", value)
        .result(ty);
    Some(body.create_op(state))
}

/// Registers the `ub` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("ub");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "ub");
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "ub",
        materialize_poison,
    );
    PoisonOp::register(ctx);
}

#[cfg(test)]
mod tests {
    //! `ub.poison`'s default value.

    use super::*;
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::ir::{WalkOrder, walk_all_iter};

    #[test]
    fn poison_default_value() {
        let ctx = Context::new();
        crate::register_all(&ctx);
        let text = "func.func @f() {\n  %0 = ub.poison : i32\n  return\n}\n";
        let op = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap();
        let poison = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
            .find_map(|(body, id)| PoisonOp::cast(&ctx, body, id).map(|p| p.value(&ctx, body)));
        assert_eq!(poison, Some(Some(poison_attr(&ctx))));
        assert!(!PoisonAttr::check(&ctx, ctx.unit_attr()));
    }
}
