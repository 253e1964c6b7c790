//! `bufferization.to_tensor` and `bufferization.materialize_in_destination`, declared with
//! `op!`, with their type constraints and verifiers (messages as mlir-opt 22's).

use strata_ir::interfaces::{EffectKind, MemoryEffect};
use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::{TypeConstraint, UnitAttr, op};

use crate::tensor::AnyTensor;

// ---- type constraints ----

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// A type implementing `BufferLikeType`: of the builtin types, ranked and unranked memrefs.
pub struct BufferLike;
impl TypeConstraint for BufferLike {
    const SUMMARY: &'static str = "BufferLikeType instance";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_memref(ctx, ty)
    }
    /// A format reads only a buffer-like type here (`invalid kind of type specified`).
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if is_memref(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// A type implementing `TensorLikeType`: of the builtin types, ranked and unranked tensors.
pub struct TensorLike;
impl TypeConstraint for TensorLike {
    const SUMMARY: &'static str = "TensorLikeType instance";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_tensor(ctx, ty)
    }
    /// A format reads only a tensor-like type here (`invalid kind of type specified`).
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if is_tensor(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// Any shaped type: vector, tensor or memref, ranked or not (ODS's `AnyShaped`).
pub struct AnyShaped;
impl TypeConstraint for AnyShaped {
    const SUMMARY: &'static str = "shaped of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        is_tensor(ctx, ty)
            || is_memref(ctx, ty)
            || matches!(ctx.type_data(ty), TypeData::Vector { .. })
    }
}

/// The element type of a shaped type.
fn element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. }
        | TypeData::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

// ---- bufferization.to_tensor ----

/// `Bufferization_TensorAndBufferMatch`: for builtin types, equal shapes (both unranked,
/// or equal static and dynamic sizes) and equal element types; layouts and memory
/// spaces do not matter.
///
/// mlir-opt 22 first reports the reason (`shapes do not match` / `element types do not
/// match`) as an error of its own; Strata's verifier reports one error per op, the
/// trait's.
fn verify_to_tensor(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let buffer = body.value_type(body.operand(op, 0));
    let tensor = body.value_type(body.result(op, 0));
    let same_shape = ctx.type_data(buffer).shape() == ctx.type_data(tensor).shape();
    if same_shape && element(ctx, buffer) == element(ctx, tensor) {
        Ok(())
    } else {
        Err(format!(
            "'{}' op failed to verify that specified tensor and buffer types match",
            ToTensorOp::NAME
        ))
    }
}

op! {
    /// Creates a tensor from a buffer.
    ///
    /// `bufferization.to_tensor` makes a tensor value whose shape and element type are
    /// those of its memref operand (layout and memory space do not matter). It marks the
    /// boundary between buffer and tensor code during bufferization, and is expected to
    /// fold away once everything is bufferized. The unit attribute `writable` lets
    /// bufferization write into the buffer in place; `restrict` promises that this
    /// tensor is the only way tensor code reaches the buffer (or an alias of it).
    ///
    /// ```mlir
    /// func.func @read(%m: memref<4x?xf32>) -> tensor<4x?xf32> {
    ///   %0 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
    ///   return %0 : tensor<4x?xf32>
    /// }
    /// ```
    pub struct ToTensorOp = "bufferization.to_tensor" {
        operands: [buffer: BufferLike],
        attrs: [restrict: optional UnitAttr, writable: optional UnitAttr],
        results: [result: TensorLike],
        verify: verify_to_tensor,
        effects: [read(buffer)],
        format: "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
    }
}

// ---- bufferization.materialize_in_destination ----

/// `AllElementTypesMatch<["source", "dest"]>` and upstream's `verify()`.
fn verify_materialize(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let m = MaterializeInDestinationOp(op);
    let name = MaterializeInDestinationOp::NAME;
    let source = body.value_type(m.source(body));
    let dest = body.value_type(m.dest(body));
    if element(ctx, source) != element(ctx, dest) {
        return Err(format!(
            "'{name}' op failed to verify that all of {{source, dest}} have same element type"
        ));
    }
    let err = |msg: &str| Err(format!("'{name}' op {msg}"));
    let dest_is_memref = is_memref(ctx, dest);
    if !is_tensor(ctx, dest) && !dest_is_memref {
        return err("'dest' must be a tensor or a memref");
    }
    let results: Vec<_> = body.results(op).collect();
    if is_tensor(ctx, dest) {
        if results.len() != 1 {
            return err("tensor 'dest' implies exactly one tensor result");
        }
        if body.value_type(results[0]) != dest {
            return err("result and 'dest' types must match");
        }
    }
    if dest_is_memref && !results.is_empty() {
        return err("memref 'dest' implies zero results");
    }
    if m.restrict(ctx, body).is_some() && !dest_is_memref {
        return err("'restrict' is valid only for memref destinations");
    }
    if m.writable(ctx, body).is_some() != dest_is_memref {
        return err(
            "'writable' must be specified if and only if the destination is of memref type",
        );
    }
    match (ctx.type_data(source).shape(), ctx.type_data(dest).shape()) {
        (None, None) => Ok(()),
        (Some(s), Some(d)) if s.len() != d.len() => {
            err("rank mismatch between source and destination shape")
        }
        (Some(s), Some(d))
            if s.iter().zip(d).any(|(&a, &b)| {
                a != b && a != strata_ir::types::DYNAMIC && b != strata_ir::types::DYNAMIC
            }) =>
        {
            err("source/destination shapes are incompatible")
        }
        (Some(_), Some(_)) => Ok(()),
        _ => err("source/destination shapes are incompatible"),
    }
}

/// Writes its destination when that is a memref; a tensor destination has no effect.
fn materialize_effects(ctx: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    let Some(dest) = body.operands(op).nth(1) else {
        return;
    };
    if is_memref(ctx, body.value_type(dest)) {
        effects.push(MemoryEffect::on(EffectKind::Write, dest));
    }
}

op! {
    /// Stores a tensor into a destination tensor or buffer.
    ///
    /// `bufferization.materialize_in_destination` makes the contents of `source`
    /// appear in `dest`, which has the same element type and a compatible shape. With a
    /// tensor destination the op returns the destination tensor with the new contents,
    /// and bufferization must use `dest`'s buffer for it. With a memref destination the
    /// op has no result and writes the buffer; the unit attribute `writable` must then
    /// be present (and only then), and `restrict` promises that no other
    /// `bufferization.to_tensor` reaches the same buffer.
    ///
    /// ```mlir
    /// func.func @store(%t: tensor<4x?xf32>, %m: memref<4x?xf32>, %d: tensor<4x?xf32>) -> tensor<4x?xf32> {
    ///   bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
    ///   %0 = bufferization.materialize_in_destination %t in %d : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    ///   return %0 : tensor<4x?xf32>
    /// }
    /// ```
    pub struct MaterializeInDestinationOp = "bufferization.materialize_in_destination" {
        operands: [source: AnyTensor, dest: AnyShaped],
        attrs: [restrict: optional UnitAttr, writable: optional UnitAttr],
        results: [result: optional AnyTensor],
        verify: verify_materialize,
        interfaces: { memory_effects: materialize_effects },
        format: "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
    }
}
