//! `mem2reg`: promotes memory slots (allocations whose every use is a promotable load or
//! store in the allocation's region) to SSA values, adding block arguments at the merge
//! points of the stores (the iterated dominance frontier), as MLIR 22's `Mem2Reg.cpp`.
//!
//! Ops take part through the [`PromotableAllocationInterface`] and
//! [`PromotableMemOpInterface`] hooks of `strata_ir::interfaces`.

use std::collections::{HashMap, HashSet};

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{
    MemorySlot, PromotableAllocationInterface, PromotableMemOpInterface, interfaces,
};
use strata_ir::ir::{
    BlockId, Body, InsertionPoint, OpId, RegionId, ValueDef, ValueId, WalkOrder, WalkResult,
    walk_all_mut,
};

use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};
use strata_pass::rewrite::set_successor_operands;

/// Options of `mem2reg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mem2RegOptions {
    /// `region-simplify` (default true). MLIR 22 declares it but does not use it; neither
    /// does Strata.
    pub region_simplify: bool,
}

impl Default for Mem2RegOptions {
    fn default() -> Self {
        Mem2RegOptions {
            region_simplify: true,
        }
    }
}

impl PassOptions for Mem2RegOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "region-simplify" => self.region_simplify = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!("region-simplify={}", self.region_simplify));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![(
            "region-simplify",
            "Perform control flow optimizations to the region tree",
        )]
    }
}

/// The `mem2reg` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mem2Reg {
    /// Its options.
    pub options: Mem2RegOptions,
}

impl Pass for Mem2Reg {
    fn argument(&self) -> &'static str {
        "mem2reg"
    }
    fn name(&self) -> &'static str {
        "Mem2Reg"
    }
    fn summary(&self) -> &'static str {
        "Promotes memory slots into values."
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn analyses(&self) -> &'static [&'static str] {
        &["DataLayoutAnalysis", "DominanceInfo"]
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        // Every body below `op` is handled on its own: the regions of `op`, then those of
        // each isolated op (whose regions live in its child body).
        let mut first = true;
        walk_all_mut(body, op, WalkOrder::PreOrder, |b, o| {
            if first || b.child_body(o).is_some() {
                first = false;
                let regions = b.regions(o).to_vec();
                promote_in_regions(ctx, b.regions_body_mut(o), &regions);
            }
            WalkResult::Advance
        });
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// The hooks of `op`, if it is a promotable allocation.
fn allocation(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableAllocationInterface> {
    interfaces(ctx, body, op).and_then(|i| i.promotable_allocation)
}

/// The hooks of `op`, if it is a promotable memory op.
fn mem_op(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableMemOpInterface> {
    interfaces(ctx, body, op).and_then(|i| i.promotable_mem_op)
}

/// Promotes the slots of the allocations nested in `regions` (held by `body`, child
/// bodies excluded), in rounds until no slot can be promoted (MLIR's
/// `tryToPromoteMemorySlots`, one run per region).
fn promote_in_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    let mut doms: HashMap<RegionId, DomTree> = HashMap::new();
    for &region in regions {
        let mut work: Vec<OpId> = Vec::new();
        for &block in body.blocks(region) {
            for top in body.block_ops(block) {
                work.extend(
                    body.walk_ops(top, WalkOrder::PostOrder)
                        .filter(|&o| allocation(ctx, body, o).is_some()),
                );
            }
        }
        loop {
            let mut changed = false;
            let mut next = Vec::with_capacity(work.len());
            for alloc in work {
                let mut promoted = false;
                if let Some(hooks) = allocation(ctx, body, alloc) {
                    for slot in (hooks.slots)(ctx, body, alloc) {
                        if body.uses(slot.ptr).is_empty() {
                            continue;
                        }
                        if let Some(info) = analyze(ctx, body, &slot, &mut doms) {
                            promote(ctx, body, alloc, hooks, slot, info, &doms);
                            promoted = true;
                            break;
                        }
                    }
                }
                if !promoted {
                    next.push(alloc);
                }
                changed |= promoted;
            }
            if !changed {
                break;
            }
            work = next;
        }
    }
}

/// Dominator tree of one region's reachable blocks.
struct DomTree {
    /// Reachable blocks in reverse post-order (entry first).
    rpo: Vec<BlockId>,
    /// Immediate dominator of each reachable non-entry block.
    idom: HashMap<BlockId, BlockId>,
    /// Children in the tree, in region order.
    children: HashMap<BlockId, Vec<BlockId>>,
    /// Every block of the region in an order where dominators come first (reachable
    /// blocks in reverse post-order, then the unreachable ones).
    order: HashMap<BlockId, usize>,
}

/// The successors of `block` (its terminator's).
fn successors(body: &Body, block: BlockId) -> Vec<BlockId> {
    match body.last_op(block) {
        Some(t) => body.successors(t).iter().map(|s| s.block).collect(),
        None => Vec::new(),
    }
}

impl DomTree {
    fn compute(body: &Body, region: RegionId) -> DomTree {
        let blocks = body.blocks(region);
        let mut rpo = Vec::new();
        if let Some(&entry) = blocks.first() {
            // Iterative depth-first post-order.
            let mut seen: HashSet<BlockId> = HashSet::from([entry]);
            let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> =
                vec![(entry, successors(body, entry), 0)];
            while let Some((b, succs, i)) = stack.last_mut() {
                if let Some(&s) = succs.get(*i) {
                    *i += 1;
                    if body.block_region(s) == Some(region) && seen.insert(s) {
                        let ss = successors(body, s);
                        stack.push((s, ss, 0));
                    }
                } else {
                    rpo.push(*b);
                    stack.pop();
                }
            }
            rpo.reverse();
        }
        let index: HashMap<BlockId, usize> = rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &b in &rpo {
            for s in successors(body, b) {
                if index.contains_key(&s) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        // Cooper, Harvey and Kennedy's iterative algorithm over RPO indices.
        let n = rpo.len();
        let mut idom: Vec<Option<usize>> = vec![None; n];
        if n > 0 {
            idom[0] = Some(0);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let mut new: Option<usize> = None;
                for p in preds.get(&rpo[i]).map(Vec::as_slice).unwrap_or(&[]) {
                    let p = index[p];
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(mut a) => {
                            let mut b = p;
                            while a != b {
                                while a > b {
                                    a = idom[a].unwrap_or(0);
                                }
                                while b > a {
                                    b = idom[b].unwrap_or(0);
                                }
                            }
                            a
                        }
                    });
                }
                if new.is_some() && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        let mut tree = DomTree {
            rpo: rpo.clone(),
            idom: HashMap::new(),
            children: HashMap::new(),
            order: HashMap::new(),
        };
        for &b in blocks {
            if let Some(&i) = index.get(&b)
                && i > 0
                && let Some(d) = idom[i]
            {
                tree.idom.insert(b, rpo[d]);
                tree.children.entry(rpo[d]).or_default().push(b);
            }
        }
        let mut order = rpo;
        order.extend(blocks.iter().filter(|b| !index.contains_key(b)));
        tree.order = order.into_iter().enumerate().map(|(i, b)| (b, i)).collect();
        tree
    }

    /// The iterated dominance frontier of `defs` (reachable blocks only).
    fn idf(&self, body: &Body, defs: &HashSet<BlockId>) -> HashSet<BlockId> {
        let reachable: HashSet<BlockId> = self.rpo.iter().copied().collect();
        let mut all_preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &p in &self.rpo {
            for s in successors(body, p) {
                let list = all_preds.entry(s).or_default();
                if !list.contains(&p) {
                    list.push(p);
                }
            }
        }
        let mut frontier: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &b in &self.rpo {
            let preds = all_preds.remove(&b).unwrap_or_default();
            if preds.len() < 2 {
                continue;
            }
            let Some(&d) = self.idom.get(&b) else {
                continue;
            };
            for p in preds {
                let mut runner = p;
                while runner != d && reachable.contains(&runner) {
                    let list = frontier.entry(runner).or_default();
                    if !list.contains(&b) {
                        list.push(b);
                    }
                    match self.idom.get(&runner) {
                        Some(&up) => runner = up,
                        None => break,
                    }
                }
            }
        }
        let mut result = HashSet::new();
        let mut work: Vec<BlockId> = defs
            .iter()
            .copied()
            .filter(|b| reachable.contains(b))
            .collect();
        let mut queued: HashSet<BlockId> = work.iter().copied().collect();
        while let Some(b) = work.pop() {
            for &f in frontier.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                if result.insert(f) && queued.insert(f) {
                    work.push(f);
                }
            }
        }
        result
    }
}

/// What promoting one slot needs (MLIR's `MemorySlotPromotionInfo`).
struct PromotionInfo {
    /// The slot's region.
    region: RegionId,
    /// Each user of the pointer with the operand indices using it, in use order.
    users: Vec<(OpId, Vec<usize>)>,
    /// Blocks that get a block argument for the slot.
    merge_points: HashSet<BlockId>,
}

/// Checks that the slot can be promoted and computes where block arguments go (MLIR's
/// `MemorySlotPromotionAnalyzer`; uses in nested regions block promotion, as in MLIR 22).
fn analyze(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    doms: &mut HashMap<RegionId, DomTree>,
) -> Option<PromotionInfo> {
    let region = match body.value(slot.ptr).def {
        ValueDef::Result { op, .. } => body.block_region(body.op_block(op)?)?,
        ValueDef::BlockArg { block, .. } => body.block_region(block)?,
        ValueDef::Detached => return None,
    };
    // Graph regions are not supported.
    if let Some(parent) = body.region_parent(region)
        && ctx
            .op_info(body.op(parent).name)
            .is_some_and(|i| i.traits.graph_regions)
    {
        return None;
    }
    let mut users: Vec<(OpId, Vec<usize>)> = Vec::new();
    for u in body.uses(slot.ptr) {
        match users.iter_mut().find(|(o, _)| *o == u.op) {
            Some((_, v)) => v.push(u.operand as usize),
            None => users.push((u.op, vec![u.operand as usize])),
        }
    }
    let mut defining: HashSet<BlockId> = HashSet::new();
    for (user, blocking) in &users {
        let block = body.op_block(*user)?;
        if body.block_region(block) != Some(region) {
            return None;
        }
        let hooks = mem_op(ctx, body, *user)?;
        if !(hooks.can_uses_be_removed)(ctx, body, *user, slot, blocking) {
            return None;
        }
        if (hooks.stores_to)(ctx, body, *user, slot) {
            defining.insert(block);
        }
    }
    let dom = doms
        .entry(region)
        .or_insert_with(|| DomTree::compute(body, region));
    let merge_points = if body.blocks(region).len() > 1 {
        dom.idf(body, &defining)
    } else {
        HashSet::new()
    };
    // Every predecessor of a merge point must be able to forward a value.
    for &block in body.blocks(region) {
        let Some(term) = body.last_op(block) else {
            continue;
        };
        if body
            .successors(term)
            .iter()
            .any(|s| merge_points.contains(&s.block))
            && ctx
                .op_info(body.op(term).name)
                .is_none_or(|i| i.successor_operands.is_none())
        {
            return None;
        }
    }
    Some(PromotionInfo {
        region,
        users,
        merge_points,
    })
}

/// The state of one slot's promotion (MLIR's `MemorySlotPromoter`).
struct Promoter<'a> {
    ctx: &'a Context,
    alloc: OpId,
    hooks: PromotableAllocationInterface,
    slot: MemorySlot,
    default: Option<ValueId>,
    /// The reaching definition at each blocking user (`None`: the default value).
    reaching: HashMap<OpId, Option<ValueId>>,
    /// The reaching definition at the end of each visited block.
    at_end: HashMap<BlockId, Option<ValueId>>,
}

impl Promoter<'_> {
    /// The default value, created at the start of the pointer's block on first use.
    fn default_value(&mut self, body: &mut Body) -> ValueId {
        if let Some(v) = self.default {
            return v;
        }
        let op = (self.hooks.default_value)(self.ctx, body, self.alloc, &self.slot);
        let block = match body.value(self.slot.ptr).def {
            ValueDef::Result { op, .. } => body.op_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Detached => None,
        };
        if let Some(block) = block {
            body.insert_op_at(InsertionPoint::AtStart(block), op);
        }
        let v = body.result(op, 0);
        self.default = Some(v);
        v
    }

    /// Load-store forwarding through one block; returns the definition at its end.
    fn promote_block(
        &mut self,
        body: &mut Body,
        block: BlockId,
        users: &HashSet<OpId>,
        mut def: Option<ValueId>,
    ) -> Option<ValueId> {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            let Some(hooks) = mem_op(self.ctx, body, op) else {
                continue;
            };
            if users.contains(&op) {
                self.reaching.insert(op, def);
            }
            if (hooks.stores_to)(self.ctx, body, op, &self.slot) {
                let reaching = match def {
                    Some(v) => v,
                    None => self.default_value(body),
                };
                def = Some((hooks.stored_value)(
                    self.ctx, body, op, &self.slot, reaching,
                ));
            }
        }
        self.at_end.insert(block, def);
        def
    }
}

/// Promotes `slot` of `alloc` (the analysis succeeded).
fn promote(
    ctx: &Context,
    body: &mut Body,
    alloc: OpId,
    hooks: PromotableAllocationInterface,
    slot: MemorySlot,
    info: PromotionInfo,
    doms: &HashMap<RegionId, DomTree>,
) {
    let Some(dom) = doms.get(&info.region) else {
        return;
    };
    let mut p = Promoter {
        ctx,
        alloc,
        hooks,
        slot,
        default: None,
        reaching: HashMap::new(),
        at_end: HashMap::new(),
    };
    let user_set: HashSet<OpId> = info.users.iter().map(|(o, _)| *o).collect();
    let ptr_loc = match body.value(slot.ptr).def {
        ValueDef::Result { op, .. } => body.op(op).loc,
        ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
        ValueDef::Detached => ctx.unknown_loc(),
    };
    // Walk the dominator tree from the entry, depth first.
    let mut merge_args: HashMap<BlockId, ValueId> = HashMap::new();
    if let Some(&entry) = dom.rpo.first() {
        let mut stack: Vec<(BlockId, Option<ValueId>)> = vec![(entry, None)];
        while let Some((block, mut def)) = stack.pop() {
            if info.merge_points.contains(&block) {
                let arg = body.add_block_arg(block, slot.elem_type, ptr_loc);
                merge_args.insert(block, arg);
                def = Some(arg);
            }
            let end = p.promote_block(body, block, &user_set, def);
            for &child in dom.children.get(&block).map(Vec::as_slice).unwrap_or(&[]) {
                stack.push((child, end));
            }
        }
    }
    // Remove the blocking uses, last users (in dominance order) first, so that a load
    // whose value reaches a later load is replaced after it.
    let mut users = info.users;
    let mut position: HashMap<OpId, usize> = HashMap::new();
    let user_blocks: HashSet<BlockId> = users
        .iter()
        .filter_map(|(o, _)| body.op_block(*o))
        .collect();
    for block in user_blocks {
        position.extend(body.block_ops(block).enumerate().map(|(i, o)| (o, i)));
    }
    users.sort_by_key(|(op, _)| {
        let block = body.op_block(*op);
        (
            block.and_then(|b| dom.order.get(&b).copied()),
            position.get(op).copied(),
        )
    });
    let mut erase: Vec<OpId> = Vec::new();
    let mut replaced: HashMap<ValueId, ValueId> = HashMap::new();
    for (op, blocking) in users.iter().rev() {
        let Some(mem) = mem_op(ctx, body, *op) else {
            continue;
        };
        let reaching = match p.reaching.get(op).copied().flatten() {
            Some(v) => v,
            None => p.default_value(body),
        };
        let results: Vec<ValueId> = body.results(*op).collect();
        if (mem.remove_blocking_uses)(ctx, body, *op, &slot, blocking, reaching) {
            erase.push(*op);
            for r in results {
                replaced.insert(r, reaching);
            }
        }
    }
    // Values of erased ops recorded as reaching definitions stand for their replacements.
    let resolve = |mut v: ValueId| {
        for _ in 0..=replaced.len() {
            match replaced.get(&v) {
                Some(&r) => v = r,
                None => break,
            }
        }
        v
    };
    // Link the merge points to the definitions reaching their predecessors, keeping only
    // the arguments something uses.
    let mut unused: HashSet<ValueId> = HashSet::new();
    let mut work: Vec<ValueId> = Vec::new();
    let mut merge_list: Vec<(BlockId, ValueId)> =
        merge_args.iter().map(|(&b, &v)| (b, v)).collect();
    merge_list.sort_by_key(|(b, _)| *b);
    for &(_, arg) in &merge_list {
        if body.uses(arg).is_empty() {
            unused.insert(arg);
        } else {
            work.push(arg);
        }
    }
    let arg_block: HashMap<ValueId, BlockId> = merge_list.iter().map(|&(b, v)| (v, b)).collect();
    while let Some(arg) = work.pop() {
        let Some(&target) = arg_block.get(&arg) else {
            continue;
        };
        // Every edge into the merge point, from any block of the region.
        let blocks: Vec<BlockId> = body.blocks(info.region).to_vec();
        for pred in blocks {
            let Some(term) = body.last_op(pred) else {
                continue;
            };
            let edges: Vec<usize> = body
                .successors(term)
                .iter()
                .enumerate()
                .filter(|(_, s)| s.block == target)
                .map(|(i, _)| i)
                .collect();
            for index in edges {
                let def = match p.at_end.get(&pred).copied().flatten() {
                    Some(v) => resolve(v),
                    None => p.default_value(body),
                };
                if unused.remove(&def) {
                    work.push(def);
                }
                let mut values = body.successor_operand_values(term, index);
                values.push(def);
                set_successor_operands(ctx, body, term, index, &values);
            }
        }
    }
    for (block, arg) in merge_list {
        if unused.contains(&arg) {
            let last = body.num_block_args(block).saturating_sub(1);
            body.erase_block_arg(block, last);
        }
    }
    for op in erase {
        body.erase_op(op);
    }
    (hooks.promotion_complete)(ctx, body, alloc, &slot, p.default);
}
