//! `vector.load` and `vector.store`: a vector read from / written to consecutive memref
//! elements starting at the given indices (what `affine.vector_load`/`vector_store`
//! lower to), with the fold of a `memref.cast` base.

use strata_ir::ir::{Body, OpId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::op;

use crate::memref::constraints::{Alignment, AnyMemRef, BoolAttr, VariadicIndex};
use crate::memref::types::{memref, strides_offset};

use super::ops::AnyVector as AnyVectorOfAnyRank;

/// MLIR's `verifyLoadStoreMemRefLayout`: a vector of more than one element needs a unit
/// stride in the most minor memref dimension.
fn check_layout(ctx: &Context, name: &str, vec: Type, mem: Type) -> Result<(), String> {
    let TypeData::Vector {
        shape, scalable, ..
    } = ctx.type_data(vec)
    else {
        return Ok(());
    };
    let elements: i64 = shape.iter().product();
    if !scalable.iter().any(|&s| s) && (shape.is_empty() || elements == 1) {
        return Ok(());
    }
    let Some(m) = memref(ctx, mem) else {
        return Ok(());
    };
    let unit = match strides_offset(ctx, &m) {
        Some((strides, _)) => strides.last().is_none_or(|&s| s == 1),
        None => false,
    };
    if unit {
        Ok(())
    } else {
        Err(format!(
            "'{name}' op most minor memref dim must have unit stride"
        ))
    }
}

/// The checks `vector.load` and `vector.store` share (upstream's order): layout, ranks,
/// vector element types, element types, index count.
fn verify_access(
    ctx: &Context,
    name: &str,
    vec: Type,
    mem: Type,
    num_indices: usize,
    [lower_rank, vec_mismatch, elem_mismatch]: [&str; 3],
) -> Result<(), String> {
    check_layout(ctx, name, vec, mem)?;
    let (Some(m), TypeData::Vector { shape, element, .. }) = (memref(ctx, mem), ctx.type_data(vec))
    else {
        return Ok(());
    };
    if m.shape.len() < shape.len() {
        return Err(format!("'{name}' op {lower_rank}"));
    }
    let mut mem_elem = m.element;
    if let TypeData::Vector { element: inner, .. } = ctx.type_data(mem_elem) {
        if mem_elem != vec {
            return Err(format!("'{name}' op {vec_mismatch}"));
        }
        mem_elem = *inner;
    }
    if *element != mem_elem {
        return Err(format!("'{name}' op {elem_mismatch}"));
    }
    if num_indices != m.shape.len() {
        return Err(format!("'{name}' op requires {} indices", m.shape.len()));
    }
    Ok(())
}

fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let mem = body.value_type(body.operand(op, 0));
    let vec = body.value_type(body.result(op, 0));
    verify_access(
        ctx,
        LoadOp::NAME,
        vec,
        mem,
        body.num_operands(op) - 1,
        [
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        ],
    )
}

fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let vec = body.value_type(body.operand(op, 0));
    let mem = body.value_type(body.operand(op, 1));
    verify_access(
        ctx,
        StoreOp::NAME,
        vec,
        mem,
        body.num_operands(op) - 2,
        [
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        ],
    )
}

/// `vector.load`/`vector.store`: a `memref.cast` base that only makes the type more
/// dynamic folds into the access (MLIR's `foldMemRefCast`).
fn fold_access(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<strata_ir::Attribute>],
) -> Option<Vec<strata_ir::registry::FoldResult>> {
    let skip =
        (body.num_results(op) == 0 && body.num_operands(op) > 0).then(|| body.operand(op, 0));
    crate::memref::fold_memref_cast(ctx, body, op, skip).then(Vec::new)
}

op! {
    /// Reads a vector from a memref.
    ///
    /// `vector.load` reads the vector of its result type from `base`, starting at
    /// `indices` (one `index` per memref dimension): the vector's dimensions cover the
    /// memref's innermost ones, which need a unit stride (unless the vector has one
    /// element). A memref of vectors is read one whole element at a time.
    ///
    /// ```mlir
    /// func.func @row(%m: memref<4x8xf32>, %i: index) -> vector<8xf32> {
    ///   %c0 = arith.constant 0 : index
    ///   %v = vector.load %m[%i, %c0] : memref<4x8xf32>, vector<8xf32>
    ///   return %v : vector<8xf32>
    /// }
    /// ```
    pub struct LoadOp = "vector.load" {
        operands: [base: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [nontemporal: optional default BoolAttr, alignment: optional Alignment],
        results: [result: AnyVectorOfAnyRank],
        verify: verify_load,
        effects: [read(base)],
        fold: fold_access,
        format: "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
    }
}

op! {
    /// Writes a vector to a memref.
    ///
    /// `vector.store` writes `valueToStore` to `base` starting at `indices`, with the
    /// layout rules of `vector.load`.
    ///
    /// ```mlir
    /// func.func @put(%m: memref<4x8xf32>, %v: vector<8xf32>, %i: index) {
    ///   %c0 = arith.constant 0 : index
    ///   vector.store %v, %m[%i, %c0] : memref<4x8xf32>, vector<8xf32>
    ///   return
    /// }
    /// ```
    pub struct StoreOp = "vector.store" {
        operands: [valueToStore: AnyVectorOfAnyRank, base: AnyMemRef, indices: variadic VariadicIndex],
        attrs: [nontemporal: optional default BoolAttr, alignment: optional Alignment],
        verify: verify_store,
        effects: [write(base)],
        fold: fold_access,
        format: "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
    }
}
