//! Folds of the `scf` ops: `scf.if` on a negated condition swaps its regions, and
//! `scf.index_switch` on a constant moves the matching region's ops before it.

use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::matchers::{constant_scalar_int, defining_op};
use strata_ir::registry::FoldResult;
use strata_ir::{Attribute, Context};

use super::ops::{IndexSwitchOp, constant_int_i128};
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

/// `scf.index_switch` fold on a constant argument: the matching region's ops move before
/// the switch and its results become the yielded values.
pub(super) fn fold_index_switch(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let arg = body.operands(op).next()?;
    let c = constant_int_i128(ctx, body, arg)?;
    let cases = IndexSwitchOp(op).case_values(ctx, body);
    let index = cases
        .iter()
        .position(|&v| i128::from(v) == c)
        .map_or(0, |i| i + 1);
    let region = *body.regions(op).get(index)?;
    let b = match body.blocks(region) {
        &[b] => b,
        _ => return None,
    };
    let t = body.last_op(b)?;
    if body.num_operands(t) != body.num_results(op) {
        return None;
    }
    let results: Vec<FoldResult> = body.operands(t).map(FoldResult::Value).collect();
    let ops: Vec<OpId> = body.block_ops(b).filter(|&o| o != t).collect();
    for o in ops {
        body.move_op_before(o, op);
    }
    Some(results)
}
