//! The call and callable interfaces of the `func` ops (`func.call` calls a symbol,
//! `func.call_indirect` a value, and `func.func` is callable through its body region) and
//! the dialect's inliner interface.

use std::ops::Range;

use strata_ir::Context;
use strata_ir::interfaces::{CallInterface, CallableInterface, Callee};
use strata_ir::ir::{BlockId, Body, OpId};
use strata_ir::types::Type;

use super::ops::{CallOp, FuncOp, function_type_of};
use crate::cf::BranchOp;

/// `func.call`: calls `callee` with all its operands.
pub(super) const CALL: CallInterface = CallInterface {
    callee: |ctx, body, op| CallOp(op).callee(ctx, body).map(Callee::Symbol),
    arg_operands: all_operands,
};

/// `func.call_indirect`: calls its first operand with the others.
pub(super) const CALL_INDIRECT: CallInterface = CallInterface {
    callee: |_, body, op| (body.num_operands(op) > 0).then(|| Callee::Value(body.operand(op, 0))),
    arg_operands: |_, body, op| 1.min(body.num_operands(op))..body.num_operands(op),
};

/// `func.func`: its single region, unless it is a declaration.
pub(super) const CALLABLE: CallableInterface = CallableInterface {
    region: callable_region,
    signature,
};

fn all_operands(_: &Context, body: &Body, op: OpId) -> Range<usize> {
    0..body.num_operands(op)
}

fn callable_region(_: &Context, body: &Body, op: OpId) -> Option<usize> {
    let region = *body.regions(op).first()?;
    (!body.regions_body(op).blocks(region).is_empty()).then_some(0)
}

fn signature(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let (inputs, results) = function_type_of(ctx, FuncOp(op).function_type(ctx, body)?)?;
    Some((inputs.to_vec(), results.to_vec()))
}

/// The `func` dialect's inliner interface: every op may be inlined, and a `func.return`
/// of an inlined multi-block callee becomes a `cf.br` to the block after the call (MLIR's
/// `FuncInlinerInterface`).
pub(super) const INLINER: strata_ir::registry::InlinerHooks = strata_ir::registry::InlinerHooks {
    legal_region: None,
    legal_op: None,
    handle_terminator: Some(return_to_branch),
};

/// Replaces the `func.return` `ret` by a `cf.br` to `dest` forwarding its operands.
fn return_to_branch(ctx: &Context, body: &mut Body, ret: OpId, dest: BlockId) {
    let values: Vec<_> = body.operands(ret).collect();
    let loc = body.op(ret).loc;
    let br = body.create_op(BranchOp::state(ctx, body, loc, &values, dest));
    body.insert_op_before(ret, br);
    body.erase_op(ret);
}
