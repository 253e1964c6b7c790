//! Fold hooks of the `memref` ops (MLIR 22's `fold` methods): `dim`/`rank` of known shapes,
//! `memref.cast` sources folded into their consumers, identity views and view chains.

use strata_ir::Context;
use strata_ir::apint::ApInt;
use strata_ir::ir::{Body, Op, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::registry::FoldResult;
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Location, NamedAttribute, Type, TypeData};

use super::ops::views::view::permutation;
use super::types::{MemRef, memref, strides_offset};
use super::{
    AllocOp, AllocaOp, AssumeAlignmentOp, CastOp, CollapseShapeOp, ExpandShapeOp,
    MemorySpaceCastOp, ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp,
};
use crate::arith::ConstantOp;
use strata_ods::{i32_array, i64_array};

/// The result of a fold hook.
type Folded = Option<Vec<FoldResult>>;

/// Folded in place.
fn in_place() -> Folded {
    Some(Vec::new())
}

/// Folded to the existing value `v`.
fn value(v: ValueId) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// Whether `op` has exactly one operand and one result (the shape every unary fold needs).
fn is_unary(body: &Body, op: OpId) -> bool {
    body.num_operands(op) == 1 && body.num_results(op) == 1
}

/// Whether `op` has a source operand and one result (the shape every view fold needs).
fn has_source_and_result(body: &Body, op: OpId) -> bool {
    body.num_operands(op) >= 1 && body.num_results(op) == 1
}

/// The source (operand 0) of `op` when it has the type of the op's result.
fn source_of_same_type(body: &Body, op: OpId) -> Option<ValueId> {
    let src = body.operand(op, 0);
    (body.value_type(src) == body.value_type(body.result(op, 0))).then_some(src)
}

/// The fold of a cast whose source `changed` in place: the source when the cast is now an
/// identity, else in place if anything changed.
fn identity_or_in_place(body: &Body, op: OpId, changed: bool) -> Folded {
    match source_of_same_type(body, op) {
        Some(src) => value(src),
        None => changed.then(Vec::new),
    }
}

/// An `index` integer attribute.
pub(super) fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), ApInt::from_i64(64, v))
}

/// The op of kind `T` defining `v`, if it has one result and (when given) `operands`
/// operands.
pub(super) fn def<T: Op>(
    ctx: &Context,
    body: &Body,
    v: ValueId,
    operands: Option<usize>,
) -> Option<T> {
    let op = defining_op(body, v)?;
    let t = T::cast(ctx, body, op)?;
    (body.num_results(op) == 1 && operands.is_none_or(|k| body.num_operands(op) == k)).then_some(t)
}

pub(super) use strata_ir::matchers::constant_i64 as constant_int;

/// The integer value of a folded operand attribute.
fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

fn is_ranked(ctx: &Context, t: Type) -> bool {
    memref(ctx, t).is_some()
}

/// MLIR's `foldMemRefCast`: every operand (but `inner`) produced by a `memref.cast` of a
/// ranked memref is replaced by the cast's source. Returns whether anything changed. Other
/// dialects' memory ops (`affine.load`, ...) fold casts with it too.
pub fn fold_memref_cast(ctx: &Context, body: &mut Body, op: OpId, inner: Option<ValueId>) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = def::<CastOp>(ctx, body, v, Some(1)) else {
            continue;
        };
        let src = body.operand(cast.id(), 0);
        if is_ranked(ctx, body.value_type(src)) {
            body.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast only makes a ranked strided memref more
/// dynamic (same element type and rank).
pub(super) fn cast_folds_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    if !is_unary(body, cast) {
        return false;
    }
    let (Some(src), Some(res)) = (
        memref(ctx, body.value_type(body.operand(cast, 0))),
        memref(ctx, body.value_type(body.result(cast, 0))),
    ) else {
        return false;
    };
    if src.element != res.element || src.shape.len() != res.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (strides_offset(ctx, &src), strides_offset(ctx, &res))
    else {
        return false;
    };
    let more_static = |s: i64, r: i64| s != r && s == DYNAMIC && r != DYNAMIC;
    !(src
        .shape
        .iter()
        .zip(res.shape)
        .any(|(&s, &r)| more_static(s, r))
        || more_static(so, ro)
        || ss.iter().zip(&rs).any(|(&s, &r)| more_static(s, r)))
}

/// `operandSegmentSizes` of `op`, if it has `n` entries summing to its operand count.
pub(super) fn segments(ctx: &Context, body: &Body, op: OpId, n: usize) -> Option<Vec<usize>> {
    let segs = i32_array(ctx, op_attr(ctx, body, op, "operandSegmentSizes")?)?;
    if segs.len() != n || segs.iter().any(|&s| s < 0) {
        return None;
    }
    let segs: Vec<usize> = segs.iter().map(|&s| s as usize).collect();
    (segs.iter().sum::<usize>() == body.num_operands(op)).then_some(segs)
}

/// The static offsets/sizes/strides lists of an offset-size-stride op, with its operand
/// segments, when they are consistent.
pub(super) struct Mixed {
    /// `static_offsets`, `static_sizes`, `static_strides`.
    pub(super) lists: [Vec<i64>; 3],
    /// The dynamic operands of each list, in order.
    pub(super) dynamic: [Vec<ValueId>; 3],
}

impl Mixed {
    /// Reads the lists of `op` (a subview or reinterpret_cast).
    pub(super) fn of(ctx: &Context, body: &Body, op: OpId) -> Option<Mixed> {
        let segs = segments(ctx, body, op, 4)?;
        let mut lists: [Vec<i64>; 3] = Default::default();
        let mut dynamic: [Vec<ValueId>; 3] = Default::default();
        let mut next = segs[0];
        for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
            .iter()
            .enumerate()
        {
            lists[k] = i64_array(ctx, op_attr(ctx, body, op, name)?)?;
            let n = segs[k + 1];
            if lists[k].iter().filter(|&&v| v == DYNAMIC).count() != n {
                return None;
            }
            dynamic[k] = (next..next + n).map(|i| body.operand(op, i)).collect();
            next += n;
        }
        Some(Mixed { lists, dynamic })
    }

    /// The dynamic value of entry `i` of list `k`, if that entry is dynamic.
    pub(super) fn dynamic_value(&self, k: usize, i: usize) -> Option<ValueId> {
        if *self.lists[k].get(i)? != DYNAMIC {
            return None;
        }
        let pos = self.lists[k][..i].iter().filter(|&&v| v == DYNAMIC).count();
        self.dynamic[k].get(pos).copied()
    }

    /// Entry `i` of list `k` as a constant (static, or a dynamic constant operand).
    pub(super) fn constant(&self, ctx: &Context, body: &Body, k: usize, i: usize) -> Option<i64> {
        match *self.lists[k].get(i)? {
            DYNAMIC => constant_int(ctx, body, self.dynamic_value(k, i)?),
            v => Some(v),
        }
    }
}

/// MLIR's `computeMemRefRankReductionMask`: which dimensions of `original` are dropped to
/// get `reduced`, given the static `sizes` of a subview.
pub(super) fn dropped_dims(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (o, r) = (memref(ctx, original)?, memref(ctx, reduced)?);
    let (orank, rrank) = (o.shape.len(), r.shape.len());
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate().take(orank) {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (os, _) = strides_offset(ctx, &o)?;
    let (cs, _) = strides_offset(ctx, &r)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let candidate = occurrences(&cs);
    for (dim, flag) in unused.iter_mut().enumerate() {
        if !*flag {
            continue;
        }
        let stride = *os.get(dim)?;
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                if let Some(c) = unaccounted.get_mut(&stride) {
                    *c -= 1;
                }
            }
            std::cmp::Ordering::Equal => *flag = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

/// The `memref` dialect's constants are `arith.constant`s (MLIR's
/// `MemRefDialect::materializeConstant`).
pub(super) fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    crate::arith::materialize_constant(ctx, body, value, ty, loc)
}

// ---- hooks ----

/// `memref.dim`: a static size, the size operand of an `alloc`/`alloca`/`view`/`subview`,
/// or `dim(cast(x)) -> dim(x)`.
pub(super) fn fold_dim(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Folded {
    if body.num_operands(op) != 2 || body.num_results(op) != 1 {
        return None;
    }
    let index = attr_int(ctx, operands.get(1).copied().flatten())?;
    let source = body.operand(op, 0);
    let m: MemRef<'_> = memref(ctx, body.value_type(source))?;
    let rank = m.shape.len();
    if index < 0 || index as usize >= rank {
        return None;
    }
    let index = index as usize;
    if m.shape[index] != DYNAMIC {
        return Some(vec![FoldResult::Attr(index_attr(ctx, m.shape[index]))]);
    }
    let dyn_pos = m.shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
    if let Some(def) = defining_op(body, source) {
        let found = if AllocOp::isa(ctx, body, def) || AllocaOp::isa(ctx, body, def) {
            segments(ctx, body, def, 2)
                .filter(|s| dyn_pos < s[0])
                .map(|_| body.operand(def, dyn_pos))
        } else if ViewOp::isa(ctx, body, def) {
            (2 + dyn_pos < body.num_operands(def)).then(|| body.operand(def, 2 + dyn_pos))
        } else if SubViewOp::isa(ctx, body, def) {
            subview_dim(ctx, body, def, index)
        } else {
            None
        };
        if let Some(v) = found {
            return value(v);
        }
    }
    if fold_memref_cast(ctx, body, op, None) {
        return in_place();
    }
    None
}

/// The dynamic size operand of `subview` giving dimension `index` of its result.
fn subview_dim(ctx: &Context, body: &Body, subview: OpId, index: usize) -> Option<ValueId> {
    let mixed = Mixed::of(ctx, body, subview)?;
    let src_t = body.value_type(body.operand(subview, 0));
    let res_t = body.value_type(body.result(subview, 0));
    let dropped = dropped_dims(ctx, src_t, res_t, &mixed.lists[1])?;
    let source_index = dropped
        .iter()
        .enumerate()
        .filter(|(_, d)| !**d)
        .nth(index)
        .map(|(i, _)| i)?;
    mixed.dynamic_value(1, source_index)
}

/// `memref.rank` of a ranked memref is a constant.
pub(super) fn fold_rank(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !is_unary(body, op) {
        return None;
    }
    let m = memref(ctx, body.value_type(body.operand(op, 0)))?;
    Some(vec![FoldResult::Attr(index_attr(
        ctx,
        m.shape.len() as i64,
    ))])
}

/// `memref.cast`: `cast(cast(x)) -> cast(x)`, then an identity cast folds to its source
/// (the `CastOpInterface` fold).
pub(super) fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !is_unary(body, op) {
        return None;
    }
    let changed = fold_memref_cast(ctx, body, op, None);
    identity_or_in_place(body, op, changed)
}

/// `load`/`dealloc` (and any op whose every memref operand may drop a cast): fold
/// `memref.cast` operands in place.
pub(super) fn fold_cast_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    fold_memref_cast(ctx, body, op, None).then(Vec::new)
}

/// `memref.store` and `memref.atomic_rmw`: fold `memref.cast` operands other than the
/// stored value.
pub(super) fn fold_store(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if body.num_operands(op) < 2 {
        return None;
    }
    let stored = body.operand(op, 0);
    fold_memref_cast(ctx, body, op, Some(stored)).then(Vec::new)
}

/// `memref.copy`: the first operand produced by a cast that only makes its type more
/// dynamic takes the cast's source.
pub(super) fn fold_copy(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if let Some(cast) = def::<CastOp>(ctx, body, v, Some(1))
            && cast_folds_into_consumer(ctx, body, cast.id())
        {
            let src = body.operand(cast.id(), 0);
            body.set_operand(op, i, src);
            return in_place();
        }
    }
    None
}

/// Whether a memref type has a static shape and a static (or identity) layout.
fn fully_static(ctx: &Context, t: Type) -> bool {
    let Some(m) = memref(ctx, t) else {
        return false;
    };
    if m.shape.contains(&DYNAMIC) {
        return false;
    }
    match m.layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::Strided { strides, offset }) => {
            *offset != DYNAMIC && !strides.contains(&DYNAMIC)
        }
        _ => true,
    }
}

/// `memref.subview`: an identity subview of a static type folds to its source, as does a
/// zero-offset unit-stride same-size subview of a subview.
pub(super) fn fold_subview(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !has_source_and_result(body, op) {
        return None;
    }
    let src = body.operand(op, 0);
    let (src_t, res_t) = (body.value_type(src), body.value_type(body.result(op, 0)));
    if src_t == res_t && fully_static(ctx, res_t) {
        return value(src);
    }
    let inner = def::<SubViewOp>(ctx, body, src, None)?.id();
    let (mine, theirs) = (Mixed::of(ctx, body, op)?, Mixed::of(ctx, body, inner)?);
    let n = mine.lists[0].len();
    let all = |k: usize, want: i64| (0..n).all(|i| mine.constant(ctx, body, k, i) == Some(want));
    // Entries compare as written: equal static values, or the same dynamic value.
    let same_sizes = mine.lists[1] == theirs.lists[1]
        && (0..mine.lists[1].len()).all(|i| mine.dynamic_value(1, i) == theirs.dynamic_value(1, i));
    (all(0, 0) && all(2, 1) && same_sizes && src_t == res_t).then(|| vec![FoldResult::Value(src)])
}

/// `memref.view` of the same static type at byte shift zero folds to its source; a
/// `memref.cast` source folds into the view.
pub(super) fn fold_view(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !has_source_and_result(body, op) || body.num_operands(op) < 2 {
        return None;
    }
    let zero_shift = strata_ir::matchers::is_zero(ctx, body, body.operand(op, 1));
    if let Some(src) = source_of_same_type(body, op)
        && zero_shift
        && memref(ctx, body.value_type(src)).is_some_and(|m| !m.shape.contains(&DYNAMIC))
    {
        return Some(vec![FoldResult::Value(src)]);
    }
    // Unlike the other views, upstream's `ViewOp::fold` does not fold a `memref.cast`
    // source: only the canonicalization pattern `ViewOpMemrefCastFolder` does (for casts
    // of allocations), so fold-only drivers keep the cast.
    None
}

/// `memref.reinterpret_cast`: the source of a `reinterpret_cast`, `cast` or zero-offset
/// `subview` source is used directly; a no-op cast of a static type folds to its source.
pub(super) fn fold_reinterpret_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !has_source_and_result(body, op) {
        return None;
    }
    let src = body.operand(op, 0);
    let prev = match defining_op(body, src) {
        Some(d)
            if (ReinterpretCastOp::isa(ctx, body, d) || CastOp::isa(ctx, body, d))
                && body.num_operands(d) >= 1 =>
        {
            Some(body.operand(d, 0))
        }
        Some(d) if SubViewOp::isa(ctx, body, d) => Mixed::of(ctx, body, d).and_then(|m| {
            (0..m.lists[0].len())
                .all(|i| m.constant(ctx, body, 0, i) == Some(0))
                .then(|| body.operand(d, 0))
        }),
        _ => None,
    };
    if let Some(p) = prev {
        body.set_operand(op, 0, p);
        return in_place();
    }
    let res_t = body.value_type(body.result(op, 0));
    let static_shape = memref(ctx, res_t).is_some_and(|m| !m.shape.contains(&DYNAMIC));
    let offset = ReinterpretCastOp(op)
        .static_offsets(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .and_then(|v| v.first().copied());
    (static_shape && body.value_type(src) == res_t && offset == Some(0))
        .then(|| vec![FoldResult::Value(src)])
}

/// `memref.memory_space_cast(memory_space_cast(x))` casts `x` directly; an identity cast
/// folds to its source.
pub(super) fn fold_memory_space_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !is_unary(body, op) {
        return None;
    }
    let changed = match def::<MemorySpaceCastOp>(ctx, body, body.operand(op, 0), Some(1)) {
        Some(d) => {
            let s = body.operand(d.id(), 0);
            body.set_operand(op, 0, s);
            true
        }
        None => false,
    };
    identity_or_in_place(body, op, changed)
}

/// `assume_alignment(assume_alignment(x, a), a)` folds to the inner one.
pub(super) fn fold_assume_alignment(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !is_unary(body, op) {
        return None;
    }
    let src = body.operand(op, 0);
    let inner = def::<AssumeAlignmentOp>(ctx, body, src, Some(1))?;
    let a = AssumeAlignmentOp(op).alignment(ctx, body)?;
    (inner.alignment(ctx, body) == Some(a)).then(|| vec![FoldResult::Value(src)])
}

/// A reshape to its own source type folds to the source; `expand_shape(collapse_shape(x))`
/// (and the reverse) folds to `x` when the types match.
pub(super) fn fold_reshape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !has_source_and_result(body, op) {
        return None;
    }
    if let Some(src) = source_of_same_type(body, op) {
        return value(src);
    }
    let src = body.operand(op, 0);
    let inner = if ExpandShapeOp::isa(ctx, body, op) {
        def::<CollapseShapeOp>(ctx, body, src, None)?.id()
    } else {
        def::<ExpandShapeOp>(ctx, body, src, None)?.id()
    };
    let x = body.operand(inner, 0);
    (body.value_type(x) == body.value_type(body.result(op, 0))).then(|| vec![FoldResult::Value(x)])
}

/// `memref.transpose` with the identity permutation and equal types folds to its input.
pub(super) fn fold_transpose(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if !is_unary(body, op) {
        return None;
    }
    let AttrData::AffineMap(map) = ctx.attr_data(TransposeOp(op).permutation(ctx, body)?) else {
        return None;
    };
    let map = *map;
    if ctx.affine().is_identity(map)
        && let Some(src) = source_of_same_type(body, op)
    {
        return value(src);
    }
    let src = body.operand(op, 0);
    // transpose(transpose(x, q), p) -> transpose(x, p . q).
    let inner = def::<TransposeOp>(ctx, body, src, Some(1))?;
    let AttrData::AffineMap(inner_map) = ctx.attr_data(inner.permutation(ctx, body)?) else {
        return None;
    };
    let inner = inner.id();
    let (p, q) = (permutation(ctx, map)?, permutation(ctx, *inner_map)?);
    if p.len() != q.len() {
        return None;
    }
    let store = ctx.affine();
    let exprs: Vec<_> = p
        .iter()
        .map(|&j| q.get(j).map(|&d| store.dim(d as u32)))
        .collect::<Option<_>>()?;
    let composed = store.map(p.len() as u32, 0, &exprs);
    let attr = ctx.intern_attr(AttrData::AffineMap(composed));
    let x = body.operand(inner, 0);
    set_property(ctx, body, op, "permutation", attr);
    body.set_operand(op, 0, x);
    in_place()
}

/// Sets inherent attribute `name` of `op` to `value`.
fn set_property(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let key = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = body
        .op(op)
        .properties
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != key);
    entries.push(NamedAttribute { name: key, value });
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// `memref.extract_strided_metadata` fold, as MLIR 22's: every used offset, size or
/// stride result the source type fixes is replaced by a new `arith.constant` inserted
/// before the op (the fold creates these ops itself, like upstream's, so they appear
/// wherever the hook runs, SCCP included), and the source of a ranked `memref.cast` is
/// read directly. Folds in place.
pub(super) fn fold_extract_strided_metadata(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    if body.num_operands(op) != 1 {
        return None;
    }
    let mut changed = false;
    if let Some(lists) = super::canonicalize::metadata_constants(ctx, body, op) {
        let loc = body.op(op).loc;
        for (r, c) in lists {
            if body.uses(r).is_empty() {
                continue;
            }
            let state = ConstantOp::state(ctx, body, loc, index_attr(ctx, c));
            let k = body.create_op(state);
            body.insert_op_before(op, k);
            let v = body.result(k, 0);
            body.replace_all_uses(r, v);
            changed = true;
        }
    }
    changed |= fold_memref_cast(ctx, body, op, None);
    changed.then(Vec::new)
}

/// Element `index` (row-major) of a dense integer, index or float elements attribute, as
/// a scalar attribute (MLIR's `DenseElementsAttr::getValues<Attribute>()[index]`); any
/// index reads a splat's value.
pub fn dense_element(ctx: &Context, attr: Attribute, index: usize) -> Option<Attribute> {
    let AttrData::DenseElements {
        ty,
        data: strata_ir::attributes::DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    let elem = ctx.type_data(*ty).element_type()?;
    let size = ctx.dense_element_bytes(elem)?;
    let at = if *splat { 0 } else { index.checked_mul(size)? };
    let bytes = raw.get(at..at.checked_add(size)?)?;
    match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => {
            let words = le_words(bytes);
            Some(ctx.integer_attr(elem, strata_ir::apint::ApInt::from_words(*width, &words)))
        }
        TypeData::Index => {
            let words = le_words(bytes);
            Some(ctx.integer_attr(elem, strata_ir::apint::ApInt::from_words(64, &words)))
        }
        _ if ctx.float_kind(elem).is_some() => {
            let mut b = [0u8; 16];
            let n = bytes.len().min(16);
            b[..n].copy_from_slice(&bytes[..n]);
            Some(ctx.intern_attr(AttrData::Float {
                ty: elem,
                bits: u128::from_le_bytes(b),
            }))
        }
        _ => None,
    }
}

/// Little-endian bytes as 64-bit words.
fn le_words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect()
}
