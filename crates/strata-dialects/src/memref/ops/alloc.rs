//! The allocation ops: `memref.alloc`, `memref.alloca` (stack memory of the enclosing
//! automatic allocation scope, promotable by mem2reg), `memref.dealloc` and
//! `memref.realloc`.

use strata_ir::Context;
use strata_ir::interfaces::{EffectKind, EffectResource, MemoryEffect};
use strata_ir::ir::{Body, OpId};
use strata_ir::types::DYNAMIC;
use strata_ods::op;

use crate::memref::constraints::{
    Alignment, AnyMemRef, AnyRankedOrUnrankedMemRef, Index, MemRef1D, VariadicIndex,
};
use crate::memref::types::{identity_layout, layout_symbols, memref, ty};

/// Upstream's `AllocLikeOp` checks: one size operand per dynamic dimension of the result
/// type and one symbol operand per symbol of its layout.
fn check_alloc_like(
    ctx: &Context,
    name: &str,
    body: &Body,
    op: OpId,
    sizes: usize,
    symbols: usize,
) -> Result<(), String> {
    let Some(m) = body
        .results(op)
        .next()
        .and_then(|r| memref(ctx, body.value_type(r)))
    else {
        return Ok(());
    };
    let dynamic = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if sizes != dynamic {
        return Err(format!(
            "'{name}' op incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        ));
    }
    let expected = layout_symbols(ctx, m.layout);
    if symbols != expected {
        return Err(format!(
            "'{name}' op symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
        ));
    }
    Ok(())
}

fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let a = AllocOp(op);
    let (sizes, symbols) = (a.dynamic_sizes(ctx, body), a.symbol_operands(ctx, body));
    check_alloc_like(ctx, AllocOp::NAME, body, op, sizes.len(), symbols.len())
}

fn verify_alloca(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let a = AllocaOp(op);
    let (sizes, symbols) = (a.dynamic_sizes(ctx, body), a.symbol_operands(ctx, body));
    check_alloc_like(ctx, AllocaOp::NAME, body, op, sizes.len(), symbols.len())
}

/// `memref.alloca` allocates its result in the enclosing automatic allocation scope.
fn alloca_effects(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if body.num_results(op) == 1 {
        effects.push(MemoryEffect {
            kind: EffectKind::Allocate,
            value: Some(body.result(op, 0)),
            resource: EffectResource::AutomaticAllocationScope,
        });
    }
}

op! {
    /// Allocates a memref on the heap.
    ///
    /// The result type says how much memory `memref.alloc` allocates: the operands in
    /// parentheses give the dynamic sizes of the type, in order, and the operands in
    /// square brackets bind the symbols of its layout map. The optional `alignment`
    /// asks for a base address aligned to that many bytes. The memory stays allocated
    /// until a `memref.dealloc` frees it.
    ///
    /// ```mlir
    /// func.func @alloc(%n: index) -> memref<4x?xf32> {
    ///   %m = memref.alloc(%n) {alignment = 64 : i64} : memref<4x?xf32>
    ///   return %m : memref<4x?xf32>
    /// }
    /// ```
    pub struct AllocOp = "memref.alloc" {
        traits: [attr_sized_operand_segments],
        operands: [dynamicSizes: variadic VariadicIndex, symbolOperands: variadic VariadicIndex],
        attrs: [alignment: optional Alignment],
        results: [memref: AnyMemRef],
        verify: verify_alloc,
        effects: [alloc(memref)],
        result_names: "alloc",
        format: "`(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    }
}

op! {
    /// Allocates a memref on the stack.
    ///
    /// `memref.alloca` takes the same operands as `memref.alloc`, but its memory lives
    /// in the closest enclosing automatic allocation scope (a function body, a
    /// `memref.alloca_scope`, ...) and is released when control leaves that scope. A
    /// single-element alloca is a slot `mem2reg` can promote to SSA values.
    ///
    /// ```mlir
    /// func.func @alloca() -> f32 {
    ///   %c0 = arith.constant 0 : index
    ///   %m = memref.alloca() : memref<1xf32>
    ///   %v = memref.load %m[%c0] : memref<1xf32>
    ///   return %v : f32
    /// }
    /// ```
    pub struct AllocaOp = "memref.alloca" {
        traits: [attr_sized_operand_segments],
        operands: [dynamicSizes: variadic VariadicIndex, symbolOperands: variadic VariadicIndex],
        attrs: [alignment: optional Alignment],
        results: [memref: AnyMemRef],
        verify: verify_alloca,
        interfaces: {
            memory_effects: alloca_effects,
            promotable_allocation: crate::memref::mem2reg::ALLOCA,
        },
        result_names: "alloca",
        format: "`(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    }
}

op! {
    /// Frees memory allocated by `memref.alloc`.
    ///
    /// After `memref.dealloc` the memory of its operand, and of every view of it, may no
    /// longer be accessed. The operand must be the memref an allocation returned, not a
    /// view into it.
    ///
    /// ```mlir
    /// func.func @dealloc() {
    ///   %m = memref.alloc() : memref<8x64xf32>
    ///   memref.dealloc %m : memref<8x64xf32>
    ///   return
    /// }
    /// ```
    pub struct DeallocOp = "memref.dealloc" {
        operands: [memref: AnyRankedOrUnrankedMemRef],
        effects: [free(memref)],
        fold: crate::memref::fold::fold_cast_operands,
        format: "$memref attr-dict `:` type($memref)",
    }
}

/// The layout, memory space, element and dynamic-size checks of `memref.realloc`.
fn verify_realloc(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let r = ReallocOp(op);
    let (src, res) = (
        body.value_type(r.source(body)),
        body.value_type(r.result(body)),
    );
    let (Some(s), Some(d)) = (memref(ctx, src), memref(ctx, res)) else {
        return Ok(());
    };
    if !identity_layout(ctx, s.layout) {
        return Err(format!(
            "unsupported layout for source memref type '{}'",
            ty(ctx, src)
        ));
    }
    if !identity_layout(ctx, d.layout) {
        return Err(format!(
            "unsupported layout for result memref type '{}'",
            ty(ctx, res)
        ));
    }
    if s.space != d.space {
        return Err(format!(
            "different memory spaces specified for source memref type '{}' and result memref type '{}'",
            ty(ctx, src),
            ty(ctx, res)
        ));
    }
    if s.element != d.element {
        return Err(format!(
            "different element types specified for source memref type '{}' and result memref type '{}'",
            ty(ctx, src),
            ty(ctx, res)
        ));
    }
    let dynamic = d.shape.contains(&DYNAMIC);
    let sized = r.dynamic_result_size(body).is_some();
    if dynamic && !sized {
        return Err(format!(
            "missing dimension operand for result type '{}'",
            ty(ctx, res)
        ));
    }
    if !dynamic && sized {
        return Err(format!(
            "unnecessary dimension operand for result type '{}'",
            ty(ctx, res)
        ));
    }
    Ok(())
}

op! {
    /// Resizes a 1-D heap allocation.
    ///
    /// `memref.realloc` frees its source and returns a memref of the result type holding
    /// the source's elements up to the smaller of the two sizes (the rest is undefined);
    /// the memory may move. A dynamic result size is the operand in parentheses. Source
    /// and result have identity layouts, the same element type and the same memory space.
    ///
    /// ```mlir
    /// func.func @realloc(%m: memref<64xf32>, %n: index) -> memref<?xf32> {
    ///   %r = memref.realloc %m(%n) : memref<64xf32> to memref<?xf32>
    ///   return %r : memref<?xf32>
    /// }
    /// ```
    pub struct ReallocOp = "memref.realloc" {
        operands: [source: MemRef1D, dynamicResultSize: optional Index],
        attrs: [alignment: optional Alignment],
        results: [result: MemRef1D],
        verify: verify_realloc,
        effects: [free(source), alloc(result)],
        format: "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
    }
}
