//! The lowerings of the memref ops that become single llvm memory ops or a loop:
//! `memref.atomic_rmw` (`llvm.atomicrmw`), `memref.generic_atomic_rmw` (a
//! `llvm.cmpxchg` loop), `memref.assume_alignment` (`llvm.intr.assume` with an `align`
//! operand bundle) and `memref.prefetch` (`llvm.intr.prefetch`).

use strata_dialects::memref;
use strata_ir::ir::{InsertionPoint, IrMapping, OpId};
use strata_ir::{Context, Type, TypeData};
use strata_llvm::attrs::{AtomicBinOp, AtomicOrdering, int_attr};
use strata_llvm::{AssumeOp, AtomicCmpXchgOp, AtomicRMWOp, CondBrOp, PrefetchOp};
use strata_pass::conversion::{ConversionPatternRewriter, OpAdaptor};

use super::Env;
use super::patterns::{cst, llvm_load, ranked, strided_element_ptr};
use crate::llvm_common::{MemRefDescriptor, extract_value};

/// `acq_rel` and `monotonic` in `AtomicOrdering`'s numbering.
const ACQ_REL: u64 = 6;
const MONOTONIC: u64 = 2;

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind (MLIR's
/// `matchSimpleAtomicOp`; `mulf` and `muli` have none).
fn bin_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "fadd",
        "addi" => "add",
        "assign" => "xchg",
        "maximumf" => "fmaximum",
        "maxnumf" => "fmax",
        "maxs" => "max",
        "maxu" => "umax",
        "minimumf" => "fminimum",
        "minnumf" => "fmin",
        "mins" => "min",
        "minu" => "umin",
        "ori" => "_or",
        "andi" => "_and",
        "xori" => "_xor",
        _ => return None,
    })
}

/// Whether `ty` has a power-of-two size of at least 8 bits (LLVM's atomic types); the
/// lowerings leave other element types alone rather than build ops that do not verify.
fn atomic_sized(ctx: &Context, ty: Type) -> bool {
    strata_llvm::layout::size_in_bits(ctx, ty).is_some_and(|b| b >= 8 && b.is_power_of_two())
}

pub(super) fn lower_atomic_rmw(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let kind = bin_op(memref::AtomicRMWOp(op).kind_name(ctx, body)?)?;
    let ty = body.value_type(body.operand(op, 1));
    let value_ty = body.value_type(body.operand(op, 0));
    let int_op = !kind.starts_with('f') && kind != "xchg";
    let width_ok = match ctx.type_data(value_ty) {
        TypeData::Integer { width, .. } => !int_op || [8, 16, 32, 64].contains(width),
        _ => !int_op,
    };
    if !width_ok || !atomic_sized(ctx, value_ty) {
        return None;
    }
    memref::strides_and_offset(ctx, ty)?;
    let all = a.operands()?;
    let p = strided_element_ptr(rw, env, loc, ty, all[1], &all[2..], 0)?;
    let case = strata_llvm::attrs::ATOMIC_BIN_OPS
        .iter()
        .position(|k| *k == kind)? as u64;
    let r = AtomicRMWOp::build(
        rw,
        loc,
        p,
        all[0],
        AtomicBinOp::attr(ctx, case),
        AtomicOrdering::attr(ctx, ACQ_REL),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .res(rw.body());
    rw.replace_op(op, &[r]);
    Some(())
}

/// `memref.generic_atomic_rmw`: the current value is loaded, then a loop block runs the
/// region's ops on it and tries a `cmpxchg` of the result until it succeeds. As mlir-opt
/// 22's lowering fails on them, regions with ops of other dialects are left alone; so
/// are float elements (mlir-opt builds a `cmpxchg` of floats, which does not verify).
pub(super) fn lower_generic_atomic_rmw(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.operand(op, 0));
    let (_, element) = ranked(ctx, ty)?;
    let elem = env.tc.convert_type(ctx, element)?;
    if !matches!(ctx.type_data(elem), TypeData::Integer { .. }) || !atomic_sized(ctx, elem) {
        return None;
    }
    memref::strides_and_offset(ctx, ty)?;
    let region = *body.regions(op).first()?;
    let &entry = body.blocks(region).first()?;
    let current_arg = *body.block_args(entry).first()?;
    let inner: Vec<OpId> = body.block_ops(entry).collect();
    let (&yield_op, nested) = inner.split_last()?;
    if nested
        .iter()
        .any(|&o| !ctx.op_name_str(body.op(o).name).starts_with("llvm."))
    {
        return None;
    }
    let yielded = body.operand(yield_op, 0);
    let next = body.next_op(op)?;
    let current = body.op_block(op)?;
    let all = a.operands()?;
    // init block (the current one) | loop block (from the op) | end block (after it).
    let loop_block = rw.split_block(current, Some(op));
    let loop_arg = rw.add_block_args(loop_block, &[elem], loc)[0];
    let end_block = rw.split_block(loop_block, Some(next));
    rw.set_insertion_point(InsertionPoint::AtEnd(current));
    let p = strided_element_ptr(rw, env, loc, ty, all[0], &all[1..], 0)?;
    let init = llvm_load(rw, loc, elem, p, 0, false);
    strata_llvm::BrOp::build(rw, loc, &[init], None, loop_block);
    rw.set_insertion_point(InsertionPoint::Before(op));
    let mut mapping = IrMapping::new();
    mapping.map_value(current_arg, loop_arg);
    for &o in nested {
        rw.clone_op(o, &mut mapping);
    }
    let new = mapping.lookup_value(yielded).unwrap_or(yielded);
    let pair = AtomicCmpXchgOp::build(
        rw,
        loc,
        p,
        loop_arg,
        new,
        AtomicOrdering::attr(ctx, ACQ_REL),
        AtomicOrdering::attr(ctx, MONOTONIC),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .res(rw.body());
    let loaded = extract_value(rw, loc, pair, &[0]);
    let ok = extract_value(rw, loc, pair, &[1]);
    CondBrOp::build(
        rw,
        loc,
        ok,
        &[],
        &[loaded],
        None,
        None,
        end_block,
        loop_block,
    );
    rw.replace_op(op, &[loaded]);
    Some(())
}

/// `memref.assume_alignment`: `llvm.intr.assume true ["align"(ptr, alignment)]` on the
/// buffer pointer; the result is the operand's descriptor.
pub(super) fn lower_assume_alignment(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.operand(op, 0));
    let (_, element) = ranked(ctx, ty)?;
    let (_, offset) = memref::strides_and_offset(ctx, ty)?;
    let alignment = memref::AssumeAlignmentOp(op)
        .alignment(ctx, body)
        .and_then(|x| strata_llvm::attrs::int_value(ctx, x, 32))?;
    let elem = env.tc.convert_type(ctx, element)?;
    let desc = a.get(0)?;
    let ptr = MemRefDescriptor::new(desc).buffer_ptr(rw, loc, elem, offset);
    let i1 = ctx.builtin_types().i1;
    let t = strata_llvm::ConstantOp::build(rw, loc, i1, int_attr(ctx, 1, 1)).res(rw.body());
    let al = cst(rw, env, loc, alignment as i64);
    let sizes = strata_ods::i32_array_attr(ctx, &[2]);
    let tags = ctx.array_attr(&[ctx.string_attr(b"align")]);
    AssumeOp::build(rw, loc, t, &[ptr, al], sizes, Some(tags));
    rw.replace_op(op, &[desc]);
    Some(())
}

/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
pub(super) fn lower_prefetch(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.operand(op, 0));
    let pf = memref::PrefetchOp(op);
    let flag = |x: Option<strata_ir::Attribute>| {
        x.and_then(|x| strata_llvm::attrs::int_value(ctx, x, 1))
            .unwrap_or(0)
    };
    let write = flag(pf.is_write(ctx, body));
    let data = flag(pf.is_data_cache(ctx, body));
    let hint = pf
        .locality_hint(ctx, body)
        .and_then(|x| strata_llvm::attrs::int_value(ctx, x, 32))?;
    let all = a.operands()?;
    let p = strided_element_ptr(rw, env, loc, ty, all[0], &all[1..], 0)?;
    PrefetchOp::build(
        rw,
        loc,
        p,
        int_attr(ctx, 32, write),
        int_attr(ctx, 32, hint),
        int_attr(ctx, 32, data),
    );
    rw.erase_op(op);
    Some(())
}

/// `memref.distinct_objects`: the operands themselves, with an `llvm.intr.assume true
/// ["separate_storage"(p, q)]` for every pair of their buffer pointers (none for a single
/// operand).
pub(super) fn lower_distinct_objects(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let descs = a.operands()?;
    if descs.len() != types.len() {
        return None;
    }
    if descs.len() <= 1 {
        rw.replace_op(op, &descs);
        return Some(());
    }
    let mut ptrs = Vec::with_capacity(descs.len());
    for (&desc, &ty) in descs.iter().zip(&types) {
        let (_, element) = ranked(ctx, ty)?;
        let (_, offset) = memref::strides_and_offset(ctx, ty)?;
        let elem = env.tc.convert_type(ctx, element)?;
        ptrs.push(MemRefDescriptor::new(desc).buffer_ptr(rw, loc, elem, offset));
    }
    let i1 = ctx.builtin_types().i1;
    let t = strata_llvm::ConstantOp::build(rw, loc, i1, int_attr(ctx, 1, 1)).res(rw.body());
    let sizes = strata_ods::i32_array_attr(ctx, &[2]);
    let tags = ctx.array_attr(&[ctx.string_attr(b"separate_storage")]);
    for i in 0..ptrs.len() - 1 {
        for j in i + 1..ptrs.len() {
            AssumeOp::build(rw, loc, t, &[ptrs[i], ptrs[j]], sizes, Some(tags));
        }
    }
    rw.replace_op(op, &descs);
    Some(())
}
