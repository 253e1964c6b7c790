//! The `ub` (undefined behaviour) dialect: `ub.poison` and its `#ub.poison` attribute,
//! identical to mlir-opt 22, and the materialization of poison constants.

mod fold;
mod ops;

pub use ops::{PoisonAttr, PoisonOp, poison_attr};

use strata_ir::ir::{Body, OpId};
use strata_ir::{Attribute, Context, Location, Type};
use strata_ods::AttrConstraint;

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
    let state = PoisonOp::state(ctx, body, loc, ty, Some(value));
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
