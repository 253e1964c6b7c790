//! `scf.forall` to `scf.parallel` (MLIR's `forallToParallelLoop`), used by
//! `convert-scf-to-cf`: only a fully bufferized loop (no shared outputs) converts; its
//! bounds become index constants or stay values, its body moves over and its
//! `scf.forall.in_parallel` terminator becomes an empty `scf.reduce`.

use strata_ir::ir::{InsertionPoint, OpId, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::Location;
use strata_pass::conversion::ConversionPatternRewriter;

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
