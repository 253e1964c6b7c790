//! `topological-sort`: reorders the blocks of graph regions so that definitions come
//! before their uses where possible, as mlir-opt's `TopologicalSort` pass (MLIR's
//! `sortTopologically`) does.

use rustc_hash::FxHashSet;
use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, ValueDef, WalkOrder};

use strata_pass::pass::{Pass, PassEnv};

/// The `topological-sort` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct TopologicalSort;

/// The op of `block` that is or contains `op`, if any (`None` for a value captured from
/// outside the block).
fn ancestor_in_block(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let b = body.op_block(op)?;
        if b == block {
            return Some(op);
        }
        op = body.block_parent_op(b)?;
    }
}

/// Whether `op` (in `block`) and every op nested in it only use values that are block
/// arguments, captured from outside the block, defined inside `op`, or defined by ops of
/// the block not in `unscheduled`. Ops in child bodies only see their own values.
fn is_ready(body: &Body, block: BlockId, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    body.walk_ops(op, WalkOrder::PreOrder).all(|nested| {
        body.operands(nested).all(|v| match body.value(v).def {
            ValueDef::Result { op: def, .. } => match ancestor_in_block(body, block, def) {
                Some(a) => a == op || !unscheduled.contains(&a),
                None => true,
            },
            _ => true,
        })
    })
}

/// Sorts the ops of `block` (except a trailing terminator): repeatedly moves every ready
/// op, in order, to the end of the sorted prefix; when none is ready, the first unsorted
/// op is taken as it is. Returns whether every op was scheduled without breaking a cycle.
pub fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops.last().copied().filter(|&t| {
        ctx.op_info(body.op(t).name)
            .is_some_and(|i| i.traits.terminator)
    });
    if terminator.is_some() {
        ops.pop();
    }
    if ops.is_empty() {
        return true;
    }
    let (sorted, all) = match schedule_acyclic(body, block, &ops) {
        Some(sorted) => (sorted, true),
        None => schedule_by_sweeps(body, block, &ops),
    };
    if sorted != ops {
        for &op in &sorted {
            body.unlink_op(op);
            match terminator {
                Some(t) => body.insert_op_before(t, op),
                None => body.append_op(block, op),
            }
        }
    }
    all
}

/// Upstream's algorithm, quadratic: sweeps over the unsorted ops, each moving the ready
/// ones (in order) to the sorted prefix; a sweep that moves nothing takes the first
/// unsorted op as it is. Returns the order and whether no op had to be forced.
fn schedule_by_sweeps(body: &Body, block: BlockId, ops: &[OpId]) -> (Vec<OpId>, bool) {
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut sorted: Vec<OpId> = Vec::with_capacity(ops.len());
    let mut rest = ops.to_vec();
    let mut all = true;
    while !rest.is_empty() {
        let mut remaining = Vec::with_capacity(rest.len());
        for &op in &rest {
            if is_ready(body, block, op, &unscheduled) {
                unscheduled.remove(&op);
                sorted.push(op);
            } else {
                remaining.push(op);
            }
        }
        if remaining.len() == rest.len() {
            all = false;
            let first = remaining.remove(0);
            unscheduled.remove(&first);
            sorted.push(first);
        }
        rest = remaining;
    }
    (sorted, all)
}

/// The order [`schedule_by_sweeps`] produces, computed in linear time when the ops'
/// dependencies have no cycle (then no op is forced); `None` if they do. An op is
/// scheduled in the first sweep where all its dependencies are: a dependency placed
/// before it may be scheduled in the same sweep, one placed after it in an earlier one.
/// The result is ordered by sweep, then by original position.
fn schedule_acyclic(body: &Body, block: BlockId, ops: &[OpId]) -> Option<Vec<OpId>> {
    let index: rustc_hash::FxHashMap<OpId, usize> =
        ops.iter().enumerate().map(|(i, &op)| (op, i)).collect();
    // users[d] lists the ops depending on op d (with repeats, matched by indegree).
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); ops.len()];
    let mut indegree = vec![0usize; ops.len()];
    for (i, &op) in ops.iter().enumerate() {
        for nested in body.walk_ops(op, WalkOrder::PreOrder) {
            for v in body.operands(nested) {
                if let ValueDef::Result { op: def, .. } = body.value(v).def
                    && let Some(a) = ancestor_in_block(body, block, def)
                    && a != op
                    && let Some(&d) = index.get(&a)
                {
                    users[d].push(i);
                    indegree[i] += 1;
                }
            }
        }
    }
    let mut sweep = vec![0usize; ops.len()];
    let mut ready: Vec<usize> = (0..ops.len()).filter(|&i| indegree[i] == 0).collect();
    let mut done = 0;
    while let Some(d) = ready.pop() {
        done += 1;
        for &u in &users[d] {
            let needed = if d < u { sweep[d] } else { sweep[d] + 1 };
            sweep[u] = sweep[u].max(needed);
            indegree[u] -= 1;
            if indegree[u] == 0 {
                ready.push(u);
            }
        }
    }
    if done != ops.len() {
        return None;
    }
    let mut order: Vec<usize> = (0..ops.len()).collect();
    order.sort_by_key(|&i| (sweep[i], i));
    Some(order.into_iter().map(|i| ops[i]).collect())
}

/// Whether `op` is registered with graph regions (no SSA dominance).
fn has_graph_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op(op).name)
        .is_some_and(|i| i.traits.graph_regions)
}

/// Sorts the blocks of graph regions held in `body`; `owner_graph` tells whether the op
/// owning `body` (for a child body) has graph regions.
fn sort_body(ctx: &Context, body: &mut Body, owner_graph: bool) {
    let mut blocks = Vec::new();
    for i in 0..body.block_capacity() {
        let block = BlockId(i as u32);
        let Some(region) = body.block_region(block) else {
            continue;
        };
        let graph = match body.region_parent(region) {
            Some(p) => !body.is_erased(p) && has_graph_regions(ctx, body, p),
            None => owner_graph,
        };
        if graph {
            blocks.push(block);
        }
    }
    for block in blocks {
        sort_block(ctx, body, block);
    }
}

impl Pass for TopologicalSort {
    fn argument(&self) -> &'static str {
        "topological-sort"
    }
    fn name(&self) -> &'static str {
        "TopologicalSort"
    }
    fn summary(&self) -> &'static str {
        "Sort regions without SSA dominance in topological order"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let graph = has_graph_regions(ctx, body, op);
        // Explicit stack of (body, whether its owner has graph regions).
        let mut stack: Vec<(&mut Body, bool)> = match body.child_body_mut(op) {
            Some(child) => vec![(child, graph)],
            // A non-isolated op runs at the top level, whose body holds nothing else.
            None => vec![(body, false)],
        };
        while let Some((b, owner_graph)) = stack.pop() {
            sort_body(ctx, b, owner_graph);
            let flags: Vec<bool> = (0..b.op_capacity())
                .map(|i| OpId(i as u32))
                .filter(|&o| !b.is_erased(o) && b.child_body(o).is_some())
                .map(|o| has_graph_regions(ctx, b, o))
                .collect();
            stack.extend(b.child_bodies_mut().zip(flags));
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

#[cfg(test)]
mod tests {
    use strata_asm::{ParseOptions, Source, parse_source};
    use strata_ir::Context;
    use strata_ir::ir::OpId;

    use super::*;

    /// The op names of the module's block, in order, and the result of sorting it.
    fn sorted(text: &str) -> (Vec<String>, bool) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let source = Source {
            name: "t.mlir",
            text,
        };
        let mut m = parse_source(&ctx, &source, &ParseOptions::default()).expect("parses");
        let region = m.body.regions(m.op)[0];
        let body = m.body.child_body_mut(m.op).expect("module is isolated");
        let block = body.blocks(region)[0];
        let all = sort_block(&ctx, body, block);
        let names = body
            .block_ops(block)
            .map(|o: OpId| ctx.op_name_str(body.op(o).name).to_string())
            .collect();
        (names, all)
    }

    #[test]
    fn sorts_defs_first_and_breaks_cycles_at_first_op() {
        let (names, all) = sorted(
            "%0 = \"t.b\"(%1) : (i32) -> i32\n%1 = \"t.a\"() : () -> i32\n\"t.c\"(%0) : (i32) -> ()",
        );
        assert_eq!(names, ["t.a", "t.b", "t.c"]);
        assert!(all);
        let (names, all) = sorted(
            "\"t.u\"(%1) : (i32) -> ()\n%0 = \"t.x\"(%1) : (i32) -> i32\n%1 = \"t.y\"(%0) : (i32) -> i32",
        );
        // Nothing is ready: `t.u` is taken first, then `t.x`, which makes `t.y` ready.
        assert_eq!(names, ["t.u", "t.x", "t.y"]);
        assert!(!all);
    }

    #[test]
    fn linear_schedule_matches_sweeps_on_random_dags() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..60 {
            let n = 2 + next(12);
            // rank[i]: op i only uses ops of lower rank, so the uses form no cycle.
            let mut rank: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                rank.swap(i, next(i + 1));
            }
            let mut text = String::new();
            for i in 0..n {
                let lower: Vec<usize> = (0..n).filter(|&j| rank[j] < rank[i]).collect();
                let uses: Vec<usize> = (0..next(3).min(lower.len()))
                    .map(|_| lower[next(lower.len())])
                    .collect();
                let operands: Vec<String> = uses.iter().map(|j| format!("%v{j}")).collect();
                let types = vec!["i32"; uses.len()].join(", ");
                if next(4) == 0 && !uses.is_empty() {
                    // The use sits in a nested region.
                    text.push_str(&format!(
                        "%v{i} = \"t.r\"() ({{\n\"t.u\"({}) : ({types}) -> ()\n}}) : () -> i32\n",
                        operands.join(", ")
                    ));
                } else {
                    text.push_str(&format!(
                        "%v{i} = \"t.op\"({}) : ({types}) -> i32\n",
                        operands.join(", ")
                    ));
                }
            }
            let ctx = Context::new();
            ctx.set_allow_unregistered_dialects(true);
            let source = Source {
                name: "t.mlir",
                text: &text,
            };
            let m = parse_source(&ctx, &source, &ParseOptions::default()).expect("parses");
            let region = m.body.regions(m.op)[0];
            let body = m.body.regions_body(m.op);
            let block = body.blocks(region)[0];
            let ops: Vec<OpId> = body.block_ops(block).collect();
            let fast = schedule_acyclic(body, block, &ops).expect("no cycle");
            assert_eq!(fast, schedule_by_sweeps(body, block, &ops).0, "{text}");
        }
    }
}
