//! The `memref.reinterpret_cast` and `memref.reshape` lowerings of
//! `finalize-memref-to-llvm`: descriptors built over the source's pointers (read from a
//! ranked descriptor, or through an unranked one's pointer to its ranked descriptor).

use strata_dialects::memref;
use strata_ir::TypeData;
use strata_ir::ir::{OpId, ValueId};
use strata_ir::types::DYNAMIC;
use strata_llvm::GepArg;
use strata_pass::conversion::{ConversionPatternRewriter, OpAdaptor};

use super::Env;
use super::patterns::{INBOUNDS_NUW, cst, elem_ptr_type, gep, index_ty, llvm_load, mul, ranked};
use crate::llvm_common::{MemRefDescriptor, extract_value};

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
/// row-major strides. The unranked-result form is not lowered yet.
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
    ranked(ctx, src_t)?;
    let (shape_shape, shape_elem) = ranked(ctx, shape_t)?;
    if shape_shape.contains(&DYNAMIC) {
        return None;
    }
    let (shape, _) = ranked(ctx, dst_t)?;
    let (strides, offset) = memref::strides_and_offset(ctx, dst_t)?;
    if offset == DYNAMIC {
        return None;
    }
    let target = env.tc.convert_type(ctx, dst_t)?;
    let shape_elem_llvm = env.tc.convert_type(ctx, shape_elem)?;
    let it = index_ty(ctx, env);
    let (src, shape_desc) = (
        MemRefDescriptor::new(a.get(0)?),
        MemRefDescriptor::new(a.get(1)?),
    );
    let mut d = MemRefDescriptor::poison(rw, loc, target);
    let allocated = src.allocated_ptr(rw, loc);
    let aligned = src.aligned_ptr(rw, loc);
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
            let as_index = crate::llvm_common::unrealized_cast(ctx, rw, loc, &[v], shape_elem);
            if shape_elem == ctx.index_type() {
                crate::llvm_common::unrealized_cast(ctx, rw, loc, &[as_index], it)
            } else {
                return None;
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
