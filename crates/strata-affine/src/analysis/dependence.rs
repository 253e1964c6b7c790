//! Memory dependence analysis between two affine accesses (MLIR's
//! `checkMemrefAccessDependence`): whether some iteration of the source access touches
//! the element some later iteration of the destination touches, at a given loop depth,
//! with the range of the distance `dst_iv - src_iv` for every common loop.
//!
//! The answer is exact (integer emptiness and integer optima over the constraints with
//! their divisions). Where the analysis cannot decide (a non-affine bound or subscript,
//! accesses in different affine scopes, an exhausted work budget) it answers
//! [`Dependence::Unknown`], which every client must read as "there may be a dependence"
//! (MLIR 22's loop transformations read the corresponding `Failure` as "no dependence",
//! upstream issue 210585).

use std::collections::HashMap;

use strata_ir::Context;
use strata_ir::ir::{BlockId, Body, OpId, RegionId};
use strata_presburger::sample;
use strata_presburger::simplex::Opt;
use strata_presburger::{Budget, Int, IntegerRelation};

use super::domain::{Access, Disjunction, IvCols, ValueMap, enclosing_ops, loop_ivs};
use super::flatten::{Builder, Lin};
use crate::ir::{ForOp, IfOp, ParallelOp};

/// The range of the dependence distance along one common loop (`None`: unbounded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Component {
    /// The smallest distance, or `None` for minus infinity.
    pub lb: Option<i64>,
    /// The largest distance, or `None` for plus infinity.
    pub ub: Option<i64>,
}

/// The answer of a dependence check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dependence {
    /// Proven: no dependence.
    None,
    /// There is a dependence; one distance range per common loop (empty when the
    /// accesses share no loop).
    Has(Vec<Component>),
    /// The analysis could not decide: there may be a dependence.
    Unknown,
}

impl Dependence {
    /// Whether a dependence may exist (`Has` or `Unknown`): the conservative reading.
    pub fn may_depend(&self) -> bool {
        !matches!(self, Dependence::None)
    }
}

/// The region that bounds affine analysis of `op` (MLIR's `getAffineAnalysisScope`):
/// the region holding the outermost of `op` and its chain of affine ancestors.
fn analysis_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let region = body.op_block(cur).and_then(|b| body.block_region(b))?;
        match body.region_parent(region) {
            Some(p)
                if ForOp::isa(ctx, body, p)
                    || IfOp::isa(ctx, body, p)
                    || ParallelOp::isa(ctx, body, p) =>
            {
                cur = p
            }
            _ => return Some(region),
        }
    }
}

/// The blocks holding `op` and its ancestors up to the first block of an affine scope.
fn ancestor_blocks(ctx: &Context, body: &Body, op: OpId) -> Vec<(BlockId, OpId)> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(block) = body.op_block(cur) {
        out.push((block, cur));
        let parent = body.block_region(block).and_then(|r| body.region_parent(r));
        match parent {
            Some(p)
                if !ctx
                    .op_info(body.op(p).name)
                    .is_some_and(|i| i.traits.affine_scope) =>
            {
                cur = p
            }
            _ => break,
        }
    }
    out
}

/// The ancestors of `a` and `b` in their innermost common block within the affine scope
/// (MLIR's `getCommonBlockInAffineScope` and `findAncestorOpInBlock`).
fn common_block_ancestors(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Option<(OpId, OpId)> {
    let (x, y) = (ancestor_blocks(ctx, body, a), ancestor_blocks(ctx, body, b));
    let mut found = None;
    for (p, q) in x.iter().rev().zip(y.iter().rev()) {
        if p.0 != q.0 {
            break;
        }
        found = Some((p.1, q.1));
    }
    found
}

/// Whether `a` comes strictly before `b` in their (common) block.
pub(crate) fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(op) = cur {
        if op == b {
            return true;
        }
        cur = body.next_op(op);
    }
    false
}

/// The most alternatives of `else` conditions enumerated before they are dropped (an
/// over-approximation of the domain, which keeps the answer conservative).
const MAX_ALTERNATIVES: usize = 64;

/// The dependence problem of two accesses: the constraint system over
/// `[src ivs, dst ivs, locals]` and the alternatives of their `else` conditions.
struct Problem {
    b: Builder,
    disjunctions: Vec<Disjunction>,
    n_src: usize,
    n_common: usize,
}

impl Problem {
    /// Every conjunction of the problem (one per choice of alternatives).
    fn systems(&self) -> Vec<IntegerRelation> {
        let total: usize = self
            .disjunctions
            .iter()
            .try_fold(1usize, |acc, d| acc.checked_mul(d.len().max(1)))
            .unwrap_or(usize::MAX);
        if total > MAX_ALTERNATIVES || self.disjunctions.is_empty() {
            return vec![self.b.rel.clone()];
        }
        let mut out = vec![self.b.rel.clone()];
        for d in &self.disjunctions {
            let mut next = Vec::new();
            for rel in &out {
                for alt in d {
                    let mut r = rel.clone();
                    let n = r.n_cols();
                    for (l, eq) in alt {
                        if *eq {
                            r.add_eq(l.row(n));
                        } else {
                            r.add_ineq(l.row(n));
                        }
                    }
                    next.push(r);
                }
            }
            out = next;
        }
        out
    }
}

/// Builds the dependence problem of `src` and `dst` (same body) at `depth`, or `None`
/// when some bound, condition or subscript is not affine.
fn build_problem(
    ctx: &Context,
    body: &Body,
    src: &Access,
    dst: &Access,
    depth: usize,
) -> Option<Problem> {
    let (se, de) = (
        enclosing_ops(ctx, body, src.op),
        enclosing_ops(ctx, body, dst.op),
    );
    let (sivs, divs) = (loop_ivs(ctx, body, &se), loop_ivs(ctx, body, &de));
    let n_common = sivs.iter().zip(&divs).take_while(|(a, b)| a == b).count();
    let n_src = sivs.len();
    let mut b = Builder::new(n_src + divs.len());
    let scols: IvCols = sivs.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let dcols: IvCols = divs
        .iter()
        .enumerate()
        .map(|(i, v)| (*v, n_src + i))
        .collect();
    let mut vm = ValueMap::default();
    let mut disjunctions = vm.add_domain(ctx, body, &mut b, &scols, &se)?;
    disjunctions.extend(vm.add_domain(ctx, body, &mut b, &dcols, &de)?);
    let (mut sp, mut dp) = (HashMap::new(), HashMap::new());
    let sres = vm.map_results(
        ctx,
        body,
        &mut b,
        &scols,
        &mut sp,
        src.map,
        &src.operands,
        0,
    )?;
    let dres = vm.map_results(
        ctx,
        body,
        &mut b,
        &dcols,
        &mut dp,
        dst.map,
        &dst.operands,
        0,
    )?;
    if sres.len() != dres.len() {
        return None;
    }
    for (s, d) in sres.iter().zip(&dres) {
        b.add_eq0(&s.sub(d));
    }
    // Ordering: equal along the loops outside `depth`, later at `depth`.
    for i in 0..n_common.min(depth) {
        let diff = Lin::var(n_src + i).sub(&Lin::var(i));
        if i + 1 == depth {
            b.add_ge0(&diff.add(&Lin::constant(-1)));
        } else {
            b.add_eq0(&diff);
        }
    }
    Some(Problem {
        b,
        disjunctions,
        n_src,
        n_common,
    })
}

/// The smallest integer value of `obj . x` over `rel` (`obj` over its columns), `None`
/// when unbounded below; `rel` must be non-empty.
pub(crate) fn int_min(
    rel: &IntegerRelation,
    obj: &[Int],
    budget: &mut Budget,
) -> strata_presburger::Result<Option<Int>> {
    let n = rel.n_cols();
    let mut s = sample::build(n, &rel.eqs, &rel.ineqs, budget)?;
    let lo = match s.minimize(obj, &Int::ZERO, budget)? {
        Opt::Bounded(num, den) => num.ceil_div(&den),
        Opt::Unbounded => return Ok(None),
        Opt::Empty => {
            return Err(strata_presburger::Error::Internal(
                "minimum over an empty set".into(),
            ));
        }
    };
    let value = |p: &[Int]| -> Int {
        let mut v = Int::ZERO;
        for (a, x) in obj.iter().zip(p) {
            v += &(a * x);
        }
        v
    };
    let at_most = |rel: &IntegerRelation, bound: &Int| {
        let mut t = rel.clone();
        let mut row: Vec<Int> = obj.iter().map(|a| -a).collect();
        row.push(bound.clone());
        t.add_ineq(row);
        t
    };
    if let Some(p) = at_most(rel, &lo).find_sample(budget)? {
        return Ok(Some(value(&p)));
    }
    let Some(p) = rel.find_sample(budget)? else {
        return Err(strata_presburger::Error::Internal(
            "minimum over an empty set".into(),
        ));
    };
    let (mut lo, mut hi) = (&lo + &Int::ONE, value(&p));
    while lo < hi {
        budget.spend()?;
        let mid = (&lo + &hi).floor_div(&Int::from(2));
        match at_most(rel, &mid).find_sample(budget)? {
            Some(p) => hi = value(&p),
            None => lo = &mid + &Int::ONE,
        }
    }
    Ok(Some(hi))
}

/// The work budget of one dependence check.
const BUDGET: u64 = 1_000_000;

/// Checks for a dependence from `src` to `dst` (ops of `body`) carried at loop `depth`
/// (1-based; `depth` = number of common loops + 1 asks for a dependence within one
/// iteration of all common loops), as MLIR's `checkMemrefAccessDependence`: read-read
/// pairs count only with `allow_rar`.
pub fn check_dependence(
    ctx: &Context,
    body: &Body,
    src: &Access,
    dst: &Access,
    depth: usize,
    allow_rar: bool,
) -> Dependence {
    if src.memref != dst.memref {
        return Dependence::None;
    }
    if !allow_rar && !src.is_write && !dst.is_write {
        return Dependence::None;
    }
    if analysis_scope(ctx, body, src.op) != analysis_scope(ctx, body, dst.op) {
        return Dependence::Unknown;
    }
    let Some((sa, da)) = common_block_ancestors(ctx, body, src.op, dst.op) else {
        return Dependence::Unknown;
    };
    let Some(problem) = build_problem(ctx, body, src, dst, depth) else {
        return Dependence::Unknown;
    };
    if !allow_rar && depth > problem.n_common && !is_before_in_block(body, sa, da) {
        return Dependence::None;
    }
    let mut budget = Budget::new(BUDGET);
    let mut nonempty = Vec::new();
    for mut rel in problem.systems() {
        rel.simplify();
        match rel.is_empty(&mut budget) {
            Ok(true) => {}
            Ok(false) => nonempty.push(rel),
            Err(_) => return Dependence::Unknown,
        }
    }
    if nonempty.is_empty() {
        return Dependence::None;
    }
    let mut comps = Vec::with_capacity(problem.n_common);
    for j in 0..problem.n_common {
        let (mut lb, mut ub) = (Some(i64::MAX), Some(i64::MIN));
        for rel in &nonempty {
            let n = rel.n_cols();
            let mut obj = vec![Int::ZERO; n];
            obj[problem.n_src + j] = Int::ONE;
            obj[j] = Int::from(-1);
            let lo = int_min(rel, &obj, &mut budget).ok().flatten();
            let neg: Vec<Int> = obj.iter().map(|a| -a).collect();
            let hi = int_min(rel, &neg, &mut budget).ok().flatten().map(|v| -v);
            lb = match (lb, lo.and_then(|v| v.to_i64())) {
                (Some(a), Some(b)) => Some(a.min(b)),
                _ => None,
            };
            ub = match (ub, hi.and_then(|v| v.to_i64())) {
                (Some(a), Some(b)) => Some(a.max(b)),
                _ => None,
            };
        }
        comps.push(Component { lb, ub });
    }
    Dependence::Has(comps)
}
