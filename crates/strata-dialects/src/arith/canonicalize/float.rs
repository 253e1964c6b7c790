//! Patterns rooted on the float arithmetic ops: `mulf`/`divf` of two negations.

use strata_ir::ir::OpId;
use strata_ir::symbols::op_attr;
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::{def, fused_with, operands_of, replace_by};
use crate::arith::{DivFOp, MulFOp, NegFOp};

/// `mulf` or `divf`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FloatBinary {
    Mul,
    Div,
}

/// `mulf(negf(x), negf(y))` -> `mulf(x, y)` and the same for `divf`, keeping the root's
/// fastmath flags.
pub(super) struct BinaryOfNegF {
    pub(super) root: FloatBinary,
}

impl RewritePattern for BinaryOfNegF {
    fn root(&self) -> Option<&str> {
        Some(match self.root {
            FloatBinary::Mul => MulFOp::NAME,
            FloatBinary::Div => DivFOp::NAME,
        })
    }

    fn debug_name(&self) -> &str {
        match self.root {
            FloatBinary::Mul => "MulFOfNegF",
            FloatBinary::Div => "DivFOfNegF",
        }
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let Some(ops) = operands_of(rw, op, 2) else {
            return false;
        };
        let (Some(a), Some(b)) = (def::<NegFOp>(rw, ops[0], 1), def::<NegFOp>(rw, ops[1], 1))
        else {
            return false;
        };
        let body = rw.body();
        let (x, y) = (a.operand(body), b.operand(body));
        if body.value_type(x) != body.value_type(y) {
            return false;
        }
        let fmf = op_attr(rw.ctx(), body, op, "fastmath");
        let loc = fused_with(rw, op, &[a.0, b.0]);
        match self.root {
            FloatBinary::Mul => replace_by(rw, op, |rw| MulFOp::build(rw, loc, x, y, fmf)),
            FloatBinary::Div => replace_by(rw, op, |rw| DivFOp::build(rw, loc, x, y, fmf)),
        }
        true
    }
}
