//! Walkers over nested operations: within one body ([`Body::walk_ops`], [`Body::walk`],
//! [`Body::walk_mut`]) or across child bodies ([`walk_all`], [`walk_all_mut`],
//! [`walk_all_iter`]), pre- or post-order, with explicit stacks only.

use super::body::Body;
use super::entities::{BlockId, OpId, RegionId};

/// When a walk visits an operation relative to the operations nested in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// The operation before its nested operations.
    PreOrder,
    /// The operation after its nested operations.
    PostOrder,
}

/// What a walk callback asks the walk to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Continue normally.
    Advance,
    /// Do not visit the operations nested in the visited one (pre-order only; the same as
    /// `Advance` in post-order).
    Skip,
    /// Stop the walk.
    Interrupt,
}

impl WalkResult {
    /// Whether the walk was interrupted.
    pub fn was_interrupted(self) -> bool {
        self == WalkResult::Interrupt
    }
}

/// One pending piece of work. `depth` indexes the stack of bodies being walked.
#[derive(Clone, Copy, Debug)]
enum Frame {
    /// The remaining operations of a block, starting at `next`.
    Ops { depth: u32, next: Option<OpId> },
    /// The regions of `op` (held at `depth`); `child` when they live in its child body
    /// (then at `depth + 1`).
    Regions {
        depth: u32,
        op: OpId,
        index: u32,
        child: bool,
    },
    /// The remaining blocks of a region held at `depth`.
    Blocks {
        depth: u32,
        region: RegionId,
        index: u32,
    },
}

/// Access to the stack of bodies a walk is inside of.
trait BodyStack {
    /// The body at `depth` (0 is the body the walk started in).
    fn get(&self, depth: usize) -> &Body;
    /// Enters the child body of `op` (held at `depth`, the innermost body); false if it
    /// has none.
    fn enter(&mut self, depth: usize, op: OpId) -> bool;
    /// Leaves the child body of `op` entered by [`BodyStack::enter`].
    fn exit(&mut self, depth: usize, op: OpId);
}

/// Resumable walk state shared by all walkers.
struct Cursor {
    frames: Vec<Frame>,
    order: WalkOrder,
    cross_bodies: bool,
    /// The root, until the walk starts.
    start: Option<OpId>,
    /// The op just visited in pre-order whose regions are still to be entered.
    pending: Option<(u32, OpId)>,
}

impl Cursor {
    fn new(root: OpId, order: WalkOrder, cross_bodies: bool) -> Self {
        Cursor {
            frames: Vec::new(),
            order,
            cross_bodies,
            start: Some(root),
            pending: None,
        }
    }

    /// Do not descend into the operation just visited (pre-order).
    fn skip(&mut self) {
        self.pending = None;
    }

    fn push_regions<S: BodyStack>(&mut self, s: &mut S, depth: u32, op: OpId) {
        let has_child = s.get(depth as usize).child_body(op).is_some();
        let (child, index) = if !has_child {
            (false, 0)
        } else if self.cross_bodies && s.enter(depth as usize, op) {
            (true, 0)
        } else {
            // Regions in a child body that is not walked: visit none of them.
            (false, u32::MAX)
        };
        self.frames.push(Frame::Regions {
            depth,
            op,
            index,
            child,
        });
    }

    /// The next operation to visit and the depth of the body holding it.
    fn next<S: BodyStack>(&mut self, s: &mut S) -> Option<(u32, OpId)> {
        let pre = self.order == WalkOrder::PreOrder;
        if let Some(root) = self.start.take() {
            if pre {
                self.pending = Some((0, root));
                return Some((0, root));
            }
            self.push_regions(s, 0, root);
        }
        if let Some((depth, op)) = self.pending.take() {
            self.push_regions(s, depth, op);
        }
        while let Some(top) = self.frames.last_mut() {
            match *top {
                Frame::Ops { next: None, .. } => {
                    self.frames.pop();
                }
                Frame::Ops {
                    depth,
                    next: Some(op),
                } => {
                    let body = s.get(depth as usize);
                    *top = Frame::Ops {
                        depth,
                        next: body.next_op(op),
                    };
                    if pre {
                        self.pending = Some((depth, op));
                        return Some((depth, op));
                    }
                    self.push_regions(s, depth, op);
                }
                Frame::Regions {
                    depth,
                    op,
                    index,
                    child,
                } => {
                    let body = s.get(depth as usize);
                    let regions = body.regions(op);
                    if (index as usize) < regions.len() {
                        let region = regions[index as usize];
                        *top = Frame::Regions {
                            depth,
                            op,
                            index: index + 1,
                            child,
                        };
                        let rdepth = depth + child as u32;
                        self.frames.push(Frame::Blocks {
                            depth: rdepth,
                            region,
                            index: 0,
                        });
                    } else {
                        self.frames.pop();
                        if child {
                            s.exit(depth as usize, op);
                        }
                        if !pre {
                            return Some((depth, op));
                        }
                    }
                }
                Frame::Blocks {
                    depth,
                    region,
                    index,
                } => {
                    let body = s.get(depth as usize);
                    match body.blocks(region).get(index as usize) {
                        Some(&block) => {
                            let first = body.first_op(block);
                            *top = Frame::Blocks {
                                depth,
                                region,
                                index: index + 1,
                            };
                            self.frames.push(Frame::Ops { depth, next: first });
                        }
                        None => {
                            self.frames.pop();
                        }
                    }
                }
            }
        }
        None
    }
}

/// Shared bodies: child bodies are borrowed in place.
struct RefStack<'a> {
    bodies: Vec<&'a Body>,
}

impl<'a> RefStack<'a> {
    fn body(&self, depth: usize) -> &'a Body {
        self.bodies[depth]
    }
}

impl BodyStack for RefStack<'_> {
    fn get(&self, depth: usize) -> &Body {
        self.bodies[depth]
    }
    fn enter(&mut self, depth: usize, op: OpId) -> bool {
        match self.bodies[depth].child_body(op) {
            Some(child) => {
                self.bodies.push(child);
                true
            }
            None => false,
        }
    }
    fn exit(&mut self, _depth: usize, _op: OpId) {
        self.bodies.pop();
    }
}

/// Exclusive bodies: a child body is moved out of its op while it is walked and put back
/// on exit (also when the walk stops early or unwinds).
struct MutStack<'a> {
    root: &'a mut Body,
    taken: Vec<(Box<Body>, OpId)>,
}

impl MutStack<'_> {
    fn get_mut(&mut self, depth: usize) -> &mut Body {
        match depth.checked_sub(1) {
            None => self.root,
            Some(i) => &mut self.taken[i].0,
        }
    }
}

impl BodyStack for MutStack<'_> {
    fn get(&self, depth: usize) -> &Body {
        match depth.checked_sub(1) {
            None => self.root,
            Some(i) => &self.taken[i].0,
        }
    }
    fn enter(&mut self, depth: usize, op: OpId) -> bool {
        debug_assert_eq!(depth, self.taken.len());
        match self.get_mut(depth).ops[op.index()].child_body.take() {
            Some(child) => {
                self.taken.push((child, op));
                true
            }
            None => false,
        }
    }
    fn exit(&mut self, depth: usize, op: OpId) {
        debug_assert_eq!(depth + 1, self.taken.len());
        if let Some((child, owner)) = self.taken.pop() {
            debug_assert_eq!(owner, op);
            self.get_mut(depth).ops[owner.index()].child_body = Some(child);
        }
    }
}

impl Drop for MutStack<'_> {
    fn drop(&mut self) {
        while let Some((child, owner)) = self.taken.pop() {
            let depth = self.taken.len();
            self.get_mut(depth).ops[owner.index()].child_body = Some(child);
        }
    }
}

/// Iterator over `op` and the operations nested in it within one body; see
/// [`Body::walk_ops`].
pub struct OpWalk<'a> {
    cursor: Cursor,
    stack: RefStack<'a>,
}

impl Iterator for OpWalk<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        self.cursor.next(&mut self.stack).map(|(_, op)| op)
    }
}

/// Iterator over an operation and everything nested in it, child bodies included,
/// yielding each operation with the body that holds it; see [`walk_all_iter`].
pub struct BodyWalk<'a> {
    cursor: Cursor,
    stack: RefStack<'a>,
}

impl<'a> BodyWalk<'a> {
    /// In pre-order, do not descend into the operation returned last.
    pub fn skip_nested(&mut self) {
        self.cursor.skip();
    }
}

impl<'a> Iterator for BodyWalk<'a> {
    type Item = (&'a Body, OpId);
    fn next(&mut self) -> Option<(&'a Body, OpId)> {
        let (depth, op) = self.cursor.next(&mut self.stack)?;
        Some((self.stack.body(depth as usize), op))
    }
}

fn drive_ref<'a>(
    body: &'a Body,
    op: OpId,
    order: WalkOrder,
    cross_bodies: bool,
    f: &mut dyn FnMut(&'a Body, OpId) -> WalkResult,
) -> WalkResult {
    let mut stack = RefStack { bodies: vec![body] };
    let mut cursor = Cursor::new(op, order, cross_bodies);
    while let Some((depth, op)) = cursor.next(&mut stack) {
        match f(stack.body(depth as usize), op) {
            WalkResult::Advance => {}
            WalkResult::Skip => cursor.skip(),
            WalkResult::Interrupt => return WalkResult::Interrupt,
        }
    }
    WalkResult::Advance
}

fn drive_mut(
    body: &mut Body,
    op: OpId,
    order: WalkOrder,
    cross_bodies: bool,
    f: &mut dyn FnMut(&mut Body, OpId) -> WalkResult,
) -> WalkResult {
    let mut stack = MutStack {
        root: body,
        taken: Vec::new(),
    };
    let mut cursor = Cursor::new(op, order, cross_bodies);
    while let Some((depth, op)) = cursor.next(&mut stack) {
        match f(stack.get_mut(depth as usize), op) {
            WalkResult::Advance => {}
            WalkResult::Skip => cursor.skip(),
            WalkResult::Interrupt => return WalkResult::Interrupt,
        }
    }
    WalkResult::Advance
}

/// Visits `op` (held by `body`) and every operation nested in it, descending into the
/// child bodies of isolated-from-above operations; `f` gets each operation with the body
/// holding it. Returns `Interrupt` if `f` did.
pub fn walk_all<'a>(
    body: &'a Body,
    op: OpId,
    order: WalkOrder,
    mut f: impl FnMut(&'a Body, OpId) -> WalkResult,
) -> WalkResult {
    drive_ref(body, op, order, true, &mut f)
}

/// [`walk_all`] as an iterator of `(body, op)` pairs.
pub fn walk_all_iter(body: &Body, op: OpId, order: WalkOrder) -> BodyWalk<'_> {
    BodyWalk {
        cursor: Cursor::new(op, order, true),
        stack: RefStack { bodies: vec![body] },
    }
}

/// [`walk_all`] with mutable access to the body holding each visited operation, e.g. to
/// edit attributes or locations everywhere.
///
/// The callback may change the visited op (attributes, location, operands, results'
/// types, its regions' contents in pre-order before they are walked) or erase it; it must
/// not erase or move other operations of the block being walked. While an op's child body
/// is walked it is moved out of the op (so `child_body` of that op reads `None` there).
pub fn walk_all_mut(
    body: &mut Body,
    op: OpId,
    order: WalkOrder,
    mut f: impl FnMut(&mut Body, OpId) -> WalkResult,
) -> WalkResult {
    drive_mut(body, op, order, true, &mut f)
}

impl Body {
    /// `op` and every operation nested in it through regions held in this body (child
    /// bodies are not entered), in `order`.
    pub fn walk_ops(&self, op: OpId, order: WalkOrder) -> OpWalk<'_> {
        OpWalk {
            cursor: Cursor::new(op, order, false),
            stack: RefStack { bodies: vec![self] },
        }
    }

    /// Calls `f` on `op` and every operation nested in it within this body, in `order`,
    /// honouring [`WalkResult::Skip`] and [`WalkResult::Interrupt`].
    pub fn walk(
        &self,
        op: OpId,
        order: WalkOrder,
        mut f: impl FnMut(OpId) -> WalkResult,
    ) -> WalkResult {
        drive_ref(self, op, order, false, &mut |_, op| f(op))
    }

    /// [`Body::walk`] with mutable access to this body; the callback follows the rules of
    /// [`walk_all_mut`].
    pub fn walk_mut(
        &mut self,
        op: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&mut Body, OpId) -> WalkResult,
    ) -> WalkResult {
        drive_mut(self, op, order, false, &mut f)
    }

    /// The operations of every block of `region`, in order (not nested ones).
    pub fn region_ops(&self, region: RegionId) -> impl Iterator<Item = OpId> + '_ {
        self.blocks(region)
            .iter()
            .flat_map(move |&b| self.block_ops(b))
    }

    /// The operation owning the region that holds `block` (None at the top of a body or
    /// when detached).
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        let region = self.block_region(block)?;
        self.region_parent(region)
    }
}
