//! The region-branch canonicalizations mlir-opt 22 registers for `scf.for`, `scf.if`,
//! `scf.while`, `scf.execute_region` and `scf.index_switch`: successor inputs (results and
//! region arguments receiving forwarded values) with a single reachable value are
//! replaced by it, duplicate inputs are merged, and dead sets of tied inputs are erased
//! together with the operands forwarded to them.

use std::collections::HashMap;
use std::sync::Arc;

use strata_ir::Context;
use strata_ir::interfaces::RegionPoint;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, ValueDef, ValueId};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

/// A forwarded operand: the op holding it (the region-branch op itself or a terminator of
/// one of its regions) and its operand index.
type Slot = (OpId, usize);

/// The successor operand/input mapping of one region-branch op.
struct Mapping {
    /// Every successor input with the operand slots forwarded to it, in discovery order.
    inputs: Vec<(ValueId, Vec<Slot>)>,
    /// Every operand slot with the inputs it is forwarded to, in discovery order.
    operands: Vec<(Slot, Vec<ValueId>)>,
}

impl Mapping {
    fn slots_of(&self, v: ValueId) -> Option<&[Slot]> {
        self.inputs
            .iter()
            .find(|(i, _)| *i == v)
            .map(|(_, s)| s.as_slice())
    }
}

/// Computes the mapping of `op` over every branch point (the op itself and each region
/// terminator implementing the terminator-operands interface), or `None` when the op or
/// its terminators are malformed.
fn compute_mapping(ctx: &Context, body: &Body, op: OpId) -> Option<Mapping> {
    let iface = ctx.op_info(body.op(op).name)?.interfaces.region_branch?;
    let mut points: Vec<(RegionPoint, Option<OpId>)> = vec![(RegionPoint::Parent, None)];
    for (ri, &r) in body.regions(op).iter().enumerate() {
        for &b in body.blocks(r) {
            let Some(t) = body.last_op(b) else { continue };
            let has = ctx
                .op_info(body.op(t).name)
                .is_some_and(|i| i.interfaces.terminator_operands.is_some());
            if has {
                points.push((RegionPoint::Region(ri), Some(t)));
            }
        }
    }
    let mut inputs: Vec<(ValueId, Vec<Slot>)> = Vec::new();
    let mut operands: Vec<(Slot, Vec<ValueId>)> = Vec::new();
    for (from, term) in points {
        for succ in (iface.successors)(ctx, body, op, from, &[]) {
            let (owner, range) = match term {
                None => (op, (iface.entry_operands)(ctx, body, op, succ.to)),
                Some(t) => {
                    let f = ctx
                        .op_info(body.op(t).name)?
                        .interfaces
                        .terminator_operands?;
                    (t, f(ctx, body, t, succ.to))
                }
            };
            if range.len() != succ.inputs.len() || range.end > body.num_operands(owner) {
                return None;
            }
            for (idx, &input) in range.zip(&succ.inputs) {
                let slot = (owner, idx);
                match operands.iter_mut().find(|(s, _)| *s == slot) {
                    Some((_, v)) => v.push(input),
                    None => operands.push((slot, vec![input])),
                }
                match inputs.iter_mut().find(|(i, _)| *i == input) {
                    Some((_, v)) => v.push(slot),
                    None => inputs.push((input, vec![slot])),
                }
            }
        }
    }
    Some(Mapping { inputs, operands })
}

/// The non-input values that may flow into `value`, following forwarded operands through
/// other successor inputs of the same op.
fn reachable_values(body: &Body, m: &Mapping, value: ValueId) -> Vec<ValueId> {
    let mut out = Vec::new();
    let mut visited = vec![value];
    let mut work = vec![value];
    while let Some(next) = work.pop() {
        let Some(slots) = m.slots_of(next) else {
            if !out.contains(&next) {
                out.push(next);
            }
            continue;
        };
        for &(o, i) in slots {
            let v = body.operand(o, i);
            if !visited.contains(&v) {
                visited.push(v);
                work.push(v);
            }
        }
    }
    out
}

/// The parent op of the region holding the definition of `v`.
fn defining_region_parent(body: &Body, v: ValueId) -> Option<OpId> {
    let block = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op_block(op)?,
        ValueDef::BlockArg { block, .. } => block,
        _ => return None,
    };
    body.region_parent(body.block_region(block)?)
}

/// Whether `a` (a reachable value of the successor input `b`) may replace `b`.
fn defined_before(body: &Body, op: OpId, a: ValueId, b: ValueId) -> bool {
    if defining_region_parent(body, a) != Some(op) {
        return true;
    }
    match (body.value(a).def, body.value(b).def) {
        (ValueDef::BlockArg { block: ba, .. }, ValueDef::BlockArg { block: bb, .. }) => ba == bb,
        _ => false,
    }
}

/// Replaces the uses of successor inputs that can only hold one outside value by it.
struct MakeSuccessorInputsDead {
    root: &'static str,
}

impl RewritePattern for MakeSuccessorInputsDead {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        "MakeRegionBranchOpSuccessorInputsDead"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(m) = compute_mapping(ctx, rw.body(), op) else {
            return false;
        };
        let mut changed = false;
        for &(value, _) in &m.inputs {
            let body = rw.body();
            if body.uses(value).is_empty() {
                continue;
            }
            let reach = reachable_values(body, &m, value);
            let [single] = reach[..] else { continue };
            if !defined_before(body, op, single, value) {
                continue;
            }
            rw.replace_all_uses_with(value, single);
            changed = true;
        }
        changed
    }
}

/// The argument or result number of `v`.
fn arg_or_result_number(body: &Body, v: ValueId) -> usize {
    match body.value(v).def {
        ValueDef::Result { index, .. } => index as usize,
        ValueDef::BlockArg { index, .. } => index as usize,
        _ => 0,
    }
}

/// The block or op owning `v`.
fn owner(body: &Body, v: ValueId) -> Option<Result<BlockId, OpId>> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(Err(op)),
        ValueDef::BlockArg { block, .. } => Some(Ok(block)),
        _ => None,
    }
}

/// Redirects the uses of a successor input to an earlier input of the same owner that
/// receives the same value from every predecessor.
struct RemoveDuplicateSuccessorInputUses {
    root: &'static str,
}

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        "RemoveDuplicateSuccessorInputUses"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(m) = compute_mapping(ctx, rw.body(), op) else {
            return false;
        };
        let mut inputs: Vec<&(ValueId, Vec<Slot>)> = m.inputs.iter().collect();
        inputs.sort_by_key(|(v, _)| arg_or_result_number(rw.body(), *v));
        let mut changed = false;
        for i in 0..inputs.len() {
            for j in i + 1..inputs.len() {
                let body = rw.body();
                let ((in1, s1), (in2, s2)) = (inputs[i], inputs[j]);
                if body.uses(*in2).is_empty() || owner(body, *in1) != owner(body, *in2) {
                    continue;
                }
                let preds = |slots: &[Slot]| -> HashMap<OpId, ValueId> {
                    slots
                        .iter()
                        .map(|&(o, k)| (o, body.operand(o, k)))
                        .collect()
                };
                if preds(s1) == preds(s2) {
                    rw.replace_all_uses_with(*in2, *in1);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// Erases sets of tied successor inputs that are all unused, with the operands forwarded to
/// them.
struct RemoveDeadSuccessorInputs {
    root: &'static str,
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

impl RewritePattern for RemoveDeadSuccessorInputs {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn debug_name(&self) -> &str {
        "RemoveDeadRegionBranchOpSuccessorInputs"
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let body = rw.body();
        let Some(m) = compute_mapping(ctx, body, op) else {
            return false;
        };
        let index_of = |v: ValueId| m.inputs.iter().position(|(i, _)| *i == v);
        let mut parent: Vec<usize> = (0..m.inputs.len()).collect();
        for (_, ins) in &m.operands {
            let Some(first) = ins.first().and_then(|&v| index_of(v)) else {
                continue;
            };
            for &other in &ins[1..] {
                if let Some(o) = index_of(other) {
                    let (a, b) = (find(&mut parent, first), find(&mut parent, o));
                    parent[b] = a;
                }
            }
        }
        let n = m.inputs.len();
        let mut live = vec![false; n];
        for k in 0..n {
            if !body.uses(m.inputs[k].0).is_empty() {
                let r = find(&mut parent, k);
                live[r] = true;
            }
        }
        let dead: Vec<ValueId> = (0..n)
            .filter(|&k| !live[find(&mut parent, k)])
            .map(|k| m.inputs[k].0)
            .collect();
        if dead.is_empty() {
            return false;
        }
        // Group operands, block arguments and results to erase.
        let mut ops: Vec<(OpId, Vec<usize>)> = Vec::new();
        let mut blocks: Vec<(BlockId, Vec<usize>)> = Vec::new();
        let mut results: Vec<usize> = Vec::new();
        for &v in &dead {
            for &(o, k) in m.slots_of(v).unwrap_or(&[]) {
                match ops.iter_mut().find(|(x, _)| *x == o) {
                    Some((_, ks)) => ks.push(k),
                    None => ops.push((o, vec![k])),
                }
            }
            match body.value(v).def {
                ValueDef::BlockArg { block, index } => {
                    match blocks.iter_mut().find(|(b, _)| *b == block) {
                        Some((_, ks)) => ks.push(index as usize),
                        None => blocks.push((block, vec![index as usize])),
                    }
                }
                ValueDef::Result { index, .. } => results.push(index as usize),
                _ => {}
            }
        }
        for (o, ks) in ops {
            let keep: Vec<ValueId> = rw
                .body()
                .operands(o)
                .enumerate()
                .filter(|(i, _)| !ks.contains(i))
                .map(|(_, v)| v)
                .collect();
            rw.modify_op_in_place(o, |b| b.set_operands(o, &keep));
        }
        for (b, ks) in blocks {
            rw.modify_op_in_place(op, |body| body.erase_block_args(b, &ks));
        }
        if !results.is_empty() {
            erase_results(rw, op, &results);
        }
        true
    }
}

/// Replaces `op` by a copy without the results at `erase`, taking over its regions.
fn erase_results(rw: &mut PatternRewriter<'_, '_>, op: OpId, erase: &[usize]) {
    let body = rw.body();
    let d = body.op(op);
    let kept: Vec<usize> = (0..body.num_results(op))
        .filter(|i| !erase.contains(i))
        .collect();
    let types: Vec<strata_ir::Type> = kept
        .iter()
        .map(|&i| body.value_type(body.result(op, i)))
        .collect();
    let state = OperationState::new(d.name, d.loc)
        .operands(body.operands(op))
        .results(types)
        .regions(body.regions(op).len())
        .properties(d.properties)
        .attributes(d.attributes);
    let old_regions = body.regions(op).to_vec();
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::Before(op));
    let new = rw.create(state);
    rw.modify_op_in_place(new, |b| {
        let new_regions = b.regions(new).to_vec();
        for (dst, src) in new_regions.into_iter().zip(old_regions) {
            b.take_body(dst, src);
        }
    });
    let mut reps: Vec<ValueId> = rw.body().results(op).collect();
    for (k, &i) in kept.iter().enumerate() {
        reps[i] = rw.body().result(new, k);
    }
    rw.replace_op(op, &reps);
}

/// The three region-branch patterns for ops named `root`, in upstream's order.
pub(super) fn patterns(root: &'static str) -> [Arc<dyn RewritePattern>; 3] {
    [
        Arc::new(MakeSuccessorInputsDead { root }),
        Arc::new(RemoveDuplicateSuccessorInputUses { root }),
        Arc::new(RemoveDeadSuccessorInputs { root }),
    ]
}
