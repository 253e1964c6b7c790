//! Region simplification run by the greedy driver after each sweep (MLIR's
//! `simplifyRegions`): unreachable-block erasure, dead code and dead block argument
//! elimination over the CFG (`runRegionDCE`), and, at the aggressive level, merging of
//! identical blocks and dropping of block arguments every predecessor passes alike.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::Context;
use strata_ir::interfaces::would_be_trivially_dead_if_unused;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId, WalkOrder};

use super::driver::erase_unreachable_blocks_notify;
use super::rewriter::RewriteListener;

/// Replaces the operands `op` forwards to successor `index` with `values`, keeping the
/// op's segment-size properties in step through its `update_successor_counts` hook.
/// Returns `false` (changing nothing) if the op is not a registered branch op whose
/// properties can follow.
pub fn set_successor_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    index: usize,
    values: &[ValueId],
) -> bool {
    let Some(info) = ctx.op_info(body.op(op).name) else {
        return false;
    };
    if info.successor_operands.is_none() || index >= body.successors(op).len() {
        return false;
    }
    if let Some(update) = info.update_successor_counts {
        let mut counts: Vec<u32> = body.successors(op).iter().map(|s| s.num_operands).collect();
        counts[index] = values.len() as u32;
        match update(ctx, body.op(op).properties, &counts) {
            Some(props) => body.op_mut(op).properties = props,
            None => return false,
        }
    }
    body.set_successor_operands(op, index, values);
    true
}

/// Whether `op` is a registered branch op (MLIR's `BranchOpInterface`).
fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.successor_operands.is_some())
}

/// The terminator of `block`, if its last op is one with successors or any op at all.
fn terminator(body: &Body, block: BlockId) -> Option<OpId> {
    body.last_op(block)
}

/// Blocks of `region` reachable from its entry, in post-order (LLVM's `post_order`:
/// successors visited in order, depth first).
fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(&entry) = body.blocks(region).first() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(&mut (block, ref mut next)) = stack.last_mut() {
        let succs = terminator(body, block)
            .map(|t| body.successors(t))
            .unwrap_or(&[]);
        if let Some(s) = succs.get(*next) {
            *next += 1;
            let s = s.block;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(block);
            stack.pop();
        }
    }
    out
}

/// The predecessors of each block of `region`: (terminator, successor index) pairs, in
/// block and successor order.
fn predecessors(body: &Body, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut preds: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in body.blocks(region) {
        if let Some(t) = terminator(body, b) {
            for (i, s) in body.successors(t).iter().enumerate() {
                preds.entry(s.block).or_default().push((t, i));
            }
        }
    }
    preds
}

/// The nested regions of the ops of `region` that live in `body` (child bodies of
/// isolated ops are simplified on their own).
fn nested_regions(body: &Body, region: RegionId) -> Vec<RegionId> {
    let mut out = Vec::new();
    for &b in body.blocks(region) {
        for op in body.block_ops(b) {
            if body.child_body(op).is_none() {
                out.extend_from_slice(body.regions(op));
            }
        }
    }
    out
}

/// Liveness facts of [`run_region_dce`]: optimistic, everything dead until proven live.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<OpId>,
    values: FxHashSet<ValueId>,
    changed: bool,
}

impl LiveMap {
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value_live(&mut self, v: ValueId) {
        self.changed |= self.values.insert(v);
    }
}

/// Dead code elimination over `regions` (MLIR's `runRegionDCE`): ops that would be
/// trivially dead and whose results only feed dead ops or dead block arguments go, with
/// the non-entry block arguments nothing live reads and the branch operands feeding them.
/// Returns whether any op was erased.
pub fn run_region_dce(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, body, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    let mut erased = false;
    for &r in regions {
        erased |= delete_dead(ctx, body, r, &live, listener);
    }
    erased
}

/// Whether a use of a value by `user` (operand `operand`) is known dead: a branch
/// operand feeding a block argument not proven live.
fn use_known_dead(ctx: &Context, body: &Body, user: OpId, operand: usize, live: &LiveMap) -> bool {
    if body.successors(user).is_empty() || !is_branch(ctx, body, user) {
        return false;
    }
    for (i, s) in body.successors(user).iter().enumerate() {
        let range = body.successor_operand_range(user, i);
        if range.contains(&operand) {
            let arg = body.block_args(s.block).get(operand - range.start);
            return arg.is_some_and(|a| !live.values.contains(a));
        }
    }
    false
}

fn process_value(ctx: &Context, body: &Body, v: ValueId, live: &mut LiveMap) {
    let proved = body.uses(v).iter().any(|u| {
        !use_known_dead(ctx, body, u.op, u.operand as usize, live) && live.ops.contains(&u.op)
    });
    if proved {
        live.set_value_live(v);
    }
}

fn propagate_region(ctx: &Context, body: &Body, region: RegionId, live: &mut LiveMap) {
    let blocks = post_order(body, region);
    let entry = body.blocks(region).first().copied();
    for block in blocks {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            propagate_op(ctx, body, op, live);
        }
        if Some(block) == entry {
            continue;
        }
        for &a in body.block_args(block) {
            if !live.values.contains(&a) {
                process_value(ctx, body, a, live);
            }
        }
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    if body.child_body(op).is_none() {
        for &r in body.regions(op) {
            propagate_region(ctx, body, r, live);
        }
    }
    // An op with successors is a terminator even when unregistered: what it passes to
    // its successors is unknown, so their arguments stay (mlir-opt 22 erases them,
    // leaving the op with more successor operands than the block has arguments).
    let is_terminator = !body.successors(op).is_empty()
        || ctx
            .op_info(body.op(op).name)
            .is_some_and(|i| i.traits.terminator);
    if is_terminator {
        live.set_op_live(op);
        let branch = is_branch(ctx, body, op);
        for (i, s) in body.successors(op).iter().enumerate() {
            // Arguments a branch does not forward operands to (produced by the op
            // itself) are live, and so are all arguments behind an unknown terminator.
            let forwarded = if branch {
                body.successor_operand_range(op, i).len()
            } else {
                0
            };
            let args = body.block_args(s.block);
            let produced = if branch {
                args.len().saturating_sub(forwarded)
            } else {
                args.len()
            };
            for &a in &args[..produced.min(args.len())] {
                live.set_value_live(a);
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead_if_unused(ctx, body, op) {
        live.set_op_live(op);
        return;
    }
    for r in body.results(op) {
        process_value(ctx, body, r, live);
    }
    if body.results(op).any(|r| live.values.contains(&r)) {
        live.set_op_live(op);
    }
}

fn delete_dead(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    live: &LiveMap,
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut erased = false;
    let single_block = body.blocks(region).len() == 1;
    for block in post_order(body, region) {
        if !single_block
            && let Some(t) = terminator(body, block)
            && is_branch(ctx, body, t)
        {
            for i in (0..body.successors(t).len()).rev() {
                let dest = body.successors(t)[i].block;
                let values = body.successor_operand_values(t, i);
                let args = body.block_args(dest).to_vec();
                let kept: Vec<ValueId> = values
                    .iter()
                    .zip(args.iter())
                    .filter(|(_, a)| live.values.contains(a))
                    .map(|(v, _)| *v)
                    .collect();
                if kept.len() != values.len() && set_successor_operands(ctx, body, t, i, &kept) {
                    listener.op_modified(body, t);
                }
            }
        }
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            if body.is_erased(op) {
                continue;
            }
            if !live.ops.contains(&op) {
                erased = true;
                erase_dropping_uses(body, op, listener);
            } else if body.child_body(op).is_none() {
                for r in body.regions(op).to_vec() {
                    erased |= delete_dead(ctx, body, r, live, listener);
                }
            }
        }
    }
    let blocks = body.blocks(region).to_vec();
    for &b in blocks.iter().skip(1) {
        let dead: Vec<usize> = body
            .block_args(b)
            .iter()
            .enumerate()
            .filter(|(_, a)| !live.values.contains(a))
            .map(|(i, _)| i)
            .collect();
        if !dead.is_empty() {
            for &i in &dead {
                let a = body.block_args(b)[i];
                detach_uses(body, a);
            }
            body.erase_block_args(b, &dead);
        }
    }
    erased
}

/// Points any remaining uses of `v` at a detached placeholder (dead cycles in graph
/// regions can leave some).
fn detach_uses(body: &mut Body, v: ValueId) {
    if !body.uses(v).is_empty() {
        let placeholder = body.new_detached_value(body.value_type(v));
        body.replace_all_uses(v, placeholder);
    }
}

/// Erases `op` (reporting it and its nested ops to `listener`), first detaching any uses
/// of its results that remain.
fn erase_dropping_uses(body: &mut Body, op: OpId, listener: &mut dyn RewriteListener) {
    let nested: Vec<OpId> = body.walk_ops(op, WalkOrder::PostOrder).collect();
    for &o in &nested {
        listener.op_erased(body, o);
    }
    for r in body.results(op).collect::<Vec<_>>() {
        detach_uses(body, r);
    }
    body.erase_op(op);
}

/// The block of `v`'s definition (a block argument's block or the defining op's block).
fn value_block(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.op_block(op),
        _ => None,
    }
}

/// Whether some use of `v` is by an op outside `block` (nested ops count as inside).
fn used_outside(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.uses(v).iter().any(|u| {
        let mut cur = u.op;
        loop {
            let Some(b) = body.op_block(cur) else {
                return true;
            };
            if b == block {
                return false;
            }
            match body.block_region(b).and_then(|r| body.region_parent(r)) {
                Some(p) => cur = p,
                None => return true,
            }
        }
    })
}

/// Equivalence data of a block (MLIR's `BlockEquivalenceData`): each value defined in
/// it numbered by definition order, arguments first.
struct BlockData {
    block: BlockId,
    order: FxHashMap<ValueId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> Self {
        let mut order = FxHashMap::default();
        let mut n = 0;
        for &a in body.block_args(block) {
            order.insert(a, n);
            n += 1;
        }
        for op in body.block_ops(block) {
            for r in body.results(op) {
                order.insert(r, n);
                n += 1;
            }
        }
        BlockData { block, order }
    }
}

/// Whether two ops are equivalent ignoring operands and locations (MLIR's
/// `OperationEquivalence::isEquivalentTo` with `ignoreValueEquivalence`): same name,
/// attributes, properties, result types, operand and successor counts, and no regions.
fn ops_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.attributes == db.attributes
        && da.properties == db.properties
        && body.num_operands(a) == body.num_operands(b)
        && body.num_results(a) == body.num_results(b)
        && body.successors(a).len() == body.successors(b).len()
        && body.regions(a).len() == body.regions(b).len()
        && body
            .results(a)
            .zip(body.results(b))
            .all(|(x, y)| body.value_type(x) == body.value_type(y))
}

/// A cluster of blocks to merge into its leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    to_merge: Vec<BlockId>,
    /// (op index, operand index) pairs whose values differ and become block arguments.
    operands_to_merge: std::collections::BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn try_add(
        &mut self,
        body: &Body,
        data: &BlockData,
        preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
    ) -> bool {
        let (lb, mb) = (self.leader.block, data.block);
        let largs: Vec<_> = body
            .block_args(lb)
            .iter()
            .map(|&a| body.value_type(a))
            .collect();
        let margs: Vec<_> = body
            .block_args(mb)
            .iter()
            .map(|&a| body.value_type(a))
            .collect();
        if largs != margs {
            return false;
        }
        let lops: Vec<OpId> = body.block_ops(lb).collect();
        let mops: Vec<OpId> = body.block_ops(mb).collect();
        if lops.len() != mops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &m)) in lops.iter().zip(&mops).enumerate() {
            if !ops_equivalent(body, l, m) {
                return false;
            }
            for k in 0..body.num_operands(l) {
                let (lv, mv) = (body.operand(l, k), body.operand(m, k));
                if lv == mv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(mv) {
                    return false;
                }
                let l_in = value_block(body, lv) == Some(lb);
                let m_in = value_block(body, mv) == Some(mb);
                if l_in != m_in {
                    return false;
                }
                if !l_in {
                    // A value produced by a predecessor's terminator cannot be forwarded
                    // by that terminator.
                    let valid = |block: BlockId, v: ValueId| match body.value(v).def {
                        ValueDef::Result { op, .. } => {
                            let Some(vb) = body.op_block(op) else {
                                return true;
                            };
                            if body.last_op(vb) != Some(op) {
                                return true;
                            }
                            !preds.get(&block).is_some_and(|p| {
                                p.iter().any(|(t, _)| body.op_block(*t) == Some(vb))
                            })
                        }
                        _ => true,
                    };
                    if !valid(lb, lv) || !valid(mb, mv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order.get(&lv) != data.order.get(&mv) {
                    return false;
                }
            }
            if body.results(m).any(|r| used_outside(body, r, mb))
                || body.results(l).any(|r| used_outside(body, r, lb))
            {
                return false;
            }
        }
        self.operands_to_merge.extend(mismatched);
        self.to_merge.push(mb);
        true
    }

    fn merge(
        self,
        ctx: &Context,
        body: &mut Body,
        preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
        listener: &mut dyn RewriteListener,
    ) -> bool {
        if self.to_merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let pred_ok = |b: &BlockId| {
            preds
                .get(b)
                .is_none_or(|p| p.iter().all(|(t, _)| is_branch(ctx, body, *t)))
        };
        if !self.operands_to_merge.is_empty() {
            if !pred_ok(&leader) || !self.to_merge.iter().all(pred_ok) {
                return false;
            }
            let mut blocks = vec![leader];
            blocks.extend(self.to_merge.iter().copied());
            let block_ops: Vec<Vec<OpId>> = blocks
                .iter()
                .map(|&b| body.block_ops(b).collect())
                .collect();
            let num_old = body.block_args(leader).len();
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::new(); blocks.len()];
            for &(i, k) in &self.operands_to_merge {
                for (c, ops) in block_ops.iter().enumerate() {
                    let op = ops[i];
                    let v = body.operand(op, k);
                    new_args[c].push(v);
                    if c == 0 {
                        let loc = value_loc(ctx, body, v);
                        let n = body.block_args(leader).len();
                        let arg = body.insert_block_arg(leader, n, body.value_type(v), loc);
                        body.set_operand(op, k, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(body, new_args, num_old, leader);
            for (c, &b) in blocks.iter().enumerate() {
                for &(t, s) in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                    let mut values = body.successor_operand_values(t, s);
                    values.extend_from_slice(&new_args[c]);
                    set_successor_operands(ctx, body, t, s, &values);
                    listener.op_modified(body, t);
                }
            }
        }
        for b in self.to_merge {
            for &(t, s) in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                body.set_successor(t, s, leader);
                listener.op_modified(body, t);
            }
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for &op in ops.iter().rev() {
                erase_dropping_uses(body, op, listener);
            }
            for a in body.block_args(b).to_vec() {
                detach_uses(body, a);
            }
            body.erase_block(b);
        }
        true
    }
}

/// The location of `v`'s definition (for new block arguments standing for it).
fn value_loc(ctx: &Context, body: &Body, v: ValueId) -> strata_ir::location::Location {
    match body.value(v).def {
        ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
        ValueDef::Result { op, .. } => body.op(op).loc,
        _ => ctx.unknown_loc(),
    }
}

/// Drops new arguments that repeat an earlier one in every predecessor list (MLIR's
/// `pruneRedundantArguments`, with its first-occurrence matching).
fn prune_redundant_arguments(
    body: &mut Body,
    new_args: Vec<Vec<ValueId>>,
    num_old: usize,
    block: BlockId,
) -> Vec<Vec<ValueId>> {
    let Some(first) = new_args.first() else {
        return new_args;
    };
    let n = first.len();
    let mut first_idx: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_idx.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_idx[&first[j]];
        if k == j {
            continue;
        }
        if new_args[1..].iter().all(|list| list[k] == list[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<ValueId>> = new_args
        .iter()
        .map(|list| {
            list.iter()
                .enumerate()
                .filter(|(j, _)| !replacement.contains_key(j))
                .map(|(_, v)| *v)
                .collect()
        })
        .collect();
    let mut erase = Vec::new();
    for j in 0..n {
        if let Some(&k) = replacement.get(&j) {
            let old = body.block_args(block)[num_old + j];
            let new = body.block_args(block)[num_old + k];
            body.replace_all_uses(old, new);
            erase.push(num_old + j);
        }
    }
    body.erase_block_args(block, &erase);
    pruned
}

/// Merges identical blocks of `regions` and their nested regions (MLIR's
/// `mergeIdenticalBlocks`). Returns whether any block was merged.
pub fn merge_identical_blocks(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut worklist: Vec<RegionId> = Vec::new();
    let mut queued: FxHashSet<RegionId> = FxHashSet::default();
    for &r in regions {
        if queued.insert(r) {
            worklist.push(r);
        }
    }
    let mut any = false;
    while let Some(region) = worklist.pop() {
        queued.remove(&region);
        if merge_in_region(ctx, body, region, listener) {
            any = true;
            if queued.insert(region) {
                worklist.push(region);
            }
        }
        for r in nested_regions(body, region) {
            if queued.insert(r) {
                worklist.push(r);
            }
        }
    }
    any
}

fn merge_in_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    listener: &mut dyn RewriteListener,
) -> bool {
    let blocks = body.blocks(region).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by their successor lists.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs: Vec<BlockId> = terminator(body, b)
            .map(|t| body.successors(t).iter().map(|s| s.block).collect())
            .unwrap_or_default();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, members)) => members.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut preds = predecessors(body, region);
    let mut merged = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let has_region = body.block_ops(b).any(|op| {
                let rb = body.regions_body(op);
                body.regions(op).iter().any(|&r| !rb.blocks(r).is_empty())
            });
            if has_region {
                continue;
            }
            if body.block_args(b).iter().any(|&a| used_outside(body, a, b)) {
                continue;
            }
            let data = BlockData::new(body, b);
            if !clusters.iter_mut().any(|c| c.try_add(body, &data, &preds)) {
                clusters.push(Cluster {
                    leader: data,
                    to_merge: Vec::new(),
                    operands_to_merge: Default::default(),
                });
            }
        }
        for c in clusters {
            if c.merge(ctx, body, &preds, listener) {
                merged = true;
                // Merged blocks took their terminators with them: recompute.
                preds = predecessors(body, region);
            }
        }
    }
    merged
}

/// Drops block arguments that receive the same value from every predecessor (MLIR's
/// `dropRedundantArguments`). Returns whether any was dropped.
pub fn drop_redundant_arguments(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut seen: FxHashSet<RegionId> = worklist.iter().copied().collect();
    let mut any = false;
    while let Some(region) = worklist.pop() {
        let preds = predecessors(body, region);
        for block in body.blocks(region).to_vec() {
            any |= drop_in_block(ctx, body, block, &preds, listener);
            for op in body.block_ops(block).collect::<Vec<_>>() {
                if body.child_body(op).is_none() {
                    for &r in body.regions(op) {
                        if seen.insert(r) {
                            worklist.push(r);
                        }
                    }
                }
            }
        }
    }
    any
}

fn drop_in_block(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
    listener: &mut dyn RewriteListener,
) -> bool {
    let Some(block_preds) = preds.get(&block) else {
        return false;
    };
    let mut to_erase = Vec::new();
    let args = body.block_args(block).to_vec();
    for (i, &arg) in args.iter().enumerate() {
        let mut common = None;
        let mut same = true;
        for &(t, s) in block_preds {
            if !is_branch(ctx, body, t) {
                same = false;
                break;
            }
            let range = body.successor_operand_range(t, s);
            let Some(v) = range.clone().nth(i).map(|k| body.operand(t, k)) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same)
            && c != arg
        {
            to_erase.push(i);
            let users: Vec<OpId> = body.uses(arg).iter().map(|u| u.op).collect();
            body.replace_all_uses(arg, c);
            for u in users {
                listener.op_modified(body, u);
            }
        }
    }
    if to_erase.is_empty() {
        return false;
    }
    for &(t, s) in block_preds {
        let values: Vec<ValueId> = body
            .successor_operand_values(t, s)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !to_erase.contains(i))
            .map(|(_, v)| v)
            .collect();
        set_successor_operands(ctx, body, t, s, &values);
        listener.op_modified(body, t);
    }
    for &i in &to_erase {
        detach_uses(body, args[i]);
    }
    body.erase_block_args(block, &to_erase);
    true
}

/// MLIR's `simplifyRegions`: erases unreachable blocks, runs [`run_region_dce`], and with
/// `merge_blocks` also [`merge_identical_blocks`] and [`drop_redundant_arguments`].
/// Returns whether anything changed.
pub fn simplify_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    merge_blocks: bool,
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut changed = false;
    for &r in regions {
        changed |= erase_unreachable_blocks_notify(body, r, listener);
    }
    changed |= run_region_dce(ctx, body, regions, listener);
    if merge_blocks {
        changed |= merge_identical_blocks(ctx, body, regions, listener);
        changed |= drop_redundant_arguments(ctx, body, regions, listener);
    }
    changed
}
