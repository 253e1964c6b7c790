//! Canonicalization of `memref.expand_shape` and `memref.collapse_shape`: chains of the
//! same kind composed into one reshape (MLIR 22's `ComposeReassociativeReshapeOps`),
//! collapses of expansions and expansions of collapses composed
//! (`ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp`), and casts folded into
//! collapses (`CollapseShapeOpMemRefCastFolder`); `dim` of a `reshape` read from its shape
//! operand (`DimOfMemRefReshape`).

use std::sync::Arc;

use strata_ir::ir::{Body, InsertionPoint, OpId, OperationState, ValueDef, ValueId};
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Location, Type};
use strata_ods::{i64_array, i64_array_attr};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::super::constraints::{reassociation, reassociation_attr};
use super::super::fold::{cast_folds_into_consumer, def, index_attr};
use super::super::ops::cast::cast_compatible;
use super::super::ops::views::reshape::{collapsed_strides, reshaped_type};
use super::super::types::{memref, mul, strides_offset};
use super::super::{CastOp, CollapseShapeOp, DimOp, ExpandShapeOp, LoadOp, ReshapeOp};
use crate::arith::{ConstantOp, IndexCastOp, MulIOp};

/// The patterns of this file, in registration order (upstream's).
pub(super) fn patterns() -> Vec<Arc<dyn RewritePattern>> {
    vec![
        Arc::new(ComposeReassociativeReshapeOps { expand: true }),
        Arc::new(ComposeReassociativeReshapeOps { expand: false }),
        Arc::new(ComposeCollapseOfExpand),
        Arc::new(CollapseShapeCastFolder),
        Arc::new(ComposeExpandOfCollapse),
        Arc::new(DimOfMemRefReshape),
    ]
}

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

/// `collapse_shape(collapse_shape(x))` and `expand_shape(expand_shape(x))` of identity
/// layouts become one reshape of `x` (MLIR's `ComposeReassociativeReshapeOps`).
struct ComposeReassociativeReshapeOps {
    /// On `expand_shape` (else `collapse_shape`).
    expand: bool,
}

impl RewritePattern for ComposeReassociativeReshapeOps {
    fn root(&self) -> Option<&str> {
        Some(if self.expand {
            ExpandShapeOp::NAME
        } else {
            CollapseShapeOp::NAME
        })
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
        let src = body.operand(op, 0);
        let inner = if self.expand {
            def::<ExpandShapeOp>(ctx, body, src, None).map(|e| e.id())
        } else {
            def::<CollapseShapeOp>(ctx, body, src, None).map(|c| c.id())
        };
        let Some(inner) = inner else {
            return false;
        };
        let x = body.operand(inner, 0);
        let res_t = body.value_type(body.result(op, 0));
        let identity = |t: Type| memref(ctx, t).is_some_and(|m| m.layout.is_none());
        if !identity(body.value_type(x)) || !identity(body.value_type(src)) || !identity(res_t) {
            return false;
        }
        let (Some(outer), Some(inner_groups)) =
            (groups_of(ctx, body, op), groups_of(ctx, body, inner))
        else {
            return false;
        };
        let Some(composed) = compose_reassociation(&inner_groups, &outer) else {
            return false;
        };
        let loc = body.op(op).loc;
        let reassoc = reassociation_attr(ctx, &composed);
        let state = if self.expand {
            let Some(shape) = ExpandShapeOp(op).static_output_shape(ctx, body) else {
                return false;
            };
            let dynamic: Vec<ValueId> = body.operands(op).skip(1).collect();
            ExpandShapeOp::state(ctx, body, loc, res_t, x, &dynamic, reassoc, shape)
        } else {
            CollapseShapeOp::state(ctx, body, loc, res_t, x, reassoc)
        };
        rw.replace_op_with_new(op, state);
        true
    }
}

/// The reassociation groups of a reshape op.
fn groups_of(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    strata_ir::symbols::op_attr(ctx, body, op, "reassociation").and_then(|a| reassociation(ctx, a))
}

/// Whether `t` is a memref with the identity layout.
fn identity(ctx: &Context, t: Type) -> bool {
    memref(ctx, t).is_some_and(|m| m.layout.is_none())
}

/// The shape of a ranked memref type.
fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    memref(ctx, t).map(|m| m.shape.to_vec())
}

/// An `expand_shape` of `src` to `ty` with `groups` and the mixed output shape
/// `static_shape`/`dynamic` (state only).
#[allow(clippy::too_many_arguments)]
fn expand_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    src: ValueId,
    ty: Type,
    groups: &[Vec<i64>],
    static_shape: &[i64],
    dynamic: &[ValueId],
) -> OperationState {
    let reassoc = reassociation_attr(ctx, groups);
    let shape = i64_array_attr(ctx, static_shape);
    ExpandShapeOp::state(ctx, body, loc, ty, src, dynamic, reassoc, shape)
}

/// A `collapse_shape` of `src` to `ty` with `groups` (state only).
fn collapse_state(
    ctx: &Context,
    body: &Body,
    loc: Location,
    src: ValueId,
    ty: Type,
    groups: &[Vec<i64>],
) -> OperationState {
    CollapseShapeOp::state(ctx, body, loc, ty, src, reassociation_attr(ctx, groups))
}

/// `collapse_shape(expand_shape(x))` of identity layouts becomes one reshape of `x`, or a
/// `memref.cast` when the ranks match.
struct ComposeCollapseOfExpand;

impl RewritePattern for ComposeCollapseOfExpand {
    fn root(&self) -> Option<&str> {
        Some(CollapseShapeOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ComposeCollapseOfExpandOp"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) != 1 {
            return false;
        }
        let Some(expand) = def::<ExpandShapeOp>(ctx, body, body.operand(op, 0), None) else {
            return false;
        };
        let expand = expand.id();
        if body.num_operands(expand) < 1 {
            return false;
        }
        let x = body.operand(expand, 0);
        let src_t = body.value_type(x);
        let res_t = body.value_type(body.result(op, 0));
        if !identity(ctx, body.value_type(body.operand(op, 0))) || !identity(ctx, src_t) {
            return false;
        }
        let (Some(src_shape), Some(res_shape)) = (shape(ctx, src_t), shape(ctx, res_t)) else {
            return false;
        };
        if src_t == res_t {
            return false;
        }
        let (Some(collapse_groups), Some(expand_groups)) =
            (groups_of(ctx, body, op), groups_of(ctx, body, expand))
        else {
            return false;
        };
        let (src_rank, res_rank) = (src_shape.len(), res_shape.len());
        let (higher, lower) = if src_rank > res_rank {
            (&expand_groups, &collapse_groups)
        } else {
            (&collapse_groups, &expand_groups)
        };
        let mut next = 0usize;
        let mut composed = Vec::with_capacity(lower.len());
        for low in lower {
            let Some(&low_last) = low.last() else {
                return false;
            };
            let mut group = Vec::new();
            while next < higher.len() {
                let Some(&right) = higher[next].last() else {
                    return false;
                };
                if right > low_last {
                    return false;
                }
                group.push(next as i64);
                next += 1;
                if right == low_last {
                    break;
                }
            }
            composed.push(group);
        }
        let loc = body.op(op).loc;
        if src_rank > res_rank {
            let state = collapse_state(ctx, body, loc, x, res_t, &composed);
            rw.replace_op_with_new(op, state);
        } else if src_rank < res_rank {
            // The new output shape: per collapsed group, the product of the expansion's
            // sizes (static, or a chain of `arith.muli` over the dynamic ones).
            let Some(static_out) = ExpandShapeOp(expand)
                .static_output_shape(ctx, body)
                .and_then(|a| i64_array(ctx, a))
            else {
                return false;
            };
            let dyn_values: Vec<ValueId> = body.operands(expand).skip(1).collect();
            let mut dyn_iter = dyn_values.into_iter();
            let mut mixed: Vec<Result<i64, ValueId>> = Vec::with_capacity(static_out.len());
            for &s in &static_out {
                if s == DYNAMIC {
                    let Some(v) = dyn_iter.next() else {
                        return false;
                    };
                    mixed.push(Err(v));
                } else {
                    mixed.push(Ok(s));
                }
            }
            let mut static_shape = Vec::new();
            let mut dynamic = Vec::new();
            rw.set_insertion_point(InsertionPoint::Before(op));
            for group in &collapse_groups {
                let mut elems = 1i64;
                let mut values = Vec::new();
                for &i in group {
                    match usize::try_from(i).ok().and_then(|i| mixed.get(i)) {
                        Some(Ok(c)) => elems = elems.wrapping_mul(*c),
                        Some(Err(v)) => values.push(*v),
                        None => return false,
                    }
                }
                let Some((&first, rest)) = values.split_first() else {
                    static_shape.push(elems);
                    continue;
                };
                let mut acc = first;
                let muli = |rw: &mut PatternRewriter<'_, '_>, a: ValueId, b: ValueId| {
                    MulIOp::build(rw, loc, a, b, None).result(rw.body())
                };
                for &v in rest {
                    acc = muli(rw, acc, v);
                }
                if elems != 1 {
                    let cv = ConstantOp::build(rw, loc, index_attr(ctx, elems)).result(rw.body());
                    acc = muli(rw, acc, cv);
                }
                static_shape.push(DYNAMIC);
                dynamic.push(acc);
            }
            let state = expand_state(
                ctx,
                rw.body(),
                loc,
                x,
                res_t,
                &composed,
                &static_shape,
                &dynamic,
            );
            rw.replace_op_with_new(op, state);
        } else {
            if src_shape != res_shape {
                return false;
            }
            let state = CastOp::state(ctx, body, loc, res_t, x);
            rw.replace_op_with_new(op, state);
        }
        true
    }
}

/// `collapse_shape(memref.cast(x))` where the cast only erases static information reads
/// `x`, followed by a `memref.cast` back to the old result type when it changed.
struct CollapseShapeCastFolder;

impl RewritePattern for CollapseShapeCastFolder {
    fn root(&self) -> Option<&str> {
        Some(CollapseShapeOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CollapseShapeOpMemRefCastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) != 1 {
            return false;
        }
        let Some(cast) = def::<CastOp>(ctx, body, body.operand(op, 0), Some(1)) else {
            return false;
        };
        let cast = cast.id();
        if !cast_folds_into_consumer(ctx, body, cast) {
            return false;
        }
        let x = body.operand(cast, 0);
        let Some(groups) = groups_of(ctx, body, op) else {
            return false;
        };
        let Some(src) = memref(ctx, body.value_type(x)) else {
            return false;
        };
        // MLIR's `computeCollapsedType`.
        let mut res_shape = Vec::with_capacity(groups.len());
        for g in &groups {
            let mut size = 1i64;
            for &d in g {
                let Some(&s) = usize::try_from(d).ok().and_then(|d| src.shape.get(d)) else {
                    return false;
                };
                size = mul(size, s);
            }
            res_shape.push(size);
        }
        let Some((strides, offset)) = strides_offset(ctx, &src) else {
            return false;
        };
        let new_strides = if src.layout.is_none() {
            Vec::new()
        } else {
            let Some(s) = collapsed_strides(src.shape, &strides, &groups) else {
                return false;
            };
            s
        };
        let new_t = reshaped_type(ctx, &src, &res_shape, new_strides, offset);
        let res_t = body.value_type(body.result(op, 0));
        if new_t == res_t {
            rw.modify_op_in_place(op, |b| b.set_operand(op, 0, x));
        } else {
            let loc = body.op(op).loc;
            rw.set_insertion_point(InsertionPoint::Before(op));
            let reassoc = reassociation_attr(ctx, &groups);
            let v = CollapseShapeOp::build(rw, loc, new_t, x, reassoc).result(rw.body());
            let state = CastOp::state(ctx, rw.body(), loc, res_t, v);
            rw.replace_op_with_new(op, state);
        }
        true
    }
}

/// `expand_shape(collapse_shape(x))` becomes one reshape of `x` when the sizes line up
/// (identity layouts), or a `memref.cast` of a statically shaped `x` otherwise.
struct ComposeExpandOfCollapse;

impl RewritePattern for ComposeExpandOfCollapse {
    fn root(&self) -> Option<&str> {
        Some(ExpandShapeOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ComposeExpandOfCollapseOp"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_results(op) != 1 || body.num_operands(op) < 1 {
            return false;
        }
        let Some(collapse) = def::<CollapseShapeOp>(ctx, body, body.operand(op, 0), Some(1)) else {
            return false;
        };
        let collapse = collapse.id();
        if body.num_operands(collapse) != 1 {
            return false;
        }
        let x = body.operand(collapse, 0);
        let src_t = body.value_type(x);
        let res_t = body.value_type(body.result(op, 0));
        let (Some(src_shape), Some(res_shape)) = (shape(ctx, src_t), shape(ctx, res_t)) else {
            return false;
        };
        let loc = body.op(op).loc;
        if !identity(ctx, body.value_type(body.operand(op, 0))) || !identity(ctx, src_t) {
            if !src_shape.contains(&DYNAMIC) && cast_compatible(ctx, src_t, res_t) {
                let state = CastOp::state(ctx, body, loc, res_t, x);
                rw.replace_op_with_new(op, state);
                return true;
            }
            return false;
        }
        let (src_rank, res_rank) = (src_shape.len(), res_shape.len());
        if src_rank == res_rank {
            return false;
        }
        let (Some(src_groups), Some(res_groups)) =
            (groups_of(ctx, body, collapse), groups_of(ctx, body, op))
        else {
            return false;
        };
        if src_rank > res_rank {
            let Some(composed) =
                collapsing_reassociation(&src_groups, &res_groups, &src_shape, &res_shape)
            else {
                return false;
            };
            let state = collapse_state(ctx, body, loc, x, res_t, &composed);
            rw.replace_op_with_new(op, state);
            return true;
        }
        let Some(composed) =
            collapsing_reassociation(&res_groups, &src_groups, &res_shape, &src_shape)
        else {
            return false;
        };
        let Some(static_shape) = ExpandShapeOp(op)
            .static_output_shape(ctx, body)
            .and_then(|a| i64_array(ctx, a))
        else {
            return false;
        };
        let dynamic: Vec<ValueId> = body.operands(op).skip(1).collect();
        let state = expand_state(ctx, body, loc, x, res_t, &composed, &static_shape, &dynamic);
        rw.replace_op_with_new(op, state);
        true
    }
}

/// The groups collapsing `src_shape` into `res_shape` group by group of the two
/// reassociations (`ComposeExpandOfCollapseOp::findCollapsingReassociation`).
fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape
            .get(start..start.checked_add(g.len())?)
            .map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (sg, rg) in src_groups.iter().zip(res_groups) {
        let src_sub = slice(src_shape, sg)?;
        let res_sub = slice(res_shape, rg)?;
        let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
        if dynamic(&src_sub) >= 2 && dynamic(&res_sub) >= 2 {
            return None;
        }
        let base = sg[0];
        if src_sub.len() == res_sub.len() {
            if src_sub != res_sub {
                return None;
            }
            composed.extend((0..src_sub.len() as i64).map(|i| vec![base + i]));
            continue;
        }
        for g in reassociation_for_collapse(&src_sub, &res_sub)? {
            composed.push(g.iter().map(|&i| base + i).collect());
        }
    }
    Some(composed)
}

/// An inclusive range of source dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    left: usize,
    right: usize,
}

/// From `start`, the first source range collapsing into a dynamic dimension (it must
/// hold a dynamic size); `greedy` takes every remaining dimension.
fn span_for_dynamic(shape: &[i64], start: usize, greedy: bool) -> Option<Span> {
    if start >= shape.len() {
        return None;
    }
    let mut result = Span {
        left: start,
        right: start,
    };
    let mut found = false;
    let mut right = start;
    while right < shape.len() {
        if found && !greedy {
            break;
        }
        if shape[right] == DYNAMIC {
            found = true;
        }
        result.right = right;
        right += 1;
    }
    found.then_some(result)
}

/// From `start`, the first range of static sizes whose product is `target`; `greedy`
/// also takes the following unit dimensions.
fn span_for_size(shape: &[i64], start: usize, target: i64, greedy: bool) -> Option<Span> {
    if start >= shape.len() {
        return None;
    }
    let mut it = Span {
        left: start,
        right: start,
    };
    let mut result = it;
    let mut product: i64 = 1;
    let mut reached = false;
    while it.left <= it.right && it.right < shape.len() {
        let size = shape[it.right];
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            it = Span {
                left: it.right + 1,
                right: it.right + 1,
            };
            result = it;
            continue;
        }
        product = product.checked_mul(size)?;
        if product > target && reached {
            break;
        }
        while product > target && it.left != it.right {
            let front = shape[it.left];
            if front == 0 {
                return None;
            }
            product /= front;
            it.left += 1;
        }
        result = it;
        if product == target {
            reached = true;
        }
        it.right += 1;
    }
    (reached && result.right < shape.len()).then_some(result)
}

/// Left-to-right search of the source ranges of each target dimension.
fn spans_for_collapse(src: &[i64], target: &[i64]) -> Option<Vec<Span>> {
    let mut spans: Vec<Span> = Vec::with_capacity(target.len());
    let mut prev: Option<i64> = None;
    let mut next = 0usize;
    for (t, &size) in target.iter().enumerate() {
        let greedy = t + 1 == target.len();
        let span = if size == DYNAMIC {
            span_for_dynamic(src, next, greedy)?
        } else {
            span_for_size(src, next, size, greedy)?
        };
        if span.left > span.right || span.right >= src.len() {
            return None;
        }
        if span.left > next {
            // Skipped dimensions join the preceding dynamic target dimension.
            if prev != Some(DYNAMIC) {
                return None;
            }
            spans.last_mut()?.right = span.left - 1;
        }
        prev = Some(size);
        next = span.right + 1;
        spans.push(span);
    }
    if spans.last()?.right + 1 < src.len() {
        return None;
    }
    Some(spans)
}

/// MLIR's `getReassociationIndicesForCollapse`: the groups collapsing `src` into
/// `target`, found scanning both ways; the two must agree up to unit dimensions.
fn reassociation_for_collapse(src: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if src.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if src.iter().any(|&s| s != 1 && s != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..src.len() as i64).collect()]);
    }
    let forward = spans_for_collapse(src, target)?;
    let rev_src: Vec<i64> = src.iter().rev().copied().collect();
    let rev_target: Vec<i64> = target.iter().rev().copied().collect();
    let n = src.len();
    let mut backward: Vec<Span> = spans_for_collapse(&rev_src, &rev_target)?
        .into_iter()
        .map(|s| Span {
            left: n - 1 - s.right,
            right: n - 1 - s.left,
        })
        .collect();
    backward.reverse();
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (f, b) in forward.iter().zip(&backward) {
        let in_f = |i: usize| i >= f.left && i <= f.right;
        let in_b = |i: usize| i >= b.left && i <= b.right;
        let lo = f.left.min(b.left);
        let hi = f.right.max(b.right);
        let mismatched: Vec<usize> = (lo..=hi).filter(|&i| in_f(i) != in_b(i)).collect();
        let overlap = (lo..=hi).any(|i| in_f(i) && in_b(i));
        if !overlap || mismatched.iter().any(|&i| src[i] != 1) {
            return None;
        }
        out.push((f.left as i64..=f.right as i64).collect());
    }
    Some(out)
}

/// `memref.dim` of a `memref.reshape` becomes a load of the size from the reshape's shape
/// operand, placed right after the reshape (before anything could write the shape), with
/// an `index_cast` when the shape's elements are not `index` (MLIR's
/// `DimOfMemRefReshape`). The dim's index must dominate the reshape: defined before it
/// in its block, or in an enclosing region.
struct DimOfMemRefReshape;

impl RewritePattern for DimOfMemRefReshape {
    fn root(&self) -> Option<&str> {
        Some(DimOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "DimOfMemRefReshape"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(dim) = DimOp::cast(ctx, body, op).filter(|_| body.num_operands(op) == 2) else {
            return false;
        };
        let (source, index) = (dim.source(body), dim.index(body));
        let Some(reshape) = def::<ReshapeOp>(ctx, body, source, Some(2)) else {
            return false;
        };
        if !dominates_op(body, index, reshape.0, op) {
            return false;
        }
        let shape = reshape.shape(body);
        let loc = body.op(op).loc;
        let index_ty = body.value_type(body.result(op, 0));
        rw.set_insertion_point(InsertionPoint::After(reshape.0));
        let load = LoadOp::build(rw, loc, shape, &[index], None, None).result(rw.body());
        let value = if rw.body().value_type(load) == index_ty {
            load
        } else {
            let cast = IndexCastOp::build(rw, loc, index_ty, load);
            rw.body().result(cast.0, 0)
        };
        rw.replace_op(op, &[value]);
        true
    }
}

/// Upstream's cheap dominance check of `DimOfMemRefReshape`: `v` is defined before
/// `reshape` in its block (or is one of its block's arguments), or, when `dim` is in
/// another block than `reshape`, in a region enclosing `reshape`'s.
fn dominates_op(body: &Body, v: ValueId, reshape: OpId, dim: OpId) -> bool {
    let (v_block, v_def) = match body.value(v).def {
        ValueDef::BlockArg { block, .. } => (Some(block), None),
        ValueDef::Result { op, .. } => (body.op_block(op), Some(op)),
        ValueDef::Detached => return false,
    };
    let reshape_block = body.op_block(reshape);
    if v_block == reshape_block {
        return v_def.is_none_or(|d| !is_before(body, reshape, d));
    }
    if body.op_block(dim) == reshape_block {
        return true;
    }
    let (Some(vr), Some(mut r)) = (
        v_block.and_then(|b| body.block_region(b)),
        reshape_block.and_then(|b| body.block_region(b)),
    ) else {
        return false;
    };
    // Whether `vr` is a proper ancestor of `r`.
    loop {
        let Some(parent) = body.region_parent(r) else {
            return false;
        };
        let Some(up) = body.op_block(parent).and_then(|b| body.block_region(b)) else {
            return false;
        };
        if up == vr {
            return true;
        }
        r = up;
    }
}

/// Whether `a` comes before `b` in their (common) block.
fn is_before(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}
