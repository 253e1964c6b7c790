//! Integer ranges of `scf.for`'s induction variable (MLIR's loop-bound inference in
//! `IntegerRangeAnalysis`): from the smallest lower bound to the largest upper bound
//! minus one (bounds swapped for a negative step), when that is not empty.

use strata_ir::Context;
use strata_ir::int_range::{InferRegionArgRanges, IntRange, OperandRanges, range_width};
use strata_ir::ir::{Body, OpId};

fn for_iv(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    ops: OperandRanges<'_>,
) -> Vec<(usize, IntRange)> {
    if region != 0 || ops.len() < 3 {
        return Vec::new();
    }
    let Some(w) = range_width(ctx, body.value_type(body.operand(op, 0))) else {
        return Vec::new();
    };
    let mut lo = ops[0].map_or(IntRange::smin_of(w), |r| r.smin);
    let mut hi = ops[1].map_or(IntRange::smax_of(w), |r| r.smax);
    let step = ops[2].map_or(IntRange::smax_of(w), |r| r.smax);
    if step < 0 {
        std::mem::swap(&mut lo, &mut hi);
    } else {
        hi -= 1;
    }
    if hi < lo || lo < IntRange::smin_of(w) {
        return Vec::new();
    }
    vec![(0, IntRange::from_signed(w, lo, hi))]
}

/// Attaches the induction variable inference to `scf.for`.
pub(crate) fn register(ctx: &Context) {
    ctx.attach_op_interface("scf.for", InferRegionArgRanges { infer: for_iv });
}
