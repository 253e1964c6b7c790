//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect` and
//! `func.constant`, with mlir-opt 22's custom syntax and verifier messages, the call and
//! callable interfaces, the inliner hooks, and upstream's canonicalization.

mod canonicalize;
mod interfaces;
pub(crate) mod ops;
pub mod transforms;

pub use ops::{CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp};

use strata_ir::Context;
use strata_ir::registry::DialectHooks;

/// Registers the `func` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("func");
    DialectHooks::register_inliner(ctx, "func", interfaces::INLINER);
    DialectHooks::register_constant_materializer(ctx, "func", ops::materialize_constant);
    strata_pass::rewrite::register_canonicalization_pattern(
        ctx,
        std::sync::Arc::new(canonicalize::CallIndirectOfConstant),
    );
    FuncOp::register(ctx);
    ReturnOp::register(ctx);
    CallOp::register(ctx);
    CallIndirectOp::register(ctx);
    ConstantOp::register(ctx);
}
