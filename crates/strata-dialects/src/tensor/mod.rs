//! The minimal `tensor` dialect: `tensor.dim`, `tensor.cast`, `tensor.extract`,
//! `tensor.insert_slice` and `tensor.parallel_insert_slice`, fully
//! verified and identical to mlir-opt 22 in custom and generic form, with their folds and
//! upstream's cast canonicalizations.

mod canonicalize;
pub(crate) mod fold;
mod ops;
mod slice;
mod slice_canonicalize;

pub use ops::{
    AnyRankedTensor, AnyTensor, CastOp, DimOp, ExtractOp, IndexType, NonZeroRankedOrUnrankedTensor,
    VariadicIndex,
};
pub use slice::{InsertSliceOp, ParallelInsertSliceOp};
pub(crate) use slice_canonicalize::Slice;

use strata_ir::ir::{Body, OpId};
use strata_ir::registry::DialectHooks;
use strata_ir::{Attribute, Context, Location, Type};

/// The `tensor` dialect's constants are `arith.constant`s.
fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    crate::arith::materialize_constant(ctx, body, value, ty, loc)
}

/// Registers the `tensor` ops into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("tensor");
    DialectHooks::register_inlinable(ctx, "tensor");
    DialectHooks::register_constant_materializer(ctx, "tensor", materialize_constant);
    DimOp::register(ctx);
    CastOp::register(ctx);
    ExtractOp::register(ctx);
    InsertSliceOp::register(ctx);
    ParallelInsertSliceOp::register(ctx);
    canonicalize::register(ctx);
    slice_canonicalize::register(ctx);
}
