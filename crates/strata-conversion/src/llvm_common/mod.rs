//! What the lowerings to the `llvm` dialect share (MLIR's `Conversion/LLVMCommon`): the
//! [`LlvmTypeConverter`] with its options, the memref descriptor builders
//! ([`MemRefDescriptor`], [`UnrankedMemRefDescriptor`]) and small op-building helpers.

mod memref_descriptor;
pub mod pattern;
mod type_converter;

pub use memref_descriptor::{
    MemRefDescriptor, UnrankedMemRefDescriptor, extract_value, index_constant, insert_value, poison,
};
pub use type_converter::{
    LlvmTypeConverter, LowerToLlvmOptions, convert_type_with, memref_address_space,
};

use strata_dialects::builtin::UnrealizedConversionCastOp;
use strata_ir::ir::{
    BlockId, Body, Builder, InsertionPoint, OpBuilder, OpId, ValueId, WalkOrder, WalkResult,
    walk_all_mut,
};
use strata_ir::{Context, Location, Type};

/// Builds `builtin.unrealized_conversion_cast %inputs to ty` and returns its result.
pub fn unrealized_cast(
    _ctx: &Context,
    b: &mut impl Builder,
    loc: Location,
    inputs: &[ValueId],
    ty: Type,
) -> ValueId {
    let op = UnrealizedConversionCastOp::build(b, loc, &[ty], inputs);
    b.body().result(op.0, 0)
}

#[cfg(test)]
mod tests;

/// Where the runtime declarations of a lowering go: the body holding the regions of
/// `module`, its first block, and the symbol names already defined there (`None` when the
/// module has no block).
pub(crate) fn module_block_symbols<'b>(
    ctx: &Context,
    body: &'b mut Body,
    module: OpId,
) -> Option<(&'b mut Body, BlockId, Vec<Vec<u8>>)> {
    let &region = body.regions(module).first()?;
    let module_body: &mut Body = body.regions_body_mut(module);
    let &block = module_body.blocks(region).first()?;
    let existing = module_body
        .block_ops(block)
        .filter_map(|o| strata_ir::symbols::symbol_name(ctx, module_body, o))
        .map(|n| n.to_vec())
        .collect();
    Some((module_body, block, existing))
}

/// Whether `op` is a symbol table (a `builtin.module`): lowerings declare the runtime
/// functions an op calls in the nearest one enclosing it, as MLIR's `lookupOrCreateFn`
/// on `getParentWithTrait<SymbolTable>()` does.
fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.symbol_table)
}

/// Calls `f` with `table` (held by `body`, the op a lowering runs on) and then with every
/// symbol table nested below it, outermost first, so that each gets the declarations of
/// the ops whose nearest symbol table it is (see [`walk_table`]).
pub(crate) fn for_each_symbol_table(
    ctx: &Context,
    body: &mut Body,
    table: OpId,
    f: &mut dyn FnMut(&mut Body, OpId),
) {
    f(body, table);
    let mut first = true;
    walk_all_mut(body, table, WalkOrder::PreOrder, |b, o| {
        if std::mem::take(&mut first) {
            return WalkResult::Advance;
        }
        if is_symbol_table(ctx, b, o) {
            for_each_symbol_table(ctx, b, o, f);
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
}

/// Visits `table` and the ops nested in it in pre-order, without entering the symbol
/// tables nested in it (their ops declare in their own table): the nested table op
/// itself is visited.
pub(crate) fn walk_table(
    ctx: &Context,
    body: &mut Body,
    table: OpId,
    mut f: impl FnMut(&mut Body, OpId),
) {
    let mut first = true;
    walk_all_mut(body, table, WalkOrder::PreOrder, |b, o| {
        f(b, o);
        if !std::mem::take(&mut first) && is_symbol_table(ctx, b, o) {
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
}

/// The op of `block` (held by `body`) that defines the symbol `name`.
pub(crate) fn block_symbol(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    name: &[u8],
) -> Option<OpId> {
    body.block_ops(block)
        .find(|&o| strata_ir::symbols::symbol_name(ctx, body, o) == Some(name))
}

/// Declares the runtime function `llvm.func @name` of type `ty` at the start of `block`
/// (held by `body`), as MLIR's `lookupOrCreateFn` does when the name is not defined yet.
pub(crate) fn declare_at_start(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    ty: Type,
) -> OpId {
    let mut b = OpBuilder::at(ctx, body, InsertionPoint::AtStart(block));
    strata_llvm::FuncOp::build_declaration(&mut b, ctx.unknown_loc(), name, ty).id()
}

/// Removes the discardable attribute `marker` from every op below `root`: the marks a
/// lowering's preparation left on ops the conversion did not lower.
pub(crate) fn clear_marker(ctx: &Context, body: &mut Body, root: OpId, marker: &str) {
    walk_all_mut(body, root, WalkOrder::PreOrder, |b, o| {
        b.remove_discardable_attr(ctx, o, marker);
        WalkResult::Advance
    });
}
