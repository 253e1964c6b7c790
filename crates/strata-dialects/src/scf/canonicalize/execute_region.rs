//! `scf.execute_region` canonicalization: a single-block region is inlined.

use strata_ir::ir::OpId;
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{region, replace_op_with_region};
use crate::scf::ops::ExecuteRegionOp;

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
