//! Integer ranges of the induction variables of `scf.for` and `scf.forall` (MLIR's
//! loop-bound inference in `IntegerRangeAnalysis`, for any loop giving its bounds): from
//! the smallest lower bound to the largest upper bound minus one (bounds swapped for a
//! negative step), when that is not empty.

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
    iv_range(w, ops[0], ops[1], ops[2])
        .map(|r| vec![(0, r)])
        .unwrap_or_default()
}

/// The range of an induction variable from the ranges of its bounds and step (`None`:
/// unknown, the full range).
fn iv_range(
    w: u32,
    lb: Option<IntRange>,
    ub: Option<IntRange>,
    step: Option<IntRange>,
) -> Option<IntRange> {
    let mut lo = lb.map_or(IntRange::smin_of(w), |r| r.smin);
    let mut hi = ub.map_or(IntRange::smax_of(w), |r| r.smax);
    let step = step.map_or(IntRange::smax_of(w), |r| r.smax);
    if step < 0 {
        std::mem::swap(&mut lo, &mut hi);
    } else {
        hi -= 1;
    }
    if hi < lo || lo < IntRange::smin_of(w) {
        return None;
    }
    Some(IntRange::from_signed(w, lo, hi))
}

/// `scf.forall`: each dimension's bounds and step are static values or dynamic operands
/// (in segment order).
fn forall_ivs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    ops: OperandRanges<'_>,
) -> Vec<(usize, IntRange)> {
    let f = super::ForallOp(op);
    let Some(bounds) = f.mixed_bounds(ctx, body).filter(|_| region == 0) else {
        return Vec::new();
    };
    // The dynamic operands come first, lower bounds, upper bounds then steps.
    let mut next = 0usize;
    let mut range_of = |b: super::ops::Bound| match b {
        super::ops::Bound::Static(s) => Some(IntRange::constant(64, s as i128 as u128)),
        super::ops::Bound::Value(_) => {
            let r = ops.get(next).copied().flatten();
            next += 1;
            r
        }
    };
    let lists: Vec<Vec<Option<IntRange>>> = bounds
        .iter()
        .map(|l| l.iter().map(|&b| range_of(b)).collect())
        .collect();
    (0..bounds[0].len())
        .filter_map(|d| Some((d, iv_range(64, lists[0][d], lists[1][d], lists[2][d])?)))
        .collect()
}

/// Attaches the induction variable inference to `scf.for` and `scf.forall`.
pub(crate) fn register(ctx: &Context) {
    ctx.attach_op_interface("scf.for", InferRegionArgRanges { infer: for_iv });
    ctx.attach_op_interface("scf.forall", InferRegionArgRanges { infer: forall_ivs });
}
