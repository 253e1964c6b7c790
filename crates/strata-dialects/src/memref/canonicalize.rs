//! Canonicalization patterns of the `memref` dialect (MLIR 22's): constant sizes folded
//! into `alloc`/`alloca`/`view`/`subview` types behind a `memref.cast`, dead allocations,
//! no-op copies and subviews, casts pushed past subviews and views, and
//! `reinterpret_cast(extract_strided_metadata(x))` round trips.

use std::sync::Arc;

use strata_ir::ir::{InsertionPoint, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Location, Type, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::fold::{
    Mixed, cast_folds_into_consumer, constant_int, def_named, dropped_dims, segments,
};
use super::views::{
    MemRef, check_bounds, infer_subview_type, memref, reassociation, strides_offset,
};
use strata_ods::{i32_array_attr, i64_array_attr};

/// Registers the `memref` canonicalization patterns into `ctx`.
pub(super) fn register(ctx: &Context) {
    for root in ["memref.alloc", "memref.alloca"] {
        register_canonicalization_pattern(ctx, Arc::new(SimplifyAllocConst { root }));
        register_canonicalization_pattern(ctx, Arc::new(SimplifyDeadAlloc { root }));
    }
    register_canonicalization_pattern(
        ctx,
        Arc::new(SimplifyDeadAlloc {
            root: "memref.realloc",
        }),
    );
    register_canonicalization_pattern(ctx, Arc::new(FoldEmptyCopy));
    register_canonicalization_pattern(ctx, Arc::new(FoldSelfCopy));
    register_canonicalization_pattern(ctx, Arc::new(SubViewConstantArgumentFolder));
    register_canonicalization_pattern(ctx, Arc::new(SubViewOpMemRefCastFolder));
    register_canonicalization_pattern(ctx, Arc::new(TrivialSubViewOpFolder));
    register_canonicalization_pattern(ctx, Arc::new(ViewOpShapeFolder));
    register_canonicalization_pattern(ctx, Arc::new(ViewOpMemrefCastFolder));
    register_canonicalization_pattern(ctx, Arc::new(ReinterpretCastOpExtractStridedMetadataFolder));
    register_canonicalization_pattern(ctx, Arc::new(ReinterpretCastOpConstantFolder));
    for root in ["memref.expand_shape", "memref.collapse_shape"] {
        register_canonicalization_pattern(ctx, Arc::new(ComposeReassociativeReshapeOps { root }));
    }
}

// ---- helpers ----

/// A memref type like `m` with `shape` (same element, layout and memory space).
fn with_shape(ctx: &Context, m: &MemRef, shape: Vec<i64>) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        element: m.element,
        layout: m.layout,
        memory_space: m.space,
    })
}

/// Replaces `op` (one result) by `memref.cast %value : T to <op's result type>`.
fn replace_with_cast(rw: &mut PatternRewriter<'_, '_>, op: OpId, value: ValueId) {
    let ctx = rw.ctx();
    let loc = rw.body().op(op).loc;
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let state = OperationState::new(ctx.op_name("memref.cast"), loc)
        .operand(value)
        .result(ty);
    rw.replace_op_with_new(op, state);
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
    let segs = [
        1,
        dynamic[0].len() as i32,
        dynamic[1].len() as i32,
        dynamic[2].len() as i32,
    ];
    let state = OperationState::new(ctx.op_name("memref.subview"), loc)
        .operand(source)
        .operands(dynamic.iter().flatten().copied())
        .result(ty)
        .property(ctx, "operandSegmentSizes", i32_array_attr(ctx, &segs))
        .property(ctx, "static_offsets", i64_array_attr(ctx, &lists[0]))
        .property(ctx, "static_sizes", i64_array_attr(ctx, &lists[1]))
        .property(ctx, "static_strides", i64_array_attr(ctx, &lists[2]));
    rw.set_insertion_point(InsertionPoint::Before(before));
    let new = rw.create(state);
    rw.body().result(new, 0)
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
    let layout = ctx.intern_attr(strata_ir::AttrData::Strided {
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
fn is_constant_index(ctx: &Context, body: &strata_ir::ir::Body, v: ValueId) -> bool {
    def_named(ctx, body, v, "arith.constant", Some(0)).is_some()
        && matches!(ctx.type_data(body.value_type(v)), TypeData::Index)
}

// ---- alloc / alloca ----

/// `alloc(%c4, %n) : memref<?x?xf32>` -> `cast(alloc(%n) : memref<4x?xf32>)`: constant
/// non-negative dynamic sizes move into the type.
struct SimplifyAllocConst {
    root: &'static str,
}

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "SimplifyAllocConst"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let Some(segs) = segments(ctx, body, op, 2) else {
            return false;
        };
        let Some(m) = memref(ctx, body.value_type(body.result(op, 0))) else {
            return false;
        };
        let dynamic: Vec<ValueId> = (0..segs[0]).map(|i| body.operand(op, i)).collect();
        let symbols: Vec<ValueId> = (segs[0]..body.num_operands(op))
            .map(|i| body.operand(op, i))
            .collect();
        let constant = |v: ValueId| constant_int(ctx, body, v).filter(|&c| c >= 0);
        if !dynamic.iter().any(|&v| constant(v).is_some()) {
            return false;
        }
        let mut shape = Vec::with_capacity(m.shape.len());
        let mut kept = Vec::new();
        let mut pos = 0;
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&v) = dynamic.get(pos) else {
                return false;
            };
            pos += 1;
            match constant(v) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let ty = with_shape(ctx, &m, shape);
        let segs = [kept.len() as i32, symbols.len() as i32];
        let mut state = OperationState::new(body.op(op).name, body.op(op).loc)
            .operands(kept)
            .operands(symbols)
            .result(ty)
            .property(ctx, "operandSegmentSizes", i32_array_attr(ctx, &segs));
        if let Some(a) = op_attr(ctx, body, op, "alignment") {
            state = state.property(ctx, "alignment", a);
        }
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new = rw.create(state);
        let v = rw.body().result(new, 0);
        replace_with_cast(rw, op, v);
        true
    }
}

/// An allocation (`alloc`, `alloca`, `realloc`) only stored into and deallocated is erased
/// with those users.
struct SimplifyDeadAlloc {
    root: &'static str,
}

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "SimplifyDeadAlloc"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 {
            return false;
        }
        let alloc = body.result(op, 0);
        let mut users = Vec::new();
        for u in body.uses(alloc) {
            let ok = match ctx.op_name_str(body.op(u.op).name) {
                // The allocation must be the stored-to memref, not the stored value.
                "memref.store" => body.num_operands(u.op) >= 2 && body.operand(u.op, 0) != alloc,
                "memref.dealloc" => true,
                _ => false,
            };
            if !ok {
                return false;
            }
            if !users.contains(&u.op) {
                users.push(u.op);
            }
        }
        for u in users {
            rw.erase_op(u);
        }
        rw.erase_op(op);
        true
    }
}

// ---- copy ----

/// `memref.copy` of an empty (some dimension is 0) memref is erased.
struct FoldEmptyCopy;

impl RewritePattern for FoldEmptyCopy {
    fn root(&self) -> Option<&str> {
        Some("memref.copy")
    }

    fn debug_name(&self) -> &str {
        "FoldEmptyCopy"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let empty = body
            .operands(op)
            .any(|v| memref(ctx, body.value_type(v)).is_some_and(|m| m.shape.contains(&0)));
        if empty {
            rw.erase_op(op);
        }
        empty
    }
}

/// `memref.copy %x, %x` is erased.
struct FoldSelfCopy;

impl RewritePattern for FoldSelfCopy {
    fn root(&self) -> Option<&str> {
        Some("memref.copy")
    }

    fn debug_name(&self) -> &str {
        "FoldSelfCopy"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let body = rw.body();
        if body.num_operands(op) != 2 || body.operand(op, 0) != body.operand(op, 1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

// ---- subview ----

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.subview`:
/// constant dynamic offsets/sizes (non-negative) and strides (non-zero) become static,
/// the result type is re-inferred and a `memref.cast` restores the old type.
struct SubViewConstantArgumentFolder;

impl RewritePattern for SubViewConstantArgumentFolder {
    fn root(&self) -> Option<&str> {
        Some("memref.subview")
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
        let mut changed = false;
        for k in 0..3 {
            for i in 0..lists[k].len() {
                let Some(v) = mixed.dynamic_value(k, i) else {
                    continue;
                };
                let c =
                    constant_int(ctx, body, v).filter(|&c| if k == 2 { c != 0 } else { c >= 0 });
                match c {
                    Some(c) => {
                        lists[k][i] = c;
                        changed = true;
                    }
                    None => dynamic[k].push(v),
                }
            }
        }
        if !changed {
            return false;
        }
        let source = body.operand(op, 0);
        let src_t = body.value_type(source);
        let res_t = body.value_type(body.result(op, 0));
        let Some(src) = memref(ctx, src_t) else {
            return false;
        };
        if lists.iter().any(|l| l.len() != src.shape.len())
            || check_bounds(&src.shape, &lists[0], &lists[1], &lists[2]).is_err()
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
        Some("memref.subview")
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
        let Some(cast) = def_named(ctx, body, body.operand(op, 0), "memref.cast", Some(1)) else {
            return false;
        };
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
        Some("memref.subview")
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
        Some("memref.view")
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
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            if pos >= body.num_operands(op) {
                return false;
            }
            let v = body.operand(op, pos);
            pos += 1;
            match constant_int(ctx, body, v).filter(|_| is_constant_index(ctx, body, v)) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let ty = with_shape(ctx, &m, shape);
        if ty == res_t {
            return false;
        }
        let state = OperationState::new(body.op(op).name, body.op(op).loc)
            .operand(body.operand(op, 0))
            .operand(body.operand(op, 1))
            .operands(kept)
            .result(ty);
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new = rw.create(state);
        let v = rw.body().result(new, 0);
        replace_with_cast(rw, op, v);
        true
    }
}

/// `view(cast(alloc))` -> `view(alloc)`.
struct ViewOpMemrefCastFolder;

impl RewritePattern for ViewOpMemrefCastFolder {
    fn root(&self) -> Option<&str> {
        Some("memref.view")
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
        let Some(cast) = def_named(ctx, body, body.operand(op, 0), "memref.cast", Some(1)) else {
            return false;
        };
        let alloc = body.operand(cast, 0);
        if def_named(ctx, body, alloc, "memref.alloc", None).is_none() {
            return false;
        }
        let rest: Vec<ValueId> = body.operands(op).skip(1).collect();
        let state = OperationState::new(body.op(op).name, body.op(op).loc)
            .operand(alloc)
            .operands(rest)
            .result(body.value_type(body.result(op, 0)));
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

/// The element type and memory space of a ranked or unranked memref type.
fn element_and_space(ctx: &Context, t: Type) -> Option<(Type, Option<strata_ir::Attribute>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}

/// MLIR's `constifyIndexValues`: static entries of the type win, then constant values.
fn constify(
    ctx: &Context,
    body: &strata_ir::ir::Body,
    from_type: &[i64],
    values: &[Ofr],
) -> Vec<Ofr> {
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
fn reinterpret_constified(
    ctx: &Context,
    body: &strata_ir::ir::Body,
    op: OpId,
) -> Option<([Vec<Ofr>; 3], Mixed)> {
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
        constify(ctx, body, &res.shape, &raw(1)),
        constify(ctx, body, &strides, &raw(2)),
    ];
    Some((lists, mixed))
}

/// An `extract_strided_metadata`'s constified offset, sizes and strides (from its source
/// type), with the source.
fn metadata_constified(
    ctx: &Context,
    body: &strata_ir::ir::Body,
    op: OpId,
) -> Option<([Vec<Ofr>; 3], ValueId)> {
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
            constify(ctx, body, &m.shape, &results(2, rank)),
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
        Some("memref.reinterpret_cast")
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
        let Some(meta) = def_of_any(
            ctx,
            body,
            body.operand(op, 0),
            "memref.extract_strided_metadata",
        ) else {
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

/// The op defining `v` (any result) if it is named `name`.
fn def_of_any(ctx: &Context, body: &strata_ir::ir::Body, v: ValueId, name: &str) -> Option<OpId> {
    match super::fold::def_of(ctx, body, v) {
        Some((op, n)) if n == name => Some(op),
        _ => None,
    }
}

/// `reinterpret_cast` entries known from its result type or constant operands become
/// static: a new `reinterpret_cast` with the inferred strided type, then a `memref.cast`.
struct ReinterpretCastOpConstantFolder;

impl RewritePattern for ReinterpretCastOpConstantFolder {
    fn root(&self) -> Option<&str> {
        Some("memref.reinterpret_cast")
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
        let Some((element, space)) = element_and_space(ctx, body.value_type(source)) else {
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
        let layout = ctx.intern_attr(strata_ir::AttrData::Strided {
            strides: strides.clone().into(),
            offset: offs[0],
        });
        let ty = ctx.intern_type(TypeData::MemRef {
            shape: sizes.clone().into(),
            element,
            layout: Some(layout),
            memory_space: space,
        });
        let segs = [
            1,
            doffs.len() as i32,
            dsizes.len() as i32,
            dstrides.len() as i32,
        ];
        let state = OperationState::new(body.op(op).name, body.op(op).loc)
            .operand(source)
            .operands(doffs)
            .operands(dsizes)
            .operands(dstrides)
            .result(ty)
            .property(ctx, "operandSegmentSizes", i32_array_attr(ctx, &segs))
            .property(ctx, "static_offsets", i64_array_attr(ctx, &offs))
            .property(ctx, "static_sizes", i64_array_attr(ctx, &sizes))
            .property(ctx, "static_strides", i64_array_attr(ctx, &strides));
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new = rw.create(state);
        let v = rw.body().result(new, 0);
        replace_with_cast(rw, op, v);
        true
    }
}

/// The offset, size and stride results of an `extract_strided_metadata` that its source
/// type fixes, with their values, in result order (MLIR's `getConstifiedMixed*`).
pub(super) fn metadata_constants(
    ctx: &Context,
    body: &strata_ir::ir::Body,
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

// ---- expand_shape / collapse_shape ----

/// MLIR's `composeReassociationIndices`: the groups of two chained reshapes of the same
/// kind as one reassociation, `None` when they do not compose.
fn compose_reassociation(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if consumer.iter().map(Vec::len).sum::<usize>() != producer.len() {
        return None;
    }
    consumer
        .iter()
        .map(|group| {
            let mut out = Vec::new();
            for &i in group {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// The `reassociation` attribute of `groups`.
pub(super) fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> strata_ir::Attribute {
    let i64_ty = ctx.builtin_types().i64;
    let groups: Vec<_> = groups
        .iter()
        .map(|g| {
            let items: Vec<_> = g
                .iter()
                .map(|&i| ctx.integer_attr(i64_ty, strata_ir::apint::ApInt::from_i64(64, i)))
                .collect();
            ctx.intern_attr(strata_ir::AttrData::Array(items.into()))
        })
        .collect();
    ctx.intern_attr(strata_ir::AttrData::Array(groups.into()))
}

/// `collapse_shape(collapse_shape(x))` and `expand_shape(expand_shape(x))` of identity
/// layouts become one reshape of `x` (MLIR's `ComposeReassociativeReshapeOps`).
struct ComposeReassociativeReshapeOps {
    root: &'static str,
}

impl RewritePattern for ComposeReassociativeReshapeOps {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        "ComposeReassociativeReshapeOps"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 1 {
            return false;
        }
        let Some(inner) = def_named(ctx, body, body.operand(op, 0), self.root, None) else {
            return false;
        };
        let x = body.operand(inner, 0);
        let res_t = body.value_type(body.result(op, 0));
        let identity = |t: Type| memref(ctx, t).is_some_and(|m| m.layout.is_none());
        if !identity(body.value_type(x))
            || !identity(body.value_type(body.operand(op, 0)))
            || !identity(res_t)
        {
            return false;
        }
        let groups =
            |o: OpId| op_attr(ctx, body, o, "reassociation").and_then(|a| reassociation(ctx, a));
        let (Some(outer), Some(inner_groups)) = (groups(op), groups(inner)) else {
            return false;
        };
        let Some(composed) = compose_reassociation(&inner_groups, &outer) else {
            return false;
        };
        let mut state = OperationState::new(body.op(op).name, body.op(op).loc)
            .operand(x)
            .result(res_t)
            .property(ctx, "reassociation", reassociation_attr(ctx, &composed));
        if self.root == "memref.expand_shape" {
            let Some(shape) = op_attr(ctx, body, op, "static_output_shape") else {
                return false;
            };
            let dynamic: Vec<ValueId> = body.operands(op).skip(1).collect();
            state = state
                .operands(dynamic)
                .property(ctx, "static_output_shape", shape);
        }
        rw.replace_op_with_new(op, state);
        true
    }
}
