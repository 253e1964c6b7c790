//! The minimal `vector` dialect: `vector.extract`, `vector.insert`, `vector.broadcast`,
//! `vector.shape_cast`, `vector.bitcast`, `vector.vscale`, `vector.shuffle`, `vector.load`, `vector.store` and `vector.print`, fully verified
//! and identical to mlir-opt 22 in custom and generic form, with their folds and
//! canonicalization patterns.

mod bitcast;
mod canonicalize;
mod fold;
mod insert;
mod lower_broadcast;
mod memory;
mod ops;
mod print;
mod shuffle;
mod vscale;

pub use bitcast::{BitCastOp, add_bitcast_lowering_patterns};
pub use insert::InsertOp;
pub use lower_broadcast::broadcast_lowering_patterns;
pub use memory::{LoadOp, StoreOp};
pub use ops::{AnyVector, BroadcastOp, DYNAMIC_POSITION, DenseI64Array, ExtractOp};
pub use print::{PrintOp, Printable, Punctuation, PunctuationAttr, ShapeCastOp};
pub use shuffle::{FixedVector, ShuffleOp, add_shape_cast_lowering_patterns};
pub use strata_ods::{i64_array, i64_array_attr};
pub use vscale::VectorScaleOp;

use strata_ir::Context;

/// Registers the `vector` ops into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("vector");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "vector");
    // As upstream: poison becomes `ub.poison`, other constants `arith.constant`.
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "vector",
        crate::arith::fold::materialize_constant,
    );
    canonicalize::register(ctx);
    ExtractOp::register(ctx);
    InsertOp::register(ctx);
    BroadcastOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    PrintOp::register(ctx);
    ShapeCastOp::register(ctx);
    ShuffleOp::register(ctx);
    BitCastOp::register(ctx);
    VectorScaleOp::register(ctx);
}
