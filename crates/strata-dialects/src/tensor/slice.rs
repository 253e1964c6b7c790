//! The slice-inserting op of the `tensor` dialect: `tensor.parallel_insert_slice`, which
//! writes one thread's tile into a shared output of `scf.forall` from inside its
//! `scf.forall.in_parallel` terminator, with mixed static/dynamic offsets, sizes and
//! strides, and the slice type rules it shares with upstream's `insert_slice`.

use strata_asm::printer::{PrintOptions, type_to_string};
use strata_ir::interfaces::{InParallelOpInterface, ParallelCombiningOpInterface};
use strata_ir::ir::{Body, OpId};
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Type, TypeData};
use strata_ods::op;

use super::ops::{AnyRankedTensor, VariadicIndex};
use crate::memref::constraints::DenseI64ArrayAttr;
use crate::memref::ops::views::{
    check_bounds, parse_dynamic_index_list, print_dynamic_index_list, segments_with,
    verify_offset_size_stride_with,
};

/// Upstream's `computeRankReductionMask`: the dimensions of `original` dropped to get
/// `reduced` (each of size 1), matched greedily; with `match_dynamic` a dynamic size on
/// either side matches any size but 1. `None` when `reduced` is not such a reduction.
pub(crate) fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if match_dynamic
            && r < reduced.len()
            && size != 1
            && (reduced[r] == DYNAMIC || size == DYNAMIC)
        {
            r += 1;
            continue;
        }
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        dropped.push(i);
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// The tensor shape, element and encoding of a ranked tensor type.
fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type, Option<strata_ir::Attribute>)> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor {
            shape,
            element,
            encoding,
        } => Some((shape, *element, *encoding)),
        _ => None,
    }
}

/// Upstream's `verifyInsertSliceOp` with its error text: `source` must be the type the
/// static sizes give inside `dest` (element type and encoding of `dest`), or a
/// rank-reduced version of it.
pub(crate) fn verify_insert_slice_types(
    ctx: &Context,
    source: Type,
    dest: Type,
    sizes: &[i64],
) -> Result<(), String> {
    let (Some((src_shape, src_elem, _)), Some((_, elem, encoding))) =
        (ranked(ctx, source), ranked(ctx, dest))
    else {
        return Ok(());
    };
    let expected = ctx.intern_type(TypeData::RankedTensor {
        shape: sizes.into(),
        element: elem,
        encoding,
    });
    if expected == source {
        return Ok(());
    }
    let shown = type_to_string(ctx, expected);
    if src_shape.len() > sizes.len() {
        return Err("expected rank to be smaller or equal to the other rank. ".into());
    }
    if rank_reduction_mask(sizes, src_shape, false).is_none() {
        return Err(format!(
            "expected type to be '{shown}' or a rank-reduced version. (size mismatch) "
        ));
    }
    if src_elem != elem {
        return Err(format!(
            "expected element type to be '{}'",
            type_to_string(ctx, elem)
        ));
    }
    Ok(())
}

/// `op` printed generically as mlir-opt quotes an op in a message: numbered from its
/// closest isolated ancestor within `body`.
fn quoted_op(ctx: &Context, body: &Body, op: OpId) -> String {
    let mut scope = op;
    while !ctx
        .op_info(body.op(scope).name)
        .is_some_and(|i| i.traits.isolated_from_above)
    {
        let parent = body
            .op_block(scope)
            .and_then(|b| body.block_region(b))
            .and_then(|r| body.region_parent(r));
        match parent {
            Some(p) => scope = p,
            None => break,
        }
    }
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    let mut out = String::new();
    strata_asm::printer::print_op_local(ctx, body, scope, body, op, &opts, &mut out);
    out
}

/// `tensor.parallel_insert_slice` (upstream's interface check, then
/// `ParallelInsertSliceOp::verify`): offsets, sizes and strides of the destination's
/// rank, a parent taking parallel-combining ops, a source of the sliced type (or
/// rank-reduced) and a window within the destination.
fn verify_parallel_insert_slice(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    const NAME: &str = ParallelInsertSliceOp::NAME;
    segments_with(ctx, body, op, NAME, 2)?;
    let s = ParallelInsertSliceOp(op);
    let (src_t, dst_t) = (
        body.value_type(s.source(ctx, body)),
        body.value_type(s.dest(ctx, body)),
    );
    let Some((dst_shape, _, _)) = ranked(ctx, dst_t) else {
        return Ok(());
    };
    // The parent's check of its ops comes first (mlir-opt verifies a parent on entry).
    let writable = parent.and_then(|(pb, p)| {
        let hook = ctx.op_interface::<InParallelOpInterface>(pb.op(p).name)?;
        (hook.destinations)(ctx, pb, p)
    });
    if writable.is_some_and(|w| !w.contains(&s.dest(ctx, body))) {
        return Err(format!(
            "'{NAME}' op may only insert into an output block argument"
        ));
    }
    let [offsets, sizes, strides] =
        verify_offset_size_stride_with(ctx, body, op, NAME, [dst_shape.len(); 3], 2)?;
    if let Some((pb, p)) = parent {
        let allowed = ctx
            .op_interface::<InParallelOpInterface>(pb.op(p).name)
            .is_some();
        if !allowed {
            return Err(format!(
                "expected InParallelOpInterface parent, got:\n{}",
                quoted_op(ctx, pb, p)
            ));
        }
    }
    verify_insert_slice_types(ctx, src_t, dst_t, &sizes)?;
    check_bounds(dst_shape, &offsets, &sizes, &strides)
}

/// The destination (operand 1) is the one updated.
fn destinations(_: &Context, _: &Body, _: OpId) -> Vec<usize> {
    vec![1]
}

op! {
    /// Inserts one thread's tile into a shared output of a parallel loop.
    ///
    /// `tensor.parallel_insert_slice` appears only inside the terminator of a parallel
    /// loop (`scf.forall.in_parallel`). It writes `source` into the part of `dest`, a
    /// shared output of the loop, selected by `offsets`, `sizes` and `strides` (each a
    /// constant or an `index` operand, one per dimension of `dest`); the loop's result is
    /// the output once every iteration has written its part. `source` has the static
    /// sizes as its shape, or that shape with some unit dimensions dropped. The op has no
    /// result: what it produces is the loop's.
    ///
    /// ```mlir
    /// func.func @tiles(%t: tensor<8x16xf32>, %tile: tensor<4x16xf32>) -> tensor<8x16xf32> {
    ///   %0 = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    ///     %1 = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    ///     scf.forall.in_parallel {
    ///       tensor.parallel_insert_slice %tile into %o[%1, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
    ///     }
    ///   }
    ///   return %0 : tensor<8x16xf32>
    /// }
    /// ```
    pub struct ParallelInsertSliceOp = "tensor.parallel_insert_slice" {
        traits: [attr_sized_operand_segments],
        operands: [
            source: AnyRankedTensor,
            dest: AnyRankedTensor,
            offsets: variadic VariadicIndex,
            sizes: variadic VariadicIndex,
            strides: variadic VariadicIndex,
        ],
        attrs: [
            static_offsets: DenseI64ArrayAttr,
            static_sizes: DenseI64ArrayAttr,
            static_strides: DenseI64ArrayAttr,
        ],
        implements: [ParallelCombiningOpInterface { destinations }],
        info: { verify_with_parent: Some(verify_parallel_insert_slice) },
        format: "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    }
}

/// `tensor.insert_slice` (ODS `TypesMatchWith`, the interface check, then
/// `InsertSliceOp::verify`): a result of the destination's type, offsets, sizes and
/// strides of its rank, a source of the sliced type (or rank-reduced) and a window
/// within the destination.
fn verify_insert_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = InsertSliceOp::NAME;
    segments_with(ctx, body, op, NAME, 2)?;
    let s = InsertSliceOp(op);
    let (src_t, dst_t) = (
        body.value_type(s.source(ctx, body)),
        body.value_type(s.dest(ctx, body)),
    );
    if body.value_type(s.result(body)) != dst_t {
        return Err(format!(
            "'{NAME}' op failed to verify that expected result type to match dest type"
        ));
    }
    let Some((dst_shape, _, _)) = ranked(ctx, dst_t) else {
        return Ok(());
    };
    let [offsets, sizes, strides] =
        verify_offset_size_stride_with(ctx, body, op, NAME, [dst_shape.len(); 3], 2)?;
    verify_insert_slice_types(ctx, src_t, dst_t, &sizes)?;
    check_bounds(dst_shape, &offsets, &sizes, &strides)
}

/// The type of `dest`: `tensor.insert_slice`'s result type.
fn same_type(_: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![ty])
}

op! {
    /// Inserts a tensor into a slice of another, giving the updated tensor.
    ///
    /// `tensor.insert_slice` returns `dest` with the part selected by `offsets`, `sizes`
    /// and `strides` (each a constant or an `index` operand, one per dimension of `dest`)
    /// replaced by `source`. `source` has the static sizes as its shape, or that shape
    /// with some unit dimensions dropped; the result has the type of `dest`. Inserting a
    /// whole tensor of the destination's static type gives the source; inserting an empty
    /// slice gives the destination.
    ///
    /// ```mlir
    /// func.func @insert(%t: tensor<8x16xf32>, %row: tensor<16xf32>, %i: index) -> tensor<8x16xf32> {
    ///   %inserted_slice = tensor.insert_slice %row into %t[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
    ///   return %inserted_slice : tensor<8x16xf32>
    /// }
    /// ```
    pub struct InsertSliceOp = "tensor.insert_slice" {
        traits: [pure, attr_sized_operand_segments],
        operands: [
            source: AnyRankedTensor,
            dest: AnyRankedTensor,
            offsets: variadic VariadicIndex,
            sizes: variadic VariadicIndex,
            strides: variadic VariadicIndex,
        ],
        attrs: [
            static_offsets: DenseI64ArrayAttr,
            static_sizes: DenseI64ArrayAttr,
            static_strides: DenseI64ArrayAttr,
        ],
        results: [result: AnyRankedTensor],
        types_match: { result: same_type(dest) },
        verify: verify_insert_slice,
        fold: super::slice_canonicalize::fold_insert_slice,
        result_names: "inserted_slice",
        format: "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    }
}
