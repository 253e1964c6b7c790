//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): a worklist of ops,
//! trivially dead op removal, folding with constant materialization, constants
//! deduplicated and hoisted to the start of their isolated region's entry block, patterns
//! by benefit, unreachable-block removal, iterated to a fixed point or a limit.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::ir::{
    Body, InsertionPoint, OpId, RegionId, ValueDef, ValueId, WalkOrder, WalkResult, walk_all_mut,
};
use strata_ir::registry::{DialectHooks, FoldResult};
use strata_ir::{Attribute, Context, OpName, Type};

use super::pattern::FrozenPatternSet;
use super::rewriter::{PatternRewriter, RewriteListener};

/// How much region simplification the driver does after each iteration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None beyond the unreachable-block removal every iteration starts with.
    Disabled,
    /// Unreachable blocks are erased again after the patterns ran (dead block arguments
    /// are not removed yet).
    #[default]
    Normal,
    /// As `Normal` (block merging is not implemented yet).
    Aggressive,
}

/// Configuration of [`apply_patterns_greedily`] (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order so ops are processed top-down (else post-order,
    /// processed from the last op).
    pub top_down: bool,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Maximum number of iterations (`None`: no limit).
    pub max_iterations: Option<u64>,
    /// Maximum number of pattern applications per iteration (`None`: no limit).
    pub max_num_rewrites: Option<u64>,
    /// Whether to fold ops.
    pub fold: bool,
    /// Whether to deduplicate and hoist constants.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: Some(10),
            max_num_rewrites: None,
            fold: true,
            cse_constants: true,
        }
    }
}

/// What a greedy run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// The last iteration changed nothing (a fixed point was reached within the limit).
    pub converged: bool,
    /// Something changed.
    pub changed: bool,
    /// Iterations run.
    pub iterations: u64,
}

impl GreedyResult {
    fn merge(&mut self, other: GreedyResult) {
        self.converged &= other.converged;
        self.changed |= other.changed;
        self.iterations = self.iterations.max(other.iterations);
    }
}

/// Whether `op` can be erased because nothing observes it: its results are unused, it is
/// not a terminator, and its only memory effects are reads and allocations of its results
/// (see [`strata_ir::interfaces::is_trivially_dead`]).
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    strata_ir::interfaces::is_trivially_dead(ctx, body, op)
}

/// The ops to process, as a stack with O(1) removal (MLIR's `Worklist`).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    map: FxHashMap<OpId, usize>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.map.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.map.remove(&op);
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.map.remove(&op) {
            self.list[i] = None;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.map.insert(*op, i);
            }
        }
    }
    fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
    }
}

/// The driver's listener: keeps the worklist exact.
struct DriverState {
    worklist: Worklist,
    scope: FxHashSet<RegionId>,
}

impl DriverState {
    /// Adds `op` and its ancestors inside the scope (ops outside it are ignored).
    fn add(&mut self, body: &Body, op: OpId) {
        let mut ancestors = vec![op];
        let mut cur = op;
        loop {
            let Some(region) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
                return;
            };
            if self.scope.contains(&region) {
                for a in ancestors {
                    self.worklist.push(a);
                }
                return;
            }
            match body.region_parent(region) {
                Some(p) => {
                    ancestors.push(p);
                    cur = p;
                }
                None => return,
            }
        }
    }

    /// Queues the defining ops of `op`'s operands that will have at most one other user.
    fn add_operand_defs(&mut self, body: &Body, op: OpId) {
        for v in body.operands(op) {
            let ValueDef::Result { op: def, .. } = body.value(v).def else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for u in body.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(body, def);
            }
        }
    }
}

impl RewriteListener for DriverState {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.add_operand_defs(body, op);
        self.worklist.remove(op);
    }
}

/// Constants kept by the folder in one iteration: per insertion region, dialect, value
/// and type, the op that holds it.
#[derive(Default)]
struct ConstantTable<'a> {
    map: FxHashMap<(RegionId, &'a str, Attribute, Type), OpId>,
    owned: FxHashSet<OpId>,
}

/// The region constants of `op` are hoisted to: the closest enclosing region that is in
/// the scope, at the top of the body, or held by an unregistered op (which might be
/// isolated from above).
fn insertion_region(
    ctx: &Context,
    body: &Body,
    scope: &FxHashSet<RegionId>,
    op: OpId,
) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let region = body.block_region(body.op_block(cur)?)?;
        if scope.contains(&region) {
            return Some(region);
        }
        match body.region_parent(region) {
            Some(p) if ctx.op_info(body.op(p).name).is_some() => cur = p,
            _ => return Some(region),
        }
    }
}

struct Driver<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenPatternSet,
    config: GreedyConfig,
    regions: Vec<RegionId>,
    state: DriverState,
    /// The op owning the body, handed to patterns ([`PatternRewriter::body_owner`]).
    owner: Option<OpName>,
}

impl<'a> Driver<'a> {
    /// Records constant `op` (value `value`) or replaces it by an equal one already seen.
    /// Returns `false` if `op` was replaced and erased.
    fn insert_known_constant(
        &mut self,
        body: &mut Body,
        table: &mut ConstantTable<'a>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let Some(region) = insertion_region(self.ctx, body, &self.state.scope, op) else {
            return true;
        };
        let ty = body.value_type(body.result(op, 0));
        let dialect = self.ctx.op_name_data(body.op(op).name).dialect();
        let unknown = self.ctx.unknown_loc();
        let key = (region, dialect, value, ty);
        if let Some(&existing) = table.map.get(&key) {
            let new = body.result(existing, 0);
            let mut rw = PatternRewriter::new(self.ctx, body, &mut self.state);
            rw.replace_op(op, &[new]);
            body.op_mut(existing).loc = unknown;
            return false;
        }
        let Some(&entry) = body.blocks(region).first() else {
            return true;
        };
        // Constants moved from another block lose their location; within the entry block
        // a constant moves to the front unless it follows the constants kept so far.
        let move_to_front = |body: &mut Body| match body.first_op(entry) {
            Some(first) => body.move_op_before(op, first),
            None => {
                body.unlink_op(op);
                body.append_op(entry, op);
            }
        };
        if body.op_block(op) != Some(entry) {
            move_to_front(body);
            body.op_mut(op).loc = unknown;
        } else if body.first_op(entry) != Some(op)
            && !body.prev_op(op).is_some_and(|p| table.owned.contains(&p))
        {
            move_to_front(body);
        }
        table.map.insert(key, op);
        table.owned.insert(op);
        true
    }

    /// Ops of the scope regions in walk order (not entering child bodies).
    fn collect_ops(&self, body: &Body) -> Vec<OpId> {
        let order = if self.config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let mut out = Vec::new();
        for &r in &self.regions {
            for op in body.region_ops(r).collect::<Vec<_>>() {
                out.extend(body.walk_ops(op, order));
            }
        }
        out
    }

    /// Seeds the worklist for a new iteration, deduplicating constants.
    fn seed(&mut self, body: &mut Body) {
        self.state.worklist.clear();
        let mut table = ConstantTable::default();
        for op in self.collect_ops(body) {
            if body.is_erased(op) {
                continue;
            }
            if self.config.cse_constants
                && let Some(value) = strata_ir::matchers::folded_constant(self.ctx, body, op)
                && !self.insert_known_constant(body, &mut table, op, value)
            {
                continue;
            }
            self.state.add(body, op);
        }
        if self.config.top_down {
            self.state.worklist.reverse();
        }
    }

    /// Tries to fold `op`; returns whether the IR changed.
    fn try_fold(&mut self, body: &mut Body, op: OpId) -> bool {
        let Some(info) = self.ctx.op_info(body.op(op).name) else {
            return false;
        };
        let Some(fold) = info.fold else {
            return false;
        };
        if info.traits.constant_like {
            return false;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut consts = Vec::with_capacity(operands.len());
        for v in operands {
            consts.push(match body.value(v).def {
                ValueDef::Result { op: def, .. } => {
                    strata_ir::matchers::folded_constant(self.ctx, body, def)
                }
                _ => None,
            });
        }
        let Some(results) = fold(self.ctx, body, op, &consts) else {
            return false;
        };
        let own: Vec<ValueId> = body.results(op).collect();
        let in_place = results.is_empty()
            || results
                .iter()
                .zip(&own)
                .all(|(r, &o)| *r == FoldResult::Value(o));
        if in_place {
            self.state.add(body, op);
            return true;
        }
        if results.len() != own.len() {
            return false;
        }
        let dialect = self
            .ctx
            .op_name_data(body.op(op).name)
            .dialect()
            .to_string();
        let materialize = DialectHooks::constant_materializer(self.ctx, &dialect);
        let loc = body.op(op).loc;
        let mut created = Vec::new();
        let mut values = Vec::with_capacity(results.len());
        for (r, &o) in results.iter().zip(&own) {
            match *r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => {
                    let ty = body.value_type(o);
                    let made = materialize.and_then(|m| m(self.ctx, body, a, ty, loc));
                    match made {
                        Some(c) if body.num_results(c) == 1 => {
                            created.push(c);
                            values.push(body.result(c, 0));
                        }
                        other => {
                            if let Some(c) = other {
                                body.erase_op(c);
                            }
                            for c in created {
                                body.erase_op(c);
                            }
                            return false;
                        }
                    }
                }
            }
        }
        let mut rw = PatternRewriter::new(self.ctx, body, &mut self.state);
        rw.set_insertion_point(InsertionPoint::Before(op));
        for c in created {
            rw.insert(c);
        }
        rw.replace_op(op, &values);
        true
    }

    /// Processes the worklist; returns whether anything changed.
    fn process(&mut self, body: &mut Body) -> bool {
        let mut changed = false;
        let mut rewrites = 0u64;
        loop {
            if self.config.max_num_rewrites.is_some_and(|m| rewrites >= m) {
                break;
            }
            let Some(op) = self.state.worklist.pop() else {
                break;
            };
            if body.is_erased(op) || body.op_block(op).is_none() {
                continue;
            }
            if is_trivially_dead(self.ctx, body, op) {
                let mut rw = PatternRewriter::new(self.ctx, body, &mut self.state);
                rw.erase_op(op);
                changed = true;
                continue;
            }
            if self.config.fold && self.try_fold(body, op) {
                changed = true;
                continue;
            }
            let name = body.op(op).name;
            for p in self.patterns.patterns_for(name) {
                let mut rw = PatternRewriter::new(self.ctx, body, &mut self.state);
                rw.set_body_owner(self.owner);
                rw.set_insertion_point(InsertionPoint::Before(op));
                if p.match_and_rewrite(&mut rw, op) {
                    changed = true;
                    rewrites += 1;
                    break;
                }
            }
        }
        changed
    }

    fn run(&mut self, body: &mut Body) -> GreedyResult {
        let mut result = GreedyResult::default();
        let mut again;
        loop {
            if self
                .config
                .max_iterations
                .is_some_and(|m| result.iterations >= m)
            {
                again = true;
                break;
            }
            result.iterations += 1;
            self.seed(body);
            // As upstream, unreachable blocks go first whatever the simplification level:
            // patterns need not cope with the odd IR that is valid in them.
            again = false;
            for &r in &self.regions {
                again |= erase_unreachable_blocks_notify(body, r, &mut self.state);
            }
            again |= self.process(body);
            if self.config.region_simplify != RegionSimplify::Disabled {
                let merge = self.config.region_simplify == RegionSimplify::Aggressive;
                again |= super::region_simplify::simplify_regions(
                    self.ctx,
                    body,
                    &self.regions,
                    merge,
                    &mut self.state,
                );
            }
            result.changed |= again;
            if !again {
                break;
            }
        }
        result.converged = !again;
        result
    }
}

/// Applies `patterns` and folding greedily to the ops of `regions` (regions of `body`, and
/// the regions nested in their ops within `body`; child bodies are not entered).
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    apply_patterns_greedily_owned(ctx, body, regions, patterns, config, None)
}

/// [`apply_patterns_greedily`] on a body owned by an op named `owner` (if known).
fn apply_patterns_greedily_owned(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    owner: Option<OpName>,
) -> GreedyResult {
    let mut driver = Driver {
        ctx,
        patterns,
        config,
        regions: regions.to_vec(),
        state: DriverState {
            worklist: Worklist::default(),
            scope: regions.iter().copied().collect(),
        },
        owner,
    };
    driver.run(body)
}

/// Applies `patterns` and folding greedily to `ops` (MLIR's `applyOpPatternsGreedily`):
/// the worklist starts as `ops` (processed from the last one) and takes in the ops that
/// rewrites create or modify, and their ancestors, when they lie in `scope` (regions of
/// `body` and the regions nested in them). One pass over the worklist: no iterations, no
/// region simplification, no constant deduplication. Returns whether anything changed.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    scope: &[RegionId],
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> bool {
    apply_op_patterns_greedily_owned(ctx, body, scope, ops, patterns, config, None)
}

/// [`apply_op_patterns_greedily`] on a body owned by an op named `owner` (if known), which
/// patterns see as [`PatternRewriter::body_owner`].
pub fn apply_op_patterns_greedily_owned(
    ctx: &Context,
    body: &mut Body,
    scope: &[RegionId],
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
    owner: Option<OpName>,
) -> bool {
    let mut driver = Driver {
        ctx,
        patterns,
        config,
        regions: scope.to_vec(),
        state: DriverState {
            worklist: Worklist::default(),
            scope: scope.iter().copied().collect(),
        },
        owner,
    };
    for &op in ops {
        if !body.is_erased(op) {
            driver.state.worklist.push(op);
        }
    }
    driver.process(body)
}

/// Applies [`apply_patterns_greedily`] to the regions of `op` (held by `body`) and then,
/// separately, to those of every isolated-from-above op nested in it (each body on its
/// own; the iteration limit applies per body).
pub fn apply_patterns_greedily_on_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    let mut total = GreedyResult {
        converged: true,
        ..GreedyResult::default()
    };
    // An isolated anchor: its body and every isolated body nested in it, in parallel when
    // the context allows (bodies are independent).
    if let Some(results) = crate::parallel::for_each_isolated_body(ctx, body, op, &|b, r, name| {
        if r.is_empty() {
            GreedyResult {
                converged: true,
                ..GreedyResult::default()
            }
        } else {
            apply_patterns_greedily_owned(ctx, b, r, patterns, config, Some(name))
        }
    }) {
        for r in results {
            total.merge(r);
        }
        return total;
    }
    if body.child_body(op).is_none() {
        let regions = body.regions(op).to_vec();
        if !regions.is_empty() {
            total.merge(apply_patterns_greedily(
                ctx, body, &regions, patterns, config,
            ));
        }
    }
    walk_all_mut(body, op, WalkOrder::PreOrder, |b, o| {
        if b.child_body(o).is_some() {
            let regions = b.regions(o).to_vec();
            let name = b.op(o).name;
            if let Some(child) = b.child_body_mut(o) {
                total.merge(apply_patterns_greedily_owned(
                    ctx,
                    child,
                    &regions,
                    patterns,
                    config,
                    Some(name),
                ));
            }
        }
        WalkResult::Advance
    });
    total
}

/// Erases the blocks of `region`, and of regions nested in its ops within `body`, that
/// cannot be reached from their region's entry block. Returns whether any was erased.
pub fn erase_unreachable_blocks(body: &mut Body, region: RegionId) -> bool {
    struct Quiet;
    impl RewriteListener for Quiet {}
    erase_unreachable_blocks_notify(body, region, &mut Quiet)
}

/// [`erase_unreachable_blocks`], reporting each erased op to `listener` first.
pub(super) fn erase_unreachable_blocks_notify(
    body: &mut Body,
    region: RegionId,
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut erased = false;
    let mut regions = vec![region];
    while let Some(r) = regions.pop() {
        let blocks = body.blocks(r).to_vec();
        if blocks.len() > 1 {
            let mut reachable: FxHashSet<_> = FxHashSet::default();
            let mut stack = vec![blocks[0]];
            reachable.insert(blocks[0]);
            while let Some(b) = stack.pop() {
                if let Some(term) = body.last_op(b) {
                    for s in body.successors(term) {
                        if reachable.insert(s.block) {
                            stack.push(s.block);
                        }
                    }
                }
            }
            let dead: Vec<_> = blocks
                .iter()
                .copied()
                .filter(|b| !reachable.contains(b))
                .collect();
            if !dead.is_empty() {
                erased = true;
                // Values of dead blocks may be used in other dead blocks: point those uses
                // at placeholders first.
                for &b in &dead {
                    let mut values: Vec<ValueId> = body.block_args(b).to_vec();
                    for op in body.block_ops(b).collect::<Vec<_>>() {
                        for o in body.walk_ops(op, WalkOrder::PreOrder).collect::<Vec<_>>() {
                            values.extend(body.results(o));
                        }
                    }
                    for v in values {
                        if !body.uses(v).is_empty() {
                            let placeholder = body.new_detached_value(body.value_type(v));
                            body.replace_all_uses(v, placeholder);
                        }
                    }
                }
                for b in dead {
                    for op in body.block_ops(b).collect::<Vec<_>>() {
                        for o in body.walk_ops(op, WalkOrder::PostOrder).collect::<Vec<_>>() {
                            listener.op_erased(body, o);
                        }
                    }
                    body.erase_block(b);
                }
            }
        }
        for &b in body.blocks(r) {
            for op in body.block_ops(b) {
                if body.child_body(op).is_none() {
                    regions.extend_from_slice(body.regions(op));
                }
            }
        }
    }
    erased
}
