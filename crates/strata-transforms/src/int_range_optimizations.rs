//! `int-range-optimizations`: MLIR's integer range analysis and the rewrites built on it.
//! The analysis gives every integer or `index` value (up to 64 bits) signed and unsigned
//! bounds: ops implementing the open [`InferIntRange`] interface compute their results
//! from their operands' ranges; values joining at CFG blocks and region control flow
//! (region-branch ops such as `scf.if`/`scf.for`/`scf.while`) take the union of what
//! flows in, along live edges only (a branch whose condition has a single possible value
//! takes one successor); loop induction variables come from [`InferRegionArgRanges`];
//! anything else is unbounded. As upstream, a value feeding a terminator whose range
//! keeps changing is widened to every value, so loops converge. A
//! callable whose callers are all known (a private function) takes the join of its call
//! sites' arguments and runs only when called; a call's results join the callee's
//! returned values; other entry arguments are unbounded.
//!
//! The rewrite then replaces values known to be one constant by constants (materialized
//! by the dialect of the op defining them, or of the op owning the block of a block
//! argument), forwards ops the interface says equal an operand (`x % c` with
//! `0 <= x < c`), and runs the greedy driver without patterns (folding, dead-code and
//! region simplification), as upstream's pattern driver does.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::int_range::{InferIntRange, InferRegionArgRanges, IntRange, range_width};
use strata_ir::interfaces::RegionPoint;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder};
use strata_ir::registry::DialectHooks;
use strata_ir::{Attribute, Context};
use strata_pass::pass::{Pass, PassEnv};
use strata_pass::rewrite::{
    GreedyConfig, PatternSet, RegionSimplify, apply_patterns_greedily_on_op,
};

use crate::dataflow::{BodyIdx, BodyTree, ConstantAnalysis, ctx_interfaces};

/// A value's range lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lat {
    /// Not computed yet.
    Uninit,
    /// Any value (or not an analysed type).
    Top,
    /// Within these bounds.
    Range(IntRange),
}

impl Lat {
    fn join(self, o: Lat) -> Lat {
        match (self, o) {
            (Lat::Uninit, x) | (x, Lat::Uninit) => x,
            (Lat::Top, _) | (_, Lat::Top) => Lat::Top,
            (Lat::Range(a), Lat::Range(b)) if a.width == b.width => Lat::Range(a.union(b)),
            _ => Lat::Top,
        }
    }
    fn operand(self) -> Option<IntRange> {
        match self {
            Lat::Range(r) => Some(r),
            _ => None,
        }
    }
}

/// The solved ranges of one body.
#[derive(Default)]
struct BodyRanges {
    values: FxHashMap<ValueId, Lat>,
    live: FxHashSet<BlockId>,
    edges: FxHashSet<(BlockId, BlockId)>,
    changed: bool,
}

impl BodyRanges {
    fn get(&self, v: ValueId) -> Lat {
        self.values.get(&v).copied().unwrap_or(Lat::Uninit)
    }

    /// Joins `l` into `v`; a value feeding a terminator that changes again is widened.
    fn join(&mut self, ctx: &Context, body: &Body, v: ValueId, l: Lat) {
        let l = match l {
            Lat::Range(_) if range_width(ctx, body.value_type(v)).is_none() => Lat::Top,
            Lat::Range(r) if range_width(ctx, body.value_type(v)) != Some(r.width) => Lat::Top,
            x => x,
        };
        let old = self.get(v);
        let mut new = old.join(l);
        if new != old && old != Lat::Uninit {
            let feeds_terminator = body.uses(v).iter().any(|u| {
                ctx.op_info(body.op(u.op).name)
                    .is_some_and(|i| i.traits.terminator)
            });
            if feeds_terminator {
                new = Lat::Top;
            }
        }
        if new != old {
            self.values.insert(v, new);
            self.changed = true;
        }
    }

    fn mark_live(&mut self, block: BlockId) {
        if self.live.insert(block) {
            self.changed = true;
        }
    }

    /// Operand ranges of `op`; `None` while one is uninitialized.
    fn operands(&self, body: &Body, op: OpId) -> Option<Vec<Lat>> {
        let v: Vec<Lat> = body.operands(op).map(|x| self.get(x)).collect();
        (!v.contains(&Lat::Uninit)).then_some(v)
    }
}

/// The ranges the inference sees: unbounded values of analysed types as their full range.
fn as_ranges(
    ctx: &Context,
    body: &Body,
    vals: impl Iterator<Item = ValueId>,
    lats: &[Lat],
) -> Vec<Option<IntRange>> {
    vals.zip(lats)
        .map(|(v, l)| match l {
            Lat::Range(r) => Some(*r),
            _ => range_width(ctx, body.value_type(v)).map(IntRange::max),
        })
        .collect()
}

/// The constant attributes of operand ranges that hold one value.
fn constants(ctx: &Context, body: &Body, op: OpId, lats: &[Lat]) -> Vec<Option<Attribute>> {
    body.operands(op)
        .zip(lats)
        .map(|(v, l)| {
            let r = l.operand()?;
            let c = r.constant_value()?;
            Some(ctx.integer_attr(body.value_type(v), ApInt::from_u64(r.width, c as u64)))
        })
        .collect()
}

/// The analysis over every body below the pass's op, solved together so that ranges flow
/// through calls: a callable whose callers are all known (a private function) gets the
/// join of its call sites' arguments and runs only if called; a call's results are the
/// join of the callee's returned values.
struct Solver<'a, 'c> {
    ctx: &'c Context,
    root: &'a Body,
    tree: &'a BodyTree,
    calls: &'a ConstantAnalysis<'c>,
    states: Vec<BodyRanges>,
    /// The live call sites of each callable.
    sites: FxHashMap<(BodyIdx, OpId), Vec<(BodyIdx, OpId)>>,
}

impl Solver<'_, '_> {
    /// The lattice of `v` of body `vb`, reading `cur` (the state being updated) for body `b`.
    fn lat(&self, cur: &BodyRanges, b: BodyIdx, vb: BodyIdx, v: ValueId) -> Lat {
        if vb == b {
            cur.get(v)
        } else {
            self.states[vb as usize].get(v)
        }
    }

    /// Marks the entry blocks of `roots` (body `b`, owned by the op of the tree) live when
    /// they may run, with their arguments' ranges.
    fn seed(&mut self, b: BodyIdx, roots: &[RegionId], s: &mut BodyRanges) {
        let ctx = self.ctx;
        let body = self.tree.get(self.root, b);
        let owner = self.tree.owner(b);
        let callable = owner.and_then(|(pb, o)| {
            let pbody = self.tree.get(self.root, pb);
            ctx_interfaces(ctx, pbody, o)?.callable?;
            Some((pb, o))
        });
        let known = callable.filter(|&(pb, o)| self.calls.all_callers_known(pb, o));
        for &r in roots {
            let Some(&e) = body.blocks(r).first() else {
                continue;
            };
            let args = body.block_args(e).to_vec();
            match known {
                Some(key) => {
                    let sites = self.sites.get(&key).cloned().unwrap_or_default();
                    if sites.is_empty() {
                        continue;
                    }
                    s.mark_live(e);
                    for (sb, site) in sites {
                        let sbody = self.tree.get(self.root, sb);
                        let range = ctx_interfaces(ctx, sbody, site)
                            .and_then(|i| i.call)
                            .map(|c| (c.arg_operands)(ctx, sbody, site))
                            .unwrap_or(0..0);
                        let operands: Vec<ValueId> = sbody.operands(site).collect();
                        for (k, &a) in args.iter().enumerate() {
                            let l = match operands.get(range.start + k) {
                                Some(&v) if range.start + k < range.end => self.lat(s, b, sb, v),
                                _ => Lat::Top,
                            };
                            // Arguments that keep changing (recursion) are widened.
                            let old = s.get(a);
                            if l != Lat::Uninit && old.join(l) != old {
                                let l = if old == Lat::Uninit { l } else { Lat::Top };
                                s.join(ctx, body, a, l);
                            }
                        }
                    }
                }
                None => {
                    s.mark_live(e);
                    for a in args {
                        s.join(ctx, body, a, Lat::Top);
                    }
                }
            }
        }
    }

    /// A call: records the site and joins the callee's returned values into the results.
    fn visit_call(&mut self, b: BodyIdx, op: OpId, s: &mut BodyRanges) {
        let ctx = self.ctx;
        let body = self.tree.get(self.root, b);
        let results: Vec<ValueId> = body.results(op).collect();
        let Some((cb, callee)) = self.calls.resolve_call(self.root, b, op) else {
            for r in results {
                s.join(ctx, body, r, Lat::Top);
            }
            return;
        };
        let sites = self.sites.entry((cb, callee)).or_default();
        if !sites.contains(&(b, op)) {
            sites.push((b, op));
            s.changed = true;
        }
        let cbody = self.tree.get(self.root, cb);
        let inner = self.tree.regions_body(cb, callee);
        let ibody = self.tree.get(self.root, inner);
        let live = |blk: BlockId| {
            if inner == b {
                s.live.contains(&blk)
            } else {
                self.states[inner as usize].live.contains(&blk)
            }
        };
        let mut joined = vec![Lat::Uninit; results.len()];
        for &r in cbody.regions(callee) {
            for &blk in ibody.blocks(r) {
                if !live(blk) {
                    continue;
                }
                let Some(t) = ibody.last_op(blk) else {
                    continue;
                };
                if !ibody.successors(t).is_empty() {
                    continue;
                }
                let known = ctx
                    .op_info(ibody.op(t).name)
                    .is_some_and(|i| i.traits.terminator);
                if !known {
                    joined.fill(Lat::Top);
                    continue;
                }
                for (j, v) in joined.iter_mut().zip(ibody.operands(t)) {
                    *j = j.join(self.lat(s, b, inner, v));
                }
            }
        }
        for (r, l) in results.into_iter().zip(joined) {
            if l != Lat::Uninit {
                s.join(ctx, body, r, l);
            }
        }
    }

    /// Sweeps every body until nothing changes; false if that took too long (the ranges
    /// are then not a fixed point and must not be used).
    fn run(&mut self, roots: &[Option<Vec<RegionId>>]) -> bool {
        let ctx = self.ctx;
        let mut ops: Vec<Vec<OpId>> = Vec::with_capacity(roots.len());
        for (b, r) in roots.iter().enumerate() {
            let body = self.tree.get(self.root, b as BodyIdx);
            let mut list = Vec::new();
            for &region in r.as_deref().unwrap_or(&[]) {
                for top in body.region_ops(region) {
                    list.extend(body.walk_ops(top, WalkOrder::PreOrder));
                }
            }
            ops.push(list);
        }
        for _ in 0..10_000 {
            let mut any = false;
            for (b, r) in roots.iter().enumerate() {
                let Some(r) = r else {
                    continue;
                };
                let b = b as BodyIdx;
                let mut s = std::mem::take(&mut self.states[b as usize]);
                s.changed = false;
                self.seed(b, r, &mut s);
                let body = self.tree.get(self.root, b);
                for &o in &ops[b as usize] {
                    if !body.op_block(o).is_some_and(|blk| s.live.contains(&blk)) {
                        continue;
                    }
                    if ctx_interfaces(ctx, body, o).is_some_and(|i| i.call.is_some()) {
                        self.visit_call(b, o, &mut s);
                    } else {
                        visit(ctx, body, &mut s, o);
                    }
                }
                any |= s.changed;
                self.states[b as usize] = s;
            }
            if !any {
                return true;
            }
        }
        false
    }
}

fn visit(ctx: &Context, body: &Body, s: &mut BodyRanges, op: OpId) {
    let name = body.op(op).name;
    let info = ctx.op_info(name);
    let ifaces = ctx_interfaces(ctx, body, op).unwrap_or_default();
    if !body.successors(op).is_empty() {
        visit_branch(ctx, body, s, op);
    }
    if let Some(inf) = ctx.op_interface::<InferIntRange>(name)
        && body.regions(op).is_empty()
    {
        let Some(lats) = s.operands(body, op) else {
            return;
        };
        let ranges = as_ranges(ctx, body, body.operands(op), &lats);
        let out = (inf.infer)(ctx, body, op, &ranges);
        let results: Vec<ValueId> = body.results(op).collect();
        for (i, r) in results.into_iter().enumerate() {
            let l = out.get(i).copied().flatten().map_or(Lat::Top, Lat::Range);
            s.join(ctx, body, r, l);
        }
        return;
    }
    if ifaces.region_branch.is_some() {
        visit_region_branch(ctx, body, s, op);
        return;
    }
    for &r in body.regions(op) {
        if let Some(&e) = body.blocks(r).first() {
            s.mark_live(e);
            for &a in body.block_args(e) {
                s.join(ctx, body, a, Lat::Top);
            }
        }
    }
    let _ = info;
    let results: Vec<ValueId> = body.results(op).collect();
    for r in results {
        s.join(ctx, body, r, Lat::Top);
    }
}

fn visit_branch(ctx: &Context, body: &Body, s: &mut BodyRanges, op: OpId) {
    let Some(from) = body.op_block(op) else {
        return;
    };
    let info = ctx.op_info(body.op(op).name);
    let is_branch = info.is_some_and(|i| i.successor_operands.is_some());
    let Some(lats) = s.operands(body, op) else {
        return;
    };
    let chosen = if is_branch {
        let consts = constants(ctx, body, op, &lats);
        info.and_then(|i| i.interfaces.successor_for_operands)
            .and_then(|f| f(ctx, body, op, &consts))
    } else {
        None
    };
    let mut start = body.num_non_successor_operands(op);
    let succs = body.successors(op).to_vec();
    for (i, succ) in succs.iter().enumerate() {
        let n = succ.num_operands as usize;
        if chosen.is_none_or(|c| c == i) {
            s.mark_live(succ.block);
            s.edges.insert((from, succ.block));
            let args = body.block_args(succ.block).to_vec();
            for (k, a) in args.into_iter().enumerate() {
                let l = if is_branch && k < n {
                    lats[start + k]
                } else {
                    Lat::Top
                };
                s.join(ctx, body, a, l);
            }
        }
        start += n;
    }
}

/// Joins the values flowing along region successors `succs` from a source whose
/// forwarded operands have lattices `fwd`.
fn flow(
    ctx: &Context,
    body: &Body,
    s: &mut BodyRanges,
    op: OpId,
    succs: Vec<strata_ir::interfaces::RegionSuccessor>,
    fwd: &[Lat],
    op_lats: &[Lat],
) {
    for succ in succs {
        let targets: Vec<ValueId> = match succ.to {
            RegionPoint::Parent => body.results(op).collect(),
            RegionPoint::Region(j) => {
                let Some(&e) = body
                    .regions(op)
                    .get(j)
                    .and_then(|&r| body.blocks(r).first())
                else {
                    continue;
                };
                s.mark_live(e);
                body.block_args(e).to_vec()
            }
        };
        for (k, &v) in succ.inputs.iter().enumerate() {
            s.join(ctx, body, v, fwd.get(k).copied().unwrap_or(Lat::Top));
        }
        // Targets that are not control-flow inputs: loop induction variables, else any.
        let rest: Vec<(usize, ValueId)> = targets
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, v)| !succ.inputs.contains(v))
            .collect();
        if rest.is_empty() {
            continue;
        }
        let known = match (
            succ.to,
            ctx.op_interface::<InferRegionArgRanges>(body.op(op).name),
        ) {
            (RegionPoint::Region(j), Some(i)) => {
                let ranges = as_ranges(ctx, body, body.operands(op), op_lats);
                (i.infer)(ctx, body, op, j, &ranges)
            }
            _ => Vec::new(),
        };
        for (idx, v) in rest {
            let l = known
                .iter()
                .find(|(k, _)| *k == idx)
                .map_or(Lat::Top, |(_, r)| Lat::Range(*r));
            s.join(ctx, body, v, l);
        }
    }
}

fn visit_region_branch(ctx: &Context, body: &Body, s: &mut BodyRanges, op: OpId) {
    let Some(rb) = ctx_interfaces(ctx, body, op).and_then(|i| i.region_branch) else {
        return;
    };
    let Some(lats) = s.operands(body, op) else {
        return;
    };
    let consts = constants(ctx, body, op, &lats);
    let succs = (rb.successors)(ctx, body, op, RegionPoint::Parent, &consts);
    for succ in succs {
        let range = (rb.entry_operands)(ctx, body, op, succ.to);
        let fwd: Vec<Lat> = lats.get(range).unwrap_or(&[]).to_vec();
        flow(ctx, body, s, op, vec![succ], &fwd, &lats);
    }
    let regions = body.regions(op).to_vec();
    for (i, r) in regions.into_iter().enumerate() {
        for &blk in body.blocks(r) {
            if !s.live.contains(&blk) {
                continue;
            }
            let Some(t) = body.last_op(blk) else {
                continue;
            };
            if !body.successors(t).is_empty() {
                continue;
            }
            let Some(tifaces) = ctx_interfaces(ctx, body, t) else {
                continue;
            };
            let Some(tlats) = s.operands(body, t) else {
                continue;
            };
            let tconsts = constants(ctx, body, t, &tlats);
            let succs = (rb.successors)(ctx, body, op, RegionPoint::Region(i), &tconsts);
            for succ in succs {
                let fwd: Vec<Lat> = match tifaces.terminator_operands {
                    Some(f) => tlats.get(f(ctx, body, t, succ.to)).unwrap_or(&[]).to_vec(),
                    None => vec![Lat::Top; succ.inputs.len()],
                };
                flow(ctx, body, s, op, vec![succ], &fwd, &lats);
            }
        }
    }
}

/// The `int-range-optimizations` pass.
#[derive(Clone, Debug, Default)]
pub struct IntRangeOptimizations;

impl Pass for IntRangeOptimizations {
    fn argument(&self) -> &'static str {
        "int-range-optimizations"
    }
    fn name(&self) -> &'static str {
        "IntRangeOptimizationsPass"
    }
    fn summary(&self) -> &'static str {
        "Do optimizations based on integer range analysis"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        // The call graph (symbol resolution, which callables have unknown callers) comes
        // from the dead-code analysis shared with sccp.
        let calls = ConstantAnalysis::run(ctx, body, op);
        let tree = &calls.tree;
        let roots: Vec<Option<Vec<RegionId>>> = (0..tree.len() as BodyIdx)
            .map(|b| {
                if b == 0 {
                    (tree.regions_body(0, op) == 0).then(|| body.regions(op).to_vec())
                } else {
                    let (pb, owner) = tree.owner(b)?;
                    Some(tree.get(body, pb).regions(owner).to_vec())
                }
            })
            .collect();
        let states = {
            let mut solver = Solver {
                ctx,
                root: body,
                tree,
                calls: &calls,
                states: (0..tree.len()).map(|_| BodyRanges::default()).collect(),
                sites: FxHashMap::default(),
            };
            if !solver.run(&roots) {
                return Ok(());
            }
            solver.states
        };
        for (b, (r, solved)) in roots.iter().zip(&states).enumerate() {
            if let Some(r) = r {
                rewrite(ctx, tree.get_mut(body, b as BodyIdx), r, solved);
            }
        }
        let patterns = PatternSet::new().freeze(ctx);
        // Upstream runs the pattern driver with its default configuration: aggressive
        // region simplification (identical blocks merged).
        let config = GreedyConfig {
            region_simplify: RegionSimplify::Aggressive,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily_on_op(ctx, body, op, &patterns, config);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A constant `attr` of type `ty` made by `dialect`, inserted before `at` (or at the end
/// of `block`).
fn materialize(
    ctx: &Context,
    body: &mut Body,
    dialect: &str,
    attr: Attribute,
    ty: strata_ir::Type,
    block: BlockId,
    at: Option<OpId>,
) -> Option<ValueId> {
    // (`block` holds `at`, when given.)
    // As upstream, `arith.constant` when the value's dialect makes no constant of it.
    let made = DialectHooks::constant_materializer(ctx, dialect)
        .and_then(|make| make(ctx, body, attr, ty, ctx.unknown_loc()));
    let c = match made {
        Some(c) => c,
        None => {
            let make = DialectHooks::constant_materializer(ctx, "arith")?;
            make(ctx, body, attr, ty, ctx.unknown_loc())?
        }
    };
    if body.num_results(c) != 1 {
        body.erase_op(c);
        return None;
    }
    match at {
        Some(before) => body.insert_op_before(before, c),
        None => body.append_op(block, c),
    }
    Some(body.result(c, 0))
}

/// Replaces values with a single possible value by constants and forwards ops equal to
/// an operand.
fn rewrite(ctx: &Context, body: &mut Body, roots: &[RegionId], solved: &BodyRanges) {
    let mut ops = Vec::new();
    for &r in roots {
        let tops: Vec<OpId> = body.region_ops(r).collect();
        for top in tops {
            ops.extend(body.walk_ops(top, WalkOrder::PreOrder));
        }
    }
    let constant = |body: &Body, v: ValueId| -> Option<(u32, u128)> {
        let Lat::Range(r) = solved.get(v) else {
            return None;
        };
        if body.uses(v).is_empty() || range_width(ctx, body.value_type(v)) != Some(r.width) {
            return None;
        }
        Some((r.width, r.constant_value()?))
    };
    for o in ops {
        if body.is_erased(o) {
            continue;
        }
        let Some(block) = body.op_block(o) else {
            continue;
        };
        if !solved.live.contains(&block) {
            continue;
        }
        let name = body.op(o).name;
        let constant_like = ctx.op_info(name).is_some_and(|i| i.traits.constant_like);
        let dialect = ctx.op_name_data(name).dialect();
        let mut values: Vec<(ValueId, BlockId, &str)> = Vec::new();
        if !constant_like {
            values.extend(body.results(o).map(|v| (v, block, dialect)));
        }
        for &r in body.regions(o) {
            for &blk in body.blocks(r) {
                values.extend(body.block_args(blk).iter().map(|&a| (a, blk, dialect)));
            }
        }
        for (v, blk, d) in values {
            let Some((w, c)) = constant(body, v) else {
                continue;
            };
            let ty = body.value_type(v);
            let attr = ctx.integer_attr(ty, ApInt::from_u64(w, c as u64));
            // Materialized where the value is defined (before the op, or at the start of
            // the block of a block argument); the greedy driver then hoists and
            // deduplicates constants as upstream's does.
            let at = if blk == block {
                Some(o)
            } else {
                body.first_op(blk)
            };
            if let Some(cv) = materialize(ctx, body, d, attr, ty, blk, at) {
                body.replace_all_uses(v, cv);
            }
        }
        if let Some(inf) = ctx.op_interface::<InferIntRange>(name)
            && let Some(fwd) = inf.forwarded_operand
            && body.num_results(o) == 1
        {
            let lats: Vec<Lat> = body.operands(o).map(|v| solved.get(v)).collect();
            let ranges = as_ranges(ctx, body, body.operands(o), &lats);
            if let Some(i) = fwd(ctx, body, o, &ranges) {
                let (from, to) = (body.result(o, 0), body.operand(o, i));
                body.replace_all_uses(from, to);
            }
        }
    }
}
