//! The reshaping views: `memref.expand_shape` and `memref.collapse_shape` (dimensions
//! split or merged by a reassociation, with their strided result layouts) and
//! `memref.reshape` (any shape given by a shape memref, identity layouts only).

use strata_ir::ir::{Body, OpId};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, Type, TypeData};
use strata_ods::{i64_array, op};

use super::{parse_dynamic_index_list, print_dynamic_index_list};
use crate::memref::constraints::{
    AnyRankedOrUnrankedMemRef, AnyStridedMemRef, DenseI64ArrayAttr, IndexListArrayAttr,
    ShapeMemRef, VariadicIndex, reassociation,
};
use crate::memref::types::{
    MemRef, elem_and_space, identity_layout, memref, mul, strides_offset, ty,
};

/// MLIR's `verifyCollapsedShape`: the groups partition the expanded dimensions in order
/// and each collapsed size is the product of its group.
fn verify_collapsed_shape(
    name: &str,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), String> {
    if collapsed.len() != groups.len() {
        return Err(format!(
            "'{name}' op invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (cdim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return Err(format!(
                    "'{name}' op reassociation indices must be contiguous"
                ));
            }
            next += 1;
            let Some(&size) = usize::try_from(e).ok().and_then(|e| expanded.get(e)) else {
                return Err(format!(
                    "'{name}' op reassociation index {e} is out of bounds"
                ));
            };
            if size == DYNAMIC {
                dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != dynamic {
            return Err(format!(
                "'{name}' op collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return Err(format!(
                    "'{name}' op collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(format!(
                "'{name}' op rank 0 memrefs can only be extended/collapsed with/from ones"
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(format!(
            "'{name}' op expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The memref type `shape` of `src`'s element and space with a strided layout, or the
/// identity layout when `src` has one.
pub(crate) fn reshaped_type(
    ctx: &Context,
    src: &MemRef<'_>,
    shape: &[i64],
    strides: Vec<i64>,
    offset: i64,
) -> Type {
    let layout = src.layout.map(|_| {
        ctx.intern_attr(AttrData::Strided {
            strides: strides.into(),
            offset,
        })
    });
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        element: src.element,
        layout,
        memory_space: src.space,
    })
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict): a group's stride is that of its last
/// non-unit dimension; `None` when a group is visibly not contiguous.
pub(crate) fn collapsed_strides(
    shape: &[i64],
    strides: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<i64>> {
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut len = group.len();
        while len > 1 && shape[group[len - 1] as usize] == 1 {
            len -= 1;
        }
        let Some(&last) = group[..len].last() else {
            result.push(1);
            continue;
        };
        let last = last as usize;
        if shape[last] != DYNAMIC || len == 1 {
            result.push(strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (group, &group_stride) in groups.iter().zip(&result) {
        let mut stride = group_stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = mul(stride, shape[idx]);
            let src_stride = strides[idx - 1];
            if shape[idx - 1] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(result)
}

/// The reassociation groups and the strided source and result types of a reshape.
#[allow(clippy::type_complexity)]
fn reshape_parts<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<(Vec<Vec<i64>>, (MemRef<'c>, Vec<i64>, i64), MemRef<'c>, Type)> {
    let groups = strata_ir::symbols::op_attr(ctx, body, op, "reassociation")
        .and_then(|a| reassociation(ctx, a))?;
    let src = memref(ctx, body.value_type(body.operand(op, 0)))?;
    let (strides, offset) = strides_offset(ctx, &src)?;
    let res_t = body.value_type(body.result(op, 0));
    let res = memref(ctx, res_t)?;
    Some((groups, (src, strides, offset), res, res_t))
}

/// The reassociation expands the source into the result, whose layout is the expanded
/// one, and the output shape matches the result type.
fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ExpandShapeOp::NAME;
    let Some((groups, (src, src_strides, offset), res, res_t)) = reshape_parts(ctx, body, op)
    else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(format!(
            "'{NAME}' op has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        ));
    }
    verify_collapsed_shape(NAME, src.shape, res.shape, &groups)?;
    // MLIR's `computeExpandedLayoutMap`: each group's last dimension keeps the source
    // stride, the ones before it multiply in the sizes to their right.
    let mut reversed = Vec::with_capacity(r1);
    let mut index = r1;
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            index = index.saturating_sub(1);
            current = mul(current, res.shape[index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(r1, 1);
    let expected = reshaped_type(ctx, &src, res.shape, strides, offset);
    if expected != res_t {
        return Err(format!(
            "'{NAME}' op expected expanded type to be '{}' but found '{}'",
            ty(ctx, expected),
            ty(ctx, res_t)
        ));
    }
    let e = ExpandShapeOp(op);
    let Some(static_shape) = e
        .static_output_shape(ctx, body)
        .and_then(|a| i64_array(ctx, a))
    else {
        return Ok(());
    };
    if static_shape.len() != r1 {
        return Err(format!(
            "'{NAME}' op expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            static_shape.len()
        ));
    }
    let dynamic = static_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let given = e.output_shape(body).len();
    if given != dynamic {
        return Err(format!(
            "'{NAME}' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
        ));
    }
    for (pos, (&d, &s)) in res.shape.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(format!(
                "'{NAME}' op invalid output shape provided at pos {pos}"
            ));
        }
    }
    Ok(())
}

op! {
    /// Splits dimensions of a memref into several.
    ///
    /// `memref.expand_shape` views its source with a higher rank: each group of the
    /// reassociation lists the contiguous result dimensions one source dimension splits
    /// into. `output_shape` gives the result sizes, constants or `index` operands. A
    /// source dimension is dynamic exactly when its group has a dynamic size; the result
    /// layout follows from the source's strides.
    ///
    /// ```mlir
    /// func.func @expand_shape(%m: memref<?x32xf32>, %n: index) -> memref<?x4x32xf32> {
    ///   %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
    ///   return %e : memref<?x4x32xf32>
    /// }
    /// ```
    pub struct ExpandShapeOp = "memref.expand_shape" {
        traits: [pure],
        operands: [src: AnyStridedMemRef, output_shape: variadic VariadicIndex],
        attrs: [reassociation: IndexListArrayAttr, static_output_shape: DenseI64ArrayAttr],
        results: [result: AnyStridedMemRef],
        verify: verify_expand_shape,
        fold: crate::memref::fold::fold_reshape,
        result_names: "expand_shape",
        format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
    }
}

/// The reassociation collapses the source into the result, whose layout is the collapsed
/// one.
fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = CollapseShapeOp::NAME;
    let Some((groups, (src, src_strides, offset), res, res_t)) = reshape_parts(ctx, body, op)
    else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(format!(
            "'{NAME}' op has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        ));
    }
    verify_collapsed_shape(NAME, res.shape, src.shape, &groups)?;
    let strides = if src.layout.is_none() {
        Vec::new()
    } else {
        collapsed_strides(src.shape, &src_strides, &groups).ok_or_else(|| {
            format!("'{NAME}' op invalid source layout map or collapsing non-contiguous dims")
        })?
    };
    let expected = reshaped_type(ctx, &src, res.shape, strides, offset);
    if expected != res_t {
        return Err(format!(
            "'{NAME}' op expected collapsed type to be '{}' but found '{}'",
            ty(ctx, expected),
            ty(ctx, res_t)
        ));
    }
    Ok(())
}

op! {
    /// Merges contiguous dimensions of a memref.
    ///
    /// `memref.collapse_shape` views its source with a lower rank: each group of the
    /// reassociation lists the contiguous source dimensions one result dimension merges.
    /// A result dimension is dynamic exactly when its group has a dynamic size. Merging
    /// dimensions that are not contiguous in memory is undefined behaviour; layouts that
    /// visibly are not are rejected.
    ///
    /// ```mlir
    /// func.func @collapse_shape(%m: memref<?x4x32xf32>) -> memref<?x32xf32> {
    ///   %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
    ///   return %c : memref<?x32xf32>
    /// }
    /// ```
    pub struct CollapseShapeOp = "memref.collapse_shape" {
        traits: [pure],
        operands: [src: AnyStridedMemRef],
        attrs: [reassociation: IndexListArrayAttr],
        results: [result: AnyStridedMemRef],
        verify: verify_collapse_shape,
        fold: crate::memref::fold::fold_reshape,
        result_names: "collapse_shape",
        format: "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    }
}

/// Element types match, layouts are the identity, and a ranked result's rank is the
/// static length of the shape operand.
fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ReshapeOp::NAME;
    let r = ReshapeOp(op);
    let (src, shape_t, res) = (
        body.value_type(r.source(body)),
        body.value_type(r.shape(body)),
        body.value_type(r.result(body)),
    );
    let (Some((se, _)), Some((re, _)), Some(shape)) = (
        elem_and_space(ctx, src),
        elem_and_space(ctx, res),
        memref(ctx, shape_t),
    ) else {
        return Ok(());
    };
    if se != re {
        return Err(format!(
            "'{NAME}' op element types of source and destination memref types should be the same"
        ));
    }
    if let Some(m) = memref(ctx, src)
        && !identity_layout(ctx, m.layout)
    {
        return Err(format!(
            "'{NAME}' op source memref type should have identity affine map"
        ));
    }
    if let Some(m) = memref(ctx, res) {
        if !identity_layout(ctx, m.layout) {
            return Err(format!(
                "'{NAME}' op result memref type should have identity affine map"
            ));
        }
        let length = shape.shape[0];
        if length == DYNAMIC {
            return Err(format!(
                "'{NAME}' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
            ));
        }
        if usize::try_from(length).ok() != Some(m.shape.len()) {
            return Err(format!(
                "'{NAME}' op length of shape operand differs from the result's memref rank"
            ));
        }
    }
    Ok(())
}

op! {
    /// Views a memref with the shape held in another memref.
    ///
    /// `memref.reshape` returns its source, with an identity layout, under the shape
    /// whose sizes the 1-D `shape` memref holds; no data is copied. A shape of static
    /// length gives a ranked result of that rank, a dynamic one an unranked result.
    ///
    /// ```mlir
    /// func.func @reshape(%m: memref<4x1xf32>, %shape: memref<2xi32>) -> memref<2x2xf32> {
    ///   %r = memref.reshape %m(%shape) : (memref<4x1xf32>, memref<2xi32>) -> memref<2x2xf32>
    ///   return %r : memref<2x2xf32>
    /// }
    /// ```
    pub struct ReshapeOp = "memref.reshape" {
        traits: [pure],
        operands: [source: AnyRankedOrUnrankedMemRef, shape: ShapeMemRef],
        results: [result: AnyRankedOrUnrankedMemRef],
        verify: verify_reshape,
        effects: [read(shape)],
        result_names: "reshape",
        format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    }
}
