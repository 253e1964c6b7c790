//! `scf.for` canonicalization: loops with a static trip count of zero or one, and empty
//! loops yielding values defined outside.

use strata_ir::ir::{Body, InsertionPoint, OpId, ValueId};
use strata_ir::matchers::defining_op;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, Type, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{block, operands, region, replace_op_with_region, yield_of};
use crate::arith::AddIOp;
use crate::scf::ops::{ForOp, constant_int_i128 as constant_int};
use crate::tensor::CastOp as TensorCastOp;

/// Whether the `arith.addi` `add` carries the overflow flag `flag` (`nsw` or `nuw`).
fn has_overflow_flag(ctx: &Context, body: &Body, add: AddIOp, flag: &str) -> bool {
    match add.overflow_flags(ctx, body).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Opaque { body, .. }) => body.contains(flag),
        _ => false,
    }
}

/// Wraps `v` to `width` bits, as a signed (sign-extended) or unsigned value.
fn wrap(v: i128, width: u32, signed: bool) -> i128 {
    if width >= 128 {
        return v;
    }
    let shift = 128 - width;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u128) << shift >> shift) as i128
    }
}

/// The static trip count of an `scf.for` (upstream's `constantTripCount` with the loop's
/// signedness): `None` when unknown.
fn trip_count(ctx: &Context, body: &Body, op: ForOp) -> Option<u128> {
    if body.num_operands(op.id()) < 3 {
        return None;
    }
    let (lb, ub, step) = (op.lower_bound(body), op.upper_bound(body), op.step(body));
    let signed = op.unsigned_cmp(ctx, body).is_none();
    constant_trip_count(ctx, body, lb, ub, step, signed)
}

/// MLIR's `constantTripCount` of a loop dimension from `lb` to `ub` by `step`, compared
/// signed or unsigned: `None` when unknown.
pub(super) fn constant_trip_count(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    signed: bool,
) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    let width = match ctx.type_data(body.value_type(lb)) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    let step = constant_int(ctx, body, step);
    if let Some(s) = step
        && s <= 0
    {
        return Some(0);
    }
    let diff = match (constant_int(ctx, body, lb), constant_int(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = (wrap(l, width, signed), wrap(u, width, signed));
            if u <= l {
                return Some(0);
            }
            wrap(u - l, width, signed)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            // `ub = lb + c` with no wrap-around in the loop's signedness.
            let add = AddIOp::cast(ctx, body, defining_op(body, ub)?)?;
            if body.num_operands(add.id()) != 2 {
                return None;
            }
            let flag = if signed { "nsw" } else { "nuw" };
            if !has_overflow_flag(ctx, body, add, flag) || add.lhs(body) != lb {
                return None;
            }
            constant_int(ctx, body, add.rhs(body))?
        }
    };
    if diff < 0 {
        return Some(0);
    }
    let step = wrap(step?, width, signed) as u128;
    let diff = diff as u128;
    Some(diff.div_ceil(step))
}

/// Removes loops that do not run, inlines loops that run once, and replaces empty loops
/// yielding outer values.
pub(super) struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&str> {
        Some(ForOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let for_op = ForOp(op);
        let all = operands(body, op);
        if all.len() < 3 || all.len() - 3 != body.num_results(op) {
            return false;
        }
        let inits = for_op.init_args(body);
        let lb = for_op.lower_bound(body);
        let Some(tc) = trip_count(ctx, body, for_op) else {
            return false;
        };
        if tc == 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if tc == 1 {
            let mut args = vec![lb];
            args.extend(inits);
            return replace_op_with_region(rw, op, r, &args);
        }
        let Some(b) = block(body, op, 0) else {
            return false;
        };
        let Some(y) = yield_of(ctx, body, op, 0) else {
            return false;
        };
        if body.first_op(b) != Some(y) {
            return false;
        }
        let yielded = operands(body, y);
        let inside = body.block_args(b);
        if yielded.iter().any(|v| inside.contains(v)) {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

/// MLIR's `ForOpTensorCastFolder`: an iteration argument initialized by a `tensor.cast`
/// that only loses static information (and whose result has a single use) takes the
/// cast's source instead; casts back to the old type are inserted at the start of the body,
/// and casts to the new type before the yield and after the loop. (Upstream builds a new
/// loop; changing the types in place gives the same IR.)
pub(super) struct TensorCastFolder;

impl RewritePattern for TensorCastFolder {
    fn root(&self) -> Option<&str> {
        Some(ForOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ForOpTensorCastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(for_op) = ForOp::cast(ctx, body, op) else {
            return false;
        };
        let inits = for_op.init_args(body);
        let iter_args = for_op.region_iter_args(body);
        if inits.len() != iter_args.len() || inits.len() != body.num_results(op) {
            return false;
        }
        let found = inits.iter().enumerate().find_map(|(k, &init)| {
            let cast = defining_op(body, init).and_then(|c| TensorCastOp::cast(ctx, body, c))?;
            let source = body.operand(cast.id(), 0);
            let (from, to) = (body.value_type(source), body.value_type(init));
            let result = body.result(op, k);
            (from != to
                && preserves_static_information(ctx, to, from)
                && body.uses(result).len() == 1)
                .then_some((k, source, from, to))
        });
        let Some((k, source, new_ty, old_ty)) = found else {
            return false;
        };
        let loc = body.op(op).loc;
        let arg = iter_args[k];
        let result = body.result(op, k);
        let Some(entry) = block(body, op, 0) else {
            return false;
        };
        let Some(y) = yield_of(ctx, body, op, 0) else {
            return false;
        };
        let init_index = body.num_operands(op) - inits.len() + k;
        rw.modify_op_in_place(op, |body| {
            body.set_operand(op, init_index, source);
            body.set_value_type(arg, new_ty);
            body.set_value_type(result, new_ty);
        });
        // Into the body: the argument cast back to the old type.
        rw.set_insertion_point(InsertionPoint::AtStart(entry));
        let cast_in_op = TensorCastOp::build(rw, loc, old_ty, arg).id();
        let cast_in = rw.body().result(cast_in_op, 0);
        rw.replace_uses_with_if(arg, cast_in, |_, user, _| user != cast_in_op);
        // Out of the body: the yielded value cast to the new type.
        rw.set_insertion_point(InsertionPoint::Before(y));
        let yielded = rw.body().operand(y, k);
        let cast_out = TensorCastOp::build(rw, loc, new_ty, yielded).id();
        let cast_out = rw.body().result(cast_out, 0);
        rw.modify_op_in_place(y, |body| body.set_operand(y, k, cast_out));
        // After the loop: the result cast back for its user.
        rw.set_insertion_point(InsertionPoint::After(op));
        let cast_res = TensorCastOp::build(rw, loc, old_ty, result).id();
        let cast_res_v = rw.body().result(cast_res, 0);
        rw.replace_uses_with_if(result, cast_res_v, |_, user, _| user != cast_res);
        true
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: both ranked tensors of the
/// same element type, rank and encoding, `target` static wherever `source` is.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    match (ctx.type_data(source), ctx.type_data(target)) {
        (
            TypeData::RankedTensor {
                shape: s,
                element: se,
                encoding: sn,
            },
            TypeData::RankedTensor {
                shape: t,
                element: te,
                encoding: tn,
            },
        ) => {
            se == te
                && sn == tn
                && s.len() == t.len()
                && s.iter()
                    .zip(t.iter())
                    .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
        }
        _ => false,
    }
}
