//! `llvm.byval` arguments of an inlined `llvm.func` (MLIR's
//! `LLVMInlinerInterface::handleArgument`): the callee owns a copy of the pointee, so the
//! caller gets a new `llvm.alloca` of the byval type at the start of the entry block of
//! the pointer's region (aligned to the requested `llvm.align` and the type's preferred
//! alignment) and an `llvm.intr.memcpy` of the type's size before the call; the inlined
//! code uses the copy. A callee that does not write memory through its arguments
//! (`memory_effects` with `argMem` `none` or `read`) reads the original instead, unless
//! it asks for an alignment the pointer does not have and that cannot be raised (only an
//! `llvm.alloca`'s can).
//!
//! Sizes and alignments are those of MLIR's default data layout (no DLTI specification):
//! integers of 64 bits or more have ABI alignment 4 and preferred alignment their size
//! rounded to a power of two, structs are laid out with their elements' ABI alignments
//! and prefer their ABI alignment.

use strata_ir::Context;
use strata_ir::attributes::{AttrData, Attribute};
use strata_ir::ir::{Body, InsertionPoint, OpBuilder, OpId, ValueDef, ValueId};
use strata_ir::registry::InlinedCallee;
use strata_ir::{Location, Signedness, Type, TypeData};

use crate::ops::{AllocaOp, ConstantOp, MemcpyOp};
use crate::types::{LlvmType, llvm_type};

/// Size in bytes, ABI alignment and preferred alignment of `ty` in MLIR's default data
/// layout; `None` for types it has no answer for here.
fn layout(ctx: &Context, ty: Type) -> Option<(u64, u64, u64)> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => {
            let size = u64::from(width.div_ceil(8));
            let pref = size.next_power_of_two();
            let abi = if *width < 64 { pref } else { 4 };
            return Some((size, abi, pref));
        }
        TypeData::Float(k) => {
            let size = u64::from(k.bit_width().div_ceil(8));
            let a = size.next_power_of_two();
            return Some((size, a, a));
        }
        TypeData::Index => return Some((8, 8, 8)),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } if !scalable.contains(&true) => {
            let bits = match ctx.type_data(*element) {
                TypeData::Integer { width, .. } => u64::from(*width),
                TypeData::Float(k) => u64::from(k.bit_width()),
                _ => return None,
            };
            let n: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
            let size = (n * bits).next_power_of_two().div_ceil(8);
            let a = size.next_power_of_two();
            return Some((size, a, a));
        }
        _ => {}
    }
    match &*llvm_type(ctx, ty)? {
        LlvmType::Ptr { .. } => Some((8, 8, 8)),
        LlvmType::Array { element, len } => {
            let (size, abi, pref) = layout(ctx, *element)?;
            Some((size.next_multiple_of(abi) * len, abi, pref))
        }
        LlvmType::Struct {
            body: Some(elements),
            packed,
            ..
        } => {
            // Without a layout entry for structs, their preferred alignment is their ABI
            // alignment: the largest of their elements' ABI alignments (1 when packed).
            let mut size = 0u64;
            let mut abi = 1u64;
            for &e in elements {
                let (s, a, _) = layout(ctx, e)?;
                let a = if *packed { 1 } else { a };
                size = size.next_multiple_of(a) + s;
                abi = abi.max(a);
            }
            Some((size.next_multiple_of(abi), abi, abi))
        }
        _ => None,
    }
}

/// The entries of the callee's `arg_attrs` dictionary for argument `index`.
fn arg_dict(ctx: &Context, callee: &InlinedCallee, index: usize) -> Option<Attribute> {
    let AttrData::Array(dicts) = ctx.attr_data(callee.attr(ctx, "arg_attrs")?) else {
        return None;
    };
    dicts.get(index).copied()
}

fn dict_entry(ctx: &Context, dict: Attribute, name: &str) -> Option<Attribute> {
    if !matches!(ctx.attr_data(dict), AttrData::Dictionary(_)) {
        return None;
    }
    ctx.dictionary_entries(dict)
        .iter()
        .find(|e| ctx.ident_str(e.name) == name)
        .map(|e| e.value)
}

/// Whether the callee's `memory_effects` say it does not write through its arguments.
fn reads_arguments_only(ctx: &Context, callee: &InlinedCallee) -> bool {
    let Some(attr) = callee.attr(ctx, "memory_effects") else {
        return false;
    };
    matches!(
        crate::attrs::memory_effect(ctx, attr, "argMem"),
        Some("none" | "read")
    )
}

/// The alignment the pointer `value` is known to have (an `llvm.alloca`'s), raised to
/// `requested` when it is an `llvm.alloca` with less (MLIR's `tryToEnforceAlignment`).
fn enforce_alignment(ctx: &Context, body: &mut Body, value: ValueId, requested: u64) -> u64 {
    let ValueDef::Result { op, .. } = body.value(value).def else {
        return 1;
    };
    let Some(alloca) = AllocaOp::cast(ctx, body, op) else {
        return 1;
    };
    let current = alloca
        .alignment(ctx, body)
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => Some(value.low_u64()),
            _ => None,
        })
        .unwrap_or(1);
    if current >= requested {
        return current;
    }
    let attr = ctx.integer_attr(
        ctx.integer_type(64, Signedness::Signless),
        strata_ir::apint::ApInt::from_u64(64, requested),
    );
    set_alignment(ctx, body, op, attr);
    requested
}

/// Sets the `alignment` property of the alloca `op`.
fn set_alignment(ctx: &Context, body: &mut Body, op: OpId, attr: Attribute) {
    let name = ctx.ident("alignment");
    let Some(props) = body.op(op).properties else {
        return;
    };
    let mut entries: Vec<_> = ctx.dictionary_entries(props).to_vec();
    match entries.iter_mut().find(|e| e.name == name) {
        Some(e) => e.value = attr,
        None => entries.push(strata_ir::attributes::NamedAttribute { name, value: attr }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).properties = Some(dict);
}

/// An `llvm.mlir.constant(v : i64) : i64`.
fn i64_constant(b: &mut OpBuilder<'_, '_>, loc: Location, v: u64) -> ValueId {
    let ctx = b.ctx();
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let attr = ctx.integer_attr(i64t, strata_ir::apint::ApInt::from_u64(64, v));
    let c = ConstantOp::build(b, loc, i64t, attr);
    b.body().result(c.0, 0)
}

/// The inliner hook: the value the inlined callee's argument `index` stands for.
pub(crate) fn handle_argument(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    callee: &InlinedCallee,
    index: usize,
    value: ValueId,
) -> ValueId {
    let Some(dict) = arg_dict(ctx, callee, index) else {
        return value;
    };
    let Some(elem) = dict_entry(ctx, dict, "llvm.byval").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }) else {
        if dict_entry(ctx, dict, "llvm.noalias").is_some() {
            return crate::inliner_alias::mark_noalias(ctx, body, call, value);
        }
        return value;
    };
    let requested = dict_entry(ctx, dict, "llvm.align")
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => Some(value.low_u64()),
            _ => None,
        })
        .unwrap_or(1);
    if reads_arguments_only(ctx, callee)
        && (requested <= 1 || enforce_alignment(ctx, body, value, requested) >= requested)
    {
        return value;
    }
    let Some((size, _, preferred)) = layout(ctx, elem) else {
        return value;
    };
    let align = requested.max(preferred);
    // The entry block of the region the pointer is defined in.
    let block = match body.value(value).def {
        ValueDef::Result { op, .. } => body.op_block(op),
        ValueDef::BlockArg { block, .. } => Some(block),
        _ => None,
    };
    let Some(entry) = block
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.blocks(r).first().copied())
    else {
        return value;
    };
    let loc = callee.loc;
    let ptr_ty = body.value_type(value);
    let mut b = OpBuilder::new(ctx, body);
    match b.body().block_ops(entry).next() {
        Some(first) => b.set_insertion_point(InsertionPoint::Before(first)),
        None => b.set_insertion_point(InsertionPoint::AtEnd(entry)),
    }
    let one = i64_constant(&mut b, loc, 1);
    let align_attr = ctx.integer_attr(
        ctx.integer_type(64, Signedness::Signless),
        strata_ir::apint::ApInt::from_u64(64, align),
    );
    let copy = AllocaOp::build(
        &mut b,
        loc,
        ptr_ty,
        one,
        Some(align_attr),
        ctx.type_attr(elem),
        None,
    )
    .res(b.body());
    b.set_insertion_point(InsertionPoint::Before(call));
    let len = i64_constant(&mut b, loc, size);
    let not_volatile = ctx.integer_attr(
        ctx.builtin_types().i1,
        strata_ir::apint::ApInt::from_i64(1, 0),
    );
    MemcpyOp::build(
        &mut b,
        loc,
        copy,
        value,
        len,
        not_volatile,
        None,
        None,
        None,
        None,
    );
    copy
}
