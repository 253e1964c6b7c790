//! Canonicalization patterns of the `memref` dialect (MLIR 22's), by op family:
//! allocations and copies (`alloc.rs`), subviews, views and `reinterpret_cast`
//! (`views.rs`), expand/collapse reshapes (`reshape.rs`) and `alloca_scope`
//! (`scope.rs`).

mod alloc;
mod reshape;
mod scope;
mod views;

use std::sync::Arc;

use strata_ir::Context;
use strata_ir::ir::{OpId, ValueId};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::CastOp;

pub(super) use views::metadata_constants;

/// Registers the `memref` canonicalization patterns into `ctx`, in upstream's order.
pub(super) fn register(ctx: &Context) {
    let patterns: Vec<Arc<dyn RewritePattern>> = alloc::patterns()
        .into_iter()
        .chain(views::patterns())
        .chain(reshape::patterns())
        .chain(scope::patterns())
        .collect();
    for p in patterns {
        register_canonicalization_pattern(ctx, p);
    }
}

/// Replaces `op` (one result) by `memref.cast %value : T to <op's result type>`.
fn replace_with_cast(rw: &mut PatternRewriter<'_, '_>, op: OpId, value: ValueId) {
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.result(op, 0));
    let state = CastOp::state(rw.ctx(), body, loc, ty, value);
    rw.replace_op_with_new(op, state);
}
