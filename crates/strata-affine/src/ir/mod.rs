//! The affine dialect's IR: op declarations (`ops/`), folds (`fold.rs`, `loop_fold.rs`), canonical maps
//! and operands (`compose.rs`), canonicalization patterns (`canonicalize.rs`, with the
//! operand-range simplification of `simplify_operands.rs`), the
//! dimension and symbol rules (`valid.rs`), the inliner hooks (`inliner.rs`) and the
//! interfaces (`interfaces.rs`), registered together by [`register`].

mod canonicalize;
mod compose;
mod fold;
mod inliner;
mod int_range;
mod interfaces;
mod linearize;
mod loop_fold;
pub mod ops;
mod simplify_operands;
mod valid;

use strata_ir::Context;
use strata_ir::registry::DialectHooks;

pub use compose::{IndexOfr, make_composed_folded_apply};
pub use interfaces::{AccessKind, AffineMemoryAccess, MapAccess, MapAccessesFn};
pub use loop_fold::{fold_empty_loop, fold_for_bounds, fold_if_condition};
pub use ops::{
    ApplyOp, BasisElem, DelinearizeIndexOp, DmaStartOp, DmaWaitOp, ForOp, IfOp, LinearizeIndexOp,
    LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp, YieldOp,
};
pub use valid::{is_valid_dim, is_valid_symbol};

/// The affine dialect materializes constants as `arith.constant` (as upstream does),
/// with the `arith` dialect's materializer.
fn materialize_constant(
    ctx: &Context,
    body: &mut strata_ir::ir::Body,
    value: strata_ir::Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<strata_ir::ir::OpId> {
    strata_dialects::arith::materialize_constant(ctx, body, value, ty, loc)
}

/// Registers the `affine` dialect into `ctx`: its ops, constant materializer, inliner
/// hooks and canonicalization patterns.
pub fn register(ctx: &Context) {
    use strata_bytecode::properties::{
        NativeProperty, PropertyEncoding, register_property_encoding,
    };
    ctx.register_dialect("affine");
    inliner::register(ctx);
    DialectHooks::register_constant_materializer(ctx, "affine", materialize_constant);
    ApplyOp::register(ctx);
    MinOp::register(ctx);
    MaxOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    ForOp::register(ctx);
    IfOp::register(ctx);
    ParallelOp::register(ctx);
    PrefetchOp::register(ctx);
    VectorLoadOp::register(ctx);
    VectorStoreOp::register(ctx);
    DmaStartOp::register(ctx);
    DmaWaitOp::register(ctx);
    YieldOp::register(ctx);
    DelinearizeIndexOp::register(ctx);
    LinearizeIndexOp::register(ctx);
    // `disjoint` is a `UnitProp` upstream: a byte in the bytecode, not an attribute.
    const LINEARIZE_NATIVE: &[NativeProperty] = &[NativeProperty::unit_flag("disjoint")];
    register_property_encoding(
        ctx,
        "affine.linearize_index",
        PropertyEncoding {
            native: LINEARIZE_NATIVE,
            attributes: None,
        },
    );
    canonicalize::register(ctx);
    linearize::register(ctx);
    int_range::register(ctx);
}
