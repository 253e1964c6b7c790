//! `cse`: eliminates common subexpressions (MLIR's CSE): a pure op equal to an earlier
//! dominating one (same name, operands, properties, attributes and result types, no
//! regions) is replaced by it, walking the dominator tree with scoped tables; trivially
//! dead ops are erased too. Regions of unregistered ops (which might be isolated from
//! above) start from an empty table, as upstream.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::dominance::DominanceInfo;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueId, WalkOrder, WalkResult, walk_all_mut};
use strata_ir::{Attribute, Context, OpName, Type};

use crate::pass::{Pass, Statistic};
use crate::rewrite::is_trivially_dead;

/// The `cse` pass.
#[derive(Clone, Debug, Default)]
pub struct Cse {
    num_cse: u64,
    num_dce: u64,
}

/// What makes two ops equivalent.
type OpKey = (
    OpName,
    Vec<ValueId>,
    Option<Attribute>,
    Attribute,
    Vec<Type>,
);

/// Per region: whether it has SSA dominance, and the dominator-tree children of its blocks.
struct RegionInfo {
    ssa: bool,
    children: FxHashMap<BlockId, Vec<BlockId>>,
}

/// Known ops in nested scopes.
#[derive(Default)]
struct ScopedTable {
    map: FxHashMap<OpKey, OpId>,
    known: FxHashSet<OpId>,
    log: Vec<OpKey>,
    marks: Vec<usize>,
}

impl ScopedTable {
    fn push(&mut self) {
        self.marks.push(self.log.len());
    }
    fn pop(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        for key in self.log.drain(mark..) {
            if let Some(op) = self.map.remove(&key) {
                self.known.remove(&op);
            }
        }
    }
}

enum Frame {
    /// Ops of a block; `pending` is an op whose regions are being processed.
    Block {
        next: Option<OpId>,
        ssa: bool,
        pending: Option<OpId>,
        pops_scope: bool,
    },
    /// Puts back the table of the enclosing scope after the regions of an op that might
    /// be isolated from above (an unregistered op) were processed with a fresh one.
    Restore(ScopedTable),
    /// A dominator-tree node of a multi-block region.
    Dom {
        region: RegionId,
        block: BlockId,
        ssa: bool,
        processed: bool,
        child: usize,
    },
}

struct BodyCse<'a> {
    ctx: &'a Context,
    info: FxHashMap<RegionId, RegionInfo>,
    table: ScopedTable,
    stack: Vec<Frame>,
    to_erase: Vec<OpId>,
    num_cse: u64,
    num_dce: u64,
}

/// The regions nested in `regions` within `body` (not entering child bodies), `regions`
/// included.
fn all_regions(body: &Body, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = regions.to_vec();
    let mut i = 0;
    while i < out.len() {
        let r = out[i];
        i += 1;
        for op in body.region_ops(r).collect::<Vec<_>>() {
            if body.child_body(op).is_none() {
                out.extend_from_slice(body.regions(op));
            }
        }
    }
    out
}

impl BodyCse<'_> {
    fn push_region(&mut self, body: &Body, region: RegionId) {
        let blocks = body.blocks(region);
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = self.info.get(&region).is_some_and(|i| i.ssa);
        if blocks.len() == 1 {
            self.table.push();
            self.stack.push(Frame::Block {
                next: body.first_op(entry),
                ssa,
                pending: None,
                pops_scope: true,
            });
        } else if ssa {
            self.table.push();
            self.stack.push(Frame::Dom {
                region,
                block: entry,
                ssa,
                processed: false,
                child: 0,
            });
        }
    }

    fn run(&mut self, body: &mut Body, regions: &[RegionId]) {
        for &r in regions.iter().rev() {
            self.push_region(body, r);
            while let Some(top) = self.stack.last_mut() {
                match top {
                    Frame::Block {
                        next,
                        ssa,
                        pending,
                        pops_scope,
                    } => {
                        let ssa = *ssa;
                        if let Some(op) = pending.take() {
                            self.simplify(body, op, ssa);
                            continue;
                        }
                        let Some(op) = *next else {
                            let pops = *pops_scope;
                            self.stack.pop();
                            if pops {
                                self.table.pop();
                            }
                            continue;
                        };
                        *next = body.next_op(op);
                        if body.child_body(op).is_none() && !body.regions(op).is_empty() {
                            *pending = Some(op);
                            if self.ctx.op_info(body.op(op).name).is_none() {
                                let outer = std::mem::take(&mut self.table);
                                self.stack.push(Frame::Restore(outer));
                            }
                            let rs = body.regions(op).to_vec();
                            for &nr in rs.iter().rev() {
                                self.push_region(body, nr);
                            }
                        } else {
                            self.simplify(body, op, ssa);
                        }
                    }
                    Frame::Restore(_) => {
                        if let Some(Frame::Restore(outer)) = self.stack.pop() {
                            self.table = outer;
                        }
                    }
                    Frame::Dom {
                        region,
                        block,
                        ssa,
                        processed,
                        child,
                    } => {
                        let (region, block, ssa) = (*region, *block, *ssa);
                        if !*processed {
                            *processed = true;
                            self.stack.push(Frame::Block {
                                next: body.first_op(block),
                                ssa,
                                pending: None,
                                pops_scope: false,
                            });
                            continue;
                        }
                        let next_child = self
                            .info
                            .get(&region)
                            .and_then(|i| i.children.get(&block))
                            .and_then(|c| c.get(*child))
                            .copied();
                        match next_child {
                            Some(c) => {
                                *child += 1;
                                self.table.push();
                                self.stack.push(Frame::Dom {
                                    region,
                                    block: c,
                                    ssa,
                                    processed: false,
                                    child: 0,
                                });
                            }
                            None => {
                                self.stack.pop();
                                self.table.pop();
                            }
                        }
                    }
                }
            }
        }
        for op in std::mem::take(&mut self.to_erase) {
            if !body.is_erased(op) {
                body.erase_op(op);
            }
        }
    }

    fn simplify(&mut self, body: &mut Body, op: OpId, ssa: bool) {
        let Some(info) = self.ctx.op_info(body.op(op).name) else {
            return;
        };
        if info.traits.terminator {
            return;
        }
        if is_trivially_dead(self.ctx, body, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return;
        }
        if !body.regions(op).is_empty()
            || !strata_ir::interfaces::is_memory_effect_free(self.ctx, body, op)
            || body.child_body(op).is_some()
        {
            return;
        }
        let d = body.op(op);
        let key: OpKey = (
            d.name,
            body.operands(op).collect(),
            d.properties,
            d.attributes,
            body.results(op).map(|r| body.value_type(r)).collect(),
        );
        if let Some(&existing) = self.table.map.get(&key) {
            let results: Vec<ValueId> = body.results(op).collect();
            for (i, r) in results.into_iter().enumerate() {
                let to = body.result(existing, i);
                if ssa {
                    body.replace_all_uses(r, to);
                } else {
                    let uses = body.uses(r).to_vec();
                    for u in uses {
                        if !self.table.known.contains(&u.op) {
                            body.set_operand(u.op, u.operand as usize, to);
                        }
                    }
                }
            }
            if body.results(op).all(|r| body.uses(r).is_empty()) {
                self.to_erase.push(op);
            }
            let unknown = self.ctx.unknown_loc();
            if body.op(existing).loc == unknown && body.op(op).loc != unknown {
                body.op_mut(existing).loc = body.op(op).loc;
            }
            self.num_cse += 1;
            return;
        }
        self.table.map.insert(key.clone(), op);
        self.table.known.insert(op);
        self.table.log.push(key);
    }
}

/// Runs CSE on `regions` of `body` (the regions of an op named `owner`, if known).
fn cse_body(
    ctx: &Context,
    body: &mut Body,
    owner: Option<OpName>,
    regions: &[RegionId],
) -> (u64, u64) {
    let mut info = FxHashMap::default();
    {
        let dom = DominanceInfo::new(ctx, body, owner);
        for r in all_regions(body, regions) {
            let blocks = body.blocks(r);
            let Some(&entry) = blocks.first() else {
                continue;
            };
            let ssa = dom.has_ssa_dominance(entry);
            let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            if blocks.len() > 1 && ssa {
                for &b in &blocks[1..] {
                    if let Some(idom) = dom.immediate_dominator(b) {
                        children.entry(idom).or_default().push(b);
                    }
                }
            }
            info.insert(r, RegionInfo { ssa, children });
        }
    }
    let mut cse = BodyCse {
        ctx,
        info,
        table: ScopedTable::default(),
        stack: Vec::new(),
        to_erase: Vec::new(),
        num_cse: 0,
        num_dce: 0,
    };
    cse.run(body, regions);
    (cse.num_cse, cse.num_dce)
}

impl Cse {
    /// The `num-cse'd` and `num-dce'd` counts of this instance's runs, as statistics.
    pub fn counts(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.num_cse,
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.num_dce,
            },
        ]
    }
}

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn summary(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn run(&mut self, ctx: &Context, body: &mut Body, op: OpId) -> Result<(), Diagnostic> {
        let mut totals = (0, 0);
        if body.child_body(op).is_none() {
            let regions = body.regions(op).to_vec();
            let (c, d) = cse_body(ctx, body, None, &regions);
            totals = (c, d);
        }
        walk_all_mut(body, op, WalkOrder::PreOrder, |b, o| {
            if b.child_body(o).is_some() {
                let regions = b.regions(o).to_vec();
                let name = b.op(o).name;
                if let Some(child) = b.child_body_mut(o) {
                    let (c, d) = cse_body(ctx, child, Some(name), &regions);
                    totals.0 += c;
                    totals.1 += d;
                }
            }
            WalkResult::Advance
        });
        self.num_cse += totals.0;
        self.num_dce += totals.1;
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<Statistic> {
        // mlir-opt 22 is built without LLVM statistics, so `--mlir-pass-statistics`
        // shows nothing for CSE; the counts stay available through `Cse::counts`.
        Vec::new()
    }
}
