//! The `memref.reinterpret_cast` and `memref.reshape` lowerings of
//! `finalize-memref-to-llvm`: descriptors built over the source's pointers (read from a
//! ranked descriptor, or through an unranked one's pointer to its ranked descriptor).

use strata_dialects::memref;
use strata_ir::TypeData;
use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::types::DYNAMIC;
use strata_llvm::GepArg;
use strata_pass::conversion::{ConversionPatternRewriter, OpAdaptor};

use super::Env;
use super::patterns::{INBOUNDS_NUW, cst, elem_ptr_type, gep, index_ty, llvm_load, mul, ranked};
use crate::llvm_common::{MemRefDescriptor, UnrankedMemRefDescriptor, extract_value, poison};
use strata_llvm::{AddOp, AllocaOp, GEPOp, ICmpOp, MulOp, StoreOp, SubOp};

/// `memref.reinterpret_cast`: a descriptor of the result type over the source's
/// allocated and aligned pointers (for an unranked source, loaded through its pointer to
/// the ranked descriptor), with the given offset, sizes and strides.
pub(super) fn lower_reinterpret_cast(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let src_t = body.value_type(body.operand(op, 0));
    let unranked = matches!(ctx.type_data(src_t), TypeData::UnrankedMemRef { .. });
    if !unranked {
        ranked(ctx, src_t)?;
    }
    let dst_t = body.value_type(body.result(op, 0));
    let (shape, _) = ranked(ctx, dst_t)?;
    let loc = body.op(op).loc;
    let (lists, _) = memref::mixed_offsets_sizes_strides(ctx, body, op)?;
    if lists[0].len() != 1 || lists[1].len() != shape.len() || lists[2].len() != shape.len() {
        return None;
    }
    let target = env.tc.convert_type(ctx, dst_t)?;
    let all = a.operands()?;
    let mut next = 1;
    let mut take = || {
        let v = all.get(next).copied();
        next += 1;
        v
    };
    let n_off = usize::from(lists[0][0] == DYNAMIC);
    let n_sizes = lists[1].iter().filter(|&&s| s == DYNAMIC).count();
    let offs: Vec<ValueId> = (0..n_off).filter_map(|_| take()).collect();
    let dsizes: Vec<ValueId> = (0..n_sizes).filter_map(|_| take()).collect();
    let dstrides: Vec<ValueId> = std::iter::from_fn(&mut take).collect();
    let mut d = MemRefDescriptor::poison(rw, loc, target);
    let (allocated, aligned) = if unranked {
        // The unranked descriptor points to a ranked one starting with both pointers.
        let ptr = elem_ptr_type(ctx, env, src_t)?;
        let desc = extract_value(rw, loc, all[0], &[1]);
        let allocated = llvm_load(rw, loc, ptr, desc, 0, false);
        let desc_ty = rw.body().value_type(desc);
        let second = gep(rw, loc, desc_ty, ptr, desc, GepArg::Const(1), 0);
        (allocated, llvm_load(rw, loc, ptr, second, 0, false))
    } else {
        let s = MemRefDescriptor::new(all[0]);
        (s.allocated_ptr(rw, loc), s.aligned_ptr(rw, loc))
    };
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    match offs.first() {
        Some(&o) => d.set_offset(rw, loc, o),
        None => d.set_constant_offset(rw, loc, lists[0][0]),
    }
    let (mut si, mut ti) = (0, 0);
    for (i, (&size, &stride)) in lists[1].iter().zip(&lists[2]).enumerate() {
        if size == DYNAMIC {
            d.set_size(rw, loc, i, *dsizes.get(si)?);
            si += 1;
        } else {
            d.set_constant_size(rw, loc, i, size);
        }
        if stride == DYNAMIC {
            d.set_stride(rw, loc, i, *dstrides.get(ti)?);
            ti += 1;
        } else {
            d.set_constant_stride(rw, loc, i, stride);
        }
    }
    rw.replace_op(op, &[d.value()]);
    Some(())
}

/// `memref.reshape` with a statically shaped shape operand: a descriptor over the
/// source's pointers with the sizes read from the shape memref (MLIR creates a
/// `memref.load` there and lowers it at once; the same ops are built directly) and
/// row-major strides; with a dynamically shaped shape operand, an unranked result
/// ([`lower_reshape_unranked`]).
pub(super) fn lower_reshape(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let src_t = body.value_type(body.operand(op, 0));
    let shape_t = body.value_type(body.operand(op, 1));
    let dst_t = body.value_type(body.result(op, 0));
    let (shape_shape, shape_elem) = ranked(ctx, shape_t)?;
    if shape_shape.contains(&DYNAMIC) {
        return lower_reshape_unranked(rw, env, op, a);
    }
    let src_unranked = matches!(ctx.type_data(src_t), TypeData::UnrankedMemRef { .. });
    if !src_unranked {
        ranked(ctx, src_t)?;
    }
    let (shape, _) = ranked(ctx, dst_t)?;
    let (strides, offset) = memref::strides_and_offset(ctx, dst_t)?;
    if offset == DYNAMIC {
        return None;
    }
    let target = env.tc.convert_type(ctx, dst_t)?;
    let shape_elem_llvm = env.tc.convert_type(ctx, shape_elem)?;
    let it = index_ty(ctx, env);
    let shape_desc = MemRefDescriptor::new(a.get(1)?);
    let mut d = MemRefDescriptor::poison(rw, loc, target);
    let (allocated, aligned) = if src_unranked {
        // The unranked descriptor points to a ranked one starting with both pointers.
        let ptr = elem_ptr_type(ctx, env, src_t)?;
        let desc = extract_value(rw, loc, a.get(0)?, &[1]);
        let allocated = llvm_load(rw, loc, ptr, desc, 0, false);
        let desc_ty = rw.body().value_type(desc);
        let second = gep(rw, loc, desc_ty, ptr, desc, GepArg::Const(1), 0);
        (allocated, llvm_load(rw, loc, ptr, second, 0, false))
    } else {
        let src = MemRefDescriptor::new(a.get(0)?);
        (src.allocated_ptr(rw, loc), src.aligned_ptr(rw, loc))
    };
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    d.set_constant_offset(rw, loc, offset);
    let mut stride: Option<ValueId> = None;
    for i in (0..shape.len()).rev() {
        if strides[i] != DYNAMIC {
            stride = Some(cst(rw, env, loc, strides[i]));
        } else if stride.is_none() {
            stride = Some(cst(rw, env, loc, 1));
        }
        let size = if shape[i] != DYNAMIC {
            cst(rw, env, loc, shape[i])
        } else {
            // `memref.load %shape[i]`, lowered.
            let idx = cst(rw, env, loc, i as i64);
            let base = shape_desc.aligned_ptr(rw, loc);
            let pt = rw.body().value_type(base);
            let p = gep(
                rw,
                loc,
                pt,
                shape_elem_llvm,
                base,
                GepArg::Value(idx),
                INBOUNDS_NUW,
            );
            let v = llvm_load(rw, loc, shape_elem_llvm, p, 0, false);
            if shape_elem == ctx.index_type() {
                let as_index = crate::llvm_common::unrealized_cast(ctx, rw, loc, &[v], shape_elem);
                crate::llvm_common::unrealized_cast(ctx, rw, loc, &[as_index], it)
            } else {
                // An integer size, cast to the index type as mlir-opt 22 leaves it.
                crate::llvm_common::unrealized_cast(ctx, rw, loc, &[v], it)
            }
        };
        let st = stride?;
        d.set_size(rw, loc, i, size);
        d.set_stride(rw, loc, i, st);
        stride = Some(mul(rw, loc, st, size));
    }
    rw.replace_op(op, &[d.value()]);
    Some(())
}

/// `memref.reshape` to an unranked result (a shape operand of unknown length), as
/// mlir-opt 22 lowers it: the ranked descriptor is allocated on the stack (two pointers,
/// the offset, then rank sizes and rank strides), gets the source's pointers and offset,
/// and a loop from the last dimension down copies the sizes from the shape memref and
/// computes row-major strides; the code after the op moves to the loop's exit block.
fn lower_reshape_unranked(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let src_t = body.value_type(body.operand(op, 0));
    let shape_t = body.value_type(body.operand(op, 1));
    let dst_t = body.value_type(body.result(op, 0));
    if !matches!(ctx.type_data(dst_t), TypeData::UnrankedMemRef { .. }) {
        return None;
    }
    let src_unranked = matches!(ctx.type_data(src_t), TypeData::UnrankedMemRef { .. });
    if !src_unranked {
        ranked(ctx, src_t)?;
    }
    let (_, shape_elem) = ranked(ctx, shape_t)?;
    let shape_elem_llvm = env.tc.convert_type(ctx, shape_elem)?;
    let target = env.tc.convert_type(ctx, dst_t)?;
    let it = index_ty(ctx, env);
    let TypeData::Integer { width, .. } = ctx.type_data(it) else {
        return None;
    };
    let index_bytes = (i64::from(*width) + 7) / 8;
    let elem_ptr = elem_ptr_type(ctx, env, dst_t)?;
    let src_ptr = elem_ptr_type(ctx, env, src_t)?;
    let any_ptr = strata_llvm::types::ptr_type(ctx, 0);
    let current = rw.body().op_block(op)?;
    let region = rw.body().block_region(current)?;
    let next = rw.body().next_op(op);
    let (src, shape_desc) = (a.get(0)?, MemRefDescriptor::new(a.get(1)?));

    let rank = shape_desc.size(rw, loc, 0);
    let mut desc = UnrankedMemRefDescriptor(poison(rw, loc, target));
    desc.set_rank(rw, loc, rank);
    // `UnrankedMemRefDescriptor::computeSize`: two pointers and 1 + 2 * rank indices.
    let one = cst(rw, env, loc, 1);
    let two = cst(rw, env, loc, 2);
    let index_size = cst(rw, env, loc, index_bytes);
    let pointer_size = cst(rw, env, loc, 8);
    let double_pointer = MulOp::build(rw, loc, two, pointer_size, None).res(rw.body());
    let r = desc.rank(rw, loc);
    let double_rank = MulOp::build(rw, loc, two, r, None).res(rw.body());
    let incremented = AddOp::build(rw, loc, double_rank, one, None).res(rw.body());
    let rank_bytes = MulOp::build(rw, loc, incremented, index_size, None).res(rw.body());
    let size = AddOp::build(rw, loc, double_pointer, rank_bytes, None).res(rw.body());
    let i8t = ctx.integer_type(8, strata_ir::Signedness::Signless);
    let i8_attr = ctx.type_attr(i8t);
    let underlying = AllocaOp::build(rw, loc, any_ptr, size, None, i8_attr, None).res(rw.body());
    desc.set_memref_desc_ptr(rw, loc, underlying);

    // The source's pointers and offset.
    let (allocated, aligned, offset) = if src_unranked {
        let p = UnrankedMemRefDescriptor(src).memref_desc_ptr(rw, loc);
        let allocated = llvm_load(rw, loc, src_ptr, p, 0, false);
        let pt = rw.body().value_type(p);
        let q = gep(rw, loc, pt, src_ptr, p, GepArg::Const(1), 0);
        let aligned = llvm_load(rw, loc, src_ptr, q, 0, false);
        let q = gep(rw, loc, pt, src_ptr, p, GepArg::Const(2), 0);
        let offset = llvm_load(rw, loc, it, q, 0, false);
        (allocated, aligned, offset)
    } else {
        let s = MemRefDescriptor::new(src);
        (
            s.allocated_ptr(rw, loc),
            s.aligned_ptr(rw, loc),
            s.offset(rw, loc),
        )
    };
    store(rw, loc, allocated, underlying);
    let p = gep(rw, loc, any_ptr, elem_ptr, underlying, GepArg::Const(1), 0);
    store(rw, loc, aligned, p);
    let p = gep(rw, loc, any_ptr, elem_ptr, underlying, GepArg::Const(2), 0);
    store(rw, loc, offset, p);
    // Bases of the sizes and strides arrays.
    let head = strata_llvm::types::struct_type(ctx, &[elem_ptr, elem_ptr, it, it], false).ok()?;
    let op_sizes = GEPOp::build_mixed(
        rw,
        loc,
        any_ptr,
        head,
        underlying,
        &[GepArg::Const(0), GepArg::Const(3)],
        0,
    );
    let sizes_base = rw.body().result(op_sizes.0, 0);
    let strides_base = gep(rw, loc, any_ptr, it, sizes_base, GepArg::Value(rank), 0);
    let shape_ptr = shape_desc.aligned_ptr(rw, loc);
    let one = cst(rw, env, loc, 1);
    let last = SubOp::build(rw, loc, rank, one, None).res(rw.body());

    // init | cond(i, stride) | body | remainder (the ops after the reshape).
    let cond = rw.create_block(region, &[(it, loc), (it, loc)]);
    if let Some(next) = next {
        let rest = rw.split_block(current, Some(next));
        if !rw.inline_block_before(rest, cond, None, &[]) {
            return None;
        }
    }
    rw.set_insertion_point(InsertionPoint::AtEnd(current));
    strata_llvm::BrOp::build(rw, loc, &[last, one], None, cond);
    let (i, stride) = {
        let args = rw.body().block_args(cond);
        (args[0], args[1])
    };
    let first = rw.body().block_ops(cond).next();
    rw.set_insertion_point(match first {
        Some(f) => InsertionPoint::Before(f),
        None => InsertionPoint::AtEnd(cond),
    });
    let zero = cst(rw, env, loc, 0);
    let sge = strata_llvm::attrs::ICmpPredicate::attr(ctx, 5);
    let cmp = ICmpOp::build(rw, loc, i, zero, sge);
    let pred = cmp.res(rw.body());
    let after_pred = rw.body().next_op(cmp.0);
    let body_block = rw.split_block(cond, after_pred);
    let first = rw.body().block_ops(body_block).next();
    rw.set_insertion_point(match first {
        Some(f) => InsertionPoint::Before(f),
        None => InsertionPoint::AtEnd(body_block),
    });
    let p = gep(
        rw,
        loc,
        any_ptr,
        shape_elem_llvm,
        shape_ptr,
        GepArg::Value(i),
        0,
    );
    let size = llvm_load(rw, loc, it, p, 0, false);
    let p = gep(rw, loc, any_ptr, it, sizes_base, GepArg::Value(i), 0);
    store(rw, loc, size, p);
    let p = gep(rw, loc, any_ptr, it, strides_base, GepArg::Value(i), 0);
    store(rw, loc, stride, p);
    let next_stride = MulOp::build(rw, loc, stride, size, None).res(rw.body());
    let dec = SubOp::build(rw, loc, i, one, None).res(rw.body());
    let br = strata_llvm::BrOp::build(rw, loc, &[dec, next_stride], None, cond);
    let after_br = rw.body().next_op(br.0);
    let remainder = rw.split_block(body_block, after_br);
    rw.set_insertion_point(InsertionPoint::AtEnd(cond));
    strata_llvm::CondBrOp::build(rw, loc, pred, &[], &[], None, None, body_block, remainder);
    rw.set_insertion_point(InsertionPoint::Before(op));
    rw.replace_op(op, &[desc.value()]);
    Some(())
}

/// `llvm.store %value, %addr`.
fn store(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: strata_ir::Location,
    value: ValueId,
    addr: ValueId,
) {
    StoreOp::build(
        rw, loc, value, addr, None, None, None, None, None, None, None, None, None, None,
    );
}
