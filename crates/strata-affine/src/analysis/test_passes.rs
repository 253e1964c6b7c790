//! mlir-opt's test passes for the affine analyses, with the same names and remarks so
//! that their answers compare directly: `test-memref-dependence-check`,
//! `test-memref-bound-check` and `test-affine-access-analysis`.

use strata_ir::Context;
use strata_ir::diagnostics::{Diagnostic, Severity};
use strata_ir::ir::{Body, OpId, WalkOrder, WalkResult, walk_all};
use strata_pass::pass::{Pass, PassEnv};

use super::access::{contiguous_dim, is_invariant_access};
use super::bounds::check_bounds;
use super::dependence::{Dependence, check_dependence};
use super::domain::{Access, Enclosing, enclosing_ops, num_common_surrounding_loops};
use crate::ir::{ForOp, LoadOp, StoreOp};

/// `test-memref-dependence-check`: checks every ordered pair of `affine.load` and
/// `affine.store` ops at every depth from 1 to the number of common loops plus one, and
/// reports each answer as a remark on the source op (`dependence from 0 to 1 at depth 1 =
/// [1, 1]`, `false`, or `true` past the common loops); an undecidable pair gets the error
/// `dependence check failed`.
#[derive(Clone, Debug, Default)]
pub struct TestMemRefDependenceCheck;

/// The isolated-from-above op owning each body met in a walk: (body, (holding body, op)).
type Scopes<'a> = Vec<(*const Body, (&'a Body, OpId))>;

/// Walks `op` (held by `body`) in pre-order, across bodies, returning the ops `pick`
/// accepts (with their bodies) and the owner of every body entered.
pub(crate) fn collect<'a>(
    _ctx: &Context,
    body: &'a Body,
    op: OpId,
    mut pick: impl FnMut(&'a Body, OpId) -> bool,
) -> (Vec<(&'a Body, OpId)>, Scopes<'a>) {
    let mut picked = Vec::new();
    // Ops held by the root body are numbered within the root op.
    let mut scopes: Scopes<'a> = vec![(body as *const Body, (body, op))];
    walk_all(body, op, WalkOrder::PreOrder, |b, o| {
        if let Some(child) = b.child_body(o) {
            scopes.push((child as *const Body, (b, o)));
        }
        if pick(b, o) {
            picked.push((b, o));
        }
        WalkResult::Advance
    });
    (picked, scopes)
}

/// The scope (owning op) of ops held by `body`.
pub(crate) fn scope_of<'a>(scopes: &Scopes<'a>, body: &'a Body) -> (&'a Body, OpId) {
    scopes
        .iter()
        .find(|(p, _)| std::ptr::eq(*p, body))
        .map(|(_, s)| *s)
        .unwrap_or(scopes[0].1)
}

/// The distance ranges of a dependence as the test pass prints them.
fn direction_vector_str(dep: &Dependence, n_common: usize, depth: usize) -> String {
    let Dependence::Has(comps) = dep else {
        return "false".into();
    };
    if comps.is_empty() || depth > n_common {
        return "true".into();
    }
    let mut s = String::new();
    for c in comps {
        let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
        let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
        s.push_str(&format!("[{lb}, {ub}]"));
    }
    s
}

impl Pass for TestMemRefDependenceCheck {
    fn argument(&self) -> &'static str {
        "test-memref-dependence-check"
    }
    fn name(&self) -> &'static str {
        "TestMemRefDependenceCheck"
    }
    fn summary(&self) -> &'static str {
        "Checks dependences between all pairs of memref accesses."
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let body: &Body = body;
        let (accesses, scopes) = collect(ctx, body, op, |b, o| {
            LoadOp::isa(ctx, b, o) || StoreOp::isa(ctx, b, o)
        });
        let infos: Vec<Option<Access>> = accesses
            .iter()
            .map(|&(b, o)| Access::of(ctx, b, o))
            .collect();
        for (i, &(sb, sop)) in accesses.iter().enumerate() {
            for (j, &(db, dop)) in accesses.iter().enumerate() {
                let same_body = std::ptr::eq(sb, db);
                let n_common = if same_body {
                    num_common_surrounding_loops(ctx, sb, sop, dop)
                } else {
                    0
                };
                for d in 1..=n_common + 1 {
                    let dep = match (&infos[i], &infos[j]) {
                        (Some(s), Some(t)) if same_body => {
                            check_dependence(ctx, sb, s, t, d, false)
                        }
                        // Values never cross bodies: different memrefs.
                        (Some(_), Some(_)) => Dependence::None,
                        _ => Dependence::Unknown,
                    };
                    let scope = scope_of(&scopes, sb);
                    let diag = if dep == Dependence::Unknown {
                        let msg = "dependence check failed";
                        env.op_diagnostic_in(ctx, scope, sb, sop, Severity::Error, msg)
                    } else {
                        let s = direction_vector_str(&dep, n_common, d);
                        let msg = format!("dependence from {i} to {j} at depth {d} = {s}");
                        env.op_diagnostic_in(ctx, scope, sb, sop, Severity::Remark, msg)
                    };
                    env.emit(diag);
                }
            }
        }
        env.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-memref-bound-check`: reports every affine read or write that may access a memref
/// out of its (static) bounds, per dimension, as mlir-opt's errors `'affine.load' op memref
/// out of upper bound access along dimension #1` (and `lower`).
#[derive(Clone, Debug, Default)]
pub struct TestMemRefBoundCheck;

impl Pass for TestMemRefBoundCheck {
    fn argument(&self) -> &'static str {
        "test-memref-bound-check"
    }
    fn name(&self) -> &'static str {
        "TestMemRefBoundCheck"
    }
    fn summary(&self) -> &'static str {
        "Check memref access bounds"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let body: &Body = body;
        let (accesses, scopes) = collect(ctx, body, op, |b, o| Access::of(ctx, b, o).is_some());
        for (b, o) in accesses {
            let Some(access) = Access::of(ctx, b, o) else {
                continue;
            };
            let Some(oob) = check_bounds(ctx, b, &access) else {
                continue;
            };
            let name = ctx.op_name_str(b.op(o).name);
            let scope = scope_of(&scopes, b);
            let mut dims: Vec<(usize, &str)> = oob
                .upper
                .iter()
                .map(|&d| (d, "upper"))
                .chain(oob.lower.iter().map(|&d| (d, "lower")))
                .collect();
            // Per dimension: upper before lower, as mlir-opt checks them.
            dims.sort_by_key(|&(d, k)| (d, k != "upper"));
            for (d, kind) in dims {
                let msg = format!(
                    "'{name}' op memref out of {kind} bound access along dimension #{}",
                    d + 1
                );
                let diag = env.op_diagnostic_in(ctx, scope, b, o, Severity::Error, msg);
                env.emit(diag);
            }
        }
        env.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `test-affine-access-analysis` (on every `func.func`): for every affine read or write in a
/// top-level `affine.for` nest and every `affine.for` around it (outermost is loop 0),
/// remarks `contiguous along loop d` when the access varies along that loop only in the
/// innermost memref dimension, and `invariant along loop d` when it does not vary.
#[derive(Clone, Debug, Default)]
pub struct TestAccessAnalysis;

impl Pass for TestAccessAnalysis {
    fn argument(&self) -> &'static str {
        "test-affine-access-analysis"
    }
    fn name(&self) -> &'static str {
        "TestAccessAnalysis"
    }
    fn summary(&self) -> &'static str {
        "Tests affine memory access analysis utility"
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let body: &Body = body;
        let (funcs, _) = collect(ctx, body, op, |b, o| {
            ctx.op_name_str(b.op(o).name) == "func.func" && b.child_body(o).is_some()
        });
        for (outer, func) in funcs {
            self.run_on_func(ctx, outer, func, env);
        }
        env.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl TestAccessAnalysis {
    fn run_on_func(&self, ctx: &Context, outer: &Body, op: OpId, env: &mut PassEnv<'_>) {
        let Some(fbody) = outer.child_body(op) else {
            return;
        };
        let scope = (outer, op);
        let Some(&region) = outer.regions(op).first() else {
            return;
        };
        for &block in fbody.blocks(region) {
            for top in fbody.block_ops(block) {
                if !ForOp::isa(ctx, fbody, top) {
                    continue;
                }
                for mem in fbody.walk_ops(top, WalkOrder::PreOrder) {
                    let Some(access) = Access::of(ctx, fbody, mem) else {
                        continue;
                    };
                    if !identity_layout(ctx, fbody, access.memref) {
                        let d = env.op_diagnostic_in(
                            ctx,
                            scope,
                            fbody,
                            mem,
                            Severity::Error,
                            "NYI: non-trivial layout map",
                        );
                        env.emit(d);
                        continue;
                    }
                    let loops: Vec<_> = enclosing_ops(ctx, fbody, mem)
                        .into_iter()
                        .filter_map(|e| match e {
                            Enclosing::For(f) => ForOp::cast(ctx, fbody, f)?.induction_var(fbody),
                            _ => None,
                        })
                        .collect();
                    for (d, &iv) in loops.iter().enumerate() {
                        let mut remarks = Vec::new();
                        if contiguous_dim(ctx, fbody, &access, iv) == Some(Some(0)) {
                            remarks.push(format!("contiguous along loop {d}\n"));
                        }
                        if is_invariant_access(ctx, fbody, &access, iv) {
                            remarks.push(format!("invariant along loop {d}\n"));
                        }
                        for r in remarks {
                            let diag =
                                env.op_diagnostic_in(ctx, scope, fbody, mem, Severity::Remark, r);
                            env.emit(diag);
                        }
                    }
                }
            }
        }
    }
}

/// Whether the memref type of `v` has the identity layout.
fn identity_layout(ctx: &Context, body: &Body, v: strata_ir::ir::ValueId) -> bool {
    match ctx.type_data(body.value_type(v)) {
        strata_ir::TypeData::MemRef {
            layout: Some(a), ..
        } => match ctx.attr_data(*a) {
            strata_ir::attributes::AttrData::AffineMap(m) => ctx.affine().is_identity(*m),
            _ => false,
        },
        _ => true,
    }
}
