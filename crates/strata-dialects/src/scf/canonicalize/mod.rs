//! Canonicalization patterns of the `scf` dialect, as mlir-opt 22 registers them, one
//! file per op: `scf.for` (trip-count based trivial loops), `scf.if` (static conditions,
//! selects, condition propagation, yielded conditions, consecutive and nested ifs, empty
//! else), `scf.parallel` (zero- and single-iteration dimensions, nested loops),
//! `scf.while` (condition truth, repeated compares, argument alignment) and
//! `scf.execute_region` (inlining of single blocks anywhere, of several blocks into
//! functions and other `scf.execute_region`s); unused, duplicate and forwarded values of
//! all of them (and of `scf.index_switch`) go through `region_branch`.

mod execute_region;
mod for_op;
mod forall;
mod if_op;
mod parallel;
mod region_branch;
mod while_op;

use std::sync::Arc;

use strata_ir::apint::ApInt;
use strata_ir::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use strata_ir::{Context, Location, Type};
use strata_pass::rewrite::{PatternRewriter, RewritePattern, register_canonicalization_pattern};

use super::ops::{ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
use crate::arith::ConstantOp;

/// Registers the `scf` canonicalization patterns into `ctx`, in upstream's order (each op's
/// own patterns, then the region-branch patterns for it).
pub(super) fn register(ctx: &Context) {
    let mut patterns: Vec<Arc<dyn RewritePattern>> = vec![
        Arc::new(for_op::SimplifyTrivialLoops),
        Arc::new(for_op::TensorCastFolder),
    ];
    patterns.extend(region_branch::patterns(ForOp::NAME));
    patterns.extend(if_op::patterns());
    patterns.extend(region_branch::patterns(IfOp::NAME));
    patterns.push(Arc::new(parallel::SingleOrZeroIterationDims));
    patterns.push(Arc::new(parallel::MergeNestedParallelLoops));
    patterns.extend(while_op::patterns());
    patterns.extend(region_branch::patterns(WhileOp::NAME));
    patterns.push(Arc::new(execute_region::MultiBlockExecuteInliner));
    patterns.push(Arc::new(execute_region::SingleBlockExecuteInliner));
    patterns.extend(region_branch::patterns(ExecuteRegionOp::NAME));
    patterns.push(Arc::new(strata_pass::rewrite::FnPattern {
        root: IndexSwitchOp::NAME,
        name: "FoldConstantCase",
        rewrite: fold_constant_case,
    }));
    patterns.extend(region_branch::patterns(IndexSwitchOp::NAME));
    patterns.extend(forall::patterns());
    for p in patterns {
        register_canonicalization_pattern(ctx, p);
    }
}

/// `scf.index_switch` on a constant argument: the matching region's ops (the default
/// region's when no case matches) move before the switch and its results become the
/// yielded values (upstream's `FoldConstantCase`, a pattern rather than a fold, so that
/// dialect conversions, which fold before their patterns, leave such switches alone).
fn fold_constant_case(rewriter: &mut PatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let Some(arg) = body.operands(op).next() else {
        return false;
    };
    let Some(c) = super::ops::constant_int_i128(ctx, body, arg) else {
        return false;
    };
    let cases = IndexSwitchOp(op).case_values(ctx, body);
    let index = cases
        .iter()
        .position(|&v| i128::from(v) == c)
        .map_or(0, |i| i + 1);
    let Some(b) = block(body, op, index) else {
        return false;
    };
    let Some(t) = body.last_op(b) else {
        return false;
    };
    if body.num_operands(t) != body.num_results(op) {
        return false;
    }
    let results = operands(body, t);
    let ops: Vec<OpId> = body.block_ops(b).filter(|&o| o != t).collect();
    for o in ops {
        rewriter.move_op_before(o, op);
    }
    rewriter.replace_op(op, &results);
    true
}

// ---- helpers ----

fn region(body: &Body, op: OpId, i: usize) -> Option<RegionId> {
    body.regions(op).get(i).copied()
}

/// The single block of region `i` of `op`.
fn block(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    let r = region(body, op, i)?;
    match body.blocks(r) {
        [b] => Some(*b),
        _ => None,
    }
}

/// The terminator of region `i` of `op` if it is an `scf.yield`.
fn yield_of(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<OpId> {
    let t = body.last_op(block(body, op, i)?)?;
    YieldOp::isa(ctx, body, t).then_some(t)
}

fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

fn value_loc(body: &Body, v: ValueId, fallback: Location) -> Location {
    match body.value(v).def {
        ValueDef::Result { op, .. } => body.op(op).loc,
        ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
        _ => fallback,
    }
}

/// The region holding the definition of `v`.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    let b = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op_block(op)?,
        ValueDef::BlockArg { block, .. } => block,
        _ => return None,
    };
    body.block_region(b)
}

/// Whether `op` is nested (at any depth) in `region`.
fn region_contains(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        let Some(parent) = body.region_parent(r) else {
            return false;
        };
        cur = parent;
    }
}

/// An `arith.constant` of type `i1` before the insertion point.
fn bool_constant(rw: &mut PatternRewriter<'_, '_>, value: bool, loc: Location) -> ValueId {
    let ctx = rw.ctx();
    let i1 = ctx.builtin_types().i1;
    let attr = ctx.integer_attr(i1, ApInt::from_u64(1, u64::from(value)));
    let c = ConstantOp::build(rw, loc, attr);
    c.result(rw.body())
}

/// Appends a new block with arguments to region `i` of `op`.
fn add_block(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    i: usize,
    args: &[(Type, Location)],
) -> BlockId {
    rw.modify_op_in_place(op, |body| {
        let b = body.new_block();
        if let Some(&r) = body.regions(op).get(i) {
            body.append_block(r, b);
        }
        for &(t, l) in args {
            body.add_block_arg(b, t, l);
        }
        b
    })
}

/// Moves the blocks of `src` to the start of region `i` of `dst` (MLIR's
/// `inlineRegionBefore(src, dst.region, dst.region.begin())`).
fn move_region(rw: &mut PatternRewriter<'_, '_>, src: RegionId, dst: OpId, i: usize) {
    rw.modify_op_in_place(dst, |body| {
        if let Some(&r) = body.regions(dst).get(i) {
            body.move_blocks(src, r, 0);
        }
    });
}

/// Replaces the `scf.yield` `y` by one yielding `values`.
fn replace_yield(rw: &mut PatternRewriter<'_, '_>, y: OpId, values: Vec<ValueId>) {
    let loc = rw.body().op(y).loc;
    rw.set_insertion_point(strata_ir::ir::InsertionPoint::Before(y));
    YieldOp::build(rw, loc, &values);
    rw.erase_op(y);
}

/// Inlines the single block of `region` before `op` with `args` for its arguments and
/// replaces `op` by the values its terminator forwards.
fn replace_op_with_region(
    rw: &mut PatternRewriter<'_, '_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> bool {
    let body = rw.body();
    let (Some(&src), Some(dest)) = (body.blocks(region).first(), body.op_block(op)) else {
        return false;
    };
    let Some(t) = body.last_op(src) else {
        return false;
    };
    if body.num_operands(t) != body.num_results(op) || body.block_args(src).len() != args.len() {
        return false;
    }
    let results = operands(body, t);
    rw.inline_block_before(src, dest, Some(op), args);
    rw.replace_op(op, &results);
    rw.erase_op(t);
    true
}
