//! The `tensor` ops, declared with `op!`: `tensor.dim`, `tensor.cast` and
//! `tensor.extract` with their type constraints, verifiers and assembly formats.

use strata_asm::printer::type_to_string;
use strata_ir::interfaces::ShapedDimOpInterface;
use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type, TypeData};

use strata_ods::{TypeConstraint, op};

use super::fold::{fold_cast, fold_dim};

// ---- type constraints ----

/// `index`.
pub struct IndexType;
impl TypeConstraint for IndexType {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().index)
    }
}

/// Each operand of a variadic `index` group.
pub struct VariadicIndex;
impl TypeConstraint for VariadicIndex {
    const SUMMARY: &'static str = "variadic of index";
    fn check(ctx: &Context, ty: Type) -> bool {
        IndexType::check(ctx, ty)
    }
    fn build(ctx: &Context) -> Option<Type> {
        IndexType::build(ctx)
    }
}

/// ODS's `TensorType` class: formats read a ranked or unranked tensor type, and report
/// `invalid kind of type specified` for any other.
fn tensor_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
    if is_tensor(ctx, ty) {
        Ok(())
    } else {
        Err(None)
    }
}

/// Any tensor, ranked or not.
pub struct AnyTensor;
impl TypeConstraint for AnyTensor {
    const SUMMARY: &'static str = "tensor of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_tensor(ctx, ty)
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        tensor_class(ctx, ty)
    }
}

/// A ranked tensor.
pub struct AnyRankedTensor;
impl TypeConstraint for AnyRankedTensor {
    const SUMMARY: &'static str = "ranked tensor of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::RankedTensor { .. })
    }
    /// ODS's `RankedTensorType` class.
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.tensor"))
        }
    }
}

/// A ranked tensor of rank > 0, or an unranked tensor.
pub struct NonZeroRankedOrUnrankedTensor;
impl TypeConstraint for NonZeroRankedOrUnrankedTensor {
    const SUMMARY: &'static str = "non-0-ranked or unranked tensor";
    fn check(ctx: &Context, ty: Type) -> bool {
        match ctx.type_data(ty) {
            TypeData::RankedTensor { shape, .. } => !shape.is_empty(),
            TypeData::UnrankedTensor { .. } => true,
            _ => false,
        }
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        tensor_class(ctx, ty)
    }
}

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

// ---- tensor.dim ----

op! {
    /// The size of one dimension of a tensor.
    ///
    /// `tensor.dim` returns, as an `index`, the size of dimension `index` of `source`
    /// (ranked of rank > 0, or unranked). A static size at a constant index folds to a
    /// constant; the size of a `tensor.cast` result is read from the cast's source when
    /// that is at least as static.
    ///
    /// ```mlir
    /// func.func @size(%t: tensor<4x?xf32>) -> index {
    ///   %c1 = arith.constant 1 : index
    ///   %dim = tensor.dim %t, %c1 : tensor<4x?xf32>
    ///   return %dim : index
    /// }
    /// ```
    pub struct DimOp = "tensor.dim" {
        traits: [pure],
        operands: [source: NonZeroRankedOrUnrankedTensor, index: IndexType],
        results: [result: IndexType],
        result_names: "dim",
        fold: fold_dim,
        implements: [ShapedDimOpInterface {
            shaped_value: |_, body, op| DimOp(op).source(body),
            dimension: |_, body, op| DimOp(op).index(body),
        }],
        format: "attr-dict $source `,` $index `:` type($source)",
    }
}

// ---- tensor.cast ----

/// Whether two shapes are compatible (equal ranks, each dimension equal or dynamic), any
/// unranked shape matching everything.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(m, n)| {
                    m == n || *m == strata_ir::types::DYNAMIC || *n == strata_ir::types::DYNAMIC
                })
        }
        _ => true,
    }
}

/// The element type of a tensor type.
fn tensor_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { element, .. } | TypeData::UnrankedTensor { element } => {
            Some(*element)
        }
        _ => None,
    }
}

/// `CastOpInterface`: same element type and compatible shapes.
fn verify_tensor_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    let ok =
        tensor_element(ctx, from) == tensor_element(ctx, to) && compatible_shapes(ctx, from, to);
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'tensor.cast' op operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        ))
    }
}

op! {
    /// A cast between tensor types of compatible shapes.
    ///
    /// `tensor.cast` converts a tensor to a type with the same element type and a
    /// compatible shape: it may make static dimensions dynamic or dynamic ones static
    /// (asserting their size), and may add or drop the rank. A cast to the source's own
    /// type folds away, and chains of casts that add no runtime check become one.
    ///
    /// ```mlir
    /// func.func @erase(%t: tensor<4x?xf32>) -> tensor<*xf32> {
    ///   %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
    ///   %cast_0 = tensor.cast %cast : tensor<?x?xf32> to tensor<*xf32>
    ///   return %cast_0 : tensor<*xf32>
    /// }
    /// ```
    pub struct CastOp = "tensor.cast" {
        traits: [pure],
        operands: [source: AnyTensor],
        results: [dest: AnyTensor],
        verify: verify_tensor_cast,
        result_names: "cast",
        fold: fold_cast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

// ---- tensor.extract ----

/// `result type matches element type of tensor`, then the index count.
fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let t = body.value_type(body.operand(op, 0));
    if tensor_element(ctx, t) != Some(body.value_type(body.result(op, 0))) {
        return Err(
            "'tensor.extract' op failed to verify that result type matches element type of tensor"
                .into(),
        );
    }
    let rank = ctx.type_data(t).shape().map_or(0, <[i64]>::len);
    if body.num_operands(op) - 1 != rank {
        return Err("'tensor.extract' op incorrect number of indices for extract_element".into());
    }
    Ok(())
}

/// The element type of a tensor type: the type of `tensor.extract`'s result.
fn element_of(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    tensor_element(ctx, ty).map(|t| vec![t])
}

op! {
    /// Reads one element of a ranked tensor.
    ///
    /// `tensor.extract` returns the element of `tensor` at `indices`, one `index` per
    /// dimension (none for a 0-d tensor); the result type is the element type.
    /// Extracting from a `tensor.cast` of a ranked tensor reads the cast's source.
    ///
    /// ```mlir
    /// func.func @read(%t: tensor<4x?xf32>, %i: index, %j: index) -> f32 {
    ///   %extracted = tensor.extract %t[%i, %j] : tensor<4x?xf32>
    ///   return %extracted : f32
    /// }
    /// ```
    pub struct ExtractOp = "tensor.extract" {
        traits: [pure],
        operands: [tensor: AnyRankedTensor, indices: variadic VariadicIndex],
        results: [result: strata_ods::AnyType],
        types_match: { result: element_of(tensor) },
        verify: verify_extract,
        result_names: "extracted",
        format: "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    }
}
