//! The ops returning their memref operands under another type or with more facts:
//! `memref.cast`, `memref.memory_space_cast` and `memref.distinct_objects`.

use strata_ir::ir::{Body, OpId};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::op;

use crate::memref::constraints::{AnyRankedOrUnrankedMemRef, VariadicMemRef};
use crate::memref::types::{MemRef, elem_and_space, memref, ty};

/// Strides and offset of a ranked memref with identity or `strided<...>` layout, as the
/// cast compatibility check reads them.
fn cast_strides(ctx: &Context, m: &MemRef<'_>) -> Option<(Vec<i64>, i64)> {
    match m.layout.map(|l| ctx.attr_data(l)) {
        None => {
            let mut strides = vec![0i64; m.shape.len()];
            let mut running = 1i64;
            for (i, &d) in m.shape.iter().enumerate().rev() {
                strides[i] = running;
                running = if running == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    running.checked_mul(d).unwrap_or(DYNAMIC)
                };
            }
            Some((strides, 0))
        }
        Some(AttrData::Strided { strides, offset }) => Some((strides.to_vec(), *offset)),
        _ => None,
    }
}

/// MLIR's `memref::CastOp::areCastCompatible`.
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref(ctx, a), memref(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.element != y.element {
                return false;
            }
            if x.layout != y.layout {
                let (Some((xs, xo)), Some((ys, yo))) =
                    (cast_strides(ctx, &x), cast_strides(ctx, &y))
                else {
                    return false;
                };
                let compat = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if xs.len() != ys.len() || !compat(xo, yo) {
                    return false;
                }
                if xs.iter().zip(&ys).any(|(&p, &q)| !compat(p, q)) {
                    return false;
                }
            }
            if x.space != y.space || x.shape.len() != y.shape.len() {
                return false;
            }
            x.shape
                .iter()
                .zip(y.shape)
                .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (None, None) => false,
        _ => match (elem_and_space(ctx, a), elem_and_space(ctx, b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
    }
}

/// The `CastOpInterface` check of `op` named `name`: `ok(source type, result type)`.
fn check_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    ok: fn(&Context, Type, Type) -> bool,
) -> Result<(), String> {
    let a = body.value_type(body.operand(op, 0));
    let b = body.value_type(body.result(op, 0));
    if ok(ctx, a, b) {
        return Ok(());
    }
    Err(format!(
        "'{name}' op operand type '{}' and result type '{}' are cast incompatible",
        ty(ctx, a),
        ty(ctx, b)
    ))
}

fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_cast(ctx, body, op, CastOp::NAME, cast_compatible)
}

op! {
    /// Converts a memref to a compatible memref type.
    ///
    /// `memref.cast` returns its operand with another type of the same element type and
    /// memory space: static sizes, strides or offset may become dynamic and back, and a
    /// ranked memref may become unranked and back. Making information static asserts it
    /// holds at run time.
    ///
    /// ```mlir
    /// func.func @cast(%m: memref<4xf32>) -> memref<*xf32> {
    ///   %d = memref.cast %m : memref<4xf32> to memref<?xf32>
    ///   %u = memref.cast %d : memref<?xf32> to memref<*xf32>
    ///   return %u : memref<*xf32>
    /// }
    /// ```
    pub struct CastOp = "memref.cast" {
        traits: [pure],
        operands: [source: AnyRankedOrUnrankedMemRef],
        results: [dest: AnyRankedOrUnrankedMemRef],
        verify: verify_cast,
        fold: crate::memref::fold::fold_cast,
        result_names: "cast",
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

/// Whether `a` and `b` are memrefs that differ at most in memory space.
fn space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: s1,
                element: e1,
                layout: l1,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                element: e2,
                layout: l2,
                ..
            },
        ) => s1 == s2 && e1 == e2 && l1 == l2,
        (
            TypeData::UnrankedMemRef { element: e1, .. },
            TypeData::UnrankedMemRef { element: e2, .. },
        ) => e1 == e2,
        _ => false,
    }
}

fn verify_memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_cast(
        ctx,
        body,
        op,
        MemorySpaceCastOp::NAME,
        space_cast_compatible,
    )
}

op! {
    /// Moves a memref to another memory space.
    ///
    /// `memref.memory_space_cast` returns a memref of the same shape, element type and
    /// layout, aliasing the same memory, in the memory space of its result type; on some
    /// targets the pointer value changes. Casting to the same space does nothing.
    ///
    /// ```mlir
    /// func.func @memory_space_cast(%m: memref<?xf32, 5>) -> memref<?xf32> {
    ///   %g = memref.memory_space_cast %m : memref<?xf32, 5> to memref<?xf32>
    ///   return %g : memref<?xf32>
    /// }
    /// ```
    pub struct MemorySpaceCastOp = "memref.memory_space_cast" {
        traits: [pure],
        operands: [source: AnyRankedOrUnrankedMemRef],
        results: [dest: AnyRankedOrUnrankedMemRef],
        verify: verify_memory_space_cast,
        fold: crate::memref::fold::fold_memory_space_cast,
        result_names: "memspacecast",
        format: "$source attr-dict `:` type($source) `to` type($dest)",
    }
}

/// The operand and result types match, and there is at least one operand.
fn verify_distinct_objects(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = DistinctObjectsOp::NAME;
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if operands != results {
        return Err(format!(
            "'{NAME}' op operand types and result types must match"
        ));
    }
    if operands.is_empty() {
        return Err(format!("'{NAME}' op expected at least one operand"));
    }
    Ok(())
}

/// The result types of `distinct_objects`: its operand types.
fn distinct_objects_types(
    _: &Context,
    operand_types: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    Ok(operand_types.to_vec())
}

op! {
    /// Asserts that memrefs do not alias.
    ///
    /// `memref.distinct_objects` returns its operands unchanged, with the guarantee that
    /// no two of them point into the same allocation; passes may then treat accesses
    /// through different results as independent.
    ///
    /// ```mlir
    /// func.func @distinct_objects(%a: memref<?xf32>, %b: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    ///   %x, %y = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xf32>
    ///   return %x, %y : memref<?xf32>, memref<?xf32>
    /// }
    /// ```
    pub struct DistinctObjectsOp = "memref.distinct_objects" {
        traits: [pure],
        operands: [operands: variadic VariadicMemRef],
        results: [results: variadic VariadicMemRef],
        infer_types: distinct_objects_types,
        verify: verify_distinct_objects,
        format: "$operands attr-dict `:` type($operands)",
    }
}
