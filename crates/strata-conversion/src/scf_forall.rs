//! `scf.forall` to `scf.parallel` (MLIR's `forallToParallelLoop`, also used by
//! `convert-scf-to-cf`) and to a nest of `scf.for` (`forallToForLoop`), and the passes
//! `scf-forall-to-parallel` and `scf-forall-to-for`. Only a fully bufferized loop (no
//! shared outputs) converts; its bounds become index constants or stay values, its body
//! moves over and its `scf.forall.in_parallel` terminator becomes an empty `scf.reduce`
//! (or goes away).

use strata_ir::Location;
use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_pass::conversion::ConversionPatternRewriter;
use strata_pass::pass::{Pass, PassEnv};

use strata_dialects::scf;

use crate::arith_builder::ArithBuilder;

/// Rewrites `scf.forall` `op` (with no shared outputs) into an `scf.parallel` created
/// before it, moving its body; returns the values replacing its results (none), or
/// `None` (changing nothing) if it has shared outputs or malformed bounds.
pub(crate) fn forall_to_parallel(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    loc: Location,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx();
    let body = rw.body();
    let forall = scf::ForallOp(op);
    if !forall.shared_outs(ctx, body).is_empty() {
        return None;
    }
    let bounds = forall.mixed_bounds(ctx, body)?;
    let mapping = op_attr(ctx, body, op, "mapping");
    let region = *body.regions(op).first()?;
    let block = *body.blocks(region).first()?;
    let term = body.last_op(block)?;
    rw.set_insertion_point(InsertionPoint::Before(op));
    let mut values: [Vec<ValueId>; 3] = Default::default();
    {
        let mut b = ArithBuilder::new(rw, loc);
        for (k, list) in bounds.iter().enumerate() {
            for bound in list {
                values[k].push(match *bound {
                    scf::Bound::Static(v) => b.index(v),
                    scf::Bound::Value(v) => v,
                });
            }
        }
    }
    let par = scf::ParallelOp::build(rw, loc, &[], &values[0], &values[1], &values[2], &[]);
    if let Some(m) = mapping {
        rw.modify_op_in_place(par.0, |b| {
            let attrs = b.op(par.0).attributes;
            let mut entries = ctx.dictionary_entries(attrs).to_vec();
            entries.push(strata_ir::NamedAttribute {
                name: ctx.ident("mapping"),
                value: m,
            });
            b.op_mut(par.0).attributes = ctx.dictionary_attr(entries);
        });
    }
    let dest = *rw.body().regions(par.0).first()?;
    rw.inline_region_before(region, dest, 0);
    rw.set_insertion_point(InsertionPoint::AtEnd(block));
    scf::ReduceOp::build(rw, loc, &[], 0);
    rw.erase_op(term);
    Some(Vec::new())
}

/// Rewrites `scf.forall` `op` (with no shared outputs) into a nest of `scf.for` loops
/// created before it, one per dimension outermost first, and moves its body into the
/// innermost loop (MLIR's `forallToForLoop` over `buildLoopNest`); `None` (changing
/// nothing) if it has shared outputs or malformed bounds.
pub(crate) fn forall_to_for(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    loc: Location,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx();
    let body = rw.body();
    let forall = scf::ForallOp(op);
    if !forall.shared_outs(ctx, body).is_empty() {
        return None;
    }
    let bounds = forall.mixed_bounds(ctx, body)?;
    let region = *body.regions(op).first()?;
    let block = *body.blocks(region).first()?;
    let term = body.last_op(block)?;
    if bounds[0].is_empty() {
        return None;
    }
    rw.set_insertion_point(InsertionPoint::Before(op));
    let mut values: [Vec<ValueId>; 3] = Default::default();
    {
        let mut b = ArithBuilder::new(rw, loc);
        for (k, list) in bounds.iter().enumerate() {
            for bound in list {
                values[k].push(match *bound {
                    scf::Bound::Static(v) => b.index(v),
                    scf::Bound::Value(v) => v,
                });
            }
        }
    }
    let mut ivs = Vec::with_capacity(values[0].len());
    let mut blocks = Vec::with_capacity(values[0].len());
    for ((&lb, &ub), &step) in values[0].iter().zip(&values[1]).zip(&values[2]) {
        let for_op = scf::ForOp::build(rw, loc, &[], lb, ub, step, &[], None);
        let for_region = for_op.region(rw.body());
        let ty = rw.body().value_type(lb);
        let b = rw.create_block(for_region, &[(ty, loc)]);
        ivs.push(rw.body().block_args(b)[0]);
        blocks.push(b);
        rw.set_insertion_point(InsertionPoint::AtStart(b));
    }
    for &b in &blocks {
        rw.set_insertion_point(InsertionPoint::AtEnd(b));
        scf::YieldOp::build(rw, loc, &[]);
    }
    let innermost = *blocks.last()?;
    let yield_op = rw.body().last_op(innermost)?;
    rw.erase_op(term);
    if !rw.inline_block_before(block, innermost, Some(yield_op), &ivs) {
        return None;
    }
    Some(Vec::new())
}

/// A pass rewriting every `scf.forall` with `rewrite` (a conversion with `scf.forall`
/// illegal and no folding, so a loop with shared outputs fails to legalize).
fn run_forall_pass(
    ctx: &strata_ir::Context,
    body: &mut strata_ir::ir::Body,
    op: OpId,
    rewrite: crate::pattern::RewriteFn,
) -> Result<(), strata_ir::diagnostics::Diagnostic> {
    use strata_pass::conversion::{
        ConversionConfig, ConversionPatternSet, ConversionTarget, apply_partial_conversion,
    };
    let mut set = ConversionPatternSet::new();
    set.add(crate::pattern::Lowering {
        root: scf::ForallOp::NAME,
        rewrite,
    });
    let patterns = set.freeze(ctx);
    let mut target = ConversionTarget::new();
    target.add_illegal_op(scf::ForallOp::NAME);
    target.mark_unknown_op_dynamically_legal(|_, _, _| true);
    let config = ConversionConfig {
        fold: false,
        ..ConversionConfig::default()
    };
    apply_partial_conversion(ctx, body, op, &target, &patterns, &config).map(|_| ())
}

fn rewrite_to_for(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let loc = rw.body().op(op).loc;
    forall_to_for(rw, op, loc)?;
    rw.erase_op(op);
    Some(())
}

fn rewrite_to_parallel(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> Option<()> {
    let loc = rw.body().op(op).loc;
    forall_to_parallel(rw, op, loc)?;
    rw.erase_op(op);
    Some(())
}

/// `scf-forall-to-for`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForallToFor;

impl Pass for ForallToFor {
    fn argument(&self) -> &'static str {
        "scf-forall-to-for"
    }
    fn name(&self) -> &'static str {
        "SCFForallToForLoop"
    }
    fn summary(&self) -> &'static str {
        "Convert SCF forall loops to SCF for loops"
    }
    fn run(
        &mut self,
        ctx: &strata_ir::Context,
        body: &mut strata_ir::ir::Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), strata_ir::diagnostics::Diagnostic> {
        run_forall_pass(ctx, body, op, rewrite_to_for)
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// `scf-forall-to-parallel`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForallToParallel;

impl Pass for ForallToParallel {
    fn argument(&self) -> &'static str {
        "scf-forall-to-parallel"
    }
    fn name(&self) -> &'static str {
        "SCFForallToParallelLoop"
    }
    fn summary(&self) -> &'static str {
        "Convert SCF forall loops to SCF parallel loops"
    }
    fn run(
        &mut self,
        ctx: &strata_ir::Context,
        body: &mut strata_ir::ir::Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), strata_ir::diagnostics::Diagnostic> {
        run_forall_pass(ctx, body, op, rewrite_to_parallel)
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
