//! Canonicalization patterns of the `func` dialect.

use strata_ir::NamedAttribute;
use strata_ir::ir::OpId;
use strata_ir::matchers::defining_op;
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::ops::{CallIndirectOp, CallOp, ConstantOp};
use crate::builtin::constraints::flat_symbol;

/// `func.call_indirect %f(...)` where `%f = func.constant @g` becomes `func.call @g(...)`.
pub(super) struct CallIndirectOfConstant;

impl RewritePattern for CallIndirectOfConstant {
    fn root(&self) -> Option<&str> {
        Some(CallIndirectOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CallIndirectOfConstant"
    }

    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        if body.num_operands(op) == 0 {
            return false;
        }
        let call = CallIndirectOp(op);
        let Some(constant) =
            defining_op(body, call.callee(body)).and_then(|def| ConstantOp::cast(ctx, body, def))
        else {
            return false;
        };
        let Some(symbol) = constant.value(ctx, body) else {
            return false;
        };
        if flat_symbol(ctx, symbol).is_none() {
            return false;
        }
        let args = call.callee_operands(body);
        let results: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
        let loc = call.loc(body);
        let mut state = CallOp::state(ctx, body, loc, &results, &args, symbol, None, None, None);
        // Discardable attributes of the indirect call carry over.
        let attrs: Vec<NamedAttribute> = ctx.dictionary_entries(body.op(op).attributes).to_vec();
        state.attributes = ctx.dictionary_attr(attrs);
        rewriter.replace_op_with_new(op, state);
        true
    }
}
