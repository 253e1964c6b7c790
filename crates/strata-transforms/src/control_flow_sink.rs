//! `control-flow-sink`: moves memory-effect-free ops into the region of a region-branch
//! op that holds all their uses, when that region runs at most once (MLIR's
//! ControlFlowSink). Innermost region-branch ops go first; an op moves to the start of
//! the region's entry block, and the ops defining its own operands are then considered.

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{is_memory_effect_free, region_invocation_bounds};
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, WalkOrder, WalkResult, walk_all_mut};

use strata_pass::pass::{Pass, PassEnv, Statistic};

/// The `control-flow-sink` pass.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowSink {
    sunk: u64,
}

impl Pass for ControlFlowSink {
    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }
    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }
    fn summary(&self) -> &'static str {
        "Sink operations into conditional blocks"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut sunk = 0;
        if body.child_body(op).is_none() {
            sunk += sink_in_body(ctx, body, Some(op));
        }
        walk_all_mut(body, op, WalkOrder::PostOrder, |b, o| {
            if let Some(child) = b.child_body_mut(o) {
                sunk += sink_in_body(ctx, child, None);
            }
            WalkResult::Advance
        });
        self.sunk += sunk;
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "num-sunk",
            description: "Number of operations sunk",
            value: self.sunk,
        }]
    }
}

/// Whether `region` contains `op` (at any depth, within one body).
fn region_contains(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// Sinks ops into the singly executed regions of every region-branch op of `body` (below
/// `top` if given), innermost first.
fn sink_in_body(ctx: &Context, body: &mut Body, top: Option<OpId>) -> u64 {
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
    // MLIR's `getSinglyExecutedRegionsToSink`: the regions of region-branch ops that run
    // at most once each time their op runs.
    let mut singly_executed = Vec::new();
    for r in roots {
        for o in body.walk_ops(r, WalkOrder::PostOrder) {
            let is_branch = ctx
                .op_info(body.op(o).name)
                .is_some_and(|i| i.interfaces.region_branch.is_some());
            if !is_branch || body.child_body(o).is_some() {
                continue;
            }
            let unknown = vec![None; body.num_operands(o)];
            let bounds = region_invocation_bounds(ctx, body, o, &unknown);
            for (&region, b) in body.regions(o).iter().zip(bounds) {
                if b.upper.is_some_and(|u| u <= 1) {
                    singly_executed.push(region);
                }
            }
        }
    }
    let mut sunk = 0;
    for region in singly_executed {
        if !body.blocks(region).is_empty() {
            sunk += sink_region(ctx, body, region);
        }
    }
    sunk
}

/// MLIR's `Sinker::sinkRegion`.
fn sink_region(ctx: &Context, body: &mut Body, region: RegionId) -> u64 {
    let mut stack: Vec<OpId> = Vec::new();
    for top in body.region_ops(region).collect::<Vec<_>>() {
        stack.extend(body.walk_ops(top, WalkOrder::PostOrder));
    }
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = body.operands(user).collect();
        for v in operands {
            let ValueDef::Result { op, .. } = body.value(v).def else {
                continue;
            };
            if body.op_block(op).is_none() || region_contains(body, region, op) {
                continue;
            }
            let all_inside = body.results(op).all(|r| {
                body.uses(r)
                    .iter()
                    .all(|u| region_contains(body, region, u.op))
            });
            if !all_inside || !is_memory_effect_free(ctx, body, op) {
                continue;
            }
            let Some(&entry) = body.blocks(region).first() else {
                continue;
            };
            match body.first_op(entry) {
                Some(first) => body.move_op_before(op, first),
                None => {
                    body.unlink_op(op);
                    body.append_op(entry, op);
                }
            }
            sunk += 1;
            stack.push(op);
        }
    }
    sunk
}
