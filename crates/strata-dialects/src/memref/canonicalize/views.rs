//! Canonicalization of the offset/size/stride views and `memref.view`: constant operands
//! folded into static entries and result types (behind a `memref.cast`), casts pushed
//! past subviews and views, trivial subviews removed, and
//! `reinterpret_cast(extract_strided_metadata(x))` round trips.

use std::sync::Arc;

use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, Location, Type, TypeData};
use strata_ods::i64_array_attr;
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::super::fold::{Mixed, cast_folds_into_consumer, constant_int, def, dropped_dims};
use super::super::ops::views::{check_bounds, infer_subview_type};
use super::super::types::{elem_and_space, memref, strides_offset, with_shape};
use super::super::{CastOp, ExtractStridedMetadataOp, ReinterpretCastOp, SubViewOp, ViewOp};
use super::replace_with_cast;
use crate::arith::ConstantOp;

/// The patterns of this file, in registration order.
pub(super) fn patterns() -> Vec<Arc<dyn RewritePattern>> {
    vec![
        Arc::new(SubViewConstantArgumentFolder),
        Arc::new(SubViewOpMemRefCastFolder),
        Arc::new(TrivialSubViewOpFolder),
        Arc::new(ViewOpShapeFolder),
        Arc::new(ViewOpMemrefCastFolder),
        Arc::new(ReinterpretCastOpExtractStridedMetadataFolder),
        Arc::new(ReinterpretCastOpConstantFolder),
    ]
}

/// Creates a `memref.subview` of `source` before `before`; returns its result.
#[allow(clippy::too_many_arguments)]
fn create_subview(
    rw: &mut PatternRewriter<'_, '_>,
    before: OpId,
    loc: Location,
    ty: Type,
    source: ValueId,
    lists: &[Vec<i64>; 3],
    dynamic: &[Vec<ValueId>; 3],
) -> ValueId {
    let ctx = rw.ctx();
    let [offsets, sizes, strides] = lists.each_ref().map(|l| i64_array_attr(ctx, l));
    rw.set_insertion_point(InsertionPoint::Before(before));
    let new = SubViewOp::build(
        rw,
        loc,
        ty,
        source,
        &dynamic[0],
        &dynamic[1],
        &dynamic[2],
        offsets,
        sizes,
        strides,
    );
    new.result(rw.body())
}

/// MLIR's `SubViewOp::inferResultType` on `source` with the given static lists, then the
/// dimensions marked in `dropped` removed; `None` for invalid lists or a non-strided source.
fn subview_type(
    ctx: &Context,
    source: Type,
    lists: &[Vec<i64>; 3],
    dropped: &[bool],
) -> Option<Type> {
    let [offsets, sizes, strides] = lists;
    let negative = |v: &[i64]| v.iter().any(|&x| x != DYNAMIC && x < 0);
    if negative(offsets) || negative(sizes) || strides.contains(&0) {
        return None;
    }
    let src = memref(ctx, source)?;
    let rank = src.shape.len();
    if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
        return None;
    }
    let (src_strides, src_offset) = strides_offset(ctx, &src)?;
    let full = infer_subview_type(ctx, &src, &src_strides, src_offset, offsets, sizes, strides);
    if !dropped.iter().any(|&d| d) {
        return Some(full);
    }
    let m = memref(ctx, full)?;
    let (full_strides, offset) = strides_offset(ctx, &m)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape: Vec<i64> = (0..rank).filter(keep).map(|i| m.shape[i]).collect();
    let strides: Vec<i64> = (0..rank).filter(keep).map(|i| full_strides[i]).collect();
    let layout = ctx.intern_attr(AttrData::Strided {
        strides: strides.into(),
        offset,
    });
    Some(ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        element: m.element,
        layout: Some(layout),
        memory_space: m.space,
    }))
}

/// Whether `v` is produced by an `arith.constant` of `index` type (`matchConstantIndex`).
fn is_constant_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    def::<ConstantOp>(ctx, body, v, Some(0)).is_some()
        && matches!(ctx.type_data(body.value_type(v)), TypeData::Index)
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.subview`:
/// constant dynamic offsets/sizes (non-negative) or else strides (non-zero) become static
/// (one list per application), unless the slice then runs out of bounds; the result type
/// is re-inferred and a `memref.cast` restores the old type.
struct SubViewConstantArgumentFolder;

impl RewritePattern for SubViewConstantArgumentFolder {
    fn root(&self) -> Option<&str> {
        Some(SubViewOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "OpWithOffsetSizesAndStridesConstantArgumentFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let Some(mixed) = Mixed::of(ctx, body, op) else {
            return false;
        };
        let mut lists = mixed.lists.clone();
        let mut dynamic: [Vec<ValueId>; 3] = Default::default();
        // Upstream folds the first of offsets, sizes and strides that has a constant (its
        // three folds are `&&`-chained), then checks the bounds; so strides that would
        // make the slice run out of bounds stay dynamic while offsets and sizes fold.
        let mut folded: Option<usize> = None;
        for k in 0..3 {
            for i in 0..lists[k].len() {
                let Some(v) = mixed.dynamic_value(k, i) else {
                    continue;
                };
                let c = constant_int(ctx, body, v)
                    .filter(|&c| if k == 2 { c != 0 } else { c >= 0 })
                    .filter(|_| folded.is_none_or(|f| f == k));
                match c {
                    Some(c) => {
                        lists[k][i] = c;
                        folded = Some(k);
                    }
                    None => dynamic[k].push(v),
                }
            }
        }
        if folded.is_none() {
            return false;
        }
        let source = body.operand(op, 0);
        let src_t = body.value_type(source);
        let res_t = body.value_type(body.result(op, 0));
        let Some(src) = memref(ctx, src_t) else {
            return false;
        };
        if lists.iter().any(|l| l.len() != src.shape.len())
            || check_bounds(src.shape, &lists[0], &lists[1], &lists[2]).is_err()
        {
            return false;
        }
        let Some(dropped) = dropped_dims(ctx, src_t, res_t, &mixed.lists[1]) else {
            return false;
        };
        let Some(ty) = subview_type(ctx, src_t, &lists, &dropped) else {
            return false;
        };
        let loc = body.op(op).loc;
        let v = create_subview(rw, op, loc, ty, source, &lists, &dynamic);
        replace_with_cast(rw, op, v);
        true
    }
}

/// `subview(cast(x))` -> `cast(subview(x))` when the cast only made the type more dynamic.
struct SubViewOpMemRefCastFolder;

impl RewritePattern for SubViewOpMemRefCastFolder {
    fn root(&self) -> Option<&str> {
        Some(SubViewOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SubViewOpMemRefCastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.operands(op).any(|v| is_constant_index(ctx, body, v)) {
            return false;
        }
        let Some(cast) = def::<CastOp>(ctx, body, body.operand(op, 0), Some(1)) else {
            return false;
        };
        let cast = cast.id();
        if !cast_folds_into_consumer(ctx, body, cast) {
            return false;
        }
        let Some(mixed) = Mixed::of(ctx, body, op) else {
            return false;
        };
        let cur_src = body.value_type(body.operand(op, 0));
        let cur_res = body.value_type(body.result(op, 0));
        let Some(dropped) = dropped_dims(ctx, cur_src, cur_res, &mixed.lists[1]) else {
            return false;
        };
        let source = body.operand(cast, 0);
        let Some(ty) = subview_type(ctx, body.value_type(source), &mixed.lists, &dropped) else {
            return false;
        };
        let loc = body.op(op).loc;
        let v = create_subview(rw, op, loc, ty, source, &mixed.lists, &mixed.dynamic);
        replace_with_cast(rw, op, v);
        true
    }
}

/// A subview with zero offsets, unit strides and the source's (static) sizes is its source,
/// behind a `memref.cast` when the types differ.
struct TrivialSubViewOpFolder;

impl RewritePattern for TrivialSubViewOpFolder {
    fn root(&self) -> Option<&str> {
        Some(SubViewOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "TrivialSubViewOpFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let source = body.operand(op, 0);
        let (src_t, res_t) = (body.value_type(source), body.value_type(body.result(op, 0)));
        let (Some(src), Some(res)) = (memref(ctx, src_t), memref(ctx, res_t)) else {
            return false;
        };
        let Some(mixed) = Mixed::of(ctx, body, op) else {
            return false;
        };
        let rank = src.shape.len();
        if res.shape.len() != rank || mixed.lists.iter().any(|l| l.len() != rank) {
            return false;
        }
        let trivial = (0..rank).all(|i| {
            mixed.constant(ctx, body, 0, i) == Some(0)
                && mixed.constant(ctx, body, 2, i) == Some(1)
                && mixed.constant(ctx, body, 1, i) == Some(src.shape[i])
        });
        if !trivial {
            return false;
        }
        if src_t == res_t {
            rw.replace_op(op, &[source]);
        } else {
            replace_with_cast(rw, op, source);
        }
        true
    }
}

// ---- view ----

/// `view` sizes produced by `arith.constant ... : index` move into the result type, behind
/// a `memref.cast`.
struct ViewOpShapeFolder;

impl RewritePattern for ViewOpShapeFolder {
    fn root(&self) -> Option<&str> {
        Some(ViewOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ViewOpShapeFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 2 {
            return false;
        }
        if !body.operands(op).any(|v| is_constant_index(ctx, body, v)) {
            return false;
        }
        let res_t = body.value_type(body.result(op, 0));
        let Some(m) = memref(ctx, res_t) else {
            return false;
        };
        let mut shape = Vec::with_capacity(m.shape.len());
        let mut kept = Vec::new();
        let mut pos = 2;
        for &d in m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            if pos >= body.num_operands(op) {
                return false;
            }
            let v = body.operand(op, pos);
            pos += 1;
            // A negative constant size stays dynamic (it is no valid static size).
            match constant_int(ctx, body, v).filter(|_| is_constant_index(ctx, body, v)) {
                Some(c) if c >= 0 => shape.push(c),
                _ => {
                    shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let ty = with_shape(ctx, &m, shape);
        if ty == res_t {
            return false;
        }
        let (source, shift) = (body.operand(op, 0), body.operand(op, 1));
        rw.set_insertion_point(InsertionPoint::Before(op));
        let loc = rw.body().op(op).loc;
        let v = ViewOp::build(rw, loc, ty, source, shift, &kept).result(rw.body());
        replace_with_cast(rw, op, v);
        true
    }
}

/// `view(cast(x))` -> `view(x)` (mlir-opt 22 folds casts of any source here).
struct ViewOpMemrefCastFolder;

impl RewritePattern for ViewOpMemrefCastFolder {
    fn root(&self) -> Option<&str> {
        Some(ViewOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ViewOpMemrefCastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 2 {
            return false;
        }
        let Some(cast) = def::<CastOp>(ctx, body, body.operand(op, 0), Some(1)) else {
            return false;
        };
        // mlir-opt 22 folds a cast of any source here (not only of an allocation).
        let source = body.operand(cast.id(), 0);
        let shift = body.operand(op, 1);
        let sizes: Vec<ValueId> = body.operands(op).skip(2).collect();
        let res_t = body.value_type(body.result(op, 0));
        let state = ViewOp::state(ctx, body, body.op(op).loc, res_t, source, shift, &sizes);
        rw.replace_op_with_new(op, state);
        true
    }
}

// ---- reinterpret_cast / extract_strided_metadata ----

/// A constified offset, size or stride: a known constant or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    Const(i64),
    Value(ValueId),
}

/// MLIR's `constifyIndexValues`: static entries of the type win, then constant values.
fn constify(ctx: &Context, body: &Body, from_type: &[i64], values: &[Ofr]) -> Vec<Ofr> {
    values
        .iter()
        .zip(from_type)
        .map(|(&v, &t)| match (t, v) {
            (t, _) if t != DYNAMIC => Ofr::Const(t),
            (_, Ofr::Value(x)) => constant_int(ctx, body, x).map_or(v, Ofr::Const),
            _ => v,
        })
        .collect()
}

/// A `reinterpret_cast`'s constified `[offset], sizes, strides` (from its result type and
/// constant operands), with its raw mixed lists.
fn reinterpret_constified(ctx: &Context, body: &Body, op: OpId) -> Option<([Vec<Ofr>; 3], Mixed)> {
    let mixed = Mixed::of(ctx, body, op)?;
    let res = memref(ctx, body.value_type(body.result(op, 0)))?;
    let (strides, offset) = strides_offset(ctx, &res)?;
    let raw = |k: usize| -> Vec<Ofr> {
        (0..mixed.lists[k].len())
            .map(|i| match mixed.dynamic_value(k, i) {
                Some(v) => Ofr::Value(v),
                None => Ofr::Const(mixed.lists[k][i]),
            })
            .collect()
    };
    if mixed.lists[0].len() != 1
        || mixed.lists[1].len() != res.shape.len()
        || mixed.lists[2].len() != strides.len()
    {
        return None;
    }
    let lists = [
        constify(ctx, body, &[offset], &raw(0)),
        constify(ctx, body, res.shape, &raw(1)),
        constify(ctx, body, &strides, &raw(2)),
    ];
    Some((lists, mixed))
}

/// An `extract_strided_metadata`'s constified offset, sizes and strides (from its source
/// type), with the source.
fn metadata_constified(ctx: &Context, body: &Body, op: OpId) -> Option<([Vec<Ofr>; 3], ValueId)> {
    if body.num_operands(op) != 1 {
        return None;
    }
    let source = body.operand(op, 0);
    let m = memref(ctx, body.value_type(source))?;
    let (strides, offset) = strides_offset(ctx, &m)?;
    let rank = m.shape.len();
    if body.num_results(op) != 2 + 2 * rank {
        return None;
    }
    let results = |from: usize, n: usize| -> Vec<Ofr> {
        (from..from + n)
            .map(|i| Ofr::Value(body.result(op, i)))
            .collect()
    };
    Some((
        [
            constify(ctx, body, &[offset], &results(1, 1)),
            constify(ctx, body, m.shape, &results(2, rank)),
            constify(ctx, body, &strides, &results(2 + rank, rank)),
        ],
        source,
    ))
}

/// `reinterpret_cast(extract_strided_metadata(x))` rebuilding `x` exactly becomes `x` (or a
/// `memref.cast` of it); otherwise the cast reads `x` directly.
struct ReinterpretCastOpExtractStridedMetadataFolder;

impl RewritePattern for ReinterpretCastOpExtractStridedMetadataFolder {
    fn root(&self) -> Option<&str> {
        Some(ReinterpretCastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ReinterpretCastOpExtractStridedMetadataFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 1 {
            return false;
        }
        let Some(meta) = defining_op(body, body.operand(op, 0))
            .filter(|&d| ExtractStridedMetadataOp::isa(ctx, body, d))
        else {
            return false;
        };
        let Some((theirs, source)) = metadata_constified(ctx, body, meta) else {
            return false;
        };
        let Some((mine, _)) = reinterpret_constified(ctx, body, op) else {
            return false;
        };
        // Strides, then sizes, then the offset (upstream's order; all must match).
        if mine[2] != theirs[2] || mine[1] != theirs[1] || mine[0] != theirs[0] {
            rw.modify_op_in_place(op, |b| b.set_operand(op, 0, source));
            return true;
        }
        if body.value_type(source) == body.value_type(body.result(op, 0)) {
            rw.replace_op(op, &[source]);
        } else {
            replace_with_cast(rw, op, source);
        }
        true
    }
}

/// `reinterpret_cast` entries known from its result type or constant operands become
/// static: a new `reinterpret_cast` with the inferred strided type, then a `memref.cast`.
struct ReinterpretCastOpConstantFolder;

impl RewritePattern for ReinterpretCastOpConstantFolder {
    fn root(&self) -> Option<&str> {
        Some(ReinterpretCastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ReinterpretCastOpConstantFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 1 {
            return false;
        }
        let Some((lists, mixed)) = reinterpret_constified(ctx, body, op) else {
            return false;
        };
        let before = mixed
            .lists
            .iter()
            .flatten()
            .filter(|&&v| v != DYNAMIC)
            .count();
        let after = lists
            .iter()
            .flatten()
            .filter(|v| matches!(v, Ofr::Const(_)))
            .count();
        if before == after {
            return false;
        }
        let source = body.operand(op, 0);
        let Some((element, space)) = elem_and_space(ctx, body.value_type(source)) else {
            return false;
        };
        let split = |l: &Vec<Ofr>| -> (Vec<i64>, Vec<ValueId>) {
            let mut st = Vec::new();
            let mut dy = Vec::new();
            for v in l {
                match *v {
                    Ofr::Const(c) => st.push(c),
                    Ofr::Value(x) => {
                        st.push(DYNAMIC);
                        dy.push(x);
                    }
                }
            }
            (st, dy)
        };
        let (offs, doffs) = split(&lists[0]);
        let (sizes, dsizes) = split(&lists[1]);
        let (strides, dstrides) = split(&lists[2]);
        let layout = ctx.intern_attr(AttrData::Strided {
            strides: strides.clone().into(),
            offset: offs[0],
        });
        let ty = ctx.intern_type(TypeData::MemRef {
            shape: sizes.clone().into(),
            element,
            layout: Some(layout),
            memory_space: space,
        });
        let state = ReinterpretCastOp::state(
            ctx,
            body,
            body.op(op).loc,
            ty,
            source,
            &doffs,
            &dsizes,
            &dstrides,
            i64_array_attr(ctx, &offs),
            i64_array_attr(ctx, &sizes),
            i64_array_attr(ctx, &strides),
        );
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new = rw.create(state);
        let v = rw.body().result(new, 0);
        replace_with_cast(rw, op, v);
        true
    }
}

/// The offset, size and stride results of an `extract_strided_metadata` that its source
/// type fixes, with their values, in result order (MLIR's `getConstifiedMixed*`).
pub(crate) fn metadata_constants(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<Vec<(ValueId, i64)>> {
    let (lists, _) = metadata_constified(ctx, body, op)?;
    let rank = lists[1].len();
    let mut out = Vec::new();
    for (k, list) in lists.iter().enumerate() {
        let first = [1, 2, 2 + rank][k];
        for (i, v) in list.iter().enumerate() {
            if let Ofr::Const(c) = *v {
                out.push((body.result(op, first + i), c));
            }
        }
    }
    Some(out)
}
