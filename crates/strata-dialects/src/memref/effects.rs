//! Memory effects of the memref ops that touch memory (MLIR's `MemoryEffects` lists on
//! the op definitions): allocation, deallocation, loads, stores and copies.

use strata_ir::Context;
use strata_ir::interfaces::{EffectKind, EffectResource, MemoryEffect};
use strata_ir::ir::{Body, OpId};

/// `memref.alloc`: allocates its result.
pub(super) fn alloc(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if body.num_results(op) == 1 {
        effects.push(MemoryEffect::on(EffectKind::Allocate, body.result(op, 0)));
    }
}

/// `memref.alloca`: allocates its result in the enclosing automatic allocation scope.
pub(super) fn alloca(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    if body.num_results(op) == 1 {
        effects.push(MemoryEffect {
            kind: EffectKind::Allocate,
            value: Some(body.result(op, 0)),
            resource: EffectResource::AutomaticAllocationScope,
        });
    }
}

/// `memref.dealloc`: frees its operand.
pub(super) fn dealloc(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    operand_effect(body, op, 0, EffectKind::Free, effects);
}

/// `memref.load`: reads its memref operand.
pub(super) fn load(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    operand_effect(body, op, 0, EffectKind::Read, effects);
}

/// `memref.store`: writes its memref operand (the second).
pub(super) fn store(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    operand_effect(body, op, 1, EffectKind::Write, effects);
}

/// `memref.copy`: reads the source, writes the target.
pub(super) fn copy(_: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
    operand_effect(body, op, 0, EffectKind::Read, effects);
    operand_effect(body, op, 1, EffectKind::Write, effects);
}

/// An effect on operand `i`, or on unknown memory if the op is malformed.
fn operand_effect(
    body: &Body,
    op: OpId,
    i: usize,
    kind: EffectKind,
    effects: &mut Vec<MemoryEffect>,
) {
    if i < body.num_operands(op) {
        effects.push(MemoryEffect::on(kind, body.operand(op, i)));
    } else {
        effects.push(MemoryEffect::anywhere(kind));
    }
}
