//! The control-flow graph of one `llvm.func` body as the JIT's translation needs it:
//! reverse post-order, immediate dominators (Cooper–Harvey–Kennedy), natural loops, and
//! the loop headers that can be *rotated* — entered and continued through a copy of their
//! exit test instead of a jump back to them.
//!
//! Rotation turns the shape `lowering scf.for to cf` produces,
//!
//! ```text
//!   ^pre:  br ^H(init)                  ^H(%iv): %c = icmp ..; cond_br %c, ^B, ^X
//!   ^latch: br ^H(%next)
//! ```
//!
//! into `^pre: cond_br (test init), ^B(init), ^X(init)` and `^latch: cond_br (test next),
//! ^B(next), ^X(next)`: one branch per iteration instead of two. `^H`'s arguments become
//! arguments of `^B` and `^X`, which is valid when every use of them outside `^H` is
//! dominated by one of the two.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::Context;
use strata_ir::ir::{BlockId, Body, OpId, ValueDef, ValueId};

/// Ops a rotated header may hold besides its `llvm.cond_br` (pure, cheap to duplicate).
const DUPLICABLE: &[&str] = &[
    "llvm.icmp",
    "llvm.fcmp",
    "llvm.add",
    "llvm.sub",
    "llvm.mul",
    "llvm.and",
    "llvm.or",
    "llvm.xor",
    "llvm.shl",
    "llvm.mlir.constant",
    "llvm.extractvalue",
    "llvm.sext",
    "llvm.zext",
    "llvm.trunc",
];

/// The most ops (terminator included) a rotated header may hold.
const MAX_HEADER_OPS: usize = 6;

/// A loop header translated as copies of its exit test.
#[derive(Debug)]
pub(crate) struct Rotated {
    /// The header's `llvm.cond_br`.
    pub(crate) branch: OpId,
    /// The successors of that branch: taken (in the loop) and not taken.
    pub(crate) succs: [BlockId; 2],
    /// For each successor, the header's arguments it receives as extra arguments.
    pub(crate) carried: [Vec<ValueId>; 2],
}

/// The analyses of one function body.
pub(crate) struct Cfg {
    /// Blocks reachable from the entry, in reverse post-order.
    pub(crate) order: Vec<BlockId>,
    index: FxHashMap<BlockId, usize>,
    idom: Vec<usize>,
    /// Innermost loop (by its header's index) of each block.
    loop_of: Vec<Option<usize>>,
    /// Parent loop of each loop header.
    loop_parent: FxHashMap<usize, usize>,
    /// Dominator-tree children, in reverse post-order.
    children: Vec<Vec<usize>>,
    /// Rotated headers.
    pub(crate) rotated: FxHashMap<BlockId, Rotated>,
    /// Extra arguments of blocks that follow a rotated header: `(header, successor index)`.
    pub(crate) carried_into: FxHashMap<BlockId, (BlockId, usize)>,
}

fn succs(body: &Body, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
    body.last_op(b)
        .map(|t| body.successors(t))
        .unwrap_or(&[])
        .iter()
        .map(|s| s.block)
}

impl Cfg {
    /// Analyses the body whose blocks are `blocks` (the entry first).
    pub(crate) fn new(ctx: &Context, body: &Body, blocks: &[BlockId]) -> Cfg {
        let order = rpo(body, blocks);
        let index: FxHashMap<BlockId, usize> =
            order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let n = order.len();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, &b) in order.iter().enumerate() {
            for s in succs(body, b) {
                if let Some(&j) = index.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        // Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm".
        const NONE: usize = usize::MAX;
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let mut new = NONE;
                for &p in &preds[i] {
                    if idom[p] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        let (mut a, mut b) = (p, new);
                        while a != b {
                            while a > b {
                                a = idom[a];
                            }
                            while b > a {
                                b = idom[b];
                            }
                        }
                        a
                    };
                }
                if new != idom[i] {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        let mut children = vec![Vec::new(); n];
        for i in 1..n {
            children[idom[i]].push(i);
        }
        let mut cfg = Cfg {
            order,
            index,
            idom,
            loop_of: vec![None; n],
            loop_parent: FxHashMap::default(),
            children,
            rotated: FxHashMap::default(),
            carried_into: FxHashMap::default(),
        };
        cfg.find_loops(&preds);
        cfg.find_rotations(ctx, body, &preds);
        cfg
    }

    /// Whether block `a` dominates block `b` (indices).
    fn dominates(&self, a: usize, mut b: usize) -> bool {
        loop {
            if a == b {
                return true;
            }
            if b == 0 {
                return false;
            }
            b = self.idom[b];
        }
    }

    fn find_loops(&mut self, preds: &[Vec<usize>]) {
        // Inner loops first: their headers come later in reverse post-order.
        for h in (0..self.order.len()).rev() {
            let latches: Vec<usize> = preds[h]
                .iter()
                .copied()
                .filter(|&p| self.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut stack = latches;
            let mut seen = FxHashSet::default();
            seen.insert(h);
            if self.loop_of[h].is_none() {
                self.loop_of[h] = Some(h);
            }
            while let Some(x) = stack.pop() {
                if !seen.insert(x) {
                    continue;
                }
                match self.loop_of[x] {
                    None => self.loop_of[x] = Some(h),
                    Some(inner) => {
                        // Climb to the outermost loop claimed so far; it nests in `h`.
                        let mut top = inner;
                        while let Some(&p) = self.loop_parent.get(&top) {
                            top = p;
                        }
                        if top != h {
                            self.loop_parent.insert(top, h);
                        }
                    }
                }
                stack.extend(preds[x].iter().copied());
            }
        }
    }

    /// Whether `block` lies in the loop headed by `header` (indices).
    fn in_loop(&self, block: usize, header: usize) -> bool {
        let mut l = self.loop_of[block];
        while let Some(h) = l {
            if h == header {
                return true;
            }
            l = self.loop_parent.get(&h).copied();
        }
        false
    }

    /// Whether the successors of a conditional branch in `from` should be swapped so the
    /// one that stays in `from`'s innermost loop comes second: Cranelift's elaboration
    /// visits the dominator-tree children of a block in reverse post-order and forgets the
    /// loop it is in when it meets a child outside it first, which disables its
    /// loop-invariant code motion for the children that follow.
    pub(crate) fn swap_branch(&self, from: BlockId, taken: BlockId, other: BlockId) -> bool {
        let (Some(&f), Some(&t), Some(&o)) = (
            self.index.get(&from),
            self.index.get(&taken),
            self.index.get(&other),
        ) else {
            return false;
        };
        let Some(l) = self.loop_of[f] else {
            return false;
        };
        self.in_loop(t, l) && !self.in_loop(o, l)
    }

    /// The dominator tree in pre-order as enter (`true`) and leave (`false`) events;
    /// children in reverse post-order.
    pub(crate) fn dom_walk(&self) -> Vec<(BlockId, bool)> {
        let mut out = Vec::with_capacity(2 * self.order.len());
        if self.order.is_empty() {
            return out;
        }
        let mut stack = vec![(0usize, true)];
        while let Some((i, enter)) = stack.pop() {
            out.push((self.order[i], enter));
            if enter {
                stack.push((i, false));
                for &c in self.children[i].iter().rev() {
                    stack.push((c, true));
                }
            }
        }
        out
    }

    fn find_rotations(&mut self, ctx: &Context, body: &Body, preds: &[Vec<usize>]) {
        for h in 1..self.order.len() {
            if self.loop_of[h] != Some(h) {
                continue;
            }
            if let Some(r) = self.rotation(ctx, body, h, preds) {
                for (k, &s) in r.succs.iter().enumerate() {
                    self.carried_into.insert(s, (self.order[h], k));
                }
                self.rotated.insert(self.order[h], r);
            }
        }
    }

    fn rotation(
        &self,
        ctx: &Context,
        body: &Body,
        h: usize,
        preds: &[Vec<usize>],
    ) -> Option<Rotated> {
        let hb = self.order[h];
        let term = body.last_op(hb)?;
        if ctx.op_name_str(body.op(term).name) != "llvm.cond_br" {
            return None;
        }
        let ss = body.successors(term);
        let (s0, s1) = (ss.first()?.block, ss.get(1)?.block);
        if s0 == s1 || s0 == hb || s1 == hb {
            return None;
        }
        let (i0, i1) = (*self.index.get(&s0)?, *self.index.get(&s1)?);
        // Each successor is entered from the header only, and is no other header's
        // successor.
        if preds[i0] != [h] || preds[i1] != [h] {
            return None;
        }
        if self.carried_into.contains_key(&s0) || self.carried_into.contains_key(&s1) {
            return None;
        }
        // Every predecessor jumps to the header unconditionally.
        for &p in &preds[h] {
            let t = body.last_op(self.order[p])?;
            if ctx.op_name_str(body.op(t).name) != "llvm.br" {
                return None;
            }
        }
        let ops: Vec<OpId> = body.block_ops(hb).collect();
        if ops.len() > MAX_HEADER_OPS {
            return None;
        }
        let in_header = |user: OpId| body.op_block(user) == Some(hb);
        for &op in &ops[..ops.len() - 1] {
            if !DUPLICABLE.contains(&ctx.op_name_str(body.op(op).name)) {
                return None;
            }
            if !body.regions(op).is_empty() {
                return None;
            }
            for r in body.results(op) {
                if !body.uses(r).iter().all(|u| in_header(u.op)) {
                    return None;
                }
            }
        }
        // The header's arguments: every use outside the header is dominated by one of the
        // successors, which receives the argument.
        let mut carried = [Vec::new(), Vec::new()];
        for &a in body.block_args(hb) {
            let mut need = [false, false];
            for u in body.uses(a) {
                if in_header(u.op) {
                    continue;
                }
                let ub = *self.index.get(&body.op_block(u.op)?)?;
                if self.dominates(i0, ub) {
                    need[0] = true;
                } else if self.dominates(i1, ub) {
                    need[1] = true;
                } else {
                    return None;
                }
            }
            for k in 0..2 {
                if need[k] {
                    carried[k].push(a);
                }
            }
        }
        Some(Rotated {
            branch: term,
            succs: [s0, s1],
            carried,
        })
    }

    /// The loop depth of the block defining `v` (0 outside loops), or `None` when the
    /// block is not in this function's reachable code.
    pub(crate) fn def_depth(&self, body: &Body, v: ValueId) -> Option<usize> {
        let b = match body.value(v).def {
            ValueDef::Result { op, .. } => body.op_block(op)?,
            ValueDef::BlockArg { block, .. } => block,
            ValueDef::Detached => return None,
        };
        let mut l = self.loop_of[*self.index.get(&b)?];
        let mut d = 0;
        while let Some(h) = l {
            d += 1;
            l = self.loop_parent.get(&h).copied();
        }
        Some(d)
    }
}

/// The blocks of a region reachable from its entry, in reverse post-order.
fn rpo(body: &Body, blocks: &[BlockId]) -> Vec<BlockId> {
    let Some(&entry) = blocks.first() else {
        return Vec::new();
    };
    let mut seen = FxHashSet::default();
    let mut post = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let succs = body.last_op(b).map(|t| body.successors(t)).unwrap_or(&[]);
        if let Some(s) = succs.get(i) {
            stack.push((b, i + 1));
            if seen.insert(s.block) {
                stack.push((s.block, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}
