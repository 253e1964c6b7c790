//! Folds of the `ub` ops: `ub.poison` folds to its value.

use strata_ir::ir::{Body, OpId};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context};

use super::ops::{PoisonOp, poison_attr};

/// `ub.poison` folds to its `value` attribute (it is constant-like).
pub(super) fn fold_poison(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let value = PoisonOp(op)
        .value(ctx, body)
        .unwrap_or_else(|| poison_attr(ctx));
    Some(vec![FoldResult::Attr(value)])
}
