//! [`ConversionPatternRewriter`] and the conversion state it records into: the value
//! mapping (original values to their replacements), the ops replaced or erased (kept in
//! the IR until the conversion commits), unresolved materializations, and the change log
//! that undoes every IR edit when a pattern or the whole conversion fails.
//!
//! Rollback design: a change log rather than clone-and-restore. Replacing or erasing an
//! op only records it (the op stays in place, "ignored", and its uses are rewired when
//! the conversion commits), so the only real IR edits during a conversion are op
//! creation, moves, in-place modifications, added block arguments and moved blocks; each
//! has an exact inverse applied in reverse order. Undoing costs O(changes), not O(IR
//! size); arena slots of undone ops stay allocated (erased) until the body is dropped.

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::ir::{
    BlockId, Body, InsertionPoint, IrMapping, OpId, OperationState, RegionId, ValueDef, ValueId,
    WalkOrder,
};
use strata_ir::{Attribute, Context, Location, OpName, Type};

use super::UNREALIZED_CONVERSION_CAST;
use super::type_converter::{InputMapping, SignatureConversion, TypeConverter};

/// The body at `rel` (a path of isolated-from-above ops) below `body`.
pub(crate) fn body_at<'b>(body: &'b mut Body, rel: &[OpId]) -> Option<&'b mut Body> {
    let mut b = body;
    for &op in rel {
        if op.index() >= b.op_capacity() {
            return None;
        }
        b = b.child_body_mut(op)?;
    }
    Some(b)
}

/// What an op looked like before an in-place modification.
#[derive(Clone, Debug)]
struct OpSnapshot {
    name: OpName,
    loc: Location,
    properties: Option<Attribute>,
    attributes: Attribute,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
}

impl OpSnapshot {
    fn take(body: &Body, op: OpId) -> Self {
        let d = body.op(op);
        OpSnapshot {
            name: d.name,
            loc: d.loc,
            properties: d.properties,
            attributes: d.attributes,
            operands: body.operands(op).collect(),
            result_types: body.results(op).map(|r| body.value_type(r)).collect(),
        }
    }

    fn restore(&self, body: &mut Body, op: OpId) {
        let d = body.op_mut(op);
        d.name = self.name;
        d.loc = self.loc;
        d.properties = self.properties;
        d.attributes = self.attributes;
        if body.num_operands(op) != self.operands.len() {
            // An in-place change (e.g. a fold composing `affine.apply` operands into a
            // map) may have changed the operand count.
            body.set_operands(op, &self.operands);
        } else {
            for (i, &v) in self.operands.iter().enumerate() {
                if body.operand(op, i) != v {
                    body.set_operand(op, i, v);
                }
            }
        }
        let results: Vec<ValueId> = body.results(op).collect();
        for (r, &t) in results.into_iter().zip(&self.result_types) {
            body.set_value_type(r, t);
        }
    }
}

/// One undoable change.
#[derive(Debug)]
enum Change {
    Created(OpId),
    Moved {
        op: OpId,
        block: Option<BlockId>,
        next: Option<OpId>,
    },
    Modified {
        op: OpId,
        snapshot: OpSnapshot,
    },
    Ignored(Vec<OpId>),
    Committed,
    Mapped {
        value: ValueId,
        prev: Option<Vec<ValueId>>,
    },
    ArgsAdded {
        block: BlockId,
        count: usize,
    },
    BlocksMoved {
        blocks: Vec<BlockId>,
        from: RegionId,
        index: usize,
    },
    BlockCreated(BlockId),
    Materialized,
    BlockSplit {
        block: BlockId,
        new: BlockId,
    },
    BlockInlined {
        src: BlockId,
        region: Option<RegionId>,
        index: usize,
        ops: Vec<OpId>,
        uses: Vec<(OpId, usize, ValueId)>,
    },
}

/// A logged change and the body (path of isolated ops from the root body) it applies to.
#[derive(Debug)]
struct Entry {
    path: Vec<OpId>,
    change: Change,
}

/// A replacement to carry out when the conversion commits.
#[derive(Clone)]
pub(crate) enum Commit {
    /// `op` was replaced (its results are mapped) or erased.
    Op {
        op: OpId,
        converter: Option<Arc<TypeConverter>>,
    },
    /// The arguments `orig_args` of `block` were converted (they are mapped).
    Block {
        block: BlockId,
        orig_args: Vec<ValueId>,
        converter: Option<Arc<TypeConverter>>,
    },
}

/// Per-body conversion state.
#[derive(Default)]
pub(crate) struct BodyState {
    pub(crate) mapping: FxHashMap<ValueId, Vec<ValueId>>,
    pub(crate) ignored: FxHashSet<OpId>,
    pub(crate) commits: Vec<Commit>,
}

/// The kind of an unresolved materialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaterializationKind {
    /// Converted values back to an original type.
    Source,
    /// Values to a converted type.
    Target,
}

/// An `unrealized_conversion_cast` the framework inserted, to fold away or legalize at
/// the end.
#[derive(Clone)]
pub(crate) struct Materialization {
    pub(crate) path: Vec<OpId>,
    pub(crate) op: OpId,
    pub(crate) kind: MaterializationKind,
    pub(crate) converter: Option<Arc<TypeConverter>>,
    /// The original type of the value a target materialization converts, if known.
    pub(crate) original: Option<Type>,
}

/// Everything a conversion has recorded so far.
#[derive(Default)]
pub(crate) struct ConversionState {
    log: Vec<Entry>,
    pub(crate) bodies: FxHashMap<Vec<OpId>, BodyState>,
    pub(crate) materializations: Vec<Materialization>,
    /// Diagnostics patterns emitted (kept through rollbacks, as MLIR emits them at once).
    pub(crate) diagnostics: Vec<strata_ir::diagnostics::Diagnostic>,
}

/// How many mapping links a lookup follows at most (guards against cycles).
const MAX_CHAIN: usize = 1 << 16;

impl ConversionState {
    /// The original arguments of the blocks of the body at `path` whose signatures were
    /// converted and not yet committed.
    pub(crate) fn pending_block_args(&self, path: &[OpId]) -> Vec<ValueId> {
        let Some(s) = self.bodies.get(path) else {
            return Vec::new();
        };
        s.commits
            .iter()
            .filter_map(|c| match c {
                Commit::Block { orig_args, .. } => Some(orig_args.iter().copied()),
                Commit::Op { .. } => None,
            })
            .flatten()
            .collect()
    }

    /// The log position to roll back to.
    pub(crate) fn checkpoint(&self) -> usize {
        self.log.len()
    }

    fn push(&mut self, path: &[OpId], change: Change) {
        self.log.push(Entry {
            path: path.to_vec(),
            change,
        });
    }

    /// The ops created or modified in place since `checkpoint`, in order, with their
    /// body paths.
    pub(crate) fn touched_since(&self, checkpoint: usize) -> Vec<(Vec<OpId>, OpId)> {
        self.log[checkpoint.min(self.log.len())..]
            .iter()
            .filter_map(|e| match &e.change {
                Change::Created(op) | Change::Modified { op, .. } => Some((e.path.clone(), *op)),
                _ => None,
            })
            .collect()
    }

    /// Whether `op` (in the body at `path`) was replaced or erased since `checkpoint`, or
    /// modified in place.
    pub(crate) fn root_changed_since(&self, checkpoint: usize, path: &[OpId], op: OpId) -> bool {
        self.log[checkpoint.min(self.log.len())..].iter().any(|e| {
            e.path == path
                && match &e.change {
                    Change::Ignored(ops) => ops.first() == Some(&op),
                    Change::Modified { op: o, .. } => *o == op,
                    _ => false,
                }
        })
    }

    /// Undoes every change after `checkpoint`; `body` is the body at `base`, and every
    /// change since then applies to it or to bodies nested in it.
    pub(crate) fn undo_to(&mut self, body: &mut Body, base: &[OpId], checkpoint: usize) {
        while self.log.len() > checkpoint {
            let Some(Entry { path, change }) = self.log.pop() else {
                break;
            };
            match change {
                Change::Ignored(ops) => {
                    if let Some(s) = self.bodies.get_mut(&path) {
                        for o in ops {
                            s.ignored.remove(&o);
                        }
                    }
                    continue;
                }
                Change::Committed => {
                    if let Some(s) = self.bodies.get_mut(&path) {
                        s.commits.pop();
                    }
                    continue;
                }
                Change::Mapped { value, prev } => {
                    if let Some(s) = self.bodies.get_mut(&path) {
                        match prev {
                            Some(p) => {
                                s.mapping.insert(value, p);
                            }
                            None => {
                                s.mapping.remove(&value);
                            }
                        }
                    }
                    continue;
                }
                Change::Materialized => {
                    self.materializations.pop();
                    continue;
                }
                _ => {}
            }
            let Some(rel) = path.get(base.len()..) else {
                continue;
            };
            let Some(b) = body_at(body, rel) else {
                continue;
            };
            match change {
                Change::Created(op) if !b.is_erased(op) => {
                    b.unlink_op(op);
                    b.erase_op(op);
                }
                Change::Moved { op, block, next } => {
                    b.unlink_op(op);
                    match (next, block) {
                        (Some(n), _) if b.op_block(n).is_some() => b.insert_op_before(n, op),
                        (_, Some(blk)) => b.append_op(blk, op),
                        _ => {}
                    }
                }
                Change::Modified { op, snapshot } => snapshot.restore(b, op),
                Change::ArgsAdded { block, count } => {
                    let n = b.num_block_args(block);
                    let indices: Vec<usize> = (n.saturating_sub(count)..n).collect();
                    b.erase_block_args(block, &indices);
                }
                Change::BlocksMoved {
                    blocks,
                    from,
                    index,
                } => {
                    for (i, blk) in blocks.into_iter().enumerate() {
                        b.move_block(blk, from, index + i);
                    }
                }
                Change::BlockCreated(block) => b.erase_block(block),
                Change::BlockSplit { block, new } => {
                    let ops: Vec<OpId> = b.block_ops(new).collect();
                    for op in ops {
                        b.unlink_op(op);
                        b.append_op(block, op);
                    }
                    b.unlink_block(new);
                }
                Change::BlockInlined {
                    src,
                    region,
                    index,
                    ops,
                    uses,
                } => {
                    for (op, i, v) in uses {
                        b.set_operand(op, i, v);
                    }
                    for op in ops {
                        b.unlink_op(op);
                        b.append_op(src, op);
                    }
                    if let Some(r) = region {
                        let index = index.min(b.blocks(r).len());
                        b.insert_block(r, index, src);
                    }
                }
                _ => {}
            }
        }
    }

    /// Drops the log (after a successful conversion).
    pub(crate) fn clear_log(&mut self) {
        self.log.clear();
    }

    fn body_state(&mut self, path: &[OpId]) -> &mut BodyState {
        if !self.bodies.contains_key(path) {
            self.bodies.insert(path.to_vec(), BodyState::default());
        }
        match self.bodies.get_mut(path) {
            Some(s) => s,
            None => unreachable!("inserted above"),
        }
    }

    /// Records `value -> to` in the body's mapping.
    pub(crate) fn map(&mut self, path: &[OpId], value: ValueId, to: Vec<ValueId>) {
        let prev = self.body_state(path).mapping.insert(value, to);
        self.push(path, Change::Mapped { value, prev });
    }

    /// Marks `ops` (an op and what it contains in the same body) as ignored.
    pub(crate) fn ignore(&mut self, path: &[OpId], ops: Vec<OpId>) {
        let s = self.body_state(path);
        let ops: Vec<OpId> = ops.into_iter().filter(|o| s.ignored.insert(*o)).collect();
        self.push(path, Change::Ignored(ops));
    }

    fn commit(&mut self, path: &[OpId], c: Commit) {
        self.body_state(path).commits.push(c);
        self.push(path, Change::Committed);
    }

    /// Whether `op` (in the body at `path`) was replaced, erased or is nested in such an
    /// op, or in a recursively legal one.
    pub(crate) fn is_ignored(&self, path: &[OpId], op: OpId) -> bool {
        if self
            .bodies
            .get(path)
            .is_some_and(|s| s.ignored.contains(&op))
        {
            return true;
        }
        (0..path.len()).any(|i| {
            self.bodies
                .get(&path[..i])
                .is_some_and(|s| s.ignored.contains(&path[i]))
        })
    }

    /// The latest replacement of `v` (itself if unmapped).
    pub(crate) fn lookup_latest(&self, path: &[OpId], v: ValueId) -> Vec<ValueId> {
        let mut cur = vec![v];
        let Some(s) = self.bodies.get(path) else {
            return cur;
        };
        for _ in 0..MAX_CHAIN {
            let next = match cur.as_slice() {
                [one] => s.mapping.get(one),
                _ => None,
            };
            match next {
                Some(n) => cur = n.clone(),
                None => break,
            }
        }
        cur
    }

    /// The deepest values in `v`'s replacement chain with exactly `types` (skipping `v`
    /// itself when `skip_self`), as MLIR's `ConversionValueMapping::lookup` with desired
    /// types: a value replaced by a value that was itself replaced resolves to the end of
    /// the chain.
    pub(crate) fn lookup_typed(
        &self,
        body: &Body,
        path: &[OpId],
        v: ValueId,
        types: &[Type],
        skip_self: bool,
    ) -> Option<Vec<ValueId>> {
        let matches = |vals: &[ValueId]| {
            vals.iter()
                .map(|&x| body.value_type(x))
                .eq(types.iter().copied())
        };
        let mut cur = vec![v];
        let mut found = (!skip_self && matches(&cur)).then(|| cur.clone());
        let Some(s) = self.bodies.get(path) else {
            return found;
        };
        for _ in 0..MAX_CHAIN {
            let next = match cur.as_slice() {
                [one] => s.mapping.get(one),
                _ => None,
            };
            let Some(next) = next else {
                break;
            };
            cur = next.clone();
            // A value of a replaced or erased op is an intermediate step: that op goes
            // away when the conversion commits.
            let alive = cur.iter().all(|&x| match body.value(x).def {
                ValueDef::Result { op, .. } => !self.is_ignored(path, op),
                _ => true,
            });
            if alive && matches(&cur) {
                found = Some(cur.clone());
            }
        }
        found
    }
}

/// Where a materialization of `values` goes: after the last one's definition.
pub(crate) fn insertion_after(body: &Body, values: &[ValueId]) -> Option<InsertionPoint> {
    let last = *values.last()?;
    match body.value(last).def {
        ValueDef::Result { op, .. } => Some(InsertionPoint::After(op)),
        ValueDef::BlockArg { block, .. } => Some(InsertionPoint::AtStart(block)),
        ValueDef::Detached => None,
    }
}

/// Creates an `unrealized_conversion_cast` of `inputs` to `types` at `ip` in the body at
/// `path`, records it as an unresolved materialization and returns its results.
#[allow(clippy::too_many_arguments)]
pub(crate) fn build_materialization(
    ctx: &Context,
    state: &mut ConversionState,
    body: &mut Body,
    path: &[OpId],
    ip: InsertionPoint,
    loc: Location,
    inputs: &[ValueId],
    types: &[Type],
    kind: MaterializationKind,
    converter: Option<Arc<TypeConverter>>,
    original: Option<Type>,
) -> Vec<ValueId> {
    let st = OperationState::new(ctx.op_name(UNREALIZED_CONVERSION_CAST), loc)
        .operands(inputs.iter().copied())
        .results(types.iter().copied());
    let op = body.create_op(st);
    body.insert_op_at(ip, op);
    state.push(path, Change::Created(op));
    state.materializations.push(Materialization {
        path: path.to_vec(),
        op,
        kind,
        converter,
        original,
    });
    state.push(path, Change::Materialized);
    body.results(op).collect()
}

/// Edits IR on behalf of a [`super::ConversionPattern`] (MLIR's
/// `ConversionPatternRewriter`): every change is logged so that it can be undone, and
/// replaced or erased ops stay in the IR (ignored) until the conversion commits.
pub struct ConversionPatternRewriter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    path: &'a [OpId],
    state: &'a mut ConversionState,
    ip: Option<InsertionPoint>,
    converter: Option<Arc<TypeConverter>>,
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        path: &'a [OpId],
        state: &'a mut ConversionState,
        converter: Option<Arc<TypeConverter>>,
    ) -> Self {
        ConversionPatternRewriter {
            ctx,
            body,
            path,
            state,
            ip: None,
            converter,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body being rewritten (read-only: edit through the rewriter).
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The type converter of the pattern being applied, if any.
    pub fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertionPoint> {
        self.ip
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertionPoint) {
        self.ip = Some(ip);
    }

    /// Emits an error at `loc` from a pattern (MLIR's `emitError` inside a rewrite): it
    /// does not fail the conversion and stays emitted if the pattern's changes are rolled
    /// back; partial conversions return it ([`super::PartialConversionResult`]).
    pub fn emit_error(&mut self, loc: Location, message: impl Into<String>) {
        self.state
            .diagnostics
            .push(strata_ir::diagnostics::Diagnostic::error(loc, message));
    }

    /// Reports why a pattern does not apply; returns `false` for convenience.
    pub fn notify_match_failure(&self, _reason: &str) -> bool {
        false
    }

    /// The arguments of `block` as patterns see them: after a signature conversion made
    /// by this conversion, only the new ones (the original ones go at commit).
    pub fn live_block_args(&self, block: BlockId) -> Vec<ValueId> {
        let args = self.body.block_args(block);
        let converted = self.state.bodies.get(self.path).and_then(|s| {
            s.commits.iter().find_map(|c| match c {
                Commit::Block {
                    block: b,
                    orig_args,
                    ..
                } if *b == block => Some(orig_args.len()),
                _ => None,
            })
        });
        args[converted.unwrap_or(0).min(args.len())..].to_vec()
    }

    /// Whether `op` was replaced or erased by this conversion (it is still in the IR).
    pub fn is_replaced(&self, op: OpId) -> bool {
        self.state.is_ignored(self.path, op)
    }

    /// The latest replacement values of `v` (itself if it was not replaced).
    pub fn remapped(&self, v: ValueId) -> Vec<ValueId> {
        self.state.lookup_latest(self.path, v)
    }

    /// Appends a new block with arguments `args` to `region` (undone on rollback) and moves
    /// the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let block = self.body.new_block();
        for &(ty, loc) in args {
            self.body.add_block_arg(block, ty, loc);
        }
        self.body.append_block(region, block);
        self.state.push(self.path, Change::BlockCreated(block));
        self.ip = Some(InsertionPoint::AtEnd(block));
        block
    }

    /// Inserts a new block with arguments `args` into `region` at position `index`
    /// (clamped; undone on rollback) and moves the insertion point to its end.
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
        self.state.push(self.path, Change::BlockCreated(block));
        self.ip = Some(InsertionPoint::AtEnd(block));
        block
    }

    fn insert_logged(&mut self, op: OpId) -> OpId {
        if let Some(ip) = self.ip {
            self.body.insert_op_at(ip, op);
            if matches!(ip, InsertionPoint::AtStart(_) | InsertionPoint::After(_)) {
                self.ip = Some(InsertionPoint::After(op));
            }
        }
        self.state.push(self.path, Change::Created(op));
        op
    }

    /// Creates an op from `state` at the insertion point. Placeholder regions of an
    /// isolated-from-above op are created in a new child body.
    /// Registered ops get their absent default-valued properties.
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        let info = self.ctx.op_info(state.name);
        if let Some(info) = info {
            state.properties = info.with_defaults(self.ctx, state.properties);
        }
        if state.child_body.is_none()
            && !state.regions.is_empty()
            && state
                .regions
                .iter()
                .all(|&r| r == OperationState::PENDING_REGION)
            && info.is_some_and(|i| i.traits.isolated_from_above)
        {
            state.child_body = Some(Box::new(Body::new()));
        }
        let op = self.body.create_op(state);
        self.insert_logged(op)
    }

    /// Runs `make`, which creates one detached op in the body (e.g. a dialect's constant
    /// materializer), and inserts that op at the insertion point.
    pub fn create_with(
        &mut self,
        make: impl FnOnce(&Context, &mut Body) -> Option<OpId>,
    ) -> Option<OpId> {
        let op = make(self.ctx, self.body)?;
        if self.body.op_block(op).is_some() {
            return None;
        }
        Some(self.insert_logged(op))
    }

    /// Deep-copies `op` and inserts the copy at the insertion point.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let copy = self.body.clone_op(op, mapping);
        self.insert_logged(copy)
    }

    /// Replaces the results of `op` by `values` (one per result) and erases `op` when the
    /// conversion commits; until then `op` stays in place, ignored.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let groups = values.iter().map(|&v| vec![v]).collect();
        self.replace_op_with_multiple(op, groups);
    }

    /// Replaces each result of `op` by a list of values (1:N; an empty list drops it).
    pub fn replace_op_with_multiple(&mut self, op: OpId, values: Vec<Vec<ValueId>>) {
        let results: Vec<ValueId> = self.body.results(op).collect();
        for (r, vals) in results.into_iter().zip(values) {
            if !vals.is_empty() {
                self.state.map(self.path, r, vals);
            }
        }
        self.mark_replaced(op);
    }

    /// Creates an op from `state` right before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.ip;
        self.ip = Some(InsertionPoint::Before(op));
        let new = self.create(state);
        self.ip = saved;
        let results: Vec<ValueId> = self.body.results(new).collect();
        self.replace_op(op, &results);
        new
    }

    /// Erases `op` (and what it contains) when the conversion commits; its results must
    /// be unused by then.
    pub fn erase_op(&mut self, op: OpId) {
        self.mark_replaced(op);
    }

    fn mark_replaced(&mut self, op: OpId) {
        let nested: Vec<OpId> = self.body.walk_ops(op, WalkOrder::PreOrder).collect();
        self.state.ignore(self.path, nested);
        self.state.commit(
            self.path,
            Commit::Op {
                op,
                converter: self.converter.clone(),
            },
        );
    }

    /// Changes `op` in place through `f` (its name, location, attributes, operands or
    /// result types; nothing else), recording its previous state.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let snapshot = OpSnapshot::take(self.body, op);
        self.state
            .push(self.path, Change::Modified { op, snapshot });
        f(self.body)
    }

    /// Moves the attached `op` right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let block = self.body.op_block(op);
        let next = self.body.next_op(op);
        self.body.move_op_before(op, before);
        self.state
            .push(self.path, Change::Moved { op, block, next });
    }

    /// Moves every block of `region` into `dest` at position `index` (MLIR's
    /// `inlineRegionBefore`); both regions are in this body.
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, index: usize) {
        if region == dest {
            return;
        }
        let blocks = self.body.blocks(region).to_vec();
        let index = index.min(self.body.blocks(dest).len());
        self.body.move_blocks(region, dest, index);
        self.state.push(
            self.path,
            Change::BlocksMoved {
                blocks,
                from: region,
                index: 0,
            },
        );
    }

    /// Splits `block` before `before` (`None`: at its end): the ops from `before` on move
    /// to a new block right after `block` in its region, which is returned (MLIR's
    /// `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let new = self.body.new_block();
        if let Some(region) = self.body.block_region(block) {
            let at = self.body.block_index(block).map_or(0, |i| i + 1);
            self.body.insert_block(region, at, new);
        }
        if let Some(first) = before {
            let ops: Vec<OpId> = self
                .body
                .block_ops(block)
                .skip_while(|&o| o != first)
                .collect();
            for op in ops {
                self.body.unlink_op(op);
                self.body.append_op(new, op);
            }
        }
        self.state
            .push(self.path, Change::BlockSplit { block, new });
        new
    }

    /// Moves the ops of `src` into `dest` before `before` (`None`: at its end), replaces
    /// the uses of `src`'s arguments by `args` and unlinks `src` (MLIR's
    /// `inlineBlockBefore`/`mergeBlocks`). Returns `false` (changing nothing) if `args`
    /// does not give one value per argument.
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) -> bool {
        let src_args = self.body.block_args(src).to_vec();
        if src_args.len() != args.len() || src == dest {
            return false;
        }
        let mut uses = Vec::new();
        for (&a, &to) in src_args.iter().zip(args) {
            let list: Vec<(OpId, usize)> = self
                .body
                .uses(a)
                .iter()
                .map(|u| (u.op, u.operand as usize))
                .collect();
            for (op, i) in list {
                self.body.set_operand(op, i, to);
                uses.push((op, i, a));
            }
        }
        let ops: Vec<OpId> = self.body.block_ops(src).collect();
        for &op in &ops {
            self.body.unlink_op(op);
            match before {
                Some(b) => self.body.insert_op_before(b, op),
                None => self.body.append_op(dest, op),
            }
        }
        let region = self.body.block_region(src);
        let index = self.body.block_index(src).unwrap_or(0);
        self.body.unlink_block(src);
        self.state.push(
            self.path,
            Change::BlockInlined {
                src,
                region,
                index,
                ops,
                uses,
            },
        );
        true
    }

    /// Appends arguments of `types` (at `loc`) to `block` (undone on rollback).
    pub fn add_block_args(
        &mut self,
        block: BlockId,
        types: &[Type],
        loc: Location,
    ) -> Vec<ValueId> {
        let args: Vec<ValueId> = types
            .iter()
            .map(|&t| self.body.add_block_arg(block, t, loc))
            .collect();
        self.state.push(
            self.path,
            Change::ArgsAdded {
                block,
                count: args.len(),
            },
        );
        args
    }

    /// Converts the arguments of `block` (in this body) as `conversion` says, with the
    /// pattern's type converter for materializations (MLIR's
    /// `applySignatureConversion`). The new arguments are appended now; the original
    /// ones are mapped to them and removed when the conversion commits. Returns `false`
    /// if `conversion` does not fit the block.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
    ) -> bool {
        let converter = self.converter.clone();
        convert_block(
            self.ctx, self.state, self.body, self.path, block, conversion, converter,
        )
    }

    /// Converts the arguments of every block of `region` (in this body) with `converter`;
    /// the entry block with `entry` if given (MLIR's `convertRegionTypes`).
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> bool {
        convert_region(
            self.ctx, self.state, self.body, self.path, region, converter, entry,
        )
    }

    /// [`ConversionPatternRewriter::apply_signature_conversion`] on the entry block of
    /// region `index` of `op`, wherever it lives (in `op`'s child body if it is isolated
    /// from above); `true` if the region is empty.
    pub fn apply_op_entry_signature_conversion(
        &mut self,
        op: OpId,
        index: usize,
        conversion: &SignatureConversion,
    ) -> bool {
        let Some(&region) = self.body.regions(op).get(index) else {
            return false;
        };
        let converter = self.converter.clone();
        if self.body.child_body(op).is_none() {
            let Some(&entry) = self.body.blocks(region).first() else {
                return true;
            };
            return convert_block(
                self.ctx, self.state, self.body, self.path, entry, conversion, converter,
            );
        }
        let mut path = self.path.to_vec();
        path.push(op);
        let Some(child) = self.body.child_body_mut(op) else {
            return false;
        };
        let Some(&entry) = child.blocks(region).first() else {
            return true;
        };
        convert_block(
            self.ctx, self.state, child, &path, entry, conversion, converter,
        )
    }

    /// [`ConversionPatternRewriter::convert_region_types`] on region `index` of `op`,
    /// wherever it lives (in `op`'s child body if it is isolated from above).
    pub fn convert_op_region_types(
        &mut self,
        op: OpId,
        index: usize,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> bool {
        let Some(&region) = self.body.regions(op).get(index) else {
            return false;
        };
        if self.body.child_body(op).is_none() {
            return self.convert_region_types(region, converter, entry);
        }
        let mut path = self.path.to_vec();
        path.push(op);
        let Some(child) = self.body.child_body_mut(op) else {
            return false;
        };
        convert_region(self.ctx, self.state, child, &path, region, converter, entry)
    }
}

/// Converts every block of `region` of `body` (at `path`).
fn convert_region(
    ctx: &Context,
    state: &mut ConversionState,
    body: &mut Body,
    path: &[OpId],
    region: RegionId,
    converter: &Arc<TypeConverter>,
    entry: Option<&SignatureConversion>,
) -> bool {
    let blocks = body.blocks(region).to_vec();
    for (i, block) in blocks.into_iter().enumerate() {
        let computed;
        let conv = match entry {
            Some(c) if i == 0 => c,
            _ => {
                let types: Vec<Type> = body
                    .block_args(block)
                    .iter()
                    .map(|&a| body.value_type(a))
                    .collect();
                let Some(c) = converter.convert_signature(ctx, &types) else {
                    return false;
                };
                computed = c;
                &computed
            }
        };
        if !convert_block(ctx, state, body, path, block, conv, Some(converter.clone())) {
            return false;
        }
    }
    true
}

/// Applies `conversion` to the arguments of `block`.
fn convert_block(
    ctx: &Context,
    state: &mut ConversionState,
    body: &mut Body,
    path: &[OpId],
    block: BlockId,
    conversion: &SignatureConversion,
    converter: Option<Arc<TypeConverter>>,
) -> bool {
    let _ = ctx;
    let orig: Vec<ValueId> = body.block_args(block).to_vec();
    if conversion.num_orig() != orig.len() {
        return false;
    }
    let already = state.bodies.get(path).is_some_and(|s| {
        s.commits
            .iter()
            .any(|c| matches!(c, Commit::Block { block: b, .. } if *b == block))
    });
    if already {
        return true;
    }
    // An identity conversion changes nothing.
    let orig_types: Vec<Type> = orig.iter().map(|&a| body.value_type(a)).collect();
    let identity = conversion.converted_types() == orig_types.as_slice()
        && (0..orig.len()).all(|i| {
            conversion.input_mapping(i) == Some(&InputMapping::Args { start: i, size: 1 })
        });
    if identity {
        return true;
    }
    let unknown = ctx.unknown_loc();
    let mut locs = vec![unknown; conversion.converted_types().len()];
    for (i, _) in orig.iter().enumerate() {
        if let Some(InputMapping::Args { start, size }) = conversion.input_mapping(i) {
            for l in locs.iter_mut().skip(*start).take(*size) {
                *l = body.block_arg_loc(block, i);
            }
        }
    }
    let new_args: Vec<ValueId> = conversion
        .converted_types()
        .iter()
        .zip(locs)
        .map(|(&t, l)| body.add_block_arg(block, t, l))
        .collect();
    state.push(
        path,
        Change::ArgsAdded {
            block,
            count: new_args.len(),
        },
    );
    for (i, &arg) in orig.iter().enumerate() {
        match conversion.input_mapping(i) {
            Some(InputMapping::Args { start, size }) if *size > 0 => {
                let to: Vec<ValueId> = new_args
                    .get(*start..start + size)
                    .map(|s| s.to_vec())
                    .unwrap_or_default();
                state.map(path, arg, to);
            }
            Some(InputMapping::Value(v)) => state.map(path, arg, vec![*v]),
            _ => {}
        }
    }
    state.commit(
        path,
        Commit::Block {
            block,
            orig_args: orig,
            converter,
        },
    );
    true
}

impl strata_ir::ir::Builder for ConversionPatternRewriter<'_> {
    fn ctx(&self) -> &Context {
        ConversionPatternRewriter::ctx(self)
    }
    fn insertion_point(&self) -> Option<InsertionPoint> {
        ConversionPatternRewriter::insertion_point(self)
    }
    fn set_insertion_point(&mut self, ip: InsertionPoint) {
        ConversionPatternRewriter::set_insertion_point(self, ip)
    }
    fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        ConversionPatternRewriter::create_block(self, region, args)
    }
    fn body(&self) -> &Body {
        ConversionPatternRewriter::body(self)
    }
    fn create(&mut self, state: OperationState) -> OpId {
        ConversionPatternRewriter::create(self, state)
    }
}
