//! Folds of the builtin dialect's ops: `builtin.unrealized_conversion_cast` of values that
//! already have the result types, or of the results of a cast they came from.

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context, Type};

use super::ops::UnrealizedConversionCastOp;

/// Folds a cast whose input types are its result types to its inputs, and a cast of all
/// the results of another cast back to that cast's inputs when the types round-trip.
pub(super) fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let inputs: Vec<ValueId> = body.operands(op).collect();
    let ty = |body: &Body, vs: &mut dyn Iterator<Item = ValueId>| -> Vec<Type> {
        vs.map(|v| body.value_type(v)).collect()
    };
    let result_types = ty(body, &mut body.results(op));
    let values = |vs: Vec<ValueId>| Some(vs.into_iter().map(FoldResult::Value).collect());
    if ty(body, &mut inputs.iter().copied()) == result_types {
        return values(inputs);
    }
    let def = defining_op(body, *inputs.first()?)?;
    let cast = UnrealizedConversionCastOp::cast(ctx, body, def)?;
    if body.results(def).collect::<Vec<_>>() != inputs
        || ty(body, &mut cast.inputs(body).into_iter()) != result_types
    {
        return None;
    }
    values(cast.inputs(body))
}
