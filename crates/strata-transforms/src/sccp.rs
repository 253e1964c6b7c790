//! `sccp`: sparse conditional constant propagation (MLIR's SCCP pass). Runs the dead-code
//! and constant-propagation analyses of [`super::dataflow`] over the op (through CFG
//! branches, region control flow and calls of private functions), then replaces every
//! value proven constant by a constant materialized by its dialect at the start of the
//! enclosing isolated region (uniqued as MLIR's `OperationFolder` does), erasing ops left
//! dead. Blocks found unreachable are left in place, as upstream does.

use rustc_hash::FxHashMap;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::would_be_trivially_dead_if_unused;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId};
use strata_ir::registry::DialectHooks;
use strata_ir::{Attribute, Context, Type};

use crate::dataflow::{BodyIdx, BodyTree, ConstLattice, ConstantAnalysis};
use strata_pass::pass::{Pass, PassEnv};

/// The `sccp` pass.
#[derive(Clone, Debug, Default)]
pub struct Sccp;

impl Pass for Sccp {
    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn summary(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let keys = BodyTree::build(body, op).register_outer_symbols(ctx, body);
        let analysis = ConstantAnalysis::run(ctx, body, op);
        rewrite(ctx, body, op, &analysis);
        BodyTree::clear_outer_symbols(ctx, &keys);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Constants created by the rewrite, per insertion region, dialect, value and type (MLIR's
/// `OperationFolder`).
#[derive(Default)]
pub(crate) struct ConstantFolder<'c> {
    map: FxHashMap<(BodyIdx, RegionId, &'c str, Attribute, Type), ValueId>,
}

/// The region constants used in `block` go to: the closest enclosing region that is the
/// top of its body (its op is isolated from above) or held by an unregistered op.
fn insertion_region(ctx: &Context, body: &Body, block: BlockId) -> Option<RegionId> {
    let mut region = body.block_region(block)?;
    loop {
        match body.region_parent(region) {
            None => return Some(region),
            Some(p) if ctx.op_info(body.op(p).name).is_none() => return Some(region),
            Some(p) => region = body.block_region(body.op_block(p)?)?,
        }
    }
}

impl<'c> ConstantFolder<'c> {
    /// A constant `value` of type `ty` from `dialect`, usable in `block` of body `b`: an
    /// existing one or a new one at the start of the insertion region's entry block.
    pub(crate) fn get_or_create(
        &mut self,
        ctx: &'c Context,
        body: &mut Body,
        b: BodyIdx,
        block: BlockId,
        (dialect, value, ty): (&'c str, Attribute, Type),
    ) -> Option<ValueId> {
        let region = insertion_region(ctx, body, block)?;
        let key = (b, region, dialect, value, ty);
        if let Some(&v) = self.map.get(&key) {
            return Some(v);
        }
        let entry = *body.blocks(region).first()?;
        let materialize = DialectHooks::constant_materializer(ctx, dialect)?;
        let c = materialize(ctx, body, value, ty, ctx.unknown_loc())?;
        if body.num_results(c) != 1 {
            body.erase_op(c);
            return None;
        }
        let made = ctx.op_name_data(body.op(c).name).dialect();
        if made != dialect {
            let other = (b, region, made, value, ty);
            if let Some(&v) = self.map.get(&other) {
                body.erase_op(c);
                self.map.insert(key, v);
                return Some(v);
            }
            self.map.insert(other, body.result(c, 0));
        }
        match body.first_op(entry) {
            Some(first) => body.insert_op_before(first, c),
            None => body.append_op(entry, c),
        }
        let v = body.result(c, 0);
        self.map.insert(key, v);
        Some(v)
    }
}

/// Replaces `v` (used in `block`) by a constant if the analysis proved it one.
fn replace_with_constant<'c>(
    ctx: &'c Context,
    body: &mut Body,
    b: BodyIdx,
    block: BlockId,
    analysis: &ConstantAnalysis<'c>,
    folder: &mut ConstantFolder<'c>,
    v: ValueId,
) -> bool {
    let ConstLattice::Const(value, dialect) = analysis.lattice(b, v) else {
        return false;
    };
    let ty = body.value_type(v);
    let Some(c) = folder.get_or_create(ctx, body, b, block, (dialect, value, ty)) else {
        return false;
    };
    body.replace_all_uses(v, c);
    true
}

/// MLIR's SCCP rewrite: blocks on a stack, ops in order, then each block's arguments.
fn rewrite<'c>(ctx: &'c Context, root: &mut Body, op: OpId, analysis: &ConstantAnalysis<'c>) {
    let tree: &BodyTree = &analysis.tree;
    let mut folder = ConstantFolder::default();
    let mut stack: Vec<(BodyIdx, BlockId)> = Vec::new();
    let push_regions = |stack: &mut Vec<(BodyIdx, BlockId)>, root: &Body, b: BodyIdx, o: OpId| {
        let body = tree.get(root, b);
        let inner = tree.regions_body(b, o);
        let ib = tree.get(root, inner);
        for &r in body.regions(o) {
            for &blk in ib.blocks(r).iter().rev() {
                stack.push((inner, blk));
            }
        }
    };
    push_regions(&mut stack, root, 0, op);
    while let Some((b, block)) = stack.pop() {
        let mut cur = tree.get(root, b).first_op(block);
        while let Some(o) = cur {
            let body = tree.get_mut(root, b);
            cur = body.next_op(o);
            let results: Vec<ValueId> = body.results(o).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &=
                    replace_with_constant(ctx, body, b, block, analysis, &mut folder, r);
            }
            if replaced_all && would_be_trivially_dead_if_unused(ctx, body, o) {
                body.erase_op(o);
                continue;
            }
            push_regions(&mut stack, root, b, o);
        }
        let body = tree.get_mut(root, b);
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        for a in args {
            replace_with_constant(ctx, body, b, block, analysis, &mut folder, a);
        }
    }
}
