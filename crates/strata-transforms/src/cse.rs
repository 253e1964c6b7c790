//! `cse`: eliminates common subexpressions as MLIR 22's CSE: an op equivalent to an
//! earlier dominating one (`OperationEquivalence` ignoring locations: commutative operands
//! as multisets, single-block regions compared structurally) is replaced by it, walking
//! the dominator tree with scoped tables. Memory-effect-free ops are always candidates;
//! ops that only read memory only against an equivalent op earlier in the same block with
//! no possibly-writing op in between. Trivially dead ops are erased too. Regions of
//! unregistered ops (which might be isolated from above) start from an empty table.

use std::hash::{Hash, Hasher};

use rustc_hash::FxHashMap;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::dominance::DominanceInfo;
use strata_ir::interfaces::{self, EffectKind};
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder, WalkResult, walk_all_mut};
use strata_ir::{Context, OpName};

use strata_pass::pass::{Pass, PassEnv, Statistic};
use strata_pass::rewrite::is_trivially_dead;

/// The `cse` pass.
#[derive(Clone, Debug, Default)]
pub struct Cse {
    num_cse: u64,
    num_dce: u64,
    /// Time spent computing dominance since the last timing report.
    dominance_time: std::time::Duration,
}

/// Per region: whether it has SSA dominance, and the dominator-tree children of its blocks.
struct RegionInfo {
    ssa: bool,
    children: FxHashMap<BlockId, Vec<BlockId>>,
}

/// Known ops in nested scopes (MLIR's `ScopedHashTable` keyed by operation
/// equivalence): ops are bucketed by a hash of what [`equivalent`] compares outside
/// regions; an insertion shadows an equivalent op of an enclosing scope until its own
/// scope ends.
#[derive(Default)]
struct ScopedTable {
    map: FxHashMap<u64, Vec<OpId>>,
    log: Vec<(u64, OpId)>,
    marks: Vec<usize>,
}

impl ScopedTable {
    fn push(&mut self) {
        self.marks.push(self.log.len());
    }
    fn pop(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        while self.log.len() > mark {
            let Some((hash, op)) = self.log.pop() else {
                break;
            };
            if let Some(bucket) = self.map.get_mut(&hash) {
                if let Some(pos) = bucket.iter().rposition(|&o| o == op) {
                    bucket.remove(pos);
                }
                if bucket.is_empty() {
                    self.map.remove(&hash);
                }
            }
        }
    }
    /// The most recently inserted op equivalent to `op`.
    fn lookup(&self, ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
        let bucket = self.map.get(&op_hash(ctx, body, op))?;
        bucket
            .iter()
            .rev()
            .copied()
            .find(|&known| equivalent(ctx, body, known, op))
    }
    fn insert(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let hash = op_hash(ctx, body, op);
        self.map.entry(hash).or_default().push(op);
        self.log.push((hash, op));
    }
}

/// Whether ops named `name` are commutative.
fn is_commutative(ctx: &Context, name: OpName) -> bool {
    ctx.op_info(name).is_some_and(|i| i.traits.commutative)
}

/// MLIR's `OperationEquivalence::computeHash` for CSE: name, attributes, properties,
/// result types and operands (as a multiset for commutative ops); not regions or
/// locations.
fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let d = body.op(op);
    let mut h = rustc_hash::FxHasher::default();
    (d.name, d.properties, d.attributes).hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if is_commutative(ctx, d.name) {
        let mut operands: Vec<ValueId> = body.operands(op).collect();
        operands.sort_unstable();
        operands.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Values of the left-hand side known to correspond to values of the right-hand side
/// (MLIR's `ValueEquivalenceCache`), and blocks likewise.
#[derive(Default)]
struct Equivalence {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Equivalence {
    fn same(&self, l: ValueId, r: ValueId) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }
    /// Commutative operands: equal in order up to a point, then equal as multisets
    /// (after mapping).
    fn same_commutative(&self, l: &[ValueId], r: &[ValueId]) -> bool {
        if l.len() != r.len() {
            return false;
        }
        let prefix = l
            .iter()
            .zip(r)
            .take_while(|&(&a, &b)| self.same(a, b))
            .count();
        let mut ls: Vec<ValueId> = l[prefix..]
            .iter()
            .map(|v| self.values.get(v).copied().unwrap_or(*v))
            .collect();
        let mut rs: Vec<ValueId> = r[prefix..].to_vec();
        ls.sort_unstable();
        rs.sort_unstable();
        ls == rs
    }
    /// Maps block `l` to `r`; false if `l` was mapped elsewhere.
    fn map_block(&mut self, l: BlockId, r: BlockId) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`: same name,
/// attributes, properties, operands (a multiset for a commutative `lhs`), result types and
/// structurally equivalent regions (block arguments and results mapped).
fn equivalent(ctx: &Context, body: &Body, lhs: OpId, rhs: OpId) -> bool {
    lhs == rhs || ops_equivalent(ctx, body, lhs, rhs, true, &mut Equivalence::default())
}

/// Compares two ops; operands of commutative ops are compared as multisets only for the
/// outermost pair (mlir-opt 22 compares nested ops' operands in order).
fn ops_equivalent(
    ctx: &Context,
    body: &Body,
    l: OpId,
    r: OpId,
    top: bool,
    eq: &mut Equivalence,
) -> bool {
    if l == r {
        return true;
    }
    let (ld, rd) = (body.op(l), body.op(r));
    if ld.attributes != rd.attributes
        || ld.name != rd.name
        || body.regions(l).len() != body.regions(r).len()
        || body.successors(l).len() != body.successors(r).len()
        || body.num_operands(l) != body.num_operands(r)
        || body.results(l).len() != body.results(r).len()
        || ld.properties != rd.properties
    {
        return false;
    }
    let lo: Vec<ValueId> = body.operands(l).collect();
    let ro: Vec<ValueId> = body.operands(r).collect();
    if top && is_commutative(ctx, ld.name) {
        if !eq.same_commutative(&lo, &ro) {
            return false;
        }
    } else {
        for (&a, &b) in lo.iter().zip(&ro) {
            if a != b && (body.value_type(a) != body.value_type(b) || !eq.same(a, b)) {
                return false;
            }
        }
    }
    for (a, b) in body.results(l).zip(body.results(r)) {
        if body.value_type(a) != body.value_type(b) {
            return false;
        }
        eq.values.insert(a, b);
    }
    if body.child_body(l).is_some() || body.child_body(r).is_some() {
        // Regions of isolated ops live in other bodies; such ops are never CSE'd here.
        return body.regions(l).is_empty();
    }
    let (lr, rr) = (body.regions(l).to_vec(), body.regions(r).to_vec());
    lr.iter()
        .zip(&rr)
        .all(|(&a, &b)| regions_equivalent(ctx, body, a, b, eq))
}

/// MLIR's `OperationEquivalence::isRegionEquivalentTo`.
fn regions_equivalent(
    ctx: &Context,
    body: &Body,
    l: RegionId,
    r: RegionId,
    eq: &mut Equivalence,
) -> bool {
    let (lb, rb) = (body.blocks(l), body.blocks(r));
    if lb.len() != rb.len() {
        return false;
    }
    for (&a, &b) in lb.iter().zip(rb) {
        let (aa, ba) = (body.block_args(a), body.block_args(b));
        if aa.len() != ba.len() || !eq.map_block(a, b) {
            return false;
        }
        for (&x, &y) in aa.iter().zip(ba) {
            if body.value_type(x) != body.value_type(y) {
                return false;
            }
            eq.values.insert(x, y);
        }
        let (ao, bo): (Vec<OpId>, Vec<OpId>) =
            (body.block_ops(a).collect(), body.block_ops(b).collect());
        if ao.len() != bo.len() {
            return false;
        }
        for (&x, &y) in ao.iter().zip(&bo) {
            if !ops_equivalent(ctx, body, x, y, false, eq) {
                return false;
            }
            let (xs, ys) = (body.successors(x), body.successors(y));
            for (s, t) in xs.iter().zip(ys) {
                if !eq.map_block(s.block, t.block) {
                    return false;
                }
            }
        }
    }
    true
}

enum Frame {
    /// Ops of a block; `pending` is an op whose regions are being processed.
    Block {
        next: Option<OpId>,
        ssa: bool,
        pending: Option<OpId>,
        pops_scope: bool,
    },
    /// Puts back the table of the enclosing scope after the regions of an op that might
    /// be isolated from above (an unregistered op) were processed with a fresh one.
    Restore(ScopedTable),
    /// A dominator-tree node of a multi-block region.
    Dom {
        region: RegionId,
        block: BlockId,
        ssa: bool,
        processed: bool,
        child: usize,
    },
}

struct BodyCse<'a> {
    ctx: &'a Context,
    info: FxHashMap<RegionId, RegionInfo>,
    table: ScopedTable,
    stack: Vec<Frame>,
    to_erase: Vec<OpId>,
    /// `hasOtherSideEffectingOpInBetween`'s cache: per earlier op, how far the scan got
    /// and whether it found a write there. Cleared at the end of every block.
    mem_cache: FxHashMap<OpId, (OpId, bool)>,
    num_cse: u64,
    num_dce: u64,
}

/// The regions nested in `regions` within `body` (not entering child bodies), `regions`
/// included.
fn all_regions(body: &Body, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = regions.to_vec();
    let mut i = 0;
    while i < out.len() {
        let r = out[i];
        i += 1;
        for op in body.region_ops(r).collect::<Vec<_>>() {
            if body.child_body(op).is_none() {
                out.extend_from_slice(body.regions(op));
            }
        }
    }
    out
}

impl BodyCse<'_> {
    fn push_region(&mut self, body: &Body, region: RegionId) {
        let blocks = body.blocks(region);
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = self.info.get(&region).is_some_and(|i| i.ssa);
        if blocks.len() == 1 {
            self.table.push();
            self.stack.push(Frame::Block {
                next: body.first_op(entry),
                ssa,
                pending: None,
                pops_scope: true,
            });
        } else if ssa {
            self.table.push();
            self.stack.push(Frame::Dom {
                region,
                block: entry,
                ssa,
                processed: false,
                child: 0,
            });
        }
    }

    fn run(&mut self, body: &mut Body, regions: &[RegionId]) {
        for &r in regions.iter().rev() {
            self.push_region(body, r);
            while let Some(top) = self.stack.last_mut() {
                match top {
                    Frame::Block {
                        next,
                        ssa,
                        pending,
                        pops_scope,
                    } => {
                        let ssa = *ssa;
                        if let Some(op) = pending.take() {
                            self.simplify(body, op, ssa);
                            continue;
                        }
                        let Some(op) = *next else {
                            let pops = *pops_scope;
                            self.stack.pop();
                            self.mem_cache.clear();
                            if pops {
                                self.table.pop();
                            }
                            continue;
                        };
                        *next = body.next_op(op);
                        if body.child_body(op).is_none() && !body.regions(op).is_empty() {
                            *pending = Some(op);
                            if self.ctx.op_info(body.op(op).name).is_none() {
                                let outer = std::mem::take(&mut self.table);
                                self.stack.push(Frame::Restore(outer));
                            }
                            let rs = body.regions(op).to_vec();
                            for &nr in rs.iter().rev() {
                                self.push_region(body, nr);
                            }
                        } else {
                            self.simplify(body, op, ssa);
                        }
                    }
                    Frame::Restore(_) => {
                        if let Some(Frame::Restore(outer)) = self.stack.pop() {
                            self.table = outer;
                        }
                    }
                    Frame::Dom {
                        region,
                        block,
                        ssa,
                        processed,
                        child,
                    } => {
                        let (region, block, ssa) = (*region, *block, *ssa);
                        if !*processed {
                            *processed = true;
                            self.stack.push(Frame::Block {
                                next: body.first_op(block),
                                ssa,
                                pending: None,
                                pops_scope: false,
                            });
                            continue;
                        }
                        let next_child = self
                            .info
                            .get(&region)
                            .and_then(|i| i.children.get(&block))
                            .and_then(|c| c.get(*child))
                            .copied();
                        match next_child {
                            Some(c) => {
                                *child += 1;
                                self.table.push();
                                self.stack.push(Frame::Dom {
                                    region,
                                    block: c,
                                    ssa,
                                    processed: false,
                                    child: 0,
                                });
                            }
                            None => {
                                self.stack.pop();
                                self.table.pop();
                            }
                        }
                    }
                }
            }
        }
        for op in std::mem::take(&mut self.to_erase) {
            if !body.is_erased(op) {
                body.erase_op(op);
            }
        }
    }

    /// MLIR's `CSEDriver::simplifyOperation`: true if `op` was marked for erasure.
    fn simplify(&mut self, body: &mut Body, op: OpId, ssa: bool) -> bool {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(body.op(op).name) else {
            return false;
        };
        if info.traits.terminator {
            return false;
        }
        if is_trivially_dead(ctx, body, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return true;
        }
        if body.child_body(op).is_some() {
            return false;
        }
        if body.regions(op).iter().any(|&r| body.blocks(r).len() > 1) {
            return false;
        }
        if !interfaces::is_memory_effect_free(ctx, body, op) {
            // Only ops whose own effects are all reads, against an equivalent op earlier
            // in the same block with no possibly-writing op in between.
            let Some(own) = own_effects(ctx, body, op) else {
                return false;
            };
            if !own.iter().all(|e| e.kind == EffectKind::Read) {
                return false;
            }
            if let Some(existing) = self.table.lookup(ctx, body, op)
                && body.op_block(existing) == body.op_block(op)
                && !self.writes_between(body, existing, op)
            {
                self.replace(body, op, existing, ssa);
                return true;
            }
            self.table.insert(ctx, body, op);
            return false;
        }
        if let Some(existing) = self.table.lookup(ctx, body, op) {
            self.replace(body, op, existing, ssa);
            return true;
        }
        self.table.insert(ctx, body, op);
        false
    }

    /// MLIR's `replaceUsesAndDelete`: uses of `op` go to `existing` (in regions without
    /// SSA dominance only uses by ops not yet known), `op` is erased once unused, and
    /// `existing` takes `op`'s location if its own is unknown.
    fn replace(&mut self, body: &mut Body, op: OpId, existing: OpId, ssa: bool) {
        let results: Vec<ValueId> = body.results(op).collect();
        for (i, r) in results.into_iter().enumerate() {
            let to = body.result(existing, i);
            if ssa {
                body.replace_all_uses(r, to);
            } else {
                let uses = body.uses(r).to_vec();
                for u in uses {
                    if self.table.lookup(self.ctx, body, u.op).is_none() {
                        body.set_operand(u.op, u.operand as usize, to);
                    }
                }
            }
        }
        if body.results(op).all(|r| body.uses(r).is_empty()) {
            self.to_erase.push(op);
        }
        let unknown = self.ctx.unknown_loc();
        if body.op(existing).loc == unknown && body.op(op).loc != unknown {
            body.op_mut(existing).loc = body.op(op).loc;
        }
        self.num_cse += 1;
    }

    /// MLIR's `hasOtherSideEffectingOpInBetween`: whether an op between `from` and `to`
    /// (same block) may write, i.e. has a write effect of its own or does not describe
    /// its effects at all. Results are cached per `from` until the end of the block, as
    /// upstream.
    fn writes_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let mut next = body.next_op(from);
        let fresh = !self.mem_cache.contains_key(&from);
        let entry = *self.mem_cache.entry(from).or_insert((from, false));
        if fresh {
            if entry.1 {
                return true;
            }
            next = Some(entry.0);
        }
        while let Some(o) = next {
            if o == to {
                break;
            }
            let writes = match own_effects(self.ctx, body, o) {
                Some(effects) => effects.iter().any(|e| e.kind == EffectKind::Write),
                None => true,
            };
            if writes {
                self.mem_cache.insert(from, (o, true));
                return true;
            }
            next = body.next_op(o);
        }
        self.mem_cache.insert(from, (to, false));
        false
    }
}

/// The memory effects `op` declares itself (MLIR's `MemoryEffectOpInterface::getEffects`,
/// not those of nested ops); `None` if it does not implement the interface (unregistered
/// ops, ops that are neither `Pure` nor describe their effects).
fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<interfaces::MemoryEffect>> {
    let info = ctx.op_info(body.op(op).name)?;
    let mut effects = Vec::new();
    match info.interfaces.memory_effects {
        Some(f) => f(ctx, body, op, &mut effects),
        None if info.traits.pure => {}
        None => return None,
    }
    Some(effects)
}

/// Runs CSE on `regions` of `body` (the regions of an op named `owner`, if known).
fn cse_body(
    ctx: &Context,
    body: &mut Body,
    owner: Option<OpName>,
    regions: &[RegionId],
    dominance_time: &mut std::time::Duration,
) -> (u64, u64) {
    let mut info = FxHashMap::default();
    {
        let start = std::time::Instant::now();
        let dom = DominanceInfo::new(ctx, body, owner);
        *dominance_time += start.elapsed();
        for r in all_regions(body, regions) {
            let blocks = body.blocks(r);
            let Some(&entry) = blocks.first() else {
                continue;
            };
            let ssa = dom.has_ssa_dominance(entry);
            let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            if blocks.len() > 1 && ssa {
                for &b in &blocks[1..] {
                    if let Some(idom) = dom.immediate_dominator(b) {
                        children.entry(idom).or_default().push(b);
                    }
                }
            }
            info.insert(r, RegionInfo { ssa, children });
        }
    }
    let mut cse = BodyCse {
        ctx,
        info,
        table: ScopedTable::default(),
        stack: Vec::new(),
        to_erase: Vec::new(),
        mem_cache: FxHashMap::default(),
        num_cse: 0,
        num_dce: 0,
    };
    cse.run(body, regions);
    (cse.num_cse, cse.num_dce)
}

impl Cse {
    /// The `num-cse'd` and `num-dce'd` counts of this instance's runs, as statistics.
    pub fn counts(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.num_cse,
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.num_dce,
            },
        ]
    }
}

impl Cse {
    /// Eliminates common subexpressions in `op`'s regions and the isolated bodies nested in
    /// them, adding to the counts.
    fn eliminate(&mut self, ctx: &Context, body: &mut Body, op: OpId) {
        // An isolated anchor: its body and every isolated body nested in it, in parallel
        // when the context allows (bodies are independent).
        if let Some(results) =
            strata_pass::parallel::for_each_isolated_body(ctx, body, op, &|b, regions, name| {
                let mut dominance = std::time::Duration::ZERO;
                let (c, d) = cse_body(ctx, b, Some(name), regions, &mut dominance);
                (c, d, dominance)
            })
        {
            for (c, d, dominance) in results {
                self.num_cse += c;
                self.num_dce += d;
                self.dominance_time += dominance;
            }
            return;
        }
        let mut totals = (0, 0);
        if body.child_body(op).is_none() {
            let regions = body.regions(op).to_vec();
            let (c, d) = cse_body(ctx, body, None, &regions, &mut self.dominance_time);
            totals = (c, d);
        }
        let dominance_time = &mut self.dominance_time;
        walk_all_mut(body, op, WalkOrder::PreOrder, |b, o| {
            if b.child_body(o).is_some() {
                let regions = b.regions(o).to_vec();
                let name = b.op(o).name;
                if let Some(child) = b.child_body_mut(o) {
                    let (c, d) = cse_body(ctx, child, Some(name), &regions, dominance_time);
                    totals.0 += c;
                    totals.1 += d;
                }
            }
            WalkResult::Advance
        });
        self.num_cse += totals.0;
        self.num_dce += totals.1;
    }
}

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn summary(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        // As upstream, a run that erased nothing preserves all analyses, so the manager
        // does not verify after it.
        let before = (self.num_cse, self.num_dce);
        self.eliminate(ctx, body, op);
        if (self.num_cse, self.num_dce) == before {
            env.mark_all_analyses_preserved();
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        // mlir-opt 22 is built without LLVM statistics, so `--mlir-pass-statistics`
        // shows nothing for CSE; the counts stay available through `Cse::counts`.
        Vec::new()
    }
    fn analyses(&self) -> &'static [&'static str] {
        &["DominanceInfo"]
    }
    fn take_analysis_times(&mut self) -> Vec<std::time::Duration> {
        vec![std::mem::take(&mut self.dominance_time)]
    }
}
