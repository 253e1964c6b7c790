//! The tensor ops of the old Standard dialect: `extract_element` (of tensors and
//! vectors), `tensor_load` and `tensor_store` between tensors and memrefs, and
//! `tensor_cast`.

use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type};
use strata_ods::{AnyType, op};

use super::memory::{cast_compatible, cast_incompatible, verify_access};
use super::{
    AnyMemRef, Index, TensorOrVector, element_type, is_tensor, parse_colon_mem_ref_type,
    parse_colon_shaped_type, parse_subscripts, print_colon_mem_ref_type, print_colon_shaped_type,
    print_subscripts, tensor_of_memref, tensor_type, ty, type_mismatch,
};

op! {
    /// Reads one element of a tensor or vector.
    ///
    /// `extract_element` returns the element of a tensor or vector at the subscripts,
    /// one `index` per dimension (any number for an unranked tensor); the result has the
    /// element type. It became `tensor.extract` (after a cast to a ranked tensor for an
    /// unranked one) or `vector.extract`.
    ///
    /// ```mlir
    /// func @extract(%v: vector<4x4xi32>, %t: tensor<*xi32>, %i: index, %j: index) -> (i32, i32) {
    ///   %0 = extract_element %v[%i, %j] : vector<4x4xi32>
    ///   %1 = extract_element %t[%i, %j] : tensor<*xi32>
    ///   return %0, %1 : i32, i32
    /// }
    /// ```
    pub struct ExtractElementOp = "std.extract_element" {
        traits: [pure],
        operands: [aggregate: TensorOrVector, indices: variadic Index],
        results: [result: AnyType],
        types_match: { result: element_type(aggregate) },
        verify: verify_extract_element,
        format: "$aggregate `` custom<Subscripts>($indices) attr-dict custom<ColonShapedType>(type($aggregate))",
    }
}

/// The subscripts match the rank; the result is the element type.
fn verify_extract_element(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let e = ExtractElementOp(op);
    let access = (e.aggregate(body), e.indices(body).len());
    verify_access(ctx, body, ExtractElementOp::NAME, access, e.result(body))
}

/// Checks that `tensor` (named `tensor_what` in the message) is the tensor counterpart of
/// `memref`, the operand `#memref_operand` of op `name`.
fn verify_tensor_of_memref(
    ctx: &Context,
    name: &str,
    (memref_operand, memref): (usize, Type),
    (tensor_what, tensor): (&str, Type),
) -> Result<(), String> {
    let Some(expected) = tensor_of_memref(ctx, memref) else {
        let what = format!("operand #{memref_operand}");
        return Err(type_mismatch(ctx, name, &what, "memref", memref));
    };
    if tensor != expected {
        return Err(format!(
            "'{name}' op {tensor_what} type '{}' does not match the memref type, expected '{}'",
            ty(ctx, tensor),
            ty(ctx, expected)
        ));
    }
    Ok(())
}

op! {
    /// Reads a whole memref as a tensor.
    ///
    /// `tensor_load` produces a tensor value holding the contents of a memref; the
    /// tensor has the memref's shape and element type. MLIR 22 spells it
    /// `bufferization.to_tensor`.
    ///
    /// ```mlir
    /// func @snapshot(%m: memref<4x?xf32>) -> tensor<4x?xf32> {
    ///   %0 = tensor_load %m : memref<4x?xf32>
    ///   return %0 : tensor<4x?xf32>
    /// }
    /// ```
    pub struct TensorLoadOp = "std.tensor_load" {
        operands: [memref: AnyMemRef],
        results: [result: AnyType],
        types_match: { result: tensor_type(memref) },
        verify: verify_tensor_load,
        format: "$memref attr-dict custom<ColonMemRefType>(type($memref))",
    }
}

/// The result is the memref's tensor counterpart.
fn verify_tensor_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let load = TensorLoadOp(op);
    let memref = (0, body.value_type(load.memref(body)));
    let result = ("result", body.value_type(load.result(body)));
    verify_tensor_of_memref(ctx, TensorLoadOp::NAME, memref, result)
}

op! {
    /// Writes a tensor into a memref.
    ///
    /// `tensor_store` copies the contents of a tensor into a memref of the same shape
    /// and element type; only the memref type is written. MLIR 22 spells it
    /// `bufferization.materialize_in_destination %t in writable %m`.
    ///
    /// ```mlir
    /// func @fill(%t: tensor<4x?xf32>, %m: memref<4x?xf32>) {
    ///   tensor_store %t, %m : memref<4x?xf32>
    ///   return
    /// }
    /// ```
    pub struct TensorStoreOp = "std.tensor_store" {
        operands: [tensor: AnyType, memref: AnyMemRef],
        types_match: { tensor: tensor_type(memref) },
        verify: verify_tensor_store,
        format: "$tensor `,` $memref attr-dict custom<ColonMemRefType>(type($memref))",
    }
}

/// The stored tensor is the memref's tensor counterpart.
fn verify_tensor_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let store = TensorStoreOp(op);
    let memref = (1, body.value_type(store.memref(body)));
    let tensor = ("tensor", body.value_type(store.tensor(body)));
    verify_tensor_of_memref(ctx, TensorStoreOp::NAME, memref, tensor)
}

op! {
    /// Converts a tensor to an equivalent tensor type.
    ///
    /// `tensor_cast` changes the static information of a tensor type: static sizes may
    /// become dynamic or dynamic ones static, and the rank may be erased or recovered;
    /// the element type stays. It became `tensor.cast`.
    ///
    /// ```mlir
    /// func @erase(%t: tensor<4x?xf32>) -> tensor<*xf32> {
    ///   %0 = tensor_cast %t : tensor<4x?xf32> to tensor<*xf32>
    ///   return %0 : tensor<*xf32>
    /// }
    /// ```
    pub struct TensorCastOp = "std.tensor_cast" {
        traits: [pure],
        operands: [source: AnyType],
        results: [dest: AnyType],
        verify: verify_tensor_cast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

/// Tensor operand and result of compatible shapes and one element type.
fn verify_tensor_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let cast = TensorCastOp(op);
    let a = body.value_type(cast.source(body));
    let b = body.value_type(cast.dest(body));
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) || !cast_compatible(ctx, a, b) {
        return Err(cast_incompatible(ctx, TensorCastOp::NAME, a, b));
    }
    Ok(())
}
