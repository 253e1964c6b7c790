//! Sparse data-flow analyses shared by `sccp` and `remove-dead-values`: the bodies below a
//! pass's op indexed as a tree, and MLIR's dead-code analysis combined with sparse constant
//! propagation (executable blocks and CFG edges, call sites of symbol callables, region
//! control flow, one constant lattice per value), solved with a worklist.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::attributes::AttrData;
use strata_ir::interfaces::{Callee, RegionPoint, RegionSuccessor};
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder};
use strata_ir::registry::FoldResult;
use strata_ir::symbols::{SymbolTable, op_attr, symbol_name};
use strata_ir::{Attribute, Context};

/// Index of a body in a [`BodyTree`] (0: the body holding the pass's op).
pub(crate) type BodyIdx = u32;

/// The bodies below one op: each child body of an isolated-from-above op gets an index,
/// and is reached from the root body through the path of ops owning it.
#[derive(Debug, Default)]
pub(crate) struct BodyTree {
    paths: Vec<Vec<OpId>>,
    owners: Vec<Option<(BodyIdx, OpId)>>,
    children: FxHashMap<(BodyIdx, OpId), BodyIdx>,
}

impl BodyTree {
    /// Indexes the bodies of `op` (held by `root`) and of everything nested in it.
    pub(crate) fn build(root: &Body, op: OpId) -> Self {
        let mut tree = BodyTree {
            paths: vec![Vec::new()],
            owners: vec![None],
            children: FxHashMap::default(),
        };
        let mut stack: Vec<(BodyIdx, &Body, OpId)> = vec![(0, root, op)];
        while let Some((b, body, top)) = stack.pop() {
            for o in body.walk_ops(top, WalkOrder::PreOrder) {
                if let Some(child) = body.child_body(o) {
                    let idx = tree.paths.len() as BodyIdx;
                    let mut path = tree.paths[b as usize].clone();
                    path.push(o);
                    tree.paths.push(path);
                    tree.owners.push(Some((b, o)));
                    tree.children.insert((b, o), idx);
                    for &r in body.regions(o) {
                        for &blk in child.blocks(r) {
                            for nested in child.block_ops(blk) {
                                stack.push((idx, child, nested));
                            }
                        }
                    }
                }
            }
        }
        tree
    }

    /// Records for every body below the root what it sees of the symbol tables around
    /// it (`OuterSymbols`), so that folds in it can read, e.g., constant globals; returns
    /// the keys to clear with [`BodyTree::clear_outer_symbols`].
    pub(crate) fn register_outer_symbols(&self, ctx: &Context, root: &Body) -> Vec<usize> {
        let outer = ctx.extension::<strata_ir::symbols::OuterSymbols>();
        let mut keys = Vec::new();
        for b in 1..self.len() as BodyIdx {
            let Some((pb, owner)) = self.owner(b) else {
                continue;
            };
            let (parent, body) = (self.get(root, pb), self.get(root, b));
            let table = if ctx
                .op_info(parent.op(owner).name)
                .is_some_and(|i| i.traits.symbol_table)
            {
                Some(strata_ir::symbols::OuterSymbols::snapshot(
                    ctx,
                    body,
                    parent.regions(owner),
                ))
            } else {
                outer.enclosing(ctx, parent, owner)
            };
            if let Some(t) = table {
                outer.set(body, t);
                keys.push(strata_ir::symbols::OuterSymbols::key(body));
            }
        }
        keys
    }

    /// Forgets what [`BodyTree::register_outer_symbols`] recorded.
    pub(crate) fn clear_outer_symbols(ctx: &Context, keys: &[usize]) {
        ctx.extension::<strata_ir::symbols::OuterSymbols>()
            .clear_keys(keys);
    }

    /// Number of bodies.
    pub(crate) fn len(&self) -> usize {
        self.paths.len()
    }

    /// Body `b`.
    pub(crate) fn get<'a>(&self, root: &'a Body, b: BodyIdx) -> &'a Body {
        let mut cur = root;
        for &o in &self.paths[b as usize] {
            cur = cur.child_body(o).unwrap_or(cur);
        }
        cur
    }

    /// Body `b`, mutably.
    pub(crate) fn get_mut<'a>(&self, root: &'a mut Body, b: BodyIdx) -> &'a mut Body {
        let mut cur = root;
        for &o in &self.paths[b as usize] {
            if cur.child_body(o).is_none() {
                break;
            }
            cur = match cur.child_body_mut(o) {
                Some(c) => c,
                None => unreachable!("checked above"),
            };
        }
        cur
    }

    /// The op (with the body holding it) whose regions body `b` holds; `None` for body 0.
    pub(crate) fn owner(&self, b: BodyIdx) -> Option<(BodyIdx, OpId)> {
        self.owners.get(b as usize).copied().flatten()
    }

    /// The body holding the regions of `op` (in body `b`).
    pub(crate) fn regions_body(&self, b: BodyIdx, op: OpId) -> BodyIdx {
        self.children.get(&(b, op)).copied().unwrap_or(b)
    }

    /// The op owning `region` (of body `b`), with the body holding it, and the region's
    /// index among that op's regions.
    pub(crate) fn region_owner(
        &self,
        body: &Body,
        b: BodyIdx,
        region: RegionId,
    ) -> Option<(BodyIdx, OpId)> {
        match body.region_parent(region) {
            Some(p) => Some((b, p)),
            None => self.owners[b as usize],
        }
    }
}

/// The index of `region` among the regions of `owner`.
pub(crate) fn region_index(owner_body: &Body, owner: OpId, region: RegionId) -> Option<usize> {
    owner_body.regions(owner).iter().position(|&r| r == region)
}

/// A value's constant lattice (MLIR's `Lattice<ConstantValue>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstLattice<'c> {
    /// Nothing known yet (the value was never seen executing).
    Uninit,
    /// Always this constant, produced by an op of this dialect.
    Const(Attribute, &'c str),
    /// Not a single known constant.
    Overdefined,
}

impl ConstLattice<'_> {
    fn join(self, other: Self) -> Self {
        match (self, other) {
            (ConstLattice::Uninit, x) | (x, ConstLattice::Uninit) => x,
            (a, b) if a == b => a,
            _ => ConstLattice::Overdefined,
        }
    }
}

/// A program element revisited by the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Item {
    Op(BodyIdx, OpId),
    BlockArgs(BodyIdx, BlockId),
}

/// What is known of a callable's callers.
#[derive(Debug, Default)]
struct Callers {
    unknown: bool,
    sites: Vec<(BodyIdx, OpId)>,
}

/// The solved dead-code and constant-propagation analyses.
pub(crate) struct ConstantAnalysis<'c> {
    ctx: &'c Context,
    /// The body tree the keys refer to.
    pub(crate) tree: BodyTree,
    live_blocks: FxHashSet<(BodyIdx, BlockId)>,
    live_edges: FxHashSet<(BodyIdx, BlockId, BlockId)>,
    values: FxHashMap<(BodyIdx, ValueId), ConstLattice<'c>>,
    callers: FxHashMap<(BodyIdx, OpId), Callers>,
    worklist: Vec<Item>,
    queued: FxHashSet<Item>,
    symbols: Option<(SymbolTable, BodyIdx)>,
    /// Ops visited at least once (MLIR's initialization visits every op once, in order).
    visited: FxHashSet<(BodyIdx, OpId)>,
    /// The operands, before the fold, of ops that a fold changed in place (and kept, a
    /// fold with results) after their first visit: in MLIR's shared solver the liveness
    /// analysis has seen those operands by then, and keeps them live.
    late_folds: FxHashMap<(BodyIdx, OpId), Vec<ValueId>>,
}

impl<'c> ConstantAnalysis<'c> {
    /// The operands `op` had before a fold changed it in place after its first visit
    /// (empty if none did).
    pub(crate) fn late_fold_operands(&self, b: BodyIdx, op: OpId) -> &[ValueId] {
        self.late_folds
            .get(&(b, op))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    /// The lattice of `v` (in body `b`).
    pub(crate) fn lattice(&self, b: BodyIdx, v: ValueId) -> ConstLattice<'c> {
        self.values
            .get(&(b, v))
            .copied()
            .unwrap_or(ConstLattice::Uninit)
    }

    /// Whether `block` (of body `b`) may execute.
    pub(crate) fn is_live(&self, b: BodyIdx, block: BlockId) -> bool {
        self.live_blocks.contains(&(b, block))
    }

    /// Whether the CFG edge `from -> to` (blocks of body `b`) may be taken.
    pub(crate) fn is_edge_live(&self, b: BodyIdx, from: BlockId, to: BlockId) -> bool {
        self.live_edges.contains(&(b, from, to))
    }

    /// The callable a call op (in body `b`) resolves to within the analysed op, if any.
    pub(crate) fn resolve_call(
        &self,
        root: &Body,
        b: BodyIdx,
        call: OpId,
    ) -> Option<(BodyIdx, OpId)> {
        let body = self.tree.get(root, b);
        let iface = ctx_interfaces(self.ctx, body, call)?.call?;
        let Callee::Symbol(sym) = (iface.callee)(self.ctx, body, call)? else {
            return None;
        };
        let AttrData::SymbolRef { root: name, nested } = self.ctx.attr_data(sym) else {
            return None;
        };
        if !nested.is_empty() {
            return None;
        }
        let (table, tb) = self.symbols.as_ref()?;
        let target = table.lookup(self.ctx.ident_bytes_of(*name))?;
        let tbody = self.tree.get(root, *tb);
        let callable = ctx_interfaces(self.ctx, tbody, target)?.callable?;
        (callable.region)(self.ctx, tbody, target)?;
        Some((*tb, target))
    }

    /// Whether every caller of `callable` is a known call op.
    pub(crate) fn all_callers_known(&self, b: BodyIdx, callable: OpId) -> bool {
        !self.callers.get(&(b, callable)).is_some_and(|c| c.unknown)
    }

    /// The known live call sites of `callable`.
    pub(crate) fn call_sites(&self, b: BodyIdx, callable: OpId) -> &[(BodyIdx, OpId)] {
        self.callers
            .get(&(b, callable))
            .map(|c| c.sites.as_slice())
            .unwrap_or(&[])
    }

    /// Runs both analyses on `op` (held by `root`). Folding happens on the real ops, with
    /// any in-place change undone.
    pub(crate) fn run(ctx: &'c Context, root: &mut Body, op: OpId) -> Self {
        let tree = BodyTree::build(root, op);
        let mut a = ConstantAnalysis {
            ctx,
            tree,
            live_blocks: FxHashSet::default(),
            live_edges: FxHashSet::default(),
            values: FxHashMap::default(),
            callers: FxHashMap::default(),
            worklist: Vec::new(),
            queued: FxHashSet::default(),
            symbols: None,
            visited: FxHashSet::default(),
            late_folds: FxHashMap::default(),
        };
        a.init_symbols(root, op);
        let rb = a.tree.regions_body(0, op);
        let entries: Vec<BlockId> = {
            let inner = a.tree.get(root, rb);
            a.tree
                .get(root, 0)
                .regions(op)
                .iter()
                .filter_map(|&r| inner.blocks(r).first().copied())
                .collect()
        };
        for e in entries {
            a.mark_block_live(root, rb, e);
        }
        // Visit every op with control-flow meaning once, in order (MLIR's initialization).
        let mut init = Vec::new();
        for b in 0..a.tree.len() as BodyIdx {
            let body = a.tree.get(root, b);
            let regions: Vec<RegionId> = if b == 0 {
                if rb != 0 {
                    continue;
                }
                body.regions(op).to_vec()
            } else {
                let Some((pb, owner)) = a.tree.owners[b as usize] else {
                    continue;
                };
                a.tree.get(root, pb).regions(owner).to_vec()
            };
            for r in regions {
                for &blk in body.blocks(r) {
                    init.push(Item::BlockArgs(b, blk));
                    for t in body.block_ops(blk).collect::<Vec<_>>() {
                        init_order(body, b, t, &mut init);
                    }
                }
            }
        }
        // The initialization order replaces the entry pushes above (MLIR visits block
        // arguments just before the ops of their block).
        a.worklist.clear();
        a.queued.clear();
        for item in init.into_iter().rev() {
            a.push(item);
        }
        while let Some(item) = a.worklist.pop() {
            a.queued.remove(&item);
            match item {
                Item::Op(b, o) => a.visit_op(root, b, o),
                Item::BlockArgs(b, blk) => a.visit_block_args(root, b, blk),
            }
        }
        a
    }

    fn push(&mut self, item: Item) {
        if self.queued.insert(item) {
            self.worklist.push(item);
        }
    }

    /// Records which symbol callables may have unknown callers.
    fn init_symbols(&mut self, root: &Body, op: OpId) {
        let ctx = self.ctx;
        let top = self.tree.get(root, 0);
        let is_table = ctx
            .op_info(top.op(op).name)
            .is_some_and(|i| i.traits.symbol_table);
        // Callables not directly in the top symbol table are treated as having unknown
        // callers.
        let tb = self.tree.regions_body(0, op);
        let mut table_ops = FxHashSet::default();
        if is_table {
            let tbody = self.tree.get(root, tb);
            if let Some(&blk) = top
                .regions(op)
                .first()
                .and_then(|&r| tbody.blocks(r).first())
            {
                table_ops.extend(tbody.block_ops(blk));
            }
            self.symbols = Some((SymbolTable::build(ctx, top, op), tb));
        }
        let top_level = top.op_block(op).is_none();
        // The analysed op itself is called from outside, if it is callable.
        let mut unknown = vec![(0, op)];
        let mut refs = Vec::new();
        for b in 0..self.tree.len() as BodyIdx {
            let body = self.tree.get(root, b);
            let ops: Vec<OpId> = all_ops(body);
            for o in ops {
                let Some(ifaces) = ctx_interfaces(ctx, body, o) else {
                    continue;
                };
                if let Some(c) = ifaces.callable
                    && (c.region)(ctx, body, o).is_some()
                {
                    let in_table = b == tb && table_ops.contains(&o);
                    // Nested symbols' uses are all visible when the table is the top
                    // of the IR (MLIR's `walkSymbolTables` with all uses visible).
                    let visibility =
                        op_attr(ctx, body, o, "sym_visibility").map(|a| ctx.attr_data(a));
                    let hidden = match visibility {
                        Some(AttrData::String { value, .. }) => {
                            &**value == b"private" || (&**value == b"nested" && top_level)
                        }
                        _ => false,
                    };
                    let public = !hidden || symbol_name(ctx, body, o).is_none();
                    if !in_table || public {
                        unknown.push((b, o));
                    }
                }
                if ifaces.call.is_none() {
                    strata_ir::symbols::for_each_symbol_ref(ctx, body, o, |a| refs.push(a));
                }
            }
            // Unregistered ops may use symbols too.
            for o in all_ops(body) {
                if ctx.op_info(body.op(o).name).is_none() {
                    strata_ir::symbols::for_each_symbol_ref(ctx, body, o, |a| refs.push(a));
                }
            }
        }
        if let Some((table, tb)) = &self.symbols {
            for r in refs {
                if let AttrData::SymbolRef { root: name, .. } = ctx.attr_data(r)
                    && let Some(t) = table.lookup(ctx.ident_bytes_of(*name))
                {
                    unknown.push((*tb, t));
                }
            }
        }
        for key in unknown {
            self.callers.entry(key).or_default().unknown = true;
        }
    }

    fn mark_block_live(&mut self, root: &Body, b: BodyIdx, block: BlockId) {
        if self.live_blocks.insert((b, block)) {
            let body = self.tree.get(root, b);
            let ops: Vec<OpId> = body.block_ops(block).collect();
            self.push(Item::BlockArgs(b, block));
            for o in ops.into_iter().rev() {
                self.push(Item::Op(b, o));
            }
        }
    }

    fn mark_edge_live(&mut self, root: &Body, b: BodyIdx, from: BlockId, to: BlockId) {
        self.mark_block_live(root, b, to);
        if self.live_edges.insert((b, from, to)) {
            self.push(Item::BlockArgs(b, to));
        }
    }

    /// Joins `lat` into `v`'s lattice; on change, revisits its users.
    fn join(&mut self, root: &Body, b: BodyIdx, v: ValueId, lat: ConstLattice<'c>) {
        let old = self.lattice(b, v);
        let new = old.join(lat);
        if new != old {
            self.values.insert((b, v), new);
            let body = self.tree.get(root, b);
            let users: Vec<OpId> = body.uses(v).iter().map(|u| u.op).collect();
            for u in users {
                self.push(Item::Op(b, u));
            }
        }
    }

    /// The constants of `op`'s operands; `None` if one is still uninitialized.
    fn operand_constants(
        &self,
        body: &Body,
        b: BodyIdx,
        op: OpId,
    ) -> Option<Vec<Option<Attribute>>> {
        body.operands(op)
            .map(|v| match self.lattice(b, v) {
                ConstLattice::Uninit => None,
                ConstLattice::Const(a, _) => Some(Some(a)),
                ConstLattice::Overdefined => Some(None),
            })
            .collect()
    }

    fn visit_op(&mut self, root: &mut Body, b: BodyIdx, op: OpId) {
        let ctx = self.ctx;
        let first_visit = self.visited.insert((b, op));
        let body = self.tree.get(root, b);
        if body.is_erased(op) {
            return;
        }
        let Some(block) = body.op_block(op) else {
            return;
        };
        if !self.is_live(b, block) {
            return;
        }
        let info = ctx.op_info(body.op(op).name);
        let ifaces = info.map(|i| i.interfaces).unwrap_or_default();
        let num_regions = body.regions(op).len();
        // Calls: record the call site, compute the results from the callee's returns.
        if ifaces.call.is_some() {
            self.visit_call(root, b, op);
            return;
        }
        if num_regions > 0 {
            self.visit_region_op(root, b, op);
        }
        let body = self.tree.get(root, b);
        if body.successors(op).is_empty() && body.next_op(op).is_none() {
            self.visit_region_return(root, b, op);
        }
        let body = self.tree.get(root, b);
        if !body.successors(op).is_empty() {
            self.visit_branch(root, b, op);
            return;
        }
        if num_regions == 0 && body.num_results(op) > 0 {
            self.fold_op(root, b, op, first_visit);
        }
    }

    fn visit_call(&mut self, root: &mut Body, b: BodyIdx, op: OpId) {
        let target = self.resolve_call(root, b, op);
        let body = self.tree.get(root, b);
        let results: Vec<ValueId> = body.results(op).collect();
        let Some((cb, callee)) = target else {
            for r in results {
                self.join(root, b, r, ConstLattice::Overdefined);
            }
            return;
        };
        let entry = self.callers.entry((cb, callee)).or_default();
        if !entry.sites.contains(&(b, op)) {
            entry.sites.push((b, op));
            self.push(Item::Op(cb, callee));
        }
        // The callee's arguments follow this call's operands.
        let cbody = self.tree.get(root, cb);
        let inner = self.tree.regions_body(cb, callee);
        if let Some(&r) = cbody.regions(callee).first()
            && let Some(&e) = self.tree.get(root, inner).blocks(r).first()
        {
            self.push(Item::BlockArgs(inner, e));
        }
        // Results: the join of the operands of the callee's live returns.
        let cbody = self.tree.get(root, cb);
        let inner = self.tree.regions_body(cb, callee);
        let ibody = self.tree.get(root, inner);
        let mut joined = vec![ConstLattice::Uninit; results.len()];
        for &r in cbody.regions(callee) {
            for &blk in ibody.blocks(r) {
                if !self.is_live(inner, blk) {
                    continue;
                }
                let Some(term) = ibody.last_op(blk) else {
                    continue;
                };
                if !ibody.successors(term).is_empty() {
                    continue;
                }
                // A return the analysis can't see through (an unregistered terminator)
                // may return anything (MLIR's "not ReturnLike": unknown predecessors).
                let known_return = self
                    .ctx
                    .op_info(ibody.op(term).name)
                    .is_some_and(|i| i.traits.terminator);
                if !known_return {
                    joined.fill(ConstLattice::Overdefined);
                    break;
                }
                for (j, v) in joined.iter_mut().zip(ibody.operands(term)) {
                    *j = j.join(self.lattice(inner, v));
                }
            }
        }
        for (r, l) in results.into_iter().zip(joined) {
            self.join(root, b, r, l);
        }
    }

    fn visit_region_op(&mut self, root: &mut Body, b: BodyIdx, op: OpId) {
        let ctx = self.ctx;
        let body = self.tree.get(root, b);
        let ifaces = ctx_interfaces(ctx, body, op).unwrap_or_default();
        let inner = self.tree.regions_body(b, op);
        let regions: Vec<RegionId> = body.regions(op).to_vec();
        let entries: Vec<Option<BlockId>> = {
            let ib = self.tree.get(root, inner);
            regions
                .iter()
                .map(|&r| ib.blocks(r).first().copied())
                .collect()
        };
        if let Some(rb) = ifaces.region_branch {
            let Some(consts) = self.operand_constants(body, b, op) else {
                return;
            };
            let succs = (rb.successors)(ctx, body, op, RegionPoint::Parent, &consts);
            for s in succs {
                match s.to {
                    RegionPoint::Region(i) => {
                        if let Some(Some(e)) = entries.get(i) {
                            self.mark_block_live(root, inner, *e);
                            self.push(Item::BlockArgs(inner, *e));
                        }
                    }
                    RegionPoint::Parent => {}
                }
            }
            self.update_region_results(root, b, op);
        } else if ifaces.callable.is_some() {
            // A callable nobody calls (a private function without calls) never runs.
            let c = self.callers.get(&(b, op));
            if c.is_some_and(|c| c.unknown || !c.sites.is_empty()) {
                for e in entries.into_iter().flatten() {
                    self.mark_block_live(root, inner, e);
                    self.push(Item::BlockArgs(inner, e));
                }
            }
        } else {
            for e in entries.into_iter().flatten() {
                self.mark_block_live(root, inner, e);
            }
            let results: Vec<ValueId> = body.results(op).collect();
            for r in results {
                self.join(root, b, r, ConstLattice::Overdefined);
            }
        }
    }

    /// The successors of region control flow from `from` of region-branch op `op`, with
    /// the constant operands of `source` (the op itself or a terminator); `None` when an
    /// operand is still uninitialized.
    fn region_successors(
        &self,
        root: &Body,
        b: BodyIdx,
        op: OpId,
        from: RegionPoint,
        sb: BodyIdx,
        source: OpId,
    ) -> Option<Vec<RegionSuccessor>> {
        let body = self.tree.get(root, b);
        let rb = ctx_interfaces(self.ctx, body, op)?.region_branch?;
        let consts = self.operand_constants(self.tree.get(root, sb), sb, source)?;
        Some((rb.successors)(self.ctx, body, op, from, &consts))
    }

    /// The live terminators of the regions of `op` that end their region (no successors).
    fn region_returns(&self, root: &Body, b: BodyIdx, op: OpId) -> Vec<(usize, OpId)> {
        let body = self.tree.get(root, b);
        let inner = self.tree.regions_body(b, op);
        let ib = self.tree.get(root, inner);
        let mut out = Vec::new();
        for (i, &r) in body.regions(op).iter().enumerate() {
            for &blk in ib.blocks(r) {
                if !self.is_live(inner, blk) {
                    continue;
                }
                if let Some(t) = ib.last_op(blk)
                    && ib.successors(t).is_empty()
                    && ctx_interfaces(self.ctx, ib, t).is_some()
                {
                    out.push((i, t));
                }
            }
        }
        out
    }

    /// Values flowing into `target` of region-branch op `op`: for each predecessor, the
    /// forwarded lattices and the successor inputs. Unknown forwarding gives `None` lattices.
    fn region_inflows(
        &self,
        root: &Body,
        b: BodyIdx,
        op: OpId,
        target: RegionPoint,
    ) -> Vec<(Vec<ValueId>, Vec<ConstLattice<'c>>)> {
        let ctx = self.ctx;
        let body = self.tree.get(root, b);
        let inner = self.tree.regions_body(b, op);
        let ib = self.tree.get(root, inner);
        let Some(rb) = ctx_interfaces(ctx, body, op).and_then(|i| i.region_branch) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let block_live = body.op_block(op).is_some_and(|blk| self.is_live(b, blk));
        if block_live
            && let Some(succs) = self.region_successors(root, b, op, RegionPoint::Parent, b, op)
        {
            for s in succs.into_iter().filter(|s| s.to == target) {
                let range = (rb.entry_operands)(ctx, body, op, target);
                let ops: Vec<ValueId> = body.operands(op).collect();
                let lats = range_lattices(self, b, &ops, range, s.inputs.len());
                out.push((s.inputs, lats));
            }
        }
        for (i, t) in self.region_returns(root, b, op) {
            let Some(succs) = self.region_successors(root, b, op, RegionPoint::Region(i), inner, t)
            else {
                continue;
            };
            for s in succs.into_iter().filter(|s| s.to == target) {
                let ops: Vec<ValueId> = ib.operands(t).collect();
                let lats = match ctx_interfaces(ctx, ib, t).and_then(|i| i.terminator_operands) {
                    Some(f) => {
                        let range = f(ctx, ib, t, target);
                        range_lattices(self, inner, &ops, range, s.inputs.len())
                    }
                    None => vec![ConstLattice::Overdefined; s.inputs.len()],
                };
                out.push((s.inputs, lats));
            }
        }
        out
    }

    fn update_region_results(&mut self, root: &Body, b: BodyIdx, op: OpId) {
        let flows = self.region_inflows(root, b, op, RegionPoint::Parent);
        let body = self.tree.get(root, b);
        let results: Vec<ValueId> = body.results(op).collect();
        self.apply_inflows(root, b, &results, flows);
    }

    /// Joins the inflows into `targets`; targets that are not successor inputs become
    /// overdefined once anything flows in.
    fn apply_inflows(
        &mut self,
        root: &Body,
        b: BodyIdx,
        targets: &[ValueId],
        flows: Vec<(Vec<ValueId>, Vec<ConstLattice<'c>>)>,
    ) {
        for (inputs, lats) in flows {
            for &t in targets {
                if !inputs.contains(&t) {
                    self.join(root, b, t, ConstLattice::Overdefined);
                }
            }
            for (v, l) in inputs.into_iter().zip(lats) {
                if targets.contains(&v) {
                    self.join(root, b, v, l);
                }
            }
        }
    }

    fn visit_region_return(&mut self, root: &mut Body, b: BodyIdx, op: OpId) {
        let body = self.tree.get(root, b);
        let Some(region) = body.op_block(op).and_then(|blk| body.block_region(blk)) else {
            return;
        };
        let Some((pb, parent)) = self.tree.region_owner(body, b, region) else {
            return;
        };
        let pbody = self.tree.get(root, pb);
        let Some(ifaces) = ctx_interfaces(self.ctx, pbody, parent) else {
            return;
        };
        if ifaces.region_branch.is_some() {
            let Some(i) = region_index(pbody, parent, region) else {
                return;
            };
            let Some(succs) =
                self.region_successors(root, pb, parent, RegionPoint::Region(i), b, op)
            else {
                return;
            };
            let inner = self.tree.regions_body(pb, parent);
            let regions: Vec<RegionId> = pbody.regions(parent).to_vec();
            for s in succs {
                match s.to {
                    RegionPoint::Region(j) => {
                        let ib = self.tree.get(root, inner);
                        if let Some(&e) = regions.get(j).and_then(|&r| ib.blocks(r).first()) {
                            self.mark_block_live(root, inner, e);
                            self.push(Item::BlockArgs(inner, e));
                        }
                    }
                    RegionPoint::Parent => self.push(Item::Op(pb, parent)),
                }
            }
        } else if ifaces.callable.is_some() {
            let sites = self.call_sites(pb, parent).to_vec();
            for (sb, s) in sites {
                self.push(Item::Op(sb, s));
            }
        }
    }

    fn visit_branch(&mut self, root: &mut Body, b: BodyIdx, op: OpId) {
        let ctx = self.ctx;
        let body = self.tree.get(root, b);
        let Some(from) = body.op_block(op) else {
            return;
        };
        let succs: Vec<BlockId> = body.successors(op).iter().map(|s| s.block).collect();
        let info = ctx.op_info(body.op(op).name);
        let is_branch = info.is_some_and(|i| i.successor_operands.is_some());
        let chosen = if is_branch {
            let Some(consts) = self.operand_constants(body, b, op) else {
                return;
            };
            info.and_then(|i| i.interfaces.successor_for_operands)
                .and_then(|f| f(ctx, body, op, &consts))
        } else {
            None
        };
        match chosen {
            Some(i) => {
                if let Some(&s) = succs.get(i) {
                    self.mark_edge_live(root, b, from, s);
                    self.push(Item::BlockArgs(b, s));
                }
            }
            None => {
                for s in succs {
                    self.mark_edge_live(root, b, from, s);
                    self.push(Item::BlockArgs(b, s));
                }
            }
        }
    }

    fn visit_block_args(&mut self, root: &mut Body, b: BodyIdx, block: BlockId) {
        if !self.is_live(b, block) {
            return;
        }
        let ctx = self.ctx;
        let body = self.tree.get(root, b);
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        if args.is_empty() {
            return;
        }
        let Some(region) = body.block_region(block) else {
            return;
        };
        if body.blocks(region).first() == Some(&block) {
            let Some((pb, parent)) = self.tree.region_owner(body, b, region) else {
                // The top of the analysis: nothing is known of the entry values.
                for a in args {
                    self.join(root, b, a, ConstLattice::Overdefined);
                }
                return;
            };
            let pbody = self.tree.get(root, pb);
            let ifaces = ctx_interfaces(ctx, pbody, parent).unwrap_or_default();
            if ifaces.region_branch.is_some() {
                let Some(i) = region_index(pbody, parent, region) else {
                    return;
                };
                let flows = self.region_inflows(root, pb, parent, RegionPoint::Region(i));
                self.apply_inflows(root, b, &args, flows);
            } else if ifaces.callable.is_some() {
                if !self.all_callers_known(pb, parent) {
                    for a in args {
                        self.join(root, b, a, ConstLattice::Overdefined);
                    }
                    return;
                }
                let sites = self.call_sites(pb, parent).to_vec();
                for (sb, s) in sites {
                    let sbody = self.tree.get(root, sb);
                    let range = ctx_interfaces(ctx, sbody, s)
                        .and_then(|i| i.call)
                        .map(|c| (c.arg_operands)(ctx, sbody, s))
                        .unwrap_or(0..0);
                    let operands: Vec<ValueId> = sbody.operands(s).collect();
                    let lats = range_lattices(self, sb, &operands, range, args.len());
                    for (&a, l) in args.iter().zip(lats) {
                        self.join(root, b, a, l);
                    }
                }
            } else {
                for a in args {
                    self.join(root, b, a, ConstLattice::Overdefined);
                }
            }
            return;
        }
        // A non-entry block: the operands its live predecessors forward.
        let preds: Vec<BlockId> = body
            .blocks(region)
            .iter()
            .copied()
            .filter(|&p| self.is_edge_live(b, p, block))
            .collect();
        for p in preds {
            let body = self.tree.get(root, b);
            let Some(term) = body.last_op(p) else {
                continue;
            };
            let is_branch = ctx
                .op_info(body.op(term).name)
                .is_some_and(|i| i.successor_operands.is_some());
            let mut joins = Vec::new();
            if is_branch {
                let nso = body.num_non_successor_operands(term);
                let mut start = nso;
                for s in body.successors(term) {
                    let n = s.num_operands as usize;
                    if s.block == block {
                        for (k, &a) in args.iter().enumerate() {
                            let l = if k < n {
                                self.lattice(b, body.operand(term, start + k))
                            } else {
                                ConstLattice::Overdefined
                            };
                            joins.push((a, l));
                        }
                    }
                    start += n;
                }
            } else {
                joins.extend(args.iter().map(|&a| (a, ConstLattice::Overdefined)));
            }
            for (a, l) in joins {
                self.join(root, b, a, l);
            }
        }
    }

    /// Evaluates a region-free op with its fold hook (MLIR's `SparseConstantPropagation`).
    fn fold_op(&mut self, root: &mut Body, b: BodyIdx, op: OpId, first_visit: bool) {
        let ctx = self.ctx;
        let body = self.tree.get(root, b);
        let Some(consts) = self.operand_constants(body, b, op) else {
            return;
        };
        let results: Vec<ValueId> = body.results(op).collect();
        let info = ctx.op_info(body.op(op).name);
        let Some(fold) = info.and_then(|i| i.fold) else {
            for r in results {
                self.join(root, b, r, ConstLattice::Overdefined);
            }
            return;
        };
        let dialect = ctx.op_name_data(body.op(op).name).dialect();
        let saved_props = body.op(op).properties;
        let saved_attrs = body.op(op).attributes;
        let saved_operands: Vec<ValueId> = body.operands(op).collect();
        let body_mut = self.tree.get_mut(root, b);
        let folded = fold(ctx, body_mut, op, &consts);
        let in_place = match &folded {
            Some(r) => {
                r.is_empty()
                    || r.len() != results.len()
                    || r.iter()
                        .zip(&results)
                        .any(|(f, &o)| *f == FoldResult::Value(o))
            }
            None => false,
        };
        if !in_place
            && !first_visit
            && folded.is_some()
            && !body_mut.operands(op).eq(saved_operands.iter().copied())
        {
            self.late_folds
                .entry((b, op))
                .or_default()
                .extend(saved_operands.iter().copied());
        }
        if in_place {
            body_mut.op_mut(op).properties = saved_props;
            body_mut.op_mut(op).attributes = saved_attrs;
            // The fold may have changed the operand list's length too (e.g. constant
            // dynamic indices made static): put the whole original list back.
            if !body_mut.operands(op).eq(saved_operands.iter().copied()) {
                body_mut.set_operands(op, &saved_operands);
            }
        }
        let root_ref: &Body = root;
        match folded {
            Some(fr) if !in_place => {
                for (r, f) in results.into_iter().zip(fr) {
                    let l = match f {
                        FoldResult::Attr(a) => ConstLattice::Const(a, dialect),
                        FoldResult::Value(v) => self.lattice(b, v),
                    };
                    self.join(root_ref, b, r, l);
                }
            }
            _ => {
                for r in results {
                    self.join(root_ref, b, r, ConstLattice::Overdefined);
                }
            }
        }
    }
}

/// MLIR's initialization order below `op` (in body `b`): the op, then for each block of
/// its regions (held by `body`), the block's arguments and its ops, recursively.
fn init_order(body: &Body, b: BodyIdx, op: OpId, out: &mut Vec<Item>) {
    out.push(Item::Op(b, op));
    if body.child_body(op).is_some() {
        return;
    }
    for &r in body.regions(op) {
        for &blk in body.blocks(r) {
            out.push(Item::BlockArgs(b, blk));
            for o in body.block_ops(blk).collect::<Vec<_>>() {
                init_order(body, b, o, out);
            }
        }
    }
}

/// The lattices of `operands[range]`, padded with overdefined values to `n`.
fn range_lattices<'c>(
    a: &ConstantAnalysis<'c>,
    b: BodyIdx,
    operands: &[ValueId],
    range: std::ops::Range<usize>,
    n: usize,
) -> Vec<ConstLattice<'c>> {
    let mut out: Vec<ConstLattice<'c>> = operands
        .get(range)
        .unwrap_or(&[])
        .iter()
        .map(|&v| a.lattice(b, v))
        .collect();
    out.resize(n, ConstLattice::Overdefined);
    out.truncate(n);
    out
}

/// The interfaces of `op`'s kind, if registered.
pub(crate) fn ctx_interfaces(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<strata_ir::interfaces::Interfaces> {
    ctx.op_info(body.op(op).name).map(|i| i.interfaces)
}

/// Every op of `body`'s top-level regions and below (not entering child bodies).
fn all_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for i in 0..body.op_capacity() {
        let o = OpId(i as u32);
        if !body.is_erased(o) && body.op_block(o).is_some() {
            out.push(o);
        }
    }
    out
}
