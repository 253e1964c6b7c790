//! The `llvm` dialect's inliner interface (MLIR's `LLVMInlinerInterface`, mlir-opt 22's
//! rules): which `llvm.call`s may inline which `llvm.func`s, `llvm.return`s of inlined
//! multi-block callees becoming `llvm.br`s, and the clean-up of inlined blocks: static
//! `llvm.alloca`s of the callee's entry block move to the caller's entry block with
//! `llvm.intr.lifetime.start/end` markers around the inlined code,
//! `llvm.intr.stacksave/stackrestore` guard inlined dynamic allocas, and the call's access
//! groups and alias scopes are appended to the inlined memory operations.
//!
//! `byval` arguments are copied to a new `llvm.alloca` of the caller (see
//! [`crate::inliner_byval`]).
//!
//! Alias scopes of inlined ops are deep-cloned and `noalias` arguments get scopes (see
//! [`crate::inliner_alias`]). Not done (upstream does): loop annotation locations are not
//! rewritten.

use strata_ir::Context;
use strata_ir::attributes::{AttrData, Attribute, NamedAttribute};
use strata_ir::ir::{BlockId, Body, InsertionPoint, OpBuilder, OpId, ValueId};
use strata_ir::matchers::constant_attr;
use strata_ir::registry::{InlineDest, InlinerHooks};
use strata_ir::symbols::op_attr;

use crate::ops::{
    AllocaOp, BitcastOp, BrOp, CallOp, ConstantOp, FuncOp, LifetimeEndOp, LifetimeStartOp,
    ReturnOp, StackRestoreOp, StackSaveOp, VaStartOp,
};
use crate::types::{func_type_parts, ptr_type};

/// The dialect's inliner interface.
pub(crate) const INLINER: InlinerHooks = InlinerHooks {
    legal_region: None,
    legal_op: Some(legal_op),
    handle_terminator: Some(return_to_branch),
    legal_call: Some(legal_call),
    process_inlined_blocks: Some(process_inlined_blocks),
    handle_argument: Some(crate::inliner_byval::handle_argument),
};

/// Function attributes (`passthrough` strings) that forbid inlining the function.
const DISALLOWED_PASSTHROUGH: &[&[u8]] = &[
    b"noduplicate",
    b"presplitcoroutine",
    b"returns_twice",
    b"strictfp",
];

/// Only `llvm.call`s inline, and only `llvm.func`s that are not variadic, have no
/// `llvm.inalloca` argument, no personality and no disallowed `passthrough` attribute
/// (`no_inline` is checked by the inliner for every dialect).
fn legal_call(ctx: &Context, caller_body: &Body, call: OpId, table: &Body, callee: OpId) -> bool {
    if CallOp::cast(ctx, caller_body, call).is_none() {
        return false;
    }
    let Some(func) = FuncOp::cast(ctx, table, callee) else {
        return false;
    };
    let variadic = func
        .function_type_value(ctx, table)
        .and_then(|t| func_type_parts(ctx, t))
        .is_none_or(|(_, _, vararg)| vararg);
    if variadic || op_attr(ctx, table, callee, "personality").is_some() {
        return false;
    }
    if let Some(args) = op_attr(ctx, table, callee, "arg_attrs")
        && let AttrData::Array(dicts) = ctx.attr_data(args)
    {
        let inalloca = ctx.ident("llvm.inalloca");
        if dicts.iter().any(|&d| {
            matches!(ctx.attr_data(d), AttrData::Dictionary(_))
                && ctx.dictionary_entries(d).iter().any(|e| e.name == inalloca)
        }) {
            return false;
        }
    }
    if let Some(list) = op_attr(ctx, table, callee, "passthrough")
        && let AttrData::Array(items) = ctx.attr_data(list)
    {
        let disallowed = items.iter().any(|&a| match ctx.attr_data(a) {
            AttrData::String { value, .. } => DISALLOWED_PASSTHROUGH.contains(&&**value),
            _ => false,
        });
        if disallowed {
            return false;
        }
    }
    true
}

/// A callee using `llvm.intr.vastart` is not inlined.
fn legal_op(ctx: &Context, body: &Body, op: OpId, _: &InlineDest<'_>) -> bool {
    !VaStartOp::isa(ctx, body, op)
}

/// Replaces the `llvm.return` `ret` of an inlined multi-block callee by an `llvm.br` to
/// `dest` forwarding its operands.
fn return_to_branch(ctx: &Context, body: &mut Body, ret: OpId, dest: BlockId) {
    if !ReturnOp::isa(ctx, body, ret) {
        return;
    }
    let values: Vec<_> = body.operands(ret).collect();
    let loc = body.op(ret).loc;
    let br = body.create_op(BrOp::state(ctx, body, loc, &values, None, dest));
    body.insert_op_before(ret, br);
    body.erase_op(ret);
}

/// MLIR's `processInlinedCallBlocks` for `llvm.call`.
fn process_inlined_blocks(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    handle_allocas(ctx, body, call, blocks);
    crate::inliner_alias::handle_alias_scopes(ctx, body, call, blocks);
    append_call_attr_lists(ctx, body, call, blocks);
}

/// Whether the alloca result `v` reaches an `llvm.intr.lifetime.start/end`, directly or
/// through `llvm.bitcast`s.
fn has_lifetime_markers(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let mut stack: Vec<OpId> = body.uses(v).iter().map(|u| u.op).collect();
    while let Some(op) = stack.pop() {
        if LifetimeStartOp::isa(ctx, body, op) || LifetimeEndOp::isa(ctx, body, op) {
            return true;
        }
        if BitcastOp::isa(ctx, body, op) {
            for r in body.results(op) {
                stack.extend(body.uses(r).iter().map(|u| u.op));
            }
        }
    }
    false
}

/// The integer constant defining `v` (MLIR's `m_Constant(&IntegerAttr)`).
fn constant_integer(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    let attr = constant_attr(ctx, body, v)?;
    matches!(ctx.attr_data(attr), AttrData::Integer { .. }).then_some(attr)
}

/// The entry block of the region holding `call` or an op around it, the first whose
/// parent op is isolated from above or an automatic allocation scope (or unregistered,
/// so might be either).
fn caller_entry_block(ctx: &Context, body: &Body, call: OpId) -> Option<BlockId> {
    let mut current = call;
    loop {
        let block = body.op_block(current)?;
        let region = body.block_region(block)?;
        let stop = match body.block_parent_op(block) {
            None => true,
            Some(parent) => ctx.op_info(body.op(parent).name).is_none_or(|i| {
                i.traits.isolated_from_above || i.traits.automatic_allocation_scope
            }),
        };
        if stop {
            return body.blocks(region).first().copied();
        }
        current = body.block_parent_op(block)?;
    }
}

/// Moves the allocas of constant size of the inlined entry block to the caller's entry
/// block, with lifetime markers around the inlined code (unless it already has some or
/// the size is zero), and saves and restores the stack pointer around inlined code with
/// dynamic allocas.
fn handle_allocas(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let Some(&callee_entry) = blocks.first() else {
        return;
    };
    let Some(caller_entry) = caller_entry_block(ctx, body, call) else {
        return;
    };
    if caller_entry == callee_entry {
        return;
    }
    // (alloca, constant size, whether it gets lifetime markers)
    let mut to_move: Vec<(OpId, Attribute, bool)> = Vec::new();
    let mut dynamic = false;
    for op in body.block_ops(callee_entry).collect::<Vec<_>>() {
        if !AllocaOp::isa(ctx, body, op) {
            continue;
        }
        let Some(size) = constant_integer(ctx, body, body.operand(op, 0)) else {
            dynamic = true;
            continue;
        };
        let nonzero =
            matches!(ctx.attr_data(size), AttrData::Integer { value, .. } if !value.is_zero());
        let lifetime = nonzero && !has_lifetime_markers(ctx, body, body.result(op, 0));
        to_move.push((op, size, lifetime));
    }
    dynamic = dynamic
        || blocks[1..].iter().any(|&b| {
            body.block_ops(b).any(|op| {
                AllocaOp::isa(ctx, body, op)
                    && constant_integer(ctx, body, body.operand(op, 0)).is_none()
            })
        });
    if to_move.is_empty() && !dynamic {
        return;
    }
    let call_loc = body.op(call).loc;
    let stack_ptr = dynamic.then(|| {
        let mut b = OpBuilder::at(ctx, body, InsertionPoint::AtStart(callee_entry));
        StackSaveOp::build(&mut b, call_loc, ptr_type(ctx, 0)).res(b.body())
    });
    let first = body.first_op(caller_entry);
    let mut after: Option<OpId> = None;
    for &(alloca, size, lifetime) in &to_move {
        let loc = body.op(alloca).loc;
        let ptr = body.result(alloca, 0);
        let size_ty = body.value_type(body.operand(alloca, 0));
        let ip = match (after, first) {
            (Some(a), _) => InsertionPoint::After(a),
            (None, Some(f)) => InsertionPoint::Before(f),
            (None, None) => InsertionPoint::AtEnd(caller_entry),
        };
        let mut b = OpBuilder::at(ctx, body, ip);
        let constant = ConstantOp::build(&mut b, loc, size_ty, size);
        let constant_value = constant.res(b.body());
        if lifetime {
            let mut b = OpBuilder::at(ctx, body, InsertionPoint::Before(alloca));
            LifetimeStartOp::build(&mut b, loc, ptr);
        }
        body.unlink_op(alloca);
        body.insert_op_after(constant.0, alloca);
        body.set_operand(alloca, 0, constant_value);
        after = Some(alloca);
    }
    if !dynamic && !to_move.iter().any(|m| m.2) {
        return;
    }
    for &block in blocks {
        let Some(ret) = body.last_op(block) else {
            continue;
        };
        if !ReturnOp::isa(ctx, body, ret) {
            continue;
        }
        let mut b = OpBuilder::at(ctx, body, InsertionPoint::Before(ret));
        if let Some(ptr) = stack_ptr {
            StackRestoreOp::build(&mut b, call_loc, ptr);
        }
        for &(alloca, _, lifetime) in &to_move {
            if lifetime {
                let loc = b.body().op(alloca).loc;
                let ptr = b.body().result(alloca, 0);
                LifetimeEndOp::build(&mut b, loc, ptr);
            }
        }
    }
}

/// `op`'s property `name`.
pub(crate) fn property(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let props = body.op(op).properties?;
    let name = ctx.ident(name);
    ctx.dictionary_entries(props)
        .iter()
        .find(|e| e.name == name)
        .map(|e| e.value)
}

/// Sets `op`'s property `name` to `value`.
pub(crate) fn set_property(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = body
        .op(op)
        .properties
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|e| e.name != id);
    entries.push(NamedAttribute { name: id, value });
    body.op_mut(op).properties = Some(ctx.dictionary_attr(entries));
}

/// `existing` (an array attribute, if any) followed by the elements of `extra`.
pub(crate) fn concat_arrays(
    ctx: &Context,
    existing: Option<Attribute>,
    extra: Attribute,
) -> Attribute {
    let mut items = match existing.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    if let AttrData::Array(more) = ctx.attr_data(extra) {
        items.extend(more.iter().copied());
    }
    ctx.array_attr(&items)
}

/// Whether ops named like `op` declare the inherent attribute `name`.
fn declares(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.inherent_attrs.contains(&name))
}

/// Appends the call's `alias_scopes` and `noalias_scopes` to every inlined op (nested
/// ones too) taking them, and its `access_groups` to the inlined blocks' top-level ops
/// taking them.
fn append_call_attr_lists(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let scopes = property(ctx, body, call, "alias_scopes");
    let noalias = property(ctx, body, call, "noalias_scopes");
    let groups = property(ctx, body, call, "access_groups");
    if scopes.is_none() && noalias.is_none() && groups.is_none() {
        return;
    }
    let mut top = Vec::new();
    let mut all = Vec::new();
    for &block in blocks {
        for op in body.block_ops(block) {
            top.push(op);
            all.push(op);
        }
    }
    let mut i = 0;
    while i < all.len() {
        let op = all[i];
        i += 1;
        if body.child_body(op).is_none() {
            for &r in body.regions(op) {
                for &b in body.blocks(r) {
                    all.extend(body.block_ops(b));
                }
            }
        }
    }
    for (name, extra, ops) in [
        ("alias_scopes", scopes, &all),
        ("noalias_scopes", noalias, &all),
        ("access_groups", groups, &top),
    ] {
        let Some(extra) = extra else { continue };
        for &op in ops {
            if declares(ctx, body, op, name) {
                let old = property(ctx, body, op, name);
                let new = concat_arrays(ctx, old, extra);
                set_property(ctx, body, op, name, new);
            }
        }
    }
}
