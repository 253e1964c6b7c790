//! Building IR: chained construction of an [`OperationState`], [`InsertionPoint`]s, and
//! [`OpBuilder`], which creates operations and blocks and inserts them where asked.

use super::body::{Body, OperationState, Successor};
use super::entities::{BlockId, OpId, RegionId, ValueId};
use super::mapping::IrMapping;
use crate::attributes::{Attribute, NamedAttribute};
use crate::context::{Context, OpName};
use crate::location::Location;
use crate::types::Type;

use crate::context::EMPTY_DICTIONARY;

/// Returns `dict` (a dictionary) with `name` set to `value`, kept sorted.
fn dict_with(ctx: &Context, dict: Attribute, name: &str, value: Attribute) -> Attribute {
    let name = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> = ctx
        .dictionary_entries(dict)
        .iter()
        .copied()
        .filter(|e| e.name != name)
        .collect();
    entries.push(NamedAttribute { name, value });
    ctx.dictionary_attr(entries)
}

impl OperationState {
    /// A placeholder in [`OperationState::regions`]: [`Body::create_op`] replaces it with a
    /// fresh empty region (in the child body when there is one).
    pub const PENDING_REGION: RegionId = RegionId(u32::MAX);

    /// A state for an operation `name` at `loc` with nothing else: no operands, results,
    /// successors, regions or properties, and an empty attribute dictionary.
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            properties: None,
            attributes: EMPTY_DICTIONARY,
            child_body: None,
        }
    }

    /// Adds operands (kept before any successor operands already added).
    pub fn operands(mut self, values: impl IntoIterator<Item = ValueId>) -> Self {
        let forwarded: usize = self
            .successors
            .iter()
            .map(|s| s.num_operands as usize)
            .sum();
        let at = self.operands.len() - forwarded.min(self.operands.len());
        self.operands.splice(at..at, values);
        self
    }

    /// Adds one operand (before any successor operands).
    pub fn operand(self, value: ValueId) -> Self {
        self.operands([value])
    }

    /// Adds results of the given types.
    pub fn results(mut self, types: impl IntoIterator<Item = Type>) -> Self {
        self.result_types.extend(types);
        self
    }

    /// Adds one result of type `ty`.
    pub fn result(self, ty: Type) -> Self {
        self.results([ty])
    }

    /// Sets discardable attribute `name` to `value` (the dictionary stays sorted).
    pub fn attribute(mut self, ctx: &Context, name: &str, value: Attribute) -> Self {
        self.attributes = dict_with(ctx, self.attributes, name, value);
        self
    }

    /// Replaces the discardable attribute dictionary.
    pub fn attributes(mut self, dictionary: Attribute) -> Self {
        self.attributes = dictionary;
        self
    }

    /// Sets inherent attribute (property) `name` to `value`.
    pub fn property(mut self, ctx: &Context, name: &str, value: Attribute) -> Self {
        let dict = self.properties.unwrap_or_else(|| ctx.empty_dictionary());
        self.properties = Some(dict_with(ctx, dict, name, value));
        self
    }

    /// Replaces the properties dictionary.
    pub fn properties(mut self, dictionary: Option<Attribute>) -> Self {
        self.properties = dictionary;
        self
    }

    /// Adds `n` regions, created empty when the operation is created.
    pub fn regions(mut self, n: usize) -> Self {
        self.regions
            .extend(std::iter::repeat_n(Self::PENDING_REGION, n));
        self
    }

    /// Adds an existing detached region (of the body that will hold the regions).
    pub fn region(mut self, region: RegionId) -> Self {
        self.regions.push(region);
        self
    }

    /// Adds a successor `block` receiving `operands`.
    pub fn successor(
        mut self,
        block: BlockId,
        operands: impl IntoIterator<Item = ValueId>,
    ) -> Self {
        let before = self.operands.len();
        self.operands.extend(operands);
        let num_operands = (self.operands.len() - before) as u32;
        self.successors.push(Successor {
            block,
            num_operands,
        });
        self
    }

    /// Sets the child body (for an isolated-from-above op; its regions live there).
    pub fn child_body(mut self, body: Body) -> Self {
        self.child_body = Some(Box::new(body));
        self
    }
}

/// Where new operations go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// At the start of a block.
    AtStart(BlockId),
    /// At the end of a block.
    AtEnd(BlockId),
    /// Right before an attached operation.
    Before(OpId),
    /// Right after an attached operation.
    After(OpId),
}

impl Body {
    /// Inserts detached `op` at `ip`.
    pub fn insert_op_at(&mut self, ip: InsertionPoint, op: OpId) {
        match ip {
            InsertionPoint::AtStart(block) => match self.first_op(block) {
                Some(first) => self.insert_op_before(first, op),
                None => self.append_op(block, op),
            },
            InsertionPoint::AtEnd(block) => self.append_op(block, op),
            InsertionPoint::Before(before) => self.insert_op_before(before, op),
            InsertionPoint::After(after) => self.insert_op_after(after, op),
        }
    }

    /// The block an insertion point inserts into.
    pub fn insertion_block(&self, ip: InsertionPoint) -> Option<BlockId> {
        match ip {
            InsertionPoint::AtStart(b) | InsertionPoint::AtEnd(b) => Some(b),
            InsertionPoint::Before(op) | InsertionPoint::After(op) => self.op_block(op),
        }
    }

    /// Sets discardable attribute `name` of `op` to `value`.
    pub fn set_discardable_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        let d = &mut self.ops[op.index()];
        d.attributes = dict_with(ctx, d.attributes, name, value);
    }

    /// Removes discardable attribute `name` of `op`, returning its value if it was set.
    pub fn remove_discardable_attr(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: &str,
    ) -> Option<Attribute> {
        let d = &mut self.ops[op.index()];
        let entries = ctx.dictionary_entries(d.attributes);
        let pos = entries.iter().position(|e| ctx.ident_str(e.name) == name)?;
        let value = entries[pos].value;
        let mut rest = entries.to_vec();
        rest.remove(pos);
        d.attributes = ctx.dictionary_attr(rest);
        Some(value)
    }

    /// Discardable attribute `name` of `op`.
    pub fn discardable_attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        ctx.dictionary_entries(self.ops[op.index()].attributes)
            .iter()
            .find(|e| ctx.ident_str(e.name) == name)
            .map(|e| e.value)
    }
}

/// Creates operations and blocks in one body and inserts new operations at its insertion
/// point (MLIR's `OpBuilder`). Consecutive insertions keep their order.
pub struct OpBuilder<'c, 'b> {
    ctx: &'c Context,
    body: &'b mut Body,
    ip: Option<InsertionPoint>,
}

impl<'c, 'b> OpBuilder<'c, 'b> {
    /// A builder over `body` with no insertion point (new operations stay detached).
    pub fn new(ctx: &'c Context, body: &'b mut Body) -> Self {
        OpBuilder {
            ctx,
            body,
            ip: None,
        }
    }

    /// A builder over `body` inserting at `ip`.
    pub fn at(ctx: &'c Context, body: &'b mut Body, ip: InsertionPoint) -> Self {
        OpBuilder {
            ctx,
            body,
            ip: Some(ip),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// The body being built.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Mutable access to the body being built.
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertionPoint> {
        self.ip
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertionPoint) {
        self.ip = Some(ip);
    }

    /// Removes the insertion point: new operations stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    /// The block new operations go into.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.ip.and_then(|ip| self.body.insertion_block(ip))
    }

    /// Inserts detached `op` at the insertion point (if any) and returns it. After an
    /// `AtStart`/`After` insertion the point moves past `op`, so order is kept.
    pub fn insert(&mut self, op: OpId) -> OpId {
        if let Some(ip) = self.ip {
            self.body.insert_op_at(ip, op);
            if matches!(ip, InsertionPoint::AtStart(_) | InsertionPoint::After(_)) {
                self.ip = Some(InsertionPoint::After(op));
            }
        }
        op
    }

    /// Creates an operation from `state` and inserts it. When `state.name` is registered
    /// as isolated from above and `state` brings no child body and only placeholder
    /// regions ([`OperationState::regions`]), a child body is created to hold them.
    /// Registered ops get their absent default-valued properties (as upstream, where they
    /// are set when an op is created).
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        let info = self.ctx.op_info(state.name);
        if let Some(info) = info {
            state.properties = info.with_defaults(self.ctx, state.properties);
        }
        let isolated = info.is_some_and(|i| i.traits.isolated_from_above);
        if isolated
            && state.child_body.is_none()
            && state
                .regions
                .iter()
                .all(|&r| r == OperationState::PENDING_REGION)
        {
            state.child_body = Some(Box::default());
        }
        let op = self.body.create_op(state);
        self.insert(op)
    }

    /// Deep-copies `op` (see [`Body::clone_op`]) and inserts the copy.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let new = self.body.clone_op(op, mapping);
        self.insert(new)
    }

    /// Appends a new block with arguments `args` to `region` and moves the insertion point
    /// to its end.
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let index = self.body.blocks(region).len();
        self.create_block_at(region, index, args)
    }

    /// Inserts a new block with arguments `args` at position `index` of `region` (clamped)
    /// and moves the insertion point to its end.
    pub fn create_block_at(
        &mut self,
        region: RegionId,
        index: usize,
        args: &[(Type, Location)],
    ) -> BlockId {
        let block = self.body.new_block();
        for &(ty, loc) in args {
            self.body.add_block_arg(block, ty, loc);
        }
        let index = index.min(self.body.blocks(region).len());
        self.body.insert_block(region, index, block);
        self.ip = Some(InsertionPoint::AtEnd(block));
        block
    }

    /// A builder over the body holding `op`'s regions (its child body if it is isolated),
    /// without an insertion point.
    pub fn regions_builder(&mut self, op: OpId) -> OpBuilder<'c, '_> {
        OpBuilder {
            ctx: self.ctx,
            body: self.body.regions_body_mut(op),
            ip: None,
        }
    }
}
