//! `loop-invariant-code-motion`: hoists ops out of loops (MLIR's LICM). For every op with
//! loop regions ([`LoopRegionsFn`](strata_ir::interfaces::LoopRegionsFn)), innermost
//! first, an op at the top level of a loop region moves before the loop when it is not a
//! terminator, has no memory effect, is speculatable, and every value it (or an op nested
//! in it) uses is defined outside the loop or inside the op itself; the users of a moved op
//! are then reconsidered.

use std::collections::VecDeque;

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{is_memory_effect_free, is_speculatable};
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, ValueId, WalkOrder, WalkResult, walk_all_mut};

use strata_pass::pass::{Pass, PassEnv, Statistic};

/// The `loop-invariant-code-motion` pass.
#[derive(Clone, Debug, Default)]
pub struct LoopInvariantCodeMotion {
    moved: u64,
}

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn summary(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut moved = 0;
        // Loops in `body` itself (when `op` is not isolated), then in every child body.
        if body.child_body(op).is_none() {
            moved += hoist_in_body(ctx, body, Some(op));
        }
        walk_all_mut(body, op, WalkOrder::PostOrder, |b, o| {
            if let Some(child) = b.child_body_mut(o) {
                moved += hoist_in_body(ctx, child, None);
            }
            WalkResult::Advance
        });
        self.moved += moved;
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// The op owning the region that defines `v`, if any.
fn defining_parent(body: &Body, v: ValueId) -> Option<OpId> {
    let block = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op_block(op)?,
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Detached => return None,
    };
    body.block_parent_op(block)
}

/// Whether `ancestor` is `op` or contains it (within one body).
fn is_ancestor(body: &Body, ancestor: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if c == ancestor {
            return true;
        }
        cur = body.parent_op(c);
    }
    false
}

/// Whether `v` is defined outside `lp` (not in any of its regions).
fn defined_outside(body: &Body, lp: OpId, v: ValueId) -> bool {
    defining_parent(body, v).is_none_or(|p| !is_ancestor(body, lp, p))
}

/// MLIR's `canBeHoisted`: not a terminator, and every value used by `op` or its nested ops
/// comes from inside `op` or from outside the loop.
fn can_be_hoisted(ctx: &Context, body: &Body, lp: OpId, op: OpId) -> bool {
    if ctx
        .op_info(body.op(op).name)
        .is_some_and(|i| i.traits.terminator)
    {
        return false;
    }
    for child in body.walk_ops(op, WalkOrder::PreOrder) {
        for v in body.operands(child) {
            if defining_parent(body, v).is_some_and(|p| is_ancestor(body, op, p)) {
                continue;
            }
            if !defined_outside(body, lp, v) {
                return false;
            }
        }
    }
    true
}

/// Hoists invariant ops out of every loop of `body` (below `top` if given), innermost
/// loops first. Returns how many ops moved.
fn hoist_in_body(ctx: &Context, body: &mut Body, top: Option<OpId>) -> u64 {
    let mut loops = Vec::new();
    let roots: Vec<OpId> = match top {
        Some(t) => body
            .regions(t)
            .iter()
            .flat_map(|&r| body.region_ops(r).collect::<Vec<_>>())
            .collect(),
        None => (0..body.op_capacity())
            .map(|i| OpId(i as u32))
            .filter(|&o| {
                !body.is_erased(o) && body.op_block(o).is_some() && body.parent_op(o).is_none()
            })
            .collect(),
    };
    for r in roots {
        for o in body.walk_ops(r, WalkOrder::PostOrder) {
            if body.child_body(o).is_none()
                && ctx
                    .op_info(body.op(o).name)
                    .is_some_and(|i| i.interfaces.loop_regions.is_some())
            {
                loops.push(o);
            }
        }
    }
    let mut moved = 0;
    for lp in loops {
        if body.is_erased(lp) {
            continue;
        }
        let Some(f) = ctx
            .op_info(body.op(lp).name)
            .and_then(|i| i.interfaces.loop_regions)
        else {
            continue;
        };
        for region in f(ctx, body, lp) {
            moved += hoist_region(ctx, body, lp, region);
        }
    }
    moved
}

/// MLIR's `moveLoopInvariantCode` on one loop region.
fn hoist_region(ctx: &Context, body: &mut Body, lp: OpId, region: RegionId) -> u64 {
    let in_region = |body: &Body, o: OpId| {
        body.op_block(o)
            .and_then(|b| body.block_region(b))
            .is_some_and(|r| r == region)
    };
    let mut worklist: VecDeque<OpId> = body.region_ops(region).collect();
    let mut moved = 0;
    while let Some(op) = worklist.pop_front() {
        if body.is_erased(op) || !in_region(body, op) {
            continue;
        }
        let hoistable = is_memory_effect_free(ctx, body, op)
            && is_speculatable(ctx, body, op)
            && can_be_hoisted(ctx, body, lp, op);
        if !hoistable {
            continue;
        }
        body.move_op_before(op, lp);
        moved += 1;
        for r in body.results(op) {
            for u in body.uses(r) {
                if in_region(body, u.op) {
                    worklist.push_back(u.op);
                }
            }
        }
    }
    moved
}
