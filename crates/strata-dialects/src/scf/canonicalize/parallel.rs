//! `scf.parallel` canonicalization (MLIR 22's): dimensions with a static trip count of
//! zero remove the loop, of one are dropped (their induction variable becomes the lower
//! bound; with none left the body and reductions are inlined), and a loop whose body is
//! just another reduction-free `scf.parallel` independent of it merges with it.

use strata_ir::ir::{InsertionPoint, IrMapping, OpId, ValueId};
use strata_pass::rewrite::{PatternRewriter, RewritePattern};

use super::for_op::constant_trip_count;
use super::{block, move_region, operands, region};
use crate::scf::ops::{ParallelOp, ReduceOp};

/// The bounds of an `scf.parallel`: lower bounds, upper bounds, steps and init values.
struct Bounds {
    lbs: Vec<ValueId>,
    ubs: Vec<ValueId>,
    steps: Vec<ValueId>,
    inits: Vec<ValueId>,
}

fn bounds(rw: &PatternRewriter<'_, '_>, op: ParallelOp) -> Bounds {
    let (ctx, body) = (rw.ctx(), rw.body());
    Bounds {
        lbs: op.lower_bound(ctx, body),
        ubs: op.upper_bound(ctx, body),
        steps: op.step(ctx, body),
        inits: op.init_vals(ctx, body),
    }
}

/// Builds an `scf.parallel` over `b` with `op`'s result types and moves `op`'s region into
/// it; returns the new op.
fn rebuild(rw: &mut PatternRewriter<'_, '_>, op: OpId, b: &Bounds) -> OpId {
    let body = rw.body();
    let loc = body.op(op).loc;
    let types: Vec<_> = body.results(op).map(|r| body.value_type(r)).collect();
    rw.set_insertion_point(InsertionPoint::Before(op));
    let new = ParallelOp::build(rw, loc, &types, &b.lbs, &b.ubs, &b.steps, &b.inits).id();
    if let Some(r) = region(rw.body(), op, 0) {
        move_region(rw, r, new, 0);
    }
    new
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
pub(super) struct SingleOrZeroIterationDims;

impl RewritePattern for SingleOrZeroIterationDims {
    fn root(&self) -> Option<&str> {
        Some(ParallelOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(par) = ParallelOp::cast(ctx, rw.body(), op) else {
            return false;
        };
        let b = bounds(rw, par);
        let Some(entry) = block(rw.body(), op, 0) else {
            return false;
        };
        let ivs = rw.body().block_args(entry).to_vec();
        if ivs.len() != b.lbs.len() || b.ubs.len() != b.lbs.len() || b.steps.len() != b.lbs.len() {
            return false;
        }
        let mut kept = Bounds {
            lbs: Vec::new(),
            ubs: Vec::new(),
            steps: Vec::new(),
            inits: b.inits.clone(),
        };
        let mut single = Vec::new();
        for i in 0..b.lbs.len() {
            match constant_trip_count(ctx, rw.body(), b.lbs[i], b.ubs[i], b.steps[i], true) {
                Some(0) => {
                    rw.replace_op(op, &b.inits);
                    return true;
                }
                Some(1) => single.push(i),
                _ => {
                    kept.lbs.push(b.lbs[i]);
                    kept.ubs.push(b.ubs[i]);
                    kept.steps.push(b.steps[i]);
                }
            }
        }
        if single.is_empty() {
            return false;
        }
        if kept.lbs.is_empty() {
            return inline_single_iteration(rw, op, &b, &ivs);
        }
        for &i in &single {
            rw.replace_all_uses_with(ivs[i], b.lbs[i]);
        }
        let new = rebuild(rw, op, &kept);
        if let Some(entry) = block(rw.body(), new, 0) {
            rw.modify_op_in_place(new, |body| body.erase_block_args(entry, &single));
        }
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// Every dimension runs once: the body is cloned before `op` with the induction variables
/// mapped to the lower bounds, then each reduction region with the init value and the
/// reduced operand as its arguments; the loop's results are the reductions' results.
fn inline_single_iteration(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    b: &Bounds,
    ivs: &[ValueId],
) -> bool {
    let ctx = rw.ctx();
    let Some(entry) = block(rw.body(), op, 0) else {
        return false;
    };
    let Some(term) = rw.body().last_op(entry) else {
        return false;
    };
    let Some(reduce) = ReduceOp::cast(ctx, rw.body(), term) else {
        return false;
    };
    let reduced = operands(rw.body(), term);
    let reductions: Vec<_> = rw.body().regions(reduce.id()).to_vec();
    if reduced.len() != reductions.len() || reduced.len() != b.inits.len() {
        return false;
    }
    let mut mapping = IrMapping::default();
    mapping.map_values(ivs, &b.lbs);
    rw.set_insertion_point(InsertionPoint::Before(op));
    let ops: Vec<OpId> = rw.body().block_ops(entry).filter(|&o| o != term).collect();
    for o in ops {
        rw.clone_op(o, &mut mapping);
    }
    let mut results = Vec::new();
    for (i, &r) in reductions.iter().enumerate() {
        let Some(&rb) = rw.body().blocks(r).first() else {
            return false;
        };
        let args = rw.body().block_args(rb).to_vec();
        let Some(ret) = rw.body().last_op(rb) else {
            return false;
        };
        if args.len() != 2 || rw.body().num_operands(ret) != 1 {
            return false;
        }
        mapping.map_value(args[0], b.inits[i]);
        mapping.map_value(args[1], mapping.lookup_value_or_self(reduced[i]));
        let ops: Vec<OpId> = rw.body().block_ops(rb).filter(|&o| o != ret).collect();
        for o in ops {
            rw.clone_op(o, &mut mapping);
        }
        results.push(mapping.lookup_value_or_self(rw.body().operand(ret, 0)));
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `MergeNestedParallelLoops`: `scf.parallel` whose body is only an inner
/// `scf.parallel` (neither with reductions, the inner bounds not using the outer induction
/// variables) becomes one loop over both sets of dimensions.
pub(super) struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&str> {
        Some(ParallelOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "MergeNestedParallelLoops"
    }

    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
        let ctx = rw.ctx();
        let Some(outer) = ParallelOp::cast(ctx, rw.body(), op) else {
            return false;
        };
        let Some(entry) = block(rw.body(), op, 0) else {
            return false;
        };
        let ops: Vec<OpId> = rw.body().block_ops(entry).collect();
        let [inner_id, _term] = ops[..] else {
            return false;
        };
        let Some(inner) = ParallelOp::cast(ctx, rw.body(), inner_id) else {
            return false;
        };
        let ob = bounds(rw, outer);
        let ib = bounds(rw, inner);
        let outer_ivs = rw.body().block_args(entry).to_vec();
        let uses_outer = |vs: &[ValueId]| vs.iter().any(|v| outer_ivs.contains(v));
        if uses_outer(&ib.lbs) || uses_outer(&ib.ubs) || uses_outer(&ib.steps) {
            return false;
        }
        if !ob.inits.is_empty() || !ib.inits.is_empty() {
            return false;
        }
        let Some(inner_entry) = block(rw.body(), inner_id, 0) else {
            return false;
        };
        let inner_ivs = rw.body().block_args(inner_entry).to_vec();
        let merged = Bounds {
            lbs: [ob.lbs, ib.lbs].concat(),
            ubs: [ob.ubs, ib.ubs].concat(),
            steps: [ob.steps, ib.steps].concat(),
            inits: Vec::new(),
        };
        // The inner loop's block (with its `scf.reduce`) becomes the merged loop's body;
        // the outer induction variables are prepended to its arguments.
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point(InsertionPoint::Before(op));
        let new =
            ParallelOp::build(rw, loc, &[], &merged.lbs, &merged.ubs, &merged.steps, &[]).id();
        if let Some(r) = region(rw.body(), inner_id, 0) {
            move_region(rw, r, new, 0);
        }
        let index = rw.ctx().builtin_types().index;
        let new_outer: Vec<ValueId> = rw.modify_op_in_place(new, |body| {
            outer_ivs
                .iter()
                .enumerate()
                .map(|(i, _)| {
                    let l = body.block_arg_loc(entry, i);
                    body.insert_block_arg(inner_entry, i, index, l)
                })
                .collect()
        });
        let _ = inner_ivs;
        for (&old, &new_iv) in outer_ivs.iter().zip(&new_outer) {
            rw.replace_all_uses_with(old, new_iv);
        }
        rw.erase_op(op);
        true
    }
}
