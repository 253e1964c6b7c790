//! The lowerings of `finalize-memref-to-llvm`, one function per memref op, building
//! llvm ops in mlir-opt 22's order over the converted operands.

use std::sync::Arc;

use strata_dialects::memref;
use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::matchers::constant_i64;
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, Location, Type, TypeData};
use strata_llvm::types as lt;
use strata_llvm::{
    AddOp, AddrSpaceCastOp, AllocaOp, CallOp, GEPOp, GepArg, IntToPtrOp, LoadOp, MemcpyOp, MulOp,
    PtrToIntOp, StackRestoreOp, StackSaveOp, StoreOp, SubOp, URemOp, ZeroOp,
};
use strata_pass::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor, TypeConverter,
};

use super::{Env, convertible_identity};
use crate::llvm_common::{MemRefDescriptor, extract_value, index_constant, insert_value, poison};

/// `GEPNoWrapFlags::inbounds | nuw` (inbounds = 3, nuw = 4; load and store addresses).
pub(super) const INBOUNDS_NUW: u32 = 3 | 4;

/// The rewrite of a [`MemRefPattern`].
type LowerFn = fn(&mut ConversionPatternRewriter<'_>, &Env, OpId, &OpAdaptor) -> Option<()>;

/// A memref lowering with the shared type converter.
struct MemRefPattern {
    root: &'static str,
    env: Arc<Env>,
    converter: Arc<TypeConverter>,
    lower: LowerFn,
}

impl ConversionPattern for MemRefPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        self.root
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        rewriter.set_insertion_point(InsertionPoint::Before(op));
        (self.lower)(rewriter, &self.env, op, adaptor).is_some()
    }
}

/// Adds the lowerings to `set` (MLIR's `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_patterns(set: &mut ConversionPatternSet, env: &Arc<Env>) {
    let list: [(&'static str, LowerFn); 24] = [
        (memref::ReshapeOp::NAME, super::reshape::lower_reshape),
        (memref::AllocaScopeOp::NAME, lower_alloca_scope),
        (memref::GetGlobalOp::NAME, lower_get_global),
        (memref::AllocaOp::NAME, lower_alloca),
        (
            memref::ExtractAlignedPointerAsIndexOp::NAME,
            lower_aligned_pointer,
        ),
        (memref::DimOp::NAME, lower_dim),
        (memref::ExtractStridedMetadataOp::NAME, lower_metadata),
        (memref::LoadOp::NAME, lower_load),
        (memref::CastOp::NAME, lower_cast),
        (memref::MemorySpaceCastOp::NAME, lower_memory_space_cast),
        (
            memref::ReinterpretCastOp::NAME,
            super::reshape::lower_reinterpret_cast,
        ),
        (memref::RankOp::NAME, lower_rank),
        (memref::StoreOp::NAME, lower_store),
        (memref::TransposeOp::NAME, lower_transpose),
        (memref::CopyOp::NAME, lower_copy),
        (memref::AllocOp::NAME, lower_alloc),
        (memref::DeallocOp::NAME, lower_dealloc),
        (memref::ViewOp::NAME, lower_view),
        (memref::GlobalOp::NAME, lower_global),
        (
            memref::AssumeAlignmentOp::NAME,
            super::atomic::lower_assume_alignment,
        ),
        (
            memref::DistinctObjectsOp::NAME,
            super::atomic::lower_distinct_objects,
        ),
        (memref::AtomicRMWOp::NAME, super::atomic::lower_atomic_rmw),
        (
            memref::GenericAtomicRMWOp::NAME,
            super::atomic::lower_generic_atomic_rmw,
        ),
        (memref::PrefetchOp::NAME, super::atomic::lower_prefetch),
    ];
    for (root, lower) in list {
        set.add(MemRefPattern {
            root,
            env: env.clone(),
            converter: env.tc.type_converter().clone(),
            lower,
        });
    }
}

// ---- helpers ----

/// The parts of a ranked memref type: shape, element type, memory space attribute.
pub(super) fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, element, .. } => Some((shape.to_vec(), *element)),
        _ => None,
    }
}

/// The converted index type.
pub(super) fn index_ty(ctx: &Context, env: &Env) -> Type {
    env.tc.index_type(ctx)
}

/// `llvm.mlir.constant(v : index) : iN`.
pub(super) fn cst(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    loc: Location,
    v: i64,
) -> ValueId {
    let ty = index_ty(rw.ctx(), env);
    index_constant(rw, loc, ty, v)
}

/// The pointer type of a memref's address space.
pub(super) fn elem_ptr_type(ctx: &Context, env: &Env, t: Type) -> Option<Type> {
    Some(lt::ptr_type(ctx, env.tc.memref_address_space(ctx, t)?))
}

pub(super) fn mul(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    MulOp::build(rw, loc, a, b, None).res(rw.body())
}

fn mul_flags(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
    flags: u32,
) -> ValueId {
    let f = overflow_attr(rw.ctx(), flags);
    MulOp::build(rw, loc, a, b, f).res(rw.body())
}

fn add_flags(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
    flags: u32,
) -> ValueId {
    let f = overflow_attr(rw.ctx(), flags);
    AddOp::build(rw, loc, a, b, f).res(rw.body())
}

/// The `overflowFlags` attribute for `flags` (nsw = 1, nuw = 2), `None` for none.
fn overflow_attr(ctx: &Context, flags: u32) -> Option<strata_ir::Attribute> {
    (flags != 0).then(|| strata_llvm::attrs::int_attr(ctx, 32, u64::from(flags)))
}

/// A GEP of one dynamic index.
pub(super) fn gep(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ptr_ty: Type,
    elem: Type,
    base: ValueId,
    index: GepArg,
    flags: u32,
) -> ValueId {
    let op = GEPOp::build_mixed(rw, loc, ptr_ty, elem, base, &[index], flags);
    rw.body().result(op.0, 0)
}

/// MLIR's `getSizeInBytes`: `ptrtoint (getelementptr null[1] : ty)`.
fn size_in_bytes(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    loc: Location,
    ty: Type,
) -> Option<ValueId> {
    let ctx = rw.ctx();
    let llvm_ty = env.tc.convert_type(ctx, ty)?;
    let ptr = lt::ptr_type(ctx, 0);
    let null = ZeroOp::build(rw, loc, ptr).res(rw.body());
    let g = gep(rw, loc, ptr, llvm_ty, null, GepArg::Const(1), 0);
    let it = index_ty(ctx, env);
    Some(PtrToIntOp::build(rw, loc, it, g).res(rw.body()))
}

/// MLIR's `getMemRefDescriptorSizes`: the sizes, the strides and the buffer size (in
/// bytes, or as an element count).
fn descriptor_sizes(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    loc: Location,
    shape: &[i64],
    element: Type,
    dynamic: &[ValueId],
    in_bytes: bool,
) -> Option<(Vec<ValueId>, Vec<ValueId>, ValueId)> {
    let ctx = rw.ctx();
    let mut dy = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in shape {
        sizes.push(if s == DYNAMIC {
            *dy.next()?
        } else {
            cst(rw, env, loc, s)
        });
    }
    let mut stride = 1i64;
    let mut running = cst(rw, env, loc, 1);
    let mut strides = vec![running; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.wrapping_mul(shape[i]);
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            mul(rw, loc, running, sizes[i])
        } else {
            cst(rw, env, loc, stride)
        };
    }
    let size = if in_bytes {
        let elem = env.tc.convert_type(ctx, element)?;
        let ptr = lt::ptr_type(ctx, 0);
        let null = ZeroOp::build(rw, loc, ptr).res(rw.body());
        let g = gep(rw, loc, ptr, elem, null, GepArg::Value(running), 0);
        let it = index_ty(ctx, env);
        PtrToIntOp::build(rw, loc, it, g).res(rw.body())
    } else {
        running
    };
    Some((sizes, strides, size))
}

/// MLIR's `createMemRefDescriptor`.
#[allow(clippy::too_many_arguments)]
fn create_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    loc: Location,
    ty: Type,
    allocated: ValueId,
    aligned: ValueId,
    sizes: &[ValueId],
    strides: &[ValueId],
) -> Option<ValueId> {
    let st = env.tc.convert_type(rw.ctx(), ty)?;
    let mut d = MemRefDescriptor::poison(rw, loc, st);
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = cst(rw, env, loc, 0);
    d.set_offset(rw, loc, zero);
    for (i, &s) in sizes.iter().enumerate() {
        d.set_size(rw, loc, i, s);
    }
    for (i, &s) in strides.iter().enumerate() {
        d.set_stride(rw, loc, i, s);
    }
    Some(d.value())
}

/// MLIR's `LLVM::getStridedElementPtr`.
pub(super) fn strided_element_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    loc: Location,
    ty: Type,
    desc: ValueId,
    indices: &[ValueId],
    flags: u32,
) -> Option<ValueId> {
    let ctx = rw.ctx();
    let (strides, offset) = memref::strides_and_offset(ctx, ty)?;
    let (_, element) = ranked(ctx, ty)?;
    let d = MemRefDescriptor::new(desc);
    let base = d.aligned_ptr(rw, loc);
    let mut ovf = 0;
    if flags & 3 != 0 {
        ovf |= 1;
    }
    if flags & 4 != 0 {
        ovf |= 2;
    }
    let elem = env.tc.convert_type(ctx, element)?;
    let pt = rw.body().value_type(base);
    let mut base = base;
    if offset != 0 {
        let off = if offset == DYNAMIC {
            d.offset(rw, loc)
        } else {
            cst(rw, env, loc, offset)
        };
        base = gep(rw, loc, pt, elem, base, GepArg::Value(off), 0);
    }
    let mut index = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut inc = idx;
        if strides.get(i).copied()? != 1 {
            let s = if strides[i] == DYNAMIC {
                d.stride(rw, loc, i)
            } else {
                cst(rw, env, loc, strides[i])
            };
            inc = mul_flags(rw, loc, inc, s, ovf);
        }
        index = Some(match index {
            Some(x) => add_flags(rw, loc, x, inc, ovf),
            None => inc,
        });
    }
    let Some(index) = index else {
        return Some(base);
    };
    Some(gep(rw, loc, pt, elem, base, GepArg::Value(index), flags))
}

/// MLIR's `createAligned`: `bumped - bumped % alignment` with `bumped = input +
/// alignment - 1`.
fn create_aligned(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    input: ValueId,
    alignment: ValueId,
) -> ValueId {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(alignment);
    let one = index_constant(rw, loc, ty, 1);
    let _ = ctx;
    let bump = SubOp::build(rw, loc, alignment, one, None).res(rw.body());
    let bumped = AddOp::build(rw, loc, input, bump, None).res(rw.body());
    let m = URemOp::build(rw, loc, bumped, alignment).res(rw.body());
    SubOp::build(rw, loc, bumped, m, None).res(rw.body())
}

/// The value of an `alignment` attribute of `op`.
fn alignment_of(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<i64> {
    let ctx = rw.ctx();
    match ctx.attr_data(op_attr(ctx, rw.body(), op, "alignment")?) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// The size in bytes of a type under the default data layout (scalars and vectors).
fn type_size(ctx: &Context, t: Type) -> Option<u64> {
    let bits = |t: Type| -> Option<u64> {
        match ctx.type_data(t) {
            TypeData::Integer { width, .. } => Some(u64::from(*width)),
            TypeData::Index => Some(64),
            TypeData::Float(k) => Some(u64::from(k.bit_width())),
            _ => None,
        }
    };
    match ctx.type_data(t) {
        TypeData::Vector { shape, element, .. } => {
            let last = *shape.last()? as u64;
            let n: u64 = shape.iter().map(|&s| s as u64).product();
            let inner = (last * bits(*element)?).next_power_of_two();
            Some((n / last.max(1)) * inner / 8)
        }
        _ => bits(t).map(|b| b.div_ceil(8).next_power_of_two().max(1)),
    }
}

/// Whether `t` is a signless integer, index or float type.
fn is_scalar(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => *signedness == strata_ir::Signedness::Signless,
        TypeData::Index => true,
        TypeData::Float(_) => true,
        _ => false,
    }
}

/// `llvm.load` of `ty` from `addr` (alignment 0 and no nontemporal hint give no attribute).
pub(super) fn llvm_load(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    addr: ValueId,
    alignment: i64,
    nontemporal: bool,
) -> ValueId {
    let ctx = rw.ctx();
    let (al, nt) = load_store_attrs(ctx, alignment, nontemporal);
    LoadOp::build(
        rw, loc, ty, addr, al, None, nt, None, None, None, None, None, None, None, None,
    )
    .res(rw.body())
}

/// `llvm.store` of `value` to `addr`.
fn llvm_store(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    value: ValueId,
    addr: ValueId,
    alignment: i64,
    nontemporal: bool,
) {
    let ctx = rw.ctx();
    let (al, nt) = load_store_attrs(ctx, alignment, nontemporal);
    StoreOp::build(
        rw, loc, value, addr, al, None, nt, None, None, None, None, None, None, None,
    );
}

/// The `alignment` and `nontemporal` attributes of a load or store.
fn load_store_attrs(
    ctx: &Context,
    alignment: i64,
    nontemporal: bool,
) -> (Option<strata_ir::Attribute>, Option<strata_ir::Attribute>) {
    let i64t = ctx.integer_type(64, strata_ir::Signedness::Signless);
    (
        (alignment != 0)
            .then(|| ctx.integer_attr(i64t, strata_ir::apint::ApInt::from_i64(64, alignment))),
        nontemporal.then(|| ctx.unit_attr()),
    )
}

// ---- allocation ----

fn lower_alloc(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    if !convertible_identity(ctx, env, ty) {
        return None;
    }
    let loc = body.op(op).loc;
    let (shape, element) = ranked(ctx, ty)?;
    let dynamic = a.operands()?;
    let (sizes, strides, mut size) =
        descriptor_sizes(rw, env, loc, &shape, element, &dynamic, true)?;
    let ptr_ty = elem_ptr_type(ctx, env, ty)?;
    let it = index_ty(ctx, env);
    let (allocated, aligned) = if env.options.use_aligned_alloc {
        let align = match alignment_of(rw, op) {
            Some(a) => a,
            None => (type_size(ctx, element)?.next_power_of_two() as i64).max(16),
        };
        let align_v = cst(rw, env, loc, align);
        let mut divisor = type_size(ctx, element)? as i64;
        for &s in &shape {
            if s != DYNAMIC {
                divisor = divisor.wrapping_mul(s);
            }
        }
        if align == 0 || divisor % align != 0 {
            size = create_aligned(rw, loc, size, align_v);
        }
        let call = CallOp::build_direct(
            rw,
            loc,
            Some(lt::ptr_type(ctx, 0)),
            env.alloc_fn(),
            &[align_v, size],
        );
        let p = cast_alloc_result(rw, loc, rw.body().result(call.0, 0), ptr_ty);
        (p, p)
    } else {
        let alignment = match alignment_of(rw, op) {
            Some(v) => Some(cst(rw, env, loc, v)),
            None if !is_scalar(ctx, element) => Some(size_in_bytes(rw, env, loc, element)?),
            None => None,
        };
        if let Some(al) = alignment {
            size = AddOp::build(rw, loc, size, al, None).res(rw.body());
        }
        let call =
            CallOp::build_direct(rw, loc, Some(lt::ptr_type(ctx, 0)), env.alloc_fn(), &[size]);
        let allocated = cast_alloc_result(rw, loc, rw.body().result(call.0, 0), ptr_ty);
        let aligned = match alignment {
            Some(al) => {
                let int = PtrToIntOp::build(rw, loc, it, allocated).res(rw.body());
                let an = create_aligned(rw, loc, int, al);
                IntToPtrOp::build(rw, loc, ptr_ty, an).res(rw.body())
            }
            None => allocated,
        };
        (allocated, aligned)
    };
    let d = create_descriptor(rw, env, loc, ty, allocated, aligned, &sizes, &strides)?;
    rw.replace_op(op, &[d]);
    Some(())
}

/// MLIR's `castAllocFuncResult`: an `addrspacecast` when the memref is not in space 0.
fn cast_alloc_result(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    p: ValueId,
    ptr_ty: Type,
) -> ValueId {
    if rw.body().value_type(p) == ptr_ty {
        return p;
    }
    AddrSpaceCastOp::build(rw, loc, ptr_ty, p).res(rw.body())
}

fn lower_alloca(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    if !convertible_identity(ctx, env, ty) {
        return None;
    }
    let loc = body.op(op).loc;
    let (shape, element) = ranked(ctx, ty)?;
    let dynamic = a.operands()?;
    let (sizes, strides, size) = descriptor_sizes(rw, env, loc, &shape, element, &dynamic, false)?;
    let elem = env.tc.convert_type(ctx, element)?;
    let ptr_ty = elem_ptr_type(ctx, env, ty)?;
    let align = alignment_of(rw, op).unwrap_or(0);
    let align_attr = (align != 0).then(|| {
        ctx.integer_attr(
            ctx.integer_type(64, strata_ir::Signedness::Signless),
            strata_ir::apint::ApInt::from_i64(64, align),
        )
    });
    let elem_attr = ctx.type_attr(elem);
    let p = AllocaOp::build(rw, loc, ptr_ty, size, align_attr, elem_attr, None).res(rw.body());
    let d = create_descriptor(rw, env, loc, ty, p, p, &sizes, &strides)?;
    rw.replace_op(op, &[d]);
    Some(())
}

fn lower_dealloc(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op(op).loc;
    let desc = a.get(0)?;
    let mut p = match ctx.type_data(ty) {
        TypeData::MemRef { .. } => MemRefDescriptor::new(desc).allocated_ptr(rw, loc),
        TypeData::UnrankedMemRef { .. } => {
            // The allocated pointer is the first field of the ranked descriptor.
            let space = env.tc.memref_address_space(ctx, ty)?;
            let desc_ptr = extract_value(rw, loc, desc, &[1]);
            llvm_load(rw, loc, lt::ptr_type(ctx, space), desc_ptr, 0, false)
        }
        _ => return None,
    };
    // mlir-opt 22 passes a pointer of another address space to `free` as it is, which
    // fails the call's verifier; Strata casts it to the default address space.
    let ptr0 = lt::ptr_type(ctx, 0);
    if rw.body().value_type(p) != ptr0 {
        p = AddrSpaceCastOp::build(rw, loc, ptr0, p).res(rw.body());
    }
    CallOp::build_direct(rw, loc, None, env.free_fn(), &[p]);
    rw.erase_op(op);
    Some(())
}

// ---- access ----

fn lower_load(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op(op).loc;
    let l = memref::LoadOp(op);
    let nontemporal = l.nontemporal(ctx, body).is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    );
    let alignment = alignment_of(rw, op);
    let all = a.operands()?;
    let (_, element) = ranked(ctx, ty)?;
    let elem = env.tc.convert_type(ctx, element)?;
    let p = strided_element_ptr(rw, env, loc, ty, all[0], &all[1..], INBOUNDS_NUW)?;
    let r = llvm_load(rw, loc, elem, p, alignment.unwrap_or(0), nontemporal);
    rw.replace_op(op, &[r]);
    Some(())
}

fn lower_store(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 1));
    let loc = body.op(op).loc;
    let s = memref::StoreOp(op);
    let nontemporal = s.nontemporal(ctx, body).is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    );
    let alignment = alignment_of(rw, op);
    let all = a.operands()?;
    let p = strided_element_ptr(rw, env, loc, ty, all[1], &all[2..], INBOUNDS_NUW)?;
    llvm_store(rw, loc, all[0], p, alignment.unwrap_or(0), nontemporal);
    rw.erase_op(op);
    Some(())
}

// ---- descriptor queries ----

fn lower_dim(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op(op).loc;
    if let TypeData::UnrankedMemRef { element, .. } = ctx.type_data(ty) {
        return lower_unranked_dim(rw, env, op, a, loc, ty, *element);
    }
    let (shape, _) = ranked(ctx, ty)?;
    let index = constant_i64(ctx, body, body.operand(op, 1));
    let desc = MemRefDescriptor::new(a.get(0)?);
    let v = match index {
        Some(i) if i >= 0 && (i as usize) < shape.len() => {
            if shape[i as usize] == DYNAMIC {
                desc.size(rw, loc, i as usize)
            } else {
                cst(rw, env, loc, shape[i as usize])
            }
        }
        _ => {
            // Copy the sizes to the stack and load the one at the dynamic position.
            let it = index_ty(ctx, env);
            let arr = lt::array_type(ctx, it, shape.len() as u64).ok()?;
            let ptr = lt::ptr_type(ctx, 0);
            let one = cst(rw, env, loc, 1);
            let sizes = extract_value(rw, loc, desc.value(), &[3]);
            let elem_attr = ctx.type_attr(arr);
            let slot = AllocaOp::build(rw, loc, ptr, one, None, elem_attr, None).res(rw.body());
            llvm_store(rw, loc, sizes, slot, 0, false);
            let pos = a.get(1)?;
            let g = GEPOp::build_mixed(
                rw,
                loc,
                ptr,
                arr,
                slot,
                &[GepArg::Const(0), GepArg::Value(pos)],
                0,
            );
            let g = rw.body().result(g.0, 0);
            llvm_load(rw, loc, it, g, 0, false)
        }
    };
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_rank(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op(op).loc;
    let v = match ctx.type_data(ty) {
        TypeData::MemRef { shape, .. } => {
            let n = shape.len() as i64;
            cst(rw, env, loc, n)
        }
        TypeData::UnrankedMemRef { .. } => extract_value(rw, loc, a.get(0)?, &[0]),
        _ => return None,
    };
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_aligned_pointer(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    ranked(ctx, ty)?;
    let loc = body.op(op).loc;
    let p = MemRefDescriptor::new(a.get(0)?).aligned_ptr(rw, loc);
    let it = index_ty(ctx, env);
    let v = PtrToIntOp::build(rw, loc, it, p).res(rw.body());
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_metadata(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let src = a.get(0)?;
    lt::struct_body(ctx, rw.body().value_type(src))?;
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = body.value_type(body.operand(op, 0));
    let (shape, _) = ranked(ctx, ty)?;
    let base_ty = body.value_type(body.result(op, 0));
    let d = MemRefDescriptor::new(src);
    let allocated = d.allocated_ptr(rw, loc);
    let aligned = d.aligned_ptr(rw, loc);
    let st = env.tc.convert_type(ctx, base_ty)?;
    let mut base = MemRefDescriptor::poison(rw, loc, st);
    base.set_allocated_ptr(rw, loc, allocated);
    base.set_aligned_ptr(rw, loc, aligned);
    base.set_constant_offset(rw, loc, 0);
    let mut results = vec![base.value(), d.offset(rw, loc)];
    for i in 0..shape.len() {
        results.push(d.size(rw, loc, i));
    }
    for i in 0..shape.len() {
        results.push(d.stride(rw, loc, i));
    }
    rw.replace_op(op, &results);
    Some(())
}

// ---- casts and views ----

fn lower_cast(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let (src_t, dst_t) = (
        body.value_type(body.operand(op, 0)),
        body.value_type(body.result(op, 0)),
    );
    let loc = body.op(op).loc;
    let src = a.get(0)?;
    let ranked_src = matches!(ctx.type_data(src_t), TypeData::MemRef { .. });
    let ranked_dst = matches!(ctx.type_data(dst_t), TypeData::MemRef { .. });
    let target = env.tc.convert_type(ctx, dst_t)?;
    match (ranked_src, ranked_dst) {
        (true, true) => {
            if env.tc.convert_type(ctx, src_t)? != target {
                return None;
            }
            rw.replace_op(op, &[src]);
        }
        (true, false) => {
            let rank = ranked(ctx, src_t)?.0.len() as i64;
            let one = promote_one(rw, loc);
            let src_ty = rw.body().value_type(src);
            let ptr = lt::ptr_type(ctx, 0);
            let elem_attr = ctx.type_attr(src_ty);
            let slot = AllocaOp::build(rw, loc, ptr, one, None, elem_attr, None).res(rw.body());
            llvm_store(rw, loc, src, slot, 0, false);
            let r = cst(rw, env, loc, rank);
            let u = poison(rw, loc, target);
            let u = insert_value(rw, loc, u, r, &[0]);
            let u = insert_value(rw, loc, u, slot, &[1]);
            rw.replace_op(op, &[u]);
        }
        (false, true) => {
            let p = extract_value(rw, loc, src, &[1]);
            let v = llvm_load(rw, loc, target, p, 0, false);
            rw.replace_op(op, &[v]);
        }
        (false, false) => return None,
    }
    Some(())
}

fn lower_memory_space_cast(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let dst_t = body.value_type(body.result(op, 0));
    ranked(ctx, dst_t)?;
    let loc = body.op(op).loc;
    let target = env.tc.convert_type(ctx, dst_t)?;
    let new_ptr = *lt::struct_body(ctx, target)?.first()?;
    let mut fields = MemRefDescriptor::new(a.get(0)?).unpack(rw, loc);
    for f in fields.iter_mut().take(2) {
        *f = AddrSpaceCastOp::build(rw, loc, new_ptr, *f).res(rw.body());
    }
    let v = MemRefDescriptor::pack_fields(rw, loc, target, &fields);
    rw.replace_op(op, &[v]);
    Some(())
}

fn lower_transpose(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let in_t = body.value_type(body.operand(op, 0));
    let map = match ctx.attr_data(op_attr(ctx, body, op, "permutation")?) {
        AttrData::AffineMap(m) => *m,
        _ => return None,
    };
    let src = a.get(0)?;
    if ctx.affine().is_identity(map) {
        rw.replace_op(op, &[src]);
        return Some(());
    }
    let perm: Vec<usize> = ctx
        .affine()
        .map_data(map)
        .results
        .iter()
        .map(|&e| match ctx.affine().kind(e) {
            strata_ir::affine::AffineExprKind::Dim(p) => Some(p as usize),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let target = env.tc.convert_type(ctx, in_t)?;
    let v = MemRefDescriptor::new(src);
    let mut d = MemRefDescriptor::poison(rw, loc, target);
    let p = v.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, p);
    let p = v.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, p);
    let o = v.offset(rw, loc);
    d.set_offset(rw, loc, o);
    for (t, &s) in perm.iter().enumerate() {
        let x = v.size(rw, loc, s);
        d.set_size(rw, loc, t, x);
        let x = v.stride(rw, loc, s);
        d.set_stride(rw, loc, t, x);
    }
    rw.replace_op(op, &[d.value()]);
    Some(())
}

fn lower_view(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let view_t = body.value_type(body.result(op, 0));
    let src_t = body.value_type(body.operand(op, 0));
    let (shape, element) = ranked(ctx, view_t)?;
    let target = env.tc.convert_type(ctx, view_t)?;
    env.tc.convert_type(ctx, element)?;
    let (strides, offset) = memref::strides_and_offset(ctx, view_t)?;
    if offset != 0 {
        return None;
    }
    if let Some(&last) = strides.last()
        && last != 1
        && last != 0
    {
        return None;
    }
    let all = a.operands()?;
    let s = MemRefDescriptor::new(all[0]);
    let mut d = MemRefDescriptor::poison(rw, loc, target);
    let allocated = s.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = s.aligned_ptr(rw, loc);
    let (_, src_elem) = ranked(ctx, src_t)?;
    let src_elem = env.tc.convert_type(ctx, src_elem)?;
    let pt = rw.body().value_type(aligned);
    let aligned = gep(rw, loc, pt, src_elem, aligned, GepArg::Value(all[1]), 0);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = cst(rw, env, loc, 0);
    d.set_offset(rw, loc, zero);
    let dynamic = &all[2..];
    let (mut stride, mut next_size): (Option<ValueId>, Option<ValueId>) = (None, None);
    for i in (0..shape.len()).rev() {
        let size = if shape[i] != DYNAMIC {
            cst(rw, env, loc, shape[i])
        } else {
            let k = shape[..i].iter().filter(|&&x| x == DYNAMIC).count();
            *dynamic.get(k)?
        };
        d.set_size(rw, loc, i, size);
        let st = if strides[i] != DYNAMIC {
            cst(rw, env, loc, strides[i])
        } else if let Some(ns) = next_size {
            match stride {
                Some(r) => mul(rw, loc, r, ns),
                None => ns,
            }
        } else {
            cst(rw, env, loc, 1)
        };
        d.set_stride(rw, loc, i, st);
        stride = Some(st);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value()]);
    Some(())
}

/// The `1 : index` constant of MLIR's `promoteOneMemRefDescriptor` (always `i64`).
fn promote_one(rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
    let i64t = rw.ctx().integer_type(64, strata_ir::Signedness::Signless);
    index_constant(rw, loc, i64t, 1)
}

// ---- copy ----

/// Whether a memref type can be copied with `memcpy` (identity layout, or a static,
/// non-empty, contiguous row-major one).
pub(crate) fn contiguous(ctx: &Context, t: Type) -> bool {
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(t) else {
        return false;
    };
    let identity = match layout.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => ctx.affine().is_identity(*m),
        Some(AttrData::Strided { strides, offset }) => *offset == 0 && **strides == [1],
        Some(_) => false,
    };
    if identity {
        return true;
    }
    if shape.contains(&DYNAMIC) || shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let Some((strides, _)) = memref::strides_and_offset(ctx, t) else {
        return false;
    };
    let mut running = 1i64;
    let mut cur = strides.len() as i64 - 1;
    while cur >= 0 && strides[cur as usize] == running {
        running = running.wrapping_mul(shape[cur as usize]);
        cur -= 1;
    }
    while cur >= 0 && shape[cur as usize] == 1 {
        cur -= 1;
    }
    cur < 0
}

fn lower_copy(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let (src_t, dst_t) = (
        body.value_type(body.operand(op, 0)),
        body.value_type(body.operand(op, 1)),
    );
    if !contiguous(ctx, src_t) || !contiguous(ctx, dst_t) {
        return copy_call(rw, env, op, a, loc, src_t, dst_t);
    }
    let (shape, element) = ranked(ctx, src_t)?;
    let (src, dst) = (
        MemRefDescriptor::new(a.get(0)?),
        MemRefDescriptor::new(a.get(1)?),
    );
    let mut n = cst(rw, env, loc, 1);
    for i in 0..shape.len() {
        let s = src.size(rw, loc, i);
        n = mul(rw, loc, n, s);
    }
    let esize = size_in_bytes(rw, env, loc, element)?;
    let total = mul(rw, loc, n, esize);
    let elem = env.tc.convert_type(ctx, element)?;
    let sb = src.aligned_ptr(rw, loc);
    let so = src.offset(rw, loc);
    let pt = rw.body().value_type(sb);
    let sp = gep(rw, loc, pt, elem, sb, GepArg::Value(so), 0);
    let tb = dst.aligned_ptr(rw, loc);
    let to = dst.offset(rw, loc);
    let pt = rw.body().value_type(tb);
    let tp = gep(rw, loc, pt, elem, tb, GepArg::Value(to), 0);
    let f = ctx.integer_attr(
        ctx.builtin_types().i1,
        strata_ir::apint::ApInt::from_i64(1, 0),
    );
    MemcpyOp::build(rw, loc, tp, sp, total, f, None, None, None, None);
    rw.erase_op(op);
    Some(())
}

/// `memref.copy` as a call to the runtime's `memrefCopy` on stack-promoted unranked
/// descriptors (MLIR's `lowerToMemCopyFunctionCall`).
fn copy_call(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
    loc: Location,
    src_t: Type,
    dst_t: Type,
) -> Option<()> {
    let ctx = rw.ctx();
    let element = match ctx.type_data(src_t) {
        TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => return None,
    };
    let ptr = lt::ptr_type(ctx, 0);
    let it = index_ty(ctx, env);
    let unranked_ty = |t: Type| -> Option<Type> {
        let (e, space) = match ctx.type_data(t) {
            TypeData::MemRef {
                element,
                memory_space,
                ..
            } => (*element, *memory_space),
            _ => return None,
        };
        env.tc.convert_type(
            ctx,
            ctx.intern_type(TypeData::UnrankedMemRef {
                element: e,
                memory_space: space,
            }),
        )
    };
    let save = StackSaveOp::build(rw, loc, ptr).res(rw.body());
    let make = |rw: &mut ConversionPatternRewriter<'_>, v: ValueId, t: Type| -> Option<ValueId> {
        let Some((shape, _)) = ranked(ctx, t) else {
            return Some(v);
        };
        let i64t = it;
        let rank_attr = ctx.integer_attr(
            i64t,
            strata_ir::apint::ApInt::from_i64(64, shape.len() as i64),
        );
        let rank = strata_llvm::ConstantOp::build(rw, loc, i64t, rank_attr).res(rw.body());
        let one = promote_one(rw, loc);
        let desc_ty = rw.body().value_type(v);
        let slot =
            AllocaOp::build(rw, loc, ptr, one, None, ctx.type_attr(desc_ty), None).res(rw.body());
        llvm_store(rw, loc, v, slot, 0, false);
        let u = poison(rw, loc, unranked_ty(t)?);
        let u = insert_value(rw, loc, u, rank, &[0]);
        Some(insert_value(rw, loc, u, slot, &[1]))
    };
    let us = make(rw, a.get(0)?, src_t)?;
    let ut = make(rw, a.get(1)?, dst_t)?;
    let one = cst(rw, env, loc, 1);
    let promote = |rw: &mut ConversionPatternRewriter<'_>, d: ValueId| {
        let t = rw.body().value_type(d);
        let slot = AllocaOp::build(rw, loc, ptr, one, None, ctx.type_attr(t), None).res(rw.body());
        llvm_store(rw, loc, d, slot, 0, false);
        slot
    };
    let sp = promote(rw, us);
    let tp = promote(rw, ut);
    let esize = size_in_bytes(rw, env, loc, element)?;
    CallOp::build_direct(rw, loc, None, "memrefCopy", &[esize, sp, tp]);
    StackRestoreOp::build(rw, loc, save);
    rw.erase_op(op);
    Some(())
}

// ---- globals ----

/// The LLVM type of a global of memref type `t`: nested arrays of the converted element
/// type (the element type itself at rank 0).
fn global_type(ctx: &Context, env: &Env, t: Type) -> Option<Type> {
    let (shape, element) = ranked(ctx, t)?;
    let mut ty = env.tc.convert_type(ctx, element)?;
    for &d in shape.iter().rev() {
        ty = lt::array_type(ctx, ty, u64::try_from(d).ok()?).ok()?;
    }
    Some(ty)
}

fn lower_global(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    _: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let g = memref::GlobalOp(op);
    let ty = match ctx.attr_data(g.r#type(ctx, body)?) {
        AttrData::Type(t) => *t,
        _ => return None,
    };
    if !convertible_identity(ctx, env, ty) {
        return None;
    }
    let array_ty = global_type(ctx, env, ty)?;
    let public = match g.sym_visibility(ctx, body).map(|a| ctx.attr_data(a)) {
        None => true,
        Some(AttrData::String { value, .. }) => &**value == b"public",
        _ => false,
    };
    let init = g.initial_value(ctx, body);
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit));
    let external = init.is_none();
    let mut value = None;
    if let Some(a) = init.filter(|_| !uninitialized) {
        value = Some(if ranked(ctx, ty)?.0.is_empty() {
            memref::dense_element(ctx, a, 0)?
        } else {
            a
        });
    }
    let alignment = alignment_of(rw, op);
    let space = env.tc.memref_address_space(ctx, ty)?;
    let loc = body.op(op).loc;
    let sym_name = g.sym_name(ctx, body)?;
    let constant = g.constant(ctx, body);
    let i64t = ctx.integer_type(64, strata_ir::Signedness::Signless);
    let linkage =
        strata_llvm::attrs::linkage_attr(ctx, if public { "external" } else { "private" });
    let new = strata_llvm::GlobalOp::build(
        rw,
        loc,
        ctx.type_attr(array_ty),
        constant,
        sym_name,
        linkage,
        None,
        None,
        None,
        value,
        alignment.map(|a| ctx.integer_attr(i64t, strata_ir::apint::ApInt::from_i64(64, a))),
        Some(strata_llvm::attrs::int_attr(ctx, 32, u64::from(space))),
        None,
        None,
        None,
        None,
        None,
        None,
    );
    if !external && uninitialized {
        // The initializer region lives in the new global's own body (it is isolated from
        // above); the op is new, so a rollback erases it with its body.
        let region = *rw.body().regions(new.0).first()?;
        rw.modify_op_in_place(new.0, |b| {
            let mut ob = strata_ir::ir::OpBuilder::new(ctx, b.regions_body_mut(new.0));
            ob.create_block(region, &[]);
            let u = strata_llvm::UndefOp::build(&mut ob, loc, array_ty).res(ob.body());
            strata_llvm::ReturnOp::build(&mut ob, loc, Some(u));
        });
    }
    rw.erase_op(op);
    Some(())
}

fn lower_get_global(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    _: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    if !convertible_identity(ctx, env, ty) {
        return None;
    }
    let loc = body.op(op).loc;
    let name = op_attr(ctx, body, op, "name")?;
    let (shape, element) = ranked(ctx, ty)?;
    let (sizes, strides, _) = descriptor_sizes(rw, env, loc, &shape, element, &[], true)?;
    let space = env.tc.memref_address_space(ctx, ty)?;
    let array_ty = global_type(ctx, env, ty)?;
    let ptr = lt::ptr_type(ctx, space);
    let addr = strata_llvm::AddressOfOp::build(rw, loc, ptr, name).res(rw.body());
    let zeros = vec![GepArg::Const(0); shape.len() + 1];
    let g = GEPOp::build_mixed(rw, loc, ptr, array_ty, addr, &zeros, 0);
    let g = rw.body().result(g.0, 0);
    let i64t = ctx.integer_type(64, strata_ir::Signedness::Signless);
    let dead = index_constant(rw, loc, i64t, 0xdead_beef);
    let dead = IntToPtrOp::build(rw, loc, ptr, dead).res(rw.body());
    let d = create_descriptor(rw, env, loc, ty, dead, g, &sizes, &strides)?;
    rw.replace_op(op, &[d]);
    Some(())
}

/// `memref.dim` of an unranked memref: the size is read through the pointer to the
/// ranked descriptor, viewed as a rank-0 one followed by the sizes.
fn lower_unranked_dim(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    a: &OpAdaptor,
    loc: Location,
    ty: Type,
    element: Type,
) -> Option<()> {
    let ctx = rw.ctx();
    let space = env.tc.memref_address_space(ctx, ty)?;
    let scalar = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        element,
        layout: None,
        memory_space: None,
    });
    let desc_ty = env.tc.convert_type(ctx, scalar)?;
    let desc_ptr = extract_value(rw, loc, a.get(0)?, &[1]);
    let ptr = lt::ptr_type(ctx, space);
    let off = GEPOp::build_mixed(
        rw,
        loc,
        ptr,
        desc_ty,
        desc_ptr,
        &[GepArg::Const(0), GepArg::Const(2)],
        0,
    );
    let off = rw.body().result(off.0, 0);
    let one = cst(rw, env, loc, 1);
    let plus = AddOp::build(rw, loc, one, a.get(1)?, None).res(rw.body());
    let it = index_ty(ctx, env);
    let size_ptr = gep(rw, loc, ptr, it, off, GepArg::Value(plus), 0);
    let v = llvm_load(rw, loc, it, size_ptr, 0, false);
    rw.replace_op(op, &[v]);
    Some(())
}

// ---- alloca_scope ----

/// `memref.alloca_scope`: its body is inlined between a `stacksave` and a
/// `stackrestore`, branching to a continuation block that takes the results.
///
/// Two cases where mlir-opt 22 builds invalid IR are lowered correctly instead (see
/// `tests/conversion/finalize-memref-to-llvm-scope-upstream-bug.mlir`): in a region that
/// must keep a single block (an `scf.for` body), a single-block scope is inlined without
/// branches; results whose types convert (`index`, memrefs) pass the branch converted and
/// are cast back in the continuation block.
fn lower_alloca_scope(
    rw: &mut ConversionPatternRewriter<'_>,
    env: &Env,
    op: OpId,
    _: &OpAdaptor,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let current = body.op_block(op)?;
    let parent_region = body.block_region(current)?;
    let scope_region = *body.regions(op).first()?;
    let scope_blocks = body.blocks(scope_region).to_vec();
    let (&before_body, &after_body) = (scope_blocks.first()?, scope_blocks.last()?);
    let ret = body.last_op(after_body)?;
    if !memref::AllocaScopeReturnOp::isa(ctx, body, ret) {
        return None;
    }
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let ret_operands: Vec<ValueId> = body.operands(ret).collect();
    let ptr = lt::ptr_type(ctx, 0);
    let single_block_parent = body
        .region_parent(parent_region)
        .and_then(|p| ctx.op_info(body.op(p).name))
        .is_some_and(|info| info.traits.single_block);
    if single_block_parent {
        if scope_blocks.len() != 1 {
            return None;
        }
        let save = StackSaveOp::build(rw, loc, ptr).res(rw.body());
        if !rw.inline_block_before(before_body, current, Some(op), &[]) {
            return None;
        }
        rw.set_insertion_point(InsertionPoint::Before(ret));
        StackRestoreOp::build(rw, loc, save);
        rw.erase_op(ret);
        rw.replace_op(op, &ret_operands);
        return Some(());
    }
    let converted: Vec<Type> = result_types
        .iter()
        .map(|&t| env.tc.convert_type(ctx, t).unwrap_or(t))
        .collect();
    let remaining = rw.split_block(current, Some(op));
    let cont = if result_types.is_empty() {
        remaining
    } else {
        let index = rw.body().block_index(remaining)?;
        let args: Vec<(Type, Location)> = converted.iter().map(|&t| (t, loc)).collect();
        let c = rw.create_block_at(parent_region, index, &args);
        strata_llvm::BrOp::build(rw, loc, &[], None, remaining);
        c
    };
    let cont_index = rw.body().block_index(cont)?;
    rw.inline_region_before(scope_region, parent_region, cont_index);
    rw.set_insertion_point(InsertionPoint::AtEnd(current));
    let save = StackSaveOp::build(rw, loc, ptr).res(rw.body());
    strata_llvm::BrOp::build(rw, loc, &[], None, before_body);
    rw.set_insertion_point(InsertionPoint::Before(ret));
    let mut operands = ret_operands.clone();
    for (v, (&t, &c)) in operands.iter_mut().zip(result_types.iter().zip(&converted)) {
        if t != c {
            *v = crate::llvm_common::unrealized_cast(ctx, rw, loc, &[*v], c);
        }
    }
    let ret_loc = rw.body().op(ret).loc;
    let state = strata_llvm::BrOp::state(ctx, rw.body(), ret_loc, &operands, None, cont);
    let br = rw.replace_op_with_new(ret, state);
    rw.set_insertion_point(InsertionPoint::Before(br));
    StackRestoreOp::build(rw, loc, save);
    let mut results: Vec<ValueId> = rw.body().block_args(cont).to_vec();
    if result_types != converted {
        let first = rw.body().block_ops(cont).next()?;
        rw.set_insertion_point(InsertionPoint::Before(first));
        for (r, (&t, &c)) in results.iter_mut().zip(result_types.iter().zip(&converted)) {
            if t != c {
                *r = crate::llvm_common::unrealized_cast(ctx, rw, loc, &[*r], t);
            }
        }
    }
    rw.replace_op(op, &results);
    Some(())
}
