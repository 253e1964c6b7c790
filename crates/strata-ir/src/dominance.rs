//! Dominance over the blocks and operations of one [`Body`]: lazily built per-region
//! dominator trees (Cooper–Harvey–Kennedy) and MLIR's hierarchical `properlyDominates`.
//!
//! Semantics follow MLIR 22:
//! - Multi-block regions always have SSA dominance. A single-block region has it unless
//!   its owner is unregistered or registered with [`Traits::graph_regions`]; a region
//!   without owner has it.
//! - Blocks unreachable from their region's entry are dominated by every block and
//!   dominate only unreachable blocks (LLVM's convention).
//! - A query between entities of different regions first moves the later one up to its
//!   ancestor in the earlier one's region ("a def dominates a use nested in an op it
//!   dominates").
//!
//! The regions of an isolated-from-above operation live in its child body; that
//! operation (the body's *owner*, outside the body) is given by name to
//! [`DominanceInfo::new`] so the kind of the body's top-level regions is known.
//!
//! [`Traits::graph_regions`]: crate::registry::Traits::graph_regions

use std::cell::{Cell, OnceCell};

use crate::context::{Context, OpName};
use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};

/// Sentinel: not computed yet.
const UNKNOWN: u32 = u32::MAX;
/// Sentinel: none (no owner, unreachable, no immediate dominator).
const NONE: u32 = u32::MAX - 1;

/// Per-block dominator tree data, filled region by region.
struct DomData {
    /// Preorder number in the region's dominator tree; `UNKNOWN` before the region is
    /// computed, `NONE` for unreachable blocks.
    pre: Box<[Cell<u32>]>,
    /// Largest preorder number in the block's dominator subtree.
    last: Box<[Cell<u32>]>,
    /// Immediate dominator (`NONE` for entry and unreachable blocks).
    idom: Box<[Cell<u32>]>,
}

/// Op positions within blocks, numbered a whole block at a time on first need.
struct Positions {
    pos: Box<[Cell<u32>]>,
    numbered: Box<[Cell<bool>]>,
}

/// Dominance queries over one body. Cheap to create; everything is computed lazily and
/// cached, so it must not outlive changes to the body (the borrow guarantees that).
pub struct DominanceInfo<'a> {
    ctx: &'a Context,
    body: &'a Body,
    owner: Option<OpName>,
    /// Per block: the op of this body owning the block's region (`NONE`: top-level
    /// region or detached), `UNKNOWN` before first use.
    block_owner: Box<[Cell<u32>]>,
    /// Per block: 0 unknown, 1 region without SSA dominance, 2 with.
    block_ssa: Box<[Cell<u8>]>,
    dom: OnceCell<DomData>,
    positions: OnceCell<Positions>,
}

/// The op of `body` owning `region`, if the region belongs to a (non-isolated) op of
/// `body`; `None` for the body's top-level regions (owned by the isolated op outside)
/// and detached regions.
pub(crate) fn find_region_owner(body: &Body, region: RegionId) -> Option<OpId> {
    body.region_parent(region)
}

fn cells(n: usize, v: u32) -> Box<[Cell<u32>]> {
    (0..n).map(|_| Cell::new(v)).collect()
}

impl<'a> DominanceInfo<'a> {
    /// Dominance over `body`. `owner` names the operation owning the body's top-level
    /// regions (the isolated op whose child body this is), or `None` when unknown or
    /// absent: top-level single-block regions then count as having SSA dominance.
    pub fn new(ctx: &'a Context, body: &'a Body, owner: Option<OpName>) -> Self {
        let n = body.block_capacity();
        DominanceInfo {
            ctx,
            body,
            owner,
            block_owner: cells(n, UNKNOWN),
            block_ssa: (0..n).map(|_| Cell::new(0)).collect(),
            dom: OnceCell::new(),
            positions: OnceCell::new(),
        }
    }

    /// The body these queries are about.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The op of this body owning the region that holds `block` (`None` for top-level
    /// regions and detached blocks).
    pub fn block_owner(&self, block: BlockId) -> Option<OpId> {
        let cell = &self.block_owner[block.index()];
        let mut v = cell.get();
        if v == UNKNOWN {
            v = self
                .body
                .block_region(block)
                .and_then(|r| find_region_owner(self.body, r))
                .map_or(NONE, |o| o.0);
            cell.set(v);
        }
        (v != NONE).then_some(OpId(v))
    }

    /// The op of this body owning `region` (`None` for top-level and detached regions).
    pub fn region_owner(&self, region: RegionId) -> Option<OpId> {
        match self.body.blocks(region).first() {
            Some(&b) => self.block_owner(b),
            None => find_region_owner(self.body, region),
        }
    }

    /// The region enclosing `region` within this body.
    pub fn parent_region(&self, region: RegionId) -> Option<RegionId> {
        let op = self.region_owner(region)?;
        self.body.block_region(self.body.op_block(op)?)
    }

    /// Whether `a` strictly contains `b` (through nested operations).
    pub fn is_proper_ancestor(&self, a: RegionId, b: RegionId) -> bool {
        let mut cur = b;
        while let Some(p) = self.parent_region(cur) {
            if p == a {
                return true;
            }
            cur = p;
        }
        false
    }

    /// Whether the region holding `block` requires defs to dominate uses (see the module
    /// docs).
    pub fn has_ssa_dominance(&self, block: BlockId) -> bool {
        let cell = &self.block_ssa[block.index()];
        match cell.get() {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let ssa = self.compute_ssa(block);
        cell.set(if ssa { 2 } else { 1 });
        ssa
    }

    fn compute_ssa(&self, block: BlockId) -> bool {
        let Some(region) = self.body.block_region(block) else {
            return true;
        };
        if self.body.blocks(region).len() != 1 {
            return true;
        }
        let name = match self.block_owner(block) {
            Some(op) => self.body.op(op).name,
            None => match self.owner {
                Some(name) => name,
                None => return true,
            },
        };
        match self.ctx.op_info(name) {
            Some(info) => !info.traits.graph_regions,
            None => false,
        }
    }

    /// The ancestor of `op` (possibly `op` itself) whose block is in `region`.
    pub fn find_ancestor_op_in_region(&self, region: RegionId, mut op: OpId) -> Option<OpId> {
        loop {
            let block = self.body.op_block(op)?;
            if self.body.block_region(block) == Some(region) {
                return Some(op);
            }
            op = self.block_owner(block)?;
        }
    }

    /// The ancestor of `block` (possibly `block` itself) in `region`.
    pub fn find_ancestor_block_in_region(
        &self,
        region: RegionId,
        mut block: BlockId,
    ) -> Option<BlockId> {
        loop {
            if self.body.block_region(block) == Some(region) {
                return Some(block);
            }
            block = self.body.op_block(self.block_owner(block)?)?;
        }
    }

    // ---- positions ----

    /// Whether `a` comes before `b`; both must be in the same block (else `false`).
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let Some(block) = self.body.op_block(a) else {
            return false;
        };
        if self.body.op_block(b) != Some(block) {
            return false;
        }
        let p = self.positions.get_or_init(|| Positions {
            pos: cells(self.body.op_capacity(), 0),
            numbered: (0..self.body.block_capacity())
                .map(|_| Cell::new(false))
                .collect(),
        });
        if !p.numbered[block.index()].get() {
            for (i, op) in self.body.block_ops(block).enumerate() {
                p.pos[op.index()].set(i as u32);
            }
            p.numbered[block.index()].set(true);
        }
        p.pos[a.index()].get() < p.pos[b.index()].get()
    }

    // ---- block dominance ----

    fn dom_data(&self) -> &DomData {
        self.dom.get_or_init(|| {
            let n = self.body.block_capacity();
            DomData {
                pre: cells(n, UNKNOWN),
                last: cells(n, 0),
                idom: cells(n, NONE),
            }
        })
    }

    /// Dominator data for `block`, computing its region's tree if needed; `None` when
    /// `block` is unreachable.
    fn tree_pos(&self, block: BlockId) -> Option<(u32, u32)> {
        let d = self.dom_data();
        if d.pre[block.index()].get() == UNKNOWN {
            match self.body.block_region(block) {
                Some(r) => self.compute_tree(r, d),
                None => d.pre[block.index()].set(NONE),
            }
        }
        let pre = d.pre[block.index()].get();
        (pre != NONE).then(|| (pre, d.last[block.index()].get()))
    }

    /// Whether `block` is reachable from the entry of its region.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        match self.body.block_region(block) {
            Some(r) if self.body.blocks(r).first() == Some(&block) => true,
            Some(_) => self.tree_pos(block).is_some(),
            None => false,
        }
    }

    /// The immediate dominator of `block` within its region (`None` for the entry block
    /// and unreachable blocks).
    pub fn immediate_dominator(&self, block: BlockId) -> Option<BlockId> {
        self.tree_pos(block)?;
        let v = self.dom_data().idom[block.index()].get();
        (v != NONE).then_some(BlockId(v))
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates_block(&self, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates_block(a, b)
    }

    /// Whether `a` properly dominates `b`; `b` may be nested in an op of `a`'s region.
    /// In a graph region a block properly dominates itself.
    pub fn properly_dominates_block(&self, a: BlockId, mut b: BlockId) -> bool {
        if a == b {
            return !self.has_ssa_dominance(a);
        }
        let Some(region) = self.body.block_region(a) else {
            return false;
        };
        if self.body.block_region(b) != Some(region) {
            match self.find_ancestor_block_in_region(region, b) {
                Some(anc) if anc == a => return true,
                Some(anc) => b = anc,
                None => return false,
            }
        }
        self.tree_properly_dominates(a, b)
    }

    /// Two different blocks of one region.
    fn tree_properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        let Some((pb, _)) = self.tree_pos(b) else {
            return true;
        };
        let Some((pa, la)) = self.tree_pos(a) else {
            return false;
        };
        pa < pb && pb <= la
    }

    // ---- operation and value dominance ----

    /// Whether op `a` properly dominates op `b`. With `enclosing_ok`, an op also dominates
    /// the ops nested in its regions.
    pub fn properly_dominates_op(&self, a: OpId, mut b: OpId, enclosing_ok: bool) -> bool {
        let (Some(a_block), Some(mut b_block)) = (self.body.op_block(a), self.body.op_block(b))
        else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(a_block);
        }
        let a_region = self.body.block_region(a_block);
        if a_region != self.body.block_region(b_block) {
            let Some(region) = a_region else { return false };
            let Some(anc) = self.find_ancestor_op_in_region(region, b) else {
                return false;
            };
            if anc == a && enclosing_ok {
                return true;
            }
            b = anc;
            b_block = match self.body.op_block(b) {
                Some(bl) => bl,
                None => return false,
            };
        }
        if a_block == b_block {
            if !self.has_ssa_dominance(a_block) {
                return true;
            }
            return self.is_before_in_block(a, b);
        }
        self.tree_properly_dominates(a_block, b_block)
    }

    /// Whether op `a` dominates op `b` (itself, or properly, enclosing included).
    pub fn dominates_op(&self, a: OpId, b: OpId) -> bool {
        a == b || self.properly_dominates_op(a, b, true)
    }

    /// Whether `value` is available at `user`: a block argument dominates the ops of its
    /// block and everything they dominate; a result must properly dominate `user` and not
    /// enclose it.
    pub fn properly_dominates_value(&self, value: ValueId, user: OpId) -> bool {
        match self.body.value(value).def {
            ValueDef::BlockArg { block, .. } => match self.body.op_block(user) {
                Some(ub) => self.dominates_block(block, ub),
                None => false,
            },
            ValueDef::Result { op, .. } => self.properly_dominates_op(op, user, false),
            ValueDef::Detached => false,
        }
    }

    /// Like [`Self::properly_dominates_value`], but a result also dominates its own op.
    pub fn dominates_value(&self, value: ValueId, user: OpId) -> bool {
        matches!(self.body.value(value).def, ValueDef::Result { op, .. } if op == user)
            || self.properly_dominates_value(value, user)
    }

    // ---- construction ----

    /// The successors of `block` that lie in `region` (MLIR: only the last op of a block
    /// of a multi-block region has successors).
    fn successors_in(
        &self,
        region: RegionId,
        block: BlockId,
    ) -> impl Iterator<Item = BlockId> + '_ {
        let body = self.body;
        let cap = body.block_capacity();
        body.last_op(block)
            .into_iter()
            .flat_map(move |op| body.successors(op).iter())
            .map(|s| s.block)
            .filter(move |&s| s.index() < cap && body.block_region(s) == Some(region))
    }

    /// Builds the dominator tree of `region` (Cooper, Harvey, Kennedy: "A Simple, Fast
    /// Dominance Algorithm") and records preorder intervals for O(1) queries.
    fn compute_tree(&self, region: RegionId, d: &DomData) {
        let blocks = self.body.blocks(region);
        let n = blocks.len();
        // Local index of each block, kept in `idom` until the end.
        for (i, &b) in blocks.iter().enumerate() {
            d.idom[b.index()].set(i as u32);
            d.pre[b.index()].set(NONE);
        }
        if n == 0 {
            return;
        }
        let local = |b: BlockId| d.idom[b.index()].get() as usize;
        // Successors by local index, as CSR.
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succs: Vec<u32> = Vec::with_capacity(n);
        for &b in blocks {
            succ_start.push(succs.len() as u32);
            succs.extend(self.successors_in(region, b).map(|s| local(s) as u32));
        }
        succ_start.push(succs.len() as u32);
        // Iterative DFS from the entry: postorder.
        let mut visited = vec![false; n];
        let mut postorder: Vec<u32> = Vec::with_capacity(n);
        let mut stack: Vec<(u32, u32)> = vec![(0, succ_start[0])];
        visited[0] = true;
        while let Some(top) = stack.last_mut() {
            let (u, next) = *top;
            if next < succ_start[u as usize + 1] {
                top.1 += 1;
                let s = succs[next as usize] as usize;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s as u32, succ_start[s]));
                }
            } else {
                postorder.push(u);
                stack.pop();
            }
        }
        let m = postorder.len();
        // Reverse postorder numbering: rpo[local] = number, order[number] = local.
        let mut rpo = vec![NONE; n];
        let order: Vec<u32> = postorder.iter().rev().copied().collect();
        for (k, &u) in order.iter().enumerate() {
            rpo[u as usize] = k as u32;
        }
        // Predecessors (in rpo numbers) of reachable blocks, as CSR.
        let mut pred_start = vec![0u32; m + 1];
        for &u in &order {
            for &s in &succs[succ_start[u as usize] as usize..succ_start[u as usize + 1] as usize] {
                pred_start[rpo[s as usize] as usize + 1] += 1;
            }
        }
        for k in 0..m {
            pred_start[k + 1] += pred_start[k];
        }
        let mut fill = pred_start.clone();
        let mut preds = vec![0u32; pred_start[m] as usize];
        for (k, &u) in order.iter().enumerate() {
            for &s in &succs[succ_start[u as usize] as usize..succ_start[u as usize + 1] as usize] {
                let t = rpo[s as usize] as usize;
                preds[fill[t] as usize] = k as u32;
                fill[t] += 1;
            }
        }
        // Iterate to the fixed point.
        let mut idom = vec![NONE; m];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for v in 1..m {
                let mut new = NONE;
                for &p in &preds[pred_start[v] as usize..pred_start[v + 1] as usize] {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != NONE && idom[v] != new {
                    idom[v] = new;
                    changed = true;
                }
            }
        }
        // Children lists (CSR) and an iterative preorder walk for intervals.
        let mut child_start = vec![0u32; m + 1];
        for &p in &idom[1..] {
            child_start[p as usize + 1] += 1;
        }
        for k in 0..m {
            child_start[k + 1] += child_start[k];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0u32; m.saturating_sub(1)];
        for (v, &p) in idom.iter().enumerate().skip(1) {
            children[fill[p as usize] as usize] = v as u32;
            fill[p as usize] += 1;
        }
        let mut pre = vec![0u32; m];
        let mut last = vec![0u32; m];
        let mut counter = 0u32;
        let mut walk: Vec<(u32, u32)> = vec![(0, child_start[0])];
        pre[0] = 0;
        while let Some(top) = walk.last_mut() {
            let (v, next) = *top;
            if next < child_start[v as usize + 1] {
                top.1 += 1;
                let c = children[next as usize];
                counter += 1;
                pre[c as usize] = counter;
                walk.push((c, child_start[c as usize]));
            } else {
                last[v as usize] = counter;
                walk.pop();
            }
        }
        // Publish (this overwrites the local indices kept in `idom`).
        for &b in blocks {
            d.idom[b.index()].set(NONE);
        }
        for (k, &u) in order.iter().enumerate() {
            let b = blocks[u as usize];
            d.pre[b.index()].set(pre[k]);
            d.last[b.index()].set(last[k]);
            if k != 0 {
                d.idom[b.index()].set(blocks[order[idom[k] as usize] as usize].0);
            }
        }
    }
}

/// Nearest common dominator of two rpo numbers in the partial tree `idom`.
fn intersect(idom: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize];
        }
        while b > a {
            b = idom[b as usize];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{OperationState, Successor};
    use crate::registry::{OpInfo, Traits};

    fn state(ctx: &Context, name: &str, operands: Vec<ValueId>, results: usize) -> OperationState {
        OperationState {
            name: ctx.op_name(name),
            loc: ctx.unknown_loc(),
            operands,
            result_types: vec![ctx.builtin_types().i32; results],
            successors: vec![],
            regions: vec![],
            properties: None,
            attributes: ctx.empty_dictionary(),
            child_body: None,
        }
    }

    /// A region of `n` blocks; block `i` ends in a branch to each of `edges[i]`.
    fn cfg(ctx: &Context, body: &mut Body, edges: &[&[usize]]) -> (RegionId, Vec<BlockId>) {
        let region = body.new_region();
        let blocks: Vec<BlockId> = edges.iter().map(|_| body.new_block()).collect();
        for &b in &blocks {
            body.append_block(region, b);
        }
        for (i, targets) in edges.iter().enumerate() {
            let mut st = state(ctx, "t.br", vec![], 0);
            st.successors = targets
                .iter()
                .map(|&t| Successor {
                    block: blocks[t],
                    num_operands: 0,
                })
                .collect();
            let op = body.create_op(st);
            body.append_op(blocks[i], op);
        }
        (region, blocks)
    }

    #[test]
    fn dominator_tree_of_diamond_loop_and_unreachable() {
        let ctx = Context::new();
        let mut body = Body::new();
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 4, 1; 4 -> (); 5 -> 3 (unreachable)
        let (_, b) = cfg(&ctx, &mut body, &[&[1, 2], &[3], &[3], &[4, 1], &[], &[3]]);
        let dom = DominanceInfo::new(&ctx, &body, None);
        assert_eq!(dom.immediate_dominator(b[0]), None);
        assert_eq!(dom.immediate_dominator(b[1]), Some(b[0]));
        assert_eq!(dom.immediate_dominator(b[2]), Some(b[0]));
        assert_eq!(dom.immediate_dominator(b[3]), Some(b[0]));
        assert_eq!(dom.immediate_dominator(b[4]), Some(b[3]));
        assert_eq!(dom.immediate_dominator(b[5]), None);
        assert!(dom.is_reachable(b[4]));
        assert!(!dom.is_reachable(b[5]));
        assert!(dom.properly_dominates_block(b[0], b[4]));
        assert!(dom.properly_dominates_block(b[3], b[4]));
        assert!(!dom.properly_dominates_block(b[1], b[3]));
        assert!(!dom.properly_dominates_block(b[4], b[3]));
        assert!(!dom.properly_dominates_block(b[3], b[3]));
        assert!(dom.dominates_block(b[3], b[3]));
        // Unreachable blocks are dominated by everything and dominate nothing reachable.
        assert!(dom.properly_dominates_block(b[4], b[5]));
        assert!(!dom.properly_dominates_block(b[5], b[3]));
    }

    #[test]
    fn long_chain_is_not_quadratic_and_is_correct() {
        let ctx = Context::new();
        let mut body = Body::new();
        let n = 20_000;
        let edges: Vec<Vec<usize>> = (0..n)
            .map(|i| if i + 1 < n { vec![i + 1] } else { vec![] })
            .collect();
        let refs: Vec<&[usize]> = edges.iter().map(|e| e.as_slice()).collect();
        let (_, b) = cfg(&ctx, &mut body, &refs);
        let dom = DominanceInfo::new(&ctx, &body, None);
        for i in 1..n {
            assert!(dom.properly_dominates_block(b[i - 1], b[i]));
            assert!(dom.properly_dominates_block(b[0], b[i]));
        }
        assert!(!dom.properly_dominates_block(b[n - 1], b[0]));
    }

    #[test]
    fn ops_values_and_region_kinds() {
        let ctx = Context::new();
        ctx.register_op(OpInfo {
            name: "t.graph",
            traits: Traits {
                graph_regions: true,
                ..Traits::default()
            },
            verify: None,
            inherent_attrs: &[],
            ..Default::default()
        });
        ctx.register_op(OpInfo {
            name: "t.ssa",
            traits: Traits::default(),
            verify: None,
            inherent_attrs: &[],
            ..Default::default()
        });
        let mut body = Body::new();
        let top = body.new_region();
        let entry = body.new_block();
        body.append_block(top, entry);
        let arg = body.add_block_arg(entry, ctx.builtin_types().i32, ctx.unknown_loc());
        let a = body.create_op(state(&ctx, "t.a", vec![arg], 1));
        body.append_op(entry, a);
        // An op with a nested region using `a`'s result.
        let inner = body.new_region();
        let inner_block = body.new_block();
        body.append_block(inner, inner_block);
        let use_a = body.create_op(state(&ctx, "t.use", vec![body.result(a, 0)], 0));
        body.append_op(inner_block, use_a);
        let mut st = state(&ctx, "t.graph", vec![], 1);
        st.regions = vec![inner];
        let holder = body.create_op(st);
        body.append_op(entry, holder);
        let later = body.create_op(state(&ctx, "t.b", vec![], 1));
        body.append_op(entry, later);

        // Top-level single-block region: SSA when the owner is unknown or `t.ssa`.
        let dom = DominanceInfo::new(&ctx, &body, None);
        assert!(dom.has_ssa_dominance(entry));
        assert!(!dom.has_ssa_dominance(inner_block));
        assert_eq!(dom.block_owner(inner_block), Some(holder));
        assert_eq!(dom.block_owner(entry), None);
        assert!(dom.is_proper_ancestor(top, inner));
        assert!(!dom.is_proper_ancestor(inner, top));
        assert!(dom.properly_dominates_value(body.result(a, 0), use_a));
        assert!(dom.properly_dominates_value(arg, a));
        assert!(dom.properly_dominates_value(arg, use_a));
        assert!(!dom.properly_dominates_value(body.result(later, 0), use_a));
        assert!(!dom.properly_dominates_value(body.result(later, 0), a));
        assert!(!dom.properly_dominates_value(body.result(holder, 0), use_a));
        assert!(dom.properly_dominates_op(holder, use_a, true));
        assert!(dom.dominates_value(body.result(a, 0), a));
        assert!(!dom.properly_dominates_value(body.result(a, 0), a));
        assert!(dom.is_before_in_block(a, later));
        assert!(!dom.is_before_in_block(later, a));

        // Under a graph-region owner, order in the top block does not matter.
        let dom = DominanceInfo::new(&ctx, &body, Some(ctx.op_name("t.graph")));
        assert!(!dom.has_ssa_dominance(entry));
        assert!(dom.properly_dominates_value(body.result(later, 0), a));
        assert!(dom.properly_dominates_value(body.result(a, 0), a));
        // Unregistered owners may be graph regions too; registered ones default to SSA.
        let dom = DominanceInfo::new(&ctx, &body, Some(ctx.op_name("t.unknown")));
        assert!(!dom.has_ssa_dominance(entry));
        let dom = DominanceInfo::new(&ctx, &body, Some(ctx.op_name("t.ssa")));
        assert!(dom.has_ssa_dominance(entry));
    }
}
