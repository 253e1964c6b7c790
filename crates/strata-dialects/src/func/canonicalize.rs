//! Canonicalization patterns of the `func` dialect.

use strata_ir::ir::{OpId, OperationState, ValueDef};
use strata_ir::{AttrData, NamedAttribute};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

/// `func.call_indirect %f(...)` where `%f = func.constant @g` becomes `func.call @g(...)`.
pub(super) struct CallIndirectOfConstant;

impl RewritePattern for CallIndirectOfConstant {
    fn root(&self) -> Option<&str> {
        Some("func.call_indirect")
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
        let callee = body.operand(op, 0);
        let ValueDef::Result { op: def, .. } = body.value(callee).def else {
            return false;
        };
        if ctx.op_name_str(body.op(def).name) != "func.constant" {
            return false;
        }
        let Some(symbol) = strata_ir::symbols::op_attr(ctx, body, def, "value") else {
            return false;
        };
        if !matches!(ctx.attr_data(symbol), AttrData::SymbolRef { nested, .. } if nested.is_empty())
        {
            return false;
        }
        let args: Vec<_> = body.operands(op).skip(1).collect();
        let results: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
        let mut state = OperationState::new(ctx.op_name("func.call"), body.op(op).loc)
            .operands(args)
            .results(results)
            .property(ctx, "callee", symbol);
        // Discardable attributes of the indirect call carry over.
        let attrs: Vec<NamedAttribute> = ctx.dictionary_entries(body.op(op).attributes).to_vec();
        state.attributes = ctx.dictionary_attr(attrs);
        rewriter.replace_op_with_new(op, state);
        true
    }
}
