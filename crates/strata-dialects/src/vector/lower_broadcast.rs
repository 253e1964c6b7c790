//! The lowering of `vector.broadcast` from a vector to `vector.extract`/`vector.insert`
//! and broadcasts from scalars (MLIR's `populateVectorBroadcastLoweringPatterns`), which
//! `convert-vector-to-llvm` applies before its conversion.

use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::{Context, Type, TypeData};
use strata_ods::i64_array_attr;
use strata_pass::rewrite::{PatternRewriter, PatternSet, RewritePattern};

use super::insert::InsertOp;
use super::ops::{BroadcastOp, ExtractOp, vector_dims};
use crate::ub::PoisonOp;

/// Lowers a broadcast from a vector one dimension at a time (MLIR's `BroadcastOpLowering`);
/// broadcasts from scalars are left (the lowered form).
struct BroadcastOpLowering;

/// `vector<shape x element>` with the scalable flags.
fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    })
}

impl RewritePattern for BroadcastOpLowering {
    fn root(&self) -> Option<&str> {
        Some(BroadcastOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "BroadcastOpLowering"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let loc = body.op(op).loc;
        let source = body.operand(op, 0);
        let dst = body.value_type(body.result(op, 0));
        let Some((dst_shape, dst_scalable, element)) = vector_dims(ctx, dst) else {
            return false;
        };
        let Some((src_shape, _, _)) = vector_dims(ctx, body.value_type(source)) else {
            return false;
        };
        let (src_rank, dst_rank) = (src_shape.len(), dst_shape.len());
        rw.set_insertion_point(InsertionPoint::Before(op));
        let extract = |rw: &mut PatternRewriter<'_, '_>, v: ValueId, pos: &[i64]| -> ValueId {
            let ty = rw.body().value_type(v);
            let (shape, scalable, element) = vector_dims(ctx, ty).expect("vector");
            let res = if pos.len() == shape.len() {
                element
            } else {
                vector_type(ctx, &shape[pos.len()..], &scalable[pos.len()..], element)
            };
            let attr = i64_array_attr(ctx, pos);
            ExtractOp::build(rw, loc, res, v, &[], attr).result(rw.body())
        };
        let insert = |rw: &mut PatternRewriter<'_, '_>, v: ValueId, dest: ValueId, d: i64| {
            let attr = i64_array_attr(ctx, &[d]);
            InsertOp::build(rw, loc, v, dest, &[], attr).result(rw.body())
        };
        // To a 1-D vector: the source is (a vector of) one element.
        if src_rank <= 1 && dst_rank == 1 {
            let ext = extract(rw, source, &vec![0; src_rank]);
            let new = BroadcastOp::build(rw, loc, dst, ext).vector(rw.body());
            rw.replace_op(op, &[new]);
            return true;
        }
        let inner = vector_type(ctx, &dst_shape[1..], &dst_scalable[1..], element);
        if src_rank < dst_rank {
            let b = BroadcastOp::build(rw, loc, inner, source).vector(rw.body());
            let mut result = PoisonOp::build(rw, loc, dst, None).result(rw.body());
            for d in 0..dst_shape[0] {
                result = insert(rw, b, result, d);
            }
            rw.replace_op(op, &[result]);
            return true;
        }
        let Some(m) = (0..dst_rank).find(|&r| src_shape[r] != dst_shape[r]) else {
            rw.replace_op(op, &[source]);
            return true;
        };
        if m != 0 && dst_scalable[0] {
            return false;
        }
        let mut result = PoisonOp::build(rw, loc, dst, None).result(rw.body());
        if m == 0 {
            let ext = extract(rw, source, &[0]);
            let b = BroadcastOp::build(rw, loc, inner, ext).vector(rw.body());
            for d in 0..dst_shape[0] {
                result = insert(rw, b, result, d);
            }
        } else {
            for d in 0..dst_shape[0] {
                let ext = extract(rw, source, &[d]);
                let b = BroadcastOp::build(rw, loc, inner, ext).vector(rw.body());
                result = insert(rw, b, result, d);
            }
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The broadcast lowering patterns (MLIR's `populateVectorBroadcastLoweringPatterns`).
pub fn broadcast_lowering_patterns() -> PatternSet {
    let mut set = PatternSet::new();
    set.add(BroadcastOpLowering);
    set
}
