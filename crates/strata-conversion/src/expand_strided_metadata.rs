//! `expand-strided-metadata` (MLIR's `ExpandStridedMetadata.cpp`): memref ops that change
//! a memref's metadata (offset, sizes, strides) become `memref.extract_strided_metadata`
//! of their source, `affine.apply` on the parts and a `memref.reinterpret_cast` putting
//! them back together; `extract_strided_metadata` of such ops, of allocations, globals,
//! casts and other metadata extractions is resolved the same way. The patterns run under
//! the greedy driver (folding, constant deduplication), in upstream's order.

use std::sync::Arc;

use strata_affine::ir::{IndexOfr, make_composed_folded_apply};
use strata_dialects::arith::ConstantOp;
use strata_dialects::memref::{
    self, AllocOp, AllocaOp, AssumeAlignmentOp, CollapseShapeOp, ExpandShapeOp,
    ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp,
    ReinterpretCastOp, SubViewOp,
};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Location, Type, TypeData};
use strata_ods::i64_array_attr;
use strata_pass::pass::{Pass, PassEnv};
use strata_pass::rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternSet, RegionSimplify,
    apply_patterns_greedily_on_op,
};

/// A memref's metadata as constants or values: base buffer, offset, sizes, strides.
struct StridedMetadata {
    base: ValueId,
    offset: IndexOfr,
    sizes: Vec<IndexOfr>,
    strides: Vec<IndexOfr>,
}

/// The shape, element type, layout and memory space of a ranked memref type.
fn memref_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<strata_ir::Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            element,
            memory_space,
            ..
        } => Some((shape.to_vec(), *element, *memory_space)),
        _ => None,
    }
}

/// The one-result map of `expr` over `n` symbols.
fn sym_map(ctx: &Context, n: usize, expr: AffineExpr) -> AffineMap {
    ctx.affine().map(0, n as u32, &[expr])
}

/// `makeComposedFoldedAffineApply` of `expr` (over symbols) on `operands`.
fn apply(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    expr: AffineExpr,
    operands: &[IndexOfr],
) -> IndexOfr {
    let map = sym_map(rw.ctx(), operands.len(), expr);
    make_composed_folded_apply(rw, loc, map, operands)
}

/// `arith.constant <v> : index` at the insertion point.
fn const_index(rw: &mut PatternRewriter<'_, '_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx();
    let attr = ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v));
    ConstantOp::build(rw, loc, attr).result(rw.body())
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
fn value_of(rw: &mut PatternRewriter<'_, '_>, loc: Location, o: IndexOfr) -> ValueId {
    match o {
        IndexOfr::Value(v) => v,
        IndexOfr::Const(c) => const_index(rw, loc, c),
    }
}

/// Splits mixed entries into a static list (`DYNAMIC` for values) and the values.
fn split(list: &[IndexOfr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut st = Vec::with_capacity(list.len());
    let mut dy = Vec::new();
    for o in list {
        match *o {
            IndexOfr::Const(c) => st.push(c),
            IndexOfr::Value(v) => {
                st.push(DYNAMIC);
                dy.push(v);
            }
        }
    }
    (st, dy)
}

/// Joins a static list and its dynamic values into mixed entries (`getMixedValues`).
fn join(st: &[i64], dy: &[ValueId]) -> Vec<IndexOfr> {
    let mut it = dy.iter();
    st.iter()
        .map(|&s| {
            if s == DYNAMIC {
                it.next()
                    .map_or(IndexOfr::Const(DYNAMIC), |&v| IndexOfr::Value(v))
            } else {
                IndexOfr::Const(s)
            }
        })
        .collect()
}

/// A `memref.reinterpret_cast` of `source` to `ty` with the given metadata.
fn reinterpret_cast(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    source: ValueId,
    offset: IndexOfr,
    sizes: &[IndexOfr],
    strides: &[IndexOfr],
) -> ValueId {
    let ctx = rw.ctx();
    let (so, dyo) = split(&[offset]);
    let (ss, dys) = split(sizes);
    let (st, dyt) = split(strides);
    let (so, ss, st) = (
        i64_array_attr(ctx, &so),
        i64_array_attr(ctx, &ss),
        i64_array_attr(ctx, &st),
    );
    ReinterpretCastOp::build(rw, loc, ty, source, &dyo, &dys, &dyt, so, ss, st).result(rw.body())
}

/// A new `memref.extract_strided_metadata` of `source` (its result types inferred).
fn extract_metadata(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    source: ValueId,
) -> Option<ExtractStridedMetadataOp> {
    let ctx = rw.ctx();
    let (shape, element, space) = memref_parts(ctx, rw.body().value_type(source))?;
    memref::strides_and_offset(ctx, rw.body().value_type(source))?;
    let base = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        element,
        layout: None,
        memory_space: space,
    });
    let index = ctx.index_type();
    let n = shape.len();
    Some(ExtractStridedMetadataOp::build(
        rw,
        loc,
        base,
        index,
        &vec![index; n],
        &vec![index; n],
        source,
    ))
}

/// The results of `extract_strided_metadata` `op`: base, offset, sizes, strides.
fn metadata_results(body: &Body, op: OpId) -> (ValueId, ValueId, Vec<ValueId>, Vec<ValueId>) {
    let results: Vec<ValueId> = body.results(op).collect();
    let rank = (results.len() - 2) / 2;
    (
        results[0],
        results[1],
        results[2..2 + rank].to_vec(),
        results[2 + rank..].to_vec(),
    )
}

/// Replaces `extract_strided_metadata` `op` by `md` (MLIR's pattern tails:
/// `getValueOrCreateConstantIndexOp` on each part at `loc`).
fn replace_metadata(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    loc: Location,
    md: StridedMetadata,
) {
    let mut values = vec![md.base, value_of(rw, loc, md.offset)];
    for s in md.sizes.into_iter().chain(md.strides) {
        values.push(value_of(rw, loc, s));
    }
    rw.replace_op(op, &values);
}

/// MLIR's `resolveSubviewStridedMetadata`.
fn resolve_subview(rw: &mut PatternRewriter<'_, '_>, subview: OpId) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let body = rw.body();
    let sv = SubViewOp(subview);
    let loc = body.op(subview).loc;
    let source = sv.source(ctx, body);
    let source_t = body.value_type(source);
    let (src_strides, src_offset) = memref::strides_and_offset(ctx, source_t)?;
    let rank = src_strides.len();
    let (lists, dynamic) = memref::mixed_offsets_sizes_strides(ctx, body, subview)?;
    if lists.iter().any(|l| l.len() != rank) {
        return None;
    }
    let dropped = memref::subview_dropped_dims(ctx, body, subview)?;
    let sub_offsets = join(&lists[0], &dynamic[0]);
    let sub_sizes = join(&lists[1], &dynamic[1]);
    let sub_strides = join(&lists[2], &dynamic[2]);
    let meta = extract_metadata(rw, loc, source)?;
    let (base, offset, _, orig_strides) = metadata_results(rw.body(), meta.0);
    let store = ctx.affine();
    let (s0, s1) = (store.symbol(0), store.symbol(1));
    let mut values = vec![if src_offset == DYNAMIC {
        IndexOfr::of_value(ctx, rw.body(), offset)
    } else {
        IndexOfr::Const(src_offset)
    }];
    let mut expr = store.symbol(0);
    let mut strides = Vec::with_capacity(rank);
    for i in 0..rank {
        let orig = if src_strides[i] == DYNAMIC {
            IndexOfr::Value(orig_strides[i])
        } else {
            IndexOfr::Const(src_strides[i])
        };
        strides.push(apply(rw, loc, store.mul(s0, s1), &[sub_strides[i], orig]));
        let (a, b) = (
            store.symbol(1 + 2 * i as u32),
            store.symbol(2 + 2 * i as u32),
        );
        expr = store.add(expr, store.mul(a, b));
        values.push(sub_offsets[i]);
        values.push(orig);
    }
    let offset = apply(rw, loc, expr, &values);
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    Some(StridedMetadata {
        base,
        offset,
        sizes: (0..rank).filter(keep).map(|i| sub_sizes[i]).collect(),
        strides: (0..rank).filter(keep).map(|i| strides[i]).collect(),
    })
}

/// `SubviewFolder`: `subview` becomes `reinterpret_cast` of its source's base buffer.
fn subview_folder(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(md) = resolve_subview(rw, op) else {
        return false;
    };
    let body = rw.body();
    let (loc, ty) = (body.op(op).loc, body.value_type(body.result(op, 0)));
    let v = reinterpret_cast(rw, loc, ty, md.base, md.offset, &md.sizes, &md.strides);
    rw.replace_op(op, &[v]);
    true
}

/// `ExtractStridedMetadataOpSubviewFolder`.
fn metadata_of_subview(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let Some(sv) = source_def::<SubViewOp>(rw, op) else {
        return false;
    };
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(md) = resolve_subview(rw, sv) else {
        return false;
    };
    let loc = rw.body().op(sv).loc;
    replace_metadata(rw, op, loc, md);
    true
}

/// The op of kind `T` defining the (single) source operand of `op`.
fn source_def<T: strata_ir::ir::Op>(rw: &PatternRewriter<'_, '_>, op: OpId) -> Option<OpId> {
    let body = rw.body();
    if body.num_operands(op) != 1 {
        return None;
    }
    let d = defining_op(body, body.operand(op, 0))?;
    T::cast(rw.ctx(), body, d).map(|_| d)
}

/// Which reshape a metadata computation is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reshape {
    Expand,
    Collapse,
}

/// Static facts about a reshape for the per-group size and stride computations.
struct ReshapeInfo {
    groups: Vec<Vec<i64>>,
    src_shape: Vec<i64>,
    src_strides: Vec<i64>,
    res_shape: Vec<i64>,
    res_strides: Vec<i64>,
}

/// MLIR's `getExpandedSizes`.
fn expanded_sizes(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    info: &ReshapeInfo,
    orig_sizes: &[IndexOfr],
    g: usize,
) -> Vec<IndexOfr> {
    let group = &info.groups[g];
    let mut out = vec![IndexOfr::Const(0); group.len()];
    let mut product = 1i64;
    let mut dyn_idx = None;
    for (i, &d) in group.iter().enumerate() {
        let size = info.res_shape[d as usize];
        if size == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        product = product.wrapping_mul(size);
        out[i] = IndexOfr::Const(size);
    }
    if let Some(i) = dyn_idx {
        let store = rw.ctx().affine();
        let e = store.floor_div(store.symbol(0), store.constant(product));
        out[i] = apply(rw, loc, e, &[orig_sizes[g]]);
    }
    out
}

/// MLIR's `getExpandedStrides`.
fn expanded_strides(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    info: &ReshapeInfo,
    orig_sizes: &[IndexOfr],
    orig_strides: &[IndexOfr],
    g: usize,
) -> Vec<IndexOfr> {
    let group = &info.groups[g];
    let n = group.len();
    let mut base = vec![0i64; n];
    let mut current = 1i64;
    let mut dyn_idx = None;
    for i in (0..n).rev() {
        base[i] = current;
        let size = info.res_shape[group[i] as usize];
        if size == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        current = current.wrapping_mul(size);
    }
    let orig_stride = if info.src_strides[g] == DYNAMIC {
        orig_strides[g]
    } else {
        IndexOfr::Const(info.src_strides[g])
    };
    let store = rw.ctx().affine();
    let (s0, s1) = (store.symbol(0), store.symbol(1));
    let mut out = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(d) = dyn_idx {
        for &b in &base[..d] {
            let e = store.mul(
                store.floor_div(store.mul(s0, store.constant(b)), store.constant(current)),
                s1,
            );
            out.push(apply(rw, loc, e, &[orig_sizes[g], orig_stride]));
        }
        done = d;
    }
    for &b in &base[done..] {
        out.push(apply(
            rw,
            loc,
            store.mul(s0, store.constant(b)),
            &[orig_stride],
        ));
    }
    out
}

/// MLIR's `getCollapsedSize`.
fn collapsed_size(
    rw: &mut PatternRewriter<'_, '_>,
    loc: Location,
    info: &ReshapeInfo,
    orig_sizes: &[IndexOfr],
    g: usize,
) -> Vec<IndexOfr> {
    let size = info.res_shape[g];
    if size != DYNAMIC {
        return vec![IndexOfr::Const(size)];
    }
    let store = rw.ctx().affine();
    let mut e = store.constant(1);
    let mut inputs = Vec::new();
    for (k, &d) in info.groups[g].iter().enumerate() {
        e = store.mul(e, store.symbol(k as u32));
        let s = info.src_shape[d as usize];
        inputs.push(if s == DYNAMIC {
            orig_sizes[d as usize]
        } else {
            IndexOfr::Const(s)
        });
    }
    vec![apply(rw, loc, e, &inputs)]
}

/// MLIR's `getCollapsedStride`; `None` for a group of unit dimensions whose result
/// stride is dynamic with no dynamic source stride (upstream asserts).
fn collapsed_stride(info: &ReshapeInfo, orig_strides: &[IndexOfr], g: usize) -> Option<IndexOfr> {
    let group = &info.groups[g];
    let mut last = None;
    for &d in group {
        let d = d as usize;
        if info.src_shape[d] == 1 {
            continue;
        }
        last = Some(if info.src_strides[d] == DYNAMIC {
            orig_strides[d]
        } else {
            IndexOfr::Const(info.src_strides[d])
        });
    }
    if let Some(l) = last {
        return Some(l);
    }
    let fin = info.res_strides[g];
    if fin != DYNAMIC {
        return Some(IndexOfr::Const(fin));
    }
    group
        .iter()
        .find(|&&d| info.src_strides[d as usize] == DYNAMIC)
        .map(|&d| orig_strides[d as usize])
}

/// MLIR's `resolveReshapeStridedMetadata` for an `expand_shape` or `collapse_shape`.
fn resolve_reshape(
    rw: &mut PatternRewriter<'_, '_>,
    reshape: OpId,
    kind: Reshape,
) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(reshape).loc;
    if body.num_operands(reshape) < 1 || body.num_results(reshape) != 1 {
        return None;
    }
    let source = body.operand(reshape, 0);
    let (src_t, res_t) = (
        body.value_type(source),
        body.value_type(body.result(reshape, 0)),
    );
    let (src_strides, offset) = memref::strides_and_offset(ctx, src_t)?;
    let (res_strides, _) = memref::strides_and_offset(ctx, res_t)?;
    let info = ReshapeInfo {
        groups: memref::reassociation_groups(ctx, body, reshape)?,
        src_shape: memref_parts(ctx, src_t)?.0,
        src_strides,
        res_shape: memref_parts(ctx, res_t)?.0,
        res_strides,
    };
    let expected = match kind {
        Reshape::Expand => info.src_shape.len(),
        Reshape::Collapse => info.res_shape.len(),
    };
    let in_range = |d: &i64, n: usize| (0..n as i64).contains(d);
    let other = match kind {
        Reshape::Expand => info.res_shape.len(),
        Reshape::Collapse => info.src_shape.len(),
    };
    if (!info.src_shape.is_empty() && info.groups.len() != expected)
        || info.groups.iter().flatten().any(|d| !in_range(d, other))
    {
        return None;
    }
    let meta = extract_metadata(rw, loc, source)?;
    let (base, off, sizes, strides) = metadata_results(rw.body(), meta.0);
    let offset = if offset == DYNAMIC {
        IndexOfr::of_value(ctx, rw.body(), off)
    } else {
        IndexOfr::Const(offset)
    };
    if info.src_shape.is_empty() {
        let ones = vec![IndexOfr::Const(1); info.res_shape.len()];
        return Some(StridedMetadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<IndexOfr> = sizes
        .iter()
        .map(|&v| IndexOfr::of_value(ctx, rw.body(), v))
        .collect();
    let orig_strides: Vec<IndexOfr> = strides
        .iter()
        .map(|&v| IndexOfr::of_value(ctx, rw.body(), v))
        .collect();
    let (mut fs, mut ft) = (Vec::new(), Vec::new());
    for g in 0..info.groups.len() {
        match kind {
            Reshape::Expand => {
                if info.groups[g].is_empty() {
                    return None;
                }
                fs.extend(expanded_sizes(rw, loc, &info, &orig_sizes, g));
                ft.extend(expanded_strides(
                    rw,
                    loc,
                    &info,
                    &orig_sizes,
                    &orig_strides,
                    g,
                ));
            }
            Reshape::Collapse => {
                fs.extend(collapsed_size(rw, loc, &info, &orig_sizes, g));
                ft.push(collapsed_stride(&info, &orig_strides, g)?);
            }
        }
    }
    if fs.len() != info.res_shape.len() {
        return None;
    }
    Some(StridedMetadata {
        base,
        offset,
        sizes: fs,
        strides: ft,
    })
}

/// `ReshapeFolder`: `expand_shape`/`collapse_shape` becomes a `reinterpret_cast`.
fn reshape_folder(rw: &mut PatternRewriter<'_, '_>, op: OpId, kind: Reshape) -> bool {
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(md) = resolve_reshape(rw, op, kind) else {
        return false;
    };
    let body = rw.body();
    let (loc, ty) = (body.op(op).loc, body.value_type(body.result(op, 0)));
    let v = reinterpret_cast(rw, loc, ty, md.base, md.offset, &md.sizes, &md.strides);
    rw.replace_op(op, &[v]);
    true
}

/// `ExtractStridedMetadataOp{Expand,Collapse}ShapeFolder`.
fn metadata_of_reshape(rw: &mut PatternRewriter<'_, '_>, op: OpId, kind: Reshape) -> bool {
    let def = match kind {
        Reshape::Expand => source_def::<ExpandShapeOp>(rw, op),
        Reshape::Collapse => source_def::<CollapseShapeOp>(rw, op),
    };
    let Some(reshape) = def else {
        return false;
    };
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(md) = resolve_reshape(rw, reshape, kind) else {
        return false;
    };
    let loc = rw.body().op(reshape).loc;
    replace_metadata(rw, op, loc, md);
    true
}

/// `ExtractStridedMetadataOpAllocFolder<AllocOp/AllocaOp>`.
fn metadata_of_alloc(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let alloc = source_def::<AllocOp>(rw, op).or_else(|| source_def::<AllocaOp>(rw, op));
    let Some(alloc) = alloc else {
        return false;
    };
    let body = rw.body();
    let alloc_v = body.result(alloc, 0);
    let alloc_t = body.value_type(alloc_v);
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(alloc_t) else {
        return false;
    };
    let identity = match layout.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(strata_ir::AttrData::AffineMap(m)) => ctx.affine().is_identity(*m),
        Some(strata_ir::AttrData::Strided { strides, offset }) => *offset == 0 && **strides == [1],
        Some(_) => false,
    };
    if !identity {
        return false;
    }
    let shape = shape.to_vec();
    let dynamic: Vec<ValueId> = if AllocOp::isa(ctx, body, alloc) {
        AllocOp(alloc).dynamic_sizes(ctx, body)
    } else {
        AllocaOp(alloc).dynamic_sizes(ctx, body)
    };
    if dynamic.len() != shape.iter().filter(|&&s| s == DYNAMIC).count() {
        return false;
    }
    let loc = body.op(op).loc;
    let (base_r, ..) = metadata_results(body, op);
    let base_t = body.value_type(base_r);
    let base_used = !body.uses(base_r).is_empty();
    let mut dy = dynamic.iter();
    let sizes: Vec<IndexOfr> = shape
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                IndexOfr::Value(*dy.next().expect("counted"))
            } else {
                IndexOfr::Const(s)
            }
        })
        .collect();
    rw.set_insertion_point(InsertionPoint::Before(op));
    let rank = shape.len();
    let mut strides = vec![IndexOfr::Const(1); rank];
    let store = ctx.affine();
    let mut expr = store.constant(1);
    for (k, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = store.mul(expr, store.symbol(k as u32));
        strides[i] = apply(rw, loc, expr, &sizes[i + 1..i + 2 + k]);
    }
    let base = if !base_used {
        base_r
    } else if alloc_t == base_t {
        alloc_v
    } else {
        let z = IndexOfr::Const(0);
        reinterpret_cast(rw, loc, base_t, alloc_v, z, &[], &[])
    };
    let offset = IndexOfr::Value(const_index(rw, loc, 0));
    replace_metadata(
        rw,
        op,
        loc,
        StridedMetadata {
            base,
            offset,
            sizes,
            strides,
        },
    );
    true
}

/// `ExtractStridedMetadataOpGetGlobalFolder`.
fn metadata_of_get_global(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let Some(gg) = source_def::<GetGlobalOp>(rw, op) else {
        return false;
    };
    let body = rw.body();
    let gv = body.result(gg, 0);
    let gt = body.value_type(gv);
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(gt) else {
        return false;
    };
    if layout.is_some() || shape.contains(&DYNAMIC) {
        return false;
    }
    let shape = shape.to_vec();
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    let loc = body.op(op).loc;
    let (base_r, ..) = metadata_results(body, op);
    let base_t = body.value_type(base_r);
    rw.set_insertion_point(InsertionPoint::Before(op));
    let base = if gt == base_t {
        gv
    } else {
        let z = IndexOfr::Const(0);
        reinterpret_cast(rw, loc, base_t, gv, z, &[], &[])
    };
    let mut values = vec![base, const_index(rw, loc, 0)];
    for &s in shape.iter().chain(&strides) {
        values.push(const_index(rw, loc, s));
    }
    rw.replace_op(op, &values);
    true
}

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp` (subview and reinterpret_cast only,
/// as mlir-opt 22).
fn aligned_pointer_of_view(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let src = if let Some(sv) = source_def::<SubViewOp>(rw, op) {
        SubViewOp(sv).source(ctx, body)
    } else if let Some(rc) = source_def::<ReinterpretCastOp>(rw, op) {
        ReinterpretCastOp(rc).source(ctx, body)
    } else {
        return false;
    };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, src));
    true
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`.
fn metadata_of_reinterpret_cast(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let Some(rc) = source_def::<ReinterpretCastOp>(rw, op) else {
        return false;
    };
    let body = rw.body();
    let src = ReinterpretCastOp(rc).source(ctx, body);
    if memref::strides_and_offset(ctx, body.value_type(src)).is_none() {
        return false;
    }
    let Some((lists, dynamic)) = memref::mixed_offsets_sizes_strides(ctx, body, rc) else {
        return false;
    };
    let rank = (body.num_results(op) - 2) / 2;
    if lists[0].len() != 1 || lists[1].len() != rank || lists[2].len() != rank {
        return false;
    }
    let loc = body.op(op).loc;
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(meta) = extract_metadata(rw, loc, src) else {
        return false;
    };
    let base = rw.body().result(meta.0, 0);
    let md = StridedMetadata {
        base,
        offset: join(&lists[0], &dynamic[0])[0],
        sizes: join(&lists[1], &dynamic[1]),
        strides: join(&lists[2], &dynamic[2]),
    };
    replace_metadata(rw, op, loc, md);
    true
}

/// `ExtractStridedMetadataOpMemorySpaceCastFolder`.
fn metadata_of_memory_space_cast(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx();
    let Some(msc) = source_def::<MemorySpaceCastOp>(rw, op) else {
        return false;
    };
    let body = rw.body();
    let src = body.operand(msc, 0);
    let dest_t = body.value_type(body.result(msc, 0));
    let Some((_, _, dest_space)) = memref_parts(ctx, dest_t) else {
        return false;
    };
    let loc = body.op(op).loc;
    let (base_r, ..) = metadata_results(body, op);
    let base_used = !body.uses(base_r).is_empty();
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(meta) = extract_metadata(rw, loc, src) else {
        return false;
    };
    let mut values: Vec<ValueId> = rw.body().results(meta.0).collect();
    if base_used {
        let (_, element, _) = memref_parts(ctx, rw.body().value_type(values[0])).expect("memref");
        let ty = ctx.intern_type(TypeData::MemRef {
            shape: Box::new([]),
            element,
            layout: None,
            memory_space: dest_space,
        });
        values[0] = MemorySpaceCastOp::build(rw, loc, ty, values[0]).dest(rw.body());
    } else {
        values[0] = base_r;
    }
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpAssumeAlignmentFolder`.
fn metadata_of_assume_alignment(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let Some(aa) = source_def::<AssumeAlignmentOp>(rw, op) else {
        return false;
    };
    let body = rw.body();
    let src = body.operand(aa, 0);
    let loc = body.op(op).loc;
    rw.set_insertion_point(InsertionPoint::Before(op));
    let Some(meta) = extract_metadata(rw, loc, src) else {
        return false;
    };
    let values: Vec<ValueId> = rw.body().results(meta.0).collect();
    if values.len() != rw.body().num_results(op) {
        rw.erase_op(meta.0);
        return false;
    }
    rw.replace_op(op, &values);
    true
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`.
fn metadata_of_metadata(rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let Some(inner) = source_def::<ExtractStridedMetadataOp>(rw, op) else {
        return false;
    };
    let body = rw.body();
    if body.operand(op, 0) != body.result(inner, 0) || body.num_results(op) != 2 {
        return false;
    }
    let base = body.result(inner, 0);
    let loc = body.op(op).loc;
    rw.set_insertion_point(InsertionPoint::Before(op));
    let zero = const_index(rw, loc, 0);
    rw.replace_op(op, &[base, zero]);
    true
}

/// The pattern set of `expand-strided-metadata`, in upstream's registration order.
pub fn patterns() -> PatternSet {
    let mut set = PatternSet::new();
    let esm = ExtractStridedMetadataOp::NAME;
    let list: [(&'static str, &'static str, strata_pass::rewrite::RewriteFn); 14] = [
        (SubViewOp::NAME, "SubviewFolder", subview_folder),
        (
            ExpandShapeOp::NAME,
            "ReshapeFolder<ExpandShapeOp>",
            |rw, op| reshape_folder(rw, op, Reshape::Expand),
        ),
        (
            CollapseShapeOp::NAME,
            "ReshapeFolder<CollapseShapeOp>",
            |rw, op| reshape_folder(rw, op, Reshape::Collapse),
        ),
        (
            esm,
            "ExtractStridedMetadataOpAllocFolder<AllocOp>",
            |rw, op| source_def::<AllocOp>(rw, op).is_some() && metadata_of_alloc(rw, op),
        ),
        (
            esm,
            "ExtractStridedMetadataOpAllocFolder<AllocaOp>",
            |rw, op| source_def::<AllocaOp>(rw, op).is_some() && metadata_of_alloc(rw, op),
        ),
        (
            esm,
            "ExtractStridedMetadataOpCollapseShapeFolder",
            |rw, op| metadata_of_reshape(rw, op, Reshape::Collapse),
        ),
        (
            esm,
            "ExtractStridedMetadataOpExpandShapeFolder",
            |rw, op| metadata_of_reshape(rw, op, Reshape::Expand),
        ),
        (
            esm,
            "ExtractStridedMetadataOpGetGlobalFolder",
            metadata_of_get_global,
        ),
        (
            ExtractAlignedPointerAsIndexOp::NAME,
            "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
            aligned_pointer_of_view,
        ),
        (
            esm,
            "ExtractStridedMetadataOpReinterpretCastFolder",
            metadata_of_reinterpret_cast,
        ),
        (
            esm,
            "ExtractStridedMetadataOpSubviewFolder",
            metadata_of_subview,
        ),
        (
            esm,
            "ExtractStridedMetadataOpMemorySpaceCastFolder",
            metadata_of_memory_space_cast,
        ),
        (
            esm,
            "ExtractStridedMetadataOpAssumeAlignmentFolder",
            metadata_of_assume_alignment,
        ),
        (
            esm,
            "ExtractStridedMetadataOpExtractStridedMetadataFolder",
            metadata_of_metadata,
        ),
    ];
    for (root, name, rewrite) in list {
        set.add(FnPattern {
            root,
            name,
            rewrite,
        });
    }
    set
}

/// `expand-strided-metadata`.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata {
    frozen: Option<Arc<FrozenPatternSet>>,
}

impl std::fmt::Debug for ExpandStridedMetadata {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ExpandStridedMetadata")
    }
}

impl Pass for ExpandStridedMetadata {
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }
    fn name(&self) -> &'static str {
        "ExpandStridedMetadataPass"
    }
    fn summary(&self) -> &'static str {
        "Expand memref operations into easier to analyze constructs"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let frozen = self
            .frozen
            .get_or_insert_with(|| Arc::new(patterns().freeze(ctx)))
            .clone();
        // `applyPatternsGreedily`'s defaults: bottom-up, aggressive region simplification.
        let config = GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily_on_op(ctx, body, op, &frozen, config);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
