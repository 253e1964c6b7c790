//! The `vector` ops, declared with `op!`: `vector.extract` and `vector.broadcast` with
//! their constraints, verifiers and assembly formats.

use strata_asm::printer::type_to_string;
use strata_ir::ir::{Body, OpId};
use strata_ir::{Attribute, Context, Type, TypeData};
use strata_ods::{AnyType, AttrConstraint, TypeConstraint, i64_array, op};

use super::fold::{fold_broadcast, fold_extract};
use crate::memref::ops::views::{parse_dynamic_index_list, print_dynamic_index_list};
use crate::tensor::VariadicIndex;

/// The marker of a dynamic position in `static_position` (`ShapedType::kDynamic`).
pub const DYNAMIC_POSITION: i64 = i64::MIN;

/// A vector of any rank (including 0-D).
pub struct AnyVector;
impl TypeConstraint for AnyVector {
    const SUMMARY: &'static str = "vector of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Vector { .. })
    }
    /// ODS's `VectorType` class.
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.vector"))
        }
    }
}

/// `DenseI64ArrayAttr`.
pub struct DenseI64Array;
impl AttrConstraint for DenseI64Array {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
}

/// MLIR's `getElementTypeOrSelf`: the element type of a vector, tensor or memref.
pub(super) fn element_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// Shape and scalable flags of a vector type.
pub(super) fn vector_dims(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            let flags = (0..shape.len())
                .map(|i| scalable.get(i).copied().unwrap_or(false))
                .collect();
            Some((shape.to_vec(), flags, *element))
        }
        _ => None,
    }
}

// ---- vector.extract ----

/// The result type `vector.extract` infers: the element type when every dimension is
/// indexed, else the vector of the remaining dimensions.
fn infer_extract(ctx: &Context, source: Type, positions: usize) -> Option<Type> {
    let (shape, scalable, element) = vector_dims(ctx, source)?;
    if positions == shape.len() {
        return Some(element);
    }
    let n = positions.min(shape.len());
    Some(ctx.intern_type(TypeData::Vector {
        shape: shape[n..].into(),
        scalable: scalable[n..].into(),
        element,
    }))
}

/// `ExtractOp::isCompatibleReturnTypes`: equal, or a one-element vector for a scalar.
fn extract_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let one = |v: Type, s: Type| {
        matches!(ctx.type_data(v), TypeData::Vector { shape, element, .. }
            if shape.as_ref() == [1] && *element == s)
    };
    a == b || one(a, b) || one(b, a)
}

fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.extract";
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    if element_or_self(ctx, source) != element_or_self(ctx, result) {
        return Err(format!(
            "'{NAME}' op failed to verify that operand and result have same element type"
        ));
    }
    if matches!(ctx.type_data(result), TypeData::Vector { shape, .. } if shape.is_empty()) {
        return Err("expected a scalar instead of a 0-d vector as the result type".into());
    }
    let positions = ExtractOp(op)
        .static_position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let dynamic = positions.iter().filter(|&&p| p == DYNAMIC_POSITION).count();
    if dynamic != body.num_operands(op) - 1 {
        return Err(format!(
            "'{NAME}' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite"
        ));
    }
    let Some((shape, _, _)) = vector_dims(ctx, source) else {
        return Ok(());
    };
    if positions.len() > shape.len() {
        return Err(format!(
            "'{NAME}' op expected position attribute of rank no greater than vector rank"
        ));
    }
    for (i, &pos) in positions.iter().enumerate() {
        if pos == DYNAMIC_POSITION {
            continue;
        }
        if pos != -1 && !(0..shape[i]).contains(&pos) {
            return Err(format!(
                "'{NAME}' op expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            ));
        }
    }
    if let Some(inferred) = infer_extract(ctx, source, positions.len())
        && !extract_compatible(ctx, inferred, result)
    {
        return Err(format!(
            "'{NAME}' op inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            type_to_string(ctx, inferred),
            type_to_string(ctx, result)
        ));
    }
    Ok(())
}

op! {
    /// Extracts an element or a sub-vector of a vector.
    ///
    /// `vector.extract` indexes the leading dimensions of `source` with a list of
    /// positions, each a constant (kept in `static_position`) or an `index` operand (a
    /// dynamic position); the result is the element when every dimension is indexed,
    /// else the vector of the remaining dimensions. A constant position of -1 is poison.
    ///
    /// ```mlir
    /// func.func @pick(%v: vector<4x8xf32>, %i: index) -> (f32, vector<8xf32>) {
    ///   %0 = vector.extract %v[1, %i] : f32 from vector<4x8xf32>
    ///   %1 = vector.extract %v[2] : vector<8xf32> from vector<4x8xf32>
    ///   return %0, %1 : f32, vector<8xf32>
    /// }
    /// ```
    pub struct ExtractOp = "vector.extract" {
        traits: [pure],
        operands: [source: AnyVector, dynamic_position: variadic VariadicIndex],
        attrs: [static_position: DenseI64Array],
        results: [result: AnyType],
        verify: verify_extract,
        format: "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
        fold: fold_extract,
    }
}

// ---- vector.broadcast ----

fn dim_text(size: i64, scalable: bool) -> String {
    if scalable {
        format!("[{size}]")
    } else {
        size.to_string()
    }
}

fn verify_broadcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "vector.broadcast";
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    if element_or_self(ctx, source) != element_or_self(ctx, result) {
        return Err(format!(
            "'{NAME}' op failed to verify that source operand and result have same element type"
        ));
    }
    let Some((dst, dst_scalable, dst_elem)) = vector_dims(ctx, result) else {
        return Ok(());
    };
    if source == dst_elem {
        return Ok(());
    }
    let Some((src, src_scalable, _)) = vector_dims(ctx, source) else {
        return Err(format!("'{NAME}' op source type is not a vector"));
    };
    if src.len() > dst.len() {
        return Err(format!(
            "'{NAME}' op source rank higher than destination rank"
        ));
    }
    let lead = dst.len() - src.len();
    for i in 0..src.len() {
        let (s, d) = (src[i], dst[lead + i]);
        let (ss, ds) = (src_scalable[i], dst_scalable[lead + i]);
        let mismatch =
            (s != 1 && s != d) || (s == 1 && ss && d != 1) || (ss != ds && (s != 1 || ss));
        if mismatch {
            return Err(format!(
                "'{NAME}' op dimension mismatch ({} vs. {})",
                dim_text(s, ss),
                dim_text(d, ds)
            ));
        }
    }
    Ok(())
}

op! {
    /// Broadcasts a scalar or a vector to a vector.
    ///
    /// `vector.broadcast` repeats `source` to fill a vector of the result type: a scalar
    /// becomes a splat; a vector is extended with leading dimensions and its dimensions
    /// of size 1 are stretched, the trailing dimensions otherwise matching the result's.
    ///
    /// ```mlir
    /// func.func @spread(%s: f32, %v: vector<1x4xf32>) -> (vector<4xf32>, vector<2x3x4xf32>) {
    ///   %0 = vector.broadcast %s : f32 to vector<4xf32>
    ///   %1 = vector.broadcast %v : vector<1x4xf32> to vector<2x3x4xf32>
    ///   return %0, %1 : vector<4xf32>, vector<2x3x4xf32>
    /// }
    /// ```
    pub struct BroadcastOp = "vector.broadcast" {
        traits: [pure],
        operands: [source: AnyType],
        results: [vector: AnyVector],
        verify: verify_broadcast,
        format: "$source attr-dict `:` type($source) `to` type($vector)",
        fold: fold_broadcast,
    }
}
