//! `remove-dead-values`: liveness-based removal of unneeded values (MLIR's
//! RemoveDeadValues). A backward liveness analysis marks a value live when an op with
//! memory effects, a control-flow decision or a live value needs it; then: private
//! functions whose every use is a call lose their dead arguments (and the matching call
//! operands) and the results no caller needs (return operands and call results); branch
//! operands that are dead are removed with the block arguments they feed; and ops without
//! memory effects whose results are all dead, or that use a dead value, are erased.
//! Region branch ops are erased when entirely dead; otherwise (as MLIR 22) every value
//! they or their terminators forward is replaced by a `ub.poison` when it is dead or
//! reaches only dead results and region arguments, and the `canonicalize` step then lets
//! the region branch ops' patterns drop those results and arguments.

use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::attributes::AttrData;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{
    RegionPoint, is_memory_effect_free, would_be_trivially_dead_if_unused,
};
use strata_ir::ir::{BlockId, Body, OpId, OperationState, RegionId, ValueDef, ValueId, WalkOrder};
use strata_ir::registry::DialectHooks;
use strata_ir::{Attribute, Context};

use crate::dataflow::{BodyIdx, BodyTree, ConstantAnalysis, ctx_interfaces};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};
use strata_pass::rewrite::{
    CanonicalizationPatterns, GreedyConfig, apply_op_patterns_greedily_owned,
    set_successor_operands,
};

/// Options of `remove-dead-values`, with mlir-opt's names and defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemoveDeadValuesOptions {
    /// Canonicalize region branch ops afterwards (`canonicalize`, default true).
    pub canonicalize: bool,
}

impl Default for RemoveDeadValuesOptions {
    fn default() -> Self {
        RemoveDeadValuesOptions { canonicalize: true }
    }
}

impl PassOptions for RemoveDeadValuesOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "canonicalize" => self.canonicalize = parse_bool(key, value)?,
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!("canonicalize={}", self.canonicalize));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![("canonicalize", "Canonicalize region branch ops")]
    }
}

/// The `remove-dead-values` pass.
#[derive(Clone, Debug, Default)]
pub struct RemoveDeadValues {
    /// Its options.
    pub options: RemoveDeadValuesOptions,
}

impl Pass for RemoveDeadValues {
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn summary(&self) -> &'static str {
        "Remove dead values"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
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
        let keep_read_only = !self.options.canonicalize;
        let plan =
            Liveness::compute(ctx, body, op, &analysis, keep_read_only).plan(ctx, body, &analysis);
        plan.apply(ctx, body, &analysis.tree);
        if self.options.canonicalize {
            canonicalize_region_branch_ops(ctx, body, op, &analysis.tree);
        }
        BodyTree::clear_outer_symbols(ctx, &keys);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The `canonicalize` step of MLIR 22: every region branch op left (walked in
/// post-order) goes through the greedy driver with every canonicalization pattern and
/// folding, as one op list per body (MLIR's `applyOpPatternsGreedily`); ops that the
/// rewrites touch are processed too.
fn canonicalize_region_branch_ops(ctx: &Context, root: &mut Body, op: OpId, tree: &BodyTree) {
    let patterns = CanonicalizationPatterns::get(ctx).freeze(ctx);
    for b in 0..tree.len() as BodyIdx {
        let body = tree.get(root, b);
        let (scope, owner): (Vec<RegionId>, _) = if b == 0 {
            if body.child_body(op).is_some() {
                continue;
            }
            (body.regions(op).to_vec(), None)
        } else {
            match tree.owner(b) {
                Some((pb, owner)) => {
                    let parent = tree.get(root, pb);
                    (parent.regions(owner).to_vec(), Some(parent.op(owner).name))
                }
                None => continue,
            }
        };
        let mut ops = Vec::new();
        for &r in &scope {
            for top in body.region_ops(r).collect::<Vec<_>>() {
                ops.extend(body.walk_ops(top, WalkOrder::PostOrder).filter(|&o| {
                    ctx_interfaces(ctx, body, o).is_some_and(|i| i.region_branch.is_some())
                }));
            }
        }
        if ops.is_empty() {
            continue;
        }
        let body = tree.get_mut(root, b);
        let config = GreedyConfig::default();
        apply_op_patterns_greedily_owned(ctx, body, &scope, &ops, &patterns, config, owner);
    }
}

/// How an op takes part in the liveness analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A call to a function defined in the analysed op: its arguments flow to the
    /// callee's entry arguments, its results come from the callee's returns.
    ResolvedCall(BodyIdx, OpId),
    /// The terminator of a function body: its operands flow to the call results.
    CallableReturn(BodyIdx, OpId),
    /// A branch with known successor operands.
    Branch,
    /// A region branch op: its forwarded operands are needed only by the successor inputs
    /// they flow to (see [`Forwarding`]).
    RegionBranch,
    /// The terminator of a region of a region branch op (with known forwarded operands).
    RegionTerminator,
    /// Any other op.
    Plain,
}

/// A forwarded operand: its index, its value and the successor inputs it flows to.
type Forwarded = (usize, ValueId, Vec<(BodyIdx, ValueId)>);

/// An op that forwards values along region control flow: a region branch op (entering
/// it) or a terminator of one of its regions.
#[derive(Clone)]
struct Source {
    /// The body holding the op.
    body: BodyIdx,
    /// The op.
    op: OpId,
    /// Whether its block may execute.
    executable: bool,
    /// Each forwarded operand (index, ascending, and value) with the successor inputs it
    /// flows to.
    forwarded: Vec<Forwarded>,
    /// The operands forwarded to no successor (conditions, loop bounds).
    kept: Vec<ValueId>,
}

/// How a region branch op forwards values between its operands, its regions and its
/// results, whatever its operands' values (MLIR's successor operand to input mapping).
#[derive(Clone)]
struct Forwarding {
    /// The op itself first, then the terminators of its regions, in region and block order.
    sources: Vec<Source>,
    /// Entry arguments of its regions that no edge feeds (induction variables).
    other_args: Vec<(BodyIdx, ValueId)>,
}

impl Forwarding {
    /// The forwarding of region branch op `op` (in body `b`).
    fn of(ctx: &Context, root: &Body, a: &ConstantAnalysis, b: BodyIdx, op: OpId) -> Option<Self> {
        let tree = &a.tree;
        let body = tree.get(root, b);
        let rb = ctx_interfaces(ctx, body, op)?.region_branch?;
        let inner = tree.regions_body(b, op);
        let ib = tree.get(root, inner);
        let mut fed: FxHashSet<ValueId> = FxHashSet::default();
        let mut sources = Vec::new();
        let mut add =
            |sb: BodyIdx,
             sbody: &Body,
             src: OpId,
             from: RegionPoint,
             range_of: &dyn Fn(RegionPoint) -> std::ops::Range<usize>| {
                let n = sbody.num_operands(src);
                let succs = (rb.successors)(ctx, body, op, from, &vec![None; n]);
                let mut forwarded: Vec<Forwarded> = Vec::new();
                let mut slot: FxHashMap<usize, usize> = FxHashMap::default();
                for s in succs {
                    let ib_key = match s.to {
                        RegionPoint::Parent => b,
                        RegionPoint::Region(_) => inner,
                    };
                    for (i, &input) in range_of(s.to).zip(&s.inputs) {
                        if i >= n {
                            break;
                        }
                        if matches!(s.to, RegionPoint::Region(_)) {
                            fed.insert(input);
                        }
                        match slot.get(&i) {
                            Some(&k) => forwarded[k].2.push((ib_key, input)),
                            None => {
                                slot.insert(i, forwarded.len());
                                forwarded.push((i, sbody.operand(src, i), vec![(ib_key, input)]));
                            }
                        }
                    }
                }
                forwarded.sort_by_key(|&(i, _, _)| i);
                let kept = (0..n)
                    .filter(|i| !slot.contains_key(i))
                    .map(|i| sbody.operand(src, i))
                    .collect();
                let executable = sbody.op_block(src).is_some_and(|blk| a.is_live(sb, blk));
                sources.push(Source {
                    body: sb,
                    op: src,
                    executable,
                    forwarded,
                    kept,
                });
            };
        add(b, body, op, RegionPoint::Parent, &|to| {
            (rb.entry_operands)(ctx, body, op, to)
        });
        for (i, &r) in body.regions(op).iter().enumerate() {
            for &blk in ib.blocks(r) {
                let Some(t) = ib.last_op(blk) else {
                    continue;
                };
                if !ib.successors(t).is_empty() {
                    continue;
                }
                let Some(f) = ctx_interfaces(ctx, ib, t).and_then(|x| x.terminator_operands) else {
                    continue;
                };
                add(inner, ib, t, RegionPoint::Region(i), &|to| {
                    f(ctx, ib, t, to)
                });
            }
        }
        let other_args = body
            .regions(op)
            .iter()
            .filter_map(|&r| ib.blocks(r).first())
            .flat_map(|&e| ib.block_args(e).iter().copied())
            .filter(|v| !fed.contains(v))
            .map(|v| (inner, v))
            .collect();
        Some(Forwarding {
            sources,
            other_args,
        })
    }

    /// The values that decide the op's control flow along executable edges (needed once
    /// a result is live or the op cannot be dropped), with the arguments no edge feeds.
    fn control_values(&self) -> Vec<(BodyIdx, ValueId)> {
        let mut out: Vec<(BodyIdx, ValueId)> = Vec::new();
        for s in self.sources.iter().filter(|s| s.executable) {
            out.extend(s.kept.iter().map(|&v| (s.body, v)));
        }
        out.extend(self.other_args.iter().copied());
        out
    }

    /// Each successor input with a value flowing into it along an executable edge.
    fn inflows(&self) -> Vec<((BodyIdx, ValueId), (BodyIdx, ValueId))> {
        let mut out = Vec::new();
        for s in self.sources.iter().filter(|s| s.executable) {
            for (_, v, inputs) in &s.forwarded {
                out.extend(inputs.iter().map(|&input| (input, (s.body, *v))));
            }
        }
        out
    }
}

struct Liveness {
    live: FxHashSet<(BodyIdx, ValueId)>,
    /// For each successor input of a region branch op, the values flowing into it
    /// along executable edges.
    inflow: FxHashMap<(BodyIdx, ValueId), Vec<(BodyIdx, ValueId)>>,
    /// The forwarding of each executable region branch op.
    forwarding: FxHashMap<(BodyIdx, OpId), Forwarding>,
    /// Every op of every body, in walk order, with its role.
    ops: Vec<(BodyIdx, OpId, Role)>,
    /// Call sites of each callable.
    sites: FxHashMap<(BodyIdx, OpId), Vec<(BodyIdx, OpId)>>,
}

/// Every attached op of the analysed bodies, in pre-order, per body.
fn all_ops(root: &Body, op: OpId, tree: &BodyTree) -> Vec<(BodyIdx, OpId)> {
    let mut out = Vec::new();
    for b in 0..tree.len() as BodyIdx {
        let body = tree.get(root, b);
        let tops: Vec<OpId> = if b == 0 {
            if body.child_body(op).is_some() {
                continue;
            }
            body.regions(op)
                .iter()
                .flat_map(|&r| body.region_ops(r).collect::<Vec<_>>())
                .collect()
        } else {
            (0..body.op_capacity())
                .map(|i| OpId(i as u32))
                .filter(|&o| {
                    !body.is_erased(o) && body.op_block(o).is_some() && body.parent_op(o).is_none()
                })
                .collect()
        };
        for t in tops {
            out.extend(body.walk_ops(t, WalkOrder::PreOrder).map(|o| (b, o)));
        }
    }
    out
}

impl Liveness {
    fn role(ctx: &Context, root: &Body, a: &ConstantAnalysis, b: BodyIdx, op: OpId) -> Role {
        let body = a.tree.get(root, b);
        let ifaces = ctx_interfaces(ctx, body, op).unwrap_or_default();
        if ifaces.call.is_some() {
            return match a.resolve_call(root, b, op) {
                Some((cb, c)) => Role::ResolvedCall(cb, c),
                None => Role::Plain,
            };
        }
        if ifaces.region_branch.is_some() {
            return Role::RegionBranch;
        }
        if ctx
            .op_info(body.op(op).name)
            .is_some_and(|i| i.successor_operands.is_some())
            && !body.successors(op).is_empty()
        {
            return Role::Branch;
        }
        if body.successors(op).is_empty()
            && body.next_op(op).is_none()
            && let Some(region) = body.op_block(op).and_then(|blk| body.block_region(blk))
            && let Some((pb, parent)) = a.tree.region_owner(body, b, region)
        {
            let pbody = a.tree.get(root, pb);
            let pif = ctx_interfaces(ctx, pbody, parent).unwrap_or_default();
            if pif.region_branch.is_some() {
                return if ifaces.terminator_operands.is_some() {
                    Role::RegionTerminator
                } else {
                    Role::Plain
                };
            }
            // Only a registered terminator returns (an unregistered op ending the body
            // keeps its operands, as MLIR's non-return-like ops).
            if pif.callable.is_some()
                && ctx
                    .op_info(body.op(op).name)
                    .is_some_and(|i| i.traits.terminator)
            {
                return Role::CallableReturn(pb, parent);
            }
        }
        Role::Plain
    }

    /// With `keep_read_only`, a region branch op that only reads (kept by the plan, which
    /// erases only effect-free ops) keeps what decides its control flow: without the
    /// canonicalization step that erases such unused ops afterwards, dropping those
    /// values would leave null operands (mlir-opt 22 does, for `scf.for` too).
    fn compute(
        ctx: &Context,
        root: &Body,
        op: OpId,
        a: &ConstantAnalysis,
        keep_read_only: bool,
    ) -> Self {
        let tree = &a.tree;
        let mut l = Liveness {
            live: FxHashSet::default(),
            inflow: FxHashMap::default(),
            forwarding: FxHashMap::default(),
            ops: Vec::new(),
            sites: FxHashMap::default(),
        };
        for (b, o) in all_ops(root, op, tree) {
            let role = Self::role(ctx, root, a, b, o);
            if let Role::ResolvedCall(cb, c) = role {
                l.sites.entry((cb, c)).or_default().push((b, o));
            }
            l.ops.push((b, o, role));
        }
        let mut work: Vec<(BodyIdx, ValueId)> = Vec::new();
        let mark = |live: &mut FxHashSet<(BodyIdx, ValueId)>, work: &mut Vec<_>, b, v| {
            if live.insert((b, v)) {
                work.push((b, v));
            }
        };
        // Values needed whatever happens to the results.
        for &(b, o, role) in &l.ops {
            let body = tree.get(root, b);
            // As upstream's liveness analysis, ops that dead-code analysis never finds
            // executable need nothing.
            if body.op_block(o).is_some_and(|blk| !a.is_live(b, blk)) {
                continue;
            }
            let operands: Vec<ValueId> = body.operands(o).collect();
            let keep: Vec<ValueId> = match role {
                // A callee whose signature cannot change (not all callers known, e.g.
                // public) keeps every argument, so the call needs all its operands.
                // (mlir-opt 22 drops them through call cycles and leaves null operands.)
                Role::ResolvedCall(cb, c) if !a.all_callers_known(cb, c) => operands,
                Role::ResolvedCall(..) => {
                    let range = ctx_interfaces(ctx, body, o)
                        .and_then(|i| i.call)
                        .map(|c| (c.arg_operands)(ctx, body, o))
                        .unwrap_or(0..0);
                    operands
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| !range.contains(i))
                        .map(|(_, &v)| v)
                        .collect()
                }
                Role::CallableReturn(pb, p) => {
                    if a.all_callers_known(pb, p) {
                        Vec::new()
                    } else {
                        operands
                    }
                }
                Role::Branch => operands[..body.num_non_successor_operands(o)].to_vec(),
                // A region branch op that could not be erased when unused needs the
                // operands that decide its control flow (and its terminators' ones);
                // forwarded operands are needed only through the inputs they reach.
                Role::RegionBranch => {
                    if let Some(f) = Forwarding::of(ctx, root, a, b, o) {
                        let droppable = if keep_read_only {
                            is_memory_effect_free(ctx, body, o)
                        } else {
                            would_be_trivially_dead_if_unused(ctx, body, o)
                        };
                        if !droppable {
                            for v in f.control_values() {
                                mark(&mut l.live, &mut work, v.0, v.1);
                            }
                        }
                        for (input, fwd) in f.inflows() {
                            l.inflow.entry(input).or_default().push(fwd);
                        }
                        l.forwarding.insert((b, o), f);
                    }
                    Vec::new()
                }
                Role::RegionTerminator => Vec::new(),
                Role::Plain => {
                    let terminator = ctx
                        .op_info(body.op(o).name)
                        .is_none_or(|i| i.traits.terminator);
                    // Reads and allocations of its own results do not make an op's
                    // operands needed: only its results can.
                    if terminator || !would_be_trivially_dead_if_unused(ctx, body, o) {
                        operands
                    } else {
                        Vec::new()
                    }
                }
            };
            for v in keep {
                mark(&mut l.live, &mut work, b, v);
            }
        }
        let roles: FxHashMap<(BodyIdx, OpId), Role> =
            l.ops.iter().map(|&(b, o, r)| ((b, o), r)).collect();
        // Propagate backwards.
        let mut result_live: FxHashSet<(BodyIdx, OpId)> = FxHashSet::default();
        while let Some((b, v)) = work.pop() {
            let body = tree.get(root, b);
            let mut needed: Vec<(BodyIdx, ValueId)> = Vec::new();
            // A live value forwarded by a branch keeps the block argument it feeds (the
            // operand could not be dropped from that branch alone).
            for u in body.uses(v) {
                if roles.get(&(b, u.op)) != Some(&Role::Branch) {
                    continue;
                }
                let pos = u.operand as usize;
                for (si, s) in body.successors(u.op).iter().enumerate() {
                    let range = body.successor_operand_range(u.op, si);
                    if range.contains(&pos)
                        && let Some(&arg) = body.block_args(s.block).get(pos - range.start)
                    {
                        needed.push((b, arg));
                    }
                }
            }
            match body.value(v).def {
                ValueDef::Result { op: def, index } => match roles.get(&(b, def)) {
                    Some(Role::ResolvedCall(cb, c)) => {
                        let cbody = tree.get(root, *cb);
                        let inner = tree.regions_body(*cb, *c);
                        let ib = tree.get(root, inner);
                        for &r in cbody.regions(*c) {
                            for &blk in ib.blocks(r) {
                                if let Some(t) = ib.last_op(blk)
                                    && ib.successors(t).is_empty()
                                    && (index as usize) < ib.num_operands(t)
                                {
                                    needed.push((inner, ib.operand(t, index as usize)));
                                }
                            }
                        }
                    }
                    // A live result needs what decides the op's control flow (the
                    // forwarded values come through `inflow`).
                    Some(Role::RegionBranch) => {
                        if let Some(f) = l.forwarding.get(&(b, def))
                            && result_live.insert((b, def))
                        {
                            needed.extend(f.control_values());
                        }
                    }
                    None => {}
                    Some(_) => {
                        needed.extend(body.operands(def).map(|x| (b, x)));
                        // Operands a late in-place fold replaced stay live (as in MLIR,
                        // whose liveness saw them before the fold).
                        needed.extend(a.late_fold_operands(b, def).iter().map(|&x| (b, x)));
                    }
                },
                ValueDef::BlockArg { block, index } => {
                    let index = index as usize;
                    let Some(region) = body.block_region(block) else {
                        continue;
                    };
                    if body.blocks(region).first() == Some(&block) {
                        if let Some((pb, parent)) = tree.region_owner(body, b, region)
                            && let Some(sites) = l.sites.get(&(pb, parent))
                        {
                            for &(sb, s) in sites {
                                let sbody = tree.get(root, sb);
                                let range = ctx_interfaces(ctx, sbody, s)
                                    .and_then(|i| i.call)
                                    .map(|c| (c.arg_operands)(ctx, sbody, s))
                                    .unwrap_or(0..0);
                                if let Some(pos) = range.clone().nth(index)
                                    && pos < sbody.num_operands(s)
                                {
                                    needed.push((sb, sbody.operand(s, pos)));
                                }
                            }
                        }
                    } else {
                        for &p in body.blocks(region) {
                            let Some(t) = body.last_op(p) else {
                                continue;
                            };
                            for (si, s) in body.successors(t).iter().enumerate() {
                                if s.block == block && index < s.num_operands as usize {
                                    let range = body.successor_operand_range(t, si);
                                    needed.push((b, body.operand(t, range.start + index)));
                                }
                            }
                        }
                    }
                }
                ValueDef::Detached => {}
            }
            if let Some(srcs) = l.inflow.get(&(b, v)) {
                needed.extend(srcs.iter().copied());
            }
            for (nb, nv) in needed {
                mark(&mut l.live, &mut work, nb, nv);
            }
        }
        l
    }

    fn is_live(&self, b: BodyIdx, v: ValueId) -> bool {
        self.live.contains(&(b, v))
    }

    /// Decides every change before any is made.
    fn plan(self, ctx: &Context, root: &Body, a: &ConstantAnalysis) -> Plan {
        let tree = &a.tree;
        let mut plan = Plan::default();
        let mut dead_values: FxHashSet<(BodyIdx, ValueId)> = FxHashSet::default();
        // Functions.
        let mut callables: Vec<(BodyIdx, OpId)> = Vec::new();
        for &(b, o, _) in &self.ops {
            let body = tree.get(root, b);
            if let Some(c) = ctx_interfaces(ctx, body, o).and_then(|i| i.callable)
                && (c.region)(ctx, body, o).is_some()
                && c.erase_from_signature.is_some()
                && a.all_callers_known(b, o)
            {
                callables.push((b, o));
            }
        }
        for (b, f) in callables {
            let body = tree.get(root, b);
            let inner = tree.regions_body(b, f);
            let ib = tree.get(root, inner);
            let Some(&region) = body.regions(f).first() else {
                continue;
            };
            let Some(&entry) = ib.blocks(region).first() else {
                continue;
            };
            let dead_args: Vec<usize> = ib
                .block_args(entry)
                .iter()
                .enumerate()
                .filter(|&(_, &v)| !self.is_live(inner, v))
                .map(|(i, _)| i)
                .collect();
            let num_results = ctx_interfaces(ctx, body, f)
                .and_then(|i| i.callable)
                .and_then(|c| (c.signature)(ctx, body, f))
                .map_or(0, |(_, r)| r.len());
            let sites = self.sites.get(&(b, f)).cloned().unwrap_or_default();
            let dead_rets: Vec<usize> = (0..num_results)
                .filter(|&i| {
                    sites.iter().all(|&(sb, s)| {
                        let sbody = tree.get(root, sb);
                        i >= sbody.num_results(s) || !self.is_live(sb, sbody.result(s, i))
                    })
                })
                .collect();
            for &(sb, s) in &sites {
                let sbody = tree.get(root, sb);
                for &i in &dead_rets {
                    if i < sbody.num_results(s) {
                        dead_values.insert((sb, sbody.result(s, i)));
                    }
                }
            }
            plan.functions.push(FunctionEdit {
                body: b,
                func: f,
                dead_args,
                dead_rets,
                sites,
            });
        }
        // Branch operands and the block arguments they feed: removed when every
        // predecessor forwards a dead value.
        let mut blocks: FxHashMap<(BodyIdx, BlockId), Vec<bool>> = FxHashMap::default();
        let mut branch_of: FxHashMap<(BodyIdx, BlockId), Vec<OpId>> = FxHashMap::default();
        let mut unknown_pred: FxHashSet<(BodyIdx, BlockId)> = FxHashSet::default();
        for &(b, o, role) in &self.ops {
            let body = tree.get(root, b);
            for (si, s) in body.successors(o).iter().enumerate() {
                let key = (b, s.block);
                if role != Role::Branch {
                    unknown_pred.insert(key);
                    continue;
                }
                let range = body.successor_operand_range(o, si);
                let n = body.num_block_args(s.block);
                let entry = blocks.entry(key).or_insert_with(|| vec![true; n]);
                for (k, d) in entry.iter_mut().enumerate() {
                    let fwd = range.clone().nth(k).map(|p| body.operand(o, p));
                    *d &= fwd.is_some_and(|v| !self.is_live(b, v));
                }
                branch_of.entry(key).or_default().push(o);
            }
        }
        for (key, dead) in blocks {
            if unknown_pred.contains(&key) || !dead.iter().any(|&d| d) {
                continue;
            }
            let body = tree.get(root, key.0);
            let args = body.block_args(key.1);
            let dead: Vec<usize> = dead
                .iter()
                .enumerate()
                .filter(|&(i, &d)| d && args.get(i).is_some_and(|&v| !self.is_live(key.0, v)))
                .map(|(i, _)| i)
                .collect();
            if dead.is_empty() {
                continue;
            }
            for &i in &dead {
                dead_values.insert((key.0, args[i]));
            }
            let mut preds = branch_of.remove(&key).unwrap_or_default();
            preds.dedup();
            plan.blocks.push(BlockEdit {
                body: key.0,
                block: key.1,
                dead,
                preds,
            });
        }
        // Ops.
        let mut erased: FxHashSet<(BodyIdx, OpId)> = FxHashSet::default();
        for &(b, o, role) in &self.ops {
            if !matches!(role, Role::Plain | Role::RegionBranch) {
                continue;
            }
            let body = tree.get(root, b);
            let info = ctx.op_info(body.op(o).name);
            if info.is_some_and(|i| i.traits.terminator)
                || info.is_some_and(|i| i.interfaces.callable.is_some())
            {
                continue;
            }
            let is_region_branch = role == Role::RegionBranch;
            let dead = |v: ValueId| !self.is_live(b, v) || dead_values.contains(&(b, v));
            let dead_operand = !is_region_branch && body.operands(o).any(dead);
            let all_dead = body.results(o).all(dead);
            if dead_operand || (all_dead && is_memory_effect_free(ctx, body, o)) {
                if erasing_unterminates(ctx, root, a, b, o, &erased) {
                    // An unregistered op ending a block that needs a terminator may be
                    // that terminator: when no unregistered op would end the block
                    // without it, it stays, with `ub.poison` for its dead operands that
                    // go away (mlir-opt 22 erases it and leaves the block invalid).
                    for (i, v) in body.operands(o).enumerate() {
                        if dead(v) {
                            plan.kept_poison.push((b, o, i));
                        }
                    }
                    continue;
                }
                for r in body.results(o) {
                    dead_values.insert((b, r));
                }
                plan.ops.push((b, o));
                erased.insert((b, o));
            } else if is_region_branch
                && let Some(f) = self
                    .forwarding
                    .get(&(b, o))
                    .map(Cow::Borrowed)
                    .or_else(|| Forwarding::of(ctx, root, a, b, o).map(Cow::Owned))
            {
                // Forwarded operands whose value is dead, or that reach no live input,
                // become `ub.poison` (the canonicalization then drops what they fed).
                let dead = |(vb, v): (BodyIdx, ValueId)| {
                    !self.is_live(vb, v) || dead_values.contains(&(vb, v))
                };
                for src in &f.sources {
                    for (i, v, inputs) in &src.forwarded {
                        if dead((src.body, *v)) || inputs.iter().all(|&x| dead(x)) {
                            plan.poison.push((src.body, src.op, *i));
                        }
                    }
                }
            }
        }
        plan
    }
}

struct FunctionEdit {
    body: BodyIdx,
    func: OpId,
    dead_args: Vec<usize>,
    dead_rets: Vec<usize>,
    sites: Vec<(BodyIdx, OpId)>,
}

struct BlockEdit {
    body: BodyIdx,
    block: BlockId,
    dead: Vec<usize>,
    preds: Vec<OpId>,
}

#[derive(Default)]
struct Plan {
    functions: Vec<FunctionEdit>,
    blocks: Vec<BlockEdit>,
    ops: Vec<(BodyIdx, OpId)>,
    /// Operands (op and index) to replace by a fresh `ub.poison` built before the op.
    poison: Vec<(BodyIdx, OpId, usize)>,
    /// Dead operands of kept block-ending ops, replaced like `poison` when their value
    /// goes away (an erased op's result, a removed argument).
    kept_poison: Vec<(BodyIdx, OpId, usize)>,
}

/// Whether erasing `op` (in body `b`, with the ops of `erased` before it) would leave
/// its block without a possible terminator where the verifier wants one (every block but
/// the single block of an unregistered or terminator-less op's region): `op` is an
/// unregistered op (so possibly a terminator) ending the block, and the op that would end
/// it instead is missing or registered.
fn erasing_unterminates(
    ctx: &Context,
    root: &Body,
    a: &ConstantAnalysis,
    b: BodyIdx,
    op: OpId,
    erased: &FxHashSet<(BodyIdx, OpId)>,
) -> bool {
    let body = a.tree.get(root, b);
    if ctx.op_info(body.op(op).name).is_some() || body.next_op(op).is_some() {
        return false;
    }
    let mut prev = body.prev_op(op);
    while let Some(p) = prev
        && erased.contains(&(b, p))
    {
        prev = body.prev_op(p);
    }
    if prev.is_some_and(|p| ctx.op_info(body.op(p).name).is_none()) {
        return false;
    }
    let Some(region) = body.op_block(op).and_then(|blk| body.block_region(blk)) else {
        return false;
    };
    if body.blocks(region).len() != 1 {
        return true;
    }
    match a.tree.region_owner(body, b, region) {
        Some((pb, owner)) => {
            let pbody = a.tree.get(root, pb);
            ctx.op_info(pbody.op(owner).name)
                .is_some_and(|i| !i.traits.no_terminator)
        }
        None => false,
    }
}

/// The attribute `#ub.poison` (what `ub.poison` ops hold).
fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("ub"),
        body: "poison".into(),
        ty: None,
    })
}

/// A dead block argument can still be used by an op of a block that never executes (a
/// terminator there stays): those uses get a `ub.poison` made at the top of `block`, so
/// the IR stays valid (mlir-opt 22 leaves null operands there).
fn poison_remaining_uses(ctx: &Context, body: &mut Body, v: ValueId, block: BlockId) {
    if body.uses(v).is_empty() {
        return;
    }
    let Some(m) = DialectHooks::constant_materializer(ctx, "ub") else {
        return;
    };
    let ty = body.value_type(v);
    let loc = ctx.unknown_loc();
    let Some(p) = m(ctx, body, poison_attr(ctx), ty, loc) else {
        return;
    };
    if body.num_results(p) != 1 {
        body.erase_op(p);
        return;
    }
    match body.first_op(block) {
        Some(first) => body.insert_op_before(first, p),
        None => body.append_op(block, p),
    }
    let pv = body.result(p, 0);
    body.replace_all_uses(v, pv);
}

/// Points the remaining uses of `v` at a fresh detached value.
fn detach_uses(body: &mut Body, v: ValueId) {
    if !body.uses(v).is_empty() {
        let placeholder = body.new_detached_value(body.value_type(v));
        body.replace_all_uses(v, placeholder);
    }
}

/// `list` without the positions in `dead`.
fn keep<T: Copy>(list: &[T], dead: &[usize]) -> Vec<T> {
    list.iter()
        .enumerate()
        .filter(|(i, _)| !dead.contains(i))
        .map(|(_, &x)| x)
        .collect()
}

impl Plan {
    fn apply(self, ctx: &Context, root: &mut Body, tree: &BodyTree) {
        let erasing: FxHashSet<(BodyIdx, OpId)> = self.ops.iter().copied().collect();
        for f in &self.functions {
            // Call sites: operands and results.
            for &(sb, s) in &f.sites {
                let sbody = tree.get_mut(root, sb);
                let range = ctx_interfaces(ctx, sbody, s)
                    .and_then(|i| i.call)
                    .map(|c| (c.arg_operands)(ctx, sbody, s))
                    .unwrap_or(0..0);
                if !f.dead_args.is_empty() {
                    let dead: Vec<usize> = f
                        .dead_args
                        .iter()
                        .filter_map(|&i| range.clone().nth(i))
                        .collect();
                    let operands: Vec<ValueId> = sbody.operands(s).collect();
                    sbody.set_operands(s, &keep(&operands, &dead));
                }
                if !f.dead_rets.is_empty() {
                    let results: Vec<ValueId> = sbody.results(s).collect();
                    for &i in &f.dead_rets {
                        if let Some(&r) = results.get(i) {
                            detach_uses(sbody, r);
                        }
                    }
                    let kept = keep(&results, &f.dead_rets);
                    let d = sbody.op(s);
                    let state = OperationState::new(d.name, d.loc)
                        .operands(sbody.operands(s).collect::<Vec<_>>())
                        .results(
                            kept.iter()
                                .map(|&r| sbody.value_type(r))
                                .collect::<Vec<_>>(),
                        )
                        .properties(d.properties)
                        .attributes(d.attributes);
                    let new = sbody.create_op(state);
                    sbody.insert_op_before(s, new);
                    for (k, &r) in kept.iter().enumerate() {
                        let nr = sbody.result(new, k);
                        sbody.replace_all_uses(r, nr);
                    }
                    sbody.erase_op(s);
                }
            }
            // The function: returns, arguments and type.
            let body = tree.get_mut(root, f.body);
            let Some(&region) = body.regions(f.func).first() else {
                continue;
            };
            let inner_idx = tree.regions_body(f.body, f.func);
            let inner = tree.get_mut(root, inner_idx);
            let blocks = inner.blocks(region).to_vec();
            let num_rets_before = {
                let body = tree.get(root, f.body);
                ctx_interfaces(ctx, body, f.func)
                    .and_then(|i| i.callable)
                    .and_then(|c| (c.signature)(ctx, body, f.func))
            };
            let Some((_, results)) = num_rets_before else {
                continue;
            };
            let inner = tree.get_mut(root, inner_idx);
            if !f.dead_rets.is_empty() {
                for &blk in &blocks {
                    if let Some(t) = inner.last_op(blk)
                        && inner.successors(t).is_empty()
                        && inner.num_operands(t) == results.len()
                        && ctx
                            .op_info(inner.op(t).name)
                            .is_some_and(|i| i.traits.terminator)
                    {
                        let operands: Vec<ValueId> = inner.operands(t).collect();
                        inner.set_operands(t, &keep(&operands, &f.dead_rets));
                    }
                }
            }
            if let Some(&entry) = blocks.first() {
                let args: Vec<ValueId> = inner.block_args(entry).to_vec();
                for &i in &f.dead_args {
                    if let Some(&a) = args.get(i) {
                        detach_uses(inner, a);
                    }
                }
                inner.erase_block_args(entry, &f.dead_args);
            }
            let body = tree.get_mut(root, f.body);
            let erase = ctx_interfaces(ctx, body, f.func)
                .and_then(|i| i.callable)
                .and_then(|c| c.erase_from_signature);
            if let Some(erase) = erase {
                erase(ctx, body, f.func, &f.dead_args, &f.dead_rets);
            }
        }
        for e in &self.blocks {
            let body = tree.get_mut(root, e.body);
            for &p in &e.preds {
                if body.is_erased(p) {
                    continue;
                }
                let succs: Vec<BlockId> = body.successors(p).iter().map(|s| s.block).collect();
                for (si, s) in succs.into_iter().enumerate() {
                    if s != e.block {
                        continue;
                    }
                    let values = body.successor_operand_values(p, si);
                    set_successor_operands(ctx, body, p, si, &keep(&values, &e.dead));
                }
            }
        }
        // Arguments go once no branch forwards to them any more.
        for e in &self.blocks {
            let body = tree.get_mut(root, e.body);
            let args: Vec<ValueId> = body.block_args(e.block).to_vec();
            for &i in &e.dead {
                if let Some(&a) = args.get(i) {
                    let kept_user = body
                        .uses(a)
                        .iter()
                        .any(|u| !erasing.contains(&(e.body, u.op)));
                    if kept_user {
                        poison_remaining_uses(ctx, body, a, e.block);
                    }
                    detach_uses(body, a);
                }
            }
            body.erase_block_args(e.block, &e.dead);
        }
        let poison = poison_attr(ctx);
        let materialize = DialectHooks::constant_materializer(ctx, "ub");
        let all = self.poison.iter().map(|&x| (x, false));
        for ((b, o, i), kept) in all.chain(self.kept_poison.iter().map(|&x| (x, true))) {
            let body = tree.get_mut(root, b);
            let Some(m) = materialize else {
                break;
            };
            if body.is_erased(o) || i >= body.num_operands(o) {
                continue;
            }
            let v = body.operand(o, i);
            // A kept block-ending op only needs a poison for a value that goes away.
            if kept
                && !match body.value(v).def {
                    ValueDef::Detached => true,
                    ValueDef::Result { op: def, .. } => erasing.contains(&(b, def)),
                    ValueDef::BlockArg { .. } => false,
                }
            {
                continue;
            }
            let ty = body.value_type(v);
            // The poison takes the location of the value it replaces.
            let loc = match body.value(v).def {
                ValueDef::Result { op: def, .. } => body.op(def).loc,
                ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
                ValueDef::Detached => body.op(o).loc,
            };
            if let Some(p) = m(ctx, body, poison, ty, loc) {
                if body.num_results(p) != 1 {
                    body.erase_op(p);
                    continue;
                }
                body.insert_op_before(o, p);
                let v = body.result(p, 0);
                body.set_operand(o, i, v);
            }
        }
        for &(b, o) in self.ops.iter().rev() {
            let body = tree.get_mut(root, b);
            if body.is_erased(o) || body.op_block(o).is_none() {
                continue;
            }
            for r in body.results(o) {
                detach_uses(body, r);
            }
            body.erase_op(o);
        }
    }
}
