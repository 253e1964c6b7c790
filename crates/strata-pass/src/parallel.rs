//! Running a pass's per-body work over the isolated-from-above ops nested in its anchor on
//! several threads: bodies of isolated ops share no values, so each can be processed on
//! its own (a parent before the isolated ops nested in it, as a pre-order walk would) and
//! the result does not depend on the thread count.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use strata_ir::ir::{Body, RegionId};
use strata_ir::symbols::OuterSymbols;
use strata_ir::{Context, OpName};

/// Calls `f(body, regions, name)` for the isolated-from-above op `op` of `parent` (its
/// child body and regions) and then for every isolated op nested in it, each with its own
/// body. The subtrees under `op`'s direct isolated children run in parallel when the
/// context allows threads. Returns the results of all calls (in an order that does not
/// depend on scheduling: pre-order, children in arena order). `None` if `op` is not
/// isolated (has no child body).
pub fn for_each_isolated_body<R, F>(
    ctx: &Context,
    parent: &mut Body,
    op: strata_ir::ir::OpId,
    f: &F,
) -> Option<Vec<R>>
where
    R: Send,
    F: Fn(&mut Body, &[RegionId], OpName) -> R + Sync,
{
    let regions = parent.regions(op).to_vec();
    let name = parent.op(op).name;
    // What `op`'s body sees of the symbol table around `op` (see `visit`).
    let outer = ctx.extension::<OuterSymbols>();
    let around = outer.enclosing(ctx, parent, op);
    let body = parent.child_body_mut(op)?;
    let key = OuterSymbols::key(body);
    if let Some(t) = &around {
        outer.set(body, t.clone());
    }
    let threads = if ctx.multithreading() {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        1
    };
    let mut out = Vec::new();
    visit(ctx, body, &regions, name, f, threads, &mut out);
    if around.is_some() {
        outer.clear_keys(&[key]);
    }
    Some(out)
}

/// An isolated op's name and regions, with the body holding those regions.
type IsolatedChild<'b> = (OpName, Vec<RegionId>, &'b mut Body);

/// Processes `body` (holding `regions` of an op named `name`), then its isolated children.
fn visit<R, F>(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    name: OpName,
    f: &F,
    threads: usize,
    out: &mut Vec<R>,
) where
    R: Send,
    F: Fn(&mut Body, &[RegionId], OpName) -> R + Sync,
{
    out.push(f(body, regions, name));
    // Folds in the children may read the symbols of their nearest enclosing table.
    let outer = ctx.extension::<OuterSymbols>();
    let table = if ctx.op_info(name).is_some_and(|i| i.traits.symbol_table) {
        Some(OuterSymbols::snapshot(ctx, body, regions))
    } else {
        outer.get(body)
    };
    let mut children = body.isolated_children_mut();
    if let Some(t) = &table {
        for (_, _, child) in children.iter_mut() {
            outer.set(child, t.clone());
        }
    }
    let keys: Vec<usize> = children
        .iter()
        .map(|(_, _, c)| OuterSymbols::key(c))
        .collect();
    visit_children(ctx, children, f, threads, out);
    if table.is_some() {
        outer.clear_keys(&keys);
    }
}

/// Processes the isolated children of a body, in parallel when worthwhile.
fn visit_children<R, F>(
    ctx: &Context,
    children: Vec<IsolatedChild<'_>>,
    f: &F,
    threads: usize,
    out: &mut Vec<R>,
) where
    R: Send,
    F: Fn(&mut Body, &[RegionId], OpName) -> R + Sync,
{
    if threads <= 1 || children.len() < 2 {
        for (name, regions, child) in children {
            visit(ctx, child, &regions, name, f, 1, out);
        }
        return;
    }
    // Workers take children in turn; each child's results land in its own slot.
    let slots: Vec<Mutex<Option<IsolatedChild<'_>>>> =
        children.into_iter().map(|c| Mutex::new(Some(c))).collect();
    let results: Vec<Mutex<Vec<R>>> = slots.iter().map(|_| Mutex::new(Vec::new())).collect();
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.min(slots.len()) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(slot) = slots.get(i) else {
                        break;
                    };
                    let taken = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
                    if let Some((name, regions, child)) = taken {
                        let mut local = Vec::new();
                        visit(ctx, child, &regions, name, f, 1, &mut local);
                        *results[i].lock().unwrap_or_else(|e| e.into_inner()) = local;
                    }
                }
            });
        }
    });
    for r in results {
        out.extend(r.into_inner().unwrap_or_else(|e| e.into_inner()));
    }
}
