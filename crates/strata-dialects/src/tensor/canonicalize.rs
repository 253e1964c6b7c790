//! Canonicalization patterns of the `tensor` dialect (MLIR 22's `ChainedTensorCast`,
//! `ExtractFromTensorCast` and `DimOfCastOp`).

use std::sync::Arc;

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Type, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{CastOp, DimOp, ExtractOp};

/// Registers the `tensor` canonicalization patterns into `ctx`.
pub(super) fn register(ctx: &Context) {
    register_canonicalization_pattern(ctx, Arc::new(ChainedTensorCast));
    register_canonicalization_pattern(ctx, Arc::new(ExtractFromTensorCast));
    register_canonicalization_pattern(ctx, Arc::new(DimOfCastOp));
}

/// The single-operand, single-result `tensor.cast` defining `v`, if any.
fn defining_cast(ctx: &Context, body: &Body, v: ValueId) -> Option<CastOp> {
    let cast = CastOp::cast(ctx, body, defining_op(body, v)?)?;
    (body.num_operands(cast.id()) == 1 && body.num_results(cast.id()) == 1).then_some(cast)
}

/// The tensor shape information of a type: `Some(None)` for an unranked tensor,
/// `Some(Some((shape, element)))` for a ranked one.
type TensorShape = Option<(Box<[i64]>, Type)>;

fn tensor_shape(ctx: &Context, t: Type) -> Option<TensorShape> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, element, .. } => Some(Some((shape.clone(), *element))),
        TypeData::UnrankedTensor { .. } => Some(None),
        _ => None,
    }
}

/// MLIR's `joinShapes`: the most static shape compatible with both (an unranked side
/// gives the other unchanged), `None` when they conflict. A ranked join has no encoding.
fn join(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    let (Some(a), Some(b)) = (tensor_shape(ctx, one)?, tensor_shape(ctx, two)?) else {
        return Some(if tensor_shape(ctx, one)?.is_none() {
            two
        } else {
            one
        });
    };
    if a.0.len() != b.0.len() {
        return None;
    }
    let mut shape = Vec::with_capacity(a.0.len());
    for (&x, &y) in a.0.iter().zip(b.0.iter()) {
        shape.push(if x == DYNAMIC {
            y
        } else if y == DYNAMIC || x == y {
            x
        } else {
            return None;
        });
    }
    Some(ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        element: a.1,
        encoding: None,
    }))
}

/// `tensor.cast(tensor.cast(x))` becomes one cast of `x` when the intermediate type adds
/// no runtime check.
struct ChainedTensorCast;

impl RewritePattern for ChainedTensorCast {
    fn root(&self) -> Option<&str> {
        Some(CastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ChainedTensorCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 1 || body.num_results(op) != 1 {
            return false;
        }
        let Some(inner) = defining_cast(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        let x = inner.source(body);
        let source = body.value_type(x);
        let middle = body.value_type(inner.dest(body));
        let result = body.value_type(body.result(op, 0));
        let Some(first) = join(ctx, source, middle).and_then(|j| join(ctx, j, result)) else {
            return false;
        };
        if join(ctx, source, result) != Some(first) {
            return false;
        }
        let state = CastOp::state(ctx, body, body.op(op).loc, result, x);
        rw.replace_op_with_new(op, state);
        true
    }
}

/// `tensor.extract` of a `tensor.cast` from a ranked tensor reads the cast's source (a
/// new op: discardable attributes are dropped, as upstream).
struct ExtractFromTensorCast;

impl RewritePattern for ExtractFromTensorCast {
    fn root(&self) -> Option<&str> {
        Some(ExtractOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ExtractFromTensorCast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) < 1 || body.num_results(op) != 1 {
            return false;
        }
        let Some(cast) = defining_cast(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        let x = cast.source(body);
        if !matches!(
            ctx.type_data(body.value_type(x)),
            TypeData::RankedTensor { .. }
        ) {
            return false;
        }
        let extract = ExtractOp(op);
        let indices = extract.indices(body);
        // The result type is the element type of `x`, the cast's own.
        let state = ExtractOp::state(ctx, body, extract.loc(body), x, &indices);
        rw.replace_op_with_new(op, state);
        true
    }
}

/// `tensor.dim` of a `tensor.cast` result reads the cast's source (the shapes are
/// compatible, so the sizes are the same).
struct DimOfCastOp;

impl RewritePattern for DimOfCastOp {
    fn root(&self) -> Option<&str> {
        Some(DimOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "DimOfCastOp"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 2 || body.num_results(op) != 1 {
            return false;
        }
        let dim = DimOp(op);
        let Some(cast) = defining_cast(ctx, body, dim.source(body)) else {
            return false;
        };
        let (source, index, loc) = (cast.source(body), dim.index(body), dim.loc(body));
        let ty = body.value_type(body.result(op, 0));
        let new = DimOp::build(rw, loc, ty, source, index);
        let v = new.result(rw.body());
        rw.replace_op(op, &[v]);
        true
    }
}
