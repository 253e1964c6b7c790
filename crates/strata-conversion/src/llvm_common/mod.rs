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
use strata_ir::ir::{BlockId, Body, Builder, OpId, ValueId};
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
