//! The ops reading a memref's descriptor: `memref.dim`, `memref.rank`,
//! `memref.extract_strided_metadata` and `memref.extract_aligned_pointer_as_index`.

use strata_ir::interfaces::ShapedDimOpInterface;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::op;

use crate::memref::constraints::{
    AnyNon0RankedOrUnrankedMemRef, AnyRankedOrUnrankedMemRef, AnyStridedMemRef,
    AnyStridedMemRefOfRank0, Index, VariadicIndex,
};
use crate::memref::types::{memref, ty};

op! {
    /// Returns the size of one dimension of a memref.
    ///
    /// `memref.dim` gives the size of dimension `index` of its memref; an index out of
    /// bounds is undefined behaviour. A static size folds to a constant.
    ///
    /// ```mlir
    /// func.func @dim(%m: memref<4x?xf32>) -> index {
    ///   %c1 = arith.constant 1 : index
    ///   %d = memref.dim %m, %c1 : memref<4x?xf32>
    ///   return %d : index
    /// }
    /// ```
    pub struct DimOp = "memref.dim" {
        traits: [pure],
        operands: [source: AnyNon0RankedOrUnrankedMemRef, index: Index],
        results: [result: Index],
        fold: crate::memref::fold::fold_dim,
        result_names: "dim",
        implements: [ShapedDimOpInterface {
            shaped_value: |_, body, op| DimOp(op).source(body),
            dimension: |_, body, op| DimOp(op).index(body),
        }],
        format: "attr-dict $source `,` $index `:` type($source)",
    }
}

op! {
    /// Returns the rank of a memref.
    ///
    /// `memref.rank` gives the number of dimensions of a ranked or unranked memref; it
    /// folds to a constant for a ranked one.
    ///
    /// ```mlir
    /// func.func @rank(%m: memref<*xf32>) -> index {
    ///   %r = memref.rank %m : memref<*xf32>
    ///   return %r : index
    /// }
    /// ```
    pub struct RankOp = "memref.rank" {
        traits: [pure],
        operands: [memref: AnyRankedOrUnrankedMemRef],
        results: [result: Index],
        fold: crate::memref::fold::fold_rank,
        format: "$memref attr-dict `:` type($memref)",
    }
}

/// The inferred results of `extract_strided_metadata` must be the op's result types.
fn verify_extract_strided_metadata(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = ExtractStridedMetadataOp::NAME;
    let source = body.value_type(ExtractStridedMetadataOp(op).source(body));
    let Some(m) = memref(ctx, source) else {
        return Ok(());
    };
    let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let base = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        element: m.element,
        layout: None,
        memory_space: m.space,
    });
    let index = ctx.index_type();
    let mut inferred = vec![base];
    inferred.extend(std::iter::repeat_n(index, 1 + 2 * m.shape.len()));
    if inferred != results {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| format!("'{}'", ty(ctx, t)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(format!(
            "'{NAME}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(&results)
        ));
    }
    Ok(())
}

/// `%base_buffer, %offset, %sizes:N, %strides:N`.
fn extract_strided_metadata_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set_name: &mut dyn FnMut(ValueId, &str),
) {
    let n = body.num_results(op);
    if n < 2 || !n.is_multiple_of(2) {
        return;
    }
    let rank = (n - 2) / 2;
    set_name(body.result(op, 0), "base_buffer");
    set_name(body.result(op, 1), "offset");
    if rank > 0 {
        set_name(body.result(op, 2), "sizes");
        set_name(body.result(op, 2 + rank), "strides");
    }
}

op! {
    /// Splits a strided memref into its base buffer, offset, sizes and strides.
    ///
    /// `memref.extract_strided_metadata` returns the rank-0 memref of the buffer its
    /// source views, then the offset, the sizes and the strides of the source's layout,
    /// as `index` values. `memref.reinterpret_cast` puts such parts back together.
    ///
    /// ```mlir
    /// func.func @extract_strided_metadata(%m: memref<10x?xf32>) -> (memref<f32>, index) {
    ///   %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
    ///   return %base, %offset : memref<f32>, index
    /// }
    /// ```
    pub struct ExtractStridedMetadataOp = "memref.extract_strided_metadata" {
        traits: [pure, same_variadic_result_size],
        operands: [source: AnyStridedMemRef],
        results: [
            base_buffer: AnyStridedMemRefOfRank0,
            offset: Index,
            sizes: variadic VariadicIndex,
            strides: variadic VariadicIndex,
        ],
        verify: verify_extract_strided_metadata,
        fold: crate::memref::fold::fold_extract_strided_metadata,
        result_names: extract_strided_metadata_names,
        format: "$source `:` type($source) `->` type(results) attr-dict",
    }
}

op! {
    /// Returns the aligned address of a memref's buffer as an `index`.
    ///
    /// `memref.extract_aligned_pointer_as_index` exposes the aligned pointer of its
    /// memref's descriptor, for lowerings to dialects without a pointer type. It has no
    /// side effects; the converse, a memref from an integer, is deliberately absent.
    ///
    /// ```mlir
    /// func.func @extract_aligned_pointer_as_index(%m: memref<4x4xf32>) -> index {
    ///   %p = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
    ///   return %p : index
    /// }
    /// ```
    pub struct ExtractAlignedPointerAsIndexOp = "memref.extract_aligned_pointer_as_index" {
        traits: [pure],
        operands: [source: AnyRankedOrUnrankedMemRef],
        results: [aligned_pointer: Index],
        result_names: "intptr",
        format: "$source `:` type($source) `->` type(results) attr-dict",
    }
}
