//! The `mem2reg` hooks of `memref.alloca`, `memref.load` and `memref.store` (upstream's
//! `MemRefMem2Reg.cpp`): single-element allocas are promotable slots whose content before
//! any store is `ub.poison`.

use strata_ir::Context;
use strata_ir::interfaces::{MemorySlot, PromotableAllocationInterface, PromotableMemOpInterface};
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::types::{DYNAMIC, TypeData};

use super::{LoadOp, StoreOp};

/// The slot of a `memref.alloca` of a statically shaped memref with exactly one element.
fn alloca_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
    if body.num_results(op) != 1 {
        return Vec::new();
    }
    let ptr = body.result(op, 0);
    match ctx.type_data(body.value_type(ptr)) {
        TypeData::MemRef { shape, element, .. }
            if shape.iter().all(|&d| d != DYNAMIC)
                && shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)) == Some(1) =>
        {
            vec![MemorySlot {
                ptr,
                elem_type: *element,
            }]
        }
        _ => Vec::new(),
    }
}

/// `ub.poison` of the element type, at the alloca's location.
fn alloca_default(ctx: &Context, body: &mut Body, op: OpId, slot: &MemorySlot) -> OpId {
    let loc = body.op(op).loc;
    let poison = crate::ub::poison_attr(ctx);
    match crate::ub::materialize_poison(ctx, body, poison, slot.elem_type, loc) {
        Some(id) => id,
        None => unreachable!("the poison attribute always materializes"),
    }
}

/// Erases the alloca, and the default value if nothing uses it.
fn alloca_complete(
    _ctx: &Context,
    body: &mut Body,
    op: OpId,
    _slot: &MemorySlot,
    default: Option<ValueId>,
) {
    if let Some(v) = default
        && body.uses(v).is_empty()
        && let strata_ir::ir::ValueDef::Result { op: def, .. } = body.value(v).def
    {
        body.erase_op(def);
    }
    body.erase_op(op);
}

/// The memref operand of a load (operand 0) or store (operand 1).
fn memref_operand(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    if LoadOp::isa(ctx, body, op) {
        Some(0)
    } else if StoreOp::isa(ctx, body, op) {
        Some(1)
    } else {
        None
    }
}

/// Whether `op` is a load of the slot.
fn loads_from(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
    LoadOp::isa(ctx, body, op) && body.num_operands(op) > 0 && body.operand(op, 0) == slot.ptr
}

/// Whether `op` is a store to the slot.
fn stores_to(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
    StoreOp::isa(ctx, body, op) && body.num_operands(op) > 1 && body.operand(op, 1) == slot.ptr
}

/// A store's new content is its value operand.
fn stored_value(
    _ctx: &Context,
    body: &mut Body,
    op: OpId,
    _slot: &MemorySlot,
    reaching: ValueId,
) -> ValueId {
    if body.num_operands(op) > 0 {
        body.operand(op, 0)
    } else {
        reaching
    }
}

/// One blocking use, which is the memref operand addressing the slot; a store must not
/// store the pointer itself, and the accessed type must be the slot's.
fn can_uses_be_removed(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[usize],
) -> bool {
    let Some(m) = memref_operand(ctx, body, op) else {
        return false;
    };
    if blocking.len() != 1 || body.num_operands(op) <= m {
        return false;
    }
    let used = body.operand(op, blocking[0]);
    if used != slot.ptr || body.operand(op, m) != slot.ptr {
        return false;
    }
    if m == 0 {
        body.num_results(op) == 1 && body.value_type(body.result(op, 0)) == slot.elem_type
    } else {
        let value = body.operand(op, 0);
        value != slot.ptr && body.value_type(value) == slot.elem_type
    }
}

/// A load's result becomes the reaching definition; both ops are then erased.
fn remove_blocking_uses(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _slot: &MemorySlot,
    _blocking: &[usize],
    reaching: ValueId,
) -> bool {
    if memref_operand(ctx, body, op) == Some(0) && body.num_results(op) == 1 {
        let result = body.result(op, 0);
        body.replace_all_uses(result, reaching);
    }
    true
}

/// `memref.alloca`'s promotable-allocation hooks.
pub(super) const ALLOCA: PromotableAllocationInterface = PromotableAllocationInterface {
    slots: alloca_slots,
    default_value: alloca_default,
    promotion_complete: alloca_complete,
};

/// The promotable-memory-op hooks of `memref.load` and `memref.store`.
pub(super) const MEM_OP: PromotableMemOpInterface = PromotableMemOpInterface {
    loads_from,
    stores_to,
    stored_value,
    can_uses_be_removed,
    remove_blocking_uses,
};
