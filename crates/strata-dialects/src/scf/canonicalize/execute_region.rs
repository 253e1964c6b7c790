//! `scf.execute_region` canonicalization: a single-block region is inlined; a multi-block
//! region directly in a function or in another `scf.execute_region` is inlined as a
//! control-flow diamond (its yields become branches to the code after it).

use strata_ir::ir::{InsertionPoint, OpId};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{region, replace_op_with_region};
use crate::cf::BranchOp;
use crate::scf::ops::{ExecuteRegionOp, YieldOp};

/// Inlines a single-block `scf.execute_region` (unless `no_inline`).
pub(super) struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some(ExecuteRegionOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if ExecuteRegionOp(op).no_inline(ctx, body).is_some() {
            return false;
        }
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if body.blocks(r).len() != 1 {
            return false;
        }
        replace_op_with_region(rw, op, r, &[])
    }
}

/// Inlines a multi-block `scf.execute_region` (unless `no_inline`) whose parent is a
/// function (an op with a callable body) or another `scf.execute_region` (upstream's
/// `MultiBlockExecuteInliner`): the block holding it is split before it, the first part
/// branches to the region's entry block, every `scf.yield` becomes a `cf.br` to the
/// second part carrying the yielded values as block arguments, the region's blocks move
/// between both parts, and the results become the second part's arguments.
pub(super) struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some(ExecuteRegionOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        if ExecuteRegionOp(op).no_inline(ctx, body).is_some() {
            return false;
        }
        let Some(r) = region(body, op, 0) else {
            return false;
        };
        if body.blocks(r).len() < 2 {
            return false;
        }
        // The parent: an op of this body, or (for the top-level regions of the body) the
        // isolated op owning the body, when the driver knows it.
        let is_function = |name| {
            ctx.op_info(name)
                .is_some_and(|i| i.interfaces.callable.is_some())
        };
        let parent_ok = match body.parent_op(op) {
            Some(p) => ExecuteRegionOp::isa(ctx, body, p) || is_function(body.op(p).name),
            None => rw.body_owner().is_some_and(is_function),
        };
        if !parent_ok {
            return false;
        }
        let (Some(prev), Some(parent_region)) = (
            body.op_block(op),
            body.op_block(op).and_then(|b| body.block_region(b)),
        ) else {
            return false;
        };
        let blocks = body.blocks(r).to_vec();
        let entry = blocks[0];
        let loc = body.op(op).loc;
        let result_types: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();

        let post = rw.split_block(prev, Some(op));
        rw.set_insertion_point(InsertionPoint::AtEnd(prev));
        BranchOp::build(rw, loc, &[], entry);
        for &b in &blocks {
            let Some(t) = rw.body().last_op(b) else {
                continue;
            };
            if !YieldOp::isa(ctx, rw.body(), t) {
                continue;
            }
            let values: Vec<_> = rw.body().operands(t).collect();
            let yloc = rw.body().op(t).loc;
            rw.set_insertion_point(InsertionPoint::Before(t));
            BranchOp::build(rw, yloc, &values, post);
            rw.erase_op(t);
        }
        let args = rw.modify_op_in_place(op, |body| {
            let at = body
                .block_index(post)
                .unwrap_or(body.blocks(parent_region).len());
            body.move_blocks(r, parent_region, at);
            result_types
                .iter()
                .map(|&t| body.add_block_arg(post, t, loc))
                .collect::<Vec<_>>()
        });
        rw.replace_op(op, &args);
        true
    }
}
