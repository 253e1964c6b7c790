//! `reconcile-unrealized-casts` (MLIR's `ReconcileUnrealizedCastsPass`): erases
//! `builtin.unrealized_conversion_cast` ops that are dead, and replaces a cast by the
//! inputs of a chain of casts leading back to its own result types; casts that cannot be
//! resolved stay (MLIR's `reconcileUnrealizedCasts`).

use rustc_hash::FxHashSet;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, RegionId, ValueDef, WalkOrder};
use strata_ir::{Context, Type};
use strata_pass::conversion::UNREALIZED_CONVERSION_CAST;
use strata_pass::pass::{Pass, PassEnv};

/// The cast defining all of `cast`'s inputs, in order, if there is one.
fn input_cast(body: &Body, cast: OpId, name: strata_ir::OpName) -> Option<OpId> {
    let inputs: Vec<_> = body.operands(cast).collect();
    let first = *inputs.first()?;
    let ValueDef::Result { op, .. } = body.value(first).def else {
        return None;
    };
    (body.op(op).name == name && body.results(op).eq(inputs.iter().copied())).then_some(op)
}

/// Reconciles the casts of `casts` (all in `body`), bottom-up.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body, casts: &[OpId]) {
    let name = ctx.op_name(UNREALIZED_CONVERSION_CAST);
    let mut worklist: Vec<OpId> = casts.to_vec();
    let mut queued: FxHashSet<OpId> = casts.iter().copied().collect();
    let enqueue =
        |body: &Body, cast: OpId, worklist: &mut Vec<OpId>, queued: &mut FxHashSet<OpId>| {
            for v in body.operands(cast) {
                if let ValueDef::Result { op, .. } = body.value(v).def
                    && body.op(op).name == name
                    && queued.insert(op)
                {
                    worklist.push(op);
                }
            }
        };
    while let Some(cast) = worklist.pop() {
        queued.remove(&cast);
        if body.is_erased(cast) {
            continue;
        }
        if body.results(cast).all(|r| body.uses(r).is_empty()) {
            enqueue(body, cast, &mut worklist, &mut queued);
            body.erase_op(cast);
            continue;
        }
        let out_types: Vec<Type> = body.results(cast).map(|r| body.value_type(r)).collect();
        let mut next = Some(cast);
        while let Some(n) = next {
            let in_types: Vec<Type> = body.operands(n).map(|v| body.value_type(v)).collect();
            if in_types == out_types {
                let inputs: Vec<_> = body.operands(n).collect();
                enqueue(body, cast, &mut worklist, &mut queued);
                let outs: Vec<_> = body.results(cast).collect();
                for (o, i) in outs.into_iter().zip(inputs) {
                    body.replace_all_uses(o, i);
                }
                body.erase_op(cast);
                break;
            }
            next = input_cast(body, n, name);
        }
    }
}

/// Reconciles the casts in `regions` of `body`, then in the child bodies of the ops there.
fn reconcile_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    let name = ctx.op_name(UNREALIZED_CONVERSION_CAST);
    let mut tops = Vec::new();
    for &r in regions {
        for &b in body.blocks(r) {
            tops.extend(body.block_ops(b));
        }
    }
    let mut casts = Vec::new();
    let mut nested = Vec::new();
    for &t in &tops {
        for o in body.walk_ops(t, WalkOrder::PostOrder) {
            if body.op(o).name == name {
                casts.push(o);
            }
            if body.child_body(o).is_some() {
                nested.push(o);
            }
        }
    }
    reconcile_unrealized_casts(ctx, body, &casts);
    for o in nested {
        let regions = body.regions(o).to_vec();
        if let Some(child) = body.child_body_mut(o) {
            reconcile_regions(ctx, child, &regions);
        }
    }
}

/// `reconcile-unrealized-casts`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }
    fn summary(&self) -> &'static str {
        "Simplify and eliminate unrealized conversion casts"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let regions = body.regions(op).to_vec();
        match body.child_body_mut(op) {
            Some(child) => reconcile_regions(ctx, child, &regions),
            None => reconcile_regions(ctx, body, &regions),
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
