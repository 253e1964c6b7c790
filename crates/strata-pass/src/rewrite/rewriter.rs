//! [`PatternRewriter`]: creates, replaces, erases and edits operations of one body and
//! reports every change to a [`RewriteListener`] (the greedy driver's worklist).

use strata_ir::ir::{
    BlockId, Body, InsertionPoint, IrMapping, OpId, OperationState, RegionId, ValueId, WalkOrder,
};
use strata_ir::{Context, Location, OpName, Type};

/// Observes the changes a [`PatternRewriter`] makes. Every method has an empty default.
pub trait RewriteListener {
    /// `op` was inserted into a block (created, cloned or moved).
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, location, types).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The results of `op` are about to be replaced by `values`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _values: &[ValueId]) {}
    /// `op` is about to be erased (called for nested ops first, then `op`); its operands
    /// are still attached.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
}

/// A listener ignoring everything.
struct NoListener;
impl RewriteListener for NoListener {}

/// Edits one body on behalf of a pattern, keeping a listener informed (MLIR's
/// `PatternRewriter`). New ops go at the insertion point.
pub struct PatternRewriter<'a, 'l> {
    ctx: &'a Context,
    body: &'a mut Body,
    ip: Option<InsertionPoint>,
    listener: &'l mut dyn RewriteListener,
    owner: Option<OpName>,
}

impl<'a, 'l> PatternRewriter<'a, 'l> {
    /// A rewriter over `body` reporting to `listener`, with no insertion point.
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: &'l mut dyn RewriteListener,
    ) -> Self {
        PatternRewriter {
            ctx,
            body,
            ip: None,
            listener,
            owner: None,
        }
    }

    /// Runs `f` with a rewriter over `body` that reports to nobody.
    pub fn without_listener<R>(
        ctx: &Context,
        body: &mut Body,
        f: impl FnOnce(&mut PatternRewriter<'_, '_>) -> R,
    ) -> R {
        let mut l = NoListener;
        let mut r = PatternRewriter::new(ctx, body, &mut l);
        f(&mut r)
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body being rewritten (read-only; edit through the rewriter's methods or
    /// [`PatternRewriter::modify_op_in_place`]).
    pub fn body(&self) -> &Body {
        self.body
    }

    /// The name of the isolated-from-above op owning the body, when the driver knows it
    /// (the ops of a body's top-level regions have no parent op in that body).
    pub fn body_owner(&self) -> Option<OpName> {
        self.owner
    }

    /// Records the name of the op owning the body (see [`PatternRewriter::body_owner`]).
    pub fn set_body_owner(&mut self, owner: Option<OpName>) {
        self.owner = owner;
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertionPoint> {
        self.ip
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertionPoint) {
        self.ip = Some(ip);
    }

    /// Appends a new block with arguments `args` to `region` and moves the insertion point
    /// to its end (the ops created in it are reported as they are inserted).
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let block = self.body.new_block();
        for &(ty, loc) in args {
            self.body.add_block_arg(block, ty, loc);
        }
        self.body.append_block(region, block);
        self.ip = Some(InsertionPoint::AtEnd(block));
        block
    }

    /// Inserts detached `op` at the insertion point (if any), notifying the listener.
    /// After an `AtStart`/`After` insertion the point moves past `op`.
    pub fn insert(&mut self, op: OpId) -> OpId {
        if let Some(ip) = self.ip {
            self.body.insert_op_at(ip, op);
            if matches!(ip, InsertionPoint::AtStart(_) | InsertionPoint::After(_)) {
                self.ip = Some(InsertionPoint::After(op));
            }
            self.listener.op_inserted(self.body, op);
        }
        op
    }

    /// Creates an op from `state` and inserts it at the insertion point. Placeholder
    /// regions of an isolated-from-above op are created in a new child body.
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
        self.insert(op)
    }

    /// Deep-copies `op` and inserts the copy at the insertion point.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let copy = self.body.clone_op(op, mapping);
        self.insert(copy)
    }

    /// Makes every use of `from` use `to`, notifying each user as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let users: Vec<OpId> = self.body.uses(from).iter().map(|u| u.op).collect();
        self.body.replace_all_uses(from, to);
        for u in users {
            self.listener.op_modified(self.body, u);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds (given the user and operand
    /// index) by `to`.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, OpId, usize) -> bool,
    ) {
        let uses: Vec<_> = self.body.uses(from).to_vec();
        for u in uses {
            if pred(self.body, u.op, u.operand as usize) {
                self.body.set_operand(u.op, u.operand as usize, to);
                self.listener.op_modified(self.body, u.op);
            }
        }
    }

    /// Replaces every result of `op` by the matching value of `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        debug_assert_eq!(values.len(), self.body.num_results(op));
        self.listener.op_replaced(self.body, op, values);
        for (i, &v) in values.iter().enumerate() {
            let r = self.body.result(op, i);
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Creates an op from `state` at the insertion point and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.ip;
        self.ip = Some(InsertionPoint::Before(op));
        let new = self.create(state);
        self.ip = saved;
        let results: Vec<ValueId> = self.body.results(new).collect();
        self.replace_op(op, &results);
        new
    }

    /// Erases `op` and everything nested in it (in this body); its results must be
    /// unused outside it.
    pub fn erase_op(&mut self, op: OpId) {
        let nested: Vec<OpId> = self.body.walk_ops(op, WalkOrder::PostOrder).collect();
        for o in nested {
            self.listener.op_erased(self.body, o);
        }
        self.body.erase_op(op);
    }

    /// Changes `op` in place through `f` and notifies the listener.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let r = f(self.body);
        self.listener.op_modified(self.body, op);
        r
    }

    /// Moves `op` right before `before`, notifying the listener.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.body.move_op_before(op, before);
        self.listener.op_inserted(self.body, op);
    }

    /// Splits `block` before `before` (`None`: at the end); see [`Body::split_block`].
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        self.body.split_block(block, before)
    }

    /// Moves the ops of `src` into `dest` before `before`, replacing `src`'s arguments
    /// by `args`, and erases `src`; see [`Body::inline_block_before`]. Moved ops and the
    /// users of the arguments are reported.
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let mut users = Vec::new();
        for &a in self.body.block_args(src) {
            users.extend(self.body.uses(a).iter().map(|u| u.op));
        }
        let moved: Vec<OpId> = self.body.block_ops(src).collect();
        self.body.inline_block_before(src, dest, before, args);
        for op in moved {
            self.listener.op_inserted(self.body, op);
        }
        for u in users {
            self.listener.op_modified(self.body, u);
        }
    }

    /// Appends the ops of `src` to `dest` (see [`PatternRewriter::inline_block_before`]).
    pub fn merge_blocks(&mut self, src: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(src, dest, None, args);
    }

    /// Erases `block` and its ops (reported as erased); no branch may target it and its
    /// values must be unused outside it.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for &op in ops.iter().rev() {
            let nested: Vec<OpId> = self.body.walk_ops(op, WalkOrder::PostOrder).collect();
            for o in nested {
                self.listener.op_erased(self.body, o);
            }
        }
        self.body.erase_block(block);
    }
}

impl strata_ir::ir::Builder for PatternRewriter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn insertion_point(&self) -> Option<InsertionPoint> {
        self.ip
    }
    fn set_insertion_point(&mut self, ip: InsertionPoint) {
        self.ip = Some(ip);
    }
    fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        PatternRewriter::create_block(self, region, args)
    }
    fn body(&self) -> &Body {
        self.body
    }
    fn create(&mut self, state: OperationState) -> OpId {
        PatternRewriter::create(self, state)
    }
}
