//! Canonicalization patterns of `vector.extract`, `vector.insert` and `vector.broadcast`,
//! as mlir-opt 22: an extract of a broadcast and a broadcast of a broadcast become one
//! broadcast, and an insert that overwrites the whole destination a broadcast.

use std::sync::Arc;

use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::fold::defining_broadcast;
use super::ops::{BroadcastOp, ExtractOp, vector_dims};

/// Whether a value of type `src` broadcasts to vector type `dst` (MLIR's
/// `isBroadcastableTo` succeeding).
fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let Some((dshape, dscal, delem)) = vector_dims(ctx, dst) else {
        return false;
    };
    if src == delem {
        return true;
    }
    let Some((sshape, sscal, selem)) = vector_dims(ctx, src) else {
        return false;
    };
    if selem != delem || sshape.len() > dshape.len() {
        return false;
    }
    let lead = dshape.len() - sshape.len();
    (0..sshape.len()).all(|i| {
        let (s, d) = (sshape[i], dshape[lead + i]);
        let (ss, ds) = (sscal[i], dscal[lead + i]);
        if s == 1 && !ss {
            return true;
        }
        s == d && ss == ds
    })
}

/// `extract(broadcast(x))` with a vector result `x` broadcasts to -> `broadcast(x)`.
struct ExtractOpFromBroadcast;

impl RewritePattern for ExtractOpFromBroadcast {
    fn root(&self) -> Option<&str> {
        Some(ExtractOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ExtractOpFromBroadcast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) == 0 || body.num_results(op) != 1 {
            return false;
        }
        let Some(bcast) = defining_broadcast(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        if body.num_operands(bcast.id()) != 1 {
            return false;
        }
        let input = bcast.source(body);
        let out = body.value_type(body.result(op, 0));
        if !matches!(ctx.type_data(out), TypeData::Vector { .. })
            || !broadcastable(ctx, body.value_type(input), out)
        {
            return false;
        }
        replace_with_broadcast(rw, op, input);
        true
    }
}

/// `broadcast(broadcast(x))` -> `broadcast(x)`.
struct BroadcastFolder;

impl RewritePattern for BroadcastFolder {
    fn root(&self) -> Option<&str> {
        Some(BroadcastOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "BroadcastFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if body.num_operands(op) != 1 || body.num_results(op) != 1 {
            return false;
        }
        let Some(inner) = defining_broadcast(ctx, body, body.operand(op, 0)) else {
            return false;
        };
        if body.num_operands(inner.id()) != 1 {
            return false;
        }
        let input = inner.source(body);
        replace_with_broadcast(rw, op, input);
        true
    }
}

/// Replaces one-result `op` with `vector.broadcast %input` of its result type, at its
/// location.
fn replace_with_broadcast(rw: &mut PatternRewriter<'_, '_>, op: OpId, input: ValueId) {
    let body = rw.body();
    let out = body.value_type(body.result(op, 0));
    let loc = body.op(op).loc;
    rw.set_insertion_point(InsertionPoint::Before(op));
    let v = BroadcastOp::build(rw, loc, out, input).vector(rw.body());
    rw.replace_op(op, &[v]);
}

/// An insert that overwrites every element of its destination becomes a broadcast of the
/// stored value (MLIR's `InsertToBroadcast`).
struct InsertToBroadcast;

/// The number of elements of a fixed-size vector (1 for a scalar).
fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => (!scalable.iter().any(|&s| s)).then(|| shape.iter().product()),
        _ => Some(1),
    }
}

impl RewritePattern for InsertToBroadcast {
    fn root(&self) -> Option<&str> {
        Some(super::insert::InsertOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "InsertToBroadcast"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let ins = super::insert::InsertOp(op);
        let source = ins.value_to_store(body);
        let dest = body.value_type(body.result(op, 0));
        match (
            num_elements(ctx, body.value_type(source)),
            num_elements(ctx, dest),
        ) {
            (Some(a), Some(b)) if a == b => {}
            _ => return false,
        }
        replace_with_broadcast(rw, op, source);
        true
    }
}

/// Registers the `vector` canonicalization patterns into `ctx`.
pub(super) fn register(ctx: &Context) {
    register_canonicalization_pattern(ctx, Arc::new(ExtractOpFromBroadcast));
    register_canonicalization_pattern(ctx, Arc::new(BroadcastFolder));
    register_canonicalization_pattern(ctx, Arc::new(InsertToBroadcast));
}
