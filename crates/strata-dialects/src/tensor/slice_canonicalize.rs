//! Folds and canonicalization of the slice-inserting ops, as MLIR 22 registers them:
//! `tensor.insert_slice` folds (identity, insert after the same insert, empty slice) and,
//! for both `insert_slice` and `parallel_insert_slice`, constant offsets/sizes/strides
//! made static (`InsertSliceOpConstantArgumentFolder`), `tensor.cast`s of the source or
//! destination folded in (`InsertSliceOpCastFolder`) and a more static source type made
//! explicit by a cast (`InsertSliceOpSourceCastInserter`).

use std::sync::Arc;

use strata_ir::interfaces::InParallelOpInterface;
use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::matchers::{constant_scalar_int, defining_op};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Context, Location, Type, TypeData};
use strata_ods::{i32_array, i64_array, i64_array_attr};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::fold::preserves_static_information;
use super::ops::CastOp;
use super::slice::{
    InsertSliceOp, ParallelInsertSliceOp, rank_reduction_mask, verify_insert_slice_types,
};
use crate::arith::ConstantOp;
use crate::memref::ops::views::check_bounds;

/// Registers the patterns of both ops into `ctx`, in upstream's order.
pub(super) fn register(ctx: &Context) {
    for root in [InsertSliceOp::NAME, ParallelInsertSliceOp::NAME] {
        register_canonicalization_pattern(ctx, Arc::new(ConstantArgumentFolder(root)));
        register_canonicalization_pattern(ctx, Arc::new(CastFolder(root)));
        register_canonicalization_pattern(ctx, Arc::new(SourceCastInserter(root)));
    }
}

/// The operands and lists of a slice-inserting op, when consistent.
pub(crate) struct Slice {
    /// The inserted tensor.
    pub source: ValueId,
    /// The tensor inserted into.
    pub dest: ValueId,
    /// `static_offsets`, `static_sizes`, `static_strides`.
    pub lists: [Vec<i64>; 3],
    /// The dynamic operands of each list, in order.
    pub dynamic: [Vec<ValueId>; 3],
}

/// One entry of a list (upstream's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Entry {
    Static(i64),
    Value(ValueId),
}

impl Slice {
    /// Reads `op` (an `insert_slice` or `parallel_insert_slice`).
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Slice> {
        let segs = i32_array(ctx, op_attr(ctx, body, op, "operandSegmentSizes")?)?;
        if segs.len() != 5 || segs[0] != 1 || segs[1] != 1 || segs.iter().any(|&s| s < 0) {
            return None;
        }
        if segs.iter().map(|&s| s as usize).sum::<usize>() != body.num_operands(op) {
            return None;
        }
        let mut lists: [Vec<i64>; 3] = Default::default();
        let mut dynamic: [Vec<ValueId>; 3] = Default::default();
        let mut next = 2;
        for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
            .iter()
            .enumerate()
        {
            lists[k] = i64_array(ctx, op_attr(ctx, body, op, name)?)?;
            let n = segs[k + 2] as usize;
            if lists[k].iter().filter(|&&v| v == DYNAMIC).count() != n {
                return None;
            }
            dynamic[k] = (next..next + n).map(|i| body.operand(op, i)).collect();
            next += n;
        }
        Some(Slice {
            source: body.operand(op, 0),
            dest: body.operand(op, 1),
            lists,
            dynamic,
        })
    }

    /// List `k` as entries.
    fn mixed(&self, k: usize) -> Vec<Entry> {
        let mut values = self.dynamic[k].iter();
        self.lists[k]
            .iter()
            .map(|&v| match v {
                DYNAMIC => values
                    .next()
                    .map_or(Entry::Static(DYNAMIC), |&v| Entry::Value(v)),
                v => Entry::Static(v),
            })
            .collect()
    }

    /// The lists and operands of `entries` (upstream's `dispatchIndexOpFoldResults`).
    fn split(entries: &[Entry]) -> (Vec<i64>, Vec<ValueId>) {
        let mut statics = Vec::with_capacity(entries.len());
        let mut values = Vec::new();
        for e in entries {
            match *e {
                Entry::Static(s) => statics.push(s),
                Entry::Value(v) => {
                    statics.push(DYNAMIC);
                    values.push(v);
                }
            }
        }
        (statics, values)
    }
}

/// The constant value of an `index`-typed entry.
fn entry_const(ctx: &Context, body: &Body, e: Entry) -> Option<i64> {
    match e {
        Entry::Static(s) => Some(s),
        Entry::Value(v) => constant_scalar_int(ctx, body, v)?.to_i64_checked(),
    }
}

/// The shape of a ranked tensor type.
fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// `tensor.insert_slice` folds: the whole static destination type replaced gives the
/// source, an insert at the same place as the insert producing its destination (with the
/// same source type) skips it, and an empty slice gives the destination.
pub(super) fn fold_insert_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let s = Slice::of(ctx, body, op)?;
    let src_t = body.value_type(s.source);
    let res_t = body.value_type(body.result(op, 0));
    let static_shape = |t: Type| shape_of(ctx, t).filter(|sh| !sh.contains(&DYNAMIC));
    if src_t == res_t
        && let Some(shape) = static_shape(res_t)
        && s.lists.iter().all(|l| l.len() == shape.len())
    {
        let consts = |k: usize| -> Vec<Option<i64>> {
            s.mixed(k)
                .into_iter()
                .map(|e| entry_const(ctx, body, e))
                .collect()
        };
        let identity = consts(0).iter().all(|&o| o == Some(0))
            && consts(2).iter().all(|&o| o == Some(1))
            && consts(1).iter().zip(&shape).all(|(&c, &d)| c == Some(d));
        if identity {
            return Some(vec![FoldResult::Value(s.source)]);
        }
    }
    if let Some(prev) = defining_op(body, s.dest).filter(|&d| InsertSliceOp::isa(ctx, body, d))
        && let Some(p) = Slice::of(ctx, body, prev)
        && body.value_type(p.source) == src_t
        && (0..3).all(|k| p.mixed(k) == s.mixed(k))
    {
        body.set_operand(op, 1, p.dest);
        return Some(vec![]);
    }
    let sizes = s.mixed(1);
    if sizes.iter().any(|&e| entry_const(ctx, body, e) == Some(0)) {
        return Some(vec![FoldResult::Value(s.dest)]);
    }
    None
}

/// Creates the op `root` names over the given operands and lists before `before`;
/// returns it.
fn create_slice(
    rw: &mut PatternRewriter<'_, '_>,
    root: &str,
    before: OpId,
    loc: Location,
    source: ValueId,
    dest: ValueId,
    entries: &[Vec<Entry>; 3],
) -> OpId {
    let ctx = rw.ctx();
    let [(o, ov), (s, sv), (t, tv)] = entries.each_ref().map(|e| Slice::split(e));
    let (o, s, t) = (
        i64_array_attr(ctx, &o),
        i64_array_attr(ctx, &s),
        i64_array_attr(ctx, &t),
    );
    rw.set_insertion_point(InsertionPoint::Before(before));
    if root == InsertSliceOp::NAME {
        InsertSliceOp::build(rw, loc, source, dest, &ov, &sv, &tv, o, s, t).0
    } else {
        ParallelInsertSliceOp::build(rw, loc, source, dest, &ov, &sv, &tv, o, s, t).0
    }
}

/// Replaces `op` by the new op `new`; an `insert_slice` result whose type changed goes
/// through a `tensor.cast` back to the old type.
fn replace_slice(rw: &mut PatternRewriter<'_, '_>, op: OpId, new: OpId, loc: Location) {
    let body = rw.body();
    if body.num_results(op) == 0 {
        rw.replace_op(op, &[]);
        return;
    }
    let (old_t, v) = (body.value_type(body.result(op, 0)), body.result(new, 0));
    let v = if body.value_type(v) == old_t {
        v
    } else {
        rw.set_insertion_point(InsertionPoint::After(new));
        CastOp::build(rw, loc, old_t, v).dest(rw.body())
    };
    rw.replace_op(op, &[v]);
}

/// Where a cast of the source goes: before the op, or before its parent when that is the
/// terminator holding parallel-combining ops.
fn cast_point(ctx: &Context, body: &Body, op: OpId) -> OpId {
    let parent = body
        .op_block(op)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_parent(r));
    match parent {
        Some(p)
            if ctx
                .op_interface::<InParallelOpInterface>(body.op(p).name)
                .is_some() =>
        {
            p
        }
        _ => op,
    }
}

/// Creates `tensor.cast %v : ... to ty` before `before`; returns its result.
fn cast_before(
    rw: &mut PatternRewriter<'_, '_>,
    before: OpId,
    loc: Location,
    ty: Type,
    v: ValueId,
) -> ValueId {
    rw.set_insertion_point(InsertionPoint::Before(before));
    CastOp::build(rw, loc, ty, v).dest(rw.body())
}

/// Upstream's `inferCanonicalRankReducedResultType`: the static sizes as a tensor of
/// `dest`'s element type and encoding, with leading unit dimensions dropped (encoding
/// too) until it has `rank` dimensions.
fn canonical_source_type(ctx: &Context, dest: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let TypeData::RankedTensor {
        element, encoding, ..
    } = ctx.type_data(dest)
    else {
        return None;
    };
    if sizes.len() <= rank {
        return Some(ctx.intern_type(TypeData::RankedTensor {
            shape: sizes.into(),
            element: *element,
            encoding: *encoding,
        }));
    }
    let mut drop = sizes.len() - rank;
    let shape: Vec<i64> = sizes
        .iter()
        .filter(|&&s| {
            if drop > 0 && s == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .copied()
        .collect();
    Some(ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        element: *element,
        encoding: None,
    }))
}

/// Constant dynamic offsets and sizes (non-negative) and strides (non-zero) become
/// static; a source whose type no longer fits is cast to the canonical one.
struct ConstantArgumentFolder(&'static str);

impl RewritePattern for ConstantArgumentFolder {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "InsertSliceOpConstantArgumentFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(s) = Slice::of(ctx, body, op) else {
            return false;
        };
        let mut changed = false;
        let entries: [Vec<Entry>; 3] = std::array::from_fn(|k| {
            s.mixed(k)
                .into_iter()
                .map(|e| match e {
                    Entry::Value(v) => {
                        let c = constant_scalar_int(ctx, body, v).and_then(|c| c.to_i64_checked());
                        match c.filter(|&c| if k == 2 { c != 0 } else { c >= 0 }) {
                            Some(c) => {
                                changed = true;
                                Entry::Static(c)
                            }
                            None => e,
                        }
                    }
                    e => e,
                })
                .collect()
        });
        if !changed {
            return false;
        }
        let dest_t = body.value_type(s.dest);
        let src_t = body.value_type(s.source);
        let (Some(dest_shape), Some(src_shape)) = (shape_of(ctx, dest_t), shape_of(ctx, src_t))
        else {
            return false;
        };
        let lists = entries.each_ref().map(|e| Slice::split(e).0);
        if lists.iter().any(|l| l.len() != dest_shape.len())
            || check_bounds(&dest_shape, &lists[0], &lists[1], &lists[2]).is_err()
        {
            return false;
        }
        let Some(new_src_t) = canonical_source_type(ctx, dest_t, &lists[1], src_shape.len()) else {
            return false;
        };
        let loc = body.op(op).loc;
        let mut source = s.source;
        if new_src_t != src_t {
            let at = cast_point(ctx, body, op);
            source = cast_before(rw, at, loc, new_src_t, source);
        }
        let new = create_slice(rw, self.0, op, loc, source, s.dest, &entries);
        replace_slice(rw, op, new, loc);
        true
    }
}

/// The source of a `tensor.cast` defining `v` that only made the type less static
/// (upstream's `canFoldIntoConsumerOp`).
fn foldable_cast_source(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let cast = defining_op(body, v).and_then(|d| CastOp::cast(ctx, body, d))?;
    if body.num_operands(cast.id()) != 1 || body.num_results(cast.id()) != 1 {
        return None;
    }
    let src = cast.source(body);
    preserves_static_information(ctx, body.value_type(v), body.value_type(src)).then_some(src)
}

/// Whether `v` is an `index` constant (`matchConstantIndex`).
fn is_constant_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(ctx.type_data(body.value_type(v)), TypeData::Index)
        && defining_op(body, v).is_some_and(|d| ConstantOp::isa(ctx, body, d))
}

/// A source or destination made by a `tensor.cast` that only lost static information
/// takes the cast's source; static sizes follow the new source type.
struct CastFolder(&'static str);

impl RewritePattern for CastFolder {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "InsertSliceOpCastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.operands(op).any(|v| is_constant_index(ctx, body, v)) {
            return false;
        }
        let Some(s) = Slice::of(ctx, body, op) else {
            return false;
        };
        let src_cast = foldable_cast_source(ctx, body, s.source);
        let dst_cast = foldable_cast_source(ctx, body, s.dest);
        if src_cast.is_none() && dst_cast.is_none() {
            return false;
        }
        let src = src_cast.unwrap_or(s.source);
        let dst = dst_cast.unwrap_or(s.dest);
        let (src_t, dst_t) = (body.value_type(src), body.value_type(dst));
        let (Some(src_shape), Some(dst_shape)) = (shape_of(ctx, src_t), shape_of(ctx, dst_t))
        else {
            return false;
        };
        let mut static_sizes = s.lists[1].clone();
        let Some(dropped) = rank_reduction_mask(&static_sizes, &src_shape, true) else {
            return false;
        };
        let mut sizes = s.mixed(1);
        let mut r = 0;
        for (i, size) in static_sizes.iter_mut().enumerate() {
            if !dropped.contains(&i) && src_shape.get(r).is_some_and(|&d| d != DYNAMIC) {
                sizes[i] = Entry::Static(src_shape[r]);
                *size = src_shape[r];
                r += 1;
            }
        }
        if verify_insert_slice_types(ctx, src_t, dst_t, &static_sizes).is_err() {
            return false;
        }
        let lists = [
            s.lists[0].clone(),
            Slice::split(&sizes).0,
            s.lists[2].clone(),
        ];
        if lists.iter().any(|l| l.len() != dst_shape.len())
            || check_bounds(&dst_shape, &lists[0], &lists[1], &lists[2]).is_err()
        {
            return false;
        }
        let loc = body.op(op).loc;
        let entries = [s.mixed(0), sizes, s.mixed(2)];
        let new = create_slice(rw, self.0, op, loc, src, dst, &entries);
        replace_slice(rw, op, new, loc);
        true
    }
}

/// A source more dynamic than the constant sizes is cast to the static type they give
/// (same rank only).
struct SourceCastInserter(&'static str);

impl RewritePattern for SourceCastInserter {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn debug_name(&self) -> &str {
        "InsertSliceOpSourceCastInserter"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(s) = Slice::of(ctx, body, op) else {
            return false;
        };
        let src_t = body.value_type(s.source);
        let TypeData::RankedTensor {
            shape,
            element,
            encoding,
        } = ctx.type_data(src_t)
        else {
            return false;
        };
        let Some(dst_shape) = shape_of(ctx, body.value_type(s.dest)) else {
            return false;
        };
        if shape.len() != dst_shape.len() {
            return false;
        }
        let sizes = s.mixed(1);
        if sizes.len() != shape.len() {
            return false;
        }
        let mut new_shape = shape.to_vec();
        for (i, &e) in sizes.iter().enumerate() {
            if let Some(c) = entry_const(ctx, body, e) {
                if c < 0 {
                    return false;
                }
                new_shape[i] = c;
            }
        }
        let new_t = ctx.intern_type(TypeData::RankedTensor {
            shape: new_shape.into(),
            element: *element,
            encoding: *encoding,
        });
        if new_t == src_t || !preserves_static_information(ctx, src_t, new_t) {
            return false;
        }
        let loc = body.op(op).loc;
        let at = cast_point(ctx, body, op);
        let cast = cast_before(rw, at, loc, new_t, s.source);
        let entries = [s.mixed(0), s.mixed(1), s.mixed(2)];
        let new = create_slice(rw, self.0, op, loc, cast, s.dest, &entries);
        replace_slice(rw, op, new, loc);
        true
    }
}
