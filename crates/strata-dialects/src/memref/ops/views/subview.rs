//! The offset/size/stride views: `memref.subview` (a window of its source, with result
//! layout inference and rank reduction) and `memref.reinterpret_cast` (new metadata for
//! the same buffer).

use strata_ir::ir::{Body, OpId};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, TypeData};
use strata_ods::op;

use super::{
    check_bounds, infer_subview_type, parse_dynamic_index_list, print_dynamic_index_list, segments,
    verify_offset_size_stride,
};
use crate::memref::constraints::{
    AnyMemRef, AnyRankedOrUnrankedMemRef, AnyStridedMemRef, DenseI64ArrayAttr, VariadicIndex,
};
use crate::memref::types::{elem_and_space, memref, mul, strides_offset, ty};

/// Whether `result` (shape and strides) is `expected` with some static unit dimensions
/// dropped: `(sizes match, sizes and strides match)`.
fn rank_reduces(
    exp_shape: &[i64],
    exp_strides: &[i64],
    res_shape: &[i64],
    res_strides: Option<&[i64]>,
) -> (bool, bool) {
    let (n, m) = (exp_shape.len(), res_shape.len());
    // sizes[i][j]: the first i expected dims can reduce to the first j result dims.
    let w = m + 1;
    let mut sizes = vec![false; (n + 1) * w];
    let mut both = vec![false; (n + 1) * w];
    sizes[0] = true;
    both[0] = true;
    for i in 1..=n {
        for j in 0..=m {
            let drop = exp_shape[i - 1] == 1;
            let mut s = drop && sizes[(i - 1) * w + j];
            let mut b = drop && both[(i - 1) * w + j];
            if j > 0 && exp_shape[i - 1] == res_shape[j - 1] {
                s |= sizes[(i - 1) * w + j - 1];
                let stride_ok =
                    res_strides.is_some_and(|rs| rs.get(j - 1) == exp_strides.get(i - 1));
                b |= stride_ok && both[(i - 1) * w + j - 1];
            }
            sizes[i * w + j] = s;
            both[i * w + j] = b;
        }
    }
    (sizes[n * w + m], both[n * w + m])
}

/// The result type is the inferred one, or a rank-reduced version of it, and the static
/// window lies within the source.
fn verify_subview(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = SubViewOp::NAME;
    segments(ctx, body, op, NAME)?;
    let s = SubViewOp(op);
    let (src_t, res_t) = (
        body.value_type(s.source(ctx, body)),
        body.value_type(s.result(body)),
    );
    let (Some(src), Some(res)) = (memref(ctx, src_t), memref(ctx, res_t)) else {
        return Ok(());
    };
    let [offsets, sizes, strides] =
        verify_offset_size_stride(ctx, body, op, NAME, [src.shape.len(); 3])?;
    if src.space != res.space {
        return Err(format!(
            "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    let Some((src_strides, src_offset)) = strides_offset(ctx, &src) else {
        return Err(format!("base type '{}' is not strided", ty(ctx, src_t)));
    };
    let expected = infer_subview_type(
        ctx,
        &src,
        &src_strides,
        src_offset,
        &offsets,
        &sizes,
        &strides,
    );
    if expected != res_t {
        let exp_strides: Vec<i64> = strides
            .iter()
            .zip(&src_strides)
            .map(|(&a, &b)| mul(a, b))
            .collect();
        let exp_offset = match ctx.type_data(expected) {
            TypeData::MemRef {
                layout: Some(l), ..
            } => match ctx.attr_data(*l) {
                AttrData::Strided { offset, .. } => *offset,
                _ => 0,
            },
            _ => 0,
        };
        let got = ty(ctx, res_t);
        let want = ty(ctx, expected);
        if res.shape.len() > sizes.len() {
            return Err(format!(
                "expected result rank to be smaller or equal to the source rank, but got '{got}'"
            ));
        }
        let res_layout = strides_offset(ctx, &res);
        let (sizes_ok, strides_ok) = rank_reduces(
            &sizes,
            &exp_strides,
            res.shape,
            res_layout.as_ref().map(|(s, _)| &s[..]),
        );
        if !sizes_ok {
            return Err(format!(
                "expected result type to be '{want}' or a rank-reduced version. (mismatch of result sizes), but got '{got}'"
            ));
        }
        if res.element != src.element {
            return Err(format!(
                "expected result element type to be '{}', but got '{got}'",
                ty(ctx, src.element)
            ));
        }
        let offset_ok = res_layout.as_ref().is_some_and(|(_, o)| *o == exp_offset);
        if !strides_ok || !offset_ok {
            return Err(format!(
                "expected result type to be '{want}' or a rank-reduced version. (mismatch of result layout), but got '{got}'"
            ));
        }
    }
    check_bounds(src.shape, &offsets, &sizes, &strides)
}

op! {
    /// Takes a strided window of a memref.
    ///
    /// `memref.subview` views the elements of its source at `offsets + i * strides` for
    /// `i` below `sizes`, per dimension; each entry is a constant or an `index` operand.
    /// The result's sizes are `sizes`, its strides the source's times `strides` and its
    /// offset the source's plus the offsets weighted by the source strides. The result
    /// may drop dimensions of static size 1 (rank reduction). A window outside the
    /// source is undefined behaviour; one known to be outside is rejected.
    ///
    /// ```mlir
    /// func.func @subview(%m: memref<8x16x4xf32>, %i: index) -> memref<6x3xf32, strided<[4, 1], offset: ?>> {
    ///   %s = memref.subview %m[3, %i, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: ?>>
    ///   return %s : memref<6x3xf32, strided<[4, 1], offset: ?>>
    /// }
    /// ```
    pub struct SubViewOp = "memref.subview" {
        traits: [pure, attr_sized_operand_segments],
        operands: [
            source: AnyMemRef,
            offsets: variadic VariadicIndex,
            sizes: variadic VariadicIndex,
            strides: variadic VariadicIndex,
        ],
        attrs: [
            static_offsets: DenseI64ArrayAttr,
            static_sizes: DenseI64ArrayAttr,
            static_strides: DenseI64ArrayAttr,
        ],
        results: [result: AnyMemRef],
        verify: verify_subview,
        fold: crate::memref::fold::fold_subview,
        result_names: "subview",
        format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    }
}

/// A size, stride or offset as mlir-opt spells it in `reinterpret_cast` messages.
fn spell(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

/// The lists give the result's sizes, offset and strides, in the source's memory space and
/// element type.
fn verify_reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ReinterpretCastOp::NAME;
    segments(ctx, body, op, NAME)?;
    let r = ReinterpretCastOp(op);
    let (src_t, res_t) = (
        body.value_type(r.source(ctx, body)),
        body.value_type(r.result(body)),
    );
    let Some((src_elem, src_space)) = elem_and_space(ctx, src_t) else {
        return Ok(());
    };
    let res = memref(ctx, res_t);
    let layout = res.as_ref().and_then(|m| strides_offset(ctx, m));
    let (Some(res), Some((res_strides, res_offset))) = (res, layout) else {
        return Ok(());
    };
    let rank = res.shape.len();
    let [offsets, sizes, strides] =
        verify_offset_size_stride(ctx, body, op, NAME, [1, rank, rank])?;
    if src_space != res.space {
        return Err(format!(
            "different memory spaces specified for source type '{}' and result memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    if src_elem != res.element {
        return Err(format!(
            "different element types specified for source type '{}' and result memref type '{}'",
            ty(ctx, src_t),
            ty(ctx, res_t)
        ));
    }
    for (i, (&want, &got)) in sizes.iter().zip(res.shape).enumerate() {
        if got != DYNAMIC && want != got {
            return Err(format!(
                "expected result type with size = {} instead of {} in dim = {i}",
                spell(want),
                spell(got)
            ));
        }
    }
    if res_offset != DYNAMIC && offsets[0] != res_offset {
        return Err(format!(
            "expected result type with offset = {} instead of {}",
            spell(offsets[0]),
            spell(res_offset)
        ));
    }
    for (i, (&want, &got)) in strides.iter().zip(&res_strides).enumerate() {
        if got != DYNAMIC && want != got {
            return Err(format!(
                "expected result type with stride = {} instead of {} in dim = {i}",
                spell(want),
                spell(got)
            ));
        }
    }
    Ok(())
}

op! {
    /// Gives the buffer of a memref new offset, sizes and strides.
    ///
    /// `memref.reinterpret_cast` returns a memref over the same underlying buffer as its
    /// (ranked or unranked) source, with the offset, sizes and strides given as constants
    /// or `index` operands. Unlike `memref.subview`, these count from the start of the
    /// buffer, not from the source's own offset and strides.
    ///
    /// ```mlir
    /// func.func @reinterpret_cast(%m: memref<*xf32>, %n: index) -> memref<?x4xf32, strided<[4, 1], offset: 2>> {
    ///   %r = memref.reinterpret_cast %m to offset: [2], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: 2>>
    ///   return %r : memref<?x4xf32, strided<[4, 1], offset: 2>>
    /// }
    /// ```
    pub struct ReinterpretCastOp = "memref.reinterpret_cast" {
        traits: [pure, attr_sized_operand_segments],
        operands: [
            source: AnyRankedOrUnrankedMemRef,
            offsets: variadic VariadicIndex,
            sizes: variadic VariadicIndex,
            strides: variadic VariadicIndex,
        ],
        attrs: [
            static_offsets: DenseI64ArrayAttr,
            static_sizes: DenseI64ArrayAttr,
            static_strides: DenseI64ArrayAttr,
        ],
        results: [result: AnyStridedMemRef],
        verify: verify_reinterpret_cast,
        fold: crate::memref::fold::fold_reinterpret_cast,
        result_names: "reinterpret_cast",
        format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    }
}
