//! Integer ranges of the affine ops (as MLIR 22 infers them): `affine.apply` evaluates its
//! map's expression over the operands' signed ranges; `affine.for`'s induction variable
//! lies between its constant bounds (the upper one excluded). `affine.min`/`affine.max`
//! infer nothing, as upstream.

use strata_ir::Context;
use strata_ir::affine::{AffineExpr, AffineExprKind};
use strata_ir::int_range::{
    InferIntRange, InferRegionArgRanges, IntRange, OperandRanges, range_width,
};
use strata_ir::ir::{Body, OpId};

use super::ops::{ApplyOp, map_attr};

/// The signed interval of `e` with the inputs' intervals `inputs` (dimensions, then
/// symbols from index `nd`).
fn eval(ctx: &Context, e: AffineExpr, nd: usize, inputs: &[(i128, i128)]) -> Option<(i128, i128)> {
    let store = ctx.affine();
    let bin =
        |a: AffineExpr, b: AffineExpr| Some((eval(ctx, a, nd, inputs)?, eval(ctx, b, nd, inputs)?));
    Some(match store.kind(e) {
        AffineExprKind::Constant(c) => (i128::from(c), i128::from(c)),
        AffineExprKind::Dim(i) => *inputs.get(i as usize)?,
        AffineExprKind::Symbol(j) => *inputs.get(nd + j as usize)?,
        // Bounds beyond i128 (products of products) mean no useful range.
        AffineExprKind::Add(a, b) => {
            let ((al, ah), (bl, bh)) = bin(a, b)?;
            (al.checked_add(bl)?, ah.checked_add(bh)?)
        }
        AffineExprKind::Mul(a, b) => {
            let ((al, ah), (bl, bh)) = bin(a, b)?;
            let c = [
                al.checked_mul(bl)?,
                al.checked_mul(bh)?,
                ah.checked_mul(bl)?,
                ah.checked_mul(bh)?,
            ];
            (*c.iter().min()?, *c.iter().max()?)
        }
        AffineExprKind::Mod(a, b) => {
            let ((al, ah), (bl, bh)) = bin(a, b)?;
            if bl != bh || bl <= 0 {
                return None;
            }
            if al >= 0 && ah < bl {
                (al, ah)
            } else {
                (0, bl - 1)
            }
        }
        AffineExprKind::FloorDiv(a, b) => {
            let ((al, ah), (bl, bh)) = bin(a, b)?;
            if bl != bh || bl <= 0 {
                return None;
            }
            (al.div_euclid(bl), ah.div_euclid(bl))
        }
        AffineExprKind::CeilDiv(a, b) => {
            let ((al, ah), (bl, bh)) = bin(a, b)?;
            if bl != bh || bl <= 0 {
                return None;
            }
            (
                -(al.checked_neg()?.div_euclid(bl)),
                -(ah.checked_neg()?.div_euclid(bl)),
            )
        }
    })
}

fn infer_apply(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ops: OperandRanges<'_>,
) -> Vec<Option<IntRange>> {
    let w = 64;
    let Some(map) = ApplyOp(op).affine_map(ctx, body) else {
        return vec![None];
    };
    let data = ctx.affine().map_data(map);
    let (Some(&e), 1) = (data.results.first(), data.results.len()) else {
        return vec![None];
    };
    // Symbols are numbered after the dimensions among the operands.
    let nd = data.num_dims as usize;
    let inputs: Vec<(i128, i128)> = ops
        .iter()
        .map(|r| {
            r.map_or((IntRange::smin_of(w), IntRange::smax_of(w)), |r| {
                (r.smin, r.smax)
            })
        })
        .collect();
    let r = eval(ctx, e, nd, &inputs).map(|(lo, hi)| IntRange::from_signed(w, lo, hi));
    vec![r.or(Some(IntRange::max(w)))]
}

fn for_iv(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    _: OperandRanges<'_>,
) -> Vec<(usize, IntRange)> {
    if region != 0 {
        return Vec::new();
    }
    let w = 64;
    let store = ctx.affine();
    let bound =
        |name: &str| map_attr(ctx, body, op, name).and_then(|m| store.single_constant_result(m));
    let lo = bound("lowerBoundMap").map_or(IntRange::smin_of(w), i128::from);
    let hi = bound("upperBoundMap").map_or(IntRange::smax_of(w), i128::from) - 1;
    let _ = range_width;
    if hi < lo {
        return Vec::new();
    }
    vec![(0, IntRange::from_signed(w, lo, hi))]
}

/// Attaches the inference to the affine ops.
pub(crate) fn register(ctx: &Context) {
    ctx.attach_op_interface(
        "affine.apply",
        InferIntRange {
            infer: infer_apply,
            forwarded_operand: None,
        },
    );
    ctx.attach_op_interface("affine.for", InferRegionArgRanges { infer: for_iv });
}
