//! Conditional speculatability of the arith divisions (upstream's `getSpeculatability`):
//! unsigned divisions are speculatable when the divisor is a non-zero constant, signed
//! ones when it is a constant other than 0 and -1 (`INT_MIN / -1` overflows).

use strata_ir::Context;
use strata_ir::apint::ApInt;
use strata_ir::interfaces::Speculatability;
use strata_ir::ir::{Body, OpId};

/// The constant integer (or integer splat) value of `op`'s right operand, if it is
/// defined by a constant op.
fn constant_rhs(ctx: &Context, body: &Body, op: OpId) -> Option<ApInt> {
    if body.num_operands(op) != 2 {
        return None;
    }
    strata_ir::matchers::constant_int(ctx, body, body.operand(op, 1))
}

/// `divui`, `ceildivui`: speculatable when dividing by a non-zero constant.
pub(super) fn unsigned_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    match constant_rhs(ctx, body, op) {
        Some(v) if !v.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `divsi`, `ceildivsi`: speculatable when dividing by a constant other than 0 and -1.
pub(super) fn signed_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    match constant_rhs(ctx, body, op) {
        Some(v) if !v.is_zero() && !v.is_all_ones() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
