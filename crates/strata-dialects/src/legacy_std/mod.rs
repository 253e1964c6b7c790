//! The legacy Standard dialect (`std`), removed from upstream MLIR: the ops of the early
//! MLIR documents (`func @f`, `addi`, `constant 42 : i32`, `cmpi "slt"`, `alloc`,
//! `dma_start`, ...) with their old custom syntax, verifiers, and the
//! `upgrade-legacy-std` pass rewriting them to today's dialects.
//!
//! Old text writes these ops without a prefix. Inside a `std.func` the prefix is implied
//! (its default dialect is `std`); at the top level and inside today's ops, bare names
//! resolve to `std` only when the parser's `fallback_dialect` is `std`
//! (`strata-opt --legacy-std`). Without that flag MLIR 22 input parses exactly as before.
//!
//! Every op is an `op!` declaration in [`ops`] (by family). The dialect has no upstream
//! `.td` file: old MLIR wrote its syntax in C++. Ops whose old syntax and messages a
//! declarative format reproduces exactly use one (with small `custom<...>` directives for
//! the `[%i, %j]` subscripts and the type after the colon). The others keep hand-written
//! parsers and printers: `func`, `constant`, `dma_start` (syntax no format expresses),
//! `call` and `alloc` (old MLIR's operand-list messages and locations), and `cmpi`,
//! `dim`, `alloc_static`, whose inline attribute may be repeated in the attribute
//! dictionary (old MLIR let the dictionary win and the verifier report a bad value, where
//! a declarative format rejects it while parsing).

pub mod ops;
pub mod transforms;

#[cfg(test)]
mod tests;

pub use ops::*;
pub use transforms::upgrade::{UpgradeLegacyStd, upgrade_legacy_std};

use strata_ir::Context;

/// Registers the `std` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("std");
    // In the order of the old registration table.
    AddIOp::register(ctx);
    SubIOp::register(ctx);
    MulIOp::register(ctx);
    DivISOp::register(ctx);
    DivIUOp::register(ctx);
    RemISOp::register(ctx);
    RemIUOp::register(ctx);
    AndOp::register(ctx);
    OrOp::register(ctx);
    XOrOp::register(ctx);
    AddFOp::register(ctx);
    SubFOp::register(ctx);
    MulFOp::register(ctx);
    DivFOp::register(ctx);
    CmpIOp::register(ctx);
    SelectOp::register(ctx);
    DimOp::register(ctx);
    AllocOp::register(ctx);
    AllocStaticOp::register(ctx);
    DeallocOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    ExtractElementOp::register(ctx);
    TensorLoadOp::register(ctx);
    TensorStoreOp::register(ctx);
    MemRefCastOp::register(ctx);
    TensorCastOp::register(ctx);
    DmaStartOp::register(ctx);
    DmaWaitOp::register(ctx);
    CallOp::register(ctx);
    CallIndirectOp::register(ctx);
    FuncOp::register(ctx);
    ConstantOp::register(ctx);
    BranchOp::register(ctx);
    CondBranchOp::register(ctx);
    ReturnOp::register(ctx);
}
