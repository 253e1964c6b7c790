//! The `memref` dialect: every op of MLIR 22's, declared with `op!`, with mlir-opt's
//! syntax, verifier messages, folds and canonicalization patterns.
//!
//! Layout: `types.rs` memref type queries, `constraints.rs` the ODS constraints;
//! `ops/` the ops by family: `alloc.rs` (allocation), `access.rs` (load, store, copy,
//! prefetch), `atomic.rs`, `dma.rs`, `global.rs`, `scope.rs` (`alloca_scope`),
//! `metadata.rs` (dim, rank, metadata extraction), `cast.rs` (casts, `distinct_objects`)
//! and `views/` (subview, reinterpret_cast, reshapes, view, transpose,
//! assume_alignment); `fold.rs` the fold hooks, `canonicalize/` the patterns,
//! `mem2reg.rs` the promotion hooks of `alloca`, `load` and `store`.

mod canonicalize;
pub(crate) mod constraints;
mod fold;
mod mem2reg;
pub(crate) mod ops;
#[cfg(test)]
mod tests;
pub(crate) mod types;

pub use fold::{dense_element, fold_memref_cast};
pub use ops::access::{CopyOp, LoadOp, PrefetchOp, StoreOp};
pub use ops::alloc::{AllocOp, AllocaOp, DeallocOp, ReallocOp};
pub use ops::atomic::{AtomicRMWOp, AtomicYieldOp, GenericAtomicRMWOp};
pub use ops::cast::{CastOp, DistinctObjectsOp, MemorySpaceCastOp};
pub use ops::dma::{DmaStartOp, DmaWaitOp};
pub use ops::global::{GetGlobalOp, GlobalOp, constant_global_value};
pub use ops::metadata::{DimOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, RankOp};
pub use ops::scope::{AllocaScopeOp, AllocaScopeReturnOp};
pub use ops::views::reshape::{CollapseShapeOp, ExpandShapeOp, ReshapeOp};
pub use ops::views::subview::{ReinterpretCastOp, SubViewOp};
pub use ops::views::view::{AssumeAlignmentOp, TransposeOp, ViewOp};
pub use ops::views::{parse_dynamic_index_list_paren, print_dynamic_index_list_paren};

use strata_asm::custom::OpAsmPrinter;
use strata_ir::Context;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::symbols::op_attr;

/// The static lists (`offsets`, `sizes`, `strides`; `DYNAMIC` for an operand) and the
/// dynamic operands of each list, of an offset/size/stride op.
pub type MixedLists = ([Vec<i64>; 3], [Vec<ValueId>; 3]);

/// The static `offsets`, `sizes` and `strides` lists of a `memref.subview` or
/// `memref.reinterpret_cast` (`DYNAMIC` for an operand), and the dynamic operands of each
/// list; `None` for malformed ops.
pub fn mixed_offsets_sizes_strides(ctx: &Context, body: &Body, op: OpId) -> Option<MixedLists> {
    let m = fold::Mixed::of(ctx, body, op)?;
    Some((m.lists, m.dynamic))
}

/// The source dimensions a rank-reducing `memref.subview` drops (MLIR's
/// `SubViewOp::getDroppedDims`).
pub fn subview_dropped_dims(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let sv = SubViewOp(op);
    let (lists, _) = mixed_offsets_sizes_strides(ctx, body, op)?;
    fold::dropped_dims(
        ctx,
        body.value_type(sv.source(ctx, body)),
        body.value_type(sv.result(body)),
        &lists[1],
    )
}

/// The reassociation groups of a `memref.expand_shape` or `memref.collapse_shape`.
pub fn reassociation_groups(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    constraints::reassociation(ctx, op_attr(ctx, body, op, "reassociation")?)
}

/// The strides and offset of a ranked memref type whose layout is strided (identity,
/// `strided<...>` or a strided affine map; MLIR's `getStridesAndOffset`), `DYNAMIC` for
/// the dynamic ones; `None` for other types and non-strided layouts.
pub fn strides_and_offset(ctx: &Context, ty: strata_ir::Type) -> Option<(Vec<i64>, i64)> {
    let m = types::memref(ctx, ty)?;
    types::strides_offset(ctx, &m)
}

/// Prints `%m[%i, ...]`: the operand at `first` and the `n` operands after it (for the
/// hand-written printers; missing operands of malformed ops are left out).
fn print_indexed(p: &mut OpAsmPrinter<'_, '_, '_, '_>, first: usize, n: usize) {
    let (body, op) = (p.body(), p.op());
    let operands: Vec<ValueId> = body.operands(op).collect();
    if let Some(&m) = operands.get(first) {
        p.print_operand(m);
    }
    p.write("[");
    p.print_operands(operands.iter().skip(first + 1).take(n).copied());
    p.write("]");
}

/// Registers the `memref` dialect into `ctx`: its ops, constant materializer and
/// canonicalization patterns.
pub fn register(ctx: &Context) {
    ctx.register_dialect("memref");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "memref");
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "memref",
        fold::materialize_constant,
    );
    canonicalize::register(ctx);
    AllocOp::register(ctx);
    AllocaOp::register(ctx);
    DeallocOp::register(ctx);
    LoadOp::register(ctx);
    StoreOp::register(ctx);
    DimOp::register(ctx);
    RankOp::register(ctx);
    CastOp::register(ctx);
    CopyOp::register(ctx);
    GlobalOp::register(ctx);
    GetGlobalOp::register(ctx);
    SubViewOp::register(ctx);
    ReinterpretCastOp::register(ctx);
    TransposeOp::register(ctx);
    ExpandShapeOp::register(ctx);
    CollapseShapeOp::register(ctx);
    ViewOp::register(ctx);
    MemorySpaceCastOp::register(ctx);
    AssumeAlignmentOp::register(ctx);
    ExtractAlignedPointerAsIndexOp::register(ctx);
    ExtractStridedMetadataOp::register(ctx);
    AllocaScopeOp::register(ctx);
    AllocaScopeReturnOp::register(ctx);
    ReshapeOp::register(ctx);
    DmaStartOp::register(ctx);
    DmaWaitOp::register(ctx);
    PrefetchOp::register(ctx);
    ReallocOp::register(ctx);
    DistinctObjectsOp::register(ctx);
    AtomicRMWOp::register(ctx);
    GenericAtomicRMWOp::register(ctx);
    AtomicYieldOp::register(ctx);
}
