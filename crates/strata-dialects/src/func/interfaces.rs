//! The call and callable interfaces of the `func` ops (`func.call` calls a symbol,
//! `func.call_indirect` a value, and `func.func` is callable through its body region) and
//! the dialect's inliner interface.

use std::ops::Range;

use strata_ir::Context;
use strata_ir::interfaces::{CallInterface, CallableInterface, Callee};
use strata_ir::ir::{BlockId, Body, OpId};
use strata_ir::types::Type;
use strata_ir::{AttrData, Attribute, NamedAttribute};

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
    erase_from_signature: Some(erase_from_signature),
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

/// Drops arguments and results from `func.func`'s `function_type` and from its
/// `arg_attrs`/`res_attrs` arrays.
fn erase_from_signature(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    dead_args: &[usize],
    dead_results: &[usize],
) {
    let Some((inputs, results)) = signature(ctx, body, op) else {
        return;
    };
    let new_ty = ctx.function_type(&keep(&inputs, dead_args), &keep(&results, dead_results));
    update_attr(ctx, body, op, "function_type", |_| {
        Some(ctx.type_attr(new_ty))
    });
    for (name, dead) in [("arg_attrs", dead_args), ("res_attrs", dead_results)] {
        if dead.is_empty() {
            continue;
        }
        update_attr(ctx, body, op, name, |old| match ctx.attr_data(old) {
            AttrData::Array(items) => Some(ctx.array_attr(&keep(items, dead))),
            _ => Some(old),
        });
    }
}

/// The elements of `list` whose index is not in `dead`.
fn keep<T: Copy>(list: &[T], dead: &[usize]) -> Vec<T> {
    list.iter()
        .enumerate()
        .filter(|(i, _)| !dead.contains(i))
        .map(|(_, &x)| x)
        .collect()
}

/// Updates attribute `name` of `op` (in its properties if it is there, else in its
/// discardable attributes) with `f` (`None`: removes it).
fn update_attr(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    name: &str,
    f: impl Fn(Attribute) -> Option<Attribute>,
) {
    let set_entry = |dict: Attribute, value: Option<Attribute>| {
        let mut entries: Vec<NamedAttribute> = ctx
            .dictionary_entries(dict)
            .iter()
            .copied()
            .filter(|e| ctx.ident_str(e.name) != name)
            .collect();
        if let Some(v) = value {
            entries.push(NamedAttribute {
                name: ctx.ident(name),
                value: v,
            });
        }
        ctx.dictionary_attr(entries)
    };
    let find = |dict: Attribute| {
        ctx.dictionary_entries(dict)
            .iter()
            .find(|e| ctx.ident_str(e.name) == name)
            .map(|e| e.value)
    };
    let d = body.op(op);
    if let Some(props) = d.properties
        && let Some(old) = find(props)
    {
        let new = set_entry(props, f(old));
        body.op_mut(op).properties = Some(new);
    } else if let Some(old) = find(d.attributes) {
        let new = set_entry(d.attributes, f(old));
        body.op_mut(op).attributes = new;
    }
}

/// The `func` dialect's inliner interface: every op may be inlined, and a `func.return`
/// of an inlined multi-block callee becomes a `cf.br` to the block after the call (MLIR's
/// `FuncInlinerInterface`).
pub(super) const INLINER: strata_ir::registry::InlinerHooks = strata_ir::registry::InlinerHooks {
    legal_region: None,
    legal_op: None,
    handle_terminator: Some(return_to_branch),
    ..strata_ir::registry::InlinerHooks::NONE
};

/// Replaces the `func.return` `ret` by a `cf.br` to `dest` forwarding its operands.
fn return_to_branch(ctx: &Context, body: &mut Body, ret: OpId, dest: BlockId) {
    let values: Vec<_> = body.operands(ret).collect();
    let loc = body.op(ret).loc;
    let br = body.create_op(BranchOp::state(ctx, body, loc, &values, dest));
    body.insert_op_before(ret, br);
    body.erase_op(ret);
}
