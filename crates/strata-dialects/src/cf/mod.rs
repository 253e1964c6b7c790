//! The `cf` (control flow) dialect: `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`,
//! with mlir-opt 22's custom syntax and verifier messages, branch hooks, and upstream's
//! canonicalization patterns.

mod canonicalize;
mod ops;

pub use ops::{
    AssertOp, BranchOp, CondBranchOp, DenseI32ArrayProp, IntElementsProp, StrProp, SwitchOp,
};

use strata_ir::Context;

/// Registers the `cf` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("cf");
    canonicalize::register(ctx);
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "cf");
    BranchOp::register(ctx);
    CondBranchOp::register(ctx);
    SwitchOp::register(ctx);
    AssertOp::register(ctx);
}
