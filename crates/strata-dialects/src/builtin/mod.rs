//! The builtin dialect's ops: `builtin.module` (declared here over the bootstrap every
//! context starts with, see `strata_ir::builtin`) and
//! `builtin.unrealized_conversion_cast`, identical to mlir-opt 22 in custom and generic
//! form; and the constraints on builtin types and attributes the core dialects declare
//! their ops with.

pub mod constraints;
mod fold;
mod ops;

pub use ops::{ModuleOp, UnrealizedConversionCastOp};

use strata_ir::Context;

/// Registers the builtin ops into `ctx`, `builtin.module`'s declaration replacing the
/// context's bootstrap registration (same traits, attributes, syntax and messages).
pub fn register(ctx: &Context) {
    ModuleOp::register(ctx);
    UnrealizedConversionCastOp::register(ctx);
}
