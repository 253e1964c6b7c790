//! Structural edits of blocks and regions within one body — erase, move, split, merge
//! and inline blocks, move all blocks of a region, insert and erase block arguments — and
//! consistency checks of use lists and links for tests.

use super::body::{Body, Use, ValueDef};
use super::entities::{BlockId, OpId, PackedOption, RegionId, ValueId};
use crate::location::Location;
use crate::types::Type;

impl Body {
    /// The body holding the regions of `op`, mutably: its child body if it is isolated
    /// from above, else `self`.
    pub fn regions_body_mut(&mut self, op: OpId) -> &mut Body {
        if self.ops[op.index()].child_body.is_some() {
            match self.ops[op.index()].child_body.as_deref_mut() {
                Some(b) => b,
                None => unreachable!(),
            }
        } else {
            self
        }
    }

    /// Adds a new empty region at the end of `op`'s regions (in its child body if it has
    /// one) and returns it.
    pub fn push_region(&mut self, op: OpId) -> RegionId {
        let region = match self.ops[op.index()].child_body.as_deref_mut() {
            Some(child) => child.new_region(),
            None => {
                let r = self.new_region();
                self.regions[r.index()].parent = Some(op);
                r
            }
        };
        self.ops[op.index()].regions.push(region);
        region
    }

    /// Number of arguments of `block`.
    pub fn num_block_args(&self, block: BlockId) -> usize {
        self.blocks[block.index()].args.len()
    }

    /// The position of `block` in its region.
    pub fn block_index(&self, block: BlockId) -> Option<usize> {
        let region = self.blocks[block.index()].parent.get()?;
        self.regions[region.index()]
            .blocks
            .iter()
            .position(|&b| b == block)
    }

    /// Erases `block` and its operations, and detaches its arguments. Its arguments must
    /// have no uses outside the block and no branch may still target it (uses left outside
    /// keep pointing at the detached arguments).
    pub fn erase_block(&mut self, block: BlockId) {
        self.unlink_block(block);
        self.erase_block_ops(block);
        self.detach_block_args(block);
    }

    /// Erases the operations of `block`, last first.
    fn erase_block_ops(&mut self, block: BlockId) {
        while let Some(op) = self.blocks[block.index()].last.get() {
            self.erase_op(op);
        }
    }

    fn detach_block_args(&mut self, block: BlockId) {
        let b = &mut self.blocks[block.index()];
        let args = std::mem::take(&mut b.args);
        b.arg_locs.clear();
        for a in args {
            self.values[a.index()].def = ValueDef::Detached;
        }
    }

    /// Erases every block of `region` (the region stays, empty). Values may be used across
    /// the region's blocks, but not from outside it.
    pub fn clear_region(&mut self, region: RegionId) {
        let blocks = std::mem::take(&mut self.regions[region.index()].blocks);
        for &b in &blocks {
            self.blocks[b.index()].parent = PackedOption::NONE;
            self.erase_block_ops(b);
        }
        for &b in &blocks {
            self.detach_block_args(b);
        }
    }

    /// Moves `block` (from any region of this body, or detached) to position `index`
    /// (clamped) of `region`, counted after removing it.
    pub fn move_block(&mut self, block: BlockId, region: RegionId, index: usize) {
        self.unlink_block(block);
        let index = index.min(self.regions[region.index()].blocks.len());
        self.insert_block(region, index, block);
    }

    /// Moves all blocks of `src` into `dst` at position `index` (clamped), keeping their
    /// order; `src` ends up empty (MLIR's `inlineRegionBefore`).
    pub fn move_blocks(&mut self, src: RegionId, dst: RegionId, index: usize) {
        if src == dst {
            return;
        }
        let moved = std::mem::take(&mut self.regions[src.index()].blocks);
        for &b in &moved {
            self.blocks[b.index()].parent = PackedOption::some(dst);
        }
        let blocks = &mut self.regions[dst.index()].blocks;
        let index = index.min(blocks.len());
        blocks.insert_many(index, moved);
    }

    /// Replaces the blocks of `dst` by those of `src`: `dst`'s blocks are erased, then all
    /// of `src`'s move over (MLIR's `Region::takeBody`).
    pub fn take_body(&mut self, dst: RegionId, src: RegionId) {
        if src == dst {
            return;
        }
        self.clear_region(dst);
        self.move_blocks(src, dst, 0);
    }

    /// Splits `block` before `before` (an op of `block`; `None`: at the end): `before` and
    /// the operations after it move to a new argument-less block placed right after
    /// `block` in its region. Returns the new block (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let new = self.new_block();
        if let Some(region) = self.blocks[block.index()].parent.get() {
            let pos = self.regions[region.index()]
                .blocks
                .iter()
                .position(|&b| b == block);
            let at = pos.map_or(self.regions[region.index()].blocks.len(), |p| p + 1);
            self.insert_block(region, at, new);
        }
        if let Some(first) = before {
            debug_assert_eq!(self.ops[first.index()].parent.get(), Some(block));
            self.splice_ops(block, first, new, None);
        }
        new
    }

    /// Moves all operations of `src` into `dest` before `before` (an op of `dest`;
    /// `None`: at the end), replaces every use of `src`'s arguments by `args`, and erases
    /// the then empty `src` (MLIR's `inlineBlockBefore`). No branch may target `src`.
    ///
    /// # Panics
    /// If `src == dest` or `args` does not have one value per argument of `src`.
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        assert_ne!(src, dest, "cannot inline a block into itself");
        assert_eq!(
            args.len(),
            self.blocks[src.index()].args.len(),
            "one value per block argument"
        );
        for (i, &value) in args.iter().enumerate() {
            let arg = self.blocks[src.index()].args[i];
            self.replace_all_uses(arg, value);
        }
        if let Some(first) = self.blocks[src.index()].first.get() {
            self.splice_ops(src, first, dest, before);
        }
        self.erase_block(src);
    }

    /// Appends the operations of `src` to `dest`, replacing `src`'s arguments by `args`,
    /// and erases `src` (MLIR's `mergeBlocks`).
    ///
    /// # Panics
    /// As [`Body::inline_block_before`].
    pub fn merge_blocks(&mut self, src: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(src, dest, None, args);
    }

    /// Moves the operations from `first` to the end of `src` into `dst`, before `before`
    /// (`None`: at the end). `before` must not be among the moved operations.
    fn splice_ops(&mut self, src: BlockId, first: OpId, dst: BlockId, before: Option<OpId>) {
        let Some(last) = self.blocks[src.index()].last.get() else {
            return;
        };
        let prev = self.ops[first.index()].prev.get();
        match prev {
            Some(p) => self.ops[p.index()].next = PackedOption::NONE,
            None => self.blocks[src.index()].first = PackedOption::NONE,
        }
        self.blocks[src.index()].last = PackedOption::new(prev);
        let mut cur = Some(first);
        while let Some(op) = cur {
            self.ops[op.index()].parent = PackedOption::some(dst);
            cur = self.ops[op.index()].next.get();
        }
        let (p2, n2) = match before {
            Some(b) => (self.ops[b.index()].prev.get(), Some(b)),
            None => (self.blocks[dst.index()].last.get(), None),
        };
        self.ops[first.index()].prev = PackedOption::new(p2);
        self.ops[last.index()].next = PackedOption::new(n2);
        match p2 {
            Some(p) => self.ops[p.index()].next = PackedOption::some(first),
            None => self.blocks[dst.index()].first = PackedOption::some(first),
        }
        match n2 {
            Some(n) => self.ops[n.index()].prev = PackedOption::some(last),
            None => self.blocks[dst.index()].last = PackedOption::some(last),
        }
    }

    /// Inserts a new argument of type `ty` at position `index` (clamped) of `block`'s
    /// arguments and returns it. Branches to `block` must be updated by the caller.
    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> ValueId {
        let n = self.blocks[block.index()].args.len();
        let index = index.min(n);
        let v = self.push_value(
            ty,
            ValueDef::BlockArg {
                block,
                index: index as u32,
            },
        );
        let b = &mut self.blocks[block.index()];
        b.args.insert(index, v);
        b.arg_locs.insert(index, loc);
        self.renumber_block_args(block, index + 1);
        v
    }

    /// Erases argument `index` of `block`, which must be unused; later arguments move up.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        self.erase_block_args(block, &[index]);
    }

    /// Erases the arguments of `block` at `indices` (any order; out-of-range ones are
    /// ignored), which must be unused. Branches to `block` must be updated by the caller.
    pub fn erase_block_args(&mut self, block: BlockId, indices: &[usize]) {
        let n = self.blocks[block.index()].args.len();
        let mut remove = vec![false; n];
        for &i in indices {
            if let Some(r) = remove.get_mut(i) {
                *r = true;
            }
        }
        let Some(first) = remove.iter().position(|&r| r) else {
            return;
        };
        let b = &mut self.blocks[block.index()];
        let args = std::mem::take(&mut b.args);
        let locs = std::mem::take(&mut b.arg_locs);
        let mut removed = Vec::new();
        for ((a, l), r) in args.into_iter().zip(locs).zip(&remove) {
            if *r {
                removed.push(a);
            } else {
                b.args.push(a);
                b.arg_locs.push(l);
            }
        }
        for a in removed {
            debug_assert!(
                self.values[a.index()].uses.is_empty(),
                "erased block argument still in use"
            );
            self.values[a.index()].def = ValueDef::Detached;
        }
        self.renumber_block_args(block, first);
    }

    fn renumber_block_args(&mut self, block: BlockId, from: usize) {
        for i in from..self.blocks[block.index()].args.len() {
            let a = self.blocks[block.index()].args[i];
            self.values[a.index()].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
    }

    /// Replaces all operands of `op` with `values`, updating use lists. Successor operand
    /// counts are left alone: use [`Body::set_successor_operands`] for those.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        for i in (0..self.ops[op.index()].operands.len()).rev() {
            self.remove_use(op, i);
        }
        self.ops[op.index()].operands.clear();
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Makes successor `index` of `op` branch to `block` (its forwarded operands stay).
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        if let Some(s) = self.ops[op.index()].successors.get_mut(index) {
            s.block = block;
        }
    }

    /// The positions in `op`'s operand list of the operands forwarded to successor `index`.
    pub fn successor_operand_range(&self, op: OpId, index: usize) -> std::ops::Range<usize> {
        let d = &self.ops[op.index()];
        let before: usize = d.successors[..index]
            .iter()
            .map(|s| s.num_operands as usize)
            .sum();
        let start = self.num_non_successor_operands(op) + before;
        start..start + d.successors[index].num_operands as usize
    }

    /// The values `op` forwards to successor `index`.
    pub fn successor_operand_values(&self, op: OpId, index: usize) -> Vec<ValueId> {
        let d = &self.ops[op.index()];
        d.operands[self.successor_operand_range(op, index)]
            .iter()
            .map(|o| o.value)
            .collect()
    }

    /// Replaces the operands `op` forwards to successor `index` with `values`. The op's
    /// properties (operand segment sizes) are the caller's business; see
    /// `strata_pass::rewrite::set_successor_operands` for the registered-op aware form.
    pub fn set_successor_operands(&mut self, op: OpId, index: usize, values: &[ValueId]) {
        let range = self.successor_operand_range(op, index);
        let mut all: Vec<ValueId> = self.operands(op).collect();
        all.splice(range, values.iter().copied());
        self.set_operands(op, &all);
        self.ops[op.index()].successors[index].num_operands = values.len() as u32;
    }

    /// The isolated-from-above ops held in this body, with their regions and names, and
    /// mutable access to the child body holding those regions (arena order).
    pub fn isolated_children_mut(&mut self) -> Vec<(crate::OpName, Vec<RegionId>, &mut Body)> {
        self.ops
            .iter_mut()
            .filter(|o| !o.erased())
            .filter_map(|o| {
                let regions = o.regions.to_vec();
                let name = o.name;
                o.child_body.as_deref_mut().map(|b| (name, regions, b))
            })
            .collect()
    }

    /// Checks that every operand of a live operation is registered in its value's use
    /// list at the recorded position and that every use points back at such an operand.
    /// For tests and debugging; returns a description of the first inconsistency.
    pub fn check_use_lists(&self) -> Result<(), String> {
        for (vi, v) in self.values.iter().enumerate() {
            for (k, u) in v.uses.iter().enumerate() {
                let Some(op) = self.ops.get(u.op.index()) else {
                    return Err(format!("%{vi}: use {k} names missing {:?}", u.op));
                };
                if op.erased() {
                    return Err(format!("%{vi}: use {k} is by erased {:?}", u.op));
                }
                match op.operands.get(u.operand as usize) {
                    Some(slot) if slot.value.index() == vi && slot.use_index as usize == k => {}
                    Some(slot) => {
                        return Err(format!(
                            "%{vi}: use {k} ({:?} operand {}) points at {:?} with use index {}",
                            u.op, u.operand, slot.value, slot.use_index
                        ));
                    }
                    None => {
                        return Err(format!(
                            "%{vi}: use {k} names missing operand {} of {:?}",
                            u.operand, u.op
                        ));
                    }
                }
            }
        }
        for (oi, op) in self.ops.iter().enumerate() {
            if op.erased() && !op.operands.is_empty() {
                return Err(format!("erased op{oi} still has operands"));
            }
            for (i, slot) in op.operands.iter().enumerate() {
                let expected = Use {
                    op: OpId(oi as u32),
                    operand: i as u32,
                };
                let found = self
                    .values
                    .get(slot.value.index())
                    .and_then(|v| v.uses.get(slot.use_index as usize));
                if found != Some(&expected) {
                    return Err(format!(
                        "op{oi} operand {i} ({:?}) is missing from its use list",
                        slot.value
                    ));
                }
            }
        }
        Ok(())
    }

    /// Checks the links between regions, blocks and operations: block lists and parents,
    /// the doubly linked op lists, region owners, and the definitions recorded for results
    /// and block arguments. For tests and debugging.
    pub fn check_links(&self) -> Result<(), String> {
        let mut listed = vec![false; self.blocks.len()];
        for (ri, r) in self.regions.iter().enumerate() {
            for &b in &r.blocks {
                let Some(bd) = self.blocks.get(b.index()) else {
                    return Err(format!("region{ri} lists missing {b:?}"));
                };
                if bd.parent.get() != Some(RegionId(ri as u32)) {
                    return Err(format!(
                        "region{ri} lists {b:?} whose parent is {:?}",
                        bd.parent.get()
                    ));
                }
                if std::mem::replace(&mut listed[b.index()], true) {
                    return Err(format!("{b:?} is listed twice"));
                }
            }
        }
        let mut ops_in_lists = 0usize;
        for (bi, b) in self.blocks.iter().enumerate() {
            let block = BlockId(bi as u32);
            if !b.parent.is_none() && !listed[bi] {
                return Err(format!(
                    "{block:?} has parent {:?} but is not listed there",
                    b.parent.get()
                ));
            }
            if b.args.len() != b.arg_locs.len() {
                return Err(format!(
                    "{block:?} has {} args but {} locations",
                    b.args.len(),
                    b.arg_locs.len()
                ));
            }
            for (i, &a) in b.args.iter().enumerate() {
                let def = self.values.get(a.index()).map(|v| v.def);
                if def
                    != Some(ValueDef::BlockArg {
                        block,
                        index: i as u32,
                    })
                {
                    return Err(format!("{block:?} arg {i} ({a:?}) records {def:?}"));
                }
            }
            let mut prev = None;
            let mut cur = b.first.get();
            let mut steps = 0usize;
            while let Some(op) = cur {
                steps += 1;
                if steps > self.ops.len() {
                    return Err(format!("{block:?}: op list has a cycle"));
                }
                let Some(d) = self.ops.get(op.index()) else {
                    return Err(format!("{block:?}: lists missing {op:?}"));
                };
                if d.erased() || d.parent.get() != Some(block) || d.prev.get() != prev {
                    return Err(format!(
                        "{block:?}: {op:?} is erased or has wrong parent/prev links"
                    ));
                }
                prev = Some(op);
                cur = d.next.get();
            }
            if b.last.get() != prev {
                return Err(format!(
                    "{block:?}: last is {:?}, list ends at {prev:?}",
                    b.last.get()
                ));
            }
            ops_in_lists += steps;
        }
        let mut attached = 0usize;
        for (oi, d) in self.ops.iter().enumerate() {
            let op = OpId(oi as u32);
            if d.erased() {
                continue;
            }
            if !d.parent.is_none() {
                attached += 1;
            }
            for i in 0..d.num_results() {
                let r = ValueId(d.first_result.0 + i);
                let def = self.values.get(r.index()).map(|v| v.def);
                if def != Some(ValueDef::Result { op, index: i }) {
                    return Err(format!("{op:?} result {i} records {def:?}"));
                }
            }
            let (holder, expected) = match d.child_body.as_deref() {
                Some(child) => (child, None),
                None => (self, Some(op)),
            };
            for &r in &d.regions {
                match holder.regions.get(r.index()) {
                    Some(rd) if rd.parent == expected => {}
                    Some(rd) => {
                        return Err(format!("{op:?} owns {r:?} whose parent is {:?}", rd.parent));
                    }
                    None => return Err(format!("{op:?} owns missing {r:?}")),
                }
            }
        }
        if attached != ops_in_lists {
            return Err(format!(
                "{attached} ops claim a block but {ops_in_lists} are in block lists"
            ));
        }
        Ok(())
    }
}
