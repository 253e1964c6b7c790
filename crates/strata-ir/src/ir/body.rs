//! [`Body`]: the arenas holding the operations, blocks, regions and values below one
//! isolated-from-above operation, plus their program order (op lists, block lists) and
//! use-def chains.
//!
//! Regions of an isolated-from-above operation live in that operation's own child body;
//! regions of any other operation live in the body that holds the operation. Values never
//! cross bodies.

use smallvec::SmallVec;

use super::entities::{BlockId, OpId, PackedOption, RegionId, ValueId};
use crate::attributes::Attribute;
use crate::context::OpName;
use crate::location::Location;
use crate::types::Type;

/// One use of a value: operand `operand` of operation `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The using operation.
    pub op: OpId,
    /// Index into the operation's flat operand list.
    pub operand: u32,
}

/// An operand slot: the value and the slot's position in that value's use list.
#[derive(Clone, Copy, Debug)]
pub(super) struct Operand {
    pub(super) value: ValueId,
    pub(super) use_index: u32,
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining operation.
        op: OpId,
        /// The result's position.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: BlockId,
        /// The argument's position.
        index: u32,
    },
    /// Not defined (yet): forward references during parsing, erased definitions.
    Detached,
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    pub(super) uses: SmallVec<[Use; 2]>,
}

/// A successor of a terminator: the block and how many of the operation's trailing
/// operands are passed to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Successor {
    /// The destination block (in the same region as the terminator's block).
    pub block: BlockId,
    /// Number of operands forwarded to the block's arguments.
    pub num_operands: u32,
}

/// An operation.
#[derive(Debug)]
pub struct OpData {
    /// Its name.
    pub name: OpName,
    /// Its source location.
    pub loc: Location,
    pub(super) operands: SmallVec<[Operand; 3]>,
    pub(super) first_result: ValueId,
    /// The number of results, and [`OpData::ERASED`].
    results_and_erased: u32,
    pub(super) successors: Box<[Successor]>,
    pub(super) regions: SmallVec<[RegionId; 1]>,
    /// Inherent attributes (`<{...}>` in the generic form), a dictionary, if any.
    pub properties: Option<Attribute>,
    /// Discardable attributes: always a dictionary attribute (possibly empty).
    pub attributes: Attribute,
    pub(super) child_body: Option<Box<Body>>,
    pub(super) parent: PackedOption<BlockId>,
    pub(super) prev: PackedOption<OpId>,
    pub(super) next: PackedOption<OpId>,
}

// Every op of a body is one entry of its arena: keep it at two cache lines.
const _: () = assert!(std::mem::size_of::<OpData>() <= 128);

impl OpData {
    /// The bit of `results_and_erased` set once the op is erased (no op has 2^31 results:
    /// their values alone would take 80 GB).
    const ERASED: u32 = 1 << 31;

    /// Number of results.
    #[inline]
    pub(super) fn num_results(&self) -> u32 {
        self.results_and_erased & !Self::ERASED
    }

    /// Whether the op was erased (its slot stays in the arena).
    #[inline]
    pub(super) fn erased(&self) -> bool {
        self.results_and_erased & Self::ERASED != 0
    }

    /// Marks the op erased.
    pub(super) fn set_erased(&mut self) {
        self.results_and_erased |= Self::ERASED;
    }

    /// A copy of the op's data, without its child body.
    pub(super) fn copy_without_child_body(&self) -> OpData {
        OpData {
            name: self.name,
            loc: self.loc,
            operands: self.operands.clone(),
            first_result: self.first_result,
            results_and_erased: self.results_and_erased,
            successors: self.successors.clone(),
            regions: self.regions.clone(),
            properties: self.properties,
            attributes: self.attributes,
            child_body: None,
            parent: self.parent,
            prev: self.prev,
            next: self.next,
        }
    }
}

/// A block: arguments and a list of operations.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(super) args: SmallVec<[ValueId; 2]>,
    pub(super) arg_locs: SmallVec<[Location; 1]>,
    pub(super) first: PackedOption<OpId>,
    pub(super) last: PackedOption<OpId>,
    pub(super) parent: PackedOption<RegionId>,
}

/// Sizes of a body's arenas: [`Body::sizes`], [`Body::with_capacity`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BodySizes {
    /// Operations.
    pub ops: usize,
    /// Values (block arguments and op results).
    pub values: usize,
    /// Blocks.
    pub blocks: usize,
    /// Regions.
    pub regions: usize,
}

/// A region: an ordered list of blocks.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub(super) blocks: SmallVec<[BlockId; 1]>,
    pub(super) parent: Option<OpId>,
}

/// Everything needed to create an operation: the front door for parsers and builders.
#[derive(Debug)]
pub struct OperationState {
    /// Operation name.
    pub name: OpName,
    /// Location.
    pub loc: Location,
    /// Operand values (normal operands followed by successor operands).
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successors; their operands are the tail of `operands`.
    pub successors: Vec<Successor>,
    /// Regions, already created (detached) in the body that will hold them, or
    /// [`OperationState::PENDING_REGION`] placeholders for which [`Body::create_op`] creates
    /// fresh empty regions (in `child_body` if there is one).
    pub regions: Vec<RegionId>,
    /// Properties dictionary, if any.
    pub properties: Option<Attribute>,
    /// Discardable attribute dictionary.
    pub attributes: Attribute,
    /// The child body of an isolated-from-above op (its regions live there).
    pub child_body: Option<Box<Body>>,
}

/// Arenas of one isolated-from-above scope.
#[derive(Debug, Default)]
pub struct Body {
    pub(super) ops: Vec<OpData>,
    pub(super) blocks: Vec<BlockData>,
    pub(super) regions: Vec<RegionData>,
    pub(super) values: Vec<ValueData>,
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty body with room for about `sizes` (a hint: large reservations cost no
    /// memory until used, but save regrowing copies).
    pub fn with_capacity(sizes: BodySizes) -> Self {
        let mut body = Self::default();
        body.ops.reserve(sizes.ops);
        body.values.reserve(sizes.values);
        body.blocks.reserve(sizes.blocks);
        body.regions.reserve(sizes.regions);
        body
    }

    /// How many operations, values, blocks and regions this body has allocated, erased
    /// ones included (the sizes of its arenas, e.g. for sizing a similar body ahead).
    pub fn sizes(&self) -> BodySizes {
        BodySizes {
            ops: self.ops.len(),
            values: self.values.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
        }
    }

    // ---- values ----

    /// The data of a value.
    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }

    /// Changes the type of a value (callers keep the IR valid).
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v.index()].ty = ty;
    }

    /// The uses of a value, in no particular order.
    pub fn uses(&self, v: ValueId) -> &[Use] {
        &self.values[v.index()].uses
    }

    /// Runs `f` with `values` seen as [`ValueDef::Detached`], then gives them back their
    /// definitions. A dialect conversion shows a fold the original arguments of a block
    /// whose signature it converted this way: MLIR keeps them in an unlinked block until
    /// the conversion commits, so they belong to no region there (no affine scope, for
    /// instance). `f` must not erase or move the values' definitions.
    pub fn with_values_detached<R>(
        &mut self,
        values: &[ValueId],
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let saved: Vec<ValueDef> = values
            .iter()
            .map(|&v| std::mem::replace(&mut self.values[v.index()].def, ValueDef::Detached))
            .collect();
        let result = f(self);
        // In reverse, so that a value listed twice gets its first saved definition.
        for (&v, def) in values.iter().zip(saved).rev() {
            self.values[v.index()].def = def;
        }
        result
    }

    /// Creates a value with no definition (a forward-reference placeholder).
    pub fn new_detached_value(&mut self, ty: Type) -> ValueId {
        self.push_value(ty, ValueDef::Detached)
    }

    pub(super) fn push_value(&mut self, ty: Type, def: ValueDef) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            def,
            uses: SmallVec::new(),
        });
        id
    }

    /// Number of values ever created (ids are below this).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// Makes every use of `from` use `to` instead, in O(uses).
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from.index()].uses);
        for u in uses {
            let idx = self.values[to.index()].uses.len() as u32;
            self.values[to.index()].uses.push(u);
            let slot = &mut self.ops[u.op.index()].operands[u.operand as usize];
            slot.value = to;
            slot.use_index = idx;
        }
    }

    pub(super) fn add_use(&mut self, value: ValueId, u: Use) -> u32 {
        let uses = &mut self.values[value.index()].uses;
        uses.push(u);
        (uses.len() - 1) as u32
    }

    pub(super) fn remove_use(&mut self, op: OpId, operand: usize) {
        let Operand { value, use_index } = self.ops[op.index()].operands[operand];
        let uses = &mut self.values[value.index()].uses;
        uses.swap_remove(use_index as usize);
        if let Some(&moved) = uses.get(use_index as usize) {
            self.ops[moved.op.index()].operands[moved.operand as usize].use_index = use_index;
        }
    }

    // ---- operations ----

    /// The data of an operation.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    /// Mutable access to an operation's name, location and attributes.
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.index()]
    }

    /// Creates a detached operation from `state`. Placeholder regions
    /// ([`OperationState::PENDING_REGION`]) become fresh empty regions.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_from(&mut state)
    }

    /// [`Body::create_op`] that leaves `state`'s vectors empty with their capacity, so a
    /// reader creating many ops can reuse one state without allocating for each.
    pub fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        if state.regions.contains(&OperationState::PENDING_REGION) {
            let target = match state.child_body.as_deref_mut() {
                Some(b) => b,
                None => &mut *self,
            };
            for r in &mut state.regions {
                if *r == OperationState::PENDING_REGION {
                    *r = target.new_region();
                }
            }
        }
        let id = OpId(self.ops.len() as u32);
        let first_result = ValueId(self.values.len() as u32);
        for (i, ty) in state.result_types.iter().enumerate() {
            self.push_value(
                *ty,
                ValueDef::Result {
                    op: id,
                    index: i as u32,
                },
            );
        }
        let mut operands = SmallVec::with_capacity(state.operands.len());
        for (i, &v) in state.operands.iter().enumerate() {
            let use_index = self.add_use(
                v,
                Use {
                    op: id,
                    operand: i as u32,
                },
            );
            operands.push(Operand {
                value: v,
                use_index,
            });
        }
        // Regions in a child body are that body's top-level regions: their owner lives in
        // the parent body, so they record no parent (ids are per body).
        let child_body = state.child_body.take();
        if child_body.is_none() {
            for &r in &state.regions {
                self.regions[r.index()].parent = Some(id);
            }
        }
        self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            operands,
            first_result,
            results_and_erased: u32::try_from(state.result_types.len())
                .ok()
                .filter(|&n| n & OpData::ERASED == 0)
                .expect("fewer than 2^31 results"),
            successors: std::mem::take(&mut state.successors).into_boxed_slice(),
            regions: SmallVec::from_slice(&state.regions),
            properties: state.properties,
            attributes: state.attributes,
            child_body,
            parent: PackedOption::NONE,
            prev: PackedOption::NONE,
            next: PackedOption::NONE,
        });
        state.operands.clear();
        state.result_types.clear();
        state.regions.clear();
        id
    }

    /// The operand values of `op` (including successor operands).
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.ops[op.index()].operands.iter().map(|o| o.value)
    }

    /// Number of operands of `op`.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].operands.len()
    }

    /// Operand `i` of `op`.
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.ops[op.index()].operands[i].value
    }

    /// Replaces operand `i` of `op` with `value`, updating use lists.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        self.remove_use(op, i);
        let use_index = self.add_use(
            value,
            Use {
                op,
                operand: i as u32,
            },
        );
        self.ops[op.index()].operands[i] = Operand { value, use_index };
    }

    /// The results of `op`.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + use<> {
        let d = &self.ops[op.index()];
        (d.first_result.0..d.first_result.0 + d.num_results()).map(ValueId)
    }

    /// Number of results of `op`.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results() as usize
    }

    /// Result `i` of `op`.
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        let d = &self.ops[op.index()];
        debug_assert!(i < d.num_results() as usize);
        ValueId(d.first_result.0 + i as u32)
    }

    /// The successors of `op`.
    pub fn successors(&self, op: OpId) -> &[Successor] {
        &self.ops[op.index()].successors
    }

    /// Number of operands of `op` that are not forwarded to successors.
    pub fn num_non_successor_operands(&self, op: OpId) -> usize {
        let d = &self.ops[op.index()];
        d.operands.len()
            - d.successors
                .iter()
                .map(|s| s.num_operands as usize)
                .sum::<usize>()
    }

    /// The regions of `op`. They live in [`Body::regions_body`]`(op)`.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.ops[op.index()].regions
    }

    /// The body holding the regions of `op`: its child body if it is isolated from above,
    /// else `self`.
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.ops[op.index()].child_body.as_deref().unwrap_or(self)
    }

    /// The child body of an isolated-from-above op.
    pub fn child_body(&self, op: OpId) -> Option<&Body> {
        self.ops[op.index()].child_body.as_deref()
    }

    /// Mutable access to the child body of an isolated-from-above op.
    pub fn child_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op.index()].child_body.as_deref_mut()
    }

    /// The block containing `op`, if attached.
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent.get()
    }

    /// The operation after `op` in its block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next.get()
    }

    /// The operation before `op` in its block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev.get()
    }

    /// The operation owning the region that holds `op`'s block (None at the top of a body).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op.index()].parent.get()?;
        let region = self.blocks[block.index()].parent.get()?;
        self.regions[region.index()].parent
    }

    /// Whether `op` has been erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op.index()].erased()
    }

    /// Number of operation slots ever created (ids are below this).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Appends detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last.get();
        self.link_op(block, op, last, None);
    }

    /// Inserts detached `op` right before `before` (which must be attached).
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before.index()]
            .parent
            .get()
            .expect("insertion point must be attached");
        let prev = self.ops[before.index()].prev.get();
        self.link_op(block, op, prev, Some(before));
    }

    /// Inserts detached `op` right after `after` (which must be attached).
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let block = self.ops[after.index()]
            .parent
            .get()
            .expect("insertion point must be attached");
        let next = self.ops[after.index()].next.get();
        self.link_op(block, op, Some(after), next);
    }

    pub(super) fn link_op(
        &mut self,
        block: BlockId,
        op: OpId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) {
        debug_assert!(
            self.ops[op.index()].parent.is_none(),
            "op is already in a block"
        );
        {
            let d = &mut self.ops[op.index()];
            d.parent = PackedOption::some(block);
            d.prev = PackedOption::new(prev);
            d.next = PackedOption::new(next);
        }
        match prev {
            Some(p) => self.ops[p.index()].next = PackedOption::some(op),
            None => self.blocks[block.index()].first = PackedOption::some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = PackedOption::some(op),
            None => self.blocks[block.index()].last = PackedOption::some(op),
        }
    }

    /// Detaches `op` from its block (keeping it and its uses alive).
    pub fn unlink_op(&mut self, op: OpId) {
        let OpData {
            parent, prev, next, ..
        } = self.ops[op.index()];
        let Some(block) = parent.get() else { return };
        match prev.get() {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next.get() {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = PackedOption::NONE;
        d.prev = PackedOption::NONE;
        d.next = PackedOption::NONE;
    }

    /// Moves `op` to just before `before` (possibly in another block of this body).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.unlink_op(op);
        self.insert_op_before(before, op);
    }

    /// Erases `op` and everything nested in it. Its results must have no uses left.
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            for i in 0..self.ops[op.index()].operands.len() {
                self.remove_use(op, i);
            }
            self.ops[op.index()].operands.clear();
            for r in self.results(op) {
                self.values[r.index()].def = ValueDef::Detached;
            }
            self.ops[op.index()].set_erased();
            let had_child_body = self.ops[op.index()].child_body.take().is_some();
            if !had_child_body {
                let regions = std::mem::take(&mut self.ops[op.index()].regions);
                for r in regions {
                    for b in std::mem::take(&mut self.regions[r.index()].blocks) {
                        let mut cur = self.blocks[b.index()].first.get();
                        while let Some(o) = cur {
                            let d = &mut self.ops[o.index()];
                            cur = d.next.get();
                            d.parent = PackedOption::NONE;
                            d.prev = PackedOption::NONE;
                            d.next = PackedOption::NONE;
                            stack.push(o);
                        }
                        self.blocks[b.index()].first = PackedOption::NONE;
                        self.blocks[b.index()].last = PackedOption::NONE;
                        self.blocks[b.index()].parent = PackedOption::NONE;
                    }
                }
            }
        }
    }

    // ---- regions and blocks ----

    /// Creates an empty detached region.
    pub fn new_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// The blocks of a region, in order.
    pub fn blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }

    /// The operation owning `region`; `None` for a detached region and for the top-level
    /// regions of a child body (whose owner lives in the parent body).
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    /// Creates an empty detached block.
    pub fn new_block(&mut self) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        id
    }

    /// Appends `block` at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block.index()].parent = PackedOption::some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Inserts `block` into `region` at position `index`.
    pub fn insert_block(&mut self, region: RegionId, index: usize, block: BlockId) {
        self.blocks[block.index()].parent = PackedOption::some(region);
        self.regions[region.index()].blocks.insert(index, block);
    }

    /// Removes `block` from its region (keeping its contents).
    pub fn unlink_block(&mut self, block: BlockId) {
        if let Some(region) = self.blocks[block.index()].parent.take() {
            self.regions[region.index()].blocks.retain(|b| *b != block);
        }
    }

    /// The region containing `block`.
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent.get()
    }

    /// Adds an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> ValueId {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.push_value(ty, ValueDef::BlockArg { block, index });
        let b = &mut self.blocks[block.index()];
        b.args.push(v);
        b.arg_locs.push(loc);
        v
    }

    /// The arguments of `block`.
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block.index()].args
    }

    /// The location of argument `i` of `block`.
    pub fn block_arg_loc(&self, block: BlockId, i: usize) -> Location {
        self.blocks[block.index()].arg_locs[i]
    }

    /// The first operation of `block`.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first.get()
    }

    /// The last operation of `block` (its terminator, if it has one).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last.get()
    }

    /// The operations of `block`, in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        let b = &self.blocks[block.index()];
        BlockOps {
            body: self,
            front: b.first.get(),
            back: b.last.get(),
        }
    }

    /// Whether `block` is the first block of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.blocks[block.index()]
            .parent
            .get()
            .is_some_and(|r| self.regions[r.index()].blocks.first() == Some(&block))
    }

    /// Rewrites the locations of this body's operations and block arguments (not those in
    /// child bodies) for which `f` returns a replacement.
    pub fn replace_locations(&mut self, f: &dyn Fn(Location) -> Option<Location>) {
        for op in &mut self.ops {
            if let Some(l) = f(op.loc) {
                op.loc = l;
            }
        }
        for block in &mut self.blocks {
            for loc in &mut block.arg_locs {
                if let Some(l) = f(*loc) {
                    *loc = l;
                }
            }
        }
    }

    /// The child bodies of isolated-from-above operations held directly in this body.
    pub fn child_bodies_mut(&mut self) -> impl Iterator<Item = &mut Body> {
        self.ops
            .iter_mut()
            .filter(|o| !o.erased())
            .filter_map(|o| o.child_body.as_deref_mut())
    }

    /// Number of block slots ever created (ids are below this).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }
}

/// Iterator over the operations of a block, from either end.
#[derive(Clone)]
pub struct BlockOps<'a> {
    body: &'a Body,
    front: Option<OpId>,
    back: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.front?;
        if self.front == self.back {
            self.front = None;
            self.back = None;
        } else {
            self.front = self.body.ops[cur.index()].next.get();
        }
        Some(cur)
    }
}

impl DoubleEndedIterator for BlockOps<'_> {
    fn next_back(&mut self) -> Option<OpId> {
        let cur = self.back?;
        if self.front == self.back {
            self.front = None;
            self.back = None;
        } else {
            self.back = self.body.ops[cur.index()].prev.get();
        }
        Some(cur)
    }
}

impl std::iter::FusedIterator for BlockOps<'_> {}

impl Drop for Body {
    /// Drops nested child bodies from a work list, so that deeply nested isolated ops
    /// cannot overflow the stack.
    fn drop(&mut self) {
        let mut work: Vec<Box<Body>> = Vec::new();
        for op in &mut self.ops {
            work.extend(op.child_body.take());
        }
        while let Some(mut body) = work.pop() {
            for op in &mut body.ops {
                work.extend(op.child_body.take());
            }
            // `body` now owns no child bodies: dropping it does not recurse further.
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

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

    #[test]
    fn use_lists_follow_mutation() {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.new_region();
        let block = body.new_block();
        body.append_block(region, block);
        let a = body.create_op(state(&ctx, "t.a", vec![], 1));
        body.append_op(block, a);
        let va = body.result(a, 0);
        let b = body.create_op(state(&ctx, "t.b", vec![va, va], 1));
        body.append_op(block, b);
        let vb = body.result(b, 0);
        let c = body.create_op(state(&ctx, "t.c", vec![va, vb], 0));
        body.append_op(block, c);
        assert_eq!(body.uses(va).len(), 3);
        body.set_operand(b, 0, vb);
        assert_eq!(body.uses(va).len(), 2);
        assert_eq!(body.uses(vb).len(), 2);
        body.replace_all_uses(va, vb);
        assert!(body.uses(va).is_empty());
        assert_eq!(body.operands(c).collect::<Vec<_>>(), vec![vb, vb]);
        for u in body.uses(vb) {
            assert_eq!(body.operand(u.op, u.operand as usize), vb);
        }
        body.erase_op(c);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![a, b]);
        body.move_op_before(b, a);
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![b, a]);
        assert_eq!(body.last_op(block), Some(a));
    }
}
