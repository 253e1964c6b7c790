//! The verifier core: checks an operation and everything nested in it against the
//! invariants mlir-opt 22 enforces, with its messages, in its order.
//!
//! Invariants checked, per operation (in a depth-first walk that stops at the first
//! error inside one isolated-from-above operation):
//! - operands are defined (`null operand found`; for nested ops this is found by the
//!   dominance walk below);
//! - registered ops: `single_block` (`expects region #N to have 0 or 1 blocks`,
//!   `expects a non-empty block` unless `no_terminator`), `terminator` (`must be the last
//!   operation in the parent block`), then the op's own [`OpInfo::verify`] hook, then for
//!   branch ops ([`OpInfo::successor_operands`]) the forwarded operands against the
//!   successors' arguments (`branch has N operands for successor #i, but target block has
//!   M`, `type mismatch for bb argument #j of successor #i`);
//! - registered `graph_regions` ops: `expects graph region #N to have 0 or 1 blocks`;
//! - entry blocks have no predecessors (`entry block of region may not have predecessors`;
//!   only branches from the last op of a block of the same region are looked for: other
//!   stray successors are reported by the block checks);
//! - blocks: non-empty unless they may lack a terminator (`empty block: expect at least a
//!   terminator`); only the last op has successors (`operation with block successors must
//!   terminate its parent block`); successors stay in the region (`branching to block of
//!   a different region`); the last op may be a terminator (`block with no terminator,
//!   has ...`). A block may lack a terminator when it is the only block of its region and
//!   the region's owner is unregistered, has `no_terminator`, or is absent;
//! - after an op's nested ops: its isolated-from-above children are verified (all of
//!   them, each stopping at its first error), then symbol tables (`redefinition of symbol
//!   named 'x'`), then unregistered ops of registered dialects (`unregistered operation
//!   ... that does not allow unknown operations`) and, when the context does not allow
//!   them, unregistered dialects;
//! - finally, for each isolated op whose structure is valid: every operand of every op in
//!   a reachable block properly dominates its user (`operand #N does not dominate this
//!   use`, with a note saying where the operand is defined), skipping graph regions.
//!
//! The walk uses explicit stacks only. Isolated children with enough work between them
//! are verified on scoped threads; diagnostics keep the sequential order.

use std::sync::atomic::{AtomicUsize, Ordering};

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::context::{Context, OpName};
use crate::diagnostics::Diagnostic;
use crate::dominance::{DominanceInfo, find_region_owner};
use crate::ir::{BlockId, Body, OpId, OwnedOp, RegionId, ValueDef, ValueId};
use crate::location::Location;
use crate::registry::OpInfo;
use crate::symbols::symbol_name_attr;

/// Prints one operation for a diagnostic. mlir-opt prints the generic form with values
/// numbered locally (as `Operation::print` with `useLocalScope`).
pub type OpPrinter<'a> = &'a (dyn Fn(&Context, &Body, OpId) -> String + Sync);

/// How to verify.
#[derive(Clone, Copy)]
pub struct VerifyOptions<'a> {
    /// Prints operations quoted in messages (`block with no terminator, has <op>`) and in
    /// `see current operation:` notes. Without it, ops are shown as `"name"`.
    pub print_op: Option<OpPrinter<'a>>,
    /// Attach a `see current operation: <op>` note to errors reported on an operation
    /// (mlir-opt's default, `--mlir-print-op-on-diagnostic`); needs `print_op`.
    pub print_op_on_diagnostic: bool,
    /// Verify isolated-from-above siblings on several threads when worthwhile.
    pub parallel: bool,
}

impl Default for VerifyOptions<'_> {
    fn default() -> Self {
        VerifyOptions {
            print_op: None,
            print_op_on_diagnostic: true,
            parallel: true,
        }
    }
}

impl std::fmt::Debug for VerifyOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VerifyOptions")
            .field("print_op", &self.print_op.is_some())
            .field("print_op_on_diagnostic", &self.print_op_on_diagnostic)
            .field("parallel", &self.parallel)
            .finish()
    }
}

/// Verifies `root` and everything nested; returns all errors found (at least the first).
pub fn verify(ctx: &Context, root: &OwnedOp) -> Result<(), Vec<Diagnostic>> {
    verify_op_with(ctx, &root.body, root.op, &VerifyOptions::default())
}

/// [`verify`] with options.
pub fn verify_with(
    ctx: &Context,
    root: &OwnedOp,
    opts: &VerifyOptions<'_>,
) -> Result<(), Vec<Diagnostic>> {
    verify_op_with(ctx, &root.body, root.op, opts)
}

/// Verifies `op` (held by `body`) and everything nested in it. When `op` is not isolated
/// from above, ops of `body` outside `op` are not checked, and the region holding `op` is
/// assumed to have SSA dominance if it is a top-level region of `body`.
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_op_with(ctx, body, op, &VerifyOptions::default())
}

/// [`verify_op`] with options.
pub fn verify_op_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &VerifyOptions<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier::new(ctx, *opts, opts.parallel);
    let ok = v.run(body, op);
    if ok && v.diags.is_empty() {
        Ok(())
    } else {
        Err(v.diags)
    }
}

/// Whether `op`'s regions live in its own child body (MLIR: has regions and is
/// isolated from above); such ops are verified as separate units.
fn is_isolated(body: &Body, op: OpId) -> bool {
    !body.regions(op).is_empty() && body.child_body(op).is_some()
}

/// A node of the structural walk: the unit's root op (held by the frame's `pb`), a
/// nested op or a block (held by the frame's `rb`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Root,
    Op(OpId),
    Block(BlockId),
}

/// An isolated child being verified on behalf of an op's exit.
struct Pending {
    item: Item,
    children: Vec<OpId>,
    next: usize,
    failed: bool,
}

/// The verification of one unit: an op and the non-isolated ops nested in it.
struct Frame<'a> {
    /// Body holding `op`.
    pb: &'a Body,
    op: OpId,
    /// Body holding `op`'s regions and everything nested in them.
    rb: &'a Body,
    /// Whether `rb` is `op`'s child body.
    isolated: bool,
    /// The op owning the region that holds `op`, with its body, when `op` was reached
    /// from it (`None` for the op verification started at).
    parent: Option<(&'a Body, OpId)>,
    work: Vec<(Item, bool)>,
    pending: Option<Pending>,
}

enum Step<'a> {
    Push(&'a Body, OpId),
    Done(bool),
}

/// Cached facts about one op name.
#[derive(Clone, Copy, Default)]
struct NameFacts<'a> {
    known: bool,
    info: Option<&'a OpInfo>,
    dialect_registered: bool,
}

struct Verifier<'a> {
    ctx: &'a Context,
    opts: VerifyOptions<'a>,
    parallel: bool,
    diags: Vec<Diagnostic>,
    names: Vec<NameFacts<'a>>,
    threads: Option<usize>,
    work_pool: Vec<Vec<(Item, bool)>>,
}

/// The symbol table of a scope of symbol-use verification: built on first use, or shared
/// by the threads checking one large table.
enum ScopeTable<'s> {
    Lazy(std::cell::OnceCell<crate::symbols::SymbolTable>),
    Shared(&'s crate::symbols::SymbolTable),
}

/// Below this many ops (summed over child bodies) isolated siblings are verified on the
/// current thread.
const PARALLEL_THRESHOLD: usize = 8192;

impl<'a> Verifier<'a> {
    fn new(ctx: &'a Context, opts: VerifyOptions<'a>, parallel: bool) -> Self {
        Verifier {
            ctx,
            opts,
            parallel,
            diags: Vec::new(),
            names: Vec::new(),
            threads: None,
            work_pool: Vec::new(),
        }
    }

    fn facts(&mut self, name: OpName) -> NameFacts<'a> {
        let i = name.0 as usize;
        if i >= self.names.len() {
            self.names.resize(i + 1, NameFacts::default());
        }
        if !self.names[i].known {
            let info = self.ctx.op_info(name);
            let dialect = self.ctx.op_name_data(name).dialect();
            let dialect_registered =
                info.is_none() && !dialect.is_empty() && self.ctx.is_dialect_registered(dialect);
            self.names[i] = NameFacts {
                known: true,
                info,
                dialect_registered,
            };
        }
        self.names[i]
    }

    fn info(&mut self, name: OpName) -> Option<&'a OpInfo> {
        self.facts(name).info
    }

    // ---- diagnostics ----

    /// `op` printed for a message, on its own line when it spans several.
    fn printed(&self, body: &Body, op: OpId) -> String {
        let text = match self.opts.print_op {
            Some(p) => p(self.ctx, body, op),
            None => format!("\"{}\"", self.ctx.op_name_str(body.op(op).name)),
        };
        if text.contains('\n') {
            format!("\n{text}")
        } else {
            text
        }
    }

    /// An error reported on `op` (MLIR's `op->emitError`).
    fn op_diag(&self, body: &Body, op: OpId, message: String) -> Diagnostic {
        let loc = body.op(op).loc;
        let mut d = Diagnostic::error(loc, message);
        if self.opts.print_op_on_diagnostic && self.opts.print_op.is_some() {
            d.notes.push(Diagnostic::note(
                loc,
                format!("see current operation: {}", self.printed(body, op)),
            ));
        }
        d
    }

    /// Reports an error on `op`; returns `false` for convenience.
    fn op_error(&mut self, body: &Body, op: OpId, message: String) -> bool {
        let d = self.op_diag(body, op, message);
        self.diags.push(d);
        false
    }

    /// Reports a verifier's diagnostic on `op`, with the "see current operation" note
    /// first when asked for.
    fn push_with_op_note(&mut self, body: &Body, op: OpId, mut d: Diagnostic) -> bool {
        if self.opts.print_op_on_diagnostic && self.opts.print_op.is_some() {
            let note = Diagnostic::note(
                d.loc,
                format!("see current operation: {}", self.printed(body, op)),
            );
            d.notes.insert(0, note);
        }
        self.diags.push(d);
        false
    }

    /// Reports `'name' op message` on `op` (MLIR's `op->emitOpError`).
    fn op_error_prefixed(&mut self, body: &Body, op: OpId, message: &str) -> bool {
        let name = self.ctx.op_name_str(body.op(op).name);
        self.op_error(body, op, format!("'{name}' op {message}"))
    }

    // ---- the walk ----

    fn run(&mut self, pb: &'a Body, op: OpId) -> bool {
        let mut stack = vec![self.frame(pb, op, None)];
        let mut child = None;
        while let Some(frame) = stack.last_mut() {
            match self.step(frame, child.take()) {
                Step::Push(body, op) => {
                    let parent = body
                        .op_block(op)
                        .and_then(|b| body.block_region(b))
                        .and_then(|r| self.region_owner(frame, r));
                    let f = self.frame(body, op, parent);
                    stack.push(f);
                }
                Step::Done(ok) => {
                    if let Some(f) = stack.pop() {
                        self.recycle(f);
                    }
                    if stack.is_empty() {
                        return ok;
                    }
                    child = Some(ok);
                }
            }
        }
        true
    }

    fn frame(&mut self, pb: &'a Body, op: OpId, parent: Option<(&'a Body, OpId)>) -> Frame<'a> {
        let mut work = self.work_pool.pop().unwrap_or_default();
        work.clear();
        work.push((Item::Root, false));
        Frame {
            pb,
            op,
            rb: pb.regions_body(op),
            isolated: pb.child_body(op).is_some(),
            parent,
            work,
            pending: None,
        }
    }

    fn recycle(&mut self, f: Frame<'a>) {
        self.work_pool.push(f.work);
    }

    /// Advances `f` until it needs a child verified or is done.
    fn step(&mut self, f: &mut Frame<'a>, child: Option<bool>) -> Step<'a> {
        if let Some(mut p) = f.pending.take() {
            if let Some(ok) = child {
                p.failed |= !ok;
                p.next += 1;
            }
            if let Some(&next) = p.children.get(p.next) {
                f.pending = Some(p);
                return Step::Push(f.rb, next);
            }
            if p.failed || !self.exit_op_tail(f, p.item) {
                return Step::Done(false);
            }
        }
        while let Some(top) = f.work.last_mut() {
            let (item, entered) = *top;
            if entered {
                f.work.pop();
                if let Item::Block(b) = item {
                    if !self.exit_block(f, b) {
                        return Step::Done(false);
                    }
                    continue;
                }
                let children = self.isolated_children(f, item);
                if !children.is_empty() {
                    if self.worth_parallel(f.rb, &children) {
                        if !self.verify_parallel(f.rb, &children) {
                            return Step::Done(false);
                        }
                    } else {
                        let first = children[0];
                        f.pending = Some(Pending {
                            item,
                            children,
                            next: 0,
                            failed: false,
                        });
                        return Step::Push(f.rb, first);
                    }
                }
                if !self.exit_op_tail(f, item) {
                    return Step::Done(false);
                }
                continue;
            }
            top.1 = true;
            match item {
                Item::Block(b) => {
                    if !self.enter_block(f, b) {
                        return Step::Done(false);
                    }
                    let rb = f.rb;
                    let mut cur = rb.last_op(b);
                    while let Some(o) = cur {
                        if !is_isolated(rb, o) {
                            f.work.push((Item::Op(o), false));
                        }
                        cur = rb.prev_op(o);
                    }
                }
                Item::Root | Item::Op(_) => {
                    if !self.enter_op(f, item) {
                        return Step::Done(false);
                    }
                    let (body, op) = self.item_op(f, item);
                    for &r in body.regions(op).iter().rev() {
                        for &b in f.rb.blocks(r).iter().rev() {
                            f.work.push((Item::Block(b), false));
                        }
                    }
                }
            }
        }
        Step::Done(self.verify_dominance(f))
    }

    fn item_op(&self, f: &Frame<'a>, item: Item) -> (&'a Body, OpId) {
        match item {
            Item::Op(o) => (f.rb, o),
            _ => (f.pb, f.op),
        }
    }

    /// The isolated ops directly inside the regions of `item`'s op.
    fn isolated_children(&self, f: &Frame<'a>, item: Item) -> Vec<OpId> {
        let (body, op) = self.item_op(f, item);
        let rb = f.rb;
        let mut out = Vec::new();
        for &r in body.regions(op) {
            for &b in rb.blocks(r) {
                out.extend(rb.block_ops(b).filter(|&o| is_isolated(rb, o)));
            }
        }
        out
    }

    // ---- parallel verification of isolated siblings ----

    fn worth_parallel(&mut self, rb: &Body, children: &[OpId]) -> bool {
        if !self.parallel || children.len() < 2 {
            return false;
        }
        let work: usize = children
            .iter()
            .map(|&c| rb.child_body(c).map_or(1, |b| b.op_capacity()))
            .sum();
        work >= PARALLEL_THRESHOLD && self.threads() > 1
    }

    /// The number of threads to use (queried once).
    fn threads(&mut self) -> usize {
        *self
            .threads
            .get_or_insert_with(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// Verifies `children` (isolated ops of `rb`) on several threads; diagnostics are
    /// appended in child order. Returns whether all verified.
    fn verify_parallel(&mut self, rb: &'a Body, children: &[OpId]) -> bool {
        let threads = self.threads().min(children.len());
        // Hand out children in small chunks to limit contention on the counter.
        let chunk = (children.len() / (threads * 64)).max(1);
        let next = AtomicUsize::new(0);
        let (ctx, opts) = (self.ctx, self.opts);
        let worker = || {
            let mut v = Verifier::new(ctx, opts, false);
            let mut out = Vec::new();
            loop {
                let start = next.fetch_add(chunk, Ordering::Relaxed);
                if start >= children.len() {
                    break;
                }
                for (i, &c) in children.iter().enumerate().skip(start).take(chunk) {
                    let ok = v.run(rb, c);
                    out.push((i, std::mem::take(&mut v.diags), ok));
                }
            }
            out
        };
        let mut results = std::thread::scope(|s| {
            let handles: Vec<_> = (1..threads).map(|_| s.spawn(worker)).collect();
            let mut all = worker();
            for h in handles {
                match h.join() {
                    Ok(r) => all.extend(r),
                    Err(e) => std::panic::resume_unwind(e),
                }
            }
            all
        });
        results.sort_unstable_by_key(|r| r.0);
        let mut ok = true;
        for (_, diags, child_ok) in results {
            ok &= child_ok;
            self.diags.extend(diags);
        }
        ok
    }

    // ---- entrance and exit checks ----

    /// The op owning `region` of `f.rb` and the body holding it, if any.
    fn region_owner(&self, f: &Frame<'a>, region: RegionId) -> Option<(&'a Body, OpId)> {
        match find_region_owner(f.rb, region) {
            Some(o) => Some((f.rb, o)),
            None if f.isolated || f.pb.regions(f.op).contains(&region) => Some((f.pb, f.op)),
            None => None,
        }
    }

    /// MLIR's `mayBeValidWithoutTerminator`.
    fn may_lack_terminator(&mut self, f: &Frame<'a>, block: BlockId) -> bool {
        let Some(region) = f.rb.block_region(block) else {
            return true;
        };
        if f.rb.blocks(region).len() != 1 {
            return false;
        }
        match self.region_owner(f, region) {
            Some((body, op)) => self
                .info(body.op(op).name)
                .is_none_or(|i| i.traits.no_terminator),
            None => true,
        }
    }

    fn enter_op(&mut self, f: &Frame<'a>, item: Item) -> bool {
        let (body, op) = self.item_op(f, item);
        let rb = f.rb;
        // Unresolved (detached) operands of nested ops are found by the dominance walk,
        // which reads the definitions anyway.
        let cap = body.value_capacity();
        let bad = |v: ValueId| {
            v.index() >= cap || (item == Item::Root && body.value(v).def == ValueDef::Detached)
        };
        if body.operands(op).any(bad) {
            return self.op_error(body, op, "null operand found".into());
        }
        let name = body.op(op).name;
        let info = self.info(name);
        if let Some(info) = info {
            let t = info.traits;
            if t.single_block {
                for (i, &r) in body.regions(op).iter().enumerate() {
                    let blocks = rb.blocks(r);
                    if blocks.len() > 1 {
                        return self.op_error_prefixed(
                            body,
                            op,
                            &format!("expects region #{i} to have 0 or 1 blocks"),
                        );
                    }
                    if !t.no_terminator && blocks.first().is_some_and(|&b| rb.first_op(b).is_none())
                    {
                        return self.op_error_prefixed(body, op, "expects a non-empty block");
                    }
                }
            }
            if t.symbol
                && symbol_name_attr(self.ctx, body, op).is_some()
                && let Some((pb, parent)) = match item {
                    Item::Op(_) => body
                        .op_block(op)
                        .and_then(|b| body.block_region(b))
                        .and_then(|r| self.region_owner(f, r)),
                    _ => f.parent,
                }
                && self
                    .info(pb.op(parent).name)
                    .is_some_and(|p| !p.traits.symbol_table)
            {
                // MLIR's `SymbolOpInterface` trait: a named symbol nested in a registered
                // op must be nested in a symbol table.
                return self.op_error_prefixed(
                    body,
                    op,
                    "symbol's parent must have the SymbolTable trait",
                );
            }
            if let Some(verify) = info.verify
                && let Err(message) = verify(self.ctx, body, op)
            {
                return self.op_error(body, op, message);
            }
            if let Some(counts) = info.successor_operands
                && let Err(message) = verify_successor_operands(self.ctx, body, op, counts)
            {
                return self.op_error(body, op, message);
            }
            if let Some(verify) = info.verify_with_parent {
                let parent = match item {
                    Item::Op(_) => body
                        .op_block(op)
                        .and_then(|b| body.block_region(b))
                        .and_then(|r| self.region_owner(f, r)),
                    _ => None,
                };
                if let Err(message) = verify(self.ctx, body, op, parent) {
                    return self.op_error(body, op, message);
                }
            }
            // MLIR's `Terminator` trait, after the parent checks (`HasParent`, ...).
            // Ops declared with `op!` check this themselves at ODS's place unless they
            // have a parent verifier.
            let is_last = body
                .op_block(op)
                .is_some_and(|b| body.last_op(b) == Some(op));
            if t.terminator && !is_last {
                return self.op_error_prefixed(
                    body,
                    op,
                    "must be the last operation in the parent block",
                );
            }
            if let Some(verify) = info.verify_with_notes
                && let Err(d) = verify(self.ctx, body, op)
            {
                return self.push_with_op_note(body, op, d);
            }
        }
        for (i, &r) in body.regions(op).iter().enumerate() {
            let blocks = rb.blocks(r);
            if info.is_some_and(|i| i.traits.graph_regions) && blocks.len() > 1 {
                return self.op_error_prefixed(
                    body,
                    op,
                    &format!("expects graph region #{i} to have 0 or 1 blocks"),
                );
            }
            if let Some(&entry) = blocks.first()
                && Self::entry_has_predecessors(rb, r, entry)
            {
                let d = Diagnostic::error(
                    body.op(op).loc,
                    "entry block of region may not have predecessors",
                );
                self.diags.push(d);
                return false;
            }
        }
        true
    }

    /// Whether a block of `region` branches to its entry block. Only the last op of each
    /// block is looked at: successors elsewhere are reported as misplaced later, and
    /// branches from other regions as `branching to block of a different region`.
    fn entry_has_predecessors(rb: &Body, region: RegionId, entry: BlockId) -> bool {
        rb.blocks(region).iter().any(|&b| {
            rb.last_op(b)
                .is_some_and(|t| rb.successors(t).iter().any(|s| s.block == entry))
        })
    }

    fn enter_block(&mut self, f: &Frame<'a>, block: BlockId) -> bool {
        let rb = f.rb;
        let Some(last) = rb.last_op(block) else {
            if self.may_lack_terminator(f, block) {
                return true;
            }
            let loc = rb
                .block_region(block)
                .and_then(|r| self.region_owner(f, r))
                .map_or(self.ctx.unknown_loc(), |(body, op)| body.op(op).loc);
            self.diags.push(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
            return false;
        };
        for op in rb.block_ops(block) {
            if op != last && !rb.successors(op).is_empty() {
                return self.op_error(
                    rb,
                    op,
                    "operation with block successors must terminate its parent block".into(),
                );
            }
        }
        true
    }

    fn exit_block(&mut self, f: &Frame<'a>, block: BlockId) -> bool {
        let rb = f.rb;
        let Some(last) = rb.last_op(block) else {
            return true;
        };
        let region = rb.block_region(block);
        if region.is_some_and(|r| rb.blocks(r).len() != 1) {
            let cap = rb.block_capacity();
            let stray = rb
                .successors(last)
                .iter()
                .any(|s| s.block.index() >= cap || rb.block_region(s.block) != region);
            if stray {
                return self.op_error_prefixed(
                    rb,
                    last,
                    "branching to block of a different region",
                );
            }
        }
        if self.may_lack_terminator(f, block) {
            return true;
        }
        if self
            .info(rb.op(last).name)
            .is_some_and(|i| !i.traits.terminator)
        {
            let text = self.printed(rb, last);
            return self.op_error(rb, last, format!("block with no terminator, has {text}"));
        }
        true
    }

    /// The end of an op's exit, after its isolated children verified.
    fn exit_op_tail(&mut self, f: &Frame<'a>, item: Item) -> bool {
        let (body, op) = self.item_op(f, item);
        let name = body.op(op).name;
        let facts = self.facts(name);
        if let Some(info) = facts.info {
            if let Some(verify) = info.verify_regions
                && let Err(d) = verify(self.ctx, body, op)
            {
                return self.push_with_op_note(body, op, d);
            }
            return !info.traits.symbol_table || self.verify_symbol_table(f, body, op);
        }
        let name_str = self.ctx.op_name_str(name);
        if facts.dialect_registered {
            let dialect = self.ctx.op_name_data(name).dialect();
            return self.op_error(
                body,
                op,
                format!(
                    "unregistered operation '{name_str}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            );
        }
        if !self.ctx.allows_unregistered_dialects() {
            return self.op_error_prefixed(
                body,
                op,
                "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
            );
        }
        true
    }

    /// MLIR's `verifySymbolTable`, minus symbol-use verification.
    fn verify_symbol_table(&mut self, f: &Frame<'a>, body: &'a Body, op: OpId) -> bool {
        let regions = body.regions(op);
        if regions.len() != 1 {
            return self.op_error_prefixed(
                body,
                op,
                "Operations with a 'SymbolTable' must have exactly one region",
            );
        }
        let rb = f.rb;
        let blocks = rb.blocks(regions[0]);
        if blocks.len() != 1 {
            return self.op_error_prefixed(
                body,
                op,
                "Operations with a 'SymbolTable' must have exactly one block",
            );
        }
        let mut seen: FxHashMap<Attribute, Location> = FxHashMap::default();
        for o in rb.block_ops(blocks[0]) {
            let Some(name) = symbol_name_attr(self.ctx, rb, o) else {
                continue;
            };
            let loc = rb.op(o).loc;
            if let Some(&first) = seen.get(&name) {
                let text = match self.ctx.attr_data(name) {
                    AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                    _ => String::new(),
                };
                let d = self
                    .op_diag(rb, o, format!("redefinition of symbol named '{text}'"))
                    .with_note(Diagnostic::note(
                        first,
                        "see existing symbol definition here",
                    ));
                self.diags.push(d);
                return false;
            }
            seen.insert(name, loc);
        }
        self.verify_symbol_uses(body, op)
    }

    /// Runs the symbol-use verifiers of the ops below the symbol table `table` (held by
    /// `body`), not looking into nested symbol tables. Large tables (a module of many
    /// functions) are checked on several threads, each taking a share of the table's ops;
    /// the diagnostic reported is the first in walk order either way.
    fn verify_symbol_uses(&mut self, body: &'a Body, table: OpId) -> bool {
        let rb = body.regions_body(table);
        let tops: Vec<OpId> = body
            .regions(table)
            .iter()
            .flat_map(|&r| rb.blocks(r))
            .flat_map(|&b| rb.block_ops(b))
            .collect();
        let isolated: Vec<OpId> = tops
            .iter()
            .copied()
            .filter(|&o| rb.child_body(o).is_some())
            .collect();
        if !self.worth_parallel(rb, &isolated) {
            let mut scopes = vec![(body, table, ScopeTable::Lazy(Default::default()))];
            return self.walk_symbol_uses(&mut scopes, tops.into_iter().map(|o| (rb, o)));
        }
        let symbols = crate::symbols::SymbolTable::build(self.ctx, body, table);
        let threads = self.threads().min(tops.len());
        let chunk = (tops.len() / (threads * 64)).max(1);
        let next = AtomicUsize::new(0);
        let (ctx, opts) = (self.ctx, self.opts);
        let (tops, symbols) = (&tops, &symbols);
        // Each worker walks whole chunks of the table's ops and stops at its first error;
        // the error of the lowest chunk is the one a sequential walk reports.
        let worker = || {
            let mut v = Verifier::new(ctx, opts, false);
            let mut first_error: Option<(usize, Vec<Diagnostic>)> = None;
            loop {
                let start = next.fetch_add(chunk, Ordering::Relaxed);
                if start >= tops.len() || first_error.as_ref().is_some_and(|e| e.0 < start) {
                    break;
                }
                let mut scopes = vec![(body, table, ScopeTable::Shared(symbols))];
                let ops = tops[start..(start + chunk).min(tops.len())].iter();
                if !v.walk_symbol_uses(&mut scopes, ops.map(|&o| (rb, o))) {
                    first_error = Some((start, std::mem::take(&mut v.diags)));
                }
            }
            first_error
        };
        let errors = std::thread::scope(|s| {
            let handles: Vec<_> = (1..threads).map(|_| s.spawn(worker)).collect();
            let mut errors = vec![worker()];
            for h in handles {
                match h.join() {
                    Ok(r) => errors.push(r),
                    Err(e) => std::panic::resume_unwind(e),
                }
            }
            errors
        });
        match errors.into_iter().flatten().min_by_key(|e| e.0) {
            None => true,
            Some((_, diags)) => {
                self.diags.extend(diags);
                false
            }
        }
    }

    /// Walks `ops` (and what is nested in them, down to nested symbol tables) running
    /// their symbol-use verifiers; `scopes[0]` is the table the walk starts in. Lookups
    /// resolve in the nearest op that might be a symbol table: the registered table, or
    /// (as in MLIR, where unregistered ops "might have" the trait) the nearest
    /// unregistered op with regions. Each scope's table is built on first use.
    fn walk_symbol_uses<'s>(
        &mut self,
        scopes: &mut Vec<(&'a Body, OpId, ScopeTable<'s>)>,
        ops: impl DoubleEndedIterator<Item = (&'a Body, OpId)>,
    ) -> bool {
        let mut stack: Vec<(&'a Body, OpId, usize)> = ops.rev().map(|(b, o)| (b, o, 0)).collect();
        let push_regions =
            |stack: &mut Vec<(&'a Body, OpId, usize)>, b: &'a Body, o: OpId, scope: usize| {
                let rb = b.regions_body(o);
                for &r in b.regions(o).iter().rev() {
                    for &blk in rb.blocks(r).iter().rev() {
                        stack.extend(rb.block_ops(blk).rev().map(|x| (rb, x, scope)));
                    }
                }
            };
        while let Some((b, o, scope)) = stack.pop() {
            let info = self.info(b.op(o).name);
            if let Some(check) = info.and_then(|i| i.verify_symbol_uses) {
                let ctx = self.ctx;
                let (tb, top, table) = &scopes[scope];
                let (tb, top) = (*tb, *top);
                let symbols = match table {
                    ScopeTable::Lazy(cell) => {
                        cell.get_or_init(|| crate::symbols::SymbolTable::build(ctx, tb, top))
                    }
                    ScopeTable::Shared(t) => *t,
                };
                if let Err(e) = check(ctx, tb, top, symbols, b, o) {
                    let loc = b.op(o).loc;
                    let mut d = self.op_diag(b, o, e.message);
                    d.notes
                        .extend(e.notes.into_iter().map(|n| Diagnostic::note(loc, n)));
                    self.diags.push(d);
                    return false;
                }
            }
            match info {
                Some(i) if i.traits.symbol_table => {}
                Some(_) => push_regions(&mut stack, b, o, scope),
                None if b.regions(o).is_empty() => {}
                None => {
                    scopes.push((b, o, ScopeTable::Lazy(Default::default())));
                    push_regions(&mut stack, b, o, scopes.len() - 1);
                }
            }
        }
        true
    }

    // ---- dominance ----

    fn verify_dominance(&mut self, f: &Frame<'a>) -> bool {
        let (pb, op, rb) = (f.pb, f.op, f.rb);
        if pb.regions(op).is_empty() {
            return true;
        }
        let owner = f.isolated.then(|| pb.op(op).name);
        let dom = DominanceInfo::new(self.ctx, rb, owner);
        let mut work: Vec<Option<OpId>> = vec![None];
        while let Some(item) = work.pop() {
            let regions = match item {
                None => pb.regions(op),
                Some(o) => rb.regions(o),
            };
            for &r in regions {
                for &b in rb.blocks(r) {
                    let reachable = dom.is_reachable(b);
                    for o in rb.block_ops(b) {
                        for (i, v) in rb.operands(o).enumerate() {
                            if reachable && dom.properly_dominates_value(v, o) {
                                continue;
                            }
                            let d = if rb.value(v).def == ValueDef::Detached {
                                self.op_diag(rb, o, "null operand found".into())
                            } else if reachable {
                                self.dominance_diag(f, &dom, o, i)
                            } else {
                                continue;
                            };
                            self.diags.push(d);
                            return false;
                        }
                        if !rb.regions(o).is_empty() && !is_isolated(rb, o) {
                            work.push(Some(o));
                        }
                    }
                }
            }
        }
        true
    }

    /// MLIR's `diagnoseInvalidOperandDominance`.
    fn dominance_diag(
        &self,
        f: &Frame<'a>,
        dom: &DominanceInfo<'_>,
        user: OpId,
        operand: usize,
    ) -> Diagnostic {
        let rb = f.rb;
        let d = self.op_diag(
            rb,
            user,
            format!("operand #{operand} does not dominate this use"),
        );
        let value = rb.operand(user, operand);
        let block1 = rb.op_block(user);
        let region1 = block1.and_then(|b| rb.block_region(b));
        let relation = |region2: Option<RegionId>| match (region1, region2) {
            (Some(r1), Some(r2)) if r1 == r2 => 1,
            (Some(r1), Some(r2)) if dom.is_proper_ancestor(r2, r1) => 2,
            (Some(r1), Some(r2)) if dom.is_proper_ancestor(r1, r2) => 3,
            _ => 4,
        };
        match rb.value(value).def {
            ValueDef::Result { op: def, .. } => {
                let block2 = rb.op_block(def);
                let region2 = block2.and_then(|b| rb.block_region(b));
                let what = if block1.is_some() && block1 == block2 {
                    " (op in the same block)"
                } else {
                    match relation(region2) {
                        1 => " (op in the same region)",
                        2 => " (op in a parent region)",
                        3 => " (op in a child region)",
                        _ => " (op is neither in a parent nor in a child region)",
                    }
                };
                d.with_note(Diagnostic::note(
                    rb.op(def).loc,
                    format!("operand defined here{what}"),
                ))
            }
            ValueDef::BlockArg { block: block2, .. } => {
                let region2 = rb.block_region(block2);
                let loc = region2
                    .and_then(|r| self.region_owner(f, r))
                    .map_or(self.ctx.unknown_loc(), |(body, op)| body.op(op).loc);
                let Some(r2) = region2 else {
                    return d.with_note(Diagnostic::note(loc, " (block without parent)"));
                };
                let index = rb.blocks(r2).iter().position(|&b| b == block2).unwrap_or(0);
                let what = match relation(region2) {
                    1 => "in the same region",
                    2 => "in a parent region",
                    3 => "in a child region",
                    _ => "neither in a parent nor in a child region",
                };
                d.with_note(Diagnostic::note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {what})"),
                ))
            }
            ValueDef::Detached => d,
        }
    }
}

/// A branch op's operands against its successors' block arguments (MLIR's
/// `verifyBranchSuccessorOperands`): counts, then types, successor by successor. Skipped
/// when the op's properties do not describe its operands (its own verifier reports that).
fn verify_successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    counts: crate::registry::SuccessorOperandsFn,
) -> Result<(), String> {
    let succs = body.successors(op);
    let n = body.num_operands(op);
    let Some(counts) = counts(ctx, body.op(op).properties, n, succs.len()) else {
        return Ok(());
    };
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    if counts.len() != succs.len() || total > n {
        return Ok(());
    }
    let mut next = n - total;
    for (i, (s, &count)) in succs.iter().zip(&counts).enumerate() {
        let args = body.block_args(s.block);
        if count as usize != args.len() {
            return Err(format!(
                "branch has {count} operands for successor #{i}, but target block has {}",
                args.len()
            ));
        }
        for (j, &arg) in args.iter().enumerate() {
            if body.value_type(body.operand(op, next + j)) != body.value_type(arg) {
                return Err(format!(
                    "type mismatch for bb argument #{j} of successor #{i}"
                ));
            }
        }
        next += count as usize;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
