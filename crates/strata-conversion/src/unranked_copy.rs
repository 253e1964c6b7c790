//! Unranked memref descriptors crossing a function boundary (MLIR's
//! `copyUnrankedDescriptors` of the LLVM conversion patterns): an unranked descriptor
//! points to a ranked descriptor that may live in the returning function's stack frame,
//! so `func.return` copies the ranked descriptor into a `malloc`ed buffer and `func.call`
//! copies the returned one into an `alloca` of the caller and frees the heap copy. Each
//! copy gets a new unranked descriptor; the size copied is `2 * sizeof(ptr) + (1 + 2 *
//! rank) * sizeof(index)`, the densely packed ranked descriptor.

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Location, Type, TypeData};
use strata_llvm::types as lt;
use strata_llvm::{AddOp, AllocaOp, CallOp, MemcpyOp, MulOp};
use strata_pass::conversion::ConversionPatternRewriter;

use strata_dialects::func;

use crate::llvm_common::{
    LlvmTypeConverter, UnrankedMemRefDescriptor, index_constant, insert_value, poison,
};

/// Whether `ty` is an unranked memref.
pub(crate) fn is_unranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::UnrankedMemRef { .. })
}

/// Replaces each value of `values` whose original type (in `types`) is an unranked memref
/// by a descriptor of a copy of its ranked descriptor: on the heap (`malloc`) when
/// `to_heap` (a returned value), else on the stack (`alloca`), freeing the source (a call
/// result).
pub(crate) fn copy_unranked_descriptors(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    tc: &LlvmTypeConverter,
    types: &[Type],
    values: &mut [ValueId],
    to_heap: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let unranked: Vec<usize> = (0..types.len().min(values.len()))
        .filter(|&i| is_unranked(ctx, types[i]))
        .collect();
    if unranked.is_empty() {
        return Some(());
    }
    for &i in &unranked {
        tc.memref_address_space(ctx, types[i])?;
    }
    let index = tc.index_type(ctx);
    let index_bytes = i64::from(tc.options().index_bitwidth.div_ceil(8));
    let ptr = lt::ptr_type(ctx, 0);
    // Each descriptor in turn: its size (with its own constants), the copy, a new
    // descriptor.
    for &i in &unranked {
        let desc = UnrankedMemRefDescriptor(values[i]);
        let one = index_constant(rw, loc, index, 1);
        let two = index_constant(rw, loc, index, 2);
        let index_size = index_constant(rw, loc, index, index_bytes);
        let pointer_size = index_constant(rw, loc, index, 8);
        let pointers = MulOp::build(rw, loc, two, pointer_size, None).res(rw.body());
        let rank = desc.rank(rw, loc);
        let double_rank = MulOp::build(rw, loc, two, rank, None).res(rw.body());
        let fields = AddOp::build(rw, loc, double_rank, one, None).res(rw.body());
        let field_bytes = MulOp::build(rw, loc, fields, index_size, None).res(rw.body());
        let size = AddOp::build(rw, loc, pointers, field_bytes, None).res(rw.body());
        let memory = if to_heap {
            let call = CallOp::build_direct(rw, loc, Some(ptr), "malloc", &[size]);
            rw.body().result(call.0, 0)
        } else {
            let i8_ty = ctx.integer_type(8, strata_ir::Signedness::Signless);
            let elem = ctx.type_attr(i8_ty);
            AllocaOp::build(rw, loc, ptr, size, None, elem, None).res(rw.body())
        };
        let source = desc.memref_desc_ptr(rw, loc);
        let not_volatile = ctx.integer_attr(
            ctx.builtin_types().i1,
            strata_ir::apint::ApInt::from_i64(1, 0),
        );
        MemcpyOp::build(
            rw,
            loc,
            memory,
            source,
            size,
            not_volatile,
            None,
            None,
            None,
            None,
        );
        if !to_heap {
            CallOp::build_direct(rw, loc, None, "free", &[source]);
        }
        let desc_ty = tc.convert_type(ctx, types[i])?;
        let fresh = poison(rw, loc, desc_ty);
        let rank = desc.rank(rw, loc);
        let fresh = insert_value(rw, loc, fresh, rank, &[0]);
        values[i] = insert_value(rw, loc, fresh, memory, &[1]);
    }
    Some(())
}

/// Declares `malloc` and `free` at the start of the module `module` for the unranked
/// descriptor copies of the `func.return`s and calls whose nearest symbol table it is, in the order the conversion
/// needs them (each new one before the others, as MLIR's `lookupOrCreateFn` does); names
/// the module already defines are left alone. Returns the created declarations with the
/// pre-order position (below `module`) of the first op that needed each, and the ones
/// already there with the position of the first op needing them.
pub(crate) fn declare_copy_functions(
    ctx: &Context,
    body: &mut Body,
    module: OpId,
    tc: &LlvmTypeConverter,
) -> Vec<(usize, OpId)> {
    let mut created = Vec::new();
    if tc.options().use_bare_ptr_call_conv {
        return created;
    }
    let mut needed: Vec<(usize, &'static str)> = Vec::new();
    let mut position = 0;
    crate::llvm_common::walk_table(ctx, body, module, |b, o| {
        let name = if func::ReturnOp::isa(ctx, b, o) {
            let unranked = b.operands(o).any(|v| is_unranked(ctx, b.value_type(v)));
            unranked.then_some("malloc")
        } else if func::CallOp::isa(ctx, b, o) || func::CallIndirectOp::isa(ctx, b, o) {
            let unranked = b.results(o).any(|v| is_unranked(ctx, b.value_type(v)));
            unranked.then_some("free")
        } else {
            None
        };
        if let Some(n) = name
            && !needed.iter().any(|&(_, m)| m == n)
        {
            needed.push((position, n));
        }
        position += 1;
    });
    if needed.is_empty() {
        return created;
    }
    let Some((module_body, block, existing)) =
        crate::llvm_common::module_block_symbols(ctx, body, module)
    else {
        return created;
    };
    let index = tc.index_type(ctx);
    let ptr = lt::ptr_type(ctx, 0);
    for (position, name) in needed {
        if existing.iter().any(|e| e == name.as_bytes()) {
            // Needed from here on too (see `to_llvm::HookFn`).
            let d = crate::llvm_common::block_symbol(ctx, module_body, block, name.as_bytes());
            created.extend(d.map(|d| (position, d)));
            continue;
        }
        let ty = if name == "malloc" {
            lt::func_type(ctx, ptr, &[index], false)
        } else {
            lt::func_type(ctx, lt::void_type(ctx), &[ptr], false)
        };
        let Ok(ty) = ty else { continue };
        let decl = crate::llvm_common::declare_at_start(ctx, module_body, block, name, ty);
        created.push((position, decl));
    }
    created
}
