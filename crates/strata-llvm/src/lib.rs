//! `strata-llvm`: the `llvm` dialect — LLVM IR's types (`!llvm.ptr`, `!llvm.struct`,
//! `!llvm.array`, `!llvm.func`, ...) and instructions as ops (`llvm.func`, `llvm.call`,
//! `llvm.getelementptr`, `llvm.load`, the arithmetic, casts, intrinsics, ...), textually
//! identical to mlir-opt 22: the target of the lowering passes. Depends on `strata-ir`,
//! `strata-asm` and `strata-ods` only.
//!
//! Lowerings build ops through the typed views and builders re-exported from [`ops`]
//! (`AddOp::build(b, loc, lhs, rhs, None)`, `GEPOp::build_mixed`, `CallOp::build_direct`,
//! `FuncOp::build_declaration`) and types through [`types`] (`ptr_type`, `struct_type`,
//! `array_type`, `func_type`, `void_type`).

#![warn(missing_docs)]

pub mod attrs;
pub mod bytecode;
pub mod constraints;
pub mod di;
pub mod fold;
mod inliner;
mod inliner_alias;
mod inliner_byval;
pub mod layout;
pub mod ops;
pub mod translate;
pub mod types;

pub use ops::*;

use strata_ir::Context;

/// Registers the `llvm` dialect (types, attributes, ops, constant materializer) into
/// `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("llvm");
    strata_ir::registry::DialectHooks::register_inliner(ctx, "llvm", inliner::INLINER);
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "llvm",
        fold::materialize_constant,
    );
    types::register(ctx);
    ctx.register_vector_element_types(types::is_ptr);
    attrs::register(ctx);
    di::register(ctx);
    ops::register(ctx);
    bytecode::register(ctx);
}

#[cfg(test)]
mod tests;
