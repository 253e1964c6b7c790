//! Folds of the `tensor` ops: `tensor.dim` of a static dimension or through a
//! `tensor.cast`, and the identity `tensor.cast`.

use strata_ir::apint::ApInt;
use strata_ir::ir::{Body, OpId};
use strata_ir::matchers::{defining_op, scalar_int_value};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Type, TypeData};

use super::ops::{CastOp, DimOp};

/// `tensor::preservesStaticInformation(source, target)`: both ranked with the same element
/// type, rank and encoding, and `target` static wherever `source` is.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    match (ctx.type_data(source), ctx.type_data(target)) {
        (
            TypeData::RankedTensor {
                shape: s,
                element: se,
                encoding: sen,
            },
            TypeData::RankedTensor {
                shape: t,
                element: te,
                encoding: ten,
            },
        ) => {
            se == te
                && s.len() == t.len()
                && sen == ten
                && s.iter().zip(t.iter()).all(|(a, b)| {
                    *a == strata_ir::types::DYNAMIC || *b != strata_ir::types::DYNAMIC
                })
        }
        _ => false,
    }
}

/// `tensor.dim` of a static dimension at a constant index folds to that size; otherwise a
/// `tensor.cast` source that is at least as static replaces the operand (in place).
pub(super) fn fold_dim(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if body.num_operands(op) != 2 || body.num_results(op) != 1 {
        return None;
    }
    let index = scalar_int_value(ctx, operands.get(1).copied().flatten()?)?.to_i64_checked()?;
    let source = DimOp(op).source(body);
    let shape = match ctx.type_data(body.value_type(source)) {
        TypeData::RankedTensor { shape, .. } => shape.clone(),
        _ => return None,
    };
    let dim = *usize::try_from(index).ok().and_then(|i| shape.get(i))?;
    if dim != strata_ir::types::DYNAMIC {
        let index_ty = ctx.builtin_types().index;
        let value = ctx.integer_attr(index_ty, ApInt::from_i64(64, dim));
        return Some(vec![FoldResult::Attr(value)]);
    }
    let cast = defining_op(body, source).and_then(|d| CastOp::cast(ctx, body, d))?;
    if body.num_operands(cast.id()) != 1 || body.num_results(cast.id()) != 1 {
        return None;
    }
    let cast_source = cast.source(body);
    let (from, to) = (body.value_type(cast_source), body.value_type(source));
    if !preserves_static_information(ctx, to, from) {
        return None;
    }
    body.set_operand(op, 0, cast_source);
    Some(vec![])
}

/// `tensor.cast` to its own source type folds to the source (MLIR's `CastOpInterface`
/// identity fold).
pub(super) fn fold_cast(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if body.num_operands(op) != 1 || body.num_results(op) != 1 {
        return None;
    }
    let src = body.operand(op, 0);
    (body.value_type(src) == body.value_type(body.result(op, 0)))
        .then(|| vec![FoldResult::Value(src)])
}
